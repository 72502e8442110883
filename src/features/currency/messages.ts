import { messages, params } from '../../lib/i18n';

export const currencyMessages = messages('currency', {
  title: 'Currency Converter',
  subtitle: 'Approximate rates for 12 currencies, right on your device: no connection needed.',
  amount: 'Amount',
  quickAmounts: 'Quick amounts',
  from: 'From',
  to: 'To',
  swap: params('Swap currencies: convert {to} to {from}'),
  swapTitle: 'Swap currencies',
  result: 'Result',
  enterAmount: 'Enter an amount above to see what it is worth.',
  calculating: 'Calculating…',
  aboutRates: 'About these rates',
  approximate: 'Rates are approximate and for planning only: banks, card issuers and exchange desks add their own margins.',
  approximateDated: params(
    'Rates are approximate (table of {date}) and for planning only: banks, card issuers and exchange desks add their own margins.',
  ),
  offline: 'You are offline: converting with the rates saved on this device.',
  noRate: params('This rate table has no rate between {from} and {to}, so the amount is shown 1 to 1.'),
  builtInRates: params('Rates of {date}, built-in table'),
  serverRates: params('Rates of {date} from the server'),
  serverRatesFrom: params('Rates of {date} from the server ({source})'),
  amountEmpty: 'Enter an amount to convert.',
  amountNegative: "The amount can't be negative.",
  amountNotANumber: 'Enter the amount as a number, like 100 or 1,000.50.',
  amountTooLarge: params('That is more than we can convert: enter an amount up to {max}.'),
});
