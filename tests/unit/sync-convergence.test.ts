// Convergence, property-based and seeded: several devices (each its own IndexedDB in
// fake-indexeddb and the real sync engine) share one device key and make random creates, edits and
// deletes while the network drops requests, drops responses after the server applied them,
// duplicates and delays (reorders) deliveries, answers 503, and the server restarts. At the end,
// with the network healed, every device holds exactly the server's trips, nothing was lost and no
// op was applied twice. Runs against SQLite and, when TEST_DATABASE_URL is set, PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { dropPostgresSchema, openStorage, type Storage, type StorageOptions } from '../../api/db/index';
import { AstraDatabase } from '../../src/db/database';
import { recordLocalChange } from '../../src/db/local-changes';
import { SyncEngine } from '../../src/db/sync-engine';
import { SyncRequestError } from '../../src/db/sync-retry';
import { uuidv7 } from '../../src/domain/ids';
import type { SyncRequest, SyncResponse } from '../../src/domain/sync-protocol';
import { storageKinds, testDatabaseUrl, type StorageKind } from '../setup/storage';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const numRuns = Number(process.env.FC_RUNS ?? 30);
const deviceKey = 'convergence-test-device-key-0123456789';

/** A server whose storage can be closed and reopened (a restart) between requests. */
class RestartableServer {
  storage!: Storage;
  app!: ReturnType<typeof createApp>;
  private constructor(
    private readonly options: StorageOptions,
    private readonly cleanupFiles: () => Promise<void>,
  ) {}

  static async open(kind: StorageKind): Promise<RestartableServer> {
    if (kind === 'sqlite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'astra-converge-'));
      const server = new RestartableServer({ kind: 'sqlite', file: path.join(dir, 'server.sqlite') }, async () =>
        rmSync(dir, { recursive: true, force: true }),
      );
      await server.start();
      return server;
    }
    const schema = `c_${randomBytes(6).toString('hex')}`;
    const server = new RestartableServer({ kind: 'postgres', url: testDatabaseUrl!, schema }, () =>
      dropPostgresSchema(testDatabaseUrl!, schema),
    );
    await server.start();
    return server;
  }

  private async start() {
    this.storage = await openStorage(this.options);
    this.app = createApp({ storage: this.storage, version: 'test' });
  }

  async restart() {
    await this.storage.close();
    await this.start();
  }

  async close() {
    await this.storage.close();
    await this.cleanupFiles();
  }

  async deliver(request: SyncRequest): Promise<{ status: number; body: unknown }> {
    const response = await this.app.request('/api/sync', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': deviceKey },
      body: JSON.stringify(request),
    });
    return { status: response.status, body: await response.json() };
  }

  async trips(): Promise<unknown[]> {
    const response = await this.app.request('/api/trips', { headers: { 'x-device-key': deviceKey } });
    expect(response.status).toBe(200);
    return (await response.json()) as unknown[];
  }
}

type Fault = 'ok' | 'drop-request' | 'drop-response' | 'duplicate' | 'delay' | 'server-error';

/** The network between devices and server: each request meets the next planned fault. */
class FlakyNetwork {
  faults: Fault[] = [];
  delayed: SyncRequest[] = [];
  constructor(private readonly server: RestartableServer) {}

  transport = async (request: SyncRequest): Promise<SyncResponse> => {
    const fault = this.faults.shift() ?? 'ok';
    const copy = structuredClone(request);
    switch (fault) {
      case 'drop-request':
        throw new SyncRequestError(0, 'network-error', 'dropped before the server');
      case 'server-error':
        throw new SyncRequestError(503, 'unavailable', 'server busy');
      case 'delay':
        // Delivered later, after newer requests: a reordering the device never hears back from.
        this.delayed.push(copy);
        throw new SyncRequestError(0, 'network-error', 'timed out');
      case 'drop-response': {
        await this.server.deliver(copy);
        throw new SyncRequestError(0, 'network-error', 'response lost after the server applied it');
      }
      case 'duplicate': {
        const first = await this.server.deliver(copy);
        await this.server.deliver(structuredClone(request));
        return this.answer(first);
      }
      case 'ok':
        return this.answer(await this.server.deliver(copy));
    }
  };

