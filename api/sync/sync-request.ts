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
import { ApiError } from '../errors';
import { syncedEntities, type SyncedEntity, type WriteContext } from './entities';
import { keepReplaced } from './replaced-changes';
import { membershipsOf, removedTripIdsOf, type Membership } from './scopes';
import { privateColumnOf, syncEntityRegistry, tripColumnOf } from '../../src/domain/synced-entities';
import { tripScopeOf } from '../../src/domain/trip-sharing';
import {
  changesSince,
  createRecord,
  prefetchRows,
  deleteRecord,
  findRow,
  lastVersionOf,
  updateRecord,
  withOwners,
  type DeleteOutcome,
  type OwnerTransaction,
  type RecordOutcome,
} from './store';

type OpResult = { ack: SyncAck; version: number | null };

export async function runSync(
  storage: Storage,
  travellerId: string,
  request: SyncRequestEnvelope,
  context?: WriteContext,
  /** The device's key hash: a push checks, under the locks, that the device still belongs to this traveller. */
  deviceId?: string,
): Promise<SyncResponse> {
  // Only a client that sends cursors for shared trips reads them (an older one would compare versions of two scopes).
  const readsShared = request.cursors !== undefined;
  if (request.ops.length === 0) {
    // A pure pull writes nothing, not even the owner's row.
    const memberships = readsShared ? await membershipsOf(storage.db, travellerId) : [];
    const lastVersion = await lastVersionOf(storage.db, travellerId);
    return { acks: [], ...(await pull(storage.db, travellerId, request, lastVersion, memberships, { locked: false })) };
  }
  const seen = await membershipsOf(storage.db, travellerId);
  return withOwners(
    storage,
    [travellerId, ...seen.map((membership) => membership.scope)],
    async (owners) => {
      const own = owners.get(travellerId)!;
      if (deviceId !== undefined) await stillTheTraveller(own, deviceId);
      // Read again under the locks: a join, a role change or a removal of a locked trip waits for us.
      const memberships = (await membershipsOf(own.trx, travellerId)).filter((membership) => owners.has(membership.scope));
      const routes = new OpRoutes(own, owners, memberships);
      const batch = await prepareBatch(own, [...owners.values()], request.ops);
      const acks: SyncAck[] = [];
      for (const op of request.ops) acks.push(await applyOnce(own, routes, batch, request.client_id, op));
      for (let start = 0; start < batch.records.length; start += 100) {
        await own.trx
          .insertInto('applied_ops')
          .values(batch.records.slice(start, start + 100))
          .execute();
      }
      await forgetAnsweredOps(own, request.client_id, request.ops);
      return { acks, ...(await pull(own.trx, travellerId, request, own.startVersion, readsShared ? memberships : [], { locked: true })) };
    },
    context,
  );
}

/**
 * A device linked to another traveller while this request waited for the lock (the link moves the
 * old traveller's records under that lock) must not write under its old owner: it is asked to send
 * again, and the next request is the new traveller's.
 */
