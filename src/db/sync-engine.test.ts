// The sync engine on fake-indexeddb against the real API (app.request over a real SQLite file).
// Only the network in between is made to fail, by wrapping the transport.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDeviceDatabase } from '../../tests/setup/device-database';
import { createApp } from '../../api/app';
import { openTestStorage, type TestStorage } from '../../tests/setup/storage';
import { type AstraDatabase } from './database';
import { recordLocalChange } from './local-changes';
import { createItineraryItem } from './itinerary-items';
import { SyncEngine, type SyncTransport } from './sync-engine';
import { backoff, backoffDelay, classifyError, SyncRequestError } from './sync-retry';
import { httpTransport } from './sync-transport';
import { uuidv7 } from '../domain/ids';
import type { SyncRequest } from '../domain/sync-protocol';

const deviceKey = 'engine-test-device-key-0123456789abcdef';

let testStorage: TestStorage;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  testStorage = await openTestStorage('sqlite');
  app = createApp({ storage: testStorage.storage, version: 'test' });
});

afterEach(async () => {
  await testStorage.cleanup();
});

/** The app's own transport over app.request: it registers the device first, and again when a reset server forgot it. */
let serverTransport: SyncTransport;
beforeEach(() => {
  serverTransport = httpTransport({ deviceKey: async () => deviceKey, fetch: async (input, init) => app.request(String(input), init) });
});

const offline: SyncTransport = async () => {
  throw new SyncRequestError(0, 'network-error', 'No connection to the server.');
};

async function device(): Promise<AstraDatabase> {
  const database = openDeviceDatabase('engine');
  await database.meta.bulkPut([
    { key: 'device_key', value: deviceKey },
    { key: 'client_id', value: uuidv7() },
  ]);
  return database;
}

const engineFor = (database: AstraDatabase, transport: SyncTransport, batchSize?: number) =>
  new SyncEngine(database, { transport, withLock: (task) => task(), random: () => 1, ...(batchSize ? { batchSize } : {}) });

async function createTrip(database: AstraDatabase, title: string): Promise<string> {
  const id = uuidv7();
  await recordLocalChange(database, {
    entity: 'trip',
    recordId: id,
    kind: 'create',
    payload: { title, start_date: '2027-03-01', end_date: '2027-03-04', cities: [], notes: '' },
    label: title,
  });
  return id;
}

async function serverTrips(): Promise<Array<{ id: string; title: string; notes: string }>> {
  const response = await app.request('/api/trips', { headers: { 'x-device-key': deviceKey } });
  return (await response.json()) as Array<{ id: string; title: string; notes: string }>;
}

describe('error classes and backoff', () => {
  it('retries network errors, timeouts, rate limits and server faults; rejects other 4xx; waits when the device is refused', () => {
    const at = (status: number) => classifyError(new SyncRequestError(status, 'x', 'x'));
    expect([0, 408, 429, 500, 502, 503].map(at)).toEqual(Array(6).fill('retry'));
    expect([400, 409, 413, 422].map(at)).toEqual(Array(4).fill('reject'));
    expect([401, 403].map(at)).toEqual(['blocked', 'blocked']);
    // No sync endpoint at all is the server's problem, not a verdict on the changes.
    expect([404, 405].map(at)).toEqual(['retry', 'retry']);
    expect(classifyError(new TypeError('Failed to fetch'))).toBe('retry');
  });

  it('waits 2 s before the first retry, doubles, caps at 60 s, jitters down to half, and honours Retry-After', () => {
    expect(backoffDelay(1, () => 1)).toBe(backoff.firstMs);
    expect(backoffDelay(2, () => 1)).toBe(4_000);
    expect(backoffDelay(3, () => 1)).toBe(8_000);
    expect(backoffDelay(10, () => 1)).toBe(backoff.capMs);
    expect(backoffDelay(1, () => 0)).toBe(1_000);
    expect(backoffDelay(40, () => 0.5)).toBeLessThanOrEqual(backoff.capMs);
    expect(backoffDelay(1, () => 1, 30_000)).toBe(30_000);
    // A write limit's Retry-After past the backoff's cap is honoured, up to its own cap.
    expect(backoffDelay(1, () => 1, 600_000)).toBe(600_000);
    expect(backoffDelay(1, () => 1, 3_600_000)).toBe(backoff.retryAfterCapMs);
  });
});

