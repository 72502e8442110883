// Currency conversions, from the dated rate table the context provides.
import { convertAmount, currencyCodes, formatCurrencyAmount } from '../../currency';
import { listInWords } from '../../list-in-words';
import type { AstraContext, AstraEntities } from '../types';
import { ask, reply, type Draft, type Reply } from './reply';

export async function answerCurrency(draft: Draft, entities: AstraEntities, context: AstraContext): Promise<Reply> {
  let [from, to] = draft.currencies;
  if (draft.howManyCurrency) {
    to = draft.howManyCurrency;
    from = draft.currencies.find((currency) => currency.code !== to!.code);
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
