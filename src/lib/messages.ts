// English of the shared code in src/lib (translations in messages.<lang>.ts beside it).
import { messages, params } from './i18n';

export const libMessages = messages('lib', {
  notifications: 'Notifications',
  serviceUnavailable: 'Service unavailable right now.',
  backOnline: params("You're back online: {name} is ready."),
  openPartner: params('Open {name}'),
  bookingNeedsConnection: 'Booking needs a connection',
  willOpenWhenOnline: params("You're offline. We'll open {name} as soon as your device is back online."),
  cancel: 'Cancel',
});
