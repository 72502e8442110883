// What every synced entity must do on the server, checked for each entity in the registry
// (src/domain/synced-entities.ts) through POST /api/sync, on SQLite and PostgreSQL: a create is
// stored as sent, an update changes only what it carries, a delete leaves a tombstone that a pull
// sees, and a change to a record the server does not have is refused in the entity's own words.
// A new entity gets a sample below (the type asks for it) and passes these before anything else.
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import { syncEntities, syncEntityRegistry, type SyncEntity } from '../../src/domain/synced-entities';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import { deviceApi, syncOpsFor, type DeviceApi } from '../../tests/setup/device-api';

type Sample = {
  fields: Record<string, unknown>;
  change: Record<string, unknown>;
  /** The record it belongs to (an item's trip), created first: an entity with a parent refuses an orphan. */
  parent?: { entity: SyncEntity; id: string; fields: Record<string, unknown> };
};

const tripFields = {
  title: 'Lisbon weekend',
  start_date: '2027-05-01',
  end_date: '2027-05-03',
  cities: [{ name: 'Lisbon' }],
  notes: 'Trams',
};
const sampleTripId = uuidv7();

/** Each entity's fields as a device creates them, and a change to one of them. */
const samples: Record<Exclude<SyncEntity, 'trip_member' | 'replaced_change'>, Sample> = {
  trip: { fields: tripFields, change: { notes: 'Trams and tiles' } },
  price_alert: {
    fields: {
      user_id: 'demo',
      alert_type: 'flight',
      origin: 'LON',
      destination: 'PAR',
      target_price: 80,
      threshold_percent: 15,
      is_active: true,
    },
    change: { is_active: false },
  },
  packing_list: {
    fields: {
      destination: 'Oslo',
      duration_days: 3,
      travel_month: 1,
      start_date: null,
      trip_id: null,
      place: null,
      climate: 'cold',
      notes: ['Layers'],
      items: [{ id: 'socks', name: 'Wool socks', category: 'Clothing', checked: false }],
      custom_item_ids: [],
    },
    change: { duration_days: 5 },
  },
  clock_city: {
    fields: { timezone: 'Europe/Paris', name: 'Paris', flag: '🇫🇷', position: 4 },
    change: { position: 0 },
  },
  itinerary_item: {
    fields: { trip_id: sampleTripId, kind: 'note', day: '2027-05-02', position: 'a0', details: { text: 'Tram 28 before nine' } },
    change: { day: null, position: 'a1' },
    parent: { entity: 'trip', id: sampleTripId, fields: tripFields },
  },
  expense: {
    fields: {
      trip_id: sampleTripId,
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
    },
    change: { note: 'Dinner at Ramiro, with tip' },
    parent: { entity: 'trip', id: sampleTripId, fields: tripFields },
  },
  document: {
    fields: {
      title: 'Boarding pass BA15',
      kind: 'boarding_pass',
      trip_id: sampleTripId,
      item_id: null,
      file_hash: 'a'.repeat(64),
      file_size: 2048,
      file_type: 'image/png',
      private: false,
    },
    change: { title: 'Boarding pass BA15, seat 32A' },
  },
};

/** Entities a device writes (a trip's members are written by the server only: api/routes/sharing.test.ts). */
const deviceWritten = syncEntities.filter((entity): entity is keyof typeof samples => !('serverWritten' in syncEntityRegistry[entity]));

describe.each(storageKinds)('every synced entity over /api/sync on %s', (kind) => {
  let device: DeviceApi;
  const clientId = uuidv7();
  freshStoragePerTest(kind, (fresh) => {
    device = deviceApi(fresh);
  });

  const sync = (ops: unknown[]) => device.call('POST', '/api/sync', { client_id: clientId, cursor: 0, ops });
  const changesOf = async (entity: SyncEntity) =>
    (
      (await sync([])).body.changes as Array<{ entity: string; record_id: string; deleted: boolean; record?: Record<string, unknown> }>
    ).filter((change) => change.entity === entity);

  it.each(deviceWritten)('%s: created as sent, updated field by field, deleted to a tombstone', async (entity) => {
    const { fields, change, parent } = samples[entity];
    if (parent) await sync([syncOpsFor(parent.entity)('create', parent.id, parent.fields)]);
    const before = parent ? 1 : 0;
    const op = syncOpsFor(entity);
    const id = uuidv7();
    expect((await sync([op('create', id, fields)])).body.acks).toEqual([expect.objectContaining({ status: 'applied' })]);
    expect((await changesOf(entity)).map((pulled) => pulled.record)).toEqual([
      expect.objectContaining({ id, ...fields, version: before + 1 }),
    ]);

    expect((await sync([op('update', id, change)])).body.acks).toEqual([expect.objectContaining({ status: 'applied' })]);
    expect((await changesOf(entity)).map((pulled) => pulled.record)).toEqual([
      expect.objectContaining({ id, ...fields, ...change, version: before + 2 }),
    ]);

    await sync([op('delete', id)]);
    expect(await changesOf(entity)).toEqual([expect.objectContaining({ record_id: id, deleted: true })]);
    expect((await changesOf(entity))[0]).not.toHaveProperty('record');
  });

  it.each(deviceWritten)('%s: a change to a record the server does not have is refused in its own words', async (entity) => {
    const response = await sync([syncOpsFor(entity)('update', uuidv7(), samples[entity].change)]);
    const code = `${syncEntityRegistry[entity].label.replace(/ /g, '-')}-not-found`;
    expect(response.body.acks).toEqual([expect.objectContaining({ status: 'rejected', error: expect.objectContaining({ code }) })]);
  });
});
