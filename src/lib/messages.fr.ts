import type { TranslationOf } from './i18n';
import type { libMessages } from './messages';

export default {
  lib: {
    notifications: 'Notifications',
    serviceUnavailable: 'Ce service est indisponible pour le moment.',
    backOnline: 'Vous êtes de nouveau en ligne : {name} est prêt.',
    openPartner: 'Ouvrir {name}',
    bookingNeedsConnection: 'La réservation nécessite une connexion',
    willOpenWhenOnline: 'Vous êtes hors ligne. Nous ouvrirons {name} dès que votre appareil sera de nouveau connecté.',
    cancel: 'Annuler',
  } satisfies TranslationOf<typeof libMessages>,
};
