// The World Clock's live view of the clock cities; the rules of changing them are in
// src/db/clock-cities.ts (Astra's Agent Mode adds cities through them too).
import { useLiveQuery } from '../../db/live-query';
import { db, type AstraDatabase, type ClockCityRow } from '../../db/database';
import { describeStorageError, type LocalSaveError } from '../../db/local-changes';
import { defaultClockCityRows, readClockCities } from '../../db/clock-cities';

export type { ClockCityRow };
// The screen's one door to the clock's storage: the changes, with their rules, come from src/db.
export { addClockCity, ClockCityError, removeClockCity, seedDefaultClockCities, readClockCities } from '../../db/clock-cities';

export type ClockCitiesQuery = { cities: readonly ClockCityRow[]; error?: LocalSaveError };

/**
 * The clock cities in order, live. If the device's storage fails, the defaults with the error, so
 * the clock still tells the time. Undefined while loading.
 */
export function useClockCities(database: AstraDatabase = db): ClockCitiesQuery | undefined {
  return useLiveQuery(async (): Promise<ClockCitiesQuery> => {
    try {
      return { cities: await readClockCities(database) };
    } catch (error) {
      return { cities: defaultClockCityRows, error: describeStorageError(error) };
    }
  }, [database]);
}
