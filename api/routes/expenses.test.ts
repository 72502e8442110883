// A trip's expenses over the real API on SQLite and PostgreSQL, through POST /api/sync: created,
// changed field by field and deleted like any synced record; amounts only as whole minor units, an
// exact split that adds up, a settlement to someone else, each refusal in words a traveller can
// act on; on a shared trip they reach every companion, a viewer cannot write and a stranger finds nothing.
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import { deviceApi, type DeviceApi } from '../../tests/setup/device-api';
import type { Storage } from '../db/index';

type Change = { entity: string; record_id: string; version: number; deleted: boolean; record?: Record<string, unknown>; scope?: string };

/** A device that keeps its cursors like the app does, and reads shared trips. */
function syncingDevice(api: DeviceApi) {
  const clientId = uuidv7();
  let cursor = 0;
  let cursors: Record<string, number> = {};
  let seq = 0;
  const held = new Map<string, Change>();
  return {
    api,
    held,
    op(entity: string, kind: string, recordId: string, payload?: Record<string, unknown>) {
      const copy = held.get(`${entity}:${recordId}`)?.record;
      const base =
        kind === 'update' && copy && payload ? Object.fromEntries(Object.keys(payload).map((field) => [field, copy[field]])) : undefined;
      return { op_id: uuidv7(), seq: ++seq, entity, record_id: recordId, kind, ...(payload ? { payload } : {}), ...(base ? { base } : {}) };
    },
    async sync(ops: unknown[] = []) {
      let response = await api.call('POST', '/api/sync', { client_id: clientId, cursor, cursors, ops });
      expect(response.status).toBe(200);
      const acks = response.body.acks as Array<{ status: string; error?: { code: string; message: string } }>;
      for (;;) {
        expect(response.status).toBe(200);
        for (const scope of response.body.dropped ?? []) {
          for (const [key, change] of held) if (change.scope === scope) held.delete(key);
          delete cursors[scope];
        }
        for (const change of response.body.changes as Change[]) held.set(`${change.entity}:${change.record_id}`, change);
        cursor = response.body.cursor;
        cursors = { ...cursors, ...response.body.cursors };
        if (!response.body.has_more) break;
        response = await api.call('POST', '/api/sync', { client_id: clientId, cursor, cursors, ops: [] });
      }
      return { acks };
    },
    live(entity: string) {
      return [...held.values()].filter((change) => change.entity === entity && !change.deleted).map((change) => change.record!);
    },
  };
}

const trip = { title: 'Lisbon weekend', start_date: '2027-05-01', end_date: '2027-05-03', cities: [{ name: 'Lisbon' }], notes: '' };

const dinner = (tripId: string, overrides: Record<string, unknown> = {}) => ({
  trip_id: tripId,
  kind: 'expense',
  amount_minor: 4550,
  currency: 'EUR',
  category: 'food',
  date: '2027-05-02',
  paid_by: 'owner',
  split: {
    method: 'equal',
    people: [
      { person: 'owner', value: 1 },
      { person: 'guest:Ana', value: 1 },
    ],
  },
  note: 'Dinner at Ramiro',
  item_id: null,
  ...overrides,
});

