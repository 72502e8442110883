// Money in expenses: integer minor units of a currency (cents, yen), never binary floating point.
// How many decimals a currency has comes from this fixed ISO 4217 table, not the browser's Intl
// data, so every device and the server read a stored amount the same way. No zod here.
import { currencies } from './currency';
import type { CurrencyCode } from './currency-codes';
import { numberFormat } from './intl-formats';

/** ISO 4217 minor-unit exponents of the currencies the app knows. */
export const currencyDecimals: Record<CurrencyCode, 0 | 2> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  AUD: 2,
  CAD: 2,
  CHF: 2,
  CNY: 2,
  INR: 2,
  KRW: 0,
  SGD: 2,
  THB: 2,
};

/** The most an expense may be, in minor units: 100 billion cents. Products with share weights stay exact in a double. */
export const maxAmountMinor = 100_000_000_000;

/** The whole and fraction digits of "1234.5", "12,50", "1,234.50" or "1.234,50"; undefined for anything else. */
function moneyParts(text: string): [string, string] | undefined {
  const split = (value: string, mark: string): [string, string] => {
    const [whole = '', fraction = ''] = value.split(mark);
    return [whole, fraction];
  };
  if (/^\d*(\.\d*)?$/.test(text) && /\d/.test(text)) return split(text, '.');
  if (/^\d*,\d{1,2}$/.test(text)) return split(text, ',');
  if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) return split(text.replace(/,/g, ''), '.');
  if (/^\d{1,3}(\.\d{3})+(,\d*)?$/.test(text)) return split(text.replace(/\./g, ''), ',');
  return undefined;
}

export type ParsedMoney = { ok: true; minor: number } | { ok: false; message: string };

/**
 * Reads an amount as typed ("12.50", "1,234.5", "12,50", "1 000") into minor units of `currency`,
 * digit by digit (no float on the way). More decimals than the currency has is refused, not rounded.
 */
export function parseMoney(text: string, currency: CurrencyCode, options: { allowZero?: boolean } = {}): ParsedMoney {
  const decimals = currencyDecimals[currency];
  const trimmed = text.replace(/[\s\u00a0\u202f\u2009']/g, '').trim();
  if (trimmed === '') return { ok: false, message: 'Enter an amount.' };
  if (/^[-−–]/.test(trimmed)) return { ok: false, message: "The amount can't be negative." };
  const parts = moneyParts(trimmed);
  if (!parts) return { ok: false, message: 'Enter the amount as a number, like 12.50.' };
  const [whole, fraction] = parts;
  if (fraction.length > decimals) {
    return {
      ok: false,
      message: decimals === 0 ? `${currency} has no cents: enter a whole amount.` : `${currency} has ${decimals} decimals at most.`,
    };
  }
  const digits = `${whole}${fraction.padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '') || '0';
  if (digits.length > String(maxAmountMinor).length || Number(digits) > maxAmountMinor) {
    return { ok: false, message: 'That amount is too large.' };
  }
  const minor = Number(digits);
  if (minor === 0 && !options.allowZero) return { ok: false, message: 'The amount must be more than zero.' };
  return { ok: true, minor };
}

/** Minor units as plain decimal text ("1234.50", "-3.05", "1500" for yen): for forms and CSV. */
export function minorToDecimal(minor: number, currency: CurrencyCode): string {
  const decimals = currencyDecimals[currency];
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor));
  if (decimals === 0) return `${sign}${digits}`;
  const padded = digits.padStart(decimals + 1, '0');
  return `${sign}${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}

/** Minor units in the traveller's locale with the app's own symbol for the currency ("€1,234.50", "¥1,500", "A$12.00", never a bare $ for it). */
export function formatMoney(minor: number, currency: CurrencyCode, locale?: string): string {
  const decimals = currencyDecimals[currency];
  const symbol = currencies.find((known) => known.code === currency)?.symbol ?? currency;
  // Only for display: the digits come from minorToDecimal's exact text.
  const value = Number(minorToDecimal(minor, currency));
  const parts = numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).formatToParts(value);
  return parts.map((part) => (part.type === 'currency' ? symbol : part.value)).join('');
}

/**
 * Converts minor units of `from` into minor units of `to` at `rate` (how many `to` one `from`
 * buys), rounded half away from zero. The rate is the device table's; the amounts stay integers.
 */
export function convertMinor(minor: number, from: CurrencyCode, to: CurrencyCode, rate: number): number {
  if (from === to) return minor;
  const scaled = (minor * rate * 10 ** currencyDecimals[to]) / 10 ** currencyDecimals[from];
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled) * (1 + Number.EPSILON));
  return rounded === 0 ? 0 : rounded;
}

const euroRegions = new Set('AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES AD MC SM VA ME XK'.split(' '));
const regionCurrencies: Record<string, CurrencyCode> = {
  US: 'USD',
  GB: 'GBP',
  JP: 'JPY',
  AU: 'AUD',
  CA: 'CAD',
  CH: 'CHF',
  LI: 'CHF',
  CN: 'CNY',
  IN: 'INR',
  KR: 'KRW',
  SG: 'SGD',
  TH: 'THB',
};

/** The home currency a locale suggests ("en-GB" → GBP, "de" → EUR); USD when its region uses none of ours. */
export function homeCurrencyOfLocale(locale: string | undefined): CurrencyCode {
  let region: string | undefined;
  try {
    region = locale ? new Intl.Locale(locale).maximize().region : undefined;
  } catch {
    region = undefined;
  }
  if (!region) return 'USD';
  if (euroRegions.has(region)) return 'EUR';
  return regionCurrencies[region] ?? 'USD';
}
