// English of the service panel (service-panel.tsx), apart from src/lib/messages.ts so that it loads
// with the panel and not in Home's first load. Its translations are in messages.<lang>.ts beside it.
import { messages, params } from './i18n';

export const servicePanelMessages = messages('service-panel', {
  directLoad: 'Loading partner page directly for the best experience',
  openInNewTab: 'Open in New Tab',
  newTab: 'New Tab',
  close: 'Close',
  booking: params('{partner} booking'),
  loading: params('Loading {partner}…'),
  redirecting: params('{partner} opens in its own page. Taking you there…'),
  goBack: 'Go Back',
  unableToLoad: 'Unable to Load Service',
  openedOutside: params("{partner} can't be shown inside Astra, so we opened it in a new tab."),
  didNotLoad: params("{partner} didn't load here. You can open it in a new tab instead."),
  connectionIssue: 'Connection Issue',
  couldNotLoad: "We couldn't load the booking tool right now. Check your connection and try again.",
  tryAgain: 'Try Again',
  affiliate: params('Affiliate tracking is enabled: {partner} knows Astra sent you. Prices are the same for you.'),
});
