// Table types for Kysely. Each migration that adds a table adds its interface here.
import type { ColumnType } from 'kysely';
import type { SyncEntityRegistry } from '../../src/domain/synced-entities';

export interface AppMetaTable {
  key: string;
  value: string;
}

/** A bigint column: PostgreSQL hands it back as a string, SQLite as a number. Convert with Number() when reading. */
export type BigIntColumn = ColumnType<number | string, number, number>;

/** One row per device key; its counter hands out the server versions of that owner's changes. */
export interface SyncOwnersTable {
  owner_id: string;
  last_version: ColumnType<number | string, number | undefined, number>;
}

/** The columns every synced entity's table has: one row per record, deleted ones kept as tombstones. */
export interface SyncedRecordColumns {
  owner_id: string;
  id: string;
  created_at: string;
  updated_at: string;
  version: BigIntColumn;
  deleted_at: string | null;
}

export interface TripsTable extends SyncedRecordColumns {
  title: string;
  start_date: string;
  end_date: string;
  /** JSON array of { name }. */
  cities: string;
  notes: string;
}

/** A price alert: the traveller's fields, then the price watcher's (which no traveller op can set). */
export interface PriceAlertsTable extends SyncedRecordColumns {
  user_id: string;
  alert_type: string;
  origin: string;
  destination: string;
  target_price: number;
  threshold_percent: number;
  /** 1 or 0. */
  is_active: number;
  watch_status: ColumnType<string, string | undefined, string>;
  watch_note: string | null;
  last_checked_at: string | null;
  last_price: number | null;
  lowest_price: number | null;
  highest_price: number | null;
  currency: string | null;
  last_fired_at: string | null;
  fired_price: number | null;
  /** 1 while the alert may fire; 0 after it fired, until the price climbs back (see evaluatePrice). */
  armed: ColumnType<number, number | undefined, number>;
}

/** A packing list: its scalars as columns, its lists and place as JSON text. */
export interface PackingListsTable extends SyncedRecordColumns {
  destination: string;
  duration_days: number;
  travel_month: number;
  start_date: string | null;
  trip_id: string | null;
  /** JSON { name, country_code, lat }, or null. */
  place: string | null;
  climate: string | null;
  /** JSON array of strings. */
  notes: string;
  /** JSON array of { id, name, category, checked, quantity?, note? }. */
  items: string;
  /** JSON array of item ids. */
  custom_item_ids: string;
}

/** A city on the world clock. */
export interface ClockCitiesTable extends SyncedRecordColumns {
  timezone: string;
  name: string;
  flag: string;
  position: number;
}

export interface ItineraryItemsTable extends SyncedRecordColumns {
  trip_id: string;
  kind: string;
  /** The item's day (YYYY-MM-DD), or null for the trip's Ideas. */
  day: string | null;
  /** Fractional order key within its day. */
  position: string;
  /** The kind's details as JSON text. */
  details: string;
}

/** A member of a shared trip, a synced record of the trip's scope (`trip:<id>`) written by the server only. */
export interface TripMembersTable extends SyncedRecordColumns {
  trip_id: string;
  /** The member's traveller (never sent to devices). */
  traveller_id: string;
  role: string;
  display_name: string;
}

/** What a later change replaced (src/domain/replaced-change.ts); written by the server only. */
export interface ReplacedChangesTable extends SyncedRecordColumns {
  entity: string;
  record_id: string;
  label: string;
  field: string;
  replaced: string;
  replaced_by: string;
  changed_by: string | null;
}

