import { describe, expect, it } from 'vitest';
import {
  builtInRateTable,
  convertAmount,
  crossRate,
  currencies,
  currencyCodes,
  findCurrency,
  formatCurrencyAmount,
  isCurrencyCode,
  maxAmount,
  parseAmount,
  type RateTable,
} from './currency';
import { rateTableSchema } from './currency-schema';

const table = (rates: Partial<RateTable['rates']>): RateTable => ({
  base_date: '2026-11-01',
  source: 'test',
  rates: { USD: {}, EUR: {}, GBP: {}, ...rates },
});

describe('the currencies', () => {
  it('are the 12 of the spec, each with a name and a symbol', () => {
    expect(currencies.map((currency) => currency.code)).toEqual([...currencyCodes]);
    expect(currencyCodes).toHaveLength(12);
    for (const currency of currencies) {
      expect(currency.name.length).toBeGreaterThan(2);
      expect(currency.symbol.length).toBeGreaterThan(0);
    }
    expect(new Set(currencies.map((currency) => currency.symbol)).size).toBe(12);
    expect(isCurrencyCode('THB')).toBe(true);
    expect(isCurrencyCode('thb')).toBe(false);
    expect(isCurrencyCode('MXN')).toBe(false);
  });

  it('come with a built-in table that passes its own schema and prices every currency from each base', () => {
    expect(rateTableSchema.parse(builtInRateTable)).toEqual(builtInRateTable);
    for (const base of ['USD', 'EUR', 'GBP'] as const) {
      for (const code of currencyCodes) {
        if (code !== base) expect(crossRate(builtInRateTable, base, code).via, `${base}→${code}`).toBe('direct');
      }
    }
  });

  it('has a built-in table that agrees with itself: EUR and GBP rows within 0.5% of the USD cross rates', () => {
    for (const base of ['EUR', 'GBP'] as const) {
      for (const code of currencyCodes) {
        if (code === base) continue;
        const direct = builtInRateTable.rates[base][code]!;
        const viaUsd = (code === 'USD' ? 1 : builtInRateTable.rates.USD[code]!) / builtInRateTable.rates.USD[base]!;
        expect(Math.abs(direct / viaUsd - 1), `${base}→${code}`).toBeLessThan(0.005);
      }
    }
  });
});

describe('crossRate', () => {
  const rates = table({ USD: { EUR: 0.8, JPY: 150, THB: 32 }, EUR: { GBP: 0.875 } });

  it('is 1 for the same currency', () => {
    expect(crossRate(rates, 'JPY', 'JPY')).toEqual({ rate: 1, via: 'same' });
  });

  it('reads a base row directly', () => {
    expect(crossRate(rates, 'USD', 'JPY')).toEqual({ rate: 150, via: 'direct' });
  });

  it('inverts a listed rate when converting into a base', () => {
    expect(crossRate(rates, 'JPY', 'USD')).toEqual({ rate: 1 / 150, via: 'inverse' });
    expect(crossRate(rates, 'GBP', 'EUR').rate).toBeCloseTo(1 / 0.875, 12);
  });

  it('crosses two currencies through a base', () => {
    expect(crossRate(rates, 'JPY', 'THB')).toEqual({ rate: 32 / 150, via: 'cross' });
    // USD → EUR (direct) → GBP (direct): a path through two different rows.
    expect(crossRate(rates, 'USD', 'GBP')).toEqual({ rate: 0.8 * 0.875, via: 'cross' });
    // JPY → USD (inverse) → EUR (direct).
    expect(crossRate(rates, 'JPY', 'EUR')).toEqual({ rate: 0.8 / 150, via: 'cross' });
  });

  it('falls back to 1 only where no path exists', () => {
    expect(crossRate(rates, 'JPY', 'KRW')).toEqual({ rate: 1, via: 'fallback' });
    expect(crossRate(table({}), 'USD', 'EUR')).toEqual({ rate: 1, via: 'fallback' });
  });

  it('prefers the first base, USD, when several reach both currencies', () => {
    const twoPaths = table({ USD: { JPY: 150, THB: 30 }, EUR: { JPY: 100, THB: 50 } });
    expect(crossRate(twoPaths, 'JPY', 'THB')).toEqual({ rate: 30 / 150, via: 'cross' });
  });

  it('crosses every pair of the built-in table without a fallback, and there and back comes to 1', () => {
    for (const from of currencyCodes) {
      for (const to of currencyCodes) {
        const there = crossRate(builtInRateTable, from, to);
        expect(there.via, `${from}→${to}`).not.toBe('fallback');
        expect(there.rate * crossRate(builtInRateTable, to, from).rate, `${from}→${to}→${from}`).toBeCloseTo(1, 2);
      }
    }
  });
});

