// Packing lists (the Dexie `packingLists` table, synced like trips: every write goes through
// src/db/packing-lists.ts), and the cities that make a list smart, the ones the device already has:
// the bundled city data (popular destinations, offline search list) and every city opened in the
// explorer (the `cities` table).
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from '../../db/live-query';
import { currentPackingListKey, db, type CachedCityRow, type PackingListRow, type TripRow } from '../../db/database';
import { describeStorageError } from '../../db/local-changes';
import {
  changePackingList,
  deletePackingList as deleteStoredPackingList,
  makePackingList,
  openPackingList as openStoredPackingList,
} from '../../db/packing-lists';
import { loadBundledCities, type BundledCities } from '../../lib/bundled-cities';
import { normaliseName, type CityDetails } from '../../domain/cities';
import { uuidv7 } from '../../domain/ids';
import {
  customItemError,
  findKnownCity,
  generatePackingList,
  knownCityFinder,
  packingLimits,
  type KnownCity,
  type PackingCategory,
  type PackingItem,
  type PackingListFields,
  type PackingPlace,
} from '../../domain/packing';

export type { PackingListRow, TripRow };

export type PackingListsQuery = { lists: PackingListRow[]; currentId?: string };

/** The traveller's lists, newest first, and the one they have open; undefined while loading. */
export function usePackingLists(): PackingListsQuery | undefined {
  return useLiveQuery(async () => {
    const [lists, current] = await Promise.all([db.packingLists.toArray(), db.meta.get(currentPackingListKey)]);
    lists.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    return { lists, ...(typeof current?.value === 'string' ? { currentId: current.value } : {}) };
  }, []);
}

export async function openPackingList(listId: string): Promise<void> {
  try {
    await openStoredPackingList(listId);
  } catch (error) {
    throw describeStorageError(error);
  }
}

/** Trips to make a list for, newest first (an empty list when storage can't be read: the form works without them). */
export function useTripsToPackFor(): TripRow[] | undefined {
  return useLiveQuery(
    () =>
      db.trips
        .orderBy('id')
        .reverse()
        .toArray()
        .catch(() => []),
    [],
  );
}

function isCityDetails(value: unknown): value is CityDetails {
  return (
    typeof value === 'object' &&
    value !== null &&
    'lat' in value &&
    typeof value.lat === 'number' &&
    'name' in value &&
    typeof value.name === 'string'
  );
}

function knownCityOf(city: CityDetails, aliases: ReadonlyMap<string, readonly string[] | undefined>): KnownCity {
  const otherNames = aliases.get(city.slug);
  return {
    name: city.name,
    country: city.country,
    country_code: city.country_code,
    admin: city.admin,
    lat: city.lat,
    ...(otherNames?.length ? { aliases: otherNames } : {}),
  };
}

/** The offline search list carries a latitude in newer builds of the city data; entries without one can't be used. */
function searchEntryWithLatitude(entry: BundledCities['search'][number]): KnownCity | undefined {
  const lat: unknown = 'lat' in entry ? entry.lat : undefined;
  if (typeof lat !== 'number') return undefined;
  return {
    name: entry.name,
    country: entry.country,
    country_code: entry.country_code,
    admin: entry.admin ?? null,
    lat,
    ...(entry.aliases?.length ? { aliases: entry.aliases } : {}),
  };
}

/**
 * The popular destinations first, then the cities opened before (latest first: a traveller who
 * opened Portland, Maine means that one), then the rest of the offline search list.
 */
function combine(bundled: BundledCities | undefined, opened: readonly CachedCityRow[]): KnownCity[] {
  const aliases = new Map(bundled?.search.map((city) => [city.slug, city.aliases]) ?? []);
  return [
    ...(bundled?.cities.map((city) => knownCityOf(city, aliases)) ?? []),
    ...opened.flatMap((row) => (isCityDetails(row.details) ? [knownCityOf(row.details, aliases)] : [])),
    ...(bundled?.search.flatMap((entry) => searchEntryWithLatitude(entry) ?? []) ?? []),
  ];
}

const openedCities = () =>
  db.cities
    .orderBy('cached_at')
    .reverse()
    .toArray()
    .catch((): CachedCityRow[] => []);

/** Every city this device has a latitude for: what makes a list smart. */
export async function knownCities(): Promise<KnownCity[]> {
  const [bundled, opened] = await Promise.all([loadBundledCities().catch(() => undefined), openedCities()]);
  return combine(bundled, opened);
}

export type KnownCities = {
  /** The known city a destination names, if any. */
  find: (destination: string) => KnownCity | undefined;
  /** The popular destinations and the cities opened before: the form's suggestions. */
  suggestions: string[];
};

