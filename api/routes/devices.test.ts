import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import { normaliseCode } from '../../src/domain/device-codes';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import { deviceApi, newDeviceKey, syncOpsFor, type DeviceApi } from '../../tests/setup/device-api';
import type { Storage } from '../db/index';
import { ownerIdOf } from '../device';
import { takeAttempt } from '../attempts';
import { deviceCodeLimits } from './devices';

const trip = (title: string) => ({ title, start_date: '2027-03-01', end_date: '2027-03-05', cities: [{ name: title }], notes: '' });

describe.each(storageKinds)('/api/devices on %s', (kind) => {
  let storage: Storage;
  let clock: number;
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
    clock = Date.parse('2027-01-10T09:00:00Z');
  });
  const device = () => deviceApi(storage, newDeviceKey(), { devices: { now: () => clock } });
  const pairingCode = async (api: DeviceApi) => {
    const response = await api.call('POST', '/api/devices/pairing', {});
    expect(response.status).toBe(201);
    return response.body.code as string;
  };
  const titles = async (api: DeviceApi) =>
    ((await api.call('GET', '/api/trips')).body as { title: string }[]).map((found) => found.title).sort();

  it("calendar and public-page links are each device's own: both work after linking, and a removed device's stop", async () => {
    const [a, b] = [device(), device()];
    const tripId = uuidv7();
    expect((await a.call('POST', '/api/trips', { id: tripId, ...trip('Lisbon') })).status).toBe(201);
    expect(
      (await a.call('POST', `/api/trips/${tripId}/items`, { kind: 'note', day: '2027-03-02', details: { text: 'Fado' } })).status,
    ).toBe(201);
    const linkOfA = (await a.call('GET', `/api/trips/${tripId}/calendar`)).body.url as string;
    const pageOfA = (await a.call('POST', `/api/trips/${tripId}/public-link`)).body.url as string;
    await b.call('POST', '/api/devices/pairing/claim', { code: await pairingCode(a) });
    const linkOfB = (await b.call('GET', `/api/trips/${tripId}/calendar`)).body.url as string;
    const pageOfB = (await b.call('POST', `/api/trips/${tripId}/public-link`)).body.url as string;
    const read = async (url: string) => {
      const response = await a.app.request(new URL(url).pathname);
      return { status: response.status, text: await response.text() };
    };
    for (const url of [linkOfA, linkOfB, pageOfA, pageOfB])
      expect(await read(url)).toMatchObject({ status: 200, text: expect.stringContaining('Fado') });
    expect(linkOfB).not.toBe(linkOfA);

    const devices = (await a.call('GET', '/api/devices')).body.devices as Array<{ id: string; this_device: boolean }>;
    expect((await a.call('DELETE', `/api/devices/${devices.find((listed) => !listed.this_device)!.id}`)).status).toBe(204);
    for (const url of [linkOfB, pageOfB]) expect((await read(url)).status).toBe(404);
    for (const url of [linkOfA, pageOfA]) expect((await read(url)).status).toBe(200);
  });

  it('links a second device: both read the same trips, the first pulls what the second held, a resent op applies once', async () => {
    const [a, b] = [device(), device()];
    const clientA = uuidv7();
    const clientB = uuidv7();
    expect((await a.call('POST', '/api/trips', trip('Lisbon'))).status).toBe(201);
    const firstPull = await a.call('POST', '/api/sync', { client_id: clientA, cursor: 0, ops: [] });
    const cursorA = firstPull.body.cursor as number;
    expect(firstPull.body.changes).toHaveLength(1);

    const op = syncOpsFor('trip');
    const oslo = op('create', uuidv7(), trip('Oslo'));
    expect((await b.call('POST', '/api/sync', { client_id: clientB, cursor: 0, ops: [oslo] })).body.acks[0].status).toBe('applied');

    const code = await pairingCode(a);
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    // Typed in lower case with spaces, as someone might.
    const claimed = await b.call('POST', '/api/devices/pairing/claim', {
      code: ` ${code.toLowerCase().replace('-', ' ')} `,
      name: 'Anna’s phone',
    });
    expect(claimed).toEqual({ status: 200, body: { devices: 2, merged: 1 } });

    expect(await titles(a)).toEqual(['Lisbon', 'Oslo']);
    expect(await titles(b)).toEqual(['Lisbon', 'Oslo']);
    const pulled = await a.call('POST', '/api/sync', { client_id: clientA, cursor: cursorA, ops: [] });
    expect(pulled.body.changes.map((change: { record: { title: string } }) => change.record.title)).toEqual(['Oslo']);
    expect(pulled.body.changes[0].version).toBeGreaterThan(cursorA);

    const resent = await b.call('POST', '/api/sync', { client_id: clientB, cursor: 0, ops: [oslo] });
    expect(resent.body.acks[0]).toMatchObject({ op_id: oslo.op_id, status: 'applied', duplicate: true });
    expect(await titles(a)).toEqual(['Lisbon', 'Oslo']);
    const fromB = await b.call('POST', '/api/sync', { client_id: clientB, cursor: 0, ops: [] });
    expect(fromB.body.changes).toHaveLength(2);

    const list = await b.call('GET', '/api/devices');
    expect(list.body.devices.map((listed: { name: string | null; this_device: boolean }) => [listed.name, listed.this_device])).toEqual([
      [null, false],
      ['Anna’s phone', true],
    ]);
    const events = await storage.db.selectFrom('traveller_events').select(['kind', 'traveller_id']).execute();
    expect(events).toEqual([{ kind: 'device-linked', traveller_id: ownerIdOf(a.deviceKey) }]);
  });

  it("keeps the joining device's places on shared trips: one place per trip, with the higher role", async () => {
    const [a, b, companion] = [device(), device(), device()];
    const tripId = uuidv7();
    expect((await b.call('POST', '/api/trips', { id: tripId, ...trip('Kyoto') })).status).toBe(201);
    const invite = await b.call('POST', `/api/trips/${tripId}/invites`, { role: 'editor', display_name: 'Bea' });
    expect(invite.status).toBe(201);
    // A joins B's trip as an editor before the two devices turn out to be one traveller's.
    await a.call('POST', `/api/invites/${invite.body.token}/accept`, { display_name: 'Bea on the laptop' });
    await companion.call('POST', `/api/invites/${invite.body.token}/accept`, { display_name: 'Carl' });

    await b.call('POST', '/api/devices/pairing/claim', { code: await pairingCode(a) });
    for (const api of [a, b]) {
      const members = await api.call('GET', `/api/trips/${tripId}/members`);
      expect(members.status).toBe(200);
      expect(members.body.members.map((member: { role: string; you: boolean }) => [member.role, member.you]).sort()).toEqual([
        ['editor', false],
        ['owner', true],
      ]);
    }
    const seenByCompanion = await companion.call('GET', `/api/trips/${tripId}/members`);
    expect(seenByCompanion.body.members).toHaveLength(2);
  });

  it('stores codes only as hashes', async () => {
    const a = device();
    const pairing = await pairingCode(a);
    const recovery = (await a.call('POST', '/api/devices/recovery')).body.code as string;
    const rows = await storage.db.selectFrom('device_codes').selectAll().execute();
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const code of [pairing, recovery]) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(normaliseCode(code));
      expect(stored.toLowerCase()).not.toContain(normaliseCode(code).toLowerCase());
    }
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
  });

  it('refuses an unknown, expired, used or own code, each with its own answer', async () => {
    const [a, b, c] = [device(), device(), device()];
    expect((await b.call('POST', '/api/devices/pairing/claim', { code: 'ABCDE-FGHJK' })).body.error.code).toBe('code-invalid');
    expect((await b.call('POST', '/api/devices/pairing/claim', { code: 'nonsense' })).status).toBe(400);

    const expiring = await pairingCode(a);
    clock += 10 * 60_000 + 1000;
    const late = await b.call('POST', '/api/devices/pairing/claim', { code: expiring });
    expect([late.status, late.body.error.code]).toEqual([410, 'code-expired']);

    const code = await pairingCode(a);
    expect((await a.call('POST', '/api/devices/pairing/claim', { code })).body.error.code).toBe('already-linked');
    expect((await b.call('POST', '/api/devices/pairing/claim', { code })).status).toBe(200);
    const again = await c.call('POST', '/api/devices/pairing/claim', { code });
    expect([again.status, again.body.error.code]).toEqual([410, 'code-used']);
    expect((await b.call('POST', '/api/devices/pairing/claim', { code: await pairingCode(a) })).body.error.code).toBe('already-linked');
  });

  it('rate-limits claims per device and per address with Retry-After, and pairing codes per traveller', async () => {
    const [a, b, c] = [device(), device(), device()];
    for (let attempt = 0; attempt < deviceCodeLimits.claimsPerWindow; attempt++) {
      expect((await b.call('POST', '/api/devices/pairing/claim', { code: 'ABCDE-FGHJK' })).status).toBe(400);
    }
    // Even the right code waits: while limited, a guess cannot tell a hit from a miss.
    const code = await pairingCode(a);
    const refused = await b.app.request('/api/devices/pairing/claim', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Device-Key': b.deviceKey },
      body: JSON.stringify({ code }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(600);
    // app.request() has no socket, so every device here comes from one address ('unknown'): that is limited too.
    const sameAddress = await c.call('POST', '/api/devices/pairing/claim', { code });
    expect([sameAddress.status, sameAddress.body.error.code]).toEqual([429, 'rate-limited']);

    clock += deviceCodeLimits.claimWindowMs;
    expect((await b.call('POST', '/api/devices/pairing/claim', { code: await pairingCode(a) })).status).toBe(200);

    for (let made = 3; made <= deviceCodeLimits.codesPerHour; made++) await pairingCode(a);
    const tooMany = await a.call('POST', '/api/devices/pairing', {});
    expect([tooMany.status, tooMany.body.error.code]).toEqual([429, 'rate-limited']);
  });

  it('renames and removes devices of the traveller only; a removed device gets 401 device-removed at once', async () => {
    const [a, b, stranger] = [device(), device(), device()];
    await b.call('POST', '/api/devices/pairing/claim', { code: await pairingCode(a) });
    const idOfB = ownerIdOf(b.deviceKey);
    const idOfA = ownerIdOf(a.deviceKey);

    expect((await a.call('PATCH', `/api/devices/${idOfB}`, { name: 'Work laptop' })).status).toBe(204);
    expect((await a.call('PATCH', `/api/devices/${idOfB}`, { name: '   ' })).status).toBe(400);
    expect((await a.call('PATCH', `/api/devices/${idOfB}`, { name: 'x'.repeat(61) })).status).toBe(400);
    expect((await stranger.call('PATCH', `/api/devices/${idOfB}`, { name: 'Mine now' })).status).toBe(404);
    expect((await stranger.call('DELETE', `/api/devices/${idOfA}`)).status).toBe(404);
    expect((await b.call('GET', '/api/devices')).body.devices.map((listed: { name: string }) => listed.name)).toEqual([
      null,
      'Work laptop',
    ]);

    expect((await a.call('DELETE', `/api/devices/${idOfB}`)).status).toBe(204);
    for (const [method, path] of [
      ['GET', '/api/trips'],
      ['GET', '/api/devices'],
    ] as const) {
      const refused = await b.call(method, path);
      expect([refused.status, refused.body.error.code]).toEqual([401, 'device-removed']);
    }
    const sync = await b.call('POST', '/api/sync', { client_id: uuidv7(), cursor: 0, ops: [] });
    expect([sync.status, sync.body.error.code]).toEqual([401, 'device-removed']);
    const last = await a.call('DELETE', `/api/devices/${idOfA}`);
    expect([last.status, last.body.error.code]).toEqual([400, 'last-device']);
    expect((await a.call('GET', '/api/trips')).status).toBe(200);
    const kinds = (await storage.db.selectFrom('traveller_events').select('kind').execute()).map((row) => row.kind);
    expect(kinds.sort()).toEqual(['device-linked', 'device-removed', 'device-renamed']);
  });

  it('refuses to link a device that is linked to others already', async () => {
    const [a, b, c] = [device(), device(), device()];
    await b.call('POST', '/api/devices/pairing/claim', { code: await pairingCode(a) });
    const refused = await b.call('POST', '/api/devices/pairing/claim', { code: await pairingCode(c) });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'device-has-others']);
  });

  it('restores the traveller on a new device with the recovery code, once; a new code replaces the old', async () => {
    const [a, phone, other] = [device(), device(), device()];
    await a.call('POST', '/api/trips', trip('Rome'));
    const first = (await a.call('POST', '/api/devices/recovery')).body.code as string;
    expect(first).toMatch(/^([2-9A-HJ-NP-Z]{4}-){6}[2-9A-HJ-NP-Z]{4}$/);
    expect((await a.call('GET', '/api/devices')).body.has_recovery_code).toBe(true);
    const second = (await a.call('POST', '/api/devices/recovery')).body.code as string;
    expect((await phone.call('POST', '/api/devices/recovery/claim', { code: first })).body.error.code).toBe('code-invalid');
    expect(await phone.call('POST', '/api/devices/recovery/claim', { code: second, name: 'New phone' })).toEqual({
      status: 200,
      body: { devices: 2, merged: 0 },
    });
    expect(await titles(phone)).toEqual(['Rome']);
    expect((await a.call('GET', '/api/devices')).body.has_recovery_code).toBe(false);
    expect((await other.call('POST', '/api/devices/recovery/claim', { code: second })).body.error.code).toBe('code-used');
    // A pairing code is not a recovery code.
    expect((await other.call('POST', '/api/devices/recovery/claim', { code: await pairingCode(a) })).body.error.code).toBe('code-invalid');
  });

  it('counts attempts atomically across concurrent callers', async () => {
    const verdicts = await Promise.all(Array.from({ length: 25 }, () => takeAttempt(storage.db, 'test:key', 10, 60_000, clock)));
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(10);
    expect(verdicts.find((verdict) => !verdict.ok)).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect((await takeAttempt(storage.db, 'test:key', 10, 60_000, clock + 60_000)).ok).toBe(true);
  });
});
