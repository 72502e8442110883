import type { TranslationOf } from '../../lib/i18n';
import type { currencyMessages } from './messages';

export default {
  currency: {
    title: 'Convertisseur de devises',
    subtitle: 'Des taux approximatifs pour 12 devises, directement sur votre appareil : aucune connexion nécessaire.',
    amount: 'Montant',
    quickAmounts: 'Montants rapides',
    from: 'De',
    to: 'Vers',
    swap: 'Inverser les devises : convertir {to} en {from}',
    swapTitle: 'Inverser les devises',
    result: 'Résultat',
    enterAmount: 'Saisissez un montant ci-dessus pour voir sa valeur.',
    calculating: 'Calcul en cours…',
    aboutRates: 'À propos de ces taux',
    approximate:
      'Les taux sont approximatifs et servent seulement à prévoir : banques, émetteurs de cartes et bureaux de change ajoutent leur propre marge.',
    approximateDated:
      'Les taux sont approximatifs (table du {date}) et servent seulement à prévoir : banques, émetteurs de cartes et bureaux de change ajoutent leur propre marge.',
    offline: 'Vous êtes hors ligne : conversion avec les taux enregistrés sur cet appareil.',
    noRate: 'Cette table n’a pas de taux entre {from} et {to} : le montant est affiché à 1 pour 1.',
    builtInRates: 'Taux du {date}, table intégrée',
    serverRates: 'Taux du {date} fournis par le serveur',
    serverRatesFrom: 'Taux du {date} fournis par le serveur ({source})',
    amountEmpty: 'Saisissez un montant à convertir.',
    amountNegative: 'Le montant ne peut pas être négatif.',
    amountNotANumber: 'Saisissez le montant en chiffres, par exemple 100 ou 1 000,50.',
    amountTooLarge: 'C’est plus que ce que nous pouvons convertir : saisissez un montant jusqu’à {max}.',
  } satisfies TranslationOf<typeof currencyMessages>,
};
