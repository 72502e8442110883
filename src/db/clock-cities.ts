// Writing the traveller's clock cities (the Dexie `clocks` table, ordered by position), synced like
// trips: the one place they change, with the rules of changing them, for the World Clock screen and
// Astra's Agent Mode alike. Every change is a local change with its outbox op, so the clock works entirely offline. An empty table
// means the defaults, which are written on first use and before any change, inside the change's own
// transaction.
import { db, type AstraDatabase, type ClockCityRow } from './database';
import { describeStorageError, syncedRecordWrites } from './local-changes';
import type { ClockCityFields } from '../domain/clock-city-schema';
import { clockCities, defaultClockTimezones, type ClockCity } from '../domain/world-clock';

/** A clock change the rules refuse: the city is on the clock already, or it is the last one left. */
export class ClockCityError extends Error {
  constructor(
    readonly code: 'city-already-added' | 'last-clock-city',
    message: string,
  ) {
    super(message);
    this.name = 'ClockCityError';
  }
}

/** The defaults as the clock shows them before anything is stored (never stored with these ids). */
export const defaultClockCityRows: readonly ClockCityRow[] = defaultClockTimezones.flatMap((timezone, position) => {
  const city = clockCities.find((candidate) => candidate.timezone === timezone);
  return city ? [{ ...city, position, id: `default-${position}`, created_at: '', updated_at: '', server_version: 0 }] : [];
});

/** A clock city in the traveller's words. */
export const clockCityLabel = (city: Pick<ClockCityFields, 'name'>) => `${city.name} on the world clock`;

const writes = syncedRecordWrites<ClockCityFields, Pick<ClockCityFields, 'name'>>('clock_city', clockCityLabel);

const clockTables = (database: AstraDatabase) => [database.clocks, database.outbox, database.serverCopies];

async function addRow(database: AstraDatabase, city: ClockCity, position: number): Promise<void> {
  await writes.create({ timezone: city.timezone, name: city.name, flag: city.flag, position }, { database });
}

/** Call inside a read-write transaction over clockTables: writes the defaults if the table is empty. */
async function seedIfEmpty(database: AstraDatabase): Promise<void> {
  if ((await database.clocks.count()) > 0) return;
  for (const city of defaultClockCityRows) await addRow(database, city, city.position);
}

export function seedDefaultClockCities(database: AstraDatabase = db): Promise<void> {
  return database.transaction('rw', clockTables(database), () => seedIfEmpty(database));
}

export async function readClockCities(database: AstraDatabase = db): Promise<ClockCityRow[]> {
  const cities = await database.clocks.orderBy('position').toArray();
  return cities.length > 0 ? cities : [...defaultClockCityRows];
}

/** Adds a city at the end; a ClockCityError 'city-already-added' if its time zone is on the clock. */
export async function addClockCity(city: ClockCity, database: AstraDatabase = db): Promise<void> {
  try {
    await database.transaction('rw', clockTables(database), async () => {
      await seedIfEmpty(database);
      if (await database.clocks.where('timezone').equals(city.timezone).first())
        throw new ClockCityError('city-already-added', 'City already added');
      const last = await database.clocks.orderBy('position').last();
      await addRow(database, city, (last?.position ?? -1) + 1);
    });
  } catch (error) {
    throw error instanceof ClockCityError ? error : describeStorageError(error);
  }
}

/** Removes a city; a ClockCityError 'last-clock-city' if it is the only one left. */
export async function removeClockCity(timezone: string, database: AstraDatabase = db): Promise<void> {
  try {
    await database.transaction('rw', clockTables(database), async () => {
      await seedIfEmpty(database);
      const rows = await database.clocks.where('timezone').equals(timezone).toArray();
      if (rows.length === 0) return;
      if ((await database.clocks.count()) <= rows.length)
        throw new ClockCityError('last-clock-city', 'Keep at least one city on the clock.');
      for (const row of rows) await writes.remove(row, database);
    });
  } catch (error) {
    throw error instanceof ClockCityError ? error : describeStorageError(error);
  }
}
