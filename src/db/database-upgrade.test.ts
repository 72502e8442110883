// Opening the app's database over one made by an earlier release, on fake-indexeddb: from version 3,
// the packing lists and clock cities it held stay, and wait in the outbox to sync; from version 4,
// the trips and waiting changes stay and the itinerary table is there, empty.
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createExpense } from './expenses';
import { AstraDatabase } from './database';
import { rebuildRecord } from './local-changes';
import { createItineraryItem } from './itinerary-items';
import { uuidv7 } from '../domain/ids';

const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

/** The schema as version 3 shipped it. */
function previousRelease(name: string): Dexie {
  const old = new Dexie(name);
  old.version(1).stores({
    trips: 'id, created_at, start_date',
    priceAlerts: 'id, created_at',
    packingLists: 'id, updated_at, destination, trip_id',
    clockCities: 'timezone, position',
    outbox: '++seq, &op_id, status, [entity+record_id]',
    meta: 'key',
    rateTables: 'base_date, fetched_at',
    cities: 'slug, name, cached_at',
  });
  old.version(2).stores({ trips: 'id', serverCopies: '[entity+record_id]' });
  old.version(3).stores({ chatQueue: 'id, queued_at' });
  return old;
}

describe('the upgrade to synced packing lists and clock cities', () => {
  it('keeps what the device held and queues it to sync, with every field present', async () => {
    const name = `upgrade-${uuidv7()}`;
    names.push(name);
    const old = previousRelease(name);
    const listId = uuidv7();
    await old.table('packingLists').add({
      id: listId,
      destination: 'Reykjavik',
      duration_days: 4,
      items: [{ id: 'i1', name: 'Passport', category: 'Documents', checked: true }],
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-02T10:00:00.000Z',
      start_date: '2027-02-10',
      notes: ['Cold in February'],
      // An older list: no travel month, trip, place, climate or own items.
    });
    await old.table('clockCities').bulkAdd([
      { timezone: 'Asia/Tokyo', name: 'Tokyo', flag: '🇯🇵', position: 0 },
      { timezone: 'Europe/Lisbon', name: 'Lisbon', flag: '🇵🇹', position: 1 },
    ]);
    old.close();

    const database = new AstraDatabase(name);
    await database.open();
    const list = await database.packingLists.get(listId);
    expect(list).toMatchObject({
      destination: 'Reykjavik',
      travel_month: 2,
      trip_id: null,
      place: null,
      climate: null,
      custom_item_ids: [],
      notes: ['Cold in February'],
      items: [{ id: 'i1', name: 'Passport', category: 'Documents', checked: true }],
      server_version: 0,
    });
    const clocks = await database.clocks.orderBy('position').toArray();
    expect(clocks.map((row) => [row.name, row.timezone, row.position])).toEqual([
      ['Tokyo', 'Asia/Tokyo', 0],
      ['Lisbon', 'Europe/Lisbon', 1],
    ]);
    const ops = await database.outbox.toArray();
    expect(ops.map((op) => [op.entity, op.kind, op.status])).toEqual([
      ['packing_list', 'create', 'pending'],
      ['clock_city', 'create', 'pending'],
      ['clock_city', 'create', 'pending'],
    ]);
    expect(ops.map((op) => op.record_id)).toEqual([listId, ...clocks.map((row) => row.id)]);

    // The rows read the same once rebuilt from their ops (as after any sync).
    await database.transaction('rw', [database.packingLists, database.clocks, database.outbox, database.serverCopies], async () => {
      await rebuildRecord(database, 'packing_list', listId);
      for (const row of clocks) await rebuildRecord(database, 'clock_city', row.id);
    });
    expect(await database.packingLists.get(listId)).toEqual(list);
    expect((await database.clocks.orderBy('position').toArray()).map((row) => row.name)).toEqual(['Tokyo', 'Lisbon']);
    database.close();
  });
});

/** The schema as version 4 shipped it (the release before itinerary items). */
function releaseBeforeItineraries(name: string): Dexie {
  const old = previousRelease(name);
  old.version(4).stores({ clocks: 'id, position, timezone', clockCities: null });
  return old;
}

