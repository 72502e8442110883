// Issue 21, finding 1: a new device costs something. A key the server never registered is refused
// on every device route; registering is limited per address (the client's, behind TRUST_PROXY); the
// devices that existed before registration keep working through migration 0017.
import { describe, expect, it } from 'vitest';
import { freshStoragePerTest, storageKinds } from '../tests/setup/storage';
import { deviceApi, newDeviceKey } from '../tests/setup/device-api';
import { registerPath } from '../tests/setup/register-device';
import { uuidv7 } from '../src/domain/ids';
import { createApp } from './app';
import type { Storage } from './db/index';
import { migrations } from './db/migrations/index';
import { ownerIdOf } from './device';
import { defaultWriteLimits } from './write-limits';

const trip = (title: string) => ({ title, start_date: '2027-03-01', end_date: '2027-03-05', cities: [{ name: title }], notes: '' });

describe.each(storageKinds)('device registration on %s', (kind) => {
  let storage: Storage;
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
  });
  const count = async (table: 'devices' | 'trips') =>
    Number(
      (
        await storage.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses 100 made-up keys with 401 device-unknown on reads, creates and sync, storing nothing', async () => {
    const app = createApp({ storage, version: 'test' });
    const answers = new Map<string, number>();
    for (let index = 0; index < 100; index++) {
      const headers = { 'Content-Type': 'application/json', 'X-Device-Key': newDeviceKey() };
      const responses = await Promise.all([
        app.request('/api/trips', { headers }),
        app.request('/api/trips', { method: 'POST', headers, body: JSON.stringify(trip(`Trip ${index}`)) }),
        app.request('/api/sync', { method: 'POST', headers, body: JSON.stringify({ client_id: uuidv7(), cursor: 0, ops: [] }) }),
      ]);
      for (const response of responses) {
        const body = (await response.json()) as { error: { code: string; message: string } };
        const key = `${response.status} ${body.error.code}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
        expect(body.error.message).toMatch(/register/);
      }
    }
    expect(Object.fromEntries(answers)).toEqual({ '401 device-unknown': 300 });
    expect([await count('devices'), await count('trips')]).toEqual([0, 0]);
  });

  it('registers a key once (201, then 200 and free), after which it works', async () => {
    const api = deviceApi(storage, newDeviceKey(), {}, { registered: false });
    expect((await api.call('GET', '/api/trips')).status).toBe(401);
    const first = await api.call('POST', registerPath);
    expect(first).toMatchObject({ status: 201, body: { id: ownerIdOf(api.deviceKey) } });
    expect(await api.call('POST', registerPath)).toMatchObject({ status: 200, body: { id: ownerIdOf(api.deviceKey) } });
    expect((await api.call('POST', '/api/trips', trip('Lisbon'))).status).toBe(201);
    expect((await api.call('GET', '/api/trips')).body).toHaveLength(1);
  });

  it(`allows ${defaultWriteLimits.registrationsPerAddressPerHour} new devices an hour from one address (the client's, behind a proxy), then 429 with Retry-After`, async () => {
    const clock = Date.parse('2027-01-10T09:20:00Z');
    const app = createApp({ storage, version: 'test', devices: { trustProxyHops: 1, now: () => clock } });
    const register = (deviceKey: string, address: string) =>
      app.request(registerPath, { method: 'POST', headers: { 'X-Device-Key': deviceKey, 'X-Forwarded-For': `198.51.100.1, ${address}` } });
    const keys = Array.from({ length: defaultWriteLimits.registrationsPerAddressPerHour + 5 }, () => newDeviceKey());
    const statuses: number[] = [];
    for (const key of keys) statuses.push((await register(key, '203.0.113.7')).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(defaultWriteLimits.registrationsPerAddressPerHour);
    expect(statuses.slice(defaultWriteLimits.registrationsPerAddressPerHour)).toEqual([429, 429, 429, 429, 429]);

    const refused = await register(newDeviceKey(), '203.0.113.7');
    expect(refused.status).toBe(429);
    // The fixed hour's window ends at 10:00: 40 minutes from the clock.
    expect(refused.headers.get('Retry-After')).toBe(String(40 * 60));
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'rate-limited',
      message: expect.stringMatching(/Try again in 40 minutes/),
    });
    // A refused key was not registered; a known key costs nothing; another address has its own count.
    const unregistered = keys.at(-1)!;
    expect((await app.request('/api/trips', { headers: { 'X-Device-Key': unregistered } })).status).toBe(401);
    expect((await register(keys[0]!, '203.0.113.7')).status).toBe(200);
    expect((await register(unregistered, '192.0.2.44')).status).toBe(201);
    expect(await count('devices')).toBe(defaultWriteLimits.registrationsPerAddressPerHour + 1);
  });

  it('migration 0017 registers every device that left data, so none of them gets 401', async () => {
    // Before registration existed, a device that never linked had no row: its key's hash owned its data.
    const [tripsOnly, syncedAndLinked, anotherTraveller, pullOnly] = [newDeviceKey(), newDeviceKey(), newDeviceKey(), newDeviceKey()];
    const traveller = deviceApi(storage, tripsOnly);
    const tripId = uuidv7();
    expect((await traveller.call('POST', '/api/trips', { id: tripId, ...trip('Porto') })).status).toBe(201);
    const linked = deviceApi(storage, syncedAndLinked);
    const code = (await linked.call('POST', '/api/devices/pairing', {})).body.code as string;
    const other = deviceApi(storage, newDeviceKey());
    expect((await other.call('POST', '/api/devices/pairing/claim', { code })).status).toBe(200);
    const another = deviceApi(storage, anotherTraveller);
    expect((await another.call('POST', '/api/trips', { id: uuidv7(), ...trip('Faro') })).status).toBe(201);
    // The unlinked devices' rows go, as in a database from before; the linked ones keep theirs.
    const unlinked = [tripsOnly, anotherTraveller, pullOnly].map(ownerIdOf);
    await storage.db.deleteFrom('devices').where('key_hash', 'in', unlinked).execute();
    expect((await traveller.call('GET', '/api/trips')).status).toBe(401);

    await migrations['0017-registered-devices']!.up(storage.db);

    expect((await traveller.call('GET', '/api/trips')).body).toMatchObject([{ id: tripId, title: 'Porto' }]);
    expect((await another.call('GET', '/api/trips')).status).toBe(200);
    expect((await other.call('GET', '/api/devices')).body.devices).toHaveLength(2);
    // A device that never left anything registers like a new one (the app does it on its own).
    expect((await deviceApi(storage, pullOnly, {}, { registered: false }).call('GET', '/api/trips')).status).toBe(401);
    const rows = await storage.db.selectFrom('devices').select('key_hash').execute();
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash))).toBe(true);
    // Running it again changes nothing.
    const before = await count('devices');
    await migrations['0017-registered-devices']!.up(storage.db);
    expect(await count('devices')).toBe(before);
  });
});
