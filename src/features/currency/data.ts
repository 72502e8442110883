// Exchange rates on the device. The built-in table ships inside the app, so converting works offline
// from the first visit; tables from GET /api/rates are kept in Dexie `rateTables`, and the screen
// converts with the newest table the device has.
import { useLiveQuery } from '../../db/live-query';
import { db } from '../../db/database';
import { builtInRates, pickRates, type RatesInUse } from '../../db/rate-tables';
import { apiRequest, ApiRequestError } from '../../lib/api-client';
import { isOnline } from '../../lib/connectivity';
import type { RateTable } from '../../domain/currency';

export { pickRates, type RatesInUse };

/** Old tables are never used again; a few are kept in case the server goes back to an older one. */
const keptTables = 3;

/**
 * zod (over 20 KB compressed) loads only when a table arrives from the server, so the converter's
 * first paint needs none of it (main.tsx has already put zod in jitless mode).
 */
const loadRateTableSchema = () => import('../../domain/currency-schema').then((module) => module.rateTableSchema);

/** The table to convert with; undefined only while the device's tables are being read. */
export function useRates(): RatesInUse | undefined {
  return useLiveQuery(() => db.rateTables.toArray().then(pickRates, () => builtInRates), []);
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
