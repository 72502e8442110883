// The hand-off's state, mounted once at the root (src/app/start-app.tsx): the service panel and the wait for
// a connection. What is opened and how is decided by `usePartnerHandoff` (partner-handoff.tsx), in
// the screens that offer partners; so the partner registry stays out of Home's first load.
import { createContext, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { openInNewTab, type PartnerRequest } from './partner-tab';
import { toast } from './toast';
import { libMessages } from './messages';

const ServicePanel = lazy(() => import('./service-panel'));
const OfflineHandoffDialog = lazy(() => import('./offline-handoff-dialog'));

/** A checked partner link, with what the panel and the offline wait need to know of the partner. */
export type HandoffRequest = PartnerRequest & { name: string; usesPanel: boolean };

export type HandoffState = { showPanel(request: HandoffRequest): void; waitForConnection(request: HandoffRequest): void };

export const HandoffContext = createContext<HandoffState | null>(null);

export function PartnerHandoffProvider({ children }: { children: ReactNode }) {
  const [panel, setPanel] = useState<HandoffRequest | null>(null);
  const [waiting, setWaiting] = useState<HandoffRequest | null>(null);

  // A hand-off asked for while offline goes ahead once the device is back online: in the panel,
  // or (a new tab needs a fresh tap, or the popup would be blocked) as a toast with the link.
  useEffect(() => {
    if (!waiting) return;
    const resume = () => {
      setWaiting(null);
      if (waiting.usesPanel) {
        setPanel(waiting);
        return;
      }
      const t = libMessages.get();
      toast.info(t.backOnline({ name: waiting.name }), {
        duration: 15_000,
        action: { label: t.openPartner({ name: waiting.name }), onClick: () => openInNewTab(waiting.partner, waiting.url) },
      });
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [waiting]);

  const state = useMemo(() => ({ showPanel: setPanel, waitForConnection: setWaiting }), []);

  return (
    <HandoffContext.Provider value={state}>
      {children}
      {panel ? (
        <Suspense fallback={null}>
          <ServicePanel key={panel.url} request={panel} onClose={() => setPanel(null)} />
        </Suspense>
      ) : null}
      {waiting ? (
        <Suspense fallback={null}>
          <OfflineHandoffDialog partnerName={waiting.name} onCancel={() => setWaiting(null)} />
        </Suspense>
      ) : null}
    </HandoffContext.Provider>
  );
}
