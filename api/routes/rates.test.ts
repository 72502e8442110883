import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import type { Storage } from '../db/index';
import { builtInRateTable, type RateTable } from '../../src/domain/currency';
import { rateTableSchema } from '../../src/domain/currency-schema';

// The rate routes read no storage; anything that touches it fails loudly.
const noStorage = new Proxy(
  {},
  {
    get: () => {
      throw new Error('rates must not touch storage');
    },
  },
) as Storage;

const ratesFrom = async (app: ReturnType<typeof createApp>) => {
  const response = await app.request('/api/rates');
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
};

const folder = mkdtempSync(path.join(tmpdir(), 'astra-rates-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const writeRatesFile = (name: string, content: string) => {
  const file = path.join(folder, name);
  writeFileSync(file, content);
  return file;
};

const ecbTable: RateTable = {
  base_date: '2026-11-20',
  source: 'ECB reference rates',
  rates: { USD: { EUR: 0.87, JPY: 155 }, EUR: { USD: 1.149, GBP: 0.88 }, GBP: {} },
};

describe('GET /api/rates', () => {
  it('serves the built-in table by default, in the shape the app validates, and lets browsers keep it an hour', async () => {
    const { status, headers, body } = await ratesFrom(createApp({ storage: noStorage, version: 'test' }));
    expect(status).toBe(200);
    expect(body).toEqual(builtInRateTable);
    expect(rateTableSchema.safeParse(body).success).toBe(true);
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
    expect(headers.get('content-type')).toMatch(/application\/json/);
  });

  it('serves the table of RATES_FILE when one is configured', async () => {
    const config = loadConfig({ RATES_FILE: writeRatesFile('ecb.json', JSON.stringify(ecbTable)) });
    const { body } = await ratesFrom(createApp({ storage: noStorage, version: 'test', rateTable: config.rateTable }));
    expect(body).toEqual(ecbTable);
  });

  it('answers other methods with the JSON error envelope', async () => {
    const response = await createApp({ storage: noStorage, version: 'test' }).request('/api/rates', { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not-found');
  });
});

describe('RATES_FILE', () => {
  it('is optional: without it the built-in table is served', () => {
    expect(loadConfig({}).rateTable).toBe(builtInRateTable);
    expect(loadConfig({ RATES_FILE: '' }).rateTable).toBe(builtInRateTable);
  });

  it('stops the start with a message naming the file and the problem when the file is missing, not JSON or not a rate table', () => {
    const cases: Array<[string, RegExp]> = [
      [path.join(folder, 'missing.json'), /missing\.json: it can't be read/],
      [writeRatesFile('broken.json', '{ "base_date": '), /broken\.json: it is not valid JSON/],
      [
        writeRatesFile('no-gbp.json', JSON.stringify({ ...ecbTable, rates: { USD: {}, EUR: {} } })),
        /no-gbp\.json is not a rate table.*rates\.GBP/,
      ],
      [
        writeRatesFile('bad-date.json', JSON.stringify({ ...ecbTable, base_date: '20/11/2026' })),
        /base_date: base_date must be a date like 2026-11-01/,
      ],
      [
        writeRatesFile('negative.json', JSON.stringify({ ...ecbTable, rates: { ...ecbTable.rates, USD: { EUR: -0.87 } } })),
        /rates\.USD\.EUR: A rate must be at least/,
      ],
    ];
    for (const [file, message] of cases) {
      expect(() => loadConfig({ RATES_FILE: file }), file).toThrow(ConfigError);
      expect(() => loadConfig({ RATES_FILE: file }), file).toThrow(message);
    }
  });
});
