// How a synced record reaches the screens: its server copy with the device's pending ops re-applied
// on top, in op order. A local change and a pulled change both end in rebuildRecord, so what the
// traveller sees is computed one way only, and a pull never overwrites a change still waiting.
import { db, entityTables, type AstraDatabase, type OutboxOpRow, type ServerCopyRow } from './database';
import { mergePatch, type RecordState } from './record-merges';
import { uuidv7 } from '../domain/ids';
import type { SyncEntity, SyncOpKind } from '../domain/sync-protocol';

/** A write the device could not store: out of space, or the database went away. */
export class LocalSaveError extends Error {
  constructor(
    readonly code: 'storage-full' | 'storage-unavailable' | 'storage-error',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LocalSaveError';
  }
}

export function describeStorageError(error: unknown): LocalSaveError {
  if (error instanceof LocalSaveError) return error;
  const name = error instanceof Error ? error.name : '';
  const inner = error instanceof Error && 'inner' in error && error.inner instanceof Error ? error.inner.name : '';
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') {
    return new LocalSaveError(
      'storage-full',
      'This device is out of storage space for Astra. Free up some space, then save again: what you typed is still here.',
      { cause: error },
    );
  }
  if (
    ['DatabaseClosedError', 'InvalidStateError', 'UnknownError', 'OpenFailedError', 'MissingAPIError'].includes(name) ||
    inner === 'InvalidStateError'
  ) {
    return new LocalSaveError(
      'storage-unavailable',
      "Astra lost its connection to this device's storage. Try again in a moment; if it keeps failing, reload the app.",
      { cause: error },
    );
  }
  return new LocalSaveError('storage-error', "Astra couldn't save on this device. Try again; what you typed is still here.", {
    cause: error,
  });
}

function applyOp(state: RecordState | undefined, op: OutboxOpRow): RecordState | undefined {
  switch (op.kind) {
    case 'create':
      return { ...state, ...op.payload, id: op.record_id, created_at: state?.created_at ?? op.created_at, updated_at: op.created_at };
    case 'update':
      return state ? { ...mergePatch(op.entity, state, op.payload ?? {}), updated_at: op.created_at } : undefined;
    case 'delete':
      return undefined;
  }
}

function stateOf(copy: ServerCopyRow | undefined, pending: OutboxOpRow[]): RecordState | undefined {
  let state: RecordState | undefined = copy && !copy.deleted && copy.record ? { ...copy.record } : undefined;
  for (const op of pending) state = applyOp(state, op);
  if (!state) return undefined;
  delete state.version;
  return { ...state, server_version: copy?.version ?? 0 };
}

/** Recomputes what the screens show for one record. Call inside a transaction over the entity's table, serverCopies and outbox. */
export function rebuildRecord(database: AstraDatabase, entity: SyncEntity, recordId: string): Promise<void> {
  return rebuildRecords(database, entity, [recordId]);
}

/** rebuildRecord for many records of one entity at once (a pull can touch hundreds), all reads in flight together. */
export async function rebuildRecords(
  database: AstraDatabase,
  entity: SyncEntity,
  recordIds: string[],
  /** Server copies the caller just wrote, so they need not be read back. */
  knownCopies: ReadonlyMap<string, ServerCopyRow> = new Map(),
): Promise<void> {
  if (recordIds.length === 0) return;
  const unknown = recordIds.filter((id) => !knownCopies.has(id));
  const [readCopies, pending] = await Promise.all([
    unknown.length ? database.serverCopies.bulkGet(unknown.map((id): [SyncEntity, string] => [entity, id])) : [],
    // One index read per record, all in flight at once: an anyOf() cursor would step through the
    // keys one round trip at a time, which costs more than the rest of a sync round in Chromium.
    Promise.all(recordIds.map((id) => database.outbox.where('[entity+record_id]').equals([entity, id]).toArray())).then((lists) =>
      lists.flat().filter((op) => op.status === 'pending'),
    ),
  ]);
  const copies = new Map(knownCopies);
  unknown.forEach((id, index) => {
    const copy = readCopies[index];
    if (copy) copies.set(id, copy);
  });
  const pendingByRecord = new Map<string, OutboxOpRow[]>();
  for (const op of pending.sort((a, b) => a.seq! - b.seq!)) {
    const list = pendingByRecord.get(op.record_id);
    if (list) list.push(op);
    else pendingByRecord.set(op.record_id, [op]);
  }
  const puts: RecordState[] = [];
  const deletes: string[] = [];
  recordIds.forEach((id) => {
    const state = stateOf(copies.get(id), pendingByRecord.get(id) ?? []);
    if (state) puts.push({ ...state, id });
    else deletes.push(id);
  });
  const table = database.table(entityTables[entity]);
  await Promise.all([table.bulkPut(puts), table.bulkDelete(deletes)]);
}

