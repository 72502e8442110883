// The synced entities on the server: what the store needs to know about each kind of record (its
// schemas, how its fields become columns). Its table and label come from the shared registry
// (src/domain/synced-entities.ts). The store, the sync endpoint and the REST routes are written once
// against SyncedEntity; a new entity is a definition here and a line in `syncedEntities` below.
import { z, type ZodType } from 'zod';
import type { Selectable } from 'kysely';
import { tripCreateSchema, tripFieldsSchema, tripPatchSchema, type TripFields } from '../../src/domain/trips';
import {
  priceAlertCreateSchema,
  priceAlertFieldsSchema,
  priceAlertPatchSchema,
  type PriceAlert,
  type PriceAlertFields,
  type PriceWatch,
} from '../../src/domain/price-alerts';
import { routeOf } from '../../src/domain/price-alert-rules';
import {
  packingListCreateSchema,
  packingListFieldsSchema,
  packingListPatchSchema,
  type PackingListFields,
} from '../../src/domain/packing-schema';
import { mergePackingListPatch } from '../../src/domain/packing-merge';
import {
  clockCityCreateSchema,
  clockCityFieldsSchema,
  clockCityPatchSchema,
  type ClockCityFields,
} from '../../src/domain/clock-city-schema';
import {
  itineraryItemCreateSchema,
  itineraryItemFieldsSchema,
  itineraryItemPatchSchema,
  type ItineraryItemFields,
  type ItineraryPlace,
} from '../../src/domain/itinerary-schema';
import {
  tripMemberCreateSchema,
  tripMemberFieldsSchema,
  tripMemberPatchSchema,
  type TripMemberFields,
} from '../../src/domain/trip-sharing';
import {
  replacedChangeCreateSchema,
  replacedChangeFieldsSchema,
  replacedChangePatchSchema,
  type ReplacedChangeFields,
} from '../../src/domain/replaced-change';
import {
  expenseCreateSchema,
  expenseFieldsSchema,
  expensePatchSchema,
  expenseSplitSchema,
  type ExpenseFields,
} from '../../src/domain/expense-schema';
import { documentCreateSchema, documentFieldsSchema, documentPatchSchema, type DocumentFields } from '../../src/domain/document-schema';
import { syncEntityRegistry, type SyncEntity, type SyncEntityRegistry } from '../../src/domain/synced-entities';
import type { Database, SyncedRecordColumns, SyncedTableName } from '../db/schema';
import { describeIssues } from '../validate';
import { startingWatch, type PriceSource } from '../alerts/price-sources';

/** A stored value as both engines hand it back: text, a number (integer or double precision), or null. */
export type ColumnValue = string | number | null;

/** An entity's own columns as stored (everything but the columns all synced tables share). */
export type EntityColumns = Record<string, ColumnValue>;

/** What the server decides beyond a traveller's fields when it writes them: set once per app. */
export type WriteContext = {
  /** Decides how a new or re-targeted price alert's watch starts (not watched without a source). */
  priceSource: PriceSource | null;
  /** Whether an IATA code is a known airport (the city data's); null: the server has no city data, so every code passes. */
  isKnownAirport: ((code: string) => boolean) | null;
};

export const defaultWriteContext: WriteContext = { priceSource: null, isKnownAirport: null };

/** A row as read from an entity's table: the shared columns typed, the entity's own ones not. */
export type StoredRow = Selectable<SyncedRecordColumns> & { readonly [column: string]: unknown };

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Merges a checked patch into the stored record and checks the result as a whole. */
export type ApplyPatch = (current: StoredRow) => Parsed<EntityColumns>;

export type EntityError = { code: string; message: string };

/** An entity's table on the server, as the registry names it. */
type ServerTableOf<Entity extends SyncEntity> = SyncEntityRegistry[Entity]['serverTable'];

