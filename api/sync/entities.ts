// The synced entities: what the store needs to know about each kind of record (its table, its
// schemas, how its fields become columns). The store, the sync endpoint and the REST routes are
// written once against SyncedEntity; a new entity is a table, a definition and a registry line.
import { z, type ZodType } from 'zod';
import type { Selectable } from 'kysely';
import { tripCreateSchema, tripFieldsSchema, tripPatchSchema, type TripFields } from '../../src/domain/trips';
import type { SyncEntity } from '../../src/domain/sync-protocol';
import type { Database, SyncedRecordColumns, SyncedTableName } from '../db/schema';
import { describeIssues } from '../validate';

/** An entity's own columns as stored (everything but the columns all synced tables share). */
export type EntityColumns = Record<string, string>;

/** A row as read from an entity's table: the shared columns typed, the entity's own ones not. */
export type StoredRow = Selectable<SyncedRecordColumns> & { readonly [column: string]: unknown };

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Merges a checked patch into the stored record and checks the result as a whole. */
export type ApplyPatch = (current: StoredRow) => Parsed<EntityColumns>;

export type EntityError = { code: string; message: string };

type EntityDefinition<Fields extends object, Table extends SyncedTableName> = {
  entity: SyncEntity;
  table: Table;
  /** How a traveller names one, for error codes and messages ("trip", "price alert"). */
  label: string;
  createSchema: ZodType<Fields & { id?: string | undefined }>;
  patchSchema: ZodType<Partial<Fields>>;
  /** Checks a whole record once a patch is merged into it. */
  fieldsSchema: ZodType<Fields>;
  encode(fields: Fields): EntityColumns;
  decode(row: Selectable<Database[Table]>): Fields;
};

export type SyncedEntity = {
  entity: SyncEntity;
  table: SyncedTableName;
  /** A create body or payload: the client's optional id and the columns to store. */
  create: ZodType<{ id?: string | undefined; columns: EntityColumns }>;
  /** An update body or payload, ready to merge into the stored record. */
  patch: ZodType<ApplyPatch>;
  /** The record as the API returns it and a pull carries it. */
  toRecord(row: StoredRow): Record<string, unknown>;
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

function syncedEntity<Fields extends object, Table extends SyncedTableName>(definition: EntityDefinition<Fields, Table>): SyncedEntity {
  const { label } = definition;
  const code = label.replace(/\s+/g, '-');
  // The store reads rows from this entity's own table, so the row has this table's columns.
  const decode = (row: StoredRow) => definition.decode(row as unknown as Selectable<Database[Table]>);
  return {
    entity: definition.entity,
    table: definition.table,
    create: definition.createSchema.transform(({ id, ...fields }) => ({ id, columns: definition.encode(fields as Fields) })),
    patch: definition.patchSchema.transform(
      (patch): ApplyPatch =>
        (current) => {
          const merged = definition.fieldsSchema.safeParse({ ...decode(current), ...patch });
          return merged.success ? { ok: true, value: definition.encode(merged.data) } : { ok: false, message: describeIssues(merged.error.issues) };
        },
    ),
    toRecord: (row) => ({
      id: row.id,
      ...decode(row),
      created_at: row.created_at,
      updated_at: row.updated_at,
      version: Number(row.version),
    }),
    errors: {
      unknownId: { code: `${code}-not-found`, message: `There is no ${label} with this id (it may have been deleted).` },
      notFound: { code: `${code}-not-found`, message: `This ${label} no longer exists on the server.` },
      exists: { code: `${code}-exists`, message: `Another ${label} already has this id. Send a new id, or change the ${label} with PATCH.` },
      deletedOnCreate: { code: `${code}-deleted`, message: `This ${label} was deleted, so it can't be created again.` },
      deletedOnUpdate: { code: `${code}-deleted`, message: `This ${label} was deleted on another device, so this change was not saved.` },
    },
  };
}

const tripCitiesSchema = z.array(z.object({ name: z.string() }));

export const tripEntity = syncedEntity({
  entity: 'trip',
  table: 'trips',
  label: 'trip',
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

/** Every synced entity by its wire name; the sync endpoint and pulls go through this. */
export const syncedEntities: Record<SyncEntity, SyncedEntity> = { trip: tripEntity };
