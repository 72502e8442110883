// Trips on the device: reads are live queries; writes are src/db/trips.ts (through the outbox), so
// every change shows at once and reaches the server once, whenever the network allows.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type TripRow } from '../../db/database';
import { describeStorageError, pendingRecordIds, type LocalSaveError } from '../../db/local-changes';

export { createTrip, deleteTrip, updateTrip } from '../../db/trips';

export type { TripRow };

export type TripsQuery = { trips?: TripRow[]; pendingIds: ReadonlySet<string>; error?: LocalSaveError };

/**
 * Newest first (ids are UUID v7, made on the device when the trip was created), with the ids of
 * trips whose changes have not reached the server yet. Undefined while loading.
 */
export function useTrips(): TripsQuery | undefined {
  return useLiveQuery(async (): Promise<TripsQuery> => {
    try {
      const [trips, pendingIds] = await Promise.all([db.trips.orderBy('id').reverse().toArray(), pendingRecordIds(db, 'trip')]);
      return { trips, pendingIds };
    } catch (error) {
      return { pendingIds: new Set(), error: describeStorageError(error) };
    }
  }, []);
}
