import type { TranslationOf } from '../../lib/i18n';
import type { kioskMessages } from './messages';

export default {
  kiosk: {
    title: 'Borne Astra',
    time: 'Heure : {time}',
    online: 'En ligne',
    offline: 'Hors ligne',
    offlineBanner:
      'Pas d’internet pour le moment. Astra répond toujours depuis cette tablette, et chaque service peut continuer sur votre téléphone grâce à un QR code.',
    bookAService: 'Réserver un service',
    bookAServiceText: 'Touchez un service, puis scannez le code pour continuer sur votre téléphone.',
    needsInternet: 'Internet requis : scannez avec votre téléphone',
    askAstra: 'Demandez à Astra',
    screenStaysOn: 'L’écran reste allumé.',
    screenMayDim: 'L’écran peut s’assombrir en veille.',
    privacyReset: 'Pour votre confidentialité, cet écran se réinitialise après {seconds} secondes sans contact.',
    touchToContinue: 'Touchez pour continuer',
    startingOver: 'Réinitialisation pour le client suivant dans {seconds} s',
    exitKiosk: 'Quitter la borne',
    asksForCode: 'Demande le code du personnel.',
    pressAndHold: 'Maintenez appuyé pour quitter le mode borne.',
    staffCode: 'Code du personnel',
    enterCode: 'Saisissez le code pour quitter le mode borne.',
    code: 'Code',
    wrongCode: 'Ce code n’est pas le bon.',
    stayInKiosk: 'Rester sur la borne',
    bookWith: 'Réservez avec {partner}.',
    qrLabel: 'QR code : {title} chez {partner}',
    continueOnPhone: 'Continuez sur votre téléphone',
    pointCamera:
      'Pointez l’appareil photo de votre téléphone vers le code pour y ouvrir {partner}. Votre réservation reste sur votre propre appareil.',
    tabletOffline: 'Cette tablette est hors ligne : scannez le code pour réserver sur votre téléphone.',
    close: 'Fermer',
    openHere: 'Ouvrir ici',
  } satisfies TranslationOf<typeof kioskMessages>,
};
