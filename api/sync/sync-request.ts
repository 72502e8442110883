// POST /api/sync's work: apply a batch of ops exactly once, in order, then pull what changed.
// Each op's outcome is recorded with the op id in the same transaction as its change, so a
// resent op (lost response, retry, two tabs) gets its first ack again and is never applied twice.
// Those records are forgotten once the client can no longer send their ops (forgetAnsweredOps).
import type { Insertable, Kysely } from 'kysely';
import type { Storage } from '../db/index';
import type { Database } from '../db/schema';
import { syncLimits, type SyncAck, type SyncEntity, type SyncError, type SyncOp, type SyncResponse } from '../../src/domain/sync-protocol';
import { syncOpSchema, type SyncRequestEnvelope } from '../../src/domain/sync-schema';
import { describeIssues } from '../validate';
import { syncedEntities, type WriteContext } from './entities';
import {
  changesSince,
  createRecord,
  prefetchRows,
  deleteRecord,
  lastVersionOf,
  updateRecord,
  withOwner,
  type DeleteOutcome,
  type OwnerTransaction,
  type RecordOutcome,
} from './store';

type OpResult = { ack: SyncAck; version: number | null };

export async function runSync(
  storage: Storage,
  ownerId: string,
  request: SyncRequestEnvelope,
  context?: WriteContext,
): Promise<SyncResponse> {
  if (request.ops.length === 0) {
    // A pure pull writes nothing, not even the owner's row.
    return { acks: [], ...(await pull(storage.db, ownerId, request.cursor, await lastVersionOf(storage.db, ownerId))) };
  }
  return withOwner(
    storage,
    ownerId,
    async (owner) => {
      const batch = await prepareBatch(owner, request.ops);
      const acks: SyncAck[] = [];
      for (const op of request.ops) acks.push(await applyOnce(owner, batch, request.client_id, op));
      for (let start = 0; start < batch.records.length; start += 100) {
        await owner.trx
          .insertInto('applied_ops')
          .values(batch.records.slice(start, start + 100))
          .execute();
      }
      await forgetAnsweredOps(owner, request.client_id, request.ops);
      return { acks, ...(await pull(owner.trx, ownerId, request.cursor, owner.startVersion)) };
    },
    context,
  );
}

/**
 * How long an applied op is remembered at least: far longer than any request can take (the server
 * drops a connection idle for 30 s), so no earlier request still carrying the op can be in flight.
 */
export const appliedOpMemoryMs = 3600_000;

/**
 * A client sends its waiting ops oldest first (by seq), and an op leaves its outbox only in the
 * transaction that stores the server's answer to it. So when a request's lowest seq is N, the
 * client has the answers to all its ops below N and will never send them again (a rejected op it
 * retries goes out under a new op id): their records are forgotten, once an hour old.
 */
async function forgetAnsweredOps(owner: OwnerTransaction, clientId: string, ops: unknown[]): Promise<void> {
  let lowest = Number.POSITIVE_INFINITY;
  for (const op of ops) {
    const seq = isObject(op) ? syncOpSchema.shape.seq.safeParse(op.seq) : undefined;
    if (seq?.success) lowest = Math.min(lowest, seq.data);
  }
  if (!Number.isFinite(lowest)) return;
  await owner.trx
    .deleteFrom('applied_ops')
    .where('owner_id', '=', owner.ownerId)
    .where('client_id', '=', clientId)
    .where('seq', '<', lowest)
    .where('applied_at', '<', new Date(Date.now() - appliedOpMemoryMs).toISOString())
    .execute();
}

/** What a batch knows up front: the acks of op ids seen before, and the records its ops touch, each read in one query. */
type Batch = { acks: Map<string, SyncAck>; records: Insertable<Database['applied_ops']>[] };

async function prepareBatch(owner: OwnerTransaction, ops: unknown[]): Promise<Batch> {
  const opIds: string[] = [];
  const recordIds = new Map<SyncEntity, string[]>();
  for (const op of ops) {
    const parsed = syncOpSchema.safeParse(op);
    if (!parsed.success) continue;
    opIds.push(parsed.data.op_id);
    const ids = recordIds.get(parsed.data.entity) ?? [];
    ids.push(parsed.data.record_id);
    recordIds.set(parsed.data.entity, ids);
  }
  const acks = new Map<string, SyncAck>();
  for (let start = 0; start < opIds.length; start += 500) {
    const seen = await owner.trx
      .selectFrom('applied_ops')
      .select(['op_id', 'ack'])
      .where('owner_id', '=', owner.ownerId)
      .where('op_id', 'in', opIds.slice(start, start + 500))
      .execute();
    for (const row of seen) acks.set(row.op_id, JSON.parse(row.ack) as SyncAck);
  }
  for (const [entity, ids] of recordIds) await prefetchRows(owner, syncedEntities[entity], ids);
  return { acks, records: [] };
}

