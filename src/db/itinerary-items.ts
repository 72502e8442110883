// Writing itinerary items (the Dexie `itineraryItems` table), synced like trips: the one place an
// item is created, changed, moved or deleted, for the trip's plan and Astra's Agent Mode alike. Each
// write is a local change with its outbox op. The rules that read before they write (the item's
// trip is on this device, details fit the item's kind, where a move lands among the day's items)
// run in the same transaction as the write, so nothing changes in between.
import { db, type AstraDatabase, type ItineraryItemRow } from './database';
import { describeStorageError, syncedRecordWrites } from './local-changes';
import { describeIssues } from '../domain/error-envelope';
import {
  itineraryItemFieldsSchema,
  type ItineraryItemFields,
  type ItineraryItemPatch,
  type ItineraryKindAndDetails,
} from '../domain/itinerary-schema';
import { itemTitle } from '../domain/itinerary-rules';
import { placeAt, sortByPosition } from '../domain/itinerary-order';

/** An item change the rules refuse: its trip is not on this device, or the item would not be valid. */
export class ItineraryItemError extends Error {
  constructor(
    readonly code: 'trip-not-found' | 'itinerary-item-not-found' | 'invalid-item',
    message: string,
  ) {
    super(message);
    this.name = 'ItineraryItemError';
  }
}

/**
 * An item in the traveller's words, as the plan and the calendar title it ("Flight BA15 LHR → SIN",
 * "Stay at Hotel Lutetia", an activity's title, "Train London → Paris", a note's first line): the
 * sync status names a refused change with it.
 */
export const itineraryItemLabel = (item: ItineraryKindAndDetails): string => itemTitle(item);

const writes = syncedRecordWrites<ItineraryItemFields, ItineraryKindAndDetails>('itinerary_item', itineraryItemLabel);

const itemTables = (database: AstraDatabase) => [database.trips, database.itineraryItems, database.outbox, database.serverCopies];

/** The items of one day of a trip (day null: its Ideas), in order. */
export async function itemsOfDay(tripId: string, day: string | null, database: AstraDatabase = db): Promise<ItineraryItemRow[]> {
  const items = await database.itineraryItems.where('trip_id').equals(tripId).toArray();
  return sortByPosition(items.filter((item) => item.day === day));
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof ItineraryItemError ? error : describeStorageError(error);
  }
}

function checked(fields: unknown): ItineraryItemFields {
  const parsed = itineraryItemFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new ItineraryItemError('invalid-item', describeIssues(parsed.error.issues));
  return parsed.data;
}

/** An item's fields, kind by kind, with the position optional (absent: the end of its day). */
export type NewItineraryItem = ItineraryItemFields extends infer Item
  ? Item extends ItineraryItemFields
    ? Omit<Item, 'position'> & { position?: string }
    : never
  : never;

/**
 * Stores a new item of a trip on this device and returns its id. Without a position it goes at the
 * end of its day (or of the Ideas). An ItineraryItemError when the trip is not on this device or the
 * fields are not a valid item.
 */
export function createItineraryItem(fields: NewItineraryItem, options: { id?: string; database?: AstraDatabase } = {}): Promise<string> {
  const { database = db } = options;
  return guarded(() =>
    database.transaction('rw', itemTables(database), async () => {
      if (!(await database.trips.get(fields.trip_id)))
        throw new ItineraryItemError('trip-not-found', 'This trip is no longer on this device.');
      const position = fields.position ?? placeAt(await itemsOfDay(fields.trip_id, fields.day ?? null, database), Infinity).position;
      return writes.create(checked({ ...fields, position }), { ...options, database });
    }),
  );
}

/**
 * Changes an item: its details (whole, of the item's own kind), day or position; the rest stays. The
 * item as changed is checked first (an ItineraryItemError 'invalid-item' with the reason).
 */
export function updateItineraryItem(item: ItineraryItemRow, patch: ItineraryItemPatch, database: AstraDatabase = db): Promise<void> {
  return guarded(() =>
    database.transaction('rw', itemTables(database), async () => {
      const stored = await database.itineraryItems.get(item.id);
      if (!stored) throw new ItineraryItemError('itinerary-item-not-found', 'This item is no longer on this device.');
      const next = checked({ ...fieldsOf(stored), ...patch });
      const changed = changedFields(stored, next, patch);
      if (Object.keys(changed).length > 0) await writes.update(stored, changed, database);
    }),
  );
}

/**
 * Moves an item to `index` among the items of `day` (null: the trip's Ideas), itself not counted.
 * Usually one write: the moved item's new day and key. When two items share a key there (two devices
 * inserted at one spot), those get keys apart in the same transaction.
 */
export function moveItineraryItem(
  item: Pick<ItineraryItemRow, 'id'>,
  target: { day: string | null; index: number },
  database: AstraDatabase = db,
): Promise<void> {
  return guarded(() =>
    database.transaction('rw', itemTables(database), async () => {
      const stored = await database.itineraryItems.get(item.id);
      if (!stored) throw new ItineraryItemError('itinerary-item-not-found', 'This item is no longer on this device.');
      const siblings = await itemsOfDay(stored.trip_id, target.day, database);
      const { position, respaced } = placeAt(siblings, target.index, stored.id);
      for (const { id, position: key } of respaced) {
        const sibling = siblings.find((candidate) => candidate.id === id)!;
        await writes.update(sibling, { position: key }, database);
      }
      if (stored.day === target.day && stored.position === position) return;
      await writes.update(stored, { day: target.day, position }, database);
    }),
  );
}

/** Deletes an item; the server keeps a tombstone, so other devices see it go. */
export function deleteItineraryItem(item: Pick<ItineraryItemRow, 'id'> & ItineraryKindAndDetails, database: AstraDatabase = db) {
  return writes.remove(item, database);
}

function fieldsOf({ trip_id, kind, day, position, details }: ItineraryItemRow): Record<string, unknown> {
  return { trip_id, kind, day, position, details };
}

/** What an update op carries: the patched fields as checked (details with their defaults), nothing else. */
function changedFields(stored: ItineraryItemRow, next: ItineraryItemFields, patch: ItineraryItemPatch): Partial<ItineraryItemFields> {
  const changed: Record<string, unknown> = {};
  if (patch.day !== undefined && patch.day !== stored.day) changed.day = next.day;
  if (patch.position !== undefined && patch.position !== stored.position) changed.position = next.position;
  if (patch.details !== undefined) changed.details = next.details;
  // `next` was checked whole above, so its details fit the stored kind: a typed patch of that one kind.
  return changed as Partial<ItineraryItemFields>;
}
