// The device's rate tables on fake-indexeddb, refreshed from the real Hono app in-process.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../api/app';
import type { Storage } from '../../../api/db/index';
import { db, type RateTableRow } from '../../db/database';
import { builtInRateTable, convertAmount, type RateTable } from '../../domain/currency';
import { pickRates, refreshRates } from './data';

const noStorage = new Proxy(
  {},
  {
    get: () => {
      throw new Error('rates must not touch storage');
    },
  },
) as Storage;

/** The browser's fetch, answered by the real API app. */
function serveRates(rateTable: RateTable) {
  const app = createApp({ storage: noStorage, version: 'test', rateTable });
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => app.request(input, init));
}

const tableOf = (base_date: string, source = 'ECB reference rates'): RateTable => ({
  base_date,
  source,
  rates: { USD: { EUR: 0.9, JPY: 160 }, EUR: { GBP: 0.85 }, GBP: {} },
});

const rowOf = (table: RateTable, fetched_at = '2026-11-22T10:00:00.000Z'): RateTableRow => ({ ...table, fetched_at });

beforeEach(async () => {
  await db.rateTables.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pickRates', () => {
  it('uses the built-in table when the device has none', () => {
    expect(pickRates([])).toEqual({ table: builtInRateTable, origin: 'built-in' });
  });

  it('uses the newest stored table, and a stored table over the built-in one of the same date', () => {
    const older = tableOf('2026-11-10', 'first');
    const newer = tableOf('2026-11-20', 'second');
    expect(pickRates([rowOf(newer), rowOf(older)])).toEqual({ table: newer, origin: 'server' });
    const sameDay = tableOf(builtInRateTable.base_date, 'built-in');
    expect(pickRates([rowOf(sameDay)])).toEqual({ table: sameDay, origin: 'server' });
  });

  it('prefers the later fetch of two tables of the same date', () => {
    const morning = rowOf(tableOf('2026-11-20', 'morning'), '2026-11-20T08:00:00.000Z');
    const evening = rowOf(tableOf('2026-11-20', 'evening'), '2026-11-20T20:00:00.000Z');
    expect(pickRates([evening, morning]).table.source).toBe('evening');
    expect(pickRates([morning, evening]).table.source).toBe('evening');
  });

  it('keeps the built-in table when everything stored is older than it', () => {
    expect(pickRates([rowOf(tableOf('2025-01-01'))])).toEqual({ table: builtInRateTable, origin: 'built-in' });
  });

  it('skips a stored row that is plainly not a table, and a bad rate in one never shows as NaN', () => {
    const noRates = { ...rowOf(tableOf('2027-01-01')), rates: undefined } as unknown as RateTableRow;
    expect(pickRates([noRates])).toEqual({ table: builtInRateTable, origin: 'built-in' });
    const badRate = { ...rowOf(tableOf('2027-01-01')), rates: { USD: { EUR: Number.NaN } } } as unknown as RateTableRow;
    const { table } = pickRates([badRate]);
    expect(convertAmount(table, 100, 'USD', 'EUR')).toEqual({ value: 100, rate: 1, via: 'fallback' });
  });
});

describe('refreshRates', () => {
  it("keeps the server's table on the device with the time it was fetched, and the next conversion uses it", async () => {
    const served = tableOf('2026-11-20');
    serveRates(served);
    expect(await refreshRates()).toEqual({ status: 'stored', table: served });
    const rows = await db.rateTables.toArray();
    expect(rows).toEqual([{ ...served, fetched_at: expect.stringMatching(/^2\d{3}-\d{2}-\d{2}T/) }]);
    const { table, origin } = pickRates(rows);
    expect(origin).toBe('server');
    expect(convertAmount(table, 100, 'USD', 'EUR').value).toBe(90);
  });

  it("stores the server's default, the built-in table, as a server table", async () => {
    serveRates(builtInRateTable);
    await refreshRates();
    expect(pickRates(await db.rateTables.toArray())).toEqual({ table: builtInRateTable, origin: 'server' });
  });

  it('keeps only the three newest tables', async () => {
    for (const day of ['2026-11-02', '2026-11-05', '2026-11-03', '2026-11-09', '2026-11-07']) {
      serveRates(tableOf(day));
      await refreshRates();
    }
    expect((await db.rateTables.orderBy('base_date').primaryKeys()).sort()).toEqual(['2026-11-05', '2026-11-07', '2026-11-09']);
  });

  it('changes nothing when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await refreshRates()).toEqual({ status: 'offline' });
    expect(await db.rateTables.count()).toBe(0);
  });

  it('refuses a table that fails the schema and keeps what the device had', async () => {
    serveRates(tableOf('2026-11-20'));
    await refreshRates();
    serveRates({ ...tableOf('2026-11-21'), rates: { USD: { EUR: -1 } } } as unknown as RateTable);
    expect(await refreshRates()).toMatchObject({ status: 'failed', message: expect.stringMatching(/cannot read/) });
    expect(await db.rateTables.toCollection().primaryKeys()).toEqual(['2026-11-20']);
  });
});