describe('convertAmount', () => {
  it('converts the default 100 USD to EUR with the built-in table', () => {
    expect(convertAmount(builtInRateTable, 100, 'USD', 'EUR')).toEqual({ value: 86.2, rate: 0.862, via: 'direct' });
  });

  it('rounds to 2 decimals, half up, without binary surprises', () => {
    const rates = table({ USD: { EUR: 1.005, GBP: 0.333333, JPY: 2 / 3 } });
    expect(convertAmount(rates, 1, 'USD', 'EUR').value).toBe(1.01);
    expect(convertAmount(rates, 100, 'USD', 'GBP').value).toBe(33.33);
    expect(convertAmount(rates, 10, 'USD', 'JPY').value).toBe(6.67);
    expect(convertAmount(rates, 0, 'USD', 'EUR').value).toBe(0);
    expect(Object.is(convertAmount(rates, 0, 'USD', 'EUR').value, -0)).toBe(false);
  });

  it('keeps exact cents for the largest amount and the largest built-in rate', () => {
    const { value } = convertAmount(builtInRateTable, maxAmount, 'GBP', 'KRW');
    expect(value).toBe(1_929_000_000_000);
    expect(convertAmount(builtInRateTable, 1234.56, 'USD', 'USD')).toEqual({ value: 1234.56, rate: 1, via: 'same' });
  });

  it('uses the fallback rate 1 when there is no path', () => {
    expect(convertAmount(table({}), 250, 'JPY', 'KRW')).toEqual({ value: 250, rate: 1, via: 'fallback' });
  });
});

