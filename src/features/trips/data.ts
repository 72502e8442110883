// Trips on the device: reads are live queries, writes go through the outbox (src/db/local-changes),
// so every change shows at once and reaches the server once, whenever the network allows.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type TripRow } from '../../db/database';
import { describeStorageError, pendingRecordIds, recordLocalChange, type LocalSaveError } from '../../db/local-changes';
import { uuidv7 } from '../../domain/ids';
import type { TripFields, TripPatch } from '../../domain/trips';

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

export async function createTrip(fields: TripFields): Promise<string> {
  const id = uuidv7();
  await recordLocalChange(db, { entity: 'trip', recordId: id, kind: 'create', payload: { ...fields }, label: fields.title });
  return id;
}

export async function updateTrip(id: string, patch: TripPatch, label: string): Promise<void> {
  await recordLocalChange(db, { entity: 'trip', recordId: id, kind: 'update', payload: { ...patch }, label });
}

export async function deleteTrip(id: string, label: string): Promise<void> {
  await recordLocalChange(db, { entity: 'trip', recordId: id, kind: 'delete', label });
}