type EntityDefinition<
  Fields extends object,
  Entity extends SyncEntity,
  Patch extends object = object,
  Table extends SyncedTableName = ServerTableOf<Entity>,
> = {
  entity: Entity;
  createSchema: ZodType<Fields & { id?: string | undefined }>;
  /** Merged over the stored fields, then checked whole by fieldsSchema (so it may be looser than Partial<Fields>). */
  patchSchema: ZodType<Patch>;
  /**
   * How a patch changes the stored fields, before the result is checked whole: its fields over the
   * stored ones unless said otherwise (a packing list merges its item changes into the stored items).
   */
  mergePatch?(current: Fields, patch: Patch): object;
  /** Checks a whole record once a patch is merged into it. */
  fieldsSchema: ZodType<Fields>;
  encode(fields: Fields): EntityColumns;
  decode(row: Selectable<Database[Table]>): Fields;
  /**
   * Columns the server owns that change with the traveller's fields (a price alert's watch state),
   * written with them when a record is created (`previous` undefined) or its fields change.
   */
  serverColumns?(next: Fields, previous: Fields | undefined, context: WriteContext): EntityColumns;
  /** The record as the API returns it, beyond id, timestamps and version; the fields by default. */
  present?(fields: Fields, row: Selectable<Database[Table]>): object;
  /**
   * A rule that needs the server's own data (an itinerary item's airports must exist), checked
   * when a record is created (`previous` undefined) or changed: an error refuses the write.
   */
  check?(next: Fields, previous: Fields | undefined, context: WriteContext): EntityError | null;
  /**
   * The record belongs to a live record of another entity (an itinerary item to its trip), named by
   * one of its columns: a create or update whose parent is not a live record of the same owner is
   * refused, and deleting the parent deletes its children in the same transaction.
   */
  parent?: { entity: SyncEntity; column: keyof Selectable<Database[Table]> & string };
};

export type ParentLink = {
  entity: SyncEntity;
  column: string;
  errors: { missing: EntityError; deleted: EntityError };
};

export type SyncedEntity = {
  entity: SyncEntity;
  table: SyncedTableName;
  /** A create body or payload: the client's optional id and the columns to store. */
  create: ZodType<{ id?: string | undefined; columns: EntityColumns }>;
  /** An update body or payload, ready to merge into the stored record. */
  patch: ZodType<ApplyPatch>;
  /** Server-owned columns to write with these entity columns; `current` is the row they replace (none on create). */
  serverColumns(columns: EntityColumns, current: StoredRow | undefined, context: WriteContext): EntityColumns;
  /** Why these columns may not be written over `current` (none on create), by the entity's server-side rule; null when they may. */
  check(columns: EntityColumns, current: StoredRow | undefined, context: WriteContext): EntityError | null;
  /** The record as the API returns it and a pull carries it. */
  toRecord(row: StoredRow): Record<string, unknown>;
  /** The record it belongs to, if any (see EntityDefinition.parent). */
  parent?: ParentLink;
  errors: {
    /** REST: no live record with this id for this device. */
    unknownId: EntityError;
    /** Sync: an update to a record the server does not have. */
    notFound: EntityError;
    exists: EntityError;
    deletedOnCreate: EntityError;
    deletedOnUpdate: EntityError;
  };
};

