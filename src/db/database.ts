// The app's one IndexedDB database (Dexie). Only this folder and features' data.ts files touch it.
// Schema changes go in a new `version(n)` block below the last one; never edit a shipped version.
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { TripFields } from '../domain/trips';
import type { PriceAlertFields, PriceWatch } from '../domain/price-alerts';
import type { PackingClimate, PackingItem, PackingPlace } from '../domain/packing';
import type { SyncEntity, SyncError, SyncOpKind } from '../domain/sync-protocol';

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

export type PackingListRow = {
  id: string;
  destination: string;
  duration_days: number;
  trip_id?: string;
  items: PackingItemRow[];
  created_at: string;
  updated_at: string;
  /** The first day of the trip (YYYY-MM-DD), when the traveller gave one. */
  start_date?: string;
  /** The month (1-12) the weather items were chosen for. */
  travel_month?: number;
  /** The known city the destination matched, when it did. */
  place?: PackingPlace;
  climate?: PackingClimate;
  notes?: string[];
  /** Items the traveller added: kept when the list is made again. */
  custom_item_ids?: string[];
};

/** The `meta` key of the packing list the traveller has open, so a reload (or another tab) opens it. */
export const currentPackingListKey = 'packing_current_list';

export type ClockCityRow = { timezone: string; name: string; flag: string; position: number };

export type OutboxOpRow = {
  /** Local order of ops; the per-device sequence number sent to the server. */
  seq?: number;
  op_id: string;
  entity: SyncEntity;
  record_id: string;
  kind: SyncOpKind;
  /** All fields for create, the changed ones for update, none for delete. */
  payload?: Record<string, unknown>;
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
  version: number;
  deleted: boolean;
  record?: Record<string, unknown>;
};

export type MetaRow = { key: string; value: unknown };

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
  clockCities!: EntityTable<ClockCityRow, 'timezone'>;
  outbox!: EntityTable<OutboxOpRow, 'seq'>;
  meta!: EntityTable<MetaRow, 'key'>;
  rateTables!: EntityTable<RateTableRow, 'base_date'>;
  cities!: EntityTable<CachedCityRow, 'slug'>;
  serverCopies!: Table<ServerCopyRow, [SyncEntity, string]>;
  chatQueue!: EntityTable<ChatQueueRow, 'id'>;

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
  }
}

export const db = new AstraDatabase();

/** Where each synced entity lives on the device. */
export const entityTables = {
  trip: 'trips',
  price_alert: 'priceAlerts',
} as const satisfies Record<SyncEntity, keyof AstraDatabase>;