/** An invite to a shared trip: the token is never stored, only its SHA-256. */
export interface TripInvitesTable {
  token_hash: string;
  trip_id: string;
  role: string;
  /** The traveller who made it. */
  created_by: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** What happened to a shared trip's membership: joins, role changes, removals. */
export interface TripEventsTable {
  id: string;
  trip_id: string;
  actor_id: string;
  kind: string;
  detail: string;
  at: string;
}

/** A trip's calendar subscription link (one per trip and device); the token itself is never stored. */
export interface CalendarLinksTable {
  owner_id: string;
  trip_id: string;
  /** Random; the token is HMAC-SHA256(device key, link id), so only the device can have it shown again. */
  link_id: string;
  /** SHA-256 (hex) of the token, what a calendar's poll is looked up by. */
  token_hash: string;
  created_at: string;
}

/** A trip's read-only public page link (one per trip and owner); the token itself is never stored. */
export interface PlanLinksTable {
  owner_id: string;
  trip_id: string;
  /** Random; the token is HMAC-SHA256(device key, trip id and link id), so only the device can have it shown again. */
  link_id: string;
  /** SHA-256 (hex) of the token, what the public page is looked up by. */
  token_hash: string;
  created_at: string;
}

/** Every sync op the server has seen, with the ack it gave, so a repeated op id gets the same answer. */
export interface AppliedOpsTable {
  owner_id: string;
  op_id: string;
  client_id: string;
  /** Null when the op's own fields did not parse (it was rejected). */
  seq: ColumnType<number | string | null, number | null, never>;
  entity: string | null;
  record_id: string | null;
  applied_at: string;
  /** The server version the op produced; null when it changed nothing or was rejected. */
  version: ColumnType<number | string | null, number | null, never>;
  /** JSON of the SyncAck given the first time. */
  ack: string;
}

/** A device that linked (or was listed): its traveller, name and last contact. A device without a row is its own traveller. */
export interface DevicesTable {
  /** SHA-256 (hex) of the device key, as api/device.ts ownerIdOf. */
  key_hash: string;
  traveller_id: string;
  name: string | null;
  created_at: string;
  last_seen_at: string;
  removed_at: string | null;
}

/** A pairing or recovery code, stored as its SHA-256 only. */
export interface DeviceCodesTable {
  code_hash: string;
  kind: 'pairing' | 'recovery';
  traveller_id: string;
  /** The key hash of the device that asked for it; null for a recovery code. */
  created_by: string | null;
  created_at: string;
  /** Null for a recovery code (valid until used or replaced). */
  expires_at: string | null;
  used_at: string | null;
}

/** Attempts counted per key and fixed window (ms since the epoch), shared by every API process. */
export interface AttemptCountersTable {
  key: string;
  window_start: BigIntColumn;
  count: number;
}

/** The record a POST with an Idempotency-Key made, by traveller, collection and key (a day long). */
export interface IdempotencyKeysTable {
  owner_id: string;
  collection: string;
  key: string;
  record_id: string;
  created_at: string;
}

/** What happened to a traveller's devices and codes (no secrets). */
export interface TravellerEventsTable {
  id: string;
  traveller_id: string;
  kind: string;
  detail: string;
  at: string;
}

/** One turn of an Astra conversation; a session keeps its last chatLimits.historyTurns turns. */
export interface ChatMessagesTable {
  id: string;
  session_id: string;
  /** The device's key hash, or null when the client sent no device key. */
  owner_id: string | null;
  role: 'user' | 'assistant';
  content: string;
  /** The assistant turn's AstraIntent; null on user turns. */
  intent: string | null;
  /** JSON of the assistant turn's AstraMemory; null on user turns. */
  memory: string | null;
  created_at: string;
}

/** A wallet document (docs/decisions/017-travel-wallet.md); `private` is 1 or 0. */
export interface DocumentsTable extends SyncedRecordColumns {
  trip_id: string;
  item_id: string | null;
  title: string;
  kind: string;
  file_hash: string;
  file_size: BigIntColumn;
  file_type: string;
  private: number;
}

/** A file's bytes, once per distinct SHA-256. */
export interface FilesTable {
  hash: string;
  size: BigIntColumn;
  type: string;
  content: Uint8Array;
  created_at: string;
}

/** A traveller that sent every byte of a file (and so may have it counted and read through its documents). */
export interface FileHoldersTable {
  traveller_id: string;
  hash: string;
  size: BigIntColumn;
  created_at: string;
}

/** A traveller's upload in progress: how many bytes arrived, in order. */
export interface FileUploadsTable {
  traveller_id: string;
  hash: string;
  size: BigIntColumn;
  type: string;
  received: BigIntColumn;
  created_at: string;
  updated_at: string;
}

export interface FileUploadChunksTable {
  traveller_id: string;
  hash: string;
  offset: BigIntColumn;
  content: Uint8Array;
}

/** The tables of synced entities (each has SyncedRecordColumns), as src/domain/synced-entities.ts names them. */
export type SyncedTableName = SyncEntityRegistry[keyof SyncEntityRegistry]['serverTable'];

export interface Database {
  app_meta: AppMetaTable;
  sync_owners: SyncOwnersTable;
  trips: TripsTable;
  price_alerts: PriceAlertsTable;
  packing_lists: PackingListsTable;
  clock_cities: ClockCitiesTable;
  itinerary_items: ItineraryItemsTable;
  trip_members: TripMembersTable;
  trip_invites: TripInvitesTable;
  replaced_changes: ReplacedChangesTable;
  trip_events: TripEventsTable;
  calendar_links: CalendarLinksTable;
  plan_links: PlanLinksTable;
  applied_ops: AppliedOpsTable;
  chat_messages: ChatMessagesTable;
  devices: DevicesTable;
  device_codes: DeviceCodesTable;
  attempt_counters: AttemptCountersTable;
  traveller_events: TravellerEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  expenses: ExpensesTable;
  documents: DocumentsTable;
  files: FilesTable;
  file_holders: FileHoldersTable;
  file_uploads: FileUploadsTable;
  file_upload_chunks: FileUploadChunksTable;
}

/** A trip's expense, settlement or budget (src/domain/expense-schema.ts). */
export interface ExpensesTable extends SyncedRecordColumns {
  trip_id: string;
  kind: string;
  /** Integer minor units of the currency (cents); never a float. */
  amount_minor: BigIntColumn;
  currency: string;
  category: string;
  date: string;
  paid_by: string;
  /** JSON { method, people: [{ person, value }] }. */
  split: string;
  note: string;
  item_id: string | null;
}
