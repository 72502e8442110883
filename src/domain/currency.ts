// The currency converter's rules, shared by the app, the API and the chat engine: the 12
// currencies, the built-in approximate rate table, cross rates through a base, and reading an
// amount the way a traveller types it. No zod here, so the chat engine can use it without loading
// zod; the table's schema is in currency-schema.ts.
import { currencyCodes, type CurrencyCode } from './currency-codes';
import type { RateTable } from './currency-schema';
import { numberFormat } from './intl-formats';

export { currencyCodes, type CurrencyCode, type RateTable };

export type Currency = { code: CurrencyCode; name: string; symbol: string };

export const currencies: readonly Currency[] = [
  { code: 'USD', name: 'US Dollar', symbol: '$' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'GBP', name: 'British Pound', symbol: '£' },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥' },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$' },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'C$' },
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF' },
  // CN¥, not ¥: a result must never be mistaken for yen.
  { code: 'CNY', name: 'Chinese Yuan', symbol: 'CN¥' },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹' },
  { code: 'KRW', name: 'South Korean Won', symbol: '₩' },
  { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$' },
  { code: 'THB', name: 'Thai Baht', symbol: '฿' },
];

export const rateBases = ['USD', 'EUR', 'GBP'] as const;
export type RateBase = (typeof rateBases)[number];

/** Approximate mid-market rates of early November 2026, rounded to 4 significant digits; for planning, not for trading. */
export const builtInRateTable: RateTable = {
  base_date: '2026-11-01',
  source: 'built-in',
  rates: {
    USD: {
      EUR: 0.862,
      GBP: 0.758,
      JPY: 154.2,
      AUD: 1.536,
      CAD: 1.404,
      CHF: 0.803,
      CNY: 7.11,
      INR: 88.65,
      KRW: 1462,
      SGD: 1.302,
      THB: 32.46,
    },
    EUR: {
      USD: 1.16,
      GBP: 0.8794,
      JPY: 178.9,
      AUD: 1.782,
      CAD: 1.629,
      CHF: 0.9316,
      CNY: 8.248,
      INR: 102.8,
      KRW: 1696,
      SGD: 1.51,
      THB: 37.66,
    },
    GBP: { USD: 1.319, EUR: 1.137, JPY: 203.4, AUD: 2.026, CAD: 1.852, CHF: 1.059, CNY: 9.38, INR: 117, KRW: 1929, SGD: 1.718, THB: 42.82 },
  },
};

export const quickAmounts = [100, 500, 1000, 5000] as const;

/** The spec's simulated calculation delay before a result shows. */
export const conversionDelayMs = 500;

/** A billion: more than any traveller carries, and small enough that the cents of a result stay exact. */
export const maxAmount = 1_000_000_000;

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (currencyCodes as readonly string[]).includes(value);
}

const isBase = (code: CurrencyCode): code is RateBase => (rateBases as readonly string[]).includes(code);

const isUsableRate = (rate: unknown): rate is number => typeof rate === 'number' && Number.isFinite(rate) && rate > 0;

/** from → to straight from the table: as listed under `from`, or as the inverse of `to`'s listing. */
function tableRate(table: RateTable, from: CurrencyCode, to: CurrencyCode): { rate: number; via: 'direct' | 'inverse' } | undefined {
  const direct = isBase(from) ? table.rates[from]?.[to] : undefined;
  if (isUsableRate(direct)) return { rate: direct, via: 'direct' };
  const listed = isBase(to) ? table.rates[to]?.[from] : undefined;
  if (isUsableRate(listed)) return { rate: 1 / listed, via: 'inverse' };
  return undefined;
}

export type CrossRate = { rate: number; via: 'same' | 'direct' | 'inverse' | 'cross' | 'fallback' };

/**
 * How many `to` one `from` buys: the table's own rate, its inverse, or a cross rate through the
 * first base (USD, EUR, GBP) that reaches both; 1 (the spec's fallback) only when nothing does.
 */
export function crossRate(table: RateTable, from: CurrencyCode, to: CurrencyCode): CrossRate {
  if (from === to) return { rate: 1, via: 'same' };
  const straight = tableRate(table, from, to);
  if (straight) return straight;
  for (const base of rateBases) {
    if (base === from || base === to) continue;
    const toBase = tableRate(table, from, base);
    const fromBase = tableRate(table, base, to);
    if (toBase && fromBase) return { rate: toBase.rate * fromBase.rate, via: 'cross' };
  }
  return { rate: 1, via: 'fallback' };
}

/** Half-up to cents; the nudge keeps 1.005 from reading as 1.00499999… in binary. */
function roundToCents(value: number): number {
  const rounded = Math.round(value * 100 * (1 + Number.EPSILON)) / 100;
  return rounded === 0 ? 0 : rounded;
}

export type Conversion = CrossRate & { value: number };

export function convertAmount(table: RateTable, amount: number, from: CurrencyCode, to: CurrencyCode): Conversion {
  const { rate, via } = crossRate(table, from, to);
  return { value: roundToCents(amount * rate), rate, via };
}

