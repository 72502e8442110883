// The traveller's clock cities on this device (the Dexie `clockCities` table, ordered by position),
// and the rules of changing them, shared by the World Clock screen and Astra's Agent Mode. They never
// sync: the clock works entirely offline. An empty table means the defaults, which are written on
// first use and before any change, inside the change's own transaction.
import { db, type AstraDatabase, type ClockCityRow } from './database';
import { describeStorageError } from './local-changes';
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

export const defaultClockCityRows: readonly ClockCityRow[] = defaultClockTimezones.flatMap((timezone, position) => {
  const city = clockCities.find((candidate) => candidate.timezone === timezone);
  return city ? [{ ...city, position }] : [];
});

/** Call inside a read-write transaction on clockCities: writes the defaults if the table is empty. */
async function seedIfEmpty(database: AstraDatabase): Promise<void> {
  if ((await database.clockCities.count()) === 0) await database.clockCities.bulkAdd([...defaultClockCityRows]);
}

export function seedDefaultClockCities(database: AstraDatabase = db): Promise<void> {
  return database.transaction('rw', database.clockCities, () => seedIfEmpty(database));
}

export async function readClockCities(database: AstraDatabase = db): Promise<ClockCityRow[]> {
  const cities = await database.clockCities.orderBy('position').toArray();
  return cities.length > 0 ? cities : [...defaultClockCityRows];
}

/** Adds a city at the end; a ClockCityError 'city-already-added' if its time zone is on the clock. */
export async function addClockCity(city: ClockCity, database: AstraDatabase = db): Promise<void> {
  try {
    await database.transaction('rw', database.clockCities, async () => {
      await seedIfEmpty(database);
      if (await database.clockCities.get(city.timezone)) throw new ClockCityError('city-already-added', 'City already added');
      const last = await database.clockCities.orderBy('position').last();
      await database.clockCities.add({ timezone: city.timezone, name: city.name, flag: city.flag, position: (last?.position ?? -1) + 1 });
    });
  } catch (error) {
    throw error instanceof ClockCityError ? error : describeStorageError(error);
  }
}

/** Removes a city; a ClockCityError 'last-clock-city' if it is the only one left. */
export async function removeClockCity(timezone: string, database: AstraDatabase = db): Promise<void> {
  try {
    await database.transaction('rw', database.clockCities, async () => {
      await seedIfEmpty(database);
      if (!(await database.clockCities.get(timezone))) return;
      if ((await database.clockCities.count()) <= 1) throw new ClockCityError('last-clock-city', 'Keep at least one city on the clock.');
      await database.clockCities.delete(timezone);
    });
  } catch (error) {
    throw error instanceof ClockCityError ? error : describeStorageError(error);
  }
}
