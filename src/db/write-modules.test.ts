// The write module of each synced entity (src/db/<entity>.ts) on fake-indexeddb: a write stores the
// record and its outbox op in one transaction, an update carries only what it changes and keeps the
// rest, a delete leaves a delete op (the server's tombstone), and each op carries the label the sync
// status would show the traveller.
import { describe, expect, it } from 'vitest';
import { openDeviceDatabase } from '../../tests/setup/device-database';
import { type AstraDatabase, entityTables } from './database';
import { addClockCity, removeClockCity } from './clock-cities';
import { changePackingList, createPackingList, deletePackingList, updatePackingList } from './packing-lists';
import { createPriceAlert, deletePriceAlert, setPriceAlertActive } from './price-alerts';
import { createTrip, deleteTrip, updateTrip } from './trips';
import { uuidv7 } from '../domain/ids';
import { packingListFieldsOf } from '../domain/packing';
import { findClockCity } from '../domain/world-clock';
import { syncEntities, type SyncEntity } from '../domain/synced-entities';

const open = () => openDeviceDatabase('writes');

const ops = async (database: AstraDatabase) =>
  (await database.outbox.toArray()).map(({ entity, kind, record_id, payload, label }) => ({ entity, kind, record_id, payload, label }));

/**
 * Refuses to store any new record of the entity, as a full disk would. The outbox op is written
 * first, so a write that was not one transaction would leave its op behind.
 */
const refuseRecords = (database: AstraDatabase, entity: SyncEntity) =>
  database.table(entityTables[entity]).hook('creating', () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });

const trip = { title: 'Lisbon weekend', start_date: '2027-05-01', end_date: '2027-05-03', cities: [{ name: 'Lisbon' }], notes: 'Trams' };
const alert = {
  user_id: 'demo',
  alert_type: 'flight' as const,
  origin: 'LON',
  destination: 'PAR',
  target_price: 80,
  threshold_percent: 15,
  is_active: true,
};
const packingList = () =>
  packingListFieldsOf({ destination: 'Reykjavik', duration_days: 4, items: [], notes: ['Layers'] }, new Date('2027-01-10T00:00:00Z'));

type Case = {
  entity: SyncEntity;
  label: string;
  fields: Record<string, unknown>;
  create: (database: AstraDatabase) => Promise<string>;
  /** Changes one field; `changed` is what the update op carries. */
  update: (database: AstraDatabase, id: string) => Promise<void>;
  changed: Record<string, unknown>;
  remove: (database: AstraDatabase, id: string) => Promise<void>;
};

const cases: Case[] = [
  {
    entity: 'trip',
    label: 'Lisbon weekend',
    fields: trip,
    create: (database) => createTrip(trip, { database }),
    update: (database, id) => updateTrip({ id, ...trip }, { notes: 'Trams and tiles' }, database),
    changed: { notes: 'Trams and tiles' },
    remove: (database, id) => deleteTrip({ id, ...trip }, database),
  },
  {
    entity: 'price_alert',
    label: 'LON-PAR',
    fields: alert,
    create: (database) => createPriceAlert(alert, { database }),
    update: (database, id) => setPriceAlertActive({ id, ...alert }, false, database),
    changed: { is_active: false },
    remove: (database, id) => deletePriceAlert({ id, ...alert }, database),
  },
  {
    entity: 'packing_list',
    label: 'Packing list for Reykjavik',
    fields: packingList(),
    create: async (database) => (await createPackingList(packingList(), { database })).id,
    update: (database, id) => updatePackingList({ id, destination: 'Reykjavik' }, { duration_days: 6 }, database),
    changed: { duration_days: 6 },
    remove: (database, id) => deletePackingList(id, database),
  },
];

describe.each(cases)('writing a $entity', ({ entity, label, fields, create, update, changed, remove }) => {
  const table = (database: AstraDatabase) => database.table(entityTables[entity]);

  it('stores the record and its create op together, labelled as the traveller knows it', async () => {
    const database = open();
    const id = await create(database);
    expect(await table(database).get(id)).toMatchObject({ ...fields, id, server_version: 0 });
    expect(await ops(database)).toEqual([{ entity, kind: 'create', record_id: id, payload: fields, label }]);
  });

  it('leaves no outbox op behind when the record cannot be stored', async () => {
    const database = open();
    refuseRecords(database, entity);
    await expect(create(database)).rejects.toMatchObject({ name: 'LocalSaveError', code: 'storage-full' });
    expect(await table(database).count()).toBe(0);
    expect(await database.outbox.count()).toBe(0);
  });

  it('updates what the change carries and keeps the rest', async () => {
    const database = open();
    const id = await create(database);
    await update(database, id);
    expect(await table(database).get(id)).toMatchObject({ ...fields, ...changed, id });
    expect((await ops(database))[1]).toEqual({ entity, kind: 'update', record_id: id, payload: changed, label });
  });

  it('deletes with a delete op and no payload, which the server keeps as a tombstone', async () => {
    const database = open();
    const id = await create(database);
    await remove(database, id);
    expect(await table(database).get(id)).toBeUndefined();
    expect((await ops(database)).map((op) => [op.kind, op.record_id, op.payload, op.label])).toEqual([
      ['create', id, fields, label],
      ['delete', id, undefined, label],
    ]);
  });
});