/** The same cities for the form (its suggestions and its "weather and plug tips for…" hint); none while loading. */
export function useKnownCities(): KnownCities {
  const [bundled, setBundled] = useState<BundledCities>();
  useEffect(() => {
    let isCurrent = true;
    loadBundledCities().then(
      (data) => isCurrent && setBundled(data),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  const opened = useLiveQuery(openedCities, []);
  return useMemo(() => {
    const suggestions = [
      ...(bundled?.cities ?? []),
      ...(opened ?? []).flatMap((row) => (isCityDetails(row.details) ? [row.details] : [])),
    ].map((city) => city.name);
    return { find: knownCityFinder(combine(bundled, opened ?? [])), suggestions: [...new Set(suggestions)] };
  }, [bundled, opened]);
}

export async function findPackingPlace(destination: string): Promise<PackingPlace | undefined> {
  return placeOf(findKnownCity(destination, await knownCities()));
}

function placeOf(city: KnownCity | undefined): PackingPlace | undefined {
  return city ? { name: city.name, country_code: city.country_code, lat: city.lat } : undefined;
}

export type PackingDraft = {
  destination: string;
  durationDays: number;
  /** YYYY-MM-DD; its month picks the weather items (this month without it). */
  startDate?: string;
  tripId?: string;
};

const sameDestination = (a: string, b: string) => normaliseName(a) === normaliseName(b);

function monthOf(startDate: string | undefined, now: Date): number {
  const month = startDate ? Number(startDate.slice(5, 7)) : Number.NaN;
  return month >= 1 && month <= 12 ? month : now.getMonth() + 1;
}

/**
 * Makes the list for a destination and trip, or makes it again when one exists (keeping what was
 * checked and the traveller's own items). Storage failures come back as LocalSaveError.
 */
export async function savePackingList(draft: PackingDraft, now = new Date()): Promise<{ list: PackingListRow; isNew: boolean }> {
  const destination = draft.destination.trim().slice(0, packingLimits.maxDestinationChars);
  const travelMonth = monthOf(draft.startDate, now);
  // Before the transaction: a fetch inside one would let it commit early.
  const place = await findPackingPlace(destination);
  const generated = generatePackingList({ destination, durationDays: draft.durationDays, travelMonth, ...(place ? { place } : {}) });
  const fields = {
    destination,
    duration_days: Math.min(Math.max(Math.round(draft.durationDays), 1), packingLimits.maxDays),
    travel_month: travelMonth,
    notes: generated.notes,
    start_date: draft.startDate || null,
    trip_id: draft.tripId || null,
    place: place ?? null,
    climate: generated.climate ?? null,
  };
  try {
    return await makePackingList(
      fields,
      generated.items,
      (lists) => lists.find((list) => sameDestination(list.destination, destination) && (list.trip_id ?? '') === (draft.tripId ?? '')),
      { id: uuidv7(now.getTime()) },
    );
  } catch (error) {
    throw describeStorageError(error);
  }
}

export class PackingItemError extends Error {
  override name = 'PackingItemError';
  constructor(
    readonly code: 'packing-list-deleted' | 'packing-item-refused',
    message: string,
  ) {
    super(message);
  }
}

async function changeList(listId: string, change: (list: PackingListRow) => Partial<PackingListFields>): Promise<void> {
  try {
    const changed = await changePackingList(listId, change);
    if (!changed) throw new PackingItemError('packing-list-deleted', 'This list was deleted, perhaps in another tab.');
  } catch (error) {
    throw error instanceof PackingItemError ? error : describeStorageError(error);
  }
}

export function setPackingItemChecked(listId: string, itemId: string, checked: boolean): Promise<void> {
  return changeList(listId, (list) => ({ items: list.items.map((item) => (item.id === itemId ? { ...item, checked } : item)) }));
}

/** Adds the traveller's own item at the end of its category; refused (PackingItemError) when blank or already there. */
export async function addCustomPackingItem(listId: string, name: string, category: PackingCategory): Promise<PackingItem> {
  const item: PackingItem = { id: uuidv7(), name: name.trim(), category, checked: false };
  await changeList(listId, (list) => {
    const problem = customItemError(name, category, list.items);
    if (problem) throw new PackingItemError('packing-item-refused', problem);
    const lastOfCategory = list.items.findLastIndex((entry) => entry.category === category);
    const items = [...list.items];
    items.splice(lastOfCategory === -1 ? items.length : lastOfCategory + 1, 0, item);
    return { items, custom_item_ids: [...list.custom_item_ids, item.id] };
  });
  return item;
}

/** Removes an item the traveller added (the template's items stay). */
export function removeCustomPackingItem(listId: string, itemId: string): Promise<void> {
  return changeList(listId, (list) => ({
    items: list.custom_item_ids.includes(itemId) ? list.items.filter((item) => item.id !== itemId) : list.items,
    custom_item_ids: list.custom_item_ids.filter((id) => id !== itemId),
  }));
}

export async function deletePackingList(listId: string): Promise<void> {
  try {
    await deleteStoredPackingList(listId);
  } catch (error) {
    throw describeStorageError(error);
  }
}
