// Currency conversions, from the dated rate table the context provides.
import { convertAmount, currencies, currencyCodes, formatCurrencyAmount } from '../../currency';
import { listInWords } from '../../list-in-words';
import type { AstraContext, AstraEntities } from '../types';
import { ask, detailsOf, placeLabel, reply, type Draft, type Reply } from './reply';

/**
 * Currencies travellers name that the rate table does not hold, by the words they use for them: said
 * to be missing rather than converted at a made-up rate. Our own list of the ones travellers ask most.
 */
const unheldCurrencies: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bczech (?:crowns?|korunas?)\b|\bkorun(?:a|y)\b|\bczk\b/, 'Czech Koruna (CZK)'],
  [/\bforints?\b|\bhuf\b/, 'Hungarian Forint (HUF)'],
  [/\bzlot(?:y|ys|ych)\b|\bpln\b/, 'Polish Zloty (PLN)'],
  [/\b(?:turkish )?lira\b/, 'Turkish Lira (TRY)'],
  [/\brand\b|\bzar\b/, 'South African Rand (ZAR)'],
  [/\bmexican pesos?\b|\bmxn\b/, 'Mexican Peso (MXN)'],
  [/\bargentin(?:e|ian) pesos?\b|\bars\b/, 'Argentine Peso (ARS)'],
  [/\bchilean pesos?\b|\bclp\b/, 'Chilean Peso (CLP)'],
  [/\bcolombian pesos?\b|\bcop\b/, 'Colombian Peso (COP)'],
  [/\bphilippine pesos?\b|\bphp\b/, 'Philippine Peso (PHP)'],
  [/\bperuvian sol(?:es)?\b|\bpen\b(?=[^a-z]*$)/, 'Peruvian Sol (PEN)'],
  [/\bkenyan shillings?\b|\bkes\b/, 'Kenyan Shilling (KES)'],
  [/\bmoroccan dirhams?\b|\bmad\b(?=[^a-z]*$)/, 'Moroccan Dirham (MAD)'],
  [/\bicelandic kron(?:a|ur)\b|\bisk\b/, 'Icelandic Króna (ISK)'],
  [/\bsri lankan rupees?\b|\blkr\b/, 'Sri Lankan Rupee (LKR)'],
  [/\b(?:brazilian )?rea(?:l|is)\b|\bbrl\b/, 'Brazilian Real (BRL)'],
  [/\bdirhams?\b|\baed\b/, 'UAE Dirham (AED)'],
  [/\bdanish kron(?:e|er)\b|\bdkk\b/, 'Danish Krone (DKK)'],
  [/\bnorwegian kron(?:e|er)\b|\bnok\b/, 'Norwegian Krone (NOK)'],
  [/\bswedish kron(?:a|or)\b|\bsek\b/, 'Swedish Krona (SEK)'],
  [/\bvietnamese dong\b|\bdong\b|\bvnd\b/, 'Vietnamese Dong (VND)'],
  [/\bringgit\b|\bmyr\b/, 'Malaysian Ringgit (MYR)'],
  [/\brupiah\b|\bidr\b/, 'Indonesian Rupiah (IDR)'],
  [/\bshekels?\b|\bils\b/, 'Israeli Shekel (ILS)'],
  [/\b(?:hk|hong kong) dollars?\b|\bhkd\b/, 'Hong Kong Dollar (HKD)'],
  [/\b(?:nz|new zealand) dollars?\b|\bnzd\b/, 'New Zealand Dollar (NZD)'],
  [/\begyptian pounds?\b|\begp\b/, 'Egyptian Pound (EGP)'],
];