  private answer({ status, body }: { status: number; body: unknown }): SyncResponse {
    if (status !== 200) {
      const error = (body as { error?: { code: string; message: string } }).error;
      throw new SyncRequestError(status, error?.code ?? 'http-error', error?.message ?? String(status));
    }
    return body as SyncResponse;
  }

  async deliverDelayed(count: number) {
    for (const request of this.delayed.splice(0, count)) await this.server.deliver(request);
  }
}

type TripModel = { title: string; start_date: string; end_date: string; notes: string; cities: Array<{ name: string }> };

type Device = { db: AstraDatabase; engine: SyncEngine; model: Map<string, TripModel>; opCount: number };

let dbCounter = 0;

async function makeDevice(network: FlakyNetwork): Promise<Device> {
  const db = new AstraDatabase(`converge-${process.pid}-${++dbCounter}`);
  await db.meta.bulkPut([
    { key: 'device_key', value: deviceKey },
    { key: 'client_id', value: uuidv7() },
  ]);
  const engine = new SyncEngine(db, { transport: network.transport, withLock: (task) => task() });
  return { db, engine, model: new Map(), opCount: 0 };
}

const day = (offset: number) => new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10);

const actionArb = (devices: number) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        type: fc.constant('create' as const),
        device: fc.nat(devices - 1),
        title: fc.string({ minLength: 1, maxLength: 12 }),
        start: fc.nat(60),
        length: fc.nat(14),
      }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        type: fc.constant('update' as const),
        device: fc.nat(devices - 1),
        pick: fc.nat(),
        field: fc.constantFrom('title', 'notes', 'dates', 'cities'),
        value: fc.string({ maxLength: 10 }),
        shift: fc.integer({ min: -5, max: 5 }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('delete' as const), device: fc.nat(devices - 1), pick: fc.nat() }) },
    {
      weight: 5,
      arbitrary: fc.record({
        type: fc.constant('sync' as const),
        device: fc.nat(devices - 1),
        faults: fc.array(fc.constantFrom<Fault>('ok', 'ok', 'drop-request', 'drop-response', 'duplicate', 'delay', 'server-error'), {
          maxLength: 4,
        }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('deliver-delayed' as const), count: fc.integer({ min: 1, max: 3 }) }) },
    { weight: 1, arbitrary: fc.constant({ type: 'restart' as const }) },
  );

type Action = ReturnType<typeof actionArb> extends fc.Arbitrary<infer A> ? A : never;

/**
 * Runs the actions. `shared` lets devices edit and delete each other's trips (then only convergence
 * and exactly-once are checked); otherwise each device touches only its own trips, and the server
 * must end with exactly the union of what each device meant.
 */
