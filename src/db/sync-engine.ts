// The sync engine: the only part of the app that talks to the server about user data.
// It pushes the outbox in batches and pulls changes since its cursor, in one request per round
// (POST /api/sync). Rules (see docs/decisions/004-sync-protocol.md):
// - an op leaves the outbox only when the server acknowledged it, in the same Dexie transaction
//   that stores the pulled changes and the new cursor, so a crash at any point just resends it
//   (the server applies each op id once);
// - network errors, timeouts, 429 and 5xx retry with capped, jittered backoff; a 4xx for one op
//   marks that op rejected and the queue moves on;
// - only one tab flushes at a time (Web Locks); a flush never runs inside a Dexie transaction.
// Beside it: sync-retry.ts (error classes, backoff), sync-reset.ts (a server reset), sync-triggers.ts (when to flush).
import { entityTables, sharedTripsKey, type AstraDatabase, type OutboxOpRow, type ServerCopyRow } from './database';
import { rebuildRecord, rebuildRecords } from './local-changes';
import { loadDeviceIdentity } from './device';
import { sendEverythingAgain } from './sync-reset';
import {
  backoffDelay,
  classifyError,
  describeSyncFailure,
  rejectionOf,
  syncFailureOf,
  SyncRequestError,
  type SyncFailure,
} from './sync-retry';
import { installSyncTriggers } from './sync-triggers';
import { uuidv7 } from '../domain/ids';
import { syncLimits, type SyncEntity, type SyncError, type SyncOp, type SyncRequest, type SyncResponse } from '../domain/sync-protocol';

export type SyncTransport = (request: SyncRequest) => Promise<SyncResponse>;

export type SyncPhase = 'idle' | 'syncing' | 'waiting-to-retry' | 'offline' | 'blocked';

export type SyncState = {
  phase: SyncPhase;
  /** Why the last round failed, in words for the traveller. */
  lastError?: string;
  /** The same failure, for saying it in the app's language. */
  lastFailure?: SyncFailure;
  nextRetryAt?: number;
  consecutiveFailures: number;
};

export type FlushResult = { requests: number; acknowledged: number; rejected: number; pulled: number };

export type SyncEngineOptions = {
  transport: SyncTransport;
  batchSize?: number;
  /** Wait after a local change before flushing, so a burst of edits goes in one request. */
  debounceMs?: number;
  intervalMs?: number;
  random?: () => number;
  /** Cross-tab mutual exclusion; defaults to navigator.locks when present. */
  withLock?: <T>(task: () => Promise<T>) => Promise<T>;
  isOnline?: () => boolean;
  /** Told, after they are stored, which records a pull changed and what the server's copy was before. */
  onPulled?: (changes: PulledChange[]) => void;
};

export type PulledChange = { entity: SyncEntity; before?: ServerCopyRow; after: ServerCopyRow };

const lockName = 'astra-sync';

function defaultLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(lockName, task) : task();
}

function toWire(op: OutboxOpRow): SyncOp {
  return {
    op_id: op.op_id,
    seq: op.seq!,
    entity: op.entity,
    record_id: op.record_id,
    kind: op.kind,
    ...(op.payload ? { payload: op.payload } : {}),
    ...(op.base ? { base: op.base } : {}),
  };
}

export class SyncEngine {
  private state: SyncState = { phase: 'idle', consecutiveFailures: 0 };
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | undefined;
  private rerun = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerDueAt = Infinity;
  private readonly options: Required<Omit<SyncEngineOptions, 'withLock' | 'isOnline' | 'onPulled'>> &
    Pick<SyncEngineOptions, 'withLock' | 'isOnline' | 'onPulled'>;

  constructor(
    private readonly database: AstraDatabase,
    options: SyncEngineOptions,
  ) {
    this.options = {
      batchSize: syncLimits.maxOpsPerPush,
      debounceMs: 400,
      intervalMs: 30_000,
      random: Math.random,
      ...options,
    };
  }