/** "50 euros in their money", "in the local currency": the currency of the place talked about. */
const localCurrencyPattern =
  /\b(?:their|the local|local|the country's|its|the) (?:money|currency)\b|\bin local\b|\bin (?:it|that|theirs)\s*\??$/;

const unheldAnswer = (name: string, where = '') =>
  reply(
    `I don't have a rate for the ${name}${where}: my rate table holds ${listInWords(currencyCodes)} only. Your bank or card app shows today's rate for it.`,
  );

export async function answerCurrency(draft: Draft, entities: AstraEntities, context: AstraContext): Promise<Reply> {
  let [from, to] = draft.currencies;
  if (draft.howManyCurrency) {
    to = draft.howManyCurrency;
    from = draft.currencies.find((currency) => currency.code !== to!.code);
  }
  const unheld = unheldCurrencies.find(([pattern]) => pattern.test(draft.lower))?.[1];
  if (unheld && (!from || !to)) return unheldAnswer(unheld);
  // "How much is 50 euros in their money": into the currency of the place asked about. ("The currency in
  // Japan and how much is 100 euros": a sum with no other currency named goes into the place's too.)
  const saysLocal = localCurrencyPattern.test(draft.lower);
  if (from && !to && (saysLocal || entities.destination)) {
    const place = entities.destination;
    const fact = place ? (await detailsOf(place, context))?.quick_facts.find((quick) => quick.label === 'Currency')?.value : undefined;
    if (!place) return ask('The money of which place? Name a country or city.', 'currency');
    const code = fact ? /\(([A-Z]{3})\b/.exec(fact)?.[1] : undefined;
    if (!fact || !code) return reply(`I don't know which currency ${placeLabel(place)} uses.`);
    const local = currencies.find((currency) => currency.code === code);
    const where = place.kind === 'country' ? `**${place.country}**` : placeLabel(place);
    if (!local) return unheldAnswer(fact.replace(/,[^)]*\)/, ')'), `, the money of ${where}`);
    if (saysLocal || local.code !== from.code) to = local;
  }
  // "What's the exchange rate in Thailand": the local currency against the euro and the dollar, from the table.
  if (!from && !to && entities.destination) {
    const fact = (await detailsOf(entities.destination, context))?.quick_facts.find((quick) => quick.label === 'Currency')?.value;
    const code = fact ? /\(([A-Z]{3})\b/.exec(fact)?.[1] : undefined;
    const local = currencies.find((currency) => currency.code === code);
    const where = entities.destination.kind === 'country' ? `**${entities.destination.country}**` : placeLabel(entities.destination);
    if (fact && code && !local) return unheldAnswer(fact.replace(/,[^)]*\)/, ')'), `, the money of ${where}`);
    if (local) {
      const table = await context.data.rateTable();
      const against = currencies.filter((currency) => (currency.code === 'EUR' || currency.code === 'USD') && currency.code !== local.code);
      const rates = against.map(
        (currency) => `1 ${currency.code} = ${convertAmount(table, 1, currency.code, local.code).rate.toPrecision(4)} ${local.code}`,
      );
      const source = table.source === 'built-in' ? 'the built-in table' : table.source;
      return reply(
        `The money of ${where} is the **${local.name} (${local.code})**: ${listInWords(rates)}, by the rates of ${table.base_date} from ${source}. Tell me an amount to convert ("100 EUR in ${local.code}").\n\nRates are approximate: your bank or card will use its own.`,
      );
    }
  }
  if (!from || !to) {
    return ask(
      from
        ? `Which currency should I convert ${from.name} into? I know ${listInWords(currencyCodes)}.`
        : `Which currencies? Try "100 USD in EUR" — I know ${listInWords(currencyCodes)}.`,
      'currency',
    );
  }
  const amount = entities.amount ?? 1;
  if (!(amount > 0) || amount > 1_000_000_000)
    return ask('That amount is out of range: try a number above 0 and up to 1,000,000,000.', 'currency');
  const table = await context.data.rateTable();
  const conversion = convertAmount(table, amount, from.code, to.code);
  const source = table.source === 'built-in' ? 'the built-in table' : table.source;
  const rateText =
    conversion.via === 'fallback'
      ? 'I have no rate between them, so this uses 1:1'
      : `1 ${from.code} = ${conversion.rate.toPrecision(4)} ${to.code}`;
  return reply(
    `**${formatCurrencyAmount(amount, from.code, 'en-GB')}** is about **${formatCurrencyAmount(conversion.value, to.code, 'en-GB')}** (${rateText}), by the rates of ${table.base_date} from ${source}.\n\nRates are approximate: your bank or card will use its own.`,
    {
      cards: [
        {
          kind: 'conversion',
          amount,
          from: from.code,
          to: to.code,
          value: conversion.value,
          rate: conversion.rate,
          tableDate: table.base_date,
          tableSource: table.source,
        },
      ],
      understood: { amount, fromCurrency: from.code, toCurrency: to.code },
    },
  );
}
