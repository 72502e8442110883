// Issue 21, finding 2: writes are limited per device and per address (429 with Retry-After, in
// the error envelope), and each traveller's records have a quota (403 quota-exceeded; through
// sync, the op's ack carries it and the device keeps the change).
import { describe, expect, it, vi } from 'vitest';
import { freshStoragePerTest, storageKinds } from '../tests/setup/storage';
import { deviceApi, newDeviceKey, syncOpsFor } from '../tests/setup/device-api';
import { registerDevice } from '../tests/setup/register-device';
import { uuidv7 } from '../src/domain/ids';
import { recordQuotas } from '../src/domain/storage-quotas';
import { syncLimits } from '../src/domain/sync-protocol';
import { createApp } from './app';
import type { Storage } from './db/index';
import { defaultWriteLimits } from './write-limits';

const trip = (title: string) => ({ title, start_date: '2027-03-01', end_date: '2027-03-05', cities: [{ name: title }], notes: '' });

describe.each(storageKinds)('write limits and quotas on %s', (kind) => {
  let storage: Storage;
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
  });
  const tripCount = async () =>
    Number(
      (
        await storage.db
          .selectFrom('trips')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stops one address sending 200 syncs of 100 trip creates, each from a new registered device, at its records an hour', async () => {
    const clock = Date.parse('2027-01-10T09:30:00Z');
    // The address's records an hour lowered from its default (10,000) to keep the test short.
    const limit = 2_000;
    const app = createApp({
      storage,
      version: 'test',
      devices: { trustProxyHops: 1, now: () => clock },
      writeLimits: { addressRecordsPerHour: limit },
    });
    // Registered from 200 addresses (so registration alone does not stop them), then all sent from one.
    const keys = Array.from({ length: 200 }, () => newDeviceKey());
    for (const [index, key] of keys.entries())
      await registerDevice((path, init) => app.request(path, init), key, { 'X-Forwarded-For': `10.1.${index >> 8}.${index & 255}` });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (const key of keys) {
      const make = syncOpsFor('trip');
      const ops = Array.from({ length: syncLimits.maxOpsPerPush }, (_, n) => make('create', uuidv7(), trip(`Flood ${n}`)));
      const response = await app.request('/api/sync', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Device-Key': key, 'X-Forwarded-For': '203.0.113.9' },
        body: JSON.stringify({ client_id: uuidv7(), cursor: 0, ops }),
      });
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers.get('Retry-After');
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('rate-limited');
      }
    }
    const allowed = limit / syncLimits.maxOpsPerPush;
    expect(statuses.filter((status) => status === 200)).toHaveLength(allowed);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
    // The hour's window ends at 10:00.
    expect(retryAfter).toBe(String(30 * 60));
    expect(await tripCount()).toBe(limit);
  }, 60_000);

  it(`lets one device write ${defaultWriteLimits.deviceRequestsPerMinute} times a minute, then answers 429 with Retry-After and stores nothing more; reads go on`, async () => {
    let clock = Date.parse('2027-01-10T09:30:15Z');
    const api = deviceApi(storage, newDeviceKey(), { devices: { now: () => clock } });
    const statuses: number[] = [];
    for (let index = 0; index <= defaultWriteLimits.deviceRequestsPerMinute; index++)
      statuses.push((await api.call('POST', '/api/trips', trip(`Trip ${index}`))).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(defaultWriteLimits.deviceRequestsPerMinute);
    const refused = await api.request('/api/trips', { method: 'POST', body: JSON.stringify(trip('One more')) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('45');
    expect(await tripCount()).toBe(defaultWriteLimits.deviceRequestsPerMinute);
    expect((await api.call('GET', '/api/trips')).status).toBe(200);
    // The device still receives others' changes: a sync without ops is not a write.
    expect((await api.call('POST', '/api/sync', { client_id: uuidv7(), cursor: 0, ops: [] })).status).toBe(200);
    // Refused again from this process's memory: a flood over its limit costs no database work.
    const queries = (['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'transaction'] as const).map((method) =>
      vi.spyOn(storage.db, method),
    );
    const again = await api.request('/api/trips', { method: 'POST', body: JSON.stringify(trip('And another')) });
    expect(again.status).toBe(429);
    for (const query of queries) expect(query).not.toHaveBeenCalled();
    for (const query of queries) query.mockRestore();
    // The next minute, writes go through again.
    clock += 45_000;
    expect((await api.call('POST', '/api/trips', trip('Next minute'))).status).toBe(201);
  });

  it(`keeps at most ${recordQuotas.trip} trips for a traveller: the next is refused 403 quota-exceeded (through sync, in its ack), and a deletion makes room`, async () => {
    const api = deviceApi(storage);
    const make = syncOpsFor('trip');
    const quota = recordQuotas.trip!;
    for (let start = 0; start < quota; start += syncLimits.maxOpsPerPush) {
      const ops = Array.from({ length: syncLimits.maxOpsPerPush }, (_, n) => make('create', uuidv7(), trip(`Trip ${start + n}`)));
      const response = await api.call('POST', '/api/sync', { client_id: uuidv7(), cursor: 0, ops });
      expect(response.status).toBe(200);
      expect(response.body.acks.every((ack: { status: string }) => ack.status === 'applied')).toBe(true);
    }
    const overOp = make('create', uuidv7(), trip('One too many'));
    const synced = await api.call('POST', '/api/sync', { client_id: uuidv7(), cursor: 0, ops: [overOp] });
    expect(synced.body.acks[0]).toMatchObject({
      status: 'rejected',
      error: { code: 'quota-exceeded', message: expect.stringMatching(/2,000 trips saved, the most Astra keeps/) },
    });
    const posted = await api.call('POST', '/api/trips', trip('Through REST'));
    expect(posted).toMatchObject({ status: 403, body: { error: { code: 'quota-exceeded' } } });
    expect(await tripCount()).toBe(quota);

    const [oldest] = (await api.call('GET', '/api/trips')).body as Array<{ id: string }>;
    expect((await api.call('DELETE', `/api/trips/${oldest!.id}`)).status).toBe(204);
    const retried = await api.call('POST', '/api/sync', { client_id: uuidv7(), cursor: 0, ops: [{ ...overOp, op_id: uuidv7() }] });
    expect(retried.body.acks[0]).toMatchObject({ status: 'applied' });
  }, 60_000);
});
