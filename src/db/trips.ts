// Writing trips (the Dexie `trips` table): the one place a trip is created, changed or deleted, for
// the Trips screen and Astra's Agent Mode alike. Each write is a local change with its outbox op.
import { syncedRecordWrites } from './local-changes';
import type { TripFields } from '../domain/trips';

/** A trip in the traveller's words: its title. */
export const tripLabel = (trip: Pick<TripFields, 'title'>) => trip.title;

const writes = syncedRecordWrites<TripFields, Pick<TripFields, 'title'>>('trip', tripLabel);

export const createTrip = writes.create;
export const updateTrip = writes.update;
export const deleteTrip = writes.remove;
