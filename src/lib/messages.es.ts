import type { TranslationOf } from './i18n';
import type { libMessages } from './messages';

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
};
