// Runs in Chromium (bundled by bench/sync-flush.bench.ts): both ways of getting 1,000 queued trip
// changes to the server, each keeping its queue in the browser's real IndexedDB.
import Dexie from 'dexie';
import { AstraDatabase } from '../src/db/database';
import { recordLocalChange } from '../src/db/local-changes';
import { SyncEngine } from '../src/db/sync-engine';
import { httpTransport } from '../src/db/sync-transport';
import { uuidv7 } from '../src/domain/ids';

type Change = { kind: 'create' | 'update' | 'delete'; id: string; payload?: Record<string, unknown> };
export type FlushRun = { ms: number; requests: number };

/** 500 creates, 350 edits and 150 deletes, in an order a busy traveller could make them. */
function plannedChanges(): Change[] {
  const planned: Change[] = [];
  const ids: string[] = [];
  for (let i = 0; i < 500; i++) {
    const id = uuidv7();
    ids.push(id);
    planned.push({
      kind: 'create',
      id,
      payload: { title: `Trip ${i}`, start_date: '2027-05-01', end_date: '2027-05-08', cities: [{ name: 'Lisbon' }], notes: '' },
    });
  }
  for (let i = 0; i < 350; i++) planned.push({ kind: 'update', id: ids[i]!, payload: { notes: `Packed ${i}` } });
  for (let i = 0; i < 150; i++) planned.push({ kind: 'delete', id: ids[499 - i]! });
  return planned;
}

/** The sync engine: changes made through the outbox, then one flush in batches. */
async function engineFlush(deviceKey: string): Promise<FlushRun> {
  const database = new AstraDatabase(`bench-${uuidv7()}`);
  await database.meta.bulkPut([
    { key: 'device_key', value: deviceKey },
    { key: 'client_id', value: uuidv7() },
  ]);
  for (const change of plannedChanges()) {
    await recordLocalChange(database, {
      entity: 'trip',
      recordId: change.id,
      kind: change.kind,
      ...(change.payload ? { payload: change.payload } : {}),
    });
  }
  let requests = 0;
  const transport = httpTransport({ deviceKey: async () => deviceKey });
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

/**
 * A request-replay queue as Workbox background sync keeps it: each change is a stored request;
 * replay takes the oldest out, sends it, and puts it back if it fails.
 */
async function replayQueue(deviceKey: string): Promise<FlushRun> {
  const headers = { 'content-type': 'application/json', 'x-device-key': deviceKey };
  const queue = new Dexie(`bench-replay-${uuidv7()}`);
  queue.version(1).stores({ requests: '++id' });
  const stored = queue.table<{ id?: number; url: string; method: string; body?: string }, number>('requests');
  for (const change of plannedChanges()) {
    if (change.kind === 'create')
      await stored.add({ url: '/api/trips', method: 'POST', body: JSON.stringify({ id: change.id, ...change.payload }) });
    else if (change.kind === 'update')
      await stored.add({ url: `/api/trips/${change.id}`, method: 'PATCH', body: JSON.stringify(change.payload) });
    else await stored.add({ url: `/api/trips/${change.id}`, method: 'DELETE' });
  }
  // Registered before the clock starts (the engine's registration is one request inside its own time).
  await fetch('/api/devices/register', { method: 'POST', headers });
  let requests = 0;
  const started = performance.now();
  for (;;) {
    const entry = await queue.transaction('rw', stored, async () => {
      const oldest = await stored.orderBy('id').first();
      if (oldest) await stored.delete(oldest.id!);
      return oldest;
    });
    if (!entry) break;
    requests++;
    const response = await fetch(entry.url, { method: entry.method, headers, ...(entry.body ? { body: entry.body } : {}) });
    await response.arrayBuffer();
    if (!response.ok) {
      await stored.add(entry);
      throw new Error(`replay got ${response.status} for ${entry.method} ${entry.url}`);
    }
  }
  const ms = performance.now() - started;
  queue.close();
  await queue.delete();
  return { ms, requests };
}

declare global {
  interface Window {
    astraSyncBench: { engineFlush: typeof engineFlush; replayQueue: typeof replayQueue };
  }
}

window.astraSyncBench = { engineFlush, replayQueue };
