// The app's one IndexedDB database (Dexie). Only this folder and features' data.ts files touch it.
// Schema changes go in a new `version(n)` block below the last one; never edit a shipped version.
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { TripFields } from '../domain/trips';
import type { TripMemberFields } from '../domain/trip-sharing';
import type { ReplacedChangeFields } from '../domain/replaced-change';
import type { ItineraryItemFields } from '../domain/itinerary-schema';
import type { ExpenseFields } from '../domain/expense-schema';
import type { DocumentFields } from '../domain/document-schema';
import type { FileType } from '../domain/document-files';
import type { PriceAlertFields, PriceWatch } from '../domain/price-alerts';
import type { PackingItem, PackingListFields } from '../domain/packing';
import { packingListFieldsOf } from '../domain/packing-fields';
import { uuidv7 } from '../domain/ids';
import type { SyncError, SyncOpKind } from '../domain/sync-protocol';
import { syncEntities, syncEntityRegistry, type SyncEntity, type SyncEntityRegistry } from '../domain/synced-entities';

/** Columns every synced record carries besides its own fields. */
export type SyncedColumns = {
  id: string;
  created_at: string;
  updated_at: string;
  /** Server-assigned version of the copy we last saw from the server; 0 until first synced. */
  server_version: number;
};

export type TripRow = SyncedColumns & TripFields;

export type PriceAlertRow = SyncedColumns & PriceAlertFields & Partial<PriceWatch> & { route?: string };

export type PackingItemRow = PackingItem;

/** A packing list (synced like a trip); its fields are described in src/domain/packing.ts. */
export type PackingListRow = SyncedColumns & PackingListFields;

/** The `meta` key of the packing list the traveller has open, so a reload (or another tab) opens it. */
export const currentPackingListKey = 'packing_current_list';

/** A city on the world clock: synced like a trip (the Dexie `clocks` table), in `position` order. */
export type ClockCityRow = SyncedColumns & { timezone: string; name: string; flag: string; position: number };

/** One flight, stay, activity, transport or note of a trip (src/domain/itinerary-schema.ts), synced like a trip. */
export type ItineraryItemRow = SyncedColumns & ItineraryItemFields;

/** A member of a shared trip (src/domain/trip-sharing.ts), pulled from the server; never written on the device. */
export type TripMemberRow = SyncedColumns & TripMemberFields;

/** What a later change replaced (src/domain/replaced-change.ts), pulled from the server; the sync panel shows it. */
export type ReplacedChangeRow = SyncedColumns & ReplacedChangeFields;

/** A trip's expense, settlement or budget (src/domain/expense-schema.ts), synced like an itinerary item. */
export type ExpenseRow = SyncedColumns & ExpenseFields;

/** The `meta` key of this device's home currency for expenses (a CurrencyCode; absent: from the browser's locale). */
export const expenseHomeCurrencyKey = 'expenses_home_currency';
/** A wallet document (src/domain/document-schema.ts), synced like a trip; its file is a row of `documentFiles`. */
export type DocumentRow = SyncedColumns & DocumentFields;

/**
 * A wallet file's bytes on this device, by SHA-256 (src/db/document-files.ts). `uploaded` once the
 * server holds it for this traveller; a file pulled from the server is uploaded already.
 */
export type DocumentFileRow = {
  hash: string;
  blob: Blob;
  size: number;
  type: FileType;
  uploaded: 0 | 1;
  /** Failed upload attempts in a row, and when the next may start (ms since epoch). */
  attempts: number;
  next_try_at: number;
  /** Why the server refused it (too large, wrong type, quota): not tried again. */
  refused?: { code: string; message: string };
  stored_at: string;
};

export type OutboxOpRow = {
  /** Local order of ops; the per-device sequence number sent to the server. */
  seq?: number;
  op_id: string;
  entity: SyncEntity;
  record_id: string;
  kind: SyncOpKind;
  /** All fields for create, the changed ones for update, none for delete. */
  payload?: Record<string, unknown>;
  /** An update's starting point: the server copy's values of the fields it changes (the server keeps what it replaces). */
  base?: Record<string, unknown>;
  created_at: string;
  status: 'pending' | 'rejected';
  /** Failed sends of the batch this op was in (network errors, 5xx). */
  attempts: number;
  error?: SyncError;
  /** What the traveller would call the record ("Lisbon weekend"), for the rejected-changes list. */
  label?: string;
};

/** The server's copy of a record at the version we last pulled; the screens show it with pending ops re-applied on top. */
export type ServerCopyRow = {
  entity: SyncEntity;
  record_id: string;
  /** A version of the copy's scope's counter: versions of two scopes are never compared. */
  version: number;
  deleted: boolean;
  record?: Record<string, unknown>;
  /** The shared trip's scope (`trip:<id>`) the copy came from; absent for the traveller's own records. */
  scope?: string;
};

export type MetaRow = { key: string; value: unknown };

/** The `meta` key of the shared trips this traveller is on, with its role in each (SharedTrip[]), as the last sync said. */
export const sharedTripsKey = 'shared_trips';

export type RateTableRow = { base_date: string; fetched_at: string; source: string; rates: Record<string, Record<string, number>> };

/**
 * A question for Astra the traveller asked to send once back online. It waits here, not in memory,
 * so closing the app does not lose it; `claimed_at` marks one window sending it (a claim older
 * than a minute is an abandoned send and may be taken again).
 */