describe('writes that depend on what is stored', () => {
  it('a trip renamed is labelled with its new title', async () => {
    const database = open();
    const id = await createTrip(trip, { database });
    await updateTrip({ id, ...trip }, { title: 'Lisbon and Sintra' }, database);
    expect((await ops(database))[1]).toMatchObject({ kind: 'update', payload: { title: 'Lisbon and Sintra' }, label: 'Lisbon and Sintra' });
  });

  it('a packing list is changed from the list as it is stored, and opened when asked', async () => {
    const database = open();
    const list = await createPackingList(packingList(), { database });
    await database.meta.put({ key: 'packing_current_list', value: 'another list' });
    const changed = await changePackingList(list.id, (current) => ({ duration_days: current.duration_days + 1 }), { open: true, database });
    expect(changed).toMatchObject({ id: list.id, duration_days: 5, destination: 'Reykjavik', notes: ['Layers'] });
    expect((await database.meta.get('packing_current_list'))?.value).toBe(list.id);
    expect(await changePackingList(uuidv7(), () => ({ duration_days: 9 }), { database })).toBeUndefined();
    await deletePackingList(list.id, database);
    // A list already gone is not deleted twice.
    await deletePackingList(list.id, database);
    expect((await ops(database)).map((op) => op.kind)).toEqual(['create', 'update', 'delete']);
  });

  it('a change of items is sent as what it did to which items, not as the whole list', async () => {
    const database = open();
    const socks = { id: 'socks', name: 'Socks', category: 'Clothing' as const, checked: false, quantity: 4 };
    const hat = { id: 'hat', name: 'Warm hat', category: 'Clothing' as const, checked: false };
    const list = await createPackingList({ ...packingList(), items: [socks] }, { database });
    await changePackingList(list.id, (current) => ({ items: current.items.map((item) => ({ ...item, checked: true })) }), { database });
    await changePackingList(list.id, (current) => ({ items: [...current.items, hat], custom_item_ids: ['hat'] }), { database });
    await changePackingList(list.id, (current) => ({ items: current.items.filter((item) => item.id !== 'hat'), custom_item_ids: [] }), {
      database,
    });
    // A write that changes nothing sends nothing.
    await changePackingList(list.id, (current) => ({ items: current.items }), { database });
    expect((await ops(database)).slice(1).map((op) => op.payload)).toEqual([
      { item_changes: { edit: [{ id: 'socks', checked: true }] } },
      { item_changes: { put: [hat] }, custom_item_changes: { add: ['hat'] } },
      { item_changes: { remove: ['hat'] }, custom_item_changes: { remove: ['hat'] } },
    ]);
    expect(await database.packingLists.get(list.id)).toMatchObject({ items: [{ ...socks, checked: true }], custom_item_ids: [] });
  });

  it('a clock city is added after the defaults and removed with a delete op', async () => {
    const database = open();
    const paris = findClockCity('Paris')!;
    await addClockCity(paris, database);
    const row = await database.clocks.where('timezone').equals(paris.timezone).first();
    expect(row).toMatchObject({ name: 'Paris', position: 4, server_version: 0 });
    await removeClockCity(paris.timezone, database);
    expect(await database.clocks.where('timezone').equals(paris.timezone).count()).toBe(0);
    const last = (await ops(database)).slice(-2);
    expect(last).toEqual([
      {
        entity: 'clock_city',
        kind: 'create',
        record_id: row!.id,
        payload: { timezone: paris.timezone, name: 'Paris', flag: paris.flag, position: 4 },
        label: 'Paris on the world clock',
      },
      { entity: 'clock_city', kind: 'delete', record_id: row!.id, payload: undefined, label: 'Paris on the world clock' },
    ]);
  });

  it('a clock city that cannot be stored leaves nothing to sync', async () => {
    const database = open();
    refuseRecords(database, 'clock_city');
    await expect(addClockCity(findClockCity('Paris')!, database)).rejects.toMatchObject({ code: 'storage-full' });
    expect(await database.clocks.count()).toBe(0);
    expect(await database.outbox.count()).toBe(0);
  });
});

describe('the registry of synced entities on the device', () => {
  it('has a table in the current schema for every entity, keyed by record id', async () => {
    const database = open();
    await database.open();
    for (const entity of syncEntities) {
      const table = database.table(entityTables[entity]);
      expect(table.schema.primKey.keyPath, entity).toBe('id');
    }
  });
});
