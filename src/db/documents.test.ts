// The wallet on the device (fake-indexeddb) against the real API: a document is its file's bytes,
// its record and its op in one transaction, a file refused by its bytes writes nothing; files
// upload in chunks in the background and once only; a companion's device fetches a shared trip's
// documents' files, never a private one; an offline copy can be removed and fetched again.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDeviceDatabase } from '../../tests/setup/device-database';
import { openTestStorage, storageKinds, type TestStorage } from '../../tests/setup/storage';
import { createApp } from '../../api/app';
import { addDocument, checkFile, deleteDocument, DocumentError, droppedFiles, removeOfflineCopy } from './documents';
import { fileTransfers } from './document-files';
import { createTrip, deleteTrip } from './trips';
import { httpTransport } from './sync-transport';
import { deviceRegistrar } from './device-registration';
import { SyncEngine, type SyncTransport } from './sync-engine';
import type { AstraDatabase } from './database';
import { uuidv7 } from '../domain/ids';

const trip = { title: 'Lisbon weekend', start_date: '2027-05-01', end_date: '2027-05-03', cities: [{ name: 'Lisbon' }], notes: '' };

function jpeg(size: number): Blob {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return new Blob([bytes], { type: 'image/jpeg' });
}

const boardingPass = (tripId: string) => ({
  title: 'Boarding pass BA15',
  kind: 'boarding_pass' as const,
  trip_id: tripId,
  item_id: null,
  private: false,
});

describe('wallet documents on the device', () => {
  it('stores the file once, the record and its create op together; refuses a page named .jpg before writing anything', async () => {
    const database = openDeviceDatabase('wallet');
    const tripId = await createTrip(trip, { database });
    const file = await checkFile(jpeg(3000));
    const first = await addDocument(boardingPass(tripId), file, database);
    const second = await addDocument({ ...boardingPass(tripId), title: 'Same pass, printed' }, file, database);
    expect(await database.documentFiles.count()).toBe(1);
    expect((await database.documents.where('trip_id').equals(tripId).toArray()).map((document) => document.id).sort()).toEqual(
      [first, second].sort(),
    );
    const ops = (await database.outbox.toArray()).filter((op) => op.entity === 'document');
    expect(ops.map(({ kind, record_id, label }) => ({ kind, record_id, label }))).toEqual([
      { kind: 'create', record_id: first, label: 'Boarding pass BA15' },
      { kind: 'create', record_id: second, label: 'Same pass, printed' },
    ]);
    expect(ops[0]?.payload).toMatchObject({ file_hash: file.hash, file_size: 3000, file_type: 'image/jpeg', private: false });

    const page = new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'image/jpeg' });
    await expect(checkFile(page)).rejects.toMatchObject({ code: 'unsupported-file-type' });
    await expect(checkFile(new Blob([new Uint8Array(15 * 1024 * 1024 + 1)]))).rejects.toBeInstanceOf(DocumentError);

    // Its only copy cannot be dropped before it reaches the server.
    await expect(removeOfflineCopy(file.hash, database)).rejects.toMatchObject({ code: 'not-uploaded' });
    const [one] = await database.documents.toArray();
    await deleteDocument(one!, database);
    await deleteTrip({ id: tripId, title: trip.title }, database);
    expect(await database.documents.count()).toBe(0);
    const deletes = (await database.outbox.toArray()).filter((op) => op.entity === 'document' && op.kind === 'delete');
    expect(deletes.map((op) => op.record_id).sort()).toEqual([first, second].sort());
  });
});

