// A PostgreSQL outage, for real: the API reaches the database through a loopback TCP proxy that the
// test cuts (every connection dropped, new ones refused) and restores. During the outage the server
// keeps running, /api/health answers 503 and says why, and sync answers a retryable 503; a device's
// change waits in its outbox and reaches the server once the database is back, exactly once.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { dropPostgresSchema, openStorage, type Storage } from '../../api/db/index';
import { silentLogger } from '../../api/log';
import { SyncEngine, type SyncTransport } from '../../src/db/sync-engine';
import { SyncRequestError } from '../../src/db/sync-retry';
import { createTrip } from '../../src/db/trips';
import { uuidv7 } from '../../src/domain/ids';
import type { SyncResponse } from '../../src/domain/sync-protocol';
import { openDeviceDatabase } from '../setup/device-database';
import { testDatabaseUrl } from '../setup/storage';
import { startTcpProxy, type TcpProxy } from '../setup/tcp-proxy';
import { registerDevice } from '../setup/register-device';

describe.skipIf(!testDatabaseUrl)('a PostgreSQL outage', () => {
  let proxy: TcpProxy;
  let storage: Storage;
  let schema: string;
  let url: string;

  beforeEach(async () => {
    const target = new URL(testDatabaseUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.port = String(proxy.port);
    url = target.toString();
    schema = `t_${randomBytes(6).toString('hex')}`;
    storage = await openStorage({ kind: 'postgres', url, schema });
  });

  afterEach(async () => {
    await proxy.restore().catch(() => undefined);
    await storage.close();
    await dropPostgresSchema(testDatabaseUrl!, schema);
    await proxy.close();
  });

  it('answers 503 with the reason while the database is away, and catches up when it returns', async () => {
    const app = createApp({ storage, version: 'test', log: silentLogger });
    const deviceKey = randomBytes(32).toString('base64url');
    await registerDevice((to, init) => app.request(to, init), deviceKey);
    const transport: SyncTransport = async (request) => {
      const response = await app.request('/api/sync', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-key': deviceKey },
        body: JSON.stringify(request),
      });
      const body = (await response.json()) as SyncResponse & { error?: { code: string; message: string } };
      if (!response.ok) throw new SyncRequestError(response.status, body.error!.code, body.error!.message);
      return body;
    };
    const database = openDeviceDatabase('outage');
    await database.meta.bulkPut([
      { key: 'device_key', value: deviceKey },
      { key: 'client_id', value: uuidv7() },
    ]);
    const engine = new SyncEngine(database, { transport, withLock: (task) => task(), random: () => 1 });
    await createTrip({ title: 'Before the outage', start_date: '2027-05-01', end_date: '2027-05-02', cities: [], notes: '' }, { database });
    await engine.flush();
    expect(await database.outbox.count()).toBe(0);

    await proxy.cut();
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', error: { code: 'database-unavailable' } });

    await createTrip({ title: 'During the outage', start_date: '2027-06-01', end_date: '2027-06-02', cities: [], notes: '' }, { database });
    const refused = await engine.flush().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SyncRequestError);
    expect(refused).toMatchObject({ status: 503, code: 'database-unavailable' });
    const direct = await app.request('/api/sync', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': deviceKey },
      body: JSON.stringify({ client_id: uuidv7(), cursor: 0, ops: [] }),
    });
    expect(direct.status).toBe(503);
    expect(Number(direct.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await database.outbox.where('status').equals('pending').count()).toBe(1);

    await proxy.restore();
    await engine.flush();
    expect(await database.outbox.count()).toBe(0);
    expect((await app.request('/api/health')).status).toBe(200);
    const trips = await app.request('/api/trips', { headers: { 'x-device-key': deviceKey } });
    expect(((await trips.json()) as { title: string }[]).map((trip) => trip.title).sort()).toEqual([
      'Before the outage',
      'During the outage',
    ]);
  });
});