async function pull(db: Kysely<Database>, ownerId: string, cursor: number, lastVersion: number): Promise<Omit<SyncResponse, 'acks'>> {
  // A cursor past the owner's last version means the server's data was reset: send everything again.
  const isReset = cursor > lastVersion;
  const since = isReset ? 0 : cursor;
  const { changes, hasMore } = await changesSince(db, ownerId, since, syncLimits.maxChangesPerPull);
  return { changes, cursor: changes.at(-1)?.version ?? since, has_more: hasMore, ...(isReset ? { reset: true as const } : {}) };
}

const rejected = (opId: string, error: SyncError): OpResult => ({ ack: { op_id: opId, status: 'rejected', error }, version: null });
const invalid = (opId: string, message: string) => rejected(opId, { code: 'invalid-input', message });

const isObject = (op: unknown): op is Record<string, unknown> => typeof op === 'object' && op !== null && !Array.isArray(op);

async function applyOnce(owner: OwnerTransaction, batch: Batch, clientId: string, op: unknown): Promise<SyncAck> {
  if (!isObject(op)) return invalid('', 'Each op must be an object with op_id, seq, entity, record_id and kind').ack;
  const parsed = syncOpSchema.safeParse(op);
  const opId = syncOpSchema.shape.op_id.safeParse(op.op_id);
  if (!opId.success) {
    // Without an op id there is nothing to remember the answer by; the client matches it by what it sent.
    return invalid(typeof op.op_id === 'string' ? op.op_id : '', describeIssues(parsed.error?.issues ?? opId.error.issues)).ack;
  }
  const seen = batch.acks.get(opId.data);
  if (seen) return { ...seen, duplicate: true };

  const { ack, version } = parsed.success ? await apply(owner, parsed.data) : invalid(opId.data, describeIssues(parsed.error.issues));
  const { shape } = syncOpSchema;
  batch.acks.set(opId.data, ack);
  batch.records.push({
    owner_id: owner.ownerId,
    op_id: opId.data,
    client_id: clientId,
    seq: shape.seq.safeParse(op.seq).data ?? null,
    entity: shape.entity.safeParse(op.entity).data ?? null,
    record_id: shape.record_id.safeParse(op.record_id).data ?? null,
    applied_at: new Date().toISOString(),
    version,
    ack: JSON.stringify(ack),
  });
  return ack;
}

function resultOf(opId: string, outcome: RecordOutcome | DeleteOutcome): OpResult {
  if (outcome.status === 'refused') return rejected(opId, outcome.error);
  return { ack: { op_id: opId, status: 'applied' }, version: outcome.status === 'changed' ? outcome.version : null };
}

async function apply(owner: OwnerTransaction, op: SyncOp): Promise<OpResult> {
  const entity = syncedEntities[op.entity];
  const ref = { owner, entity, id: op.record_id };
  switch (op.kind) {
    case 'create': {
      if (!op.payload) return invalid(op.op_id, `payload: a create carries the new ${op.entity}'s fields`);
      const payload = entity.create.safeParse(op.payload);
      if (!payload.success) return invalid(op.op_id, describeIssues(payload.error.issues));
      if (payload.data.id !== undefined && payload.data.id !== op.record_id)
        return invalid(op.op_id, 'payload.id must be the same as record_id');
      // A create of a live record sets its fields: the device's latest create wins, and a replay is harmless.
      return resultOf(op.op_id, await createRecord(ref, payload.data.columns, { overwrite: true }));
    }
    case 'update': {
      if (!op.payload) return invalid(op.op_id, `payload: an update carries the ${op.entity}'s changed fields`);
      const patch = entity.patch.safeParse(op.payload);
      if (!patch.success) return invalid(op.op_id, describeIssues(patch.error.issues));
      return resultOf(op.op_id, await updateRecord(ref, patch.data));
    }
    case 'delete': {
      const outcome = await deleteRecord(ref);
      // Deleting what is already gone (or never arrived) ends in the same state: nothing to refuse.
      return outcome.status === 'refused' ? { ack: { op_id: op.op_id, status: 'applied' }, version: null } : resultOf(op.op_id, outcome);
    }
  }
}
