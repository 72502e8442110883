import type { TranslationOf } from './i18n';
import type { libMessages } from './messages';
import type { servicePanelMessages } from './service-panel.messages';

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
  'service-panel': {
    directLoad: 'Ouverture directe de la page du partenaire, pour un meilleur confort',
    openInNewTab: 'Ouvrir dans un nouvel onglet',
    newTab: 'Nouvel onglet',
    close: 'Fermer',
    booking: 'Réservation {partner}',
    loading: 'Chargement de {partner}…',
    redirecting: '{partner} s’ouvre dans sa propre page. Redirection en cours…',
    goBack: 'Retour',
    unableToLoad: 'Impossible de charger le service',
    openedOutside: '{partner} ne peut pas s’afficher dans Astra : nous l’avons ouvert dans un nouvel onglet.',
    didNotLoad: '{partner} ne s’est pas chargé ici. Vous pouvez l’ouvrir dans un nouvel onglet.',
    connectionIssue: 'Problème de connexion',
    couldNotLoad: 'Impossible de charger l’outil de réservation pour le moment. Vérifiez votre connexion et réessayez.',
    tryAgain: 'Réessayer',
    affiliate: 'Le suivi d’affiliation est activé : {partner} sait que vous venez d’Astra. Le prix reste le même pour vous.',
  } satisfies TranslationOf<typeof servicePanelMessages>,
};