function syncedEntity<Fields extends object, Entity extends SyncEntity, Patch extends object>(
  definition: EntityDefinition<Fields, Entity, Patch>,
): SyncedEntity {
  type Table = ServerTableOf<Entity>;
  const { label, serverTable } = syncEntityRegistry[definition.entity];
  const code = label.replace(/\s+/g, '-');
  // The store reads rows from this entity's own table, so the row has this table's columns.
  const rowOf = (row: StoredRow) => row as unknown as Selectable<Database[Table]>;
  const decode = (row: StoredRow) => definition.decode(rowOf(row));
  const parentLabel = definition.parent && syncEntityRegistry[definition.parent.entity].label;
  return {
    entity: definition.entity,
    table: serverTable,
    create: definition.createSchema.transform(({ id, ...fields }) => ({ id, columns: definition.encode(fields as Fields) })),
    patch: definition.patchSchema.transform((patch): ApplyPatch => (current) => {
      const stored = decode(current);
      const merged = definition.fieldsSchema.safeParse(
        definition.mergePatch ? definition.mergePatch(stored, patch) : { ...stored, ...patch },
      );
      return merged.success
        ? { ok: true, value: definition.encode(merged.data) }
        : { ok: false, message: describeIssues(merged.error.issues) };
    }),
    serverColumns: (columns, current, context) => {
      if (!definition.serverColumns) return {};
      // Entity columns decode on their own: decode reads nothing but the entity's columns.
      const next = decode(columns as unknown as StoredRow);
      return definition.serverColumns(next, current && decode(current), context);
    },
    check: (columns, current, context) =>
      definition.check ? definition.check(decode(columns as unknown as StoredRow), current && decode(current), context) : null,
    toRecord: (row) => ({
      id: row.id,
      ...(definition.present ? definition.present(decode(row), rowOf(row)) : decode(row)),
      created_at: row.created_at,
      updated_at: row.updated_at,
      version: Number(row.version),
    }),
    ...(definition.parent && parentLabel
      ? {
          parent: {
            entity: definition.parent.entity,
            column: definition.parent.column,
            errors: {
              missing: {
                code: `${parentLabel.replace(/\s+/g, '-')}-not-found`,
                message: `The ${parentLabel} of this ${label} does not exist (it may have been deleted), so the ${label} was not saved.`,
              },
              deleted: {
                code: `${parentLabel.replace(/\s+/g, '-')}-deleted`,
                message: `The ${parentLabel} of this ${label} was deleted, so the ${label} was not saved.`,
              },
            },
          },
        }
      : {}),
    errors: {
      unknownId: { code: `${code}-not-found`, message: `There is no ${label} with this id (it may have been deleted).` },
      notFound: { code: `${code}-not-found`, message: `This ${label} no longer exists on the server.` },
      exists: {
        code: `${code}-exists`,
        message: `Another ${label} already has this id. Send a new id, or change the ${label} with PATCH.`,
      },
      deletedOnCreate: { code: `${code}-deleted`, message: `This ${label} was deleted, so it can't be created again.` },
      deletedOnUpdate: { code: `${code}-deleted`, message: `This ${label} was deleted on another device, so this change was not saved.` },
    },
  };
}

const tripCitiesSchema = z.array(z.object({ name: z.string() }));

export const tripEntity = syncedEntity({
  entity: 'trip',
  createSchema: tripCreateSchema,
  patchSchema: tripPatchSchema,
  fieldsSchema: tripFieldsSchema,
  encode: (trip: TripFields): EntityColumns => ({
    title: trip.title,
    start_date: trip.start_date,
    end_date: trip.end_date,
    cities: JSON.stringify(trip.cities.map(({ name }) => ({ name }))),
    notes: trip.notes,
  }),
  decode: (row): TripFields => ({
    title: row.title,
    start_date: row.start_date,
    end_date: row.end_date,
    cities: tripCitiesSchema.parse(JSON.parse(row.cities)),
    notes: row.notes,
  }),
});

const nullableNumber = (value: unknown) => (value == null ? null : Number(value));
const watchStatuses = ['not-monitored', 'unsupported', 'watching', 'error'] as const satisfies ReadonlyArray<PriceWatch['watch_status']>;
const watchStatusOf = (value: string): PriceWatch['watch_status'] => watchStatuses.find((status) => status === value) ?? 'not-monitored';

/** A watch starts afresh when the alert watches something else: its type, route or target price changed. */
const watchesSameThing = (a: PriceAlertFields, b: PriceAlertFields) =>
  a.alert_type === b.alert_type && a.origin === b.origin && a.destination === b.destination && a.target_price === b.target_price;