describe('sync engine', () => {
  it('shows an offline change at once, keeps it through network failures, and sends it once the network is back', async () => {
    const database = await device();
    const id = await createTrip(database, 'Lisbon');
    expect((await database.trips.get(id))?.title).toBe('Lisbon');
    expect(await database.outbox.count()).toBe(1);

    const failing = engineFor(database, offline);
    const before = Date.now();
    await expect(failing.sync()).rejects.toThrow(SyncRequestError);
    failing.stop();
    const state = failing.getState();
    expect(state.phase).toBe('waiting-to-retry');
    expect(state.lastError).toMatch(/safe on this device/);
    expect(state.nextRetryAt! - before).toBeGreaterThanOrEqual(backoff.firstMs - 50);
    expect((await database.outbox.toArray())[0]).toMatchObject({ status: 'pending', attempts: 1 });

    const result = await engineFor(database, serverTransport).flush();
    expect(result).toMatchObject({ acknowledged: 1, rejected: 0 });
    expect(await database.outbox.count()).toBe(0);
    expect((await database.trips.get(id))?.server_version).toBeGreaterThan(0);
    expect((await serverTrips()).map((trip) => trip.title)).toEqual(['Lisbon']);
  });

  it('sends 250 changes in three requests, not 250', async () => {
    const database = await device();
    for (let i = 0; i < 250; i++) await createTrip(database, `Trip ${i}`);
    const result = await engineFor(database, serverTransport).flush();
    expect(result.requests).toBe(3);
    expect(result.acknowledged).toBe(250);
    expect(await serverTrips()).toHaveLength(250);
  });

  it('never loses or repeats a change when the page dies after the server applied it', async () => {
    const database = await device();
    const id = await createTrip(database, 'Kyoto');
    const responseLost: SyncTransport = async (request) => {
      await serverTransport(request);
      throw new SyncRequestError(0, 'network-error', 'the tab was closed');
    };
    await expect(engineFor(database, responseLost).flush()).rejects.toThrow();
    expect(await database.outbox.count()).toBe(1);

    // A fresh engine, as after reopening the app, sends the same op again; the server knows it.
    await engineFor(database, serverTransport).flush();
    expect(await database.outbox.count()).toBe(0);
    const trips = await serverTrips();
    expect(trips.map((trip) => trip.id)).toEqual([id]);
  });

  it('keeps changes still waiting on top of what it pulls', async () => {
    const phone = await device();
    const laptop = await device();
    const id = await createTrip(phone, 'Porto');
    await engineFor(phone, serverTransport).flush();
    await engineFor(laptop, serverTransport).flush();

    // The laptop edits the cities, then the notes, both waiting; meanwhile the phone renames the trip.
    await recordLocalChange(laptop, { entity: 'trip', recordId: id, kind: 'update', payload: { cities: [{ name: 'Porto' }] } });
    await recordLocalChange(laptop, { entity: 'trip', recordId: id, kind: 'update', payload: { notes: 'Port cellars' } });
    await recordLocalChange(phone, { entity: 'trip', recordId: id, kind: 'update', payload: { title: 'Porto and the Douro' } });
    await engineFor(phone, serverTransport).flush();

    // One op per request: after the first answer (which pulls the rename) the notes edit still waits.
    const seen: Array<{ title?: string; notes?: string }> = [];
    const watching: SyncTransport = async (request: SyncRequest) => {
      const trip = await laptop.trips.get(id);
      seen.push({ title: trip?.title, notes: trip?.notes });
      return serverTransport(request);
    };
    await engineFor(laptop, watching, 1).flush();
    expect(seen[1]).toEqual({ title: 'Porto and the Douro', notes: 'Port cellars' });
    expect(await laptop.trips.get(id)).toMatchObject({ title: 'Porto and the Douro', notes: 'Port cellars', cities: [{ name: 'Porto' }] });
    expect((await serverTrips())[0]).toMatchObject({ title: 'Porto and the Douro', notes: 'Port cellars' });
  });

  it('sends everything again to a server whose data was reset, with the changes still waiting, and nothing twice', async () => {
    const phone = await device();
    const kept = await createTrip(phone, 'Lisbon');
    const edited = await createTrip(phone, 'Seville');
    const deleted = await createTrip(phone, 'Cadiz');
    await engineFor(phone, serverTransport).flush();
    // Offline: an edit, a deletion and a new trip wait in the outbox.
    await recordLocalChange(phone, { entity: 'trip', recordId: edited, kind: 'update', payload: { notes: 'Alcázar at 9' } });
    await recordLocalChange(phone, { entity: 'trip', recordId: deleted, kind: 'delete' });
    const added = await createTrip(phone, 'Granada');

    // The server comes back empty (restored from an old backup, or moved to another database).
    const emptied = await openTestStorage('sqlite');
    const old = testStorage;
    testStorage = emptied;
    await old.cleanup();
    app = createApp({ storage: testStorage.storage, version: 'test' });

    const result = await engineFor(phone, serverTransport).flush();
    expect(result.rejected).toBe(0);
    const onServer = await serverTrips();
    expect(onServer.map((trip) => trip.id).sort()).toEqual([kept, edited, added].sort());
    expect(onServer.find((trip) => trip.id === edited)).toMatchObject({ title: 'Seville', notes: 'Alcázar at 9' });
    expect(await phone.outbox.count()).toBe(0);
    expect((await phone.trips.toArray()).map((trip) => trip.title).sort()).toEqual(['Granada', 'Lisbon', 'Seville']);
    expect(await phone.trips.get(edited)).toMatchObject({ notes: 'Alcázar at 9' });

    // Once caught up, nothing is sent again.
    const again = await engineFor(phone, serverTransport).flush();
    expect(again).toMatchObject({ acknowledged: 0, rejected: 0 });
    expect(await serverTrips()).toHaveLength(3);
  });

  it('sends a trip again before its itinerary items to a server whose data was reset, so none is refused as an orphan', async () => {
    const phone = await device();
    const tripId = await createTrip(phone, 'Singapore');
    const itemId = await createItineraryItem(
      { trip_id: tripId, day: null, kind: 'note', details: { text: 'Hawker centres' } },
      { database: phone },
    );
    await engineFor(phone, serverTransport).flush();

    const emptied = await openTestStorage('sqlite');
    const old = testStorage;
    testStorage = emptied;
    await old.cleanup();
    app = createApp({ storage: testStorage.storage, version: 'test' });

    expect(await engineFor(phone, serverTransport).flush()).toMatchObject({ rejected: 0 });
    const response = await app.request(`/api/trips/${tripId}/items`, { headers: { 'x-device-key': deviceKey } });
    expect(((await response.json()) as Array<{ id: string }>).map((item) => item.id)).toEqual([itemId]);
    expect(await phone.itineraryItems.get(itemId)).toMatchObject({ details: { text: 'Hawker centres' } });
  });

  it('marks a refused change rejected with the reason, moves on, and can retry or dismiss it', async () => {
    const phone = await device();
    const laptop = await device();
    const id = await createTrip(phone, 'Oslo');
    await engineFor(phone, serverTransport).flush();
    await engineFor(laptop, serverTransport).flush();

    await recordLocalChange(phone, { entity: 'trip', recordId: id, kind: 'delete', label: 'Oslo' });
    await engineFor(phone, serverTransport).flush();
    await recordLocalChange(laptop, { entity: 'trip', recordId: id, kind: 'update', payload: { notes: 'Fjords' }, label: 'Oslo' });
    const later = await createTrip(laptop, 'Bergen');

    const result = await engineFor(laptop, serverTransport).flush();
    expect(result).toMatchObject({ acknowledged: 1, rejected: 1 });
    const [rejected] = await laptop.outbox.where('status').equals('rejected').toArray();
    expect(rejected).toMatchObject({ label: 'Oslo', error: { code: 'trip-deleted' } });
    expect(rejected?.error?.message).toMatch(/deleted/);
    expect(await laptop.trips.get(id)).toBeUndefined();
    expect(await laptop.trips.get(later)).toBeDefined();

    const engine = engineFor(laptop, serverTransport);
    await engine.retryRejected(rejected!.seq!);
    engine.stop();
    expect((await laptop.outbox.get(rejected!.seq!))?.status).toBe('pending');
    await engine.flush();
    expect((await laptop.outbox.get(rejected!.seq!))?.status).toBe('rejected');
    await engine.dismissRejected(rejected!.seq!);
    expect(await laptop.outbox.count()).toBe(0);
  });

  it('finds the one op a server refuses as a whole request, and sends the rest', async () => {
    const database = await device();
    const good = await createTrip(database, 'Good');
    const poison = await createTrip(database, 'Poison');
    const alsoGood = await createTrip(database, 'Also good');
    // A server (or proxy) that refuses any request carrying one particular op.
    const picky: SyncTransport = async (request) => {
      if (request.ops.some((op) => op.record_id === poison))
        throw new SyncRequestError(422, 'unprocessable', 'This change cannot be processed.');
      return serverTransport(request);
    };
    const result = await engineFor(database, picky).flush();
    expect(result).toMatchObject({ acknowledged: 2, rejected: 1 });
    expect((await serverTrips()).map((trip) => trip.id).sort()).toEqual([good, alsoGood].sort());
    expect((await database.outbox.toArray()).map((op) => [op.record_id, op.status, op.error?.message])).toEqual([
      [poison, 'rejected', 'This change cannot be processed.'],
    ]);
  });

  it('retries later, rejecting nothing, when the server refuses the device itself', async () => {
    const database = await device();
    await createTrip(database, 'Rome');
    const refused: SyncTransport = async () => {
      throw new SyncRequestError(401, 'device-key-invalid', 'Unknown device.');
    };
    const engine = engineFor(database, refused);
    await expect(engine.sync()).rejects.toThrow();
    engine.stop();
    expect(engine.getState().phase).toBe('blocked');
    expect((await database.outbox.toArray()).map((op) => op.status)).toEqual(['pending']);
  });
});
