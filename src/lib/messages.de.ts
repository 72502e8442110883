import type { TranslationOf } from './i18n';
import type { libMessages } from './messages';

export default {
  lib: {
    notifications: 'Benachrichtigungen',
    serviceUnavailable: 'Dieser Dienst ist gerade nicht verfügbar.',
    backOnline: 'Sie sind wieder online: {name} ist bereit.',
    openPartner: '{name} öffnen',
    bookingNeedsConnection: 'Zum Buchen braucht es eine Verbindung',
    willOpenWhenOnline: 'Sie sind offline. Wir öffnen {name}, sobald Ihr Gerät wieder online ist.',
    cancel: 'Abbrechen',
  } satisfies TranslationOf<typeof libMessages>,
};