export const priceAlertEntity = syncedEntity({
  entity: 'price_alert',
  createSchema: priceAlertCreateSchema,
  patchSchema: priceAlertPatchSchema,
  fieldsSchema: priceAlertFieldsSchema,
  encode: (alert: PriceAlertFields): EntityColumns => ({
    user_id: alert.user_id,
    alert_type: alert.alert_type,
    origin: alert.origin,
    destination: alert.destination,
    target_price: alert.target_price,
    threshold_percent: alert.threshold_percent,
    is_active: alert.is_active ? 1 : 0,
  }),
  decode: (row): PriceAlertFields => ({
    user_id: row.user_id,
    alert_type: row.alert_type === 'hotel' ? 'hotel' : 'flight',
    origin: row.origin,
    destination: row.destination,
    target_price: Number(row.target_price),
    threshold_percent: Number(row.threshold_percent),
    is_active: Number(row.is_active) === 1,
  }),
  // Pausing keeps the watch; watching something else starts it again (and re-arms it). Resuming
  // re-arms it and forgets the highest price: a peak seen before the pause is no baseline for a
  // "price dropped" now, and a price still under the target is worth telling again.
  serverColumns: (next, previous, { priceSource }): EntityColumns => {
    if (previous && watchesSameThing(next, previous)) return !previous.is_active && next.is_active ? { armed: 1, highest_price: null } : {};
    return {
      ...startingWatch(priceSource, next),
      armed: 1,
      last_checked_at: null,
      last_price: null,
      lowest_price: null,
      highest_price: null,
      currency: null,
      // When it last fired stays: that drop was real, and devices already told the traveller.
      ...(previous ? {} : { last_fired_at: null, fired_price: null }),
    };
  },
  present: (alert, row) =>
    ({
      ...alert,
      route: routeOf(alert.origin, alert.destination),
      watch_status: watchStatusOf(row.watch_status),
      watch_note: row.watch_note ?? null,
      last_checked_at: row.last_checked_at ?? null,
      last_price: nullableNumber(row.last_price),
      lowest_price: nullableNumber(row.lowest_price),
      highest_price: nullableNumber(row.highest_price),
      currency: row.currency ?? null,
      last_fired_at: row.last_fired_at ?? null,
      fired_price: nullableNumber(row.fired_price),
    }) satisfies Omit<PriceAlert, 'id' | 'created_at' | 'updated_at' | 'version'>,
});

/** A JSON column read back with its field's schema; `fallback` when it is missing or no longer fits. */
const jsonOf = <T>(schema: z.ZodType<T>, text: string | null, fallback: T): T => {
  if (text == null) return fallback;
  const parsed = schema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : fallback;
};

const packingColumns = packingListFieldsSchema.shape;

export const packingListEntity = syncedEntity({
  entity: 'packing_list',
  createSchema: packingListCreateSchema,
  patchSchema: packingListPatchSchema,
  fieldsSchema: packingListFieldsSchema,
  mergePatch: mergePackingListPatch,
  encode: (list: PackingListFields): EntityColumns => ({
    destination: list.destination,
    duration_days: list.duration_days,
    travel_month: list.travel_month,
    start_date: list.start_date,
    trip_id: list.trip_id,
    place: list.place ? JSON.stringify(list.place) : null,
    climate: list.climate,
    notes: JSON.stringify(list.notes),
    items: JSON.stringify(list.items),
    custom_item_ids: JSON.stringify(list.custom_item_ids),
  }),
  decode: (row): PackingListFields => ({
    destination: row.destination,
    duration_days: Number(row.duration_days),
    travel_month: Number(row.travel_month),
    start_date: row.start_date,
    trip_id: row.trip_id,
    place: jsonOf(packingColumns.place, row.place, null),
    climate: packingColumns.climate.safeParse(row.climate).data ?? null,
    notes: jsonOf(packingColumns.notes, row.notes, []),
    items: jsonOf(packingColumns.items, row.items, []),
    custom_item_ids: jsonOf(packingColumns.custom_item_ids, row.custom_item_ids, []),
  }),
});

