import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import { syncEntities, syncLimits, type SyncOp } from '../../src/domain/sync-protocol';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import type { Storage } from '../db/index';
import { deviceApi, syncOpsFor, type DeviceApi } from '../../tests/setup/device-api';

const fields = { title: 'Kyoto', start_date: '2026-10-01', end_date: '2026-10-08', cities: [{ name: 'Kyoto' }], notes: '' };

const op = syncOpsFor('trip');

describe.each(storageKinds)('POST /api/sync on %s', (kind) => {
  let storage: Storage;
  let device: DeviceApi;
  const clientId = uuidv7();
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
    device = deviceApi(fresh);
  });

  const sync = (ops: unknown[], cursor = 0, api: DeviceApi = device) => api.call('POST', '/api/sync', { client_id: clientId, cursor, ops });

  const counts = async () => {
    const { db } = storage;
    const [owners, trips, applied] = await Promise.all([
      db.selectFrom('sync_owners').select('last_version').execute(),
      db.selectFrom('trips').select('id').execute(),
      db.selectFrom('applied_ops').select('op_id').execute(),
    ]);
    return { versions: owners.map((row) => Number(row.last_version)), trips: trips.length, appliedOps: applied.length };
  };

  it('applies a batch in order and pulls the result', async () => {
    const id = uuidv7();
    const ops = [op('create', id, fields), op('update', id, { title: 'Kyoto and Nara' }), op('update', id, { notes: 'Deer' })];
    const response = await sync(ops);
    expect(response.status).toBe(200);
    expect(response.body.acks).toEqual(ops.map((sent) => ({ op_id: sent.op_id, status: 'applied' })));
    expect(response.body).toMatchObject({ cursor: 3, has_more: false });
    expect(response.body.changes).toEqual([
      {
        entity: 'trip',
        record_id: id,
        version: 3,
        deleted: false,
        record: expect.objectContaining({ id, title: 'Kyoto and Nara', notes: 'Deer', cities: [{ name: 'Kyoto' }], version: 3 }),
      },
    ]);
    const applied = await storage.db.selectFrom('applied_ops').selectAll().orderBy('seq').execute();
    expect(applied.map((row) => [Number(row.seq), Number(row.version), row.client_id, row.record_id])).toEqual(
      ops.map((sent, index) => [sent.seq, index + 1, clientId, id]),
    );
  });

  it('acknowledges a repeated op id as a duplicate and applies it once', async () => {
    const id = uuidv7();
    const create = op('create', id, fields);
    const rename = op('update', id, { title: 'Renamed' });
    await sync([create, rename]);
    // The device edits again locally, then resends everything because the first answer was lost.
    const retitle = op('update', id, { title: 'Renamed again' });
    const resend = await sync([create, rename, retitle, rename]);
    expect(resend.body.acks).toEqual([
      { op_id: create.op_id, status: 'applied', duplicate: true },
      { op_id: rename.op_id, status: 'applied', duplicate: true },
      { op_id: retitle.op_id, status: 'applied' },
      { op_id: rename.op_id, status: 'applied', duplicate: true },
    ]);
    expect(await counts()).toEqual({ versions: [3], trips: 1, appliedOps: 3 });
    const [trip] = (await device.call('GET', '/api/trips')).body;
    expect(trip).toMatchObject({ title: 'Renamed again', version: 3 });
  });

  it('rejects a bad op alone, the rest still apply, and a repeat gets the same rejection', async () => {
    const id = uuidv7();
    const bad = op('create', uuidv7(), { ...fields, end_date: '2026-09-01' });
    const ops = [op('create', id, fields), bad, op('update', id, { notes: 'Temples' })];
    const response = await sync(ops);
    expect(response.body.acks.map((ack: { status: string }) => ack.status)).toEqual(['applied', 'rejected', 'applied']);
    const rejection = {
      op_id: bad.op_id,
      status: 'rejected',
      error: { code: 'invalid-input', message: "end_date: End date can't be before the start date" },
    };
    expect(response.body.acks[1]).toEqual(rejection);

    const again = await sync([bad]);
    expect(again.body.acks).toEqual([{ ...rejection, duplicate: true }]);
    expect(await counts()).toEqual({ versions: [2], trips: 1, appliedOps: 3 });
  });

  it('rejects malformed ops one by one, echoing what op id it can', async () => {
    const id = uuidv7();
    const ops: unknown[] = [
      'not an op',
      { ...op('create', id, fields), op_id: 'not-a-uuid' },
      { ...op('create', id, fields), entity: 'boat' },
      { ...op('create', id, fields), kind: 'upsert' },
      { ...op('create', id, fields), record_id: 'x'.repeat(500) },
      op('create', id),
      op('update', id),
      op('create', id, { ...fields, id: uuidv7() }),
      op('create', id, { ...fields, title: 7 }),
      op('update', id, {}),
      op('create', id, { ...fields, cities: [{ name: 'Kyo\u0000to' }] }),
      op('create', id, fields),
    ];
    const response = await sync(ops);
    expect(response.status).toBe(200);
    const acks = response.body.acks as Array<{ op_id: string; status: string; error?: { code: string; message: string } }>;
    expect(acks).toHaveLength(ops.length);
    expect(acks.map((ack) => ack.status)).toEqual([...Array(ops.length - 1).fill('rejected'), 'applied']);
    expect(acks[0]!.op_id).toBe('');
    expect(acks[1]!.op_id).toBe('not-a-uuid');
    expect(acks.slice(2).map((ack, index) => ack.op_id === (ops[index + 2] as SyncOp).op_id)).not.toContain(false);
    const messages = acks.slice(0, -1).map((ack) => ack.error?.message);
    expect(messages).toEqual([
      'Each op must be an object with op_id, seq, entity, record_id and kind',
      'op_id: op_id must be a UUID',
      `entity: entity must be one of ${syncEntities.join(', ')}`,
      'kind: kind must be create, update or delete',
      'record_id: record_id must be a UUID',
      "payload: a create carries the new trip's fields",
      "payload: an update carries the trip's changed fields",
      'payload.id must be the same as record_id',
      'title: Title is required',
      expect.stringMatching(/Nothing to change/),
      "cities.0.name: City names can't contain the character U+0000",
    ]);
    expect(acks.slice(0, -1).every((ack) => ack.error?.code === 'invalid-input')).toBe(true);
    // Ops without an op id cannot be remembered; the others are, with what parsed of them.
    const applied = await storage.db.selectFrom('applied_ops').selectAll().where('record_id', 'is', null).execute();
    expect(applied).toHaveLength(1);
    expect(await counts()).toEqual({ versions: [1], trips: 1, appliedOps: 10 });
  });

  it('refuses an update of a missing or deleted trip and a create of a deleted one; a second delete is harmless', async () => {
    const id = uuidv7();
    const missing = await sync([op('update', uuidv7(), { title: 'Ghost' }), op('delete', uuidv7())]);
    expect(missing.body.acks[0]).toMatchObject({
      status: 'rejected',
      error: { code: 'trip-not-found', message: 'This trip no longer exists on the server.' },
    });
    expect(missing.body.acks[1]).toMatchObject({ status: 'applied' });

    const response = await sync([
      op('create', id, fields),
      op('delete', id),
      op('update', id, { title: 'Late edit' }),
      op('create', id, fields),
      op('delete', id),
    ]);
    expect(response.body.acks.map((ack: { status: string }) => ack.status)).toEqual([
      'applied',
      'applied',
      'rejected',
      'rejected',
      'applied',
    ]);
    expect(response.body.acks[2].error).toEqual({
      code: 'trip-deleted',
      message: 'This trip was deleted on another device, so this change was not saved.',
    });
    expect(response.body.acks[3].error).toEqual({ code: 'trip-deleted', message: "This trip was deleted, so it can't be created again." });
    expect(response.body.changes).toEqual([{ entity: 'trip', record_id: id, version: 2, deleted: true }]);
    const versions = await storage.db.selectFrom('applied_ops').select(['version']).where('record_id', '=', id).orderBy('seq').execute();
    expect(versions.map((row) => (row.version === null ? null : Number(row.version)))).toEqual([1, 2, null, null, null]);
    expect(await counts()).toMatchObject({ versions: [2], trips: 1 });
  });

  it('sets the fields of a live trip on a replayed create, without a new version when nothing changed', async () => {
    const id = uuidv7();
    await sync([op('create', id, fields)]);
    const same = await sync([op('create', id, { ...fields, id })], 1);
    expect(same.body).toMatchObject({ acks: [{ status: 'applied' }], changes: [], cursor: 1 });
    const changed = await sync([op('create', id, { ...fields, title: 'Kyoto again' })], 1);
    expect(changed.body.changes).toEqual([
      expect.objectContaining({ version: 2, record: expect.objectContaining({ title: 'Kyoto again' }) }),
    ]);
  });

  it('pages a pull with has_more and the cursor', async () => {
    const total = syncLimits.maxChangesPerPull + 20;
    const ids = Array.from({ length: total }, () => uuidv7());
    for (let start = 0; start < total; start += syncLimits.maxOpsPerPush) {
      const response = await sync(
        ids.slice(start, start + syncLimits.maxOpsPerPush).map((id) => op('create', id, fields)),
        0,
        deviceApi(storage, device.deviceKey),
      );
      expect(response.status).toBe(200);
    }
    const other = deviceApi(storage, device.deviceKey);
    const first = await sync([], 0, other);
    expect(first.body.changes).toHaveLength(syncLimits.maxChangesPerPull);
    expect(first.body).toMatchObject({ has_more: true, cursor: syncLimits.maxChangesPerPull });
    expect(first.body.changes.map((change: { version: number }) => change.version)).toEqual(
      Array.from({ length: syncLimits.maxChangesPerPull }, (_, i) => i + 1),
    );
    const second = await sync([], first.body.cursor, other);
    expect(second.body).toMatchObject({ has_more: false, cursor: total });
    expect(second.body.changes.map((change: { record_id: string }) => change.record_id)).toEqual(ids.slice(syncLimits.maxChangesPerPull));
    const third = await sync([], second.body.cursor, other);
    expect(third.body).toEqual({ acks: [], changes: [], cursor: total, has_more: false });
  });

  it('sends everything again when the cursor is past what the server has (its data was reset)', async () => {
    const id = uuidv7();
    await sync([op('create', id, fields)]);
    const pull = await sync([], 500);
    expect(pull.body).toMatchObject({ cursor: 1, has_more: false, reset: true, changes: [{ record_id: id, version: 1 }] });
    // The reset is said once: the next request's cursor is one the server gave.
    expect((await sync([], pull.body.cursor)).body.reset).toBeUndefined();
    // Said even when the request's own ops carry the server past the old cursor.
    const push = await sync([op('update', id, { notes: 'Tea' }), op('update', id, { notes: 'Tea and cake' })], 1);
    expect(push.body).toMatchObject({ cursor: 3, changes: [{ record_id: id, version: 3 }] });
    expect(push.body.reset).toBeUndefined();
    const late = await sync([op('update', id, { notes: 'Coffee' })], 2 + 1);
    expect(late.body.reset).toBeUndefined();
    const ahead = await sync([op('update', id, { notes: 'Matcha' }), op('update', id, { notes: 'Sencha' })], 5);
    expect(ahead.body).toMatchObject({ reset: true, cursor: 6, changes: [{ record_id: id, version: 6 }] });
    const fresh = deviceApi(storage);
    expect((await sync([], 42, fresh)).body).toEqual({ acks: [], changes: [], cursor: 0, has_more: false, reset: true });
  });

  it('pulls only the latest state of each trip, tombstones included, and only changes after the cursor', async () => {
    const [kept, dropped] = [uuidv7(), uuidv7()];
    await sync([op('create', kept, fields), op('create', dropped, fields)]);
    const response = await sync([op('update', kept, { title: 'Kept' }), op('delete', dropped)], 2);
    expect(response.body.changes).toEqual([
      expect.objectContaining({ record_id: kept, version: 3, deleted: false }),
      { entity: 'trip', record_id: dropped, version: 4, deleted: true },
    ]);
    const everything = await sync([], 0);
    expect(everything.body.changes.map((change: { record_id: string; version: number }) => [change.record_id, change.version])).toEqual([
      [kept, 3],
      [dropped, 4],
    ]);
  });

  it('pulls writes made through the REST API, and REST sees synced trips', async () => {
    const viaRest = await device.call('POST', '/api/trips', fields);
    const viaSync = uuidv7();
    const response = await sync([op('create', viaSync, fields)]);
    expect(response.body.changes).toEqual([
      { entity: 'trip', record_id: viaRest.body.id, version: 1, deleted: false, record: viaRest.body },
      expect.objectContaining({ record_id: viaSync, version: 2 }),
    ]);
    await device.call('PATCH', `/api/trips/${viaSync}`, { title: 'Patched' });
    await device.call('DELETE', `/api/trips/${viaRest.body.id}`);
    const later = await sync([], response.body.cursor);
    expect(later.body.changes).toEqual([
      expect.objectContaining({ record_id: viaSync, version: 3, record: expect.objectContaining({ title: 'Patched' }) }),
      { entity: 'trip', record_id: viaRest.body.id, version: 4, deleted: true },
    ]);
  });

  it('writes nothing for a pure pull or a refused request, and scopes data to the device key', async () => {
    expect((await sync([])).body).toEqual({ acks: [], changes: [], cursor: 0, has_more: false });
    for (const body of [
      { client_id: 'x', cursor: 0, ops: [] },
      { client_id: clientId, cursor: -1, ops: [] },
      { client_id: clientId, cursor: 0 },
      { client_id: clientId, cursor: 0, ops: Array(101).fill({}) },
      '[',
    ]) {
      const response = await device.call('POST', '/api/sync', body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.body.error.code).toBe('invalid-input');
    }
    const unauthenticated = await device.app.request('/api/sync', {
      method: 'POST',
      body: JSON.stringify({ client_id: clientId, cursor: 0, ops: [op('create', uuidv7(), fields)] }),
    });
    expect(unauthenticated.status).toBe(401);
    expect(await counts()).toEqual({ versions: [], trips: 0, appliedOps: 0 });

    const id = uuidv7();
    const create = op('create', id, fields);
    await sync([create]);
    const stranger = deviceApi(storage);
    const theirs = await sync([create, op('update', id, { title: 'Not yours' })], 0, stranger);
    // The same op id from another device is that device's own op: no duplicate across keys.
    expect(theirs.body.acks).toEqual([
      { op_id: create.op_id, status: 'applied' },
      { op_id: expect.any(String), status: 'applied' },
    ]);
    expect((await device.call('GET', '/api/trips')).body[0].title).toBe('Kyoto');
  });

  it('applies an op sent by many concurrent requests exactly once', async () => {
    // An owner row that already exists, so the requests contend for its lock (not for inserting it).
    await device.call('POST', '/api/trips', fields);
    const id = uuidv7();
    const create = op('create', id, fields);
    const rename = op('update', id, { title: 'Once' });
    const responses = await Promise.all(Array.from({ length: 10 }, () => sync([create, rename])));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const firstTime = responses.filter((response) => !response.body.acks[0].duplicate);
    expect(firstTime).toHaveLength(1);
    for (const response of responses) {
      expect(response.body.acks.map((ack: { status: string }) => ack.status)).toEqual(['applied', 'applied']);
      expect(Boolean(response.body.acks[0].duplicate)).toBe(Boolean(response.body.acks[1].duplicate));
    }
    expect(await counts()).toEqual({ versions: [3], trips: 2, appliedOps: 2 });
  });

  it('forgets the answers a client can no longer ask for again: its ops below the seq it sends next, once an hour old', async () => {
    const id = uuidv7();
    const first = [op('create', id, fields), op('update', id, { title: 'One' })];
    await sync(first);
    const ageAll = (hours: number) =>
      storage.db
        .updateTable('applied_ops')
        .set({ applied_at: new Date(Date.now() - hours * 3600_000).toISOString() })
        .execute();
    const remembered = async () => (await storage.db.selectFrom('applied_ops').select('op_id').execute()).map((row) => row.op_id).sort();

    // A resend of the first batch (its answer was lost) still counts as seen, however old.
    await ageAll(2);
    const again = await sync([...first, op('update', id, { title: 'Two' })]);
    expect(again.body.acks.slice(0, 2)).toEqual(first.map((sent) => ({ op_id: sent.op_id, status: 'applied', duplicate: true })));
    expect(await remembered()).toHaveLength(3);

    // The next batch starts above them: the client has their answers. Only recent records stay,
    // and another client of the same device keeps its own.
    const other = { client_id: uuidv7(), cursor: 0, ops: [op('update', id, { notes: 'Other tab' })] };
    await device.call('POST', '/api/sync', other);
    await ageAll(2);
    const recent = op('update', id, { title: 'Three' });
    await sync([recent]);
    const kept = await remembered();
    expect(kept).toEqual([other.ops[0]!.op_id, recent.op_id].sort());

    // A client whose ops are all under an hour old loses none of them.
    const fresh = op('update', id, { title: 'Four' });
    await sync([fresh]);
    expect(await remembered()).toEqual([other.ops[0]!.op_id, recent.op_id, fresh.op_id].sort());
  });
});
