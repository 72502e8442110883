import type { TranslationOf } from '../../lib/i18n';
import type { kioskMessages } from './messages';

export default {
  kiosk: {
    title: 'Quiosco Astra',
    time: 'Hora {time}',
    online: 'En línea',
    offline: 'Sin conexión',
    offlineBanner:
      'Ahora mismo no hay internet. Astra sigue respondiendo desde esta tableta y cualquier servicio puede continuar en tu móvil con un código QR.',
    bookAService: 'Reserva un servicio',
    bookAServiceText: 'Toca un servicio y escanea el código para seguir desde tu móvil.',
    needsInternet: 'Necesita internet: escanéalo con tu móvil',
    askAstra: 'Pregúntale a Astra',
    screenStaysOn: 'La pantalla se mantiene encendida.',
    screenMayDim: 'La pantalla puede atenuarse si no se usa.',
    privacyReset: 'Por tu privacidad, esta pantalla se reinicia tras {seconds} segundos sin tocarla.',
    touchToContinue: 'Toca para continuar',
    startingOver: 'Reiniciando para el siguiente cliente en {seconds} s',
    exitKiosk: 'Salir del quiosco',
    asksForCode: 'Pide el código del personal.',
    pressAndHold: 'Mantén pulsado para salir del modo quiosco.',
    staffCode: 'Código del personal',
    enterCode: 'Introduce el código para salir del modo quiosco.',
    code: 'Código',
    wrongCode: 'Ese código no es correcto.',
    stayInKiosk: 'Seguir en el quiosco',
    bookWith: 'Reserva con {partner}.',
    qrLabel: 'Código QR: {title} en {partner}',
    continueOnPhone: 'Continúa en tu móvil',
    pointCamera: 'Apunta la cámara del móvil al código para abrir {partner} allí. Tu reserva queda en tu propio dispositivo.',
    tabletOffline: 'Esta tableta está sin conexión: escanea el código para reservar en tu móvil.',
    close: 'Cerrar',
    openHere: 'Abrir aquí',
  } satisfies TranslationOf<typeof kioskMessages>,
};
