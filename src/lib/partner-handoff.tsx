// Hand-off to partner booking sites: the spec's partner open logic, in one place for every screen.
// Panel partners open the in-app service panel; the others open in a new tab through /go/{brand},
// or in this tab when the browser blocks the popup. A link is opened only when its host is one of
// the partner's own (src/domain/partners): anything else is our bug, reported in the console.
import { useCallback, useContext, useMemo } from 'react';
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
import { openInNewTab } from './partner-tab';
import { toast } from './toast';
import { libMessages } from './messages';
import { HandoffContext } from './partner-handoff-state';

export { PartnerHandoffProvider } from './partner-handoff-state';

/** The affiliate marker of this build: VITE_PARTNER_MARKER at build time, else the documented default. */
export const partnerMarker: string = (() => {
  const configured: unknown = import.meta.env.VITE_PARTNER_MARKER;
  return typeof configured === 'string' && markerPattern.test(configured) ? configured : defaultPartnerMarker;
})();

/** The spec's alert for a partner that cannot be opened (in English; translated in libMessages). */
export const serviceUnavailableMessage = 'Service unavailable right now.';

/** What happened when a partner was asked to open. */
export type PartnerOpenResult = 'panel' | 'new-tab' | 'same-tab' | 'waiting-for-connection' | 'unavailable';

export type PartnerHandoff = {
  openPartner(partner: PartnerId, params: PartnerSearchParams, subId: string): PartnerOpenResult;
};

export function usePartnerHandoff(): PartnerHandoff {
  const state = useContext(HandoffContext);
  if (!state) throw new Error('usePartnerHandoff needs <PartnerHandoffProvider> above it (src/app/start-app.tsx mounts one)');

  const openPartner = useCallback(
    (partner: PartnerId, params: PartnerSearchParams, subId: string): PartnerOpenResult => {
      if (typeof partner !== 'string' || !isPartnerId(partner)) {
        toast.error(libMessages.get().serviceUnavailable);
        return 'unavailable';
      }
      const url = buildPartnerUrl(partner, params, { subId, marker: partnerMarker });
      if (!isAllowedPartnerUrl(partner, url)) {
        console.error(`partner hand-off: refused to open ${url}: its host is not one of ${partners[partner].name}'s allowed hosts`);
        toast.error(libMessages.get().serviceUnavailable);
        return 'unavailable';
      }
      const request = { partner, url, params, subId, name: partners[partner].name, usesPanel: partners[partner].usesPanel };
      if (!isOnline()) {
        state.waitForConnection(request);
        return 'waiting-for-connection';
      }
      if (request.usesPanel) {
        state.showPanel(request);
        return 'panel';
      }
      return openInNewTab(partner, url);
    },
    [state],
  );

  return useMemo(() => ({ openPartner }), [openPartner]);
}