async function runScenario(kind: StorageKind, actions: Action[], deviceCount: number, shared: boolean) {
  const server = await RestartableServer.open(kind);
  const network = new FlakyNetwork(server);
  const devices: Device[] = [];
  try {
    for (let i = 0; i < deviceCount; i++) devices.push(await makeDevice(network));
    for (const action of actions) {
      switch (action.type) {
        case 'create': {
          const device = devices[action.device]!;
          const id = uuidv7();
          const trip: TripModel = {
            title: action.title.trim() || 'Trip',
            start_date: day(action.start),
            end_date: day(action.start + action.length),
            notes: '',
            cities: [],
          };
          await recordLocalChange(device.db, { entity: 'trip', recordId: id, kind: 'create', payload: { ...trip } });
          device.model.set(id, trip);
          device.opCount++;
          break;
        }
        case 'update':
        case 'delete': {
          const device = devices[action.device]!;
          const candidates = shared ? (await device.db.trips.toArray()).map((trip) => trip.id) : [...device.model.keys()];
          if (candidates.length === 0) break;
          const id = candidates[action.pick % candidates.length]!;
          if (action.type === 'delete') {
            await recordLocalChange(device.db, { entity: 'trip', recordId: id, kind: 'delete' });
            device.model.delete(id);
          } else {
            const current = shared ? (await device.db.trips.get(id))! : device.model.get(id)!;
            let patch: Partial<TripModel>;
            if (action.field === 'title') patch = { title: action.value.trim() || 'Renamed' };
            else if (action.field === 'notes') patch = { notes: action.value };
            else if (action.field === 'cities') patch = { cities: action.value.trim() ? [{ name: action.value.trim() }] : [] };
            else {
              // Moves both dates, so the trip stays valid whatever order the edits land in.
              const start = Date.parse(current.start_date) / 86_400_000 - Date.UTC(2027, 0, 1) / 86_400_000 + action.shift;
              const length = (Date.parse(current.end_date) - Date.parse(current.start_date)) / 86_400_000;
              patch = { start_date: day(start), end_date: day(start + length) };
            }
            await recordLocalChange(device.db, { entity: 'trip', recordId: id, kind: 'update', payload: { ...patch } });
            if (!shared) device.model.set(id, { ...device.model.get(id)!, ...patch });
          }
          device.opCount++;
          break;
        }
        case 'sync': {
          network.faults = [...action.faults];
          await devices[action.device]!.engine.flush().catch((error: unknown) => {
            if (!(error instanceof SyncRequestError)) throw error;
          });
          network.faults = [];
          break;
        }
        case 'deliver-delayed':
          await network.deliverDelayed(action.count);
          break;
        case 'restart':
          await server.restart();
          break;
      }
    }

    // The network heals: late deliveries arrive, then every device syncs until nothing moves.
    await network.deliverDelayed(network.delayed.length);
    for (let round = 0; round < 3; round++) for (const device of devices) await device.engine.flush();

    const serverTrips = (await server.trips()) as Array<TripModel & { id: string }>;
    const normalise = (trips: Array<TripModel & { id: string }>) =>
      trips
        .map(({ id, title, start_date, end_date, notes, cities }) => ({ id, title, start_date, end_date, notes, cities }))
        .sort((a, b) => a.id.localeCompare(b.id));
    for (const device of devices) {
      expect(await device.db.outbox.where('status').equals('pending').count()).toBe(0);
      expect(normalise(await device.db.trips.toArray())).toEqual(normalise(serverTrips));
    }

    const applied = await sql<{ ops: number | string; changed: number | string }>`
      select count(*) as ops, count(version) as changed from applied_ops`.execute(server.storage.db);
    const owner = await sql<{ last_version: number | string }>`select last_version from sync_owners`.execute(server.storage.db);
    const totalOps = devices.reduce((sum, device) => sum + device.opCount, 0);
    // Every op reached the server exactly once: one record per op id, one version per change made.
    expect(Number(applied.rows[0]?.ops ?? 0)).toBe(totalOps);
    expect(Number(owner.rows[0]?.last_version ?? 0)).toBe(Number(applied.rows[0]?.changed ?? 0));

    if (!shared) {
      const expected = devices.flatMap((device) => [...device.model].map(([id, trip]) => ({ id, ...trip })));
      expect(normalise(serverTrips)).toEqual(normalise(expected));
      for (const device of devices) expect(await device.db.outbox.count()).toBe(0);
    } else {
      // Concurrent edits of a trip another device deleted are refused, and said so; nothing else is.
      for (const device of devices) {
        for (const op of await device.db.outbox.where('status').equals('rejected').toArray()) {
          expect(['trip-deleted', 'trip-not-found']).toContain(op.error?.code);
        }
      }
    }
  } finally {
    for (const device of devices) {
      device.db.close();
      await device.db.delete();
    }
    await server.close();
  }
}

describe.each(storageKinds)(`sync convergence on %s (seed ${seed}, FC_SEED=${seed} to replay)`, (kind) => {
  it('devices editing their own trips over a flaky network end with exactly what they meant, each op applied once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 3 })
          .chain((count) => fc.tuple(fc.constant(count), fc.array(actionArb(count), { minLength: 5, maxLength: 40 }))),
        async ([count, actions]) => {
          await runScenario(kind, actions, count, false);
        },
      ),
      { seed, numRuns, endOnFailure: true },
    );
  }, 240_000);

  it('devices editing and deleting the same trips converge on the server state, each op applied once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 2, max: 3 })
          .chain((count) => fc.tuple(fc.constant(count), fc.array(actionArb(count), { minLength: 5, maxLength: 40 }))),
        async ([count, actions]) => {
          await runScenario(kind, actions, count, true);
        },
      ),
      { seed: seed + 1, numRuns, endOnFailure: true },
    );
  }, 240_000);
});