describe.each(storageKinds)('wallet files between devices and the server on %s', (kind) => {
  let testStorage: TestStorage;
  let app: ReturnType<typeof createApp>;
  const requests: string[] = [];

  beforeEach(async () => {
    testStorage = await openTestStorage(kind);
    app = createApp({ storage: testStorage.storage, version: 'test' });
    requests.length = 0;
  });
  afterEach(() => testStorage.cleanup());

  const serverFetch: typeof fetch = async (input, init) => {
    requests.push(`${init?.method ?? 'GET'} ${String(input).split('?')[0]}`);
    return app.request(String(input), init);
  };

  async function device(deviceKey = randomBytes(32).toString('base64url')) {
    const database = openDeviceDatabase('wallet-files');
    await database.meta.bulkPut([
      { key: 'device_key', value: deviceKey },
      { key: 'client_id', value: uuidv7() },
    ]);
    // One registration for the device's sync and files, as in the app (src/db/sync.ts), made before anything else.
    const registrar = deviceRegistrar({ deviceKey: async () => deviceKey, fetch: async (input, init) => app.request(String(input), init) });
    await registrar.ensure();
    const transport: SyncTransport = httpTransport({
      deviceKey: async () => deviceKey,
      fetch: async (input, init) => app.request(String(input), init),
      registrar,
    });
    const engine = new SyncEngine(database, { transport, withLock: (task) => task(), random: () => 1 });
    const files = fileTransfers({ deviceKey: async () => deviceKey, database, fetch: serverFetch, random: () => 1, registrar });
    const call = (method: string, path: string, body?: unknown) =>
      app.request(path, { method, headers: { 'content-type': 'application/json', 'x-device-key': deviceKey }, body: JSON.stringify(body) });
    return { database, deviceKey, sync: () => engine.flush(), files, call };
  }

  const fileHashes = async (database: AstraDatabase) => (await database.documentFiles.toCollection().primaryKeys()).sort();

  it('uploads a photo made offline once, in chunks; another device of the traveller with the same file sends nothing', async () => {
    const ana = await device();
    const tripId = await createTrip(trip, { database: ana.database });
    const photo = await checkFile(jpeg(2.5 * 1024 * 1024));
    await addDocument(boardingPass(tripId), photo, ana.database);

    const report = await ana.files.run();
    expect(report).toMatchObject({ uploaded: 1, requests: 4, bytesSent: photo.size });
    expect(requests).toEqual([
      `GET /api/files/${photo.hash}/upload`,
      ...Array.from({ length: 3 }, () => `PUT /api/files/${photo.hash}/upload`),
    ]);
    expect((await ana.database.documentFiles.get(photo.hash))?.uploaded).toBe(1);
    expect(await ana.files.run()).toMatchObject({ requests: 0, bytesSent: 0 });

    const anaAgain = await device(ana.deviceKey);
    await createTrip(trip, { database: anaAgain.database, id: tripId });
    await addDocument({ ...boardingPass(tripId), title: 'Again' }, photo, anaAgain.database);
    expect(await anaAgain.files.run()).toMatchObject({ uploaded: 1, requests: 1, bytesSent: 0 });
  });

  it("a companion's device fetches a shared trip's document files to open offline, never a private one's", async () => {
    const ana = await device();
    const ben = await device();
    const tripId = await createTrip(trip, { database: ana.database });
    const pass = await checkFile(jpeg(4000));
    const passport = await checkFile(jpeg(5000));
    await addDocument(boardingPass(tripId), pass, ana.database);
    await addDocument({ title: 'Passport', kind: 'passport_id', trip_id: tripId, item_id: null, private: true }, passport, ana.database);
    await ana.sync();
    await ana.files.run();

    const invite = (await (await ana.call('POST', `/api/trips/${tripId}/invites`, { role: 'editor', display_name: 'Ana' })).json()) as {
      token: string;
    };
    expect((await ben.call('POST', `/api/invites/${invite.token}/accept`, { display_name: 'Ben' })).status).toBe(200);
    await ben.sync();
    expect((await ben.database.documents.toArray()).map((document) => document.title)).toEqual(['Boarding pass BA15']);
    expect(await ben.files.run()).toMatchObject({ fetched: 1, bytesReceived: 4000 });
    expect(await fileHashes(ben.database)).toEqual([pass.hash]);
    expect((await ben.database.documentFiles.get(pass.hash))?.blob.size).toBe(4000);

    // Ana still holds both, her passport only in her own scope.
    await ana.sync();
    expect((await ana.database.documents.toArray()).map((document) => document.title).sort()).toEqual(['Boarding pass BA15', 'Passport']);

    // Ben drops his offline copy: not fetched again by itself, but on demand.
    await removeOfflineCopy(pass.hash, ben.database);
    expect(await ben.files.run()).toMatchObject({ fetched: 0, requests: 0 });
    expect([...(await droppedFiles(ben.database))]).toEqual([pass.hash]);
    expect((await ben.files.fetchNow(pass.hash)).size).toBe(4000);
  });
});
