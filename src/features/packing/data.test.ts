// Packing lists on fake-indexeddb, with the bundled city data served from public/ as the service
// worker would: known cities, lists made again, items and deletion.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/database';
import { bundledCityDataPath, type CityDetails } from '../../domain/cities';
import {
  addCustomPackingItem,
  deletePackingList,
  findPackingPlace,
  openPackingList,
  PackingItemError,
  removeCustomPackingItem,
  savePackingList,
  setPackingItemChecked,
} from './data';

const bundled = readFileSync(new URL('../../../public/data/popular-cities.json', import.meta.url), 'utf8');

beforeAll(() => {
  vi.stubGlobal('fetch', async (url: string) =>
    url === bundledCityDataPath
      ? new Response(bundled, { headers: { 'content-type': 'application/json' } })
      : new Response('', { status: 404 }),
  );
});

afterAll(() => {
  vi.unstubAllGlobals();
});

beforeEach(async () => {
  await Promise.all([db.packingLists.clear(), db.cities.clear(), db.meta.clear()]);
});

const january = new Date('2027-01-15T12:00:00Z');

// Too small for the bundled search list: known only once opened in the explorer.
const sintra: CityDetails = {
  slug: 'sintra-pt',
  name: 'Sintra',
  country: 'Portugal',
  country_code: 'PT',
  admin: 'Lisbon',
  timezone: 'Europe/Lisbon',
  population: 30000,
  lat: 38.8,
  lon: -9.38,
  quick_facts: [],
  top_attractions: [],
  dining_summary: '',
  transport_summary: '',
  airports: [],
  local_tips: [],
  iata: ['LIS'],
  curated: false,
};

const opened = (details: CityDetails | undefined, name = details?.name ?? '') => ({
  slug: details?.slug ?? `${name.toLowerCase()}-pt`,
  name,
  country: 'Portugal',
  country_code: 'PT',
  ...(details ? { details } : {}),
  cached_at: january.toISOString(),
});

describe('known cities', () => {
  it('are the bundled popular destinations and search list, by name or alias', async () => {
    expect(await findPackingPlace('London')).toEqual({ name: 'London', country_code: 'GB', lat: expect.closeTo(51.5, 1) });
    expect((await findPackingPlace('New York'))?.name).toBe('New York City');
    expect((await findPackingPlace('sao paulo'))?.country_code).toBe('BR');
    expect(await findPackingPlace('Lisboa')).toEqual({ name: 'Lisbon', country_code: 'PT', lat: expect.closeTo(38.7, 1) });
    expect(await findPackingPlace('Hallstatt')).toBeUndefined();
  });

  it('include the cities opened in the explorer, but not ones saved without details', async () => {
    await db.cities.put(opened(undefined, 'Óbidos'));
    await db.cities.put(opened(sintra));
    expect(await findPackingPlace('Sintra, Portugal')).toEqual({ name: 'Sintra', country_code: 'PT', lat: 38.8 });
    expect(await findPackingPlace('Óbidos')).toBeUndefined();
  });
});

