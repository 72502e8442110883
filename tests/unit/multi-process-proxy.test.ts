// Two compiled API processes on one PostgreSQL database behind a proxy that alternates requests
// between them, against one process behind the same kind of proxy on a database of its own: three
// devices of one traveller drive the same seeded workload of trips and plan items through each
// (syncing at the same time, with the real sync engine over HTTP), and the limits are pushed past
// through each. Both deployments must end with the same trips and plans on the server and on every
// device, each op applied once, and refuse at the same count: the 21st chat message of a device in
// a minute, a device's 121st write in a minute, and the 121st public plan page of an address,
// whichever process gets it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AstraDatabase } from '../../src/db/database';
import { createItineraryItem } from '../../src/db/itinerary-items';
import { recordLocalChange } from '../../src/db/local-changes';
import { SyncEngine } from '../../src/db/sync-engine';
import { httpTransport } from '../../src/db/sync-transport';
import { deleteTrip } from '../../src/db/trips';
import { chatLimits } from '../../src/domain/astra/chat-protocol';
import { uuidv7 } from '../../src/domain/ids';
import { planLinkLimits } from '../../api/routes/plan-links';
import { defaultWriteLimits } from '../../api/write-limits';
import { startAlternatingProxy, type AlternatingProxy } from '../setup/alternating-proxy';
import { deviceKeyFor } from '../setup/device-api';
import { startOfQuietWindow } from '../setup/rate-windows';
import { startServer, type ServerProcess } from '../setup/server-process';
import { testDatabaseUrl } from '../setup/storage';

type Deployment = { name: string; database: string; servers: ServerProcess[]; proxy: AlternatingProxy };

const suffix = randomBytes(4).toString('hex');
const deployments: Deployment[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function appliedOps(database: string): Promise<number> {
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    return Number((await client.query<{ count: string }>('select count(*) as count from applied_ops')).rows[0]!.count);
  } finally {
    await client.end();
  }
}

