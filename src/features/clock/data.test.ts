import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AstraDatabase } from '../../db/database';
import { findClockCity, type ClockCity } from '../../domain/world-clock';
import { addClockCity, ClockCityError, readClockCities, removeClockCity, seedDefaultClockCities } from './data';

let database: AstraDatabase;
let count = 0;

beforeEach(async () => {
  database = new AstraDatabase(`clock-test-${++count}`);
  await database.open();
});
afterEach(async () => {
  await database.delete();
});

const city = (name: string): ClockCity => {
  const found = findClockCity(name);
  if (!found) throw new Error(`no clock city ${name}`);
  return found;
};
const names = async () => (await readClockCities(database)).map((row) => row.name);
const stored = async () => (await database.clocks.orderBy('position').toArray()).map((row) => row.name);

describe('clock cities on the device', () => {
  it('start as New York, London, Tokyo and Dubai, written in that order when the table is empty', async () => {
    expect(await names()).toEqual(['New York', 'London', 'Tokyo', 'Dubai']);
    expect(await stored()).toEqual([]);
    await seedDefaultClockCities(database);
    expect(
      (await database.clocks.orderBy('position').toArray()).map(({ timezone, name, flag, position }) => ({
        timezone,
        name,
        flag,
        position,
      })),
    ).toEqual([
      { timezone: 'America/New_York', name: 'New York', flag: '🇺🇸', position: 0 },
      { timezone: 'Europe/London', name: 'London', flag: '🇬🇧', position: 1 },
      { timezone: 'Asia/Tokyo', name: 'Tokyo', flag: '🇯🇵', position: 2 },
      { timezone: 'Asia/Dubai', name: 'Dubai', flag: '🇦🇪', position: 3 },
    ]);
    // Each is a local change waiting to sync, like a trip.
    expect((await database.outbox.toArray()).map((op) => [op.entity, op.kind, op.payload?.name])).toEqual([
      ['clock_city', 'create', 'New York'],
      ['clock_city', 'create', 'London'],
      ['clock_city', 'create', 'Tokyo'],
      ['clock_city', 'create', 'Dubai'],
    ]);
  });

  it('seed only an empty table', async () => {
    await addClockCity(city('Paris'), database);
    await removeClockCity('America/New_York', database);
    await seedDefaultClockCities(database);
    expect(await stored()).toEqual(['London', 'Tokyo', 'Dubai', 'Paris']);
  });

  it('add a city at the end, the defaults first on a fresh device', async () => {
    await addClockCity(city('Sydney'), database);
    await addClockCity(city('São Paulo'), database);
    expect(await stored()).toEqual(['New York', 'London', 'Tokyo', 'Dubai', 'Sydney', 'São Paulo']);
  });

  it('refuse a time zone already on the clock, a default one even before seeding', async () => {
    await expect(addClockCity(city('London'), database)).rejects.toMatchObject({
      code: 'city-already-added',
      message: 'City already added',
    });
    await addClockCity(city('Mumbai'), database);
    const again = addClockCity(city('Bombay'), database);
    await expect(again).rejects.toBeInstanceOf(ClockCityError);
    expect(await stored()).toEqual(['New York', 'London', 'Tokyo', 'Dubai', 'Mumbai']);
  });

  it('can be removed down to one, never to none', async () => {
    for (const timezone of ['Asia/Tokyo', 'America/New_York', 'Asia/Dubai']) await removeClockCity(timezone, database);
    expect(await stored()).toEqual(['London']);
    await expect(removeClockCity('Europe/London', database)).rejects.toMatchObject({ code: 'last-clock-city' });
    expect(await stored()).toEqual(['London']);
  });

  it('ignore removing a city that is not on the clock', async () => {
    await removeClockCity('Asia/Singapore', database);
    expect(await stored()).toEqual(['New York', 'London', 'Tokyo', 'Dubai']);
  });

  it('put a city added after removals after the last one', async () => {
    await addClockCity(city('Paris'), database);
    await removeClockCity('Europe/Paris', database);
    await removeClockCity('Asia/Dubai', database);
    await addClockCity(city('Hong Kong'), database);
    expect(await stored()).toEqual(['New York', 'London', 'Tokyo', 'Hong Kong']);
  });
});
