import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import { tripLimits } from '../../src/domain/trip-rules';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import type { Storage } from '../db/index';
import { deviceApi, ownerVersions, type DeviceApi } from '../../tests/setup/device-api';

const lisbon = {
  title: 'Lisbon in spring',
  start_date: '2026-04-10',
  end_date: '2026-04-14',
  cities: [{ name: 'Lisbon' }],
  notes: 'Pastéis',
};

describe.each(storageKinds)('trips API on %s', (kind) => {
  let storage: Storage;
  let device: DeviceApi;
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
    device = deviceApi(fresh);
  });

  const ownerVersion = () => ownerVersions(storage);

  it('creates, lists, changes and deletes a trip', async () => {
    const created = await device.call('POST', '/api/trips', lisbon);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...lisbon, version: 1 });
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.body.created_at).toBe(created.body.updated_at);

    expect((await device.call('GET', '/api/trips')).body).toEqual([created.body]);

    const patched = await device.call('PATCH', `/api/trips/${created.body.id}`, {
      title: '  Lisbon and Porto ',
      cities: [{ name: 'Lisbon' }, { name: 'Porto' }],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id: created.body.id,
      title: 'Lisbon and Porto',
      start_date: '2026-04-10',
      notes: 'Pastéis',
      version: 2,
    });
    expect(patched.body.cities).toEqual([{ name: 'Lisbon' }, { name: 'Porto' }]);
    expect(patched.body.created_at).toBe(created.body.created_at);

    const deleted = await device.call('DELETE', `/api/trips/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect((await device.call('GET', '/api/trips')).body).toEqual([]);
    expect(await ownerVersion()).toEqual([3]);

    for (const [method, body] of [
      ['PATCH', { title: 'Again' }],
      ['DELETE', undefined],
    ] as const) {
      const again = await device.call(method, `/api/trips/${created.body.id}`, body);
      expect(again.status, method).toBe(404);
      expect(again.body.error.code).toBe('trip-not-found');
    }
  });

  it('lists trips newest first and fills defaults', async () => {
    const older = await device.call('POST', '/api/trips', {
      id: uuidv7(Date.now() - 60_000),
      title: 'Older',
      start_date: '2026-01-01',
      end_date: '2026-01-02',
    });
    const newer = await device.call('POST', '/api/trips', { title: 'Newer', start_date: '2026-02-01', end_date: '2026-02-01' });
    expect(older.body).toMatchObject({ cities: [], notes: '' });
    const list = await device.call('GET', '/api/trips');
    expect(list.body.map((trip: { title: string }) => trip.title)).toEqual(['Newer', 'Older']);
    expect(newer.status).toBe(201);
  });

  it('answers bad input with 400 and a message a person can act on', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ ...lisbon, title: undefined }, /title: Title is required/],
      [{ ...lisbon, title: '   ' }, /title: Title is required/],
      [{ ...lisbon, start_date: '10/04/2026' }, /start_date: Start date must be a date like 2027-03-12$/],
      [{ ...lisbon, end_date: '2026-02-30' }, /end_date: End date is not a real date/],
      [{ ...lisbon, end_date: '2026-04-01' }, /end_date: End date can't be before the start date/],
      [{ ...lisbon, title: 'x'.repeat(tripLimits.title + 1) }, /Title is at most 120 characters/],
      [{ ...lisbon, notes: 'x'.repeat(tripLimits.notes + 1) }, /Notes are at most 4000 characters/],
      [{ ...lisbon, cities: 'Lisbon' }, /cities: Cities must be a list of \{ name \}/],
      [{ ...lisbon, title: 42 }, /title: Title is required/],
      [{ ...lisbon, id: 'not-a-uuid' }, /id: id must be a UUID/],
      [{ ...lisbon, notes: 'nul \u0000 byte' }, /notes: Notes can't contain the character U\+0000/],
      ['{"title":', /not valid JSON/],
    ];
    for (const [body, message] of cases) {
      const response = await device.call('POST', '/api/trips', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.error.code).toBe('invalid-input');
      expect(response.body.error.message).toMatch(message);
    }
    expect(await ownerVersion()).toEqual([]);
  });

  it('checks a patch merged into the trip and refuses an empty one', async () => {
    const { body: trip } = await device.call('POST', '/api/trips', lisbon);
    const backwards = await device.call('PATCH', `/api/trips/${trip.id}`, { end_date: '2026-04-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toEqual({ code: 'invalid-input', message: "end_date: End date can't be before the start date" });
    const empty = await device.call('PATCH', `/api/trips/${trip.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/Nothing to change/);
    const same = await device.call('PATCH', `/api/trips/${trip.id}`, { title: lisbon.title });
    expect(same.body.version).toBe(1);
    expect((await device.call('GET', '/api/trips')).body[0].version).toBe(1);
  });

  it('answers 404 for a malformed or unknown id', async () => {
    for (const id of ['nope', uuidv7(), uuidv7().toUpperCase(), '%E0%A4%A']) {
      for (const [method, body] of [
        ['PATCH', { title: 'x' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await device.call(method, `/api/trips/${id}`, body);
        expect(response.status, `${method} ${id}`).toBe(404);
        expect(response.body.error.code).toBe('trip-not-found');
      }
    }
    expect(await ownerVersion()).toEqual([]);
  });

  it("keeps each device's trips to itself", async () => {
    const { body: trip } = await device.call('POST', '/api/trips', lisbon);
    const other = deviceApi(storage);
    expect((await other.call('GET', '/api/trips')).body).toEqual([]);
    expect((await other.call('PATCH', `/api/trips/${trip.id}`, { title: 'Mine now' })).status).toBe(404);
    expect((await other.call('DELETE', `/api/trips/${trip.id}`)).status).toBe(404);
    // The same id is free for another device (records are scoped by device, not global).
    expect((await other.call('POST', '/api/trips', { ...lisbon, id: trip.id, title: 'Other' })).status).toBe(201);
    expect((await device.call('GET', '/api/trips')).body).toEqual([trip]);
  });

  it('stores only a hash of the device key', async () => {
    await device.call('POST', '/api/trips', lisbon);
    const owners = await storage.db.selectFrom('sync_owners').select('owner_id').execute();
    expect(owners).toHaveLength(1);
    expect(owners[0]!.owner_id).toMatch(/^[0-9a-f]{64}$/);
    expect(owners[0]!.owner_id).not.toContain(device.deviceKey);
  });

  it('refuses requests without a valid device key', async () => {
    const { app } = device;
    const missing = await app.request('/api/trips');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      error: {
        code: 'device-key-required',
        message: 'Send your device key in the X-Device-Key header (the app makes one on first launch).',
      },
    });
    for (const key of ['short', 'has spaces in it but is long enough', 'x'.repeat(129), 'ünïcödé-key-that-is-long-enough']) {
      const response = await app.request('/api/trips', {
        method: 'POST',
        headers: { 'X-Device-Key': key, 'Content-Type': 'application/json' },
        body: JSON.stringify(lisbon),
      });
      expect(response.status, key).toBe(401);
      const body = await response.json();
      expect(body.error.code).toBe('device-key-invalid');
      expect(body.error.message).toMatch(/X-Device-Key/);
    }
    expect(await ownerVersion()).toEqual([]);
  });

  it('makes one trip from a create without an id sent twice with the same Idempotency-Key (finding 8)', async () => {
    const send = (key?: string, body: object = lisbon) => device.call('POST', '/api/trips', body, key ? { 'Idempotency-Key': key } : {});
    const first = await send('trip-key-1');
    const again = await send('trip-key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const changed = await send('trip-key-1', { ...lisbon, title: 'Somewhere else' });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('trip-exists');
    // Another key, or another device with the same key, makes its own trip.
    expect((await send('trip-key-2')).status).toBe(201);
    expect((await deviceApi(storage).call('POST', '/api/trips', lisbon, { 'Idempotency-Key': 'trip-key-1' })).status).toBe(201);
    expect((await device.call('GET', '/api/trips')).body).toHaveLength(2);
    const bad = await send('has spaces in it');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid-idempotency-key');
  });

  it('treats the same create again as harmless and a different one as a conflict', async () => {
    const id = uuidv7();
    const first = await device.call('POST', '/api/trips', { ...lisbon, id });
    const repeat = await device.call('POST', '/api/trips', { ...lisbon, id, title: ` ${lisbon.title} ` });
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);

    const different = await device.call('POST', '/api/trips', { ...lisbon, id, title: 'Somewhere else' });
    expect(different.status).toBe(409);
    expect(different.body.error.code).toBe('trip-exists');

    await device.call('DELETE', `/api/trips/${id}`);
    const revived = await device.call('POST', '/api/trips', { ...lisbon, id });
    expect(revived.status).toBe(409);
    expect(revived.body.error).toEqual({ code: 'trip-deleted', message: "This trip was deleted, so it can't be created again." });
    expect(await ownerVersion()).toEqual([2]);
  });
});