describe.each(storageKinds)('expenses through /api/sync on %s', (kind) => {
  let storage: Storage;
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
  });

  async function tripOf(device: ReturnType<typeof syncingDevice>) {
    const tripId = uuidv7();
    const { acks } = await device.sync([device.op('trip', 'create', tripId, trip)]);
    expect(acks[0]!.status).toBe('applied');
    return tripId;
  }

  it('creates, changes field by field and deletes an expense; a pull sees each step', async () => {
    const phone = syncingDevice(deviceApi(storage));
    const tripId = await tripOf(phone);
    const id = uuidv7();
    expect((await phone.sync([phone.op('expense', 'create', id, dinner(tripId))])).acks[0]!.status).toBe('applied');
    expect(phone.live('expense')).toEqual([expect.objectContaining({ id, amount_minor: 4550, currency: 'EUR', paid_by: 'owner' })]);

    const exact = {
      method: 'exact',
      people: [
        { person: 'owner', value: 3000 },
        { person: 'guest:Ana', value: 1550 },
      ],
    };
    await phone.sync([phone.op('expense', 'update', id, { split: exact })]);
    await phone.sync([phone.op('expense', 'update', id, { note: 'Dinner, Ana had the lobster' })]);
    expect(phone.live('expense')[0]).toMatchObject({
      split: exact,
      note: 'Dinner, Ana had the lobster',
      amount_minor: 4550,
      category: 'food',
    });

    await phone.sync([phone.op('expense', 'delete', id)]);
    expect(phone.live('expense')).toEqual([]);
    expect([...phone.held.values()].find((change) => change.record_id === id)).toMatchObject({ deleted: true });
  });

  it('refuses what is not money or does not add up, in words a traveller can act on, and stores nothing', async () => {
    const phone = syncingDevice(deviceApi(storage));
    const tripId = await tripOf(phone);
    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      [{ amount_minor: 45.5 }, /whole number of cents/],
      [{ amount_minor: '4550' }, /Amount must be a whole number of cents/],
      [{ amount_minor: -100 }, /can't be negative/],
      [{ amount_minor: 0 }, /more than zero/],
      [{ currency: 'XYZ' }, /Currency must be one of USD, EUR/],
      [{ date: '2027-02-30' }, /not a real date/],
      [{ paid_by: 'Ana' }, /owner, member:<id> or guest:<name>/],
      [{ split: { method: 'exact', people: [{ person: 'owner', value: 4000 }] } }, /exact amounts must add up to the amount/],
      [{ split: { method: 'equal', people: [] } }, /at least one person/],
      [{ kind: 'settlement', split: { method: 'exact', people: [{ person: 'owner', value: 4550 }] } }, /paid to someone else/],
      [{ note: 'x\u0000' }, /U\+0000/],
    ];
    for (const [overrides, message] of refusals) {
      const { acks } = await phone.sync([phone.op('expense', 'create', uuidv7(), dinner(tripId, overrides))]);
      expect(acks[0], JSON.stringify(overrides)).toMatchObject({ status: 'rejected', error: { code: 'invalid-input' } });
      expect(acks[0]!.error!.message).toMatch(message);
    }
    // An update is checked once merged: a new amount that the exact split no longer adds up to is refused.
    const id = uuidv7();
    await phone.sync([
      phone.op('expense', 'create', id, dinner(tripId, { split: { method: 'exact', people: [{ person: 'owner', value: 4550 }] } })),
    ]);
    const { acks } = await phone.sync([phone.op('expense', 'update', id, { amount_minor: 5000 })]);
    expect(acks[0]).toMatchObject({ status: 'rejected' });
    expect(acks[0]!.error!.message).toMatch(/exact amounts must add up/);
    expect(phone.live('expense')).toEqual([expect.objectContaining({ id, amount_minor: 4550 })]);
    // An orphan is refused with the trip's own error.
    const orphan = await phone.sync([phone.op('expense', 'create', uuidv7(), dinner(uuidv7()))]);
    expect(orphan.acks[0]).toMatchObject({ status: 'rejected', error: { code: 'trip-not-found' } });
  });

  it('on a shared trip: companions both write and both read, the same field later wins, a viewer is refused, a stranger finds nothing', async () => {
    const ana = syncingDevice(deviceApi(storage));
    const ben = syncingDevice(deviceApi(storage));
    const cy = syncingDevice(deviceApi(storage));
    const tripId = await tripOf(ana);
    const anasDinner = uuidv7();
    await ana.sync([ana.op('expense', 'create', anasDinner, dinner(tripId))]);
    const editor = await ana.api.call('POST', `/api/trips/${tripId}/invites`, { role: 'editor', display_name: 'Ana' });
    const viewer = await ana.api.call('POST', `/api/trips/${tripId}/invites`, { role: 'viewer' });
    expect((await ben.api.call('POST', `/api/invites/${editor.body.token}/accept`, { display_name: 'Ben' })).status).toBe(200);
    expect((await cy.api.call('POST', `/api/invites/${viewer.body.token}/accept`, { display_name: 'Cy' })).status).toBe(200);
    await Promise.all([ana.sync(), ben.sync(), cy.sync()]);
    // The expense moved with the trip into its scope, and every companion pulled it.
    for (const device of [ana, ben, cy]) expect(device.live('expense')).toEqual([expect.objectContaining({ id: anasDinner })]);
    expect([...ben.held.values()].find((change) => change.record_id === anasDinner)?.scope).toBe(`trip:${tripId}`);

    const benMember = ben.live('trip_member').find((member) => member.display_name === 'Ben')!;
    const bensTaxi = uuidv7();
    const taxi = dinner(tripId, {
      amount_minor: 2000,
      currency: 'USD',
      category: 'transport',
      paid_by: `member:${String(benMember.id)}`,
      note: 'Taxi',
      split: {
        method: 'shares',
        people: [
          { person: 'owner', value: 1 },
          { person: `member:${String(benMember.id)}`, value: 3 },
        ],
      },
    });
    expect((await ben.sync([ben.op('expense', 'create', bensTaxi, taxi)])).acks[0]!.status).toBe('applied');

    // Different fields of Ana's dinner at once: both stay. The same field: the later wins, the other is kept as replaced.
    await ana.sync([ana.op('expense', 'update', anasDinner, { note: 'Dinner at Ramiro (tip in)' })]);
    await ben.sync([ben.op('expense', 'update', anasDinner, { category: 'activities' })]);
    await ana.sync();
    await ben.sync([ben.op('expense', 'update', anasDinner, { amount_minor: 5000 })]);
    const anasLateEdit = ana.op('expense', 'update', anasDinner, { amount_minor: 4800 });
    await ana.sync([anasLateEdit]);
    await Promise.all([ana.sync(), ben.sync(), cy.sync()]);
    for (const device of [ana, ben, cy]) {
      const held = device.live('expense');
      expect(held.map((expense) => expense.id).sort()).toEqual([anasDinner, bensTaxi].sort());
      expect(held.find((expense) => expense.id === anasDinner)).toMatchObject({
        note: 'Dinner at Ramiro (tip in)',
        category: 'activities',
        amount_minor: 4800,
      });
      expect(device.live('replaced_change')).toEqual([
        expect.objectContaining({ record_id: anasDinner, field: 'amount_minor', changed_by: 'Ana' }),
      ]);
    }

    // A viewer reads but cannot write.
    const viewerTries = await cy.sync([
      cy.op('expense', 'create', uuidv7(), dinner(tripId)),
      cy.op('expense', 'update', anasDinner, { note: 'Mine' }),
      cy.op('expense', 'delete', bensTaxi),
    ]);
    expect(viewerTries.acks.map((ack) => ack.error?.code)).toEqual(['trip-read-only', 'trip-read-only', 'trip-read-only']);

    // A stranger can neither add to the trip nor touch its expenses, and pulls none of them.
    const eve = syncingDevice(deviceApi(storage));
    const strangerTries = await eve.sync([
      eve.op('expense', 'create', uuidv7(), dinner(tripId)),
      eve.op('expense', 'update', anasDinner, { note: 'Eve was here' }),
    ]);
    expect(strangerTries.acks.map((ack) => ack.error?.code)).toEqual(['trip-not-found', 'expense-not-found']);
    expect(eve.held.size).toBe(0);
    expect((await eve.api.call('GET', `/api/trips/${tripId}/members`)).status).toBe(404);

    // Deleting the trip takes its expenses with it on every device.
    await ana.sync([ana.op('trip', 'delete', tripId)]);
    await ben.sync();
    expect(ben.live('expense')).toEqual([]);
  });
});
