// Writing trips (the Dexie `trips` table): the one place a trip is created, changed or deleted, for
// the Trips screen and Astra's Agent Mode alike. Each write is a local change with its outbox op.
import { db, type AstraDatabase } from './database';
import { deleteItineraryItem } from './itinerary-items';
import { deleteDocumentsOfTrip } from './documents';
import { deleteExpense } from './expenses';
import { describeStorageError, syncedRecordWrites } from './local-changes';
import type { TripFields } from '../domain/trips';

/** A trip in the traveller's words: its title. */
export const tripLabel = (trip: Pick<TripFields, 'title'>) => trip.title;

const writes = syncedRecordWrites<TripFields, Pick<TripFields, 'title'>>('trip', tripLabel);

export const createTrip = writes.create;
export const updateTrip = writes.update;

/**
 * Deletes a trip with its itinerary items, expenses and wallet documents, in one transaction: a
 * delete op for each on this device, then the trip's. (The server tombstones the items it holds with
 * the trip too, so items
 * this device never saw go as well.)
 */
export async function deleteTrip(trip: { id: string } & Pick<TripFields, 'title'>, database: AstraDatabase = db): Promise<void> {
  try {
    const tables = [
      database.trips,
      database.itineraryItems,
      database.expenses,
      database.documents,
      database.documentFiles,
      database.outbox,
      database.serverCopies,
    ];
    await database.transaction('rw', tables, async () => {
      const items = await database.itineraryItems.where('trip_id').equals(trip.id).toArray();
      for (const item of items) await deleteItineraryItem(item, database);
      for (const expense of await database.expenses.where('trip_id').equals(trip.id).toArray()) await deleteExpense(expense, database);
      await deleteDocumentsOfTrip(trip.id, database);
      await writes.remove(trip, database);
    });
  } catch (error) {
    throw describeStorageError(error);
  }
}
