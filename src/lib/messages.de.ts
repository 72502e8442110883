import type { TranslationOf } from './i18n';
import type { libMessages } from './messages';
import type { servicePanelMessages } from './service-panel.messages';
import type { errorMessages } from './error-text.messages';

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
  errors: {
    savedOffline: 'Auf diesem Gerät gespeichert. Die Synchronisierung folgt, sobald Sie wieder online sind.',
    storageFull:
      'Auf diesem Gerät ist kein Speicherplatz mehr für Astra frei. Schaffen Sie etwas Platz und speichern Sie erneut: Ihre Eingaben sind noch da.',
    storageUnavailable:
      'Astra hat die Verbindung zum Speicher dieses Geräts verloren. Versuchen Sie es gleich noch einmal; wenn es weiter fehlschlägt, laden Sie die App neu.',
    storageError: 'Astra konnte auf diesem Gerät nicht speichern. Versuchen Sie es erneut; Ihre Eingaben sind noch da.',
    tripGoneHere: 'Diese Reise ist nicht mehr auf diesem Gerät.',
    expenseGoneHere: 'Diese Ausgabe ist nicht mehr auf diesem Gerät.',
    itemGoneHere: 'Dieser Eintrag ist nicht mehr auf diesem Gerät.',
    listGoneHere: 'Diese Liste wurde gelöscht, vielleicht in einem anderen Tab.',
    notUploaded: 'Dieses Dokument hat den Server noch nicht erreicht, dies ist also seine einzige Kopie. Gehen Sie zuerst online.',
    fileTooLarge: 'Diese Datei ist größer als {size}. Versuchen Sie ein kleineres Foto oder ein PDF mit weniger Seiten.',
    fileWrongType: 'Die Wallet speichert Fotos (JPEG, PNG, WebP) und PDFs. Diese Datei ist weder das eine noch das andere.',
    networkError: 'Keine Verbindung zum Server.',
    requestFailed: 'Die Anfrage ist fehlgeschlagen ({status}).',
    internalError: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
    databaseUnavailable: 'Die Datenbank antwortet gerade nicht. Ihre Änderungen bleiben erhalten; versuchen Sie es gleich noch einmal.',
    registrationFailed: 'Der Server konnte dieses Gerät noch nicht registrieren.',
    badSyncResponse: 'Der Server hat eine Antwort geschickt, die wir nicht lesen konnten.',
    syncNoAcks: 'Der Server hat unsere Änderungen nicht bestätigt.',
    changeRefused: 'Der Server hat diese Änderung abgelehnt.',
    deviceChanged: 'Dieses Gerät wurde gerade verknüpft oder entfernt: Senden Sie die Änderungen erneut.',
    deviceRemoved:
      'Dieses Gerät wurde aus Ihren Geräten entfernt. Seine Reisen und Listen werden hier nicht mehr synchronisiert; verknüpfen Sie es erneut mit einem Code von einem Ihrer Geräte.',
    tripReadOnly:
      'Sie können diese geteilte Reise ansehen, aber nicht ändern. Bitten Sie die Person, der die Reise gehört, Ihnen das Bearbeiten zu erlauben.',
    tripOwnerOnly: 'Das kann nur die Person, der die Reise gehört.',
    tripOwnerOnlyDelete:
      'Eine geteilte Reise kann nur die Person löschen, der sie gehört. Sie können die Reise stattdessen über ihr Teilen-Fenster verlassen.',
    tripAccessRemoved:
      'Sie wurden aus dieser geteilten Reise entfernt, daher wurde diese Änderung nicht gespeichert. Was Sie geschrieben haben, bleibt hier, damit Sie es kopieren können.',
    serverWritten: 'Das wird im Teilen-Fenster der Reise geändert, nicht über die Synchronisierung.',
    tripNotFound: 'Diese Reise gibt es auf dem Server nicht mehr (vielleicht wurde sie gelöscht).',
    tripDeleted: 'Diese Reise wurde gelöscht, daher wurde diese Änderung nicht gespeichert.',
    recordNotFound: 'Das gibt es auf dem Server nicht mehr (vielleicht wurde es gelöscht), daher wurde die Änderung nicht gespeichert.',
    recordDeleted: 'Das wurde auf einem anderen Gerät gelöscht, daher wurde die Änderung nicht gespeichert.',
    recordExists: 'Ein anderer Eintrag auf dem Server hat bereits diese ID, daher wurde nichts gespeichert.',
    unknownDeparture:
      'Unbekannter Flughafencode „{code}“ beim Abflughafen: Prüfen Sie den Code oder wählen Sie den Flughafen aus der Liste.',
    unknownArrival:
      'Unbekannter Flughafencode „{code}“ beim Zielflughafen: Prüfen Sie den Code oder wählen Sie den Flughafen aus der Liste.',
    quotaRecords:
      'Sie haben bereits {count} Einträge gespeichert, mehr behält Astra nicht. Löschen Sie, was Sie nicht mehr brauchen; dieser Eintrag bleibt auf dem Gerät und wird synchronisiert, sobald wieder Platz ist.',
    quotaDocuments:
      'Ihre Dokumente belegen bereits {size}, mehr hebt die Wallet für Sie nicht auf. Entfernen Sie ein Dokument, das Sie nicht mehr brauchen, um dieses hinzuzufügen.',
    fileNotFound: 'Hier gibt es keine Datei, die Sie öffnen können.',
    fileDamaged: 'Die Datei kam beschädigt an, daher wurde nichts gespeichert. Senden Sie sie erneut.',
    tooLargeToSend: 'Das ist zu groß zum Senden (mehr als {size}).',
    rateLimitedWait: 'Zu viele Versuche in kurzer Zeit. Versuchen Sie es in {wait} erneut.',
    rateLimitedMoment: 'Zu viele Versuche in kurzer Zeit. Versuchen Sie es gleich noch einmal.',
    inviteNotFound: 'Dieser Einladungslink funktioniert nicht: Er wurde gestoppt oder falsch kopiert. Bitten Sie um einen neuen.',
    inviteExpired: 'Dieser Einladungslink ist abgelaufen. Bitten Sie die Person, der die Reise gehört, um einen neuen.',
    inviteRemoved:
      'Sie wurden aus dieser Reise entfernt, nachdem diese Einladung erstellt wurde. Bitten Sie die Person, der die Reise gehört, um eine neue.',
    ownerRole: 'Eine Reise behält ihren Inhaber: Sie können die Rollen der anderen ändern.',
    memberOwnName: 'Jede Person auf der Reise legt ihren Namen selbst fest.',
    memberNotFound: 'Diese Person ist nicht auf der Reise (vielleicht hat sie sie verlassen).',
    ownerCannotLeave:
      'Wem die Reise gehört, kann eine geteilte Reise nicht verlassen. Entfernen Sie die anderen oder löschen Sie die Reise.',
    deviceNotFound: 'Keines Ihrer Geräte hat diese ID. Vielleicht wurde es schon entfernt.',
    codeInvalid:
      'Dieser Code passt zu keinem Code, den wir erstellt haben. Vergleichen Sie ihn mit dem anderen Gerät oder lassen Sie sich dort einen neuen geben.',
    codeUsed:
      'Dieser Code wurde schon verwendet: Jeder Code verknüpft nur ein Gerät. Lassen Sie sich auf dem anderen Gerät einen neuen geben.',
    codeExpired: 'Dieser Code ist abgelaufen (Codes gelten {minutes} Minuten). Lassen Sie sich auf dem anderen Gerät einen neuen geben.',
    alreadyLinked: 'Dieses Gerät gehört bereits zu Ihren Geräten.',
    deviceHasOthers:
      'Dieses Gerät ist bereits mit anderen Geräten verknüpft. Entfernen Sie es zuerst dort (in deren Geräteübersicht) und verknüpfen Sie es dann hier.',
    lastDevice:
      'Dies ist das einzige Gerät mit Ihren Reisen, daher kann es nicht entfernt werden. Verknüpfen Sie zuerst ein anderes Gerät oder erstellen Sie einen Wiederherstellungscode.',
    calendarLinkNotFound: 'Diesen Kalenderlink gibt es nicht, oder er wurde gestoppt. Fordern Sie in der App einen neuen an.',
    cityNotSaved: '{city} ist auf diesem Gerät noch nicht gespeichert. Öffnen Sie die Stadt einmal online, um sie offline zu behalten.',
    cityNotFound: 'Es gibt keine Stadt „{city}“.',
    partnerLinkRefused: 'Mit diesen Angaben konnten wir keinen sicheren Link zu {name} erstellen.',
  } satisfies TranslationOf<typeof errorMessages>,
};
