// German of messages.ts.
import type { TranslationOf } from '../../lib/i18n';
import type { partnersMessages } from './messages';

export default {
  partners: {
    redirectInvalidDetail: 'Dieser Link führt zu keinem unserer Buchungspartner.',
    redirectBadDetail: 'Der Link ist beschädigt, deshalb sind wir ihm nicht gefolgt.',
    redirectBlockedDetail: 'Der Link führt aus {partner} hinaus, deshalb sind wir ihm nicht gefolgt.',
    redirectInvalid: 'Ungültige Weiterleitung.',
    redirectBad: 'Fehlerhafte URL.',
    redirectBlocked: 'Blockierter Host.',
    redirectGoing: 'Weiterleitung …',
    redirectTaking: 'Sie werden zu {partner} weitergeleitet. Buchungen dort schließen Sie mit {partner} ab, nicht mit Astra.',
    redirectStopped: 'Wir haben diese Weiterleitung gestoppt',
    serviceTitle: 'Dienst',
    serviceMissing: 'Diesen Dienst gibt es nicht.',
    serviceWith: '{blurb}, mit {partner}.',
    serviceOfflineTitle: 'Zum Buchen brauchen Sie eine Verbindung',
    serviceOfflineText:
      '{partner} ist ein Onlinedienst und Sie sind gerade offline. Bleiben Sie auf dieser Seite, wir öffnen ihn, sobald Sie wieder online sind.',
    serviceOpening: '{partner} wird geöffnet …',
    serviceNewTab: '{partner} wurde in einem neuen Tab geöffnet.',
    serviceUnavailable: 'Dienst gerade nicht verfügbar.',
    serviceReady: '{partner} ist bereit, wann immer Sie es sind.',
    serviceOpen: '{partner} öffnen',
    serviceCommission: 'Astra erhält eine kleine Provision von {partner}, wenn Sie über uns buchen. Ihr Preis bleibt gleich.',
  } satisfies TranslationOf<typeof partnersMessages>,
};
