// Flushing 1,000 queued trip changes (creates, edits, deletes) to the real server over loopback:
// the sync engine's batches versus replaying one request per change, which is what a
// request-replay queue such as Workbox background sync does. The device side runs the real engine
// on fake-indexeddb; both sides write the same changes to the same kind of server.
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import type { BenchRow } from './types';
import { median } from './stats';
import { startServer } from '../tests/setup/server-process';
import { AstraDatabase } from '../src/db/database';
import { recordLocalChange } from '../src/db/local-changes';
import { SyncEngine } from '../src/db/sync-engine';
import { httpTransport } from '../src/db/sync-transport';
import { uuidv7 } from '../src/domain/ids';

const changes = 1000;
const runs = Number(process.env.BENCH_SYNC_RUNS ?? 3);

type Change = { kind: 'create' | 'update' | 'delete'; id: string; payload?: Record<string, unknown> };

/** 500 creates, 350 edits and 150 deletes, in an order a busy traveller could make them. */
function plannedChanges(): Change[] {
  const planned: Change[] = [];
  const ids: string[] = [];
  for (let i = 0; i < 500; i++) {
    const id = uuidv7();
    ids.push(id);
    planned.push({ kind: 'create', id, payload: { title: `Trip ${i}`, start_date: '2027-05-01', end_date: '2027-05-08', cities: [{ name: 'Lisbon' }], notes: '' } });
  }
  for (let i = 0; i < 350; i++) planned.push({ kind: 'update', id: ids[i]!, payload: { notes: `Packed ${i}` } });
  for (let i = 0; i < 150; i++) planned.push({ kind: 'delete', id: ids[499 - i]! });
  return planned;
}

const newDeviceKey = () => randomBytes(24).toString('base64url');

async function engineFlush(baseUrl: string): Promise<{ ms: number; requests: number }> {
  const database = new AstraDatabase(`bench-${uuidv7()}`);
  const deviceKey = newDeviceKey();
  await database.meta.bulkPut([
    { key: 'device_key', value: deviceKey },
    { key: 'client_id', value: uuidv7() },
  ]);
  for (const change of plannedChanges()) {
    await recordLocalChange(database, { entity: 'trip', recordId: change.id, kind: change.kind, ...(change.payload ? { payload: change.payload } : {}) });
  }
  let requests = 0;
  const transport = httpTransport({ baseUrl, deviceKey: async () => deviceKey });
  const engine = new SyncEngine(database, {
    transport: (request) => {
      requests++;
      return transport(request);
    },
    withLock: (task) => task(),
  });
  const started = performance.now();
  await engine.flush();
  const ms = performance.now() - started;
  if ((await database.outbox.count()) !== 0) throw new Error('the engine left changes in the outbox');
  database.close();
  await database.delete();
  return { ms, requests };
}

async function oneRequestPerChange(baseUrl: string): Promise<{ ms: number; requests: number }> {
  const headers = { 'content-type': 'application/json', 'x-device-key': newDeviceKey() };
  let requests = 0;
  const started = performance.now();
  for (const change of plannedChanges()) {
    requests++;
    const response =
      change.kind === 'create'
        ? await fetch(`${baseUrl}/api/trips`, { method: 'POST', headers, body: JSON.stringify({ id: change.id, ...change.payload }) })
        : change.kind === 'update'
          ? await fetch(`${baseUrl}/api/trips/${change.id}`, { method: 'PATCH', headers, body: JSON.stringify(change.payload) })
          : await fetch(`${baseUrl}/api/trips/${change.id}`, { method: 'DELETE', headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`replay got ${response.status} for ${change.kind}`);
  }
  return { ms: performance.now() - started, requests };
}

export default async function syncFlush(): Promise<BenchRow[]> {
  const server = await startServer({ API_ONLY: '1' });
  try {
    const batched: Array<{ ms: number; requests: number }> = [];
    const replayed: Array<{ ms: number; requests: number }> = [];
    for (let run = 0; run < runs; run++) {
      batched.push(await engineFlush(server.url));
      replayed.push(await oneRequestPerChange(server.url));
    }
    const engineMs = median(batched.map((run) => run.ms));
    const replayMs = median(replayed.map((run) => run.ms));
    const speedup = replayMs / engineMs;
    return [
      {
        group: 'Sync',
        metric: `flush ${changes.toLocaleString('en-US')} queued trip changes (median of ${runs})`,
        value: Math.round(engineMs),
        unit: `ms, ${batched[0]!.requests} requests`,
        versus: `one request per change: ${Math.round(replayMs).toLocaleString('en-US')} ms, ${replayed[0]!.requests.toLocaleString('en-US')} requests`,
        target: '< 2,000 ms',
        met: engineMs < 2000,
      },
      {
        group: 'Sync',
        metric: 'speed-up over one request per change',
        value: Math.round(speedup * 10) / 10,
        unit: '×',
        target: '≥ 10×',
        met: speedup >= 10,
      },
    ];
  } finally {
    await server.stop();
  }
}
