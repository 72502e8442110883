// What the trip's packing and clock panels read and write on the device: the trip's packing list
// (the synced `packingLists` table, written through src/db/packing-lists.ts like every list), and
// the cities the device knows (bundled and opened before), for places and zones offline.
import { useMemo } from 'react';
import { useLiveQuery } from '../../db/live-query';
import { db, type CachedCityRow, type PackingListRow, type TripRow } from '../../db/database';
import { describeStorageError } from '../../db/local-changes';
import { makePackingList } from '../../db/packing-lists';
import { uuidv7 } from '../../domain/ids';
import { tripPacking } from '../../domain/itinerary-packing';
import type { ItineraryItemWithId } from '../../domain/itinerary-rules';
import { normaliseName, type CityDetails } from '../../domain/cities';
import type { BundledCities } from '../../lib/bundled-cities';
import { cachedCityDetails, useDeviceCities } from './data';
import { generatePackingList } from '../../domain/packing';
import type { KnownTripCity } from '../../domain/trip-cities';

export type { PackingListRow };

/** The trip's packing list (the one last changed, if it has several); null when it has none, undefined while loading. */
export function useTripPackingList(tripId: string): PackingListRow | null | undefined {
  return useLiveQuery(async () => {
    const lists = await db.packingLists
      .where('trip_id')
      .equals(tripId)
      .toArray()
      .catch((): PackingListRow[] => []);
    return lists.reduce<PackingListRow | null>((latest, list) => (!latest || list.updated_at > latest.updated_at ? list : latest), null);
  }, [tripId]);
}

/** The popular destinations first, then the cities opened before, then the rest of the offline search list (with other names). */
function knownOf(bundled: BundledCities | undefined, opened: readonly CachedCityRow[]): KnownTripCity[] {
  const known = (city: Pick<CityDetails, 'name' | 'country' | 'country_code' | 'lat' | 'lon' | 'timezone'>, aliases?: string[]) => ({
    name: city.name,
    country: city.country,
    country_code: city.country_code,
    lat: city.lat,
    lon: city.lon,
    timezone: city.timezone,
    ...(aliases?.length ? { aliases } : {}),
  });
  return [
    ...(bundled?.cities ?? []).map((city) => known(city)),
    ...opened.flatMap((row) => {
      const details = cachedCityDetails(row);
      return details ? [known(details)] : [];
    }),
    // Older builds of the city data carry no point or zone in the search list: those entries can't help.
    ...(bundled?.search ?? []).flatMap((entry) =>
      typeof entry.lat === 'number' && typeof entry.lon === 'number' && typeof entry.timezone === 'string'
        ? [known(entry, entry.aliases)]
        : [],
    ),
  ];
}

/** Every city the device knows, with its zone and point; none until the page is idle and the list is loaded. */
export function useKnownTripCities(): KnownTripCity[] {
  const { bundled, opened } = useDeviceCities('idle');
  return useMemo(() => knownOf(bundled, opened), [bundled, opened]);
}

/**
 * Makes the trip's packing list from its plan, or makes it again (the one the trip has, keeping
 * what was packed and the traveller's own items), and opens it on the packing screen. Storage
 * failures come back as LocalSaveError.
 */
export async function makeTripPackingList(
  trip: TripRow,
  items: readonly ItineraryItemWithId[],
  knownCities: readonly KnownTripCity[],
  now = new Date(),
): Promise<{ list: PackingListRow; isNew: boolean }> {
  const packing = tripPacking({ trip, items, knownCities });
  const generated = generatePackingList({
    destination: packing.destination,
    durationDays: packing.durationDays,
    travelMonth: packing.travelMonth,
    ...(packing.place ? { place: packing.place } : {}),
    kind: packing.kind,
  });
  const fields = {
    destination: packing.destination,
    duration_days: packing.durationDays,
    travel_month: packing.travelMonth,
    start_date: packing.startDate,
    trip_id: trip.id,
    place: packing.place ?? null,
    climate: generated.climate ?? null,
    notes: generated.notes,
  };
  const destination = normaliseName(packing.destination);
  try {
    return await makePackingList(
      fields,
      generated.items,
      (lists) => {
        const ofTrip = lists.filter((list) => list.trip_id === trip.id).sort((a, b) => b.updated_at.localeCompare(a.updated_at));
        return ofTrip.find((list) => normaliseName(list.destination) === destination) ?? ofTrip[0];
      },
      { id: uuidv7(now.getTime()) },
    );
  } catch (error) {
    throw describeStorageError(error);
  }
}
