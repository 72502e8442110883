// Exchange rates on the device. The built-in table ships inside the app, so converting works offline
// from the first visit; tables from GET /api/rates are kept in Dexie `rateTables`, and the screen
// converts with the newest table the device has.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type RateTableRow } from '../../db/database';
import { apiRequest, ApiRequestError } from '../../lib/api-client';
import { isOnline } from '../../lib/connectivity';
import { builtInRateTable, type RateTable } from '../../domain/currency';

export type RatesInUse = { table: RateTable; origin: 'built-in' | 'server' };

const builtIn: RatesInUse = { table: builtInRateTable, origin: 'built-in' };

/** Old tables are never used again; a few are kept in case the server goes back to an older one. */
const keptTables = 3;

/**
 * zod (over 20 KB compressed) loads only when a table arrives from the server, so the converter's
 * first paint needs none of it (main.tsx has already put zod in jitless mode).
 */
const loadRateTableSchema = () => import('../../domain/currency-schema').then((module) => module.rateTableSchema);

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
  return newest && newest.table.base_date >= builtInRateTable.base_date ? { table: newest.table, origin: 'server' } : builtIn;
}

/** The table to convert with; undefined only while the device's tables are being read. */
export function useRates(): RatesInUse | undefined {
  return useLiveQuery(() => db.rateTables.toArray().then(pickRates, () => builtIn), []);
}

export type RefreshOutcome = { status: 'stored'; table: RateTable } | { status: 'offline' } | { status: 'failed'; message: string };

/** Asks the server for its table and keeps it on the device. Offline, or when anything goes wrong, the device's tables stay as they were. */
export async function refreshRates(signal?: AbortSignal): Promise<RefreshOutcome> {
  if (!isOnline()) return { status: 'offline' };
  let payload: unknown;
  try {
    payload = await apiRequest<unknown>('/rates', signal ? { signal } : {});
  } catch (error) {
    // Aborted: the screen is gone and wants no answer.
    if (!(error instanceof ApiRequestError)) throw error;
    return error.isNetworkError ? { status: 'offline' } : { status: 'failed', message: error.message };
  }
  const parsed = (await loadRateTableSchema()).safeParse(payload);
  if (!parsed.success) return { status: 'failed', message: 'The server sent rates this app cannot read.' };
  const table = parsed.data;
  try {
    await db.transaction('rw', db.rateTables, async () => {
      await db.rateTables.put({
        base_date: table.base_date,
        source: table.source,
        rates: table.rates,
        fetched_at: new Date().toISOString(),
      });
      const older = await db.rateTables.orderBy('base_date').reverse().offset(keptTables).primaryKeys();
      await db.rateTables.bulkDelete(older);
    });
  } catch (error) {
    return {
      status: 'failed',
      message: `The new rates could not be saved on this device (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
  return { status: 'stored', table };
}