async function stillTheTraveller(own: OwnerTransaction, deviceId: string): Promise<void> {
  const row = await own.trx
    .selectFrom('devices')
    .select(['traveller_id', 'removed_at'])
    .where('key_hash', '=', deviceId)
    .executeTakeFirst();
  const travellerNow = row ? row.traveller_id : deviceId;
  if (travellerNow !== own.ownerId || row?.removed_at != null) {
    throw new ApiError(503, 'device-changed', 'This device was linked or removed just now: send the changes again.');
  }
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

async function prepareBatch(owner: OwnerTransaction, scopes: OwnerTransaction[], ops: unknown[]): Promise<Batch> {
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
  for (const scope of scopes) {
    for (const [entity, ids] of recordIds) await prefetchRows(scope, syncedEntities[entity], ids);
  }
  return { acks, records: [] };
}

/**
 * The changes after the request's cursors: the traveller's own scope first, then each shared trip's
 * (when the client reads them), at most maxChangesPerPull in all. A cursor past a scope's last
 * version means the server's data was reset: that scope starts again from 0. A pull without the
 * scopes' locks reads each scope no further than its last version read before (see changesSince);
 * one holding them sees no write but its own, which it includes.
 */
async function pull(
  db: Kysely<Database>,
  travellerId: string,
  request: SyncRequestEnvelope,
  lastVersion: number,
  memberships: Membership[],
  { locked }: { locked: boolean },
): Promise<Omit<SyncResponse, 'acks'>> {
  const isReset = request.cursor > lastVersion;
  const since = isReset ? 0 : request.cursor;
  const limit = syncLimits.maxChangesPerPull;
  const own = await changesSince(db, travellerId, since, limit, locked ? undefined : lastVersion);
  const response: Omit<SyncResponse, 'acks'> = {
    changes: own.changes,
    cursor: own.changes.at(-1)?.version ?? since,
    has_more: own.hasMore,
    ...(isReset ? { reset: true as const } : {}),
  };
  if (request.cursors === undefined) return response;
  const cursors: Record<string, number> = {};
  for (const membership of memberships) {
    const sent = request.cursors[membership.scope] ?? 0;
    const room = limit - response.changes.length;
    if (room <= 0) {
      cursors[membership.scope] = sent;
      response.has_more = true;
      continue;
    }
    const scopeVersion = await lastVersionOf(db, membership.scope);
    const from = sent > scopeVersion ? 0 : sent;
    const page = await changesSince(db, membership.scope, from, room, locked ? undefined : scopeVersion);
    for (const change of page.changes) response.changes.push({ ...change, scope: membership.scope });
    cursors[membership.scope] = page.changes.at(-1)?.version ?? from;
    if (page.hasMore) response.has_more = true;
  }
  const readable = new Set(memberships.map((membership) => membership.scope));
  return {
    ...response,
    cursors,
    shared: memberships.map(({ scope, tripId, role, memberId }) => ({ scope, trip_id: tripId, role, member_id: memberId })),
    dropped: Object.keys(request.cursors).filter((scope) => !readable.has(scope)),
  };
}

/**
 * Where each op's record lives and whether this traveller may change it there: its own scope, or a
 * shared trip's scope it is a member of (by the record's row, or for a new record by its trip). A
 * trip the traveller was removed from, a viewer's change and a record written by the server only
 * are refused in words the device shows.
 */
class OpRoutes {
  private removed: Promise<Set<string>> | undefined;

  constructor(
    private readonly own: OwnerTransaction,
    private readonly owners: ReadonlyMap<string, OwnerTransaction>,
    private readonly memberships: Membership[],
  ) {}

  private membershipOf(tripId: unknown): Membership | undefined {
    return typeof tripId === 'string' ? this.memberships.find((membership) => membership.tripId === tripId) : undefined;
  }

  private removedTrips(): Promise<Set<string>> {
    this.removed ??= removedTripIdsOf(this.own.trx, this.own.ownerId);
    return this.removed;
  }

  async target(op: SyncOp): Promise<{ owner: OwnerTransaction; membership?: Membership } | { refusal: SyncError }> {
    const entity = syncedEntities[op.entity];
    if ('serverWritten' in syncEntityRegistry[op.entity]) {
      return {
        refusal: {
          code: 'server-written',
          message: `A ${entity.entity.replace(/_/g, ' ')} is changed from the trip's Share panel, not by sync.`,
        },
      };
    }
    const tripColumn = tripColumnOf(op.entity);
    if (!tripColumn) return { owner: this.own };
    // An existing record stays where it is; a new one goes where its trip is.
    let membership: Membership | undefined;
    if (await findRow({ owner: this.own, entity, id: op.record_id })) return { owner: this.own };
    // A private record (a passport in the wallet) is made in its traveller's own scope and never shared.
    const privateColumn = privateColumnOf(op.entity);
    if (privateColumn && op.kind === 'create' && op.payload?.[privateColumn] === true) return { owner: this.own };
    for (const candidate of this.memberships) {
      if (await findRow({ owner: this.owners.get(candidate.scope)!, entity, id: op.record_id })) membership = candidate;
    }
    const tripId = tripColumn === 'id' ? op.record_id : op.payload?.[tripColumn];
    membership ??= this.membershipOf(tripId);
    if (!membership) {
      const removed = await this.removedTrips();
      if (typeof tripId === 'string' && removed.has(tripId)) return { refusal: removedFromTrip };
      if (op.kind !== 'create' && (await this.inRemovedTrip(entity, op.record_id, removed))) return { refusal: removedFromTrip };
      return { owner: this.own };
    }
    if (membership.role === 'viewer') {
      return {
        refusal: {
          code: 'trip-read-only',
          message: "You can view this shared trip but not change it, so this change was not saved. Ask the trip's owner to let you edit.",
        },
      };
    }
    if (op.entity === 'trip' && op.kind === 'delete' && membership.role !== 'owner') {
      return {
        refusal: {
          code: 'trip-owner-only',
          message: "Only the trip's owner can delete a shared trip. You can leave it from the trip's Share panel instead.",
        },
      };
    }
    return { owner: this.owners.get(membership.scope)!, membership };
  }

  /** Whether a record lives in the scope of a trip this traveller was removed from. */
  private async inRemovedTrip(entity: SyncedEntity, id: string, removed: Set<string>): Promise<boolean> {
    if (removed.size === 0) return false;
    const row = await this.own.trx
      .selectFrom(entity.table)
      .select('id')
      .where('owner_id', 'in', [...removed].map(tripScopeOf))
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }
}

const removedFromTrip: SyncError = {
  code: 'trip-access-removed',
  message: 'You were removed from this shared trip, so this change was not saved. What you wrote is kept here for you to copy.',
};

const rejected = (opId: string, error: SyncError): OpResult => ({ ack: { op_id: opId, status: 'rejected', error }, version: null });
const invalid = (opId: string, message: string) => rejected(opId, { code: 'invalid-input', message });

const isObject = (op: unknown): op is Record<string, unknown> => typeof op === 'object' && op !== null && !Array.isArray(op);

async function applyOnce(owner: OwnerTransaction, routes: OpRoutes, batch: Batch, clientId: string, op: unknown): Promise<SyncAck> {
  if (!isObject(op)) return invalid('', 'Each op must be an object with op_id, seq, entity, record_id and kind').ack;
  const parsed = syncOpSchema.safeParse(op);
  const opId = syncOpSchema.shape.op_id.safeParse(op.op_id);
  if (!opId.success) {
    // Without an op id there is nothing to remember the answer by; the client matches it by what it sent.
    return invalid(typeof op.op_id === 'string' ? op.op_id : '', describeIssues(parsed.error?.issues ?? opId.error.issues)).ack;
  }
  const seen = batch.acks.get(opId.data);
  if (seen) return { ...seen, duplicate: true };

  const { ack, version } = parsed.success ? await routed(routes, parsed.data) : invalid(opId.data, describeIssues(parsed.error.issues));
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

async function routed(routes: OpRoutes, op: SyncOp): Promise<OpResult> {
  const target = await routes.target(op);
  return 'refusal' in target ? rejected(op.op_id, target.refusal) : apply(target.owner, op, target.membership?.displayName ?? null);
}

async function apply(owner: OwnerTransaction, op: SyncOp, changedBy: string | null): Promise<OpResult> {
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
      const before = await findRow(ref);
      const outcome = await updateRecord(ref, patch.data);
      if (outcome.status === 'changed' && op.base && before) await keepReplaced(owner, entity, before, outcome.record, op.base, changedBy);
      return resultOf(op.op_id, outcome);
    }
    case 'delete': {
      const outcome = await deleteRecord(ref);
      // Deleting what is already gone (or never arrived) ends in the same state: nothing to refuse.
      return outcome.status === 'refused' ? { ack: { op_id: op.op_id, status: 'applied' }, version: null } : resultOf(op.op_id, outcome);
    }
  }
}
