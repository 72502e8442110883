// Which exchange-rate table the device converts with: the newest it stored from GET /api/rates, or
// the built-in one when nothing stored is as new. The currency screen and a trip's expenses both
// convert with it, so they always agree.
import { builtInRateTable, type RateTable } from '../domain/currency';
import type { RateTableRow } from './database';

export type RatesInUse = { table: RateTable; origin: 'built-in' | 'server' };

export const builtInRates: RatesInUse = { table: builtInRateTable, origin: 'built-in' };

/** Stored rows passed the schema on their way in; this only skips what is plainly not a table. */
function tableOf(row: RateTableRow): RateTable | undefined {
  if (typeof row.base_date !== 'string' || typeof row.source !== 'string' || typeof row.rates !== 'object' || row.rates === null)
    return undefined;
  // Missing bases and unusable rates are still safe: crossRate skips them.
  return { base_date: row.base_date, source: row.source, rates: row.rates as RateTable['rates'] };
}

/**
 * The newest stored table, or the built-in one when nothing stored is as new (a stored table of the
 * same date wins: the server may have corrected it).
 */
export function pickRates(rows: readonly RateTableRow[]): RatesInUse {
  let newest: { table: RateTable; fetchedAt: string } | undefined;
  for (const row of rows) {
    const table = tableOf(row);
    if (!table) continue;
    const isNewer =
      !newest ||
      table.base_date > newest.table.base_date ||
      (table.base_date === newest.table.base_date && row.fetched_at > newest.fetchedAt);
    if (isNewer) newest = { table, fetchedAt: row.fetched_at };
  }
  return newest && newest.table.base_date >= builtInRateTable.base_date ? { table: newest.table, origin: 'server' } : builtInRates;
}