export type ChatQueueRow = { id: string; content: string; agent_mode: boolean; queued_at: string; claimed_at?: string };

export type CachedCityRow = { slug: string; name: string; country: string; country_code: string; details?: unknown; cached_at: string };

export class AstraDatabase extends Dexie {
  trips!: EntityTable<TripRow, 'id'>;
  priceAlerts!: EntityTable<PriceAlertRow, 'id'>;
  packingLists!: EntityTable<PackingListRow, 'id'>;
  clocks!: EntityTable<ClockCityRow, 'id'>;
  itineraryItems!: EntityTable<ItineraryItemRow, 'id'>;
  tripMembers!: EntityTable<TripMemberRow, 'id'>;
  replacedChanges!: EntityTable<ReplacedChangeRow, 'id'>;
  documents!: EntityTable<DocumentRow, 'id'>;
  documentFiles!: EntityTable<DocumentFileRow, 'hash'>;
  outbox!: EntityTable<OutboxOpRow, 'seq'>;
  meta!: EntityTable<MetaRow, 'key'>;
  rateTables!: EntityTable<RateTableRow, 'base_date'>;
  cities!: EntityTable<CachedCityRow, 'slug'>;
  serverCopies!: Table<ServerCopyRow, [SyncEntity, string]>;
  chatQueue!: EntityTable<ChatQueueRow, 'id'>;
  expenses!: EntityTable<ExpenseRow, 'id'>;

  constructor(name = 'astra') {
    super(name);
    this.version(1).stores({
      trips: 'id, created_at, start_date',
      priceAlerts: 'id, created_at',
      packingLists: 'id, updated_at, destination, trip_id',
      clockCities: 'timezone, position',
      outbox: '++seq, &op_id, status, [entity+record_id]',
      meta: 'key',
      rateTables: 'base_date, fetched_at',
      cities: 'slug, name, cached_at',
    });
    this.version(2).stores({
      // Trips are listed by id (UUID v7: newest last); the date indexes only slowed every write.
      trips: 'id',
      serverCopies: '[entity+record_id]',
    });
    this.version(3).stores({
      chatQueue: 'id, queued_at',
    });
    // Packing lists and clock cities sync like trips: what the device held goes to the server as
    // creates. Clock cities move to a table keyed by record id (`clocks`); a key cannot change.
    this.version(4)
      .stores({ clocks: 'id, position, timezone', clockCities: null })
      .upgrade(async (tx) => {
        const now = new Date().toISOString();
        const outbox = tx.table<OutboxOpRow, number>('outbox');
        const create = (entity: SyncEntity, recordId: string, payload: Record<string, unknown>, createdAt: string): OutboxOpRow => ({
          op_id: uuidv7(),
          entity,
          record_id: recordId,
          kind: 'create',
          payload,
          created_at: createdAt,
          status: 'pending',
          attempts: 0,
        });
        const lists = await tx.table<PackingListRow, string>('packingLists').toArray();
        for (const list of lists) {
          const fields = packingListFieldsOf(list, new Date(list.created_at));
          await tx
            .table('packingLists')
            .put({ ...fields, id: list.id, created_at: list.created_at, updated_at: list.created_at, server_version: 0 });
          await outbox.add(create('packing_list', list.id, fields, list.created_at));
        }
        const clocks = await tx.table<{ timezone: string; name: string; flag: string; position: number }, string>('clockCities').toArray();
        for (const { timezone, name, flag, position } of clocks) {
          const id = uuidv7();
          const fields = { timezone, name, flag, position };
          await tx.table('clocks').add({ ...fields, id, created_at: now, updated_at: now, server_version: 0 });
          await outbox.add(create('clock_city', id, fields, now));
        }
      });
    // Itinerary items: a new synced table, read by trip (the trip's plan, and its items deleted with it).
    this.version(5).stores({ itineraryItems: 'id, trip_id' });
    // Shared trips: their members, pulled from the server and listed by trip.
    // What later changes replaced, shown in the sync panel (newest first, by id).
    this.version(6).stores({ tripMembers: 'id, trip_id', replacedChanges: 'id' });
    // A trip's expenses, settlements and budget: a new synced table, read by trip.
    this.version(7).stores({ expenses: 'id, trip_id' });
    // The wallet: documents by trip, and their files' bytes by hash with the ones still to upload.
    this.version(8).stores({ documents: 'id, trip_id, file_hash', documentFiles: 'hash, uploaded' });
  }
}

export const db = new AstraDatabase();

/**
 * A mark in localStorage that this browser's storage has held the app's database, set each time it
 * opens. A trip's prerendered frame reads it (public/trip-frame.js, kept in step): with neither the
 * mark nor a service worker in control, the device has never run the app and holds no trip, which
 * the frame can say before its first paint, without waiting for IndexedDB.
 */
export const dataMarkKey = 'astra-data';
db.on('ready', () => {
  try {
    localStorage.setItem(dataMarkKey, '1');
  } catch {
    // No localStorage (blocked, or not a browser): the frame asks IndexedDB instead.
  }
});

/** Where each synced entity lives on the device, as the registry names it; each must be a table declared above. */
export const entityTables = Object.fromEntries(syncEntities.map((entity) => [entity, syncEntityRegistry[entity].deviceTable])) as {
  readonly [Entity in SyncEntity]: SyncEntityRegistry[Entity]['deviceTable'];
} satisfies Record<SyncEntity, keyof AstraDatabase>;
