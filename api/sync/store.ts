// Storage of synced records (trips, price alerts), shared by POST /api/sync, the REST routes and the
// price watcher so all follow one set of rules:
// - every write runs inside withOwner, which holds the owner's row lock for the whole transaction.
//   One owner's writes therefore commit one after another and take their versions from one counter
//   in commit order, so a pull that has seen version N can never miss a later commit below N
//   (a pull without the lock reads no further than the last version it read first: changesSince);
// - a record keeps one row at its latest version, and a deleted one stays as a tombstone so that
//   other devices pull the deletion;
// - a record that belongs to another (an itinerary item to its trip) is written only while that one
//   lives, and deleting the parent tombstones its children in the same transaction, each under a
//   version of its own.
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Storage } from '../db/index';
import type { Database, SyncedTableName } from '../db/schema';
import type { SyncChange } from '../../src/domain/sync-protocol';
import { quotaExceededCode, quotaMessage, recordQuotas } from '../../src/domain/storage-quotas';
import {
  defaultWriteContext,
  syncedEntities,
  type ApplyPatch,
  type EntityColumns,
  type EntityError,
  type StoredRow,
  type SyncedEntity,
  type WriteContext,
} from './entities';

export type OwnerTransaction = {
  trx: Transaction<Database>;
  ownerId: string;
  /** The owner's last version when the transaction began (before any of its writes). */
  startVersion: number;
  /** Hands out the version of the next change; written back when the transaction ends. */
  nextVersion(): number;
  /** Rows this transaction has read or written, by table and id (null: known not to exist). */
  rows: Map<string, StoredRow | null>;
  context: WriteContext;
};

const rowKey = (table: string, id: string) => `${table}\u0000${id}`;

/**
 * Runs `work` in one transaction holding the owner's lock (the owner's row is made on first use). A
 * throw rolls everything back. `context` carries the server's settings that writes depend on.
 */
export function withOwner<T>(
  storage: Storage,
  ownerId: string,
  work: (owner: OwnerTransaction) => Promise<T>,
  context: WriteContext = defaultWriteContext,
): Promise<T> {
  return withOwners(storage, [ownerId], (owners) => work(owners.get(ownerId)!), context);
}

/**
 * withOwner for several owner scopes at once (a traveller's own and the shared trips it is on), one
 * transaction holding every scope's lock. Locks are taken in sorted order, so two requests that
 * need the same scopes can never wait for each other in a circle, on any number of processes.
 */
