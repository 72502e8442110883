import type { TranslationOf } from '../../lib/i18n';
import type { currencyMessages } from './messages';

export default {
  currency: {
    title: 'Währungsrechner',
    subtitle: 'Ungefähre Kurse für 12 Währungen, direkt auf Ihrem Gerät: keine Verbindung nötig.',
    amount: 'Betrag',
    quickAmounts: 'Schnellbeträge',
    from: 'Von',
    to: 'Nach',
    swap: 'Währungen tauschen: {to} in {from} umrechnen',
    swapTitle: 'Währungen tauschen',
    result: 'Ergebnis',
    enterAmount: 'Geben Sie oben einen Betrag ein, um seinen Gegenwert zu sehen.',
    calculating: 'Wird berechnet …',
    aboutRates: 'Über diese Kurse',
    approximate:
      'Die Kurse sind ungefähr und nur zur Planung gedacht: Banken, Kartenanbieter und Wechselstuben schlagen ihre eigene Marge auf.',
    approximateDated:
      'Die Kurse sind ungefähr (Tabelle vom {date}) und nur zur Planung gedacht: Banken, Kartenanbieter und Wechselstuben schlagen ihre eigene Marge auf.',
    offline: 'Sie sind offline: Umgerechnet wird mit den auf diesem Gerät gespeicherten Kursen.',
    noRate: 'Diese Kurstabelle hat keinen Kurs zwischen {from} und {to}, daher wird der Betrag 1 zu 1 angezeigt.',
    builtInRates: 'Kurse vom {date}, integrierte Tabelle',
    serverRates: 'Kurse vom {date} vom Server',
    serverRatesFrom: 'Kurse vom {date} vom Server ({source})',
    amountEmpty: 'Geben Sie einen Betrag zum Umrechnen ein.',
    amountNegative: 'Der Betrag darf nicht negativ sein.',
    amountNotANumber: 'Geben Sie den Betrag als Zahl ein, etwa 100 oder 1.000,50.',
    amountTooLarge: 'Das ist mehr, als wir umrechnen können: Geben Sie höchstens {max} ein.',
  } satisfies TranslationOf<typeof currencyMessages>,
};