export type ParsedAmount = { ok: true; amount: number } | { ok: false; message: string };

/** 1000000000 → "1,000,000,000", without Intl: a first Intl call costs a slow phone tens of ms at start-up. */
const withCommas = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

const amountMessages = {
  empty: 'Enter an amount to convert.',
  negative: "The amount can't be negative.",
  notANumber: 'Enter the amount as a number, like 100 or 1,000.50.',
  tooLarge: `That is more than we can convert: enter an amount up to ${withCommas(maxAmount)}.`,
};

/** Plain (1000.5), grouped with commas (1,000.50) or with spaces (1 000.50); "100." is 100 half-typed. */
const dotDecimal = /^(\d+|\d{1,3}(,\d{3})+|\d{1,3}( \d{3})+)(\.\d*)?$|^\.\d+$/;
/** Continental style: 12,50, 1.000,50 or 1 000,50 (a comma with exactly three digits after it groups thousands, as above). */
const commaDecimal = /^(\d+|\d{1,3}(\.\d{3})+|\d{1,3}( \d{3})+),\d{1,2}$|^\d{1,3}(\.\d{3})+$/;

/** Reads an amount as typed ("1,000.50", " 100 ", "12,50"); refuses anything else with a message a traveller can act on. */
export function parseAmount(text: string): ParsedAmount {
  // Non-breaking and thin spaces are what locales put between thousands; a Swiss apostrophe too.
  const trimmed = text.replace(/[\u00a0\u202f\u2009']/g, ' ').trim();
  if (trimmed === '') return { ok: false, message: amountMessages.empty };
  if (/^[-−–]/.test(trimmed)) return { ok: false, message: amountMessages.negative };
  const unsigned = trimmed.replace(/^\+/, '').replace(/\s+/g, ' ');
  let normalised: string;
  if (dotDecimal.test(unsigned)) normalised = unsigned.replace(/[, ]/g, '');
  else if (commaDecimal.test(unsigned)) normalised = unsigned.replace(/[. ]/g, '').replace(',', '.');
  else return { ok: false, message: amountMessages.notANumber };
  const amount = Number(normalised);
  if (Number.isNaN(amount)) return { ok: false, message: amountMessages.notANumber };
  if (!Number.isFinite(amount) || amount > maxAmount) return { ok: false, message: amountMessages.tooLarge };
  return { ok: true, amount };
}

const currencyAliases: Record<CurrencyCode, readonly string[]> = {
  USD: ['us dollar', 'american dollar', 'dollar', 'us$', '$', 'buck'],
  EUR: ['euro', '€'],
  GBP: ['british pound', 'pound sterling', 'pound', 'sterling', 'quid', 'uk pound', '£'],
  JPY: ['japanese yen', 'yen', '¥', '円'],
  AUD: ['australian dollar', 'aussie dollar', 'a$', 'au$', 'aud$'],
  CAD: ['canadian dollar', 'c$', 'ca$', 'loonie'],
  CHF: ['swiss franc', 'franc', 'fr.', 'sfr'],
  CNY: ['chinese yuan', 'yuan', 'renminbi', 'rmb', 'cn¥', '元'],
  INR: ['indian rupee', 'rupee', '₹', 'rs', 'rs.'],
  KRW: ['south korean won', 'korean won', 'won', '₩', '원'],
  SGD: ['singapore dollar', 'sing dollar', 's$', 'sgd$'],
  THB: ['thai baht', 'baht', '฿'],
};

const currencyByAlias: ReadonlyMap<string, Currency> = new Map(
  currencies.flatMap((currency) =>
    [currency.code.toLowerCase(), currency.name.toLowerCase(), ...currencyAliases[currency.code]].map(
      (alias) => [alias, currency] as const,
    ),
  ),
);

/** A currency named the way people write it: its code ("usd"), a name ("euros", "swiss francs", "yen") or a symbol ("€", "฿"). */
export function findCurrency(text: string): Currency | undefined {
  const wanted = text
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^[("'“‘]+|[)"'”’!?,;:]+$/g, '');
  if (wanted === '') return undefined;
  return currencyByAlias.get(wanted) ?? (wanted.endsWith('s') ? currencyByAlias.get(wanted.slice(0, -1)) : undefined);
}

const currencyByCode = new Map(currencies.map((currency) => [currency.code, currency]));

/**
 * The amount with 2 decimals in the traveller's locale, the currency shown by our symbol (so A$ and
 * C$ are never a bare $, and CN¥ never reads as yen). Not a number shows as a dash, never NaN.
 */
export function formatCurrencyAmount(value: number, code: CurrencyCode, locale?: string): string {
  if (!Number.isFinite(value)) return '—';
  const symbol = currencyByCode.get(code)?.symbol ?? code;
  const parts = numberFormat(locale, {
    style: 'currency',
    currency: code,
    // The narrow symbol ($, ฿) gives the locale's layout for a symbol; ours then replaces it.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).formatToParts(value);
  return parts.map((part) => (part.type === 'currency' ? symbol : part.value)).join('');
}
