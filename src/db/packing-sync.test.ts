// Two devices of one traveller (fake-indexeddb, the real sync engine) and the real API over SQLite and,
// when TEST_DATABASE_URL is set, PostgreSQL: ticks of different items of one packing list, made
// offline on each device, all survive on both devices whichever device reaches the server first.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDeviceDatabase } from '../../tests/setup/device-database';
import { openTestStorage, storageKinds, type TestStorage } from '../../tests/setup/storage';
import { createApp } from '../../api/app';
import { type AstraDatabase } from './database';
import { changePackingList, createPackingList, makePackingList } from './packing-lists';
import { httpTransport } from './sync-transport';
import { SyncEngine, type SyncTransport } from './sync-engine';
import { SyncRequestError } from './sync-retry';
import { uuidv7 } from '../domain/ids';
import { packingListFieldsOf, type PackingItem } from '../domain/packing';

const deviceKey = 'packing-sync-test-device-key-0123456789';

const items: PackingItem[] = [
  { id: 'passport', name: 'Passport or ID card', category: 'Documents', checked: false },
  { id: 'socks', name: 'Socks', category: 'Clothing', checked: false, quantity: 5 },
  { id: 'toothbrush', name: 'Toothbrush', category: 'Toiletries', checked: false },
  { id: 'charger', name: 'Phone charger', category: 'Electronics', checked: false },
];

const tick = (database: AstraDatabase, listId: string, itemId: string) =>
  changePackingList(listId, (list) => ({ items: list.items.map((item) => (item.id === itemId ? { ...item, checked: true } : item)) }), {
    database,
  });

const ticked = async (database: AstraDatabase, listId: string) =>
  (await database.packingLists.get(listId))?.items.filter((item) => item.checked).map((item) => item.id);

describe.each(storageKinds)('a packing list ticked on two devices at once, on %s', (kind) => {
  let testStorage: TestStorage;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    testStorage = await openTestStorage(kind);
    app = createApp({ storage: testStorage.storage, version: 'test' });
  });

  afterEach(() => testStorage.cleanup());

  // The app's own transport over app.request: it registers the device before its first sync.
  const online: SyncTransport = httpTransport({
    deviceKey: async () => deviceKey,
    fetch: async (input, init) => app.request(String(input), init),
  });

  async function device(): Promise<{ database: AstraDatabase; sync: () => Promise<unknown> }> {
    const database = openDeviceDatabase('packing-sync');
    await database.meta.bulkPut([
      { key: 'device_key', value: deviceKey },
      { key: 'client_id', value: uuidv7() },
    ]);
    const engine = new SyncEngine(database, { transport: online, withLock: (task) => task(), random: () => 1 });
    return { database, sync: () => engine.flush() };
  }

  /** Both devices hold the list, then each ticks a different item with no network. */
  async function tickedOffline() {
    const phone = await device();
    const laptop = await device();
    const fields = packingListFieldsOf({ destination: 'Oslo', duration_days: 4, items }, new Date('2027-01-10T00:00:00Z'));
    const list = await createPackingList(fields, { database: phone.database });
    await phone.sync();
    await laptop.sync();
    expect(await ticked(laptop.database, list.id)).toEqual([]);
    await tick(phone.database, list.id, 'passport');
    await tick(laptop.database, list.id, 'charger');
    return { phone, laptop, listId: list.id };
  }

  it.each([
    ['the phone', 'the laptop'],
    ['the laptop', 'the phone'],
  ])('keeps both ticks on both devices when %s syncs first', async (first) => {
    const { phone, laptop, listId } = await tickedOffline();
    const [early, late] = first === 'the phone' ? [phone, laptop] : [laptop, phone];
    await early.sync();
    await late.sync();
    await early.sync();
    for (const { database } of [phone, laptop]) {
      expect(await ticked(database, listId)).toEqual(['passport', 'charger']);
      expect(await database.outbox.count()).toBe(0);
    }
  });

  it('keeps a tick made on one device while the other makes the list again for a longer stay', async () => {
    const { phone, laptop, listId } = await tickedOffline();
    // The laptop makes the list again (10 days now: more socks) while the phone's tick waits to be sent.
    const longer = items.map((item) =>
      item.id === 'socks' ? { ...item, id: 'socks-new', quantity: 7 } : { ...item, id: `${item.id}-new` },
    );
    const list = (await laptop.database.packingLists.get(listId))!;
    await makePackingList({ ...packingListFieldsOf(list), duration_days: 10 }, longer, () => list, { database: laptop.database });
    await laptop.sync();
    await phone.sync();
    await laptop.sync();
    for (const { database } of [phone, laptop]) {
      const held = (await database.packingLists.get(listId))!;
      expect(held.items.filter((item) => item.checked).map((item) => item.id)).toEqual(['passport', 'charger']);
      expect(held.items.find((item) => item.id === 'socks')).toMatchObject({ quantity: 7, checked: false });
      expect(held.items.map((item) => item.id).sort()).toEqual(['charger', 'passport', 'socks', 'toothbrush']);
      expect(held.duration_days).toBe(10);
    }
  });

  it("shows the other device's tick beside its own while its own still waits to be sent", async () => {
    const { phone, laptop, listId } = await tickedOffline();
    await phone.sync();
    // The laptop pulls but its tick does not get through: it stays pending over the newer server copy.
    const pullOnly: SyncTransport = (request) => online({ ...request, ops: [] });
    const engine = new SyncEngine(laptop.database, { transport: pullOnly, withLock: (task) => task(), random: () => 1 });
    await expect(engine.flush()).rejects.toThrow(SyncRequestError);
    expect(await laptop.database.outbox.where('status').equals('pending').count()).toBe(1);
    expect(await ticked(laptop.database, listId)).toEqual(['passport', 'charger']);
  });
});
