// French of messages.ts.
import type { TranslationOf } from '../../lib/i18n';
import type { partnersMessages } from './messages';

export default {
  partners: {
    redirectInvalidDetail: 'Ce lien ne mène à aucun de nos partenaires de réservation.',
    redirectBadDetail: 'Le lien est endommagé : nous ne l’avons donc pas suivi.',
    redirectBlockedDetail: 'Le lien pointe en dehors de {partner} : nous ne l’avons donc pas suivi.',
    redirectInvalid: 'Redirection non valide.',
    redirectBad: 'URL incorrecte.',
    redirectBlocked: 'Hôte bloqué.',
    redirectGoing: 'Redirection…',
    redirectTaking: 'Direction {partner}. Les réservations s’y font auprès de {partner}, pas d’Astra.',
    redirectStopped: 'Nous avons bloqué cette redirection',
    serviceTitle: 'Service',
    serviceMissing: 'Ce service n’existe pas.',
    serviceWith: '{blurb}, avec {partner}.',
    serviceOfflineTitle: 'La réservation nécessite une connexion',
    serviceOfflineText:
      '{partner} est un service en ligne et vous êtes actuellement hors ligne. Restez sur cette page : nous l’ouvrirons dès votre retour en ligne.',
    serviceOpening: 'Ouverture de {partner}…',
    serviceNewTab: '{partner} s’est ouvert dans un nouvel onglet.',
    serviceUnavailable: 'Service indisponible pour le moment.',
    serviceReady: '{partner} vous attend quand vous voulez.',
    serviceOpen: 'Ouvrir {partner}',
    serviceCommission:
      'Astra touche une petite commission de {partner} quand vous réservez par notre intermédiaire. Votre prix reste le même.',
  } satisfies TranslationOf<typeof partnersMessages>,
};
