// Opening a partner's checked link outside the app: in a new tab through /go/{brand}, or in this tab
// when the browser blocks the popup. Both the hand-off (partner-handoff.tsx) and the service panel
// it loads lazily (service-panel.tsx) open partners this way, so it sits below both of them.
import type { PartnerId, PartnerSearchParams } from '../domain/partners';

/** A partner link that passed the host check, with the search it was built from. */
export type PartnerRequest = { partner: PartnerId; url: string; params: PartnerSearchParams; subId: string };

/** Internal redirect path of a hand-off; /go/{brand} checks the host again before it navigates. */
export function redirectPath(partner: PartnerId, url: string): string {
  return `/go/${partner}?u=${encodeURIComponent(url)}`;
}

/**
 * Opens the partner in a new tab through /go/{brand}; a blocked popup falls back to this tab.
 * The new tab must not be able to script us: its opener is cut as soon as it exists.
 */
export function openInNewTab(partner: PartnerId, url: string): 'new-tab' | 'same-tab' {
  const path = redirectPath(partner, url);
  const popup = window.open(path, '_blank');
  if (!popup) {
    window.location.assign(path);
    return 'same-tab';
  }
  try {
    popup.opener = null;
  } catch {
    // A browser that refuses the assignment has already isolated the tab.
  }
  return 'new-tab';
}