/** Ids of an entity's records with changes that have not reached the server yet. */
export async function pendingRecordIds(database: AstraDatabase, entity: SyncEntity): Promise<ReadonlySet<string>> {
  const ops = await database.outbox.where('status').equals('pending').toArray();
  return new Set(ops.filter((op) => op.entity === entity).map((op) => op.record_id));
}

export type LocalChange = {
  entity: SyncEntity;
  recordId: string;
  kind: SyncOpKind;
  payload?: Record<string, unknown>;
  /** Shown if the server refuses the change. */
  label?: string;
};

const changeListeners = new Set<() => void>();

/** The sync engine listens here to flush shortly after each local change. */
export function onLocalChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * An update's starting point: the fields it changes as the server will hold them when it arrives if
 * nobody else changes them first, that is the record as shown now (its server copy with this
 * device's earlier waiting changes on top). None when the record never came from the server.
 */
async function startingPoint(database: AstraDatabase, change: LocalChange): Promise<Record<string, unknown> | undefined> {
  const [copy, shown] = await Promise.all([
    database.serverCopies.get([change.entity, change.recordId]),
    database.table(entityTables[change.entity]).get(change.recordId) as Promise<Record<string, unknown> | undefined>,
  ]);
  if (!copy?.record || copy.deleted || !shown) return undefined;
  const base = Object.fromEntries(Object.keys(change.payload ?? {}).flatMap((field) => (field in shown ? [[field, shown[field]]] : [])));
  return Object.keys(base).length > 0 ? base : undefined;
}

/** Writes a change and its outbox op in one transaction; the screens update from the rebuilt record. */
export async function recordLocalChange(database: AstraDatabase, change: LocalChange): Promise<void> {
  const table = database.table(entityTables[change.entity]);
  try {
    await database.transaction('rw', [table, database.outbox, database.serverCopies], async () => {
      const base = change.kind === 'update' && change.payload ? await startingPoint(database, change) : undefined;
      const op: OutboxOpRow = {
        op_id: uuidv7(),
        entity: change.entity,
        record_id: change.recordId,
        kind: change.kind,
        created_at: new Date().toISOString(),
        status: 'pending',
        attempts: 0,
        ...(change.payload ? { payload: change.payload } : {}),
        ...(base ? { base } : {}),
        ...(change.label ? { label: change.label } : {}),
      };
      await database.outbox.add(op);
      await rebuildRecord(database, change.entity, change.recordId);
    });
  } catch (error) {
    throw describeStorageError(error);
  }
  for (const listener of changeListeners) listener();
}

/** What the write module of one synced entity offers: each write is one local change, labelled as the traveller knows the record. */
export type SyncedRecordWrites<Fields extends Labelled, Labelled extends Record<string, unknown>> = {
  /** Stores a new record (with `id` when the caller made it) and returns its id. */
  create(fields: Fields, options?: { id?: string; database?: AstraDatabase }): Promise<string>;
  /** Changes the fields in `patch`; the others stay as they are (an update op carries only what changed). */
  update(record: { id: string } & Labelled, patch: Partial<Fields>, database?: AstraDatabase): Promise<void>;
  /** Deletes the record; the server keeps a tombstone, so other devices see it go. */
  remove(record: { id: string } & Labelled, database?: AstraDatabase): Promise<void>;
};

/**
 * The create, update and delete of one synced entity, for its module in src/db (src/db/trips.ts and
 * its siblings). `labelOf` names a record in the traveller's words ("Lisbon weekend", "LON-PAR"): the
 * sync status shows it if the server refuses the change. An update is labelled as the record reads
 * after it.
 */
export function syncedRecordWrites<Fields extends Labelled, Labelled extends Record<string, unknown>>(
  entity: SyncEntity,
  labelOf: (record: Labelled) => string,
): SyncedRecordWrites<Fields, Labelled> {
  return {
    async create(fields, { id = uuidv7(), database = db } = {}) {
      await recordLocalChange(database, { entity, recordId: id, kind: 'create', payload: { ...fields }, label: labelOf(fields) });
      return id;
    },
    update(record, patch, database = db) {
      return recordLocalChange(database, {
        entity,
        recordId: record.id,
        kind: 'update',
        payload: { ...patch },
        label: labelOf({ ...record, ...patch }),
      });
    },
    remove(record, database = db) {
      return recordLocalChange(database, { entity, recordId: record.id, kind: 'delete', label: labelOf(record) });
    },
  };
}