export function withOwners<T>(
  storage: Storage,
  ownerIds: string[],
  work: (owners: ReadonlyMap<string, OwnerTransaction>) => Promise<T>,
  context: WriteContext = defaultWriteContext,
): Promise<T> {
  const sorted = [...new Set(ownerIds)].sort();
  return storage.db.transaction().execute(async (trx) => {
    const owners = new Map<string, OwnerTransaction>();
    const counters = new Map<string, { start: number; current: number }>();
    for (const ownerId of sorted) {
      await trx
        .insertInto('sync_owners')
        .values({ owner_id: ownerId })
        .onConflict((conflict) => conflict.column('owner_id').doNothing())
        .execute();
      const query = trx.selectFrom('sync_owners').select('last_version').where('owner_id', '=', ownerId);
      // SQLite has one writer at a time already (and no FOR UPDATE); PostgreSQL needs the row lock.
      const owner = await (storage.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirstOrThrow();
      const counter = { start: Number(owner.last_version), current: Number(owner.last_version) };
      counters.set(ownerId, counter);
      owners.set(ownerId, { trx, ownerId, startVersion: counter.start, nextVersion: () => ++counter.current, rows: new Map(), context });
    }
    const result = await work(owners);
    for (const [ownerId, counter] of counters) {
      if (counter.current !== counter.start) {
        await trx.updateTable('sync_owners').set({ last_version: counter.current }).where('owner_id', '=', ownerId).execute();
      }
    }
    return result;
  });
}

/** The owner's last version, 0 for an owner never seen (reads only: makes no row). */
export async function lastVersionOf(db: Kysely<Database>, ownerId: string): Promise<number> {
  const row = await db.selectFrom('sync_owners').select('last_version').where('owner_id', '=', ownerId).executeTakeFirst();
  return row ? Number(row.last_version) : 0;
}

export type RecordRef = { owner: OwnerTransaction; entity: SyncedEntity; id: string };

/** The stored row of a record (live or a tombstone), read once per transaction. */
export async function findRow({ owner, entity, id }: RecordRef): Promise<StoredRow | undefined> {
  const known = owner.rows.get(rowKey(entity.table, id));
  if (known !== undefined) return known ?? undefined;
  const row = await owner.trx
    .selectFrom(entity.table)
    .selectAll()
    .where('owner_id', '=', owner.ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
  owner.rows.set(rowKey(entity.table, id), row ?? null);
  return row;
}

/** Reads many records in one query ahead of a batch, so each op then finds its row in memory. */
export async function prefetchRows(owner: OwnerTransaction, entity: SyncedEntity, ids: string[]): Promise<void> {
  const wanted = [...new Set(ids)].filter((id) => !owner.rows.has(rowKey(entity.table, id)));
  for (let start = 0; start < wanted.length; start += 500) {
    const chunk = wanted.slice(start, start + 500);
    const rows = await owner.trx
      .selectFrom(entity.table)
      .selectAll()
      .where('owner_id', '=', owner.ownerId)
      .where('id', 'in', chunk)
      .execute();
    for (const id of chunk) owner.rows.set(rowKey(entity.table, id), null);
    for (const row of rows) owner.rows.set(rowKey(entity.table, row.id), row);
  }
}

const remember = (owner: OwnerTransaction, table: string, row: StoredRow) => owner.rows.set(rowKey(table, row.id), row);

const sameColumns = (row: StoredRow, columns: EntityColumns) => Object.entries(columns).every(([name, value]) => row[name] === value);

const now = () => new Date().toISOString();

async function writeColumns({ owner, entity, id }: RecordRef, current: StoredRow, columns: EntityColumns): Promise<RecordOutcome> {
  const version = owner.nextVersion();
  const updatedAt = now();
  await owner.trx
    .updateTable(entity.table)
    .set({ ...columns, updated_at: updatedAt, version })
    .where('owner_id', '=', owner.ownerId)
    .where('id', '=', id)
    .execute();
  const row = { ...current, ...columns, updated_at: updatedAt, version };
  remember(owner, entity.table, row);
  return { status: 'changed', version, record: entity.toRecord(row) };
}

type RefusalReason = 'missing' | 'deleted' | 'exists' | 'invalid' | 'parent' | 'quota';
type Refusal = { status: 'refused'; reason: RefusalReason; error: EntityError };

/** What a create or update did: `version` when it changed the row, `error` when it was refused. */
export type RecordOutcome =
  | { status: 'changed'; version: number; record: Record<string, unknown> }
  | { status: 'unchanged'; record: Record<string, unknown> }
  | Refusal;
export type DeleteOutcome = { status: 'changed'; version: number } | Refusal;

const refused = (reason: RefusalReason, error: EntityError): Refusal => ({ status: 'refused', reason, error });

/** Live records per owner transaction and table, counted once and then kept up to date by its creates. */
const liveCounts = new WeakMap<OwnerTransaction, Map<string, number>>();

/** The refusal when one more record of this entity would pass the owner's quota (src/domain/storage-quotas.ts); null otherwise. */
async function quotaRefusal({ owner, entity }: RecordRef): Promise<Refusal | null> {
  const quota = recordQuotas[entity.entity];
  if (quota === undefined) return null;
  const counts = liveCounts.get(owner) ?? new Map<string, number>();
  liveCounts.set(owner, counts);
  let count = counts.get(entity.table);
  if (count === undefined) {
    const row = await owner.trx
      .selectFrom(entity.table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('owner_id', '=', owner.ownerId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    count = Number(row.count);
  }
  if (count >= quota) {
    counts.set(entity.table, count);
    return refused('quota', { code: quotaExceededCode, message: quotaMessage(entity.entity, quota) });
  }
  counts.set(entity.table, count + 1);
  return null;
}

/** The refusal when the record's parent (its trip) is not a live record of this owner; null when it is, or there is none. */
async function parentRefusal({ owner, entity }: RecordRef, columns: EntityColumns): Promise<Refusal | null> {
  const { parent } = entity;
  if (!parent) return null;
  const parentId = columns[parent.column];
  const row = typeof parentId === 'string' ? await findRow({ owner, entity: syncedEntities[parent.entity], id: parentId }) : undefined;
  if (!row) return refused('parent', parent.errors.missing);
  return row.deleted_at != null ? refused('parent', parent.errors.deleted) : null;
}

/**
 * Creates a record with a client-made id. A live record with that id and the same fields is left
 * as it is (a replayed create); with other fields it is overwritten when `overwrite` (sync: the
 * device's latest create wins) and refused otherwise (REST: 409). A tombstone refuses it.
 */
export async function createRecord(ref: RecordRef, columns: EntityColumns, { overwrite }: { overwrite: boolean }): Promise<RecordOutcome> {
  const { owner, entity, id } = ref;
  const existing = await findRow(ref);
  if (existing?.deleted_at != null) return refused('deleted', entity.errors.deletedOnCreate);
  const orphan = await parentRefusal(ref, columns);
  if (orphan) return orphan;
  if (existing && sameColumns(existing, columns)) return { status: 'unchanged', record: entity.toRecord(existing) };
  if (existing && !overwrite) return refused('exists', entity.errors.exists);
  const problem = entity.check(columns, existing, owner.context);
  if (problem) return refused('invalid', problem);
  if (existing) return writeColumns(ref, existing, { ...columns, ...entity.serverColumns(columns, existing, owner.context) });
  const overQuota = await quotaRefusal(ref);
  if (overQuota) return overQuota;
  const createdAt = now();
  const row = {
    owner_id: owner.ownerId,
    id,
    created_at: createdAt,
    updated_at: createdAt,
    version: owner.nextVersion(),
    deleted_at: null,
    ...columns,
    ...entity.serverColumns(columns, undefined, owner.context),
  };
  // `columns` are the entity's own columns, made by its definition; the types cannot follow that.
  await owner.trx
    .insertInto(entity.table)
    .values(row as Insertable<Database[SyncedTableName]>)
    .execute();
  remember(owner, entity.table, row);
  return { status: 'changed', version: row.version, record: entity.toRecord(row) };
}

/** Merges a checked patch into a live record; the merged record is checked as a whole. */
export async function updateRecord(ref: RecordRef, applyPatch: ApplyPatch): Promise<RecordOutcome> {
  const { entity } = ref;
  const existing = await findRow(ref);
  if (!existing) return refused('missing', entity.errors.notFound);
  if (existing.deleted_at != null) return refused('deleted', entity.errors.deletedOnUpdate);
  const merged = applyPatch(existing);
  if (!merged.ok) return refused('invalid', { code: 'invalid-input', message: merged.message });
  const orphan = await parentRefusal(ref, merged.value);
  if (orphan) return orphan;
  if (sameColumns(existing, merged.value)) return { status: 'unchanged', record: entity.toRecord(existing) };
  const problem = entity.check(merged.value, existing, ref.owner.context);
  if (problem) return refused('invalid', problem);
  return writeColumns(ref, existing, { ...merged.value, ...entity.serverColumns(merged.value, existing, ref.owner.context) });
}

/**
 * Writes columns only the server sets (the price watcher's) on a live record, under a new version so
 * devices pull them. `decide` sees the row as it is inside the owner's lock; null leaves it alone.
 */
export async function writeServerColumns(ref: RecordRef, decide: (current: StoredRow) => EntityColumns | null): Promise<RecordOutcome> {
  const { entity } = ref;
  const existing = await findRow(ref);
  if (!existing) return refused('missing', entity.errors.notFound);
  if (existing.deleted_at != null) return refused('deleted', entity.errors.notFound);
  const columns = decide(existing);
  if (!columns || sameColumns(existing, columns)) return { status: 'unchanged', record: entity.toRecord(existing) };
  return writeColumns(ref, existing, columns);
}

/** Turns a live record into a tombstone; a missing or already deleted record is left alone. */
export async function deleteRecord(ref: RecordRef): Promise<DeleteOutcome> {
  const { owner, entity, id } = ref;
  const existing = await findRow(ref);
  if (!existing) return refused('missing', entity.errors.notFound);
  if (existing.deleted_at != null) return refused('deleted', entity.errors.notFound);
  const version = owner.nextVersion();
  const deletedAt = now();
  await owner.trx
    .updateTable(entity.table)
    .set({ deleted_at: deletedAt, updated_at: deletedAt, version })
    .where('owner_id', '=', owner.ownerId)
    .where('id', '=', id)
    .execute();
  remember(owner, entity.table, { ...existing, deleted_at: deletedAt, updated_at: deletedAt, version });
  await deleteChildren(ref);
  // Its children went too: the quotas count again at the next create.
  liveCounts.delete(owner);
  return { status: 'changed', version };
}

/** Tombstones the live records that belong to a record just deleted (a trip's items), and theirs in turn. */
async function deleteChildren({ owner, entity, id }: RecordRef): Promise<void> {
  for (const child of Object.values(syncedEntities)) {
    if (child.parent?.entity !== entity.entity) continue;
    const rows = await owner.trx
      .selectFrom(child.table)
      .selectAll()
      .where('owner_id', '=', owner.ownerId)
      .where(sql.ref(child.parent.column), '=', id)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      remember(owner, child.table, row);
      await deleteRecord({ owner, entity: child, id: row.id });
    }
  }
}

/** The owner's live records of one entity, newest first (ids are UUID v7, so by id); only those of one parent when `parentId` is given. */
export async function listRecords(
  db: Kysely<Database>,
  entity: SyncedEntity,
  ownerId: string,
  parentId?: string,
): Promise<Record<string, unknown>[]> {
  let query = db.selectFrom(entity.table).selectAll().where('owner_id', '=', ownerId).where('deleted_at', 'is', null);
  if (parentId !== undefined && entity.parent) query = query.where(sql.ref(entity.parent.column), '=', parentId);
  const rows = await query.orderBy('id', 'desc').execute();
  return rows.map((row) => entity.toRecord(row));
}

/** Changes after version `since`, oldest first, across every entity; `hasMore` when more than `limit` wait. */
export async function changesSince(
  db: Kysely<Database>,
  ownerId: string,
  since: number,
  limit: number,
  /**
   * The owner's last version read before this call, when the caller does not hold the owner's lock.
   * Each table is read in a statement of its own, so a write committed between two of them could
   * show its later versions (an item) without its earlier ones (its trip), and a cursor past them
   * would skip those for good. Every version up to the owner's last version read first is committed
   * (the counter is written in the same transaction as its changes), so reading no further is a
   * consistent cut.
   */
  upTo?: number,
): Promise<{ changes: SyncChange[]; hasMore: boolean }> {
  const all: SyncChange[] = [];
  for (const entity of Object.values(syncedEntities)) {
    let query = db.selectFrom(entity.table).selectAll().where('owner_id', '=', ownerId).where('version', '>', since);
    if (upTo !== undefined) query = query.where('version', '<=', upTo);
    const rows = await query
      .orderBy('version')
      .limit(limit + 1)
      .execute();
    for (const row of rows) {
      const deleted = row.deleted_at != null;
      all.push({
        entity: entity.entity,
        record_id: row.id,
        version: Number(row.version),
        deleted,
        ...(deleted ? {} : { record: entity.toRecord(row) }),
      });
    }
  }
  all.sort((a, b) => a.version - b.version);
  return { changes: all.slice(0, limit), hasMore: all.length > limit };
}