describe('the upgrade to itinerary items', () => {
  it('keeps the trips and waiting changes the device held, and adds an empty itinerary that takes items', async () => {
    const name = `upgrade-${uuidv7()}`;
    names.push(name);
    const old = releaseBeforeItineraries(name);
    const tripId = uuidv7();
    const trip = {
      id: tripId,
      title: 'Singapore',
      start_date: '2027-03-12',
      end_date: '2027-03-20',
      cities: [],
      notes: '',
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-01T10:00:00.000Z',
      server_version: 0,
    };
    await old.table('trips').add(trip);
    await old.table('outbox').add({
      op_id: uuidv7(),
      entity: 'trip',
      record_id: tripId,
      kind: 'create',
      payload: {},
      created_at: trip.created_at,
      status: 'pending',
      attempts: 0,
    });
    old.close();

    const database = new AstraDatabase(name);
    await database.open();
    expect(database.verno).toBeGreaterThanOrEqual(5);
    expect(await database.trips.get(tripId)).toEqual(trip);
    expect(await database.outbox.count()).toBe(1);
    expect(await database.itineraryItems.count()).toBe(0);
    await createItineraryItem({ trip_id: tripId, day: null, kind: 'note', details: { text: 'Hawker centres' } }, { database });
    expect((await database.itineraryItems.where('trip_id').equals(tripId).toArray()).map((item) => item.details)).toEqual([
      { text: 'Hawker centres' },
    ]);
    database.close();
  });
});

function releaseBeforeSharedTrips(name: string): Dexie {
  const old = releaseBeforeItineraries(name);
  old.version(5).stores({ itineraryItems: 'id, trip_id' });
  return old;
}

describe('the upgrade to shared trips', () => {
  it("keeps what the device held (its server copies have no scope: the traveller's own) and adds an empty members table", async () => {
    const name = `upgrade-${uuidv7()}`;
    names.push(name);
    const old = releaseBeforeSharedTrips(name);
    const tripId = uuidv7();
    const copy = { entity: 'trip', record_id: tripId, version: 7, deleted: false, record: { id: tripId, title: 'Oslo' } };
    await old.table('serverCopies').add(copy);
    await old.table('meta').put({ key: 'sync_cursor', value: 7 });
    old.close();

    const database = new AstraDatabase(name);
    await database.open();
    expect(database.verno).toBeGreaterThanOrEqual(6);
    expect(await database.serverCopies.toArray()).toEqual([copy]);
    expect((await database.meta.get('sync_cursor'))?.value).toBe(7);
    expect(await database.tripMembers.count()).toBe(0);
    database.close();
  });
});

function releaseBeforeExpenses(name: string): Dexie {
  const old = releaseBeforeSharedTrips(name);
  old.version(6).stores({ tripMembers: 'id, trip_id', replacedChanges: 'id' });
  return old;
}

describe('the upgrade to expenses', () => {
  it("keeps the trips the device held and adds an empty expenses table that takes a trip's expenses", async () => {
    const name = `upgrade-${uuidv7()}`;
    names.push(name);
    const old = releaseBeforeExpenses(name);
    const tripId = uuidv7();
    const trip = {
      id: tripId,
      title: 'Kyoto',
      start_date: '2027-04-01',
      end_date: '2027-04-08',
      cities: [],
      notes: '',
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-01T10:00:00.000Z',
      server_version: 3,
    };
    await old.table('trips').add(trip);
    old.close();

    const database = new AstraDatabase(name);
    await database.open();
    expect(database.verno).toBeGreaterThanOrEqual(7);
    expect(await database.trips.get(tripId)).toEqual(trip);
    expect(await database.expenses.count()).toBe(0);
    const fields = {
      trip_id: tripId,
      kind: 'expense' as const,
      amount_minor: 1500,
      currency: 'JPY' as const,
      category: 'food' as const,
      date: '2027-04-02',
      paid_by: 'owner',
      split: { method: 'equal' as const, people: [{ person: 'owner', value: 1 }] },
      note: 'Ramen',
      item_id: null,
    };
    await createExpense(fields, { database });
    expect(await database.expenses.where('trip_id').equals(tripId).toArray()).toEqual([expect.objectContaining(fields)]);
    database.close();
  });
});

function releaseBeforeTheWallet(name: string): Dexie {
  const old = releaseBeforeExpenses(name);
  old.version(7).stores({ expenses: 'id, trip_id' });
  return old;
}

describe('the upgrade to the wallet', () => {
  it('keeps what the device held and adds empty documents and files tables', async () => {
    const name = `upgrade-${uuidv7()}`;
    names.push(name);
    const old = releaseBeforeTheWallet(name);
    const tripId = uuidv7();
    await old.table('trips').add({ id: tripId, title: 'Oslo' });
    old.close();

    const database = new AstraDatabase(name);
    await database.open();
    expect(database.verno).toBeGreaterThanOrEqual(8);
    expect(await database.trips.toArray()).toEqual([{ id: tripId, title: 'Oslo' }]);
    expect(await database.documents.where('trip_id').equals(tripId).count()).toBe(0);
    await database.documentFiles.put({
      hash: 'a'.repeat(64),
      blob: new Blob(['%PDF-1.4']),
      size: 8,
      type: 'application/pdf',
      uploaded: 0,
      attempts: 0,
      next_try_at: 0,
      stored_at: new Date().toISOString(),
    });
    expect(await database.documentFiles.where('uploaded').equals(0).primaryKeys()).toEqual(['a'.repeat(64)]);
    database.close();
  });
});
