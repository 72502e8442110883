// The registry of synced entities: every kind of record that syncs between devices and the server,
// by its wire name, with what a traveller calls one and the table that holds it on each side. A new
// synced entity starts with a line here; the typecheck then asks for the rest (its Kysely table in
// api/db/schema.ts, its server definition in api/sync/entities.ts, its Dexie table in
// src/db/database.ts). See docs/adding-a-synced-record.md. Plain data, no zod: the sync engine and
// the header's sync pill load this on every screen.

/** The entities' wire names, in the order the sync protocol lists them. */
export const syncEntities = [
  'trip',
  'price_alert',
  'packing_list',
  'clock_city',
  'itinerary_item',
  'trip_member',
  'replaced_change',
  'expense',
  'document',
] as const;
export type SyncEntity = (typeof syncEntities)[number];

export type SyncEntityInfo = {
  /** What a traveller calls one record ("price alert"): the device's refusal list, the API's error codes and messages. */
  label: string;
  /** Its table on the server (api/db/schema.ts). */
  serverTable: string;
  /** Its table on the device (src/db/database.ts). */
  deviceTable: string;
  /** Written by the server only (devices pull it; an op that would change it is refused). */
  serverWritten?: true;
  /**
   * Belongs to a trip through this column: on a shared trip it lives in the trip's scope (a new one
   * goes where its trip is, and it moves with the trip when the trip is first shared).
   */
  tripColumn?: 'trip_id';
  /**
   * A record whose column of this name is true stays in its traveller's own scope even when its
   * trip is shared (a private wallet document): it is never routed to, nor moved into, the trip's scope.
   */
  privateColumn?: 'private';
};

export const syncEntityRegistry = {
  trip: { label: 'trip', serverTable: 'trips', deviceTable: 'trips' },
  price_alert: { label: 'price alert', serverTable: 'price_alerts', deviceTable: 'priceAlerts' },
  packing_list: { label: 'packing list', serverTable: 'packing_lists', deviceTable: 'packingLists', tripColumn: 'trip_id' },
  clock_city: { label: 'clock city', serverTable: 'clock_cities', deviceTable: 'clocks' },
  itinerary_item: { label: 'itinerary item', serverTable: 'itinerary_items', deviceTable: 'itineraryItems', tripColumn: 'trip_id' },
  trip_member: { label: 'trip member', serverTable: 'trip_members', deviceTable: 'tripMembers', serverWritten: true },
  replaced_change: { label: 'replaced change', serverTable: 'replaced_changes', deviceTable: 'replacedChanges', serverWritten: true },
  expense: { label: 'expense', serverTable: 'expenses', deviceTable: 'expenses', tripColumn: 'trip_id' },
  document: { label: 'document', serverTable: 'documents', deviceTable: 'documents', tripColumn: 'trip_id', privateColumn: 'private' },
} as const satisfies Record<SyncEntity, SyncEntityInfo>;

export type SyncEntityRegistry = typeof syncEntityRegistry;

/** The column that names a record's trip (the trip's own id for a trip); null for records that always stay with their traveller. */
export function tripColumnOf(entity: SyncEntity): 'id' | 'trip_id' | null {
  if (entity === 'trip') return 'id';
  const info: SyncEntityInfo = syncEntityRegistry[entity];
  return info.tripColumn ?? null;
}

/** The column that keeps a record out of its trip's scope when true; null for entities that have none. */
export function privateColumnOf(entity: SyncEntity): 'private' | null {
  const info: SyncEntityInfo = syncEntityRegistry[entity];
  return info.privateColumn ?? null;
}

/** The entities that live in a shared trip's scope, the trip first, then the registry's order (parents first). */
export const tripScopedEntities: readonly SyncEntity[] = syncEntities.filter((entity) => tripColumnOf(entity) !== null);
