import type { TranslationOf } from '../../lib/i18n';
import type { kioskMessages } from './messages';

export default {
  kiosk: {
    title: 'Astra-Kiosk',
    time: 'Uhrzeit {time}',
    online: 'Online',
    offline: 'Offline',
    offlineBanner:
      'Gerade kein Internet. Astra antwortet weiter von diesem Tablet, und jeder Dienst lässt sich per QR-Code auf dem Smartphone fortsetzen.',
    bookAService: 'Dienst buchen',
    bookAServiceText: 'Tippen Sie auf einen Dienst und scannen Sie dann den Code, um auf Ihrem Smartphone weiterzumachen.',
    needsInternet: 'Braucht Internet: mit dem Smartphone scannen',
    askAstra: 'Astra fragen',
    screenStaysOn: 'Der Bildschirm bleibt an.',
    screenMayDim: 'Der Bildschirm kann sich im Leerlauf abdunkeln.',
    privacyReset: 'Zum Schutz Ihrer Privatsphäre setzt sich dieser Bildschirm nach {seconds} Sekunden ohne Berührung zurück.',
    touchToContinue: 'Zum Fortfahren berühren',
    startingOver: 'Neustart für den nächsten Gast in {seconds} s',
    exitKiosk: 'Kiosk beenden',
    asksForCode: 'Fragt nach dem Personalcode.',
    pressAndHold: 'Gedrückt halten, um den Kiosk-Modus zu verlassen.',
    staffCode: 'Personalcode',
    enterCode: 'Geben Sie den Code ein, um den Kiosk-Modus zu verlassen.',
    code: 'Code',
    wrongCode: 'Dieser Code stimmt nicht.',
    stayInKiosk: 'Im Kiosk bleiben',
    bookWith: 'Bei {partner} buchen.',
    qrLabel: 'QR-Code: {title} bei {partner}',
    continueOnPhone: 'Auf dem Smartphone weitermachen',
    pointCamera:
      'Richten Sie die Kamera Ihres Smartphones auf den Code, um {partner} dort zu öffnen. Ihre Buchung bleibt auf Ihrem eigenen Gerät.',
    tabletOffline: 'Dieses Tablet ist offline: Scannen Sie den Code, um auf Ihrem Smartphone zu buchen.',
    close: 'Schließen',
    openHere: 'Hier öffnen',
  } satisfies TranslationOf<typeof kioskMessages>,
};