async function deploy(name: string, processes: number): Promise<Deployment> {
  const database = `astra_proxy_${name}_${suffix}`;
  await admin(`create database ${database}`);
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${database}`;
  const env = {
    API_ONLY: '1',
    DATABASE_URL: url.href,
    TRUST_PROXY: '1',
    // No LLM, whatever the environment says: the chat answers from the embedded engine.
    ASTRA_LLM_BASE_URL: '',
    ASTRA_LLM_MODEL: '',
    ASTRA_LLM_API_KEY: '',
  };
  // Processes of one database start at once, each migrating it: the migrator's lock lets one do it.
  const servers = await Promise.all(Array.from({ length: processes }, () => startServer(env)));
  const proxy = await startAlternatingProxy(servers.map((server) => server.url));
  return { name, database, servers, proxy };
}

/** A small seeded generator, so both deployments get exactly the same workload. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const day = (offset: number) => new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10);
let databases = 0;

type TripView = { title: string; start_date: string; end_date: string; notes: string };
type ItemView = { trip: string; day: string | null; position: string; text: unknown };

/** What a traveller sees, without the ids each run makes anew: trips by title, each with its plan in order. */
function view(
  trips: Array<TripView & { id: string }>,
  items: Array<{ trip_id: string; day: string | null; position: string; details: unknown }>,
) {
  const titles = new Map(trips.map((trip) => [trip.id, trip.title]));
  return {
    trips: trips
      .map(({ title, start_date, end_date, notes }) => ({ title, start_date, end_date, notes }))
      .sort((a, b) => a.title.localeCompare(b.title)),
    items: items
      .map((item): ItemView => ({
        trip: titles.get(item.trip_id) ?? `orphan ${item.trip_id}`,
        day: item.day,
        position: item.position,
        text: item.details,
      }))
      .sort((a, b) => a.trip.localeCompare(b.trip) || String(a.day).localeCompare(String(b.day)) || a.position.localeCompare(b.position)),
  };
}

/**
 * Three devices of one traveller each create, rename, date and delete their own trips and add notes
 * to their plans, syncing all at once every few steps. Returns what the server and each device end with.
 */
async function convergenceWorkload(baseUrl: string) {
  const deviceKey = await deviceKeyFor(baseUrl);
  const devices = await Promise.all(
    [0, 1, 2].map(async () => {
      const db = new AstraDatabase(`multi-process-proxy-${process.pid}-${++databases}`);
      await db.meta.bulkPut([
        { key: 'device_key', value: deviceKey },
        { key: 'client_id', value: uuidv7() },
      ]);
      const engine = new SyncEngine(db, {
        transport: httpTransport({ baseUrl, deviceKey: async () => deviceKey }),
        withLock: (task) => task(),
      });
      return { db, engine, trips: [] as string[] };
    }),
  );
  const random = seeded(20261124);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  let made = 0;
  let ops = 0;
  for (const device of devices) device.db.outbox.hook('creating', () => void ops++);

  for (let step = 0; step < 90; step++) {
    const device = pick(devices);
    const roll = random();
    if (roll < 0.3 || device.trips.length === 0) {
      const id = uuidv7();
      const start = Math.floor(random() * 60);
      const payload = {
        title: `Trip ${++made}`,
        start_date: day(start),
        end_date: day(start + 1 + Math.floor(random() * 6)),
        notes: '',
        cities: [],
      };
      await recordLocalChange(device.db, { entity: 'trip', recordId: id, kind: 'create', payload });
      device.trips.push(id);
    } else if (roll < 0.45) {
      const id = pick(device.trips);
      const trip = (await device.db.trips.get(id))!;
      await recordLocalChange(device.db, {
        entity: 'trip',
        recordId: id,
        kind: 'update',
        payload: { title: `${trip.title.split(' ·')[0]} · ${step}`, notes: `Step ${step}` },
      });
    } else if (roll < 0.55) {
      const id = pick(device.trips);
      await deleteTrip({ id, title: (await device.db.trips.get(id))!.title }, device.db);
      device.trips.splice(device.trips.indexOf(id), 1);
    } else {
      const id = pick(device.trips);
      const trip = (await device.db.trips.get(id))!;
      await createItineraryItem(
        { trip_id: id, day: random() < 0.5 ? null : trip.start_date, kind: 'note', details: { text: `Note of step ${step}` } },
        { database: device.db },
      );
    }
    // Every few steps all three sync at once: through the proxy, on both processes at the same time.
    if (step % 6 === 5) await Promise.all(devices.map((each) => each.engine.flush()));
  }
  for (let round = 0; round < 2; round++) await Promise.all(devices.map((each) => each.engine.flush()));
  // Then one at a time until a whole round finds every outbox empty (a concurrent flush that failed
  // and was left for the engine's retry sends its ops here), so the last round pulls everything.
  for (let round = 0; round < 5; round++) {
    const pendingBefore = await Promise.all(devices.map((each) => each.db.outbox.where('status').equals('pending').count()));
    for (const device of devices) await device.engine.flush();
    if (pendingBefore.every((count) => count === 0)) break;
  }

  // Everything the server holds for the traveller, as a new device pulls it, page by page.
  type Change = { entity: string; version: number; deleted: boolean; record?: Record<string, unknown> };
  const pulled = { changes: [] as Change[] };
  for (let cursor = 0; ;) {
    const page = (await fetch(`${baseUrl}/api/sync`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': deviceKey },
      body: JSON.stringify({ client_id: uuidv7(), cursor, cursors: {}, ops: [] }),
    }).then((response) => response.json())) as { changes: Change[]; cursor: number; has_more: boolean };
    pulled.changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.has_more) break;
  }
  const live = (entity: string) =>
    pulled.changes.filter((change) => change.entity === entity && !change.deleted).map((change) => change.record!);
  const server = view(live('trip') as Array<TripView & { id: string }>, live('itinerary_item') as Parameters<typeof view>[1]);
  const onDevices = await Promise.all(
    devices.map(async (device) => ({
      view: view(await device.db.trips.toArray(), await device.db.itineraryItems.toArray()),
      pending: await device.db.outbox.where('status').equals('pending').count(),
    })),
  );
  const versions = pulled.changes.map((change) => change.version);
  for (const device of devices) {
    device.engine.stop();
    device.db.close();
    await device.db.delete();
  }
  return { server, onDevices, ops, versions };
}

/** Sends one device's chat messages until refused; the number of the first refused one, and which process answered each. */
async function chatUntilRefused(baseUrl: string) {
  const deviceKey = await deviceKeyFor(baseUrl);
  for (let message = 1; message <= chatLimits.messagesPerMinute + 5; message++) {
    const response = await fetch(`${baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': deviceKey },
      body: JSON.stringify({ message: `Hotels in Lisbon, message ${message}`, session_id: 'through-the-proxy' }),
    });
    const body = (await response.json()) as { error?: { code: string } };
    if (response.status !== 200)
      return {
        deviceKey,
        refusedAt: message,
        status: response.status,
        code: body.error?.code,
        retryAfter: Number(response.headers.get('retry-after')),
      };
  }
  return { deviceKey, refusedAt: null };
}

/** Creates trips as one device until refused; the number of the first refused write. */
async function writeUntilRefused(baseUrl: string) {
  const deviceKey = await deviceKeyFor(baseUrl);
  for (let write = 1; write <= defaultWriteLimits.deviceRequestsPerMinute + 5; write++) {
    const response = await fetch(`${baseUrl}/api/trips`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': deviceKey },
      body: JSON.stringify({ title: `Trip ${write}`, start_date: '2027-05-01', end_date: '2027-05-03', cities: [], notes: '' }),
    });
    const body = (await response.json()) as { error?: { code: string } };
    if (response.status === 429)
      return { refusedAt: write, code: body.error?.code, retryAfter: Number(response.headers.get('retry-after')) };
    if (response.status !== 201) throw new Error(`write ${write} answered ${response.status}`);
  }
  return { refusedAt: null };
}

