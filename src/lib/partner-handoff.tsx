// Hand-off to partner booking sites: the spec's partner open logic, in one place for every screen.
// Panel partners open the in-app service panel; the others open in a new tab through /go/{brand},
// or in this tab when the browser blocks the popup. A link is opened only when its host is one of
// the partner's own (src/domain/partners): anything else is our bug, reported in the console.
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  buildPartnerUrl,
  defaultPartnerMarker,
  isAllowedPartnerUrl,
  isPartnerId,
  markerPattern,
  partners,
  type PartnerId,
  type PartnerSearchParams,
} from '../domain/partners';
import { isOnline } from './connectivity';
import { openInNewTab, type PartnerRequest } from './partner-tab';
import { toast } from './toast';

const ServicePanel = lazy(() => import('./service-panel'));
const OfflineHandoffDialog = lazy(() => import('./offline-handoff-dialog'));

/** The affiliate marker of this build: VITE_PARTNER_MARKER at build time, else the documented default. */
export const partnerMarker: string = (() => {
  const configured: unknown = import.meta.env.VITE_PARTNER_MARKER;
  return typeof configured === 'string' && markerPattern.test(configured) ? configured : defaultPartnerMarker;
})();

export const serviceUnavailableMessage = 'Service unavailable right now.';

/** What happened when a partner was asked to open. */
export type PartnerOpenResult = 'panel' | 'new-tab' | 'same-tab' | 'waiting-for-connection' | 'unavailable';

export type PartnerHandoff = {
  openPartner(partner: PartnerId, params: PartnerSearchParams, subId: string): PartnerOpenResult;
};

const HandoffContext = createContext<PartnerHandoff | null>(null);

export function PartnerHandoffProvider({ children }: { children: ReactNode }) {
  const [panel, setPanel] = useState<PartnerRequest | null>(null);
  const [waiting, setWaiting] = useState<PartnerRequest | null>(null);

  const openPartner = useCallback((partner: PartnerId, params: PartnerSearchParams, subId: string): PartnerOpenResult => {
    if (typeof partner !== 'string' || !isPartnerId(partner)) {
      toast.error(serviceUnavailableMessage);
      return 'unavailable';
    }
    const url = buildPartnerUrl(partner, params, { subId, marker: partnerMarker });
    if (!isAllowedPartnerUrl(partner, url)) {
      console.error(`partner hand-off: refused to open ${url}: its host is not one of ${partners[partner].name}'s allowed hosts`);
      toast.error(serviceUnavailableMessage);
      return 'unavailable';
    }
    const request = { partner, url, params, subId };
    if (!isOnline()) {
      setWaiting(request);
      return 'waiting-for-connection';
    }
    if (partners[partner].usesPanel) {
      setPanel(request);
      return 'panel';
    }
    return openInNewTab(partner, url);
  }, []);

  // A hand-off asked for while offline goes ahead once the device is back online: in the panel,
  // or (a new tab needs a fresh tap, or the popup would be blocked) as a toast with the link.
  useEffect(() => {
    if (!waiting) return;
    const resume = () => {
      setWaiting(null);
      if (partners[waiting.partner].usesPanel) {
        setPanel(waiting);
        return;
      }
      const name = partners[waiting.partner].name;
      toast.info(`You're back online: ${name} is ready.`, {
        duration: 15_000,
        action: { label: `Open ${name}`, onClick: () => openInNewTab(waiting.partner, waiting.url) },
      });
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [waiting]);

  const handoff = useMemo(() => ({ openPartner }), [openPartner]);

  return (
    <HandoffContext.Provider value={handoff}>
      {children}
      {panel ? (
        <Suspense fallback={null}>
          <ServicePanel key={panel.url} request={panel} onClose={() => setPanel(null)} />
        </Suspense>
      ) : null}
      {waiting ? (
        <Suspense fallback={null}>
          <OfflineHandoffDialog partnerName={partners[waiting.partner].name} onCancel={() => setWaiting(null)} />
        </Suspense>
      ) : null}
    </HandoffContext.Provider>
  );
}

export function usePartnerHandoff(): PartnerHandoff {
  const handoff = useContext(HandoffContext);
  if (!handoff) throw new Error('usePartnerHandoff needs <PartnerHandoffProvider> above it (src/main.tsx mounts one)');
  return handoff;
}