  getState = (): SyncState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setState(patch: Partial<SyncState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private stopped = false;

  /** Cancels any planned flush and plans no more (a round in progress finishes). */
  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.timerDueAt = Infinity;
  }

  /** Flushes after `delayMs`, unless a flush is already due sooner. */
  schedule(delayMs = 0): void {
    if (this.stopped) return;
    const dueAt = Date.now() + delayMs;
    if (this.timer !== undefined && this.timerDueAt <= dueAt) return;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timerDueAt = dueAt;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerDueAt = Infinity;
      void this.sync().catch(() => undefined);
    }, delayMs);
  }

  /** Runs one full round (push everything pending, pull everything new). Calls during a round make one more round after it. */
  sync(): Promise<void> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.rerun = false;
          await this.roundWithState();
        } while (this.rerun);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  private async roundWithState(): Promise<void> {
    if (this.options.isOnline && !this.options.isOnline()) {
      this.setState({ phase: 'offline' });
      return;
    }
    this.setState({ phase: 'syncing' });
    try {
      await this.flush();
      this.setState({ phase: 'idle', lastError: undefined, lastFailure: undefined, nextRetryAt: undefined, consecutiveFailures: 0 });
    } catch (error) {
      const failures = this.state.consecutiveFailures + 1;
      const errorClass = classifyError(error);
      const delay = backoffDelay(failures, this.options.random, error instanceof SyncRequestError ? error.retryAfterMs : undefined);
      const offline = error instanceof SyncRequestError && error.status === 0;
      this.setState({
        phase:
          errorClass === 'blocked'
            ? 'blocked'
            : offline && this.options.isOnline && !this.options.isOnline()
              ? 'offline'
              : 'waiting-to-retry',
        lastError: describeSyncFailure(error),
        lastFailure: syncFailureOf(error),
        nextRetryAt: Date.now() + delay,
        consecutiveFailures: failures,
      });
      this.schedule(delay);
      throw error;
    }
  }

  /** Pushes and pulls until the outbox is empty and the server has nothing newer, under the cross-tab lock. */
  flush(): Promise<FlushResult> {
    return (this.options.withLock ?? defaultLock)(() => this.flushUnlocked());
  }

  private async flushUnlocked(): Promise<FlushResult> {
    const { clientId } = await loadDeviceIdentity(this.database);
    const result: FlushResult = { requests: 0, acknowledged: 0, rejected: 0, pulled: 0 };
    let batchSize = this.options.batchSize;
    const [cursorRow, cursorsRow] = await this.database.meta.bulkGet(['sync_cursor', sharedCursorsKey]);
    let cursor = typeof cursorRow?.value === 'number' ? cursorRow.value : 0;
    let cursors = cursorsOf(cursorsRow?.value);
    /** Records whose ops the server acknowledged in this flush, rebuilt once the pull is complete. */
    const acknowledged: Array<[SyncEntity, string]> = [];
    for (;;) {
      // Index entries with equal keys come in primary-key order, so this is the oldest pending ops
      // first, read with one getAll rather than a cursor step per op.
      const ops = await this.database.outbox.where('status').equals('pending').limit(batchSize).toArray();
      let response: SyncResponse;
      try {
        result.requests++;
        response = await this.options.transport({ client_id: clientId, cursor, cursors, ops: ops.map(toWire) });
      } catch (error) {
        const errorClass = classifyError(error);
        if (errorClass === 'reject' && ops.length > 1) {
          // Find the op the server refuses by sending one at a time.
          batchSize = 1;
          continue;
        }
        if (errorClass === 'reject' && ops.length === 1) {
          await this.markRejected(ops[0]!, rejectionOf(error));
          result.rejected++;
          continue;
        }
        await this.countAttempt(ops);
        throw error;
      }
      // A server whose data was reset no longer has what this device pulled from it: send it again.
      const replaced = response.reset ? await sendEverythingAgain(this.database) : new Set<number>();
      const counts = await this.applyResponse(
        ops.filter((op) => !replaced.has(op.seq!)),
        response,
        acknowledged,
      );
      cursor = response.cursor;
      cursors = nextCursors(cursors, response);
      result.acknowledged += counts.acknowledged;
      result.rejected += counts.rejected;
      result.pulled += response.changes.length;
      batchSize = this.options.batchSize;
      if (response.has_more) continue;
      if (ops.length > 0 && counts.acknowledged + counts.rejected === 0) {
        // The server answered but acknowledged none of our ops: stop rather than loop.
        throw new SyncRequestError(502, 'sync-no-acks', 'The server did not confirm our changes.');
      }
      const stillPending = await this.database.outbox.where('status').equals('pending').count();
      if (stillPending === 0) return result;
    }
  }

  private async countAttempt(ops: OutboxOpRow[]) {
    if (ops.length === 0) return;
    await this.database.outbox
      .bulkUpdate(ops.map((op) => ({ key: op.seq!, changes: { attempts: op.attempts + 1 } })))
      .catch(() => undefined);
  }

  private async markRejected(op: OutboxOpRow, error: SyncError) {
    const database = this.database;
    await database.transaction('rw', [database.table(tableOf(op.entity)), database.outbox, database.serverCopies], async () => {
      await database.outbox.update(op.seq!, { status: 'rejected', error });
      await rebuildRecord(database, op.entity, op.record_id);
    });
  }

  /** Stores the server's answer in one transaction: acks leave the outbox, pulled changes become server copies, records are rebuilt. */
  private async applyResponse(
    sent: OutboxOpRow[],
    response: SyncResponse,
    acknowledged: Array<[SyncEntity, string]>,
  ): Promise<{ acknowledged: number; rejected: number }> {
    const database = this.database;
    const acks = new Map(response.acks.map((ack) => [ack.op_id, ack]));
    const counts = { acknowledged: 0, rejected: 0 };
    const pulled: PulledChange[] = [];
    const tables = [...new Set(Object.values(entityTables))].map((name) => database.table(name));
    await database.transaction('rw', [...tables, database.outbox, database.serverCopies, database.meta], async () => {
      const touched = new Map<SyncEntity, Set<string>>();
      const touch = (entity: SyncEntity, recordId: string) => {
        const ids = touched.get(entity) ?? new Set<string>();
        ids.add(recordId);
        touched.set(entity, ids);
      };
      const done: number[] = [];
      for (const op of sent) {
        const ack = acks.get(op.op_id);
        if (!ack) continue;
        if (ack.status === 'applied') {
          done.push(op.seq!);
          acknowledged.push([op.entity, op.record_id]);
          counts.acknowledged++;
        } else {
          await database.outbox.update(op.seq!, {
            status: 'rejected',
            error: ack.error ?? { code: 'rejected', message: 'The server refused this change.' },
          });
          counts.rejected++;
          touch(op.entity, op.record_id);
        }
      }
      await deleteAcknowledged(database, done);
      // Shared trips this traveller may no longer read: what the device holds of them goes (its
      // pending changes stay in the outbox, and the server refuses them with a reason to show).
      if (response.dropped?.length) {
        const dropped = new Set(response.dropped);
        const gone = await database.serverCopies.filter((copy) => copy.scope !== undefined && dropped.has(copy.scope)).toArray();
        await database.serverCopies.bulkDelete(gone.map((copy): [SyncEntity, string] => [copy.entity, copy.record_id]));
        for (const copy of gone) touch(copy.entity, copy.record_id);
      }
      const current = await database.serverCopies.bulkGet(
        response.changes.map((change): [SyncEntity, string] => [change.entity, change.record_id]),
      );
      // A change older than the copy we hold (a page of a pull seen twice) is skipped. Versions of
      // two scopes are never compared: a record that moved to a shared trip's scope takes its copy there.
      const fresh = response.changes.flatMap((change, index) => {
        const before = current[index];
        return before && before.scope === change.scope && before.version >= change.version ? [] : [{ change, before }];
      });
      const copies: ServerCopyRow[] = fresh.map(({ change }) => ({
        entity: change.entity,
        record_id: change.record_id,
        version: change.version,
        deleted: change.deleted,
        ...(change.record ? { record: change.record } : {}),
        ...(change.scope ? { scope: change.scope } : {}),
      }));
      await database.serverCopies.bulkPut(copies);
      fresh.forEach(({ change, before }, index) =>
        pulled.push({ entity: change.entity, after: copies[index]!, ...(before ? { before } : {}) }),
      );
      const newer = fresh.map(({ change }) => change);
      for (const change of newer) touch(change.entity, change.record_id);
      // Once the pull is complete, a record whose op was acknowledged shows the server's copy alone,
      // even when no copy came (a shared trip this traveller may no longer read took it away).
      if (!response.has_more) for (const [entity, recordId] of acknowledged.splice(0)) touch(entity, recordId);
      for (const [entity, ids] of touched) {
        const known = new Map(copies.filter((copy) => copy.entity === entity).map((copy) => [copy.record_id, copy]));
        await rebuildRecords(database, entity, [...ids], known);
      }
      const stored = await database.meta.get(sharedCursorsKey);
      await database.meta.bulkPut([
        { key: 'sync_cursor', value: response.cursor },
        { key: sharedCursorsKey, value: nextCursors(cursorsOf(stored?.value), response) },
        { key: 'last_synced_at', value: new Date().toISOString() },
        ...(response.shared ? [{ key: sharedTripsKey, value: response.shared }] : []),
      ]);
    });
    if (pulled.length > 0) this.options.onPulled?.(pulled);
    return counts;
  }

  /** Lets the traveller send a refused change again (after the server was fixed, or to see the reason again). */
  async retryRejected(seq: number): Promise<void> {
    const database = this.database;
    const op = await database.outbox.get(seq);
    if (!op || op.status !== 'rejected') return;
    await database.transaction('rw', [database.table(tableOf(op.entity)), database.outbox, database.serverCopies], async () => {
      // A new op id: the server remembers its answer to the old one and would refuse it again unseen.
      await database.outbox.update(seq, { op_id: uuidv7(), status: 'pending', attempts: 0, error: undefined });
      await rebuildRecord(database, op.entity, op.record_id);
    });
    this.schedule(0);
  }

  async dismissRejected(seq: number): Promise<void> {
    await this.database.outbox.delete(seq);
  }

  /** Installs the triggers (sync-triggers.ts); returns what removes them and stops the engine. */
  start(onLocalChange: (listener: () => void) => () => void): () => void {
    this.stopped = false;
    const removeTriggers = installSyncTriggers({
      syncNow: () => this.schedule(0),
      syncSoon: () => this.schedule(this.options.debounceMs),
      wentOffline: () => this.setState({ phase: 'offline' }),
      intervalMs: this.options.intervalMs,
      onLocalChange,
    });
    return () => {
      removeTriggers();
      this.stop();
    };
  }
}

const tableOf = (entity: SyncEntity) => entityTables[entity];

/** The `meta` key of each shared trip scope's cursor (`{ "trip:<id>": version }`). */
const sharedCursorsKey = 'sync_cursors';

function cursorsOf(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/** The shared trips' cursors after a response: its cursors over ours, the scopes it dropped gone. */
function nextCursors(cursors: Record<string, number>, response: SyncResponse): Record<string, number> {
  const next = { ...cursors, ...response.cursors };
  for (const scope of response.dropped ?? []) delete next[scope];
  return next;
}

/**
 * Removes acknowledged ops. A batch is usually a run of consecutive ops with nothing else between
 * them, which one key-range delete removes in a single request instead of one request per op.
 */
async function deleteAcknowledged(database: AstraDatabase, seqs: number[]): Promise<void> {
  if (seqs.length === 0) return;
  const first = Math.min(...seqs);
  const last = Math.max(...seqs);
  const range = database.outbox.where('seq').between(first, last, true, true);
  if ((await range.count()) === seqs.length) await range.delete();
  else await database.outbox.bulkDelete(seqs);
}
