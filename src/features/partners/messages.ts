// English of the partner redirect page and the service screens; translations in messages.<lang>.ts beside it.
import { messages, params } from '../../lib/i18n';

export const partnersMessages = messages('partners', {
  redirectInvalidDetail: 'This link does not lead to one of our booking partners.',
  redirectBadDetail: 'The link is damaged, so we did not follow it.',
  redirectBlockedDetail: params('The link points outside {partner}, so we did not follow it.'),
  redirectInvalid: 'Invalid redirect.',
  redirectBad: 'Bad URL.',
  redirectBlocked: 'Blocked host.',
  redirectGoing: 'Redirecting…',
  redirectTaking: params('Taking you to {partner}. Bookings there are made with {partner}, not with Astra.'),
  redirectStopped: 'We stopped this redirect',
  serviceTitle: 'Service',
  serviceMissing: 'This service does not exist.',
  serviceWith: params('{blurb}, with {partner}.'),
  serviceOfflineTitle: 'Booking needs a connection',
  serviceOfflineText: params(
    "{partner} is an online service and you're offline right now. Stay on this page and we'll open it as soon as you're back online.",
  ),
  serviceOpening: params('Opening {partner}…'),
  serviceNewTab: params('{partner} opened in a new tab.'),
  serviceUnavailable: 'Service unavailable right now.',
  serviceReady: params('{partner} is ready when you are.'),
  serviceOpen: params('Open {partner}'),
  serviceCommission: params('Astra earns a small commission from {partner} when you book through us. Your price stays the same.'),
});
