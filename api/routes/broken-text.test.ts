// Finding 4 of the abuse issue: a lone surrogate ("Trip \ud800", half of an emoji) was stored
// changed (it read back as three U+FFFD), so the identical retry of the create got 409 and each replay
// through sync wrote a new version. Now every JSON body's text is made well formed at the door:
// stored as U+FFFD once, read back as stored, and a retry is harmless. On both engines.
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import { wellFormed, wellFormedJson } from '../../src/domain/stored-text';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import { deviceApi, ownerVersions, syncOpsFor, type DeviceApi } from '../../tests/setup/device-api';
import type { Storage } from '../db/index';

const broken = 'Trip \ud800 to Porto \udc00';
const repaired = 'Trip \ufffd to Porto \ufffd';
const trip = { title: broken, start_date: '2027-05-01', end_date: '2027-05-03', cities: [{ name: 'Porto' }], notes: `Notes ${broken}` };

describe('well-formed text', () => {
  it('replaces only lone surrogates, keeping pairs (emoji) and every other character', () => {
    expect(wellFormed('🧳 ok')).toBe('🧳 ok');
    expect(wellFormed('🧳'.slice(0, 1))).toBe('\ufffd');
    expect(wellFormed('\udc00\ud800')).toBe('\ufffd\ufffd');
    expect(wellFormed('a\ud83e\udde3b')).toBe('a🧣b');
    expect(wellFormedJson({ [`k\ud800`]: [broken, 3, null, { deep: broken }] })).toEqual({
      'k\ufffd': [repaired, 3, null, { deep: repaired }],
    });
  });
});

describe.each(storageKinds)('a lone surrogate in what a device sends, on %s', (kind) => {
  let storage: Storage;
  let device: DeviceApi;
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
    device = deviceApi(fresh);
  });

  it('is stored as U+FFFD, read back as stored, and the identical retry of the create is harmless', async () => {
    const id = uuidv7();
    const first = await device.call('POST', '/api/trips', { ...trip, id });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ title: repaired, notes: `Notes ${repaired}` });
    const again = await device.call('POST', '/api/trips', { ...trip, id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const listed = await device.call('GET', '/api/trips');
    expect(listed.body).toEqual([first.body]);
    expect(await ownerVersions(storage)).toEqual([1]);
  });

  it('through sync, a replayed op writes no new version, and an update with the same text changes nothing', async () => {
    const op = syncOpsFor('trip');
    const id = uuidv7();
    const create = op('create', id, trip);
    const sync = (ops: unknown[], cursor = 0) =>
      device.call('POST', '/api/sync', { client_id: '01900000-0000-7000-8000-000000000001', cursor, ops });
    const first = await sync([create]);
    expect(first.status).toBe(200);
    expect(first.body.acks).toEqual([{ op_id: create.op_id, status: 'applied' }]);
    const replay = await sync([create]);
    expect(replay.body.acks[0]).toMatchObject({ op_id: create.op_id, status: 'applied' });
    const sameText = await sync([op('update', id, { title: broken })]);
    expect(sameText.body.acks[0].status).toBe('applied');
    expect(await ownerVersions(storage)).toEqual([1]);
    const pulled = await sync([]);
    expect(pulled.body.changes.map((change: { record: { title: string } }) => change.record.title)).toEqual([repaired]);
  });
});
