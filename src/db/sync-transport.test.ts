// httpTransport over a real socket: the real Hono app (real SQLite file) served on a loopback port,
// and a tiny node:http server for the answers a captive portal or a broken proxy gives.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDeviceDatabase } from '../../tests/setup/device-database';
import { createApp } from '../../api/app';
import { newDeviceKey } from '../../tests/setup/device-api';
import { openTestStorage, type TestStorage } from '../../tests/setup/storage';
import { uuidv7 } from '../domain/ids';
import { syncLimits, type SyncOp } from '../domain/sync-protocol';
import { type AstraDatabase } from './database';
import { recordLocalChange } from './local-changes';
import { SyncEngine } from './sync-engine';
import { classifyError, SyncRequestError } from './sync-retry';
import { httpTransport } from './sync-transport';

let testStorage: TestStorage;
let apiUrl: string;
let apiServer: ServerType;
const closers: Array<() => Promise<void>> = [];
const deviceKey = newDeviceKey();

function listening(server: Server | ServerType): Promise<string> {
  return new Promise((resolve) => {
    const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (server.listening) resolve(address());
    else server.once('listening', () => resolve(address()));
  });
}

const closing = (server: Server | ServerType) => () =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });

beforeEach(async () => {
  testStorage = await openTestStorage('sqlite');
  apiServer = serve({ fetch: createApp({ storage: testStorage.storage, version: 'test' }).fetch, port: 0, hostname: '127.0.0.1' });
  apiUrl = await listening(apiServer);
  closers.push(closing(apiServer));
});

afterEach(async () => {
  vi.restoreAllMocks();
  for (const close of closers.splice(0).reverse()) await close();
  await testStorage.cleanup();
});

/** A server that answers every request with this status, content type and body. */
async function fakeServer(status: number, contentType: string, body: string): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'Content-Type': contentType });
    response.end(body);
  });
  server.listen(0, '127.0.0.1');
  closers.push(closing(server));
  return listening(server);
}

const transportTo = (baseUrl: string, key = deviceKey) => httpTransport({ baseUrl, deviceKey: async () => key });
/** A fake server answers every request alike, so its device counts as registered already: only the sync answer is read. */
const fakeTransportTo = (baseUrl: string) =>
  httpTransport({ baseUrl, deviceKey: async () => deviceKey, registrar: { ensure: async () => undefined, renew: async () => undefined } });

const tripOp = (seq: number, recordId: string, title: string): SyncOp => ({
  op_id: uuidv7(),
  seq,
  entity: 'trip',
  record_id: recordId,
  kind: 'create',
  payload: { title, start_date: '2027-05-01', end_date: '2027-05-04', cities: [], notes: '' },
});

async function failureOf(promise: Promise<unknown>): Promise<SyncRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SyncRequestError)) throw new Error(`expected a SyncRequestError, got ${String(error)}`);
  return error;
}

async function device(): Promise<AstraDatabase> {
  const database = openDeviceDatabase('transport');
  await database.meta.bulkPut([
    { key: 'device_key', value: deviceKey },
    { key: 'client_id', value: uuidv7() },
  ]);
  return database;
}

const engineFor = (database: AstraDatabase, baseUrl: string) =>
  new SyncEngine(database, { transport: transportTo(baseUrl), withLock: (task) => task(), random: () => 1 });

describe('httpTransport against the real API', () => {
  it('pushes a change and pulls it back, and a second install of the device pulls it too', async () => {
    const transport = transportTo(apiUrl);
    const recordId = uuidv7();
    const pushed = await transport({ client_id: uuidv7(), cursor: 0, ops: [tripOp(1, recordId, 'Porto')] });
    expect(pushed.acks).toEqual([expect.objectContaining({ status: 'applied' })]);
    expect(pushed.changes).toEqual([
      expect.objectContaining({ entity: 'trip', record_id: recordId, deleted: false, record: expect.objectContaining({ title: 'Porto' }) }),
    ]);

    const pulled = await transport({ client_id: uuidv7(), cursor: 0, ops: [] });
    expect(pulled).toMatchObject({ acks: [], cursor: pushed.cursor, has_more: false });
    expect(pulled.changes.map((change) => change.record?.title)).toEqual(['Porto']);
    const later = await transport({ client_id: uuidv7(), cursor: pulled.cursor, ops: [] });
    expect(later.changes).toEqual([]);
  });

  it('carries the envelope code of a refusal: a request past the op limit, and a device key the server refuses', async () => {
    const tooMany = Array.from({ length: syncLimits.maxOpsPerPush + 1 }, (_, index) => tripOp(index + 1, uuidv7(), `Trip ${index}`));
    const refused = await failureOf(transportTo(apiUrl)({ client_id: uuidv7(), cursor: 0, ops: tooMany }));
    expect(refused).toMatchObject({
      status: 400,
      code: 'invalid-input',
      message: `ops: Send at most ${syncLimits.maxOpsPerPush} ops per request`,
    });
    expect(classifyError(refused)).toBe('reject');

    const badKey = await failureOf(transportTo(apiUrl, 'short')({ client_id: uuidv7(), cursor: 0, ops: [] }));
    expect(badKey).toMatchObject({ status: 401, code: 'device-key-invalid' });
    expect(classifyError(badKey)).toBe('blocked');
  });
});

