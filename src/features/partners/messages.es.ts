// Spanish of messages.ts.
import type { TranslationOf } from '../../lib/i18n';
import type { partnersMessages } from './messages';

export default {
  partners: {
    redirectInvalidDetail: 'Este enlace no lleva a ninguno de nuestros socios de reservas.',
    redirectBadDetail: 'El enlace está dañado, así que no lo hemos seguido.',
    redirectBlockedDetail: 'El enlace apunta fuera de {partner}, así que no lo hemos seguido.',
    redirectInvalid: 'Redirección no válida.',
    redirectBad: 'URL incorrecta.',
    redirectBlocked: 'Sitio bloqueado.',
    redirectGoing: 'Redirigiendo…',
    redirectTaking: 'Te llevamos a {partner}. Las reservas que hagas allí son con {partner}, no con Astra.',
    redirectStopped: 'Hemos detenido esta redirección',
    serviceTitle: 'Servicio',
    serviceMissing: 'Este servicio no existe.',
    serviceWith: '{blurb}, con {partner}.',
    serviceOfflineTitle: 'Para reservar se necesita conexión',
    serviceOfflineText:
      '{partner} es un servicio en línea y ahora mismo no tienes conexión. Quédate en esta página y lo abriremos en cuanto vuelvas a estar en línea.',
    serviceOpening: 'Abriendo {partner}…',
    serviceNewTab: '{partner} se ha abierto en una pestaña nueva.',
    serviceUnavailable: 'Servicio no disponible en este momento.',
    serviceReady: '{partner} está listo cuando quieras.',
    serviceOpen: 'Abrir {partner}',
    serviceCommission: 'Astra recibe una pequeña comisión de {partner} cuando reservas a través de nosotros. Tú pagas lo mismo.',
  } satisfies TranslationOf<typeof partnersMessages>,
};