describe('making a list', () => {
  it('stores a smart list for a known city in the month of the start date', async () => {
    const { list, isNew } = await savePackingList({ destination: ' London ', durationDays: 10, startDate: '2027-07-02' }, january);
    expect(isNew).toBe(true);
    expect(await db.packingLists.get(list.id)).toEqual(list);
    expect(list).toMatchObject({
      destination: 'London',
      duration_days: 10,
      start_date: '2027-07-02',
      travel_month: 7,
      climate: 'mild',
      place: { name: 'London', country_code: 'GB' },
    });
    expect(list.items.map((item) => item.name)).toContain('Plug adapter (type G)');
    expect(list.notes?.some((note) => note.includes('laundry'))).toBe(true);
    expect(list.trip_id).toBeNull();
  });

  it('opens the list just made, and remembers the one the traveller switches to', async () => {
    const current = async () => (await db.meta.get('packing_current_list'))?.value;
    const paris = (await savePackingList({ destination: 'Paris', durationDays: 2 }, january)).list;
    expect(await current()).toBe(paris.id);
    const rome = (await savePackingList({ destination: 'Rome', durationDays: 2 }, january)).list;
    expect(await current()).toBe(rome.id);
    await openPackingList(paris.id);
    expect(await current()).toBe(paris.id);
  });

  it('packs for this month without a start date, and for an unknown city without the extras', async () => {
    const { list } = await savePackingList({ destination: 'Hallstatt', durationDays: 4 }, january);
    expect(list.travel_month).toBe(1);
    expect(list.place).toBeNull();
    expect(list.climate).toBeNull();
    expect(list.notes?.[0]).toContain("Hallstatt isn't a city saved on this device");
  });

  it('makes the list again for the same destination and trip, keeping check marks and the traveller’s items', async () => {
    const first = (await savePackingList({ destination: 'Sintra', durationDays: 3, tripId: 'trip-1' }, january)).list;
    expect(first.place).toBeNull();
    const passport = first.items.find((item) => item.name === 'Passport or ID card')!;
    await setPackingItemChecked(first.id, passport.id, true);
    const camera = await addCustomPackingItem(first.id, 'Camera', 'Electronics');

    // Opened in the explorer since: the list gets smart.
    await db.cities.put(opened(sintra));
    const again = await savePackingList({ destination: 'sintra', durationDays: 8, tripId: 'trip-1', startDate: '2027-08-01' }, january);
    expect(again.isNew).toBe(false);
    expect(again.list.id).toBe(first.id);
    expect(again.list.created_at).toBe(first.created_at);
    expect(again.list.climate).toBe('hot');
    expect(again.list.items.find((item) => item.name === 'Passport or ID card')?.checked).toBe(true);
    expect(again.list.items.find((item) => item.name === 'Underwear')?.quantity).toBe(7);
    expect(again.list.items.filter((item) => item.name === 'Camera')).toEqual([camera]);
    expect(await db.packingLists.count()).toBe(1);

    // Another trip to the same city is its own list.
    await savePackingList({ destination: 'Sintra', durationDays: 3, tripId: 'trip-2' }, january);
    await savePackingList({ destination: 'Sintra', durationDays: 3 }, january);
    expect(await db.packingLists.count()).toBe(3);
  });
});

describe('items', () => {
  it('toggle, and the traveller’s own go at the end of their category and can be removed', async () => {
    const { list } = await savePackingList({ destination: 'Tokyo', durationDays: 5, startDate: '2027-03-20' }, january);
    const wallet = list.items.find((item) => item.name === 'Wallet')!;
    await setPackingItemChecked(list.id, wallet.id, true);
    expect((await db.packingLists.get(list.id))?.items.find((item) => item.id === wallet.id)?.checked).toBe(true);
    await setPackingItemChecked(list.id, wallet.id, false);
    expect((await db.packingLists.get(list.id))?.items.find((item) => item.id === wallet.id)?.checked).toBe(false);

    const adapter = await addCustomPackingItem(list.id, '  Rail pass  ', 'Documents');
    expect(adapter).toMatchObject({ name: 'Rail pass', category: 'Documents', checked: false });
    const stored = (await db.packingLists.get(list.id))!;
    const documents = stored.items.filter((item) => item.category === 'Documents');
    expect(documents.at(-1)).toEqual(adapter);
    expect(stored.items.findIndex((item) => item.id === adapter.id)).toBe(documents.length - 1);
    expect(stored.custom_item_ids).toEqual([adapter.id]);
    expect(stored.updated_at).not.toBe(list.updated_at);

    await removeCustomPackingItem(list.id, wallet.id);
    expect((await db.packingLists.get(list.id))?.items.some((item) => item.id === wallet.id)).toBe(true);
    await removeCustomPackingItem(list.id, adapter.id);
    expect((await db.packingLists.get(list.id))?.items.some((item) => item.id === adapter.id)).toBe(false);
  });

  it('refuses a blank or repeated custom item, and changes to a deleted list', async () => {
    const { list } = await savePackingList({ destination: 'Paris', durationDays: 2 }, january);
    await expect(addCustomPackingItem(list.id, '   ', 'Essentials')).rejects.toThrow(PackingItemError);
    await expect(addCustomPackingItem(list.id, 'wallet', 'Essentials')).rejects.toThrow('Wallet is already in Essentials.');
    expect((await db.packingLists.get(list.id))?.items).toHaveLength(list.items.length);

    await deletePackingList(list.id);
    expect(await db.packingLists.get(list.id)).toBeUndefined();
    await expect(setPackingItemChecked(list.id, list.items[0]!.id, true)).rejects.toThrow('This list was deleted');
  });
});