export const clockCityEntity = syncedEntity({
  entity: 'clock_city',
  createSchema: clockCityCreateSchema,
  patchSchema: clockCityPatchSchema,
  fieldsSchema: clockCityFieldsSchema,
  encode: (city: ClockCityFields): EntityColumns => ({
    timezone: city.timezone,
    name: city.name,
    flag: city.flag,
    position: city.position,
  }),
  decode: (row): ClockCityFields => ({ timezone: row.timezone, name: row.name, flag: row.flag, position: Number(row.position) }),
});

const flightEnds = [
  { end: 'from', label: 'departure airport' },
  { end: 'to', label: 'arrival airport' },
] as const;

/**
 * A flight's airports must be ones the city data knows (the place picker offers only those). A code
 * the item already had at that end passes, so an item saved before (or an airport since dropped
 * from the data) can still be moved and edited.
 */
function unknownAirport(item: ItineraryItemFields, previous: ItineraryItemFields | undefined, context: WriteContext): EntityError | null {
  const { isKnownAirport } = context;
  if (!isKnownAirport || item.kind !== 'flight') return null;
  for (const { end, label } of flightEnds) {
    const code = item.details[end].code;
    // A stored row a later schema rejects is decoded as stored, so its details may lack the place.
    const stored = previous?.kind === 'flight' ? (previous.details[end] as ItineraryPlace | undefined)?.code : undefined;
    if (code === stored || isKnownAirport(code)) continue;
    return {
      code: 'unknown-airport',
      message: `Unknown airport code "${code}" for the ${label}: check the code, or pick the airport from the list.`,
    };
  }
  return null;
}

export const itineraryItemEntity = syncedEntity({
  entity: 'itinerary_item',
  createSchema: itineraryItemCreateSchema,
  patchSchema: itineraryItemPatchSchema,
  fieldsSchema: itineraryItemFieldsSchema,
  parent: { entity: 'trip', column: 'trip_id' },
  check: unknownAirport,
  encode: (item: ItineraryItemFields): EntityColumns => ({
    trip_id: item.trip_id,
    kind: item.kind,
    day: item.day,
    position: item.position,
    details: JSON.stringify(item.details),
  }),
  decode: (row): ItineraryItemFields => {
    const placement = { trip_id: row.trip_id, day: row.day ?? null, position: row.position };
    const stored = { ...placement, kind: row.kind, details: JSON.parse(row.details) as unknown };
    const parsed = itineraryItemFieldsSchema.safeParse(stored);
    // Details were checked when written. A row that a later schema no longer accepts is served and
    // merged as stored, never replaced: an update must then bring details that pass, and is refused
    // with the schema's message until it does, so nothing the traveller entered is lost.
    return parsed.success ? parsed.data : (stored as ItineraryItemFields);
  },
});

/** A member of a shared trip: written by the server only (api/sync/sharing.ts); its traveller id never leaves the server. */
export const tripMemberEntity = syncedEntity({
  entity: 'trip_member',
  createSchema: tripMemberCreateSchema,
  patchSchema: tripMemberPatchSchema,
  fieldsSchema: tripMemberFieldsSchema,
  parent: { entity: 'trip', column: 'trip_id' },
  encode: (member: TripMemberFields): EntityColumns => ({
    trip_id: member.trip_id,
    display_name: member.display_name,
    role: member.role,
  }),
  decode: (row): TripMemberFields => ({
    trip_id: row.trip_id,
    display_name: row.display_name,
    role: tripMemberFieldsSchema.shape.role.safeParse(row.role).data ?? 'viewer',
  }),
});

