// Trips on the device: reads are live queries; writes are src/db/trips.ts (through the outbox), so
// every change shows at once and reaches the server once, whenever the network allows.
import { useLiveQuery } from '../../db/live-query';
import { db, type ItineraryItemRow, type TripRow } from '../../db/database';
import { describeStorageError, pendingRecordIds, type LocalSaveError } from '../../db/local-changes';
import { readTripAccess, type TripAccess } from '../../db/trip-access';

export { createTrip, deleteTrip, updateTrip } from '../../db/trips';

export type { ItineraryItemRow, TripRow };

export type { TripAccess };

export type TripsQuery = {
  trips?: TripRow[];
  pendingIds: ReadonlySet<string>;
  /** Each trip's sharing: who is on it and what this traveller may do. */
  access: ReadonlyMap<string, TripAccess>;
  error?: LocalSaveError;
};

/**
 * Newest first (ids are UUID v7, made on the device when the trip was created), with the ids of
 * trips whose changes have not reached the server yet. Undefined while loading.
 */
export function useTrips(): TripsQuery | undefined {
  return useLiveQuery(async (): Promise<TripsQuery> => {
    try {
      const [trips, pendingIds] = await Promise.all([db.trips.orderBy('id').reverse().toArray(), pendingRecordIds(db, 'trip')]);
      const access = await readTripAccess(
        db,
        trips.map((trip) => trip.id),
      );
      return { trips, pendingIds, access };
    } catch (error) {
      return { pendingIds: new Set(), access: new Map(), error: describeStorageError(error) };
    }
  }, []);
}

/**
 * The itinerary items of the given trips by trip id, for the cards' "what comes next". Undefined
 * while loading.
 */
export function useItemsOfTrips(tripIds: readonly string[]): ReadonlyMap<string, ItineraryItemRow[]> | undefined {
  // The joined ids are the query's dependency: the array itself is new on every render.
  const key = tripIds.join(' ');
  return useLiveQuery(async () => {
    const byTrip = new Map<string, ItineraryItemRow[]>();
    const ids = key === '' ? [] : key.split(' ');
    if (ids.length === 0) return byTrip;
    try {
      const items = await db.itineraryItems.where('trip_id').anyOf(ids).toArray();
      for (const item of items) byTrip.set(item.trip_id, [...(byTrip.get(item.trip_id) ?? []), item]);
    } catch {
      // The list itself reports storage failures; without items a card simply names nothing next.
    }
    return byTrip;
  }, [key]);
}
