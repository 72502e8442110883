// Packing lists and world-clock cities through POST /api/sync, on SQLite and PostgreSQL: stored
// as a device sends them, changed field by field, and refused with a reason when malformed.
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import { deviceApi, syncOpsFor, type DeviceApi } from '../../tests/setup/device-api';

const listFields = {
  destination: 'Reykjavik',
  duration_days: 5,
  travel_month: 2,
  start_date: '2027-02-10',
  trip_id: null,
  place: { name: 'Reykjavik', country_code: 'IS', lat: 64.1355 },
  climate: 'cold',
  notes: ['Reykjavik in February is usually cold.'],
  items: [
    { id: 'passport', name: 'Passport or ID card', category: 'Documents', checked: false },
    { id: 'socks', name: 'Socks', category: 'Clothing', checked: false, quantity: 5 },
  ],
  custom_item_ids: [],
};

describe.each(storageKinds)('packing lists and clock cities over /api/sync on %s', (kind) => {
  let device: DeviceApi;
  const clientId = uuidv7();
  freshStoragePerTest(kind, (fresh) => {
    device = deviceApi(fresh);
  });

  const sync = (ops: unknown[], cursor = 0) => device.call('POST', '/api/sync', { client_id: clientId, cursor, ops });
  const records = async (entity: string) =>
    ((await sync([])).body.changes as Array<{ entity: string; deleted: boolean; record: Record<string, unknown> }>)
      .filter((change) => change.entity === entity && !change.deleted)
      .map((change) => change.record);

  it('stores a packing list as sent, and an update changes only the fields it carries', async () => {
    const list = syncOpsFor('packing_list');
    const id = uuidv7();
    const created = await sync([list('create', id, listFields)]);
    expect(created.body.acks).toEqual([expect.objectContaining({ status: 'applied' })]);
    expect(await records('packing_list')).toEqual([expect.objectContaining({ id, ...listFields, version: 1 })]);

    const packed = listFields.items.map((item) => (item.id === 'passport' ? { ...item, checked: true } : item));
    await sync([list('update', id, { items: packed })]);
    expect(await records('packing_list')).toEqual([expect.objectContaining({ ...listFields, items: packed, version: 2 })]);

    await sync([list('update', id, { trip_id: uuidv7(), start_date: null })]);
    const [stored] = await records('packing_list');
    expect(stored).toMatchObject({ place: listFields.place, notes: listFields.notes, start_date: null, items: packed });
  });

  it('merges ticks of different items sent by two devices at once, whichever arrives first', async () => {
    const list = syncOpsFor('packing_list');
    const id = uuidv7();
    await sync([list('create', id, listFields)]);
    // Each device ticked one item of the list as both had it; neither saw the other's tick.
    await sync([list('update', id, { item_changes: { edit: [{ id: 'socks', checked: true }] } })]);
    const other = await device.call('POST', '/api/sync', {
      client_id: uuidv7(),
      cursor: 0,
      ops: [syncOpsFor('packing_list')('update', id, { item_changes: { edit: [{ id: 'passport', checked: true }] } })],
    });
    expect(other.body.acks).toEqual([expect.objectContaining({ status: 'applied' })]);
    const [stored] = await records('packing_list');
    expect(stored).toMatchObject({ items: listFields.items.map((item) => ({ ...item, checked: true })), version: 3 });

    const boots = { id: 'boots', name: 'Walking boots', category: 'Clothing', checked: false };
    await sync([
      list('update', id, {
        item_changes: { put: [boots], order: ['passport', 'boots', 'socks'] },
        custom_item_changes: { add: ['boots'] },
      }),
      // A tick of an item another device removed does not bring it back.
      list('update', id, { item_changes: { remove: ['passport'] } }),
      list('update', id, { item_changes: { edit: [{ id: 'passport', checked: false }] } }),
    ]);
    const [changed] = await records('packing_list');
    expect(changed).toMatchObject({ items: [boots, { ...listFields.items[1], checked: true }], custom_item_ids: ['boots'], version: 5 });
  });

  it('refuses item changes that would make a list it cannot keep, with a reason', async () => {
    const list = syncOpsFor('packing_list');
    const id = uuidv7();
    await sync([list('create', id, listFields)]);
    const tooMany = Array.from({ length: 300 }, (_, index) => ({
      id: `extra-${index}`,
      name: 'Spare',
      category: 'Essentials',
      checked: false,
    }));
    const response = await sync([
      list('update', id, { item_changes: { edit: [{ id: 'socks', name: '  ' }] } }),
      list('update', id, { item_changes: { put: [{ id: 'x', name: 'Boots', category: 'Shoes', checked: false }] } }),
      list('update', id, { item_changes: { put: tooMany } }),
      list('update', id, { item_changes: 'tick socks' }),
    ]);
    expect(response.body.acks.map((ack: { status: string }) => ack.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(response.body.acks[0].error.message).toMatch(/Item name is empty/);
    expect(response.body.acks[1].error.message).toMatch(/Category must be one of/);
    expect(response.body.acks[2].error.message).toMatch(/A list has at most 300 items/);
    expect(response.body.acks[3].error.message).toMatch(/item_changes must be an object/);
    const [stored] = await records('packing_list');
    expect(stored).toMatchObject({ items: listFields.items, version: 1 });
  });

  it('refuses a malformed packing list with a reason, and stores nothing', async () => {
    const list = syncOpsFor('packing_list');
    const response = await sync([
      list('create', uuidv7(), { ...listFields, items: [{ id: 'x', name: '   ', category: 'Documents', checked: false }] }),
      list('create', uuidv7(), { ...listFields, duration_days: 0 }),
      list('create', uuidv7(), { ...listFields, items: [{ id: 'x', name: 'Boots', category: 'Shoes', checked: false }] }),
      // Finding 6 of the abuse issue: trips refused this date, packing lists stored it.
      list('create', uuidv7(), { ...listFields, start_date: '0000-00-00' }),
      list('create', uuidv7(), { ...listFields, start_date: '2027-02-30' }),
    ]);
    expect(response.status).toBe(200);
    expect(response.body.acks.map((ack: { status: string }) => ack.status)).toEqual([
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(response.body.acks[3].error.message).toMatch(/start_date is not a real date/);
    expect(response.body.acks[4].error.message).toMatch(/start_date is not a real date/);
    expect(response.body.acks[0].error.message).toMatch(/Item name is empty/);
    expect(response.body.acks[2].error.message).toMatch(/Category must be one of Documents, Clothing, Toiletries, Electronics, Essentials/);
    expect(await records('packing_list')).toEqual([]);
  });

  it('keeps the clock cities a device sends, moves and removes them, and refuses an unknown time zone', async () => {
    const clock = syncOpsFor('clock_city');
    const tokyo = uuidv7();
    const lisbon = uuidv7();
    await sync([
      clock('create', tokyo, { timezone: 'Asia/Tokyo', name: 'Tokyo', flag: '🇯🇵', position: 0 }),
      clock('create', lisbon, { timezone: 'Europe/Lisbon', name: 'Lisbon', flag: '🇵🇹', position: 1 }),
    ]);
    await sync([clock('update', lisbon, { position: 0 }), clock('delete', tokyo)]);
    expect(await records('clock_city')).toEqual([
      expect.objectContaining({ id: lisbon, timezone: 'Europe/Lisbon', name: 'Lisbon', position: 0 }),
    ]);

    const refused = await sync([clock('create', uuidv7(), { timezone: 'Mars/Olympus_Mons', name: 'Olympus', flag: '', position: 2 })]);
    expect(refused.body.acks[0]).toMatchObject({ status: 'rejected', error: { message: expect.stringMatching(/IANA time zone/) } });
  });
});
