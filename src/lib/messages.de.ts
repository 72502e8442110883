import type { TranslationOf } from './i18n';
import type { libMessages } from './messages';
import type { servicePanelMessages } from './service-panel.messages';

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
  'service-panel': {
    directLoad: 'Die Partnerseite wird direkt geöffnet, damit alles reibungslos läuft',
    openInNewTab: 'In neuem Tab öffnen',
    newTab: 'Neuer Tab',
    close: 'Schließen',
    booking: 'Buchung bei {partner}',
    loading: '{partner} wird geladen …',
    redirecting: '{partner} öffnet sich auf einer eigenen Seite. Sie werden weitergeleitet …',
    goBack: 'Zurück',
    unableToLoad: 'Dienst konnte nicht geladen werden',
    openedOutside: '{partner} lässt sich nicht in Astra anzeigen, deshalb haben wir es in einem neuen Tab geöffnet.',
    didNotLoad: '{partner} wurde hier nicht geladen. Sie können es stattdessen in einem neuen Tab öffnen.',
    connectionIssue: 'Verbindungsproblem',
    couldNotLoad: 'Das Buchungstool konnte gerade nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    tryAgain: 'Erneut versuchen',
    affiliate: 'Affiliate-Tracking ist aktiv: {partner} weiß, dass Sie von Astra kommen. Für Sie bleibt der Preis gleich.',
  } satisfies TranslationOf<typeof servicePanelMessages>,
};