describe('an answer that is not the API', () => {
  const portalPage = '<!doctype html><title>Sign in to Airport Wi-Fi</title><form action="/login"></form>';

  it.each([
    {
      what: 'a captive portal page with 200',
      status: 200,
      type: 'text/html',
      body: portalPage,
      says: /answered 200 with a body that is not JSON \(text\/html\)/,
    },
    { what: 'an empty 200', status: 200, type: 'application/json', body: '', says: /answered 200 with an empty body/ },
    {
      what: 'a 200 with JSON of another shape',
      status: 200,
      type: 'application/json',
      body: JSON.stringify({ acks: 'none', changes: [{ entity: 'spaceship' }] }),
      says: /answered 200 with JSON that is not a sync response \(acks: .*changes\.0\.entity/,
    },
    {
      what: 'a proxy refusal in HTML',
      status: 400,
      type: 'text/html',
      body: '<h1>Bad Request</h1>',
      says: /answered 400 with a body that is not JSON/,
    },
    {
      what: 'a 422 without the envelope',
      status: 422,
      type: 'application/json',
      body: '{"detail":"no"}',
      says: /answered 422 with JSON that is not the error envelope/,
    },
  ])('treats $what as a server fault to retry, with one log line saying what was wrong', async ({ status, type, body, says }) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = await failureOf(fakeTransportTo(await fakeServer(status, type, body))({ client_id: uuidv7(), cursor: 0, ops: [] }));
    expect(error).toMatchObject({ status: 502, code: 'bad-sync-response' });
    expect(classifyError(error)).toBe('retry');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(says);
  });

  it('keeps a 5xx page as the server fault it is, without pretending to read it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = await failureOf(
      fakeTransportTo(await fakeServer(503, 'text/html', '<h1>Service Unavailable</h1>'))({ client_id: uuidv7(), cursor: 0, ops: [] }),
    );
    expect(error).toMatchObject({ status: 503, code: 'http-error' });
    expect(classifyError(error)).toBe('retry');
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves the local copy and the waiting change as they were, and sends the change once the real server answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const database = await device();
    const id = uuidv7();
    await recordLocalChange(database, {
      entity: 'trip',
      recordId: id,
      kind: 'create',
      payload: { title: 'Lyon', start_date: '2027-06-01', end_date: '2027-06-03', cities: [], notes: '' },
      label: 'Lyon',
    });
    await engineFor(database, apiUrl).flush();
    await recordLocalChange(database, {
      entity: 'trip',
      recordId: id,
      kind: 'update',
      payload: { title: 'Lyon and Annecy' },
      label: 'Lyon',
    });
    const snapshot = async () => ({
      trip: await database.trips.get(id),
      copies: await database.serverCopies.toArray(),
      cursor: (await database.meta.get('sync_cursor'))?.value,
      outbox: (await database.outbox.toArray()).map(({ op_id, status, payload }) => ({ op_id, status, payload })),
    });
    const before = await snapshot();

    const garbage = JSON.stringify({
      acks: [{ op_id: before.outbox[0]!.op_id, status: 'applied' }],
      changes: [{ entity: 'trip' }],
      cursor: -1,
    });
    const engine = engineFor(database, await fakeServer(200, 'application/json', garbage));
    await expect(engine.sync()).rejects.toMatchObject({ code: 'bad-sync-response' });
    engine.stop();
    expect(engine.getState().phase).toBe('waiting-to-retry');
    expect(await snapshot()).toEqual(before);
    expect(before.trip?.title).toBe('Lyon and Annecy');
    expect(before.outbox).toEqual([{ op_id: expect.any(String), status: 'pending', payload: { title: 'Lyon and Annecy' } }]);

    await engineFor(database, apiUrl).flush();
    expect(await database.outbox.count()).toBe(0);
    const onServer = await fetch(`${apiUrl}/api/trips`, { headers: { 'X-Device-Key': deviceKey } });
    expect(((await onServer.json()) as Array<{ title: string }>).map((trip) => trip.title)).toEqual(['Lyon and Annecy']);
  });
});