async function openPagesUntilRefused(baseUrl: string) {
  for (let page = 1; page <= planLinkLimits.pagesPerMinute + 5; page++) {
    const response = await fetch(`${baseUrl}/plan/${'x'.repeat(43)}`);
    await response.text();
    if (response.status === 429) return { refusedAt: page, retryAfter: Number(response.headers.get('retry-after')) };
  }
  return { refusedAt: null };
}

describe.skipIf(!testDatabaseUrl)('two API processes behind an alternating proxy, against one', () => {
  beforeAll(async () => {
    deployments.push(await deploy('one', 1), await deploy('two', 2));
  }, 180_000);

  afterAll(async () => {
    for (const deployment of deployments) {
      await deployment.proxy.close();
      await Promise.all(deployment.servers.map((server) => server.stop()));
      await admin(`drop database if exists ${deployment.database} with (force)`);
    }
  });

  it('converges to the same trips and plans, every op applied once', async () => {
    const [one, two] = deployments as [Deployment, Deployment];
    const alone = await convergenceWorkload(one.proxy.url);
    const shared = await convergenceWorkload(two.proxy.url);
    // Both processes took part.
    expect(Math.min(...two.proxy.handled)).toBeGreaterThan(20);

    for (const run of [alone, shared]) {
      expect(run.server.trips.length).toBeGreaterThan(5);
      expect(run.server.items.length).toBeGreaterThan(10);
      expect(run.server.items.filter((item) => item.trip.startsWith('orphan'))).toEqual([]);
      for (const device of run.onDevices) expect(device).toEqual({ view: run.server, pending: 0 });
      // One version per change, none given twice.
      expect(new Set(run.versions).size).toBe(run.versions.length);
    }
    expect(shared.server).toEqual(alone.server);
    // Every op the devices made was applied once, by one process or the other.
    expect(await appliedOps(one.database)).toBe(alone.ops);
    expect(await appliedOps(two.database)).toBe(shared.ops);
    expect(shared.ops).toBe(alone.ops);
  }, 180_000);

  it("refuses a device's 21st chat message in a minute and an address's 121st plan page, whichever process gets it", async () => {
    const [one, two] = deployments as [Deployment, Deployment];
    await startOfQuietWindow();
    const before = [...two.proxy.handled];
    const chats = [await chatUntilRefused(one.proxy.url), await chatUntilRefused(two.proxy.url)];
    const pages = [await openPagesUntilRefused(one.proxy.url), await openPagesUntilRefused(two.proxy.url)];
    // Each of the two processes answered about half.
    const handled = two.proxy.handled.map((count, index) => count - before[index]!);
    expect(Math.min(...handled)).toBeGreaterThanOrEqual(Math.floor((chatLimits.messagesPerMinute + planLinkLimits.pagesPerMinute) / 2));
    for (const chat of chats) {
      expect(chat).toEqual({
        deviceKey: chat.deviceKey,
        refusedAt: chatLimits.messagesPerMinute + 1,
        status: 429,
        code: 'rate-limited',
        retryAfter: expect.any(Number),
      });
      expect(chat.retryAfter).toBeGreaterThanOrEqual(1);
    }
    for (const page of pages) expect(page).toEqual({ refusedAt: planLinkLimits.pagesPerMinute + 1, retryAfter: expect.any(Number) });

    // Past the limit, both processes refuse: the next two messages go one to each.
    const more = await Promise.all(
      [1, 2].map(() =>
        fetch(`${two.proxy.url}/api/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-device-key': chats[1]!.deviceKey },
          body: JSON.stringify({ message: 'And one more', session_id: 'through-the-proxy' }),
        }).then((response) => response.status),
      ),
    );
    expect(more).toEqual([429, 429]);
  }, 120_000);

  it("refuses a device's 121st write in a minute, whichever process gets it", async () => {
    const [one, two] = deployments as [Deployment, Deployment];
    await startOfQuietWindow();
    const before = [...two.proxy.handled];
    const writes = [await writeUntilRefused(one.proxy.url), await writeUntilRefused(two.proxy.url)];
    const handled = two.proxy.handled.map((count, index) => count - before[index]!);
    expect(Math.min(...handled)).toBeGreaterThanOrEqual(Math.floor(defaultWriteLimits.deviceRequestsPerMinute / 2));
    for (const write of writes) {
      expect(write).toEqual({
        refusedAt: defaultWriteLimits.deviceRequestsPerMinute + 1,
        code: 'rate-limited',
        retryAfter: expect.any(Number),
      });
      expect(write.retryAfter).toBeGreaterThanOrEqual(1);
    }
  }, 120_000);
});
