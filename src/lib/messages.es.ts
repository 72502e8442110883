import type { TranslationOf } from './i18n';
import type { libMessages } from './messages';
import type { servicePanelMessages } from './service-panel.messages';

export default {
  lib: {
    notifications: 'Notificaciones',
    serviceUnavailable: 'Este servicio no está disponible ahora mismo.',
    backOnline: 'Vuelves a estar en línea: {name} está listo.',
    openPartner: 'Abrir {name}',
    bookingNeedsConnection: 'Para reservar hace falta conexión',
    willOpenWhenOnline: 'Estás sin conexión. Abriremos {name} en cuanto tu dispositivo vuelva a estar en línea.',
    cancel: 'Cancelar',
  } satisfies TranslationOf<typeof libMessages>,
  'service-panel': {
    directLoad: 'Abrimos la página del socio directamente para que funcione mejor',
    openInNewTab: 'Abrir en una pestaña nueva',
    newTab: 'Pestaña nueva',
    close: 'Cerrar',
    booking: 'Reserva en {partner}',
    loading: 'Cargando {partner}…',
    redirecting: '{partner} se abre en su propia página. Te llevamos allí…',
    goBack: 'Volver',
    unableToLoad: 'No se pudo cargar el servicio',
    openedOutside: '{partner} no se puede mostrar dentro de Astra, así que lo hemos abierto en una pestaña nueva.',
    didNotLoad: '{partner} no se ha cargado aquí. Puedes abrirlo en una pestaña nueva.',
    connectionIssue: 'Problema de conexión',
    couldNotLoad: 'Ahora mismo no hemos podido cargar la herramienta de reservas. Comprueba tu conexión y vuelve a intentarlo.',
    tryAgain: 'Reintentar',
    affiliate: 'El seguimiento de afiliados está activado: {partner} sabe que vienes de Astra. El precio es el mismo para ti.',
  } satisfies TranslationOf<typeof servicePanelMessages>,
};