/** What a later change replaced: written by the server only (api/sync/replaced-changes.ts). */
export const replacedChangeEntity = syncedEntity({
  entity: 'replaced_change',
  createSchema: replacedChangeCreateSchema,
  patchSchema: replacedChangePatchSchema,
  fieldsSchema: replacedChangeFieldsSchema,
  encode: (change: ReplacedChangeFields): EntityColumns => ({ ...change }),
  decode: (row): ReplacedChangeFields => ({
    entity: replacedChangeFieldsSchema.shape.entity.safeParse(row.entity).data ?? 'trip',
    record_id: row.record_id,
    label: row.label,
    field: row.field,
    replaced: row.replaced,
    replaced_by: row.replaced_by,
    changed_by: row.changed_by,
  }),
});

const expenseColumns = expenseFieldsSchema.shape;

/** A trip's expense, settlement or budget: belongs to its trip, so on a shared trip it lives in the trip's scope. */
export const expenseEntity = syncedEntity({
  entity: 'expense',
  createSchema: expenseCreateSchema,
  patchSchema: expensePatchSchema,
  fieldsSchema: expenseFieldsSchema,
  parent: { entity: 'trip', column: 'trip_id' },
  encode: (expense: ExpenseFields): EntityColumns => ({
    trip_id: expense.trip_id,
    kind: expense.kind,
    amount_minor: expense.amount_minor,
    currency: expense.currency,
    category: expense.category,
    date: expense.date,
    paid_by: expense.paid_by,
    split: JSON.stringify(expense.split),
    note: expense.note,
    item_id: expense.item_id,
  }),
  decode: (row): ExpenseFields => ({
    trip_id: row.trip_id,
    kind: expenseColumns.kind.safeParse(row.kind).data ?? 'expense',
    amount_minor: Number(row.amount_minor),
    currency: expenseColumns.currency.safeParse(row.currency).data ?? 'USD',
    category: expenseColumns.category.safeParse(row.category).data ?? 'other',
    date: row.date,
    paid_by: row.paid_by,
    split: jsonOf(expenseSplitSchema, row.split, { method: 'equal', people: [] }),
    note: row.note,
    item_id: row.item_id ?? null,
  }),
});

/**
 * A wallet document (docs/decisions/017-travel-wallet.md). No `parent` link: a private document stays
 * in its traveller's scope while its trip may live in the trip's shared scope, so the store could not
 * find the trip beside it; the device deletes a trip's documents with the trip.
 */
export const documentEntity = syncedEntity({
  entity: 'document',
  createSchema: documentCreateSchema,
  patchSchema: documentPatchSchema,
  fieldsSchema: documentFieldsSchema,
  encode: (document: DocumentFields): EntityColumns => ({
    trip_id: document.trip_id,
    item_id: document.item_id,
    title: document.title,
    kind: document.kind,
    file_hash: document.file_hash,
    file_size: document.file_size,
    file_type: document.file_type,
    private: document.private ? 1 : 0,
  }),
  decode: (row): DocumentFields => ({
    trip_id: row.trip_id,
    item_id: row.item_id ?? null,
    title: row.title,
    kind: documentFieldsSchema.shape.kind.safeParse(row.kind).data ?? 'other',
    file_hash: row.file_hash,
    file_size: Number(row.file_size),
    file_type: documentFieldsSchema.shape.file_type.safeParse(row.file_type).data ?? 'application/pdf',
    private: Number(row.private) === 1,
  }),
});

/** Every synced entity by its wire name; the sync endpoint and pulls go through this. */
export const syncedEntities: Record<SyncEntity, SyncedEntity> = {
  trip: tripEntity,
  price_alert: priceAlertEntity,
  packing_list: packingListEntity,
  clock_city: clockCityEntity,
  itinerary_item: itineraryItemEntity,
  trip_member: tripMemberEntity,
  replaced_change: replacedChangeEntity,
  expense: expenseEntity,
  document: documentEntity,
};