describe('parseAmount', () => {
  it('reads amounts as travellers type them', () => {
    const cases: Array<[string, number]> = [
      ['100', 100],
      [' 100 ', 100],
      ['1,000.50', 1000.5],
      ['1,000', 1000],
      ['12,345,678.9', 12345678.9],
      ['1 000', 1000],
      ['1\u00a0000,50', 1000.5],
      ["1'000.25", 1000.25],
      ['0.5', 0.5],
      ['.5', 0.5],
      ['100.', 100],
      ['+20', 20],
      ['12,50', 12.5],
      ['1.000,50', 1000.5],
      ['1.000.000', 1_000_000],
      ['0', 0],
      ['1000000000', maxAmount],
    ];
    for (const [text, amount] of cases) expect(parseAmount(text), JSON.stringify(text)).toEqual({ ok: true, amount });
  });

  it('says what is wrong with anything else, never giving NaN or Infinity', () => {
    const cases: Array<[string, RegExp]> = [
      ['', /Enter an amount/],
      ['   ', /Enter an amount/],
      ['-5', /can't be negative/],
      ['−5', /can't be negative/],
      ['abc', /as a number/],
      ['NaN', /as a number/],
      ['Infinity', /as a number/],
      ['1e5', /as a number/],
      ['0x10', /as a number/],
      ['12..5', /as a number/],
      ['1,00,000', /as a number/],
      ['$100', /as a number/],
      ['.', /as a number/],
      ['1000000000.01', /up to 1,000,000,000/],
      ['9'.repeat(400), /up to 1,000,000,000/],
    ];
    for (const [text, message] of cases) {
      const parsed = parseAmount(text);
      expect(parsed.ok, JSON.stringify(text)).toBe(false);
      if (!parsed.ok) expect(parsed.message, JSON.stringify(text)).toMatch(message);
    }
  });
});

describe('findCurrency', () => {
  it('knows a currency by code, name, everyday name or symbol', () => {
    const cases: Array<[string, string]> = [
      ['usd', 'USD'],
      ['EUR', 'EUR'],
      ['euro', 'EUR'],
      ['Euros', 'EUR'],
      ['€', 'EUR'],
      ['dollars', 'USD'],
      ['$', 'USD'],
      ['pounds', 'GBP'],
      ['£', 'GBP'],
      ['yen', 'JPY'],
      ['¥', 'JPY'],
      ['baht', 'THB'],
      ['฿', 'THB'],
      ['won', 'KRW'],
      ['₩', 'KRW'],
      ['yuan', 'CNY'],
      ['RMB', 'CNY'],
      ['rupees', 'INR'],
      ['₹', 'INR'],
      ['swiss francs', 'CHF'],
      ['Singapore dollars', 'SGD'],
      ['  australian   dollar ', 'AUD'],
      ['canadian dollars', 'CAD'],
      ['South Korean Won', 'KRW'],
      ['yen?', 'JPY'],
    ];
    for (const [text, code] of cases) expect(findCurrency(text)?.code, JSON.stringify(text)).toBe(code);
  });

  it('finds nothing for words that are not one of our currencies', () => {
    for (const text of ['', 'pesos', 'mxn', 'hello', 's', 'euros in yen']) expect(findCurrency(text), JSON.stringify(text)).toBeUndefined();
  });
});

describe('formatCurrencyAmount', () => {
  it('shows 2 decimals in the locale, with our symbol', () => {
    expect(formatCurrencyAmount(86.2, 'EUR', 'en-US')).toBe('€86.20');
    expect(formatCurrencyAmount(15420, 'JPY', 'en-US')).toBe('¥15,420.00');
    expect(formatCurrencyAmount(1234.5, 'THB', 'en-US')).toBe('฿1,234.50');
    expect(formatCurrencyAmount(1234.5, 'AUD', 'en-US')).toBe('A$1,234.50');
    expect(formatCurrencyAmount(1234.5, 'CHF', 'en-US')).toBe('CHF\u00a01,234.50');
    expect(formatCurrencyAmount(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('never shows NaN or Infinity', () => {
    expect(formatCurrencyAmount(Number.NaN, 'USD', 'en-US')).toBe('—');
    expect(formatCurrencyAmount(Number.POSITIVE_INFINITY, 'USD', 'en-US')).toBe('—');
  });
});

describe('rateTableSchema', () => {
  it('refuses tables that would break a conversion, saying where', () => {
    const bad: Array<[unknown, RegExp]> = [
      [{ ...builtInRateTable, base_date: '1 Nov 2026' }, /base_date must be a date/],
      [{ ...builtInRateTable, base_date: '2026-02-30' }, /not a real date/],
      [{ ...builtInRateTable, source: ' ' }, /source is required/],
      [{ ...builtInRateTable, rates: { USD: { EUR: 0.86 }, EUR: {} } }, /GBP/],
      [{ ...builtInRateTable, rates: { ...builtInRateTable.rates, USD: { EUR: -1 } } }, /at least/],
      [{ ...builtInRateTable, rates: { ...builtInRateTable.rates, USD: { EUR: '0.86' } } }, /must be a number/],
      [{ ...builtInRateTable, rates: { ...builtInRateTable.rates, USD: { MXN: 18 } } }, /MXN|Currencies are/],
    ];
    for (const [value, message] of bad) {
      const result = rateTableSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(JSON.stringify(result.error?.issues)).toMatch(message);
    }
  });
});
