// A trip's itinerary items over REST (/api/trips/{id}/items) and POST /api/sync, on SQLite and
// PostgreSQL: the same store and rules on both paths. An item lives only while its trip does, and a
// deleted trip takes its items with it as tombstones devices pull; another device sees 404s; bad
// input is a 400 a person can act on, and leaves nothing stored.
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import type { Storage } from '../db/index';
import { ba15Entered } from '../../tests/setup/itinerary-fixtures';
import { deviceApi, ownerVersions, syncOpsFor, type DeviceApi } from '../../tests/setup/device-api';

const trip = { title: 'London to Singapore', start_date: '2027-03-12', end_date: '2027-03-20', cities: [{ name: 'Singapore' }] };
const flight = ba15Entered;
const flightDetails = flight.details;
const { from: heathrow, to: changi } = flightDetails;
const stay = {
  kind: 'stay',
  day: '2027-03-13',
  details: {
    name: 'Hotel X',
    address: '1 Orchard Road',
    place: { name: 'Singapore', timezone: 'Asia/Singapore' },
    check_in_local: '2027-03-13T15:00',
    check_out_local: '2027-03-16T11:00',
  },
};
const note = (text: string, day: string | null = null) => ({ kind: 'note', day, details: { text } });

describe.each(storageKinds)('itinerary items API on %s', (kind) => {
  let storage: Storage;
  let device: DeviceApi;
  const clientId = uuidv7();
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
    device = deviceApi(fresh);
  });

  const ownerVersion = () => ownerVersions(storage);
  const newTrip = async (api: DeviceApi = device) => (await api.call('POST', '/api/trips', trip)).body.id as string;
  const items = (tripId: string) => `/api/trips/${tripId}/items`;
  const sync = (ops: unknown[], cursor = 0) => device.call('POST', '/api/sync', { client_id: clientId, cursor, ops });
  const pulledItems = async () =>
    (
      (await sync([])).body.changes as Array<{ entity: string; record_id: string; deleted: boolean; record?: Record<string, unknown> }>
    ).filter((change) => change.entity === 'itinerary_item');

  it('adds, lists in plan order, moves, edits and deletes items', async () => {
    const tripId = await newTrip();
    const created = await device.call('POST', items(tripId), flight);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ trip_id: tripId, kind: 'flight', day: '2027-03-12', position: 'a0', version: 2 });
    // Defaults filled in, as a device would read them.
    expect(created.body.details).toMatchObject({ terminal: '', seat: '', flight_number: 'BA15' });
    const hotel = (await device.call('POST', items(tripId), stay)).body;
    const idea = (await device.call('POST', items(tripId), note('Gardens by the Bay at night'))).body;
    const second = (await device.call('POST', items(tripId), note('Taxi to the hotel', '2027-03-12'))).body;
    expect(second.position > created.body.position).toBe(true);

    const list = async () => ((await device.call('GET', items(tripId))).body as Array<{ id: string }>).map((item) => item.id);
    expect(await list()).toEqual([created.body.id, second.id, hotel.id, idea.id]);

    // A move: the idea becomes the first thing of the first day (one record written).
    const moved = await device.call('PATCH', `${items(tripId)}/${idea.id}`, { day: '2027-03-12', position: 'Zz' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ day: '2027-03-12', position: 'Zz', details: { text: 'Gardens by the Bay at night' } });
    expect(await list()).toEqual([idea.id, created.body.id, second.id, hotel.id]);

    const seat = await device.call('PATCH', `${items(tripId)}/${created.body.id}`, { details: { ...flightDetails, seat: '42K' } });
    expect(seat.body).toMatchObject({ kind: 'flight', day: '2027-03-12', details: { seat: '42K', confirmation: 'X7K2PQ' } });

    expect((await device.call('DELETE', `${items(tripId)}/${hotel.id}`)).status).toBe(204);
    expect(await list()).toEqual([idea.id, created.body.id, second.id]);
    expect((await device.call('PATCH', `${items(tripId)}/${hotel.id}`, { day: null })).body.error.code).toBe('itinerary-item-not-found');
    const pulled = await pulledItems();
    expect(pulled.find((change) => change.record_id === hotel.id)).toMatchObject({ deleted: true });
    expect(pulled.find((change) => change.record_id === created.body.id)?.record).toMatchObject({ details: { seat: '42K' } });
  });

  it('adds one item from a create sent twice with the same Idempotency-Key, in the place the first got (finding 8)', async () => {
    const tripId = await newTrip();
    const headers = { 'Idempotency-Key': 'item-key-1' };
    const first = await device.call('POST', items(tripId), note('Taxi to the hotel', '2027-03-12'), headers);
    const again = await device.call('POST', items(tripId), note('Taxi to the hotel', '2027-03-12'), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await device.call('GET', items(tripId))).body).toHaveLength(1);
    // Without a key, the same body twice is two items, as before.
    await device.call('POST', items(tripId), note('Taxi to the hotel', '2027-03-12'));
    expect((await device.call('GET', items(tripId))).body).toHaveLength(2);
  });

  it('answers bad input with 400 and a message a person can act on, storing nothing', async () => {
    const tripId = await newTrip();
    const before = await ownerVersion();
    const cases: Array<[unknown, RegExp]> = [
      [
        { ...flight, details: { ...flightDetails, depart_local: '12/03/2027 21:40' } },
        /Departure must be a real local date and time like 2027-03-12T21:40/,
      ],
      [
        { ...flight, details: { ...flightDetails, arrive_local: '2027-03-12T20:00' } },
        /The arrival must come after the departure \(times are local to each place\)/,
      ],
      // 18:05 in Singapore on the 12th is 10:05 in London: before a 21:40 departure, though the clock reads later.
      [{ ...flight, details: { ...flightDetails, arrive_local: '2027-03-12T23:05' } }, /The arrival must come after the departure/],
      [
        { ...flight, details: { ...flightDetails, from: { ...heathrow, code: 'lhr1' } } },
        /Airport code must be three capital letters, like LHR/,
      ],
      [{ ...flight, details: { ...flightDetails, to: { ...changi, timezone: 'Mars/Olympus' } } }, /Time zone must be an IANA time zone/],
      [{ ...flight, details: { ...flightDetails, confirmation: 'X'.repeat(41) } }, /Confirmation code/],
      [{ ...note('x'.repeat(2001)) }, /Note/],
      [{ ...note('fine'), day: 12 }, /Day must be a date like 2027-03-12/],
      [{ ...note('fine'), day: '2027-02-30' }, /Day is not a real date/],
      [{ kind: 'cruise', details: {} }, /kind must be one of flight, stay, activity, transport, note/],
      [{ ...stay, details: { ...stay.details, check_out_local: '2027-03-12T11:00' } }, /Check-out must come after the check-in/],
      [{ ...note('fine'), trip_id: uuidv7() }, /trip_id: leave it out, or send the id of the trip in the path/],
      [{ ...note('fine'), position: 'not a key!' }, /position must be 1 to 64 letters or digits/],
      [[note('fine')], /must be a JSON object/],
      ['{"kind":', /not valid JSON/],
    ];
    for (const [body, message] of cases) {
      const response = await device.call('POST', items(tripId), body);
      expect(response.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(response.body.error.code).toBe('invalid-input');
      expect(response.body.error.message).toMatch(message);
    }
    const { body: item } = await device.call('POST', items(tripId), flight);
    const patches: Array<[unknown, RegExp]> = [
      [{ details: { text: 'A flight cannot become a note' } }, /details/],
      [{ details: { ...flightDetails, arrive_local: '2027-03-12T20:00' } }, /The arrival must come after the departure/],
      [{ kind: 'note' }, /Nothing to change/],
      [{ day: 'tomorrow' }, /Day must be a date like 2027-03-12/],
      [{}, /Nothing to change/],
    ];
    for (const [body, message] of patches) {
      const response = await device.call('PATCH', `${items(tripId)}/${item.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.message).toMatch(message);
    }
    expect(await ownerVersion()).toEqual([before[0]! + 1]);
  });

  it('adds an item at the end of its day even after keys another client wrote', async () => {
    const tripId = await newTrip();
    // Valid to the schema, but no key fractional-indexing can place another after.
    const odd = (await device.call('POST', items(tripId), { ...note('Odd key', '2027-03-14'), position: 'zzz' })).body;
    const added = await device.call('POST', items(tripId), note('After it', '2027-03-14'));
    expect(added.status).toBe(201);
    const day = ((await device.call('GET', items(tripId))).body as Array<{ id: string; position: string }>).map((item) => item.id);
    expect(day).toEqual([odd.id, added.body.id]);
  });

  it('serves an item the schema no longer accepts as stored, and refuses to change it rather than lose it', async () => {
    const tripId = await newTrip();
    const { body: item } = await device.call('POST', items(tripId), note('Pick up the rail pass'));
    // As if an older version had allowed longer notes than the schema does now.
    const longText = 'Pick up the rail pass. '.repeat(100);
    await storage.db
      .updateTable('itinerary_items')
      .set({ details: JSON.stringify({ text: longText }) })
      .where('id', '=', item.id)
      .execute();
    const textOf = async () =>
      ((await device.call('GET', items(tripId))).body as Array<{ id: string; details: { text: string } }>).find(
        (each) => each.id === item.id,
      )?.details.text;
    expect(await textOf()).toBe(longText);
    const moved = await device.call('PATCH', `${items(tripId)}/${item.id}`, { day: '2027-03-12' });
    expect(moved.status).toBe(400);
    expect(moved.body.error.message).toContain('Note is at most 2000 characters');
    expect(await textOf()).toBe(longText);
  });

  it("answers 404 for another device's trip or item, an unknown or deleted trip, and another trip's item", async () => {
    const tripId = await newTrip();
    const { body: item } = await device.call('POST', items(tripId), note('Mine'));
    const other = deviceApi(storage);
    for (const [method, path, body] of [
      ['GET', items(tripId), undefined],
      ['POST', items(tripId), note('Theirs')],
      ['PATCH', `${items(tripId)}/${item.id}`, { day: null }],
      ['DELETE', `${items(tripId)}/${item.id}`, undefined],
    ] as const) {
      const response = await other.call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.error.code).toBe('trip-not-found');
    }
    for (const missing of [uuidv7(), 'nope']) {
      expect((await device.call('GET', items(missing))).body.error.code).toBe('trip-not-found');
      expect((await device.call('POST', items(missing), note('Orphan'))).status).toBe(404);
      expect((await device.call('PATCH', `${items(tripId)}/${missing}`, { day: null })).body.error.code).toBe('itinerary-item-not-found');
    }
    const otherTrip = await newTrip();
    const wrongTrip = await device.call('PATCH', `${items(otherTrip)}/${item.id}`, { day: null });
    expect(wrongTrip.status).toBe(404);
    expect(wrongTrip.body.error.code).toBe('itinerary-item-not-found');
    expect((await device.call('DELETE', `${items(otherTrip)}/${item.id}`)).status).toBe(404);
    expect((await device.call('GET', items(tripId))).body).toHaveLength(1);
  });

  it('deletes a trip with its items: tombstones devices pull, and no item can be added afterwards', async () => {
    const tripId = await newTrip();
    const kept = await newTrip();
    const mine = [
      (await device.call('POST', items(tripId), flight)).body.id,
      (await device.call('POST', items(tripId), note('Idea'))).body.id,
    ];
    const keptItem = (await device.call('POST', items(kept), note('Other trip'))).body.id;
    const versionBefore = (await ownerVersion())[0]!;
    expect((await device.call('DELETE', `/api/trips/${tripId}`)).status).toBe(204);
    // The trip and each of its items under a version of its own, so a paged pull cannot skip one.
    expect(await ownerVersion()).toEqual([versionBefore + 3]);
    const pulled = await pulledItems();
    expect(
      pulled
        .filter((change) => change.deleted)
        .map((change) => change.record_id)
        .sort(),
    ).toEqual([...mine].sort());
    expect(pulled.find((change) => change.record_id === keptItem)).toMatchObject({ deleted: false });
    expect((await device.call('GET', items(tripId))).status).toBe(404);
    const late = await device.call('POST', items(tripId), note('Too late'));
    expect(late.status).toBe(404);
    expect(late.body.error.code).toBe('trip-not-found');
    const viaSync = await sync([
      syncOpsFor('itinerary_item')('create', uuidv7(), { ...note('Too late'), trip_id: tripId, position: 'a5' }),
    ]);
    expect(viaSync.body.acks[0]).toMatchObject({
      status: 'rejected',
      error: { code: 'trip-deleted', message: 'The trip of this itinerary item was deleted, so the itinerary item was not saved.' },
    });
  });

  it('syncs item ops: create, move, edit and delete, and refuses an orphan or details of another kind with a reason', async () => {
    const tripOps = syncOpsFor('trip');
    const itemOps = syncOpsFor('itinerary_item');
    const tripId = uuidv7();
    const itemId = uuidv7();
    const first = await sync([
      tripOps('create', tripId, { ...trip, notes: '' }),
      itemOps('create', itemId, { ...flight, trip_id: tripId, position: 'a0' }),
      itemOps('create', uuidv7(), { ...note('Orphan'), trip_id: uuidv7(), position: 'a0' }),
      itemOps('update', itemId, { details: { text: 'Now a note' } }),
      itemOps('update', itemId, { day: null, position: 'a3' }),
      itemOps('update', itemId, { details: { ...flightDetails, terminal: '5' } }),
    ]);
    expect(first.body.acks.map((ack: { status: string; error?: { code: string } }) => ack.error?.code ?? ack.status)).toEqual([
      'applied',
      'applied',
      'trip-not-found',
      'invalid-input',
      'applied',
      'applied',
    ]);
    expect(first.body.acks[2].error.message).toBe(
      'The trip of this itinerary item does not exist (it may have been deleted), so the itinerary item was not saved.',
    );
    expect(first.body.acks[3].error.message).toMatch(/^details\./);
    expect((await pulledItems()).map((change) => change.record)).toEqual([
      expect.objectContaining({
        id: itemId,
        kind: 'flight',
        day: null,
        position: 'a3',
        details: expect.objectContaining({ terminal: '5' }),
      }),
    ]);

    // Trip and items deleted in one batch, as a device's deleteTrip sends them: every op applies.
    const gone = await sync([itemOps('delete', itemId), tripOps('delete', tripId), itemOps('update', itemId, { day: '2027-03-14' })]);
    expect(gone.body.acks.map((ack: { status: string; error?: { code: string } }) => ack.error?.code ?? ack.status)).toEqual([
      'applied',
      'applied',
      'itinerary-item-deleted',
    ]);
  });

  it('tombstones through a trip deleted by sync, in the same transaction, the items another device added', async () => {
    const tripOps = syncOpsFor('trip');
    const tripId = uuidv7();
    await sync([tripOps('create', tripId, { ...trip, notes: '' })]);
    // Another tab or device with the same key adds an item this one never pulled.
    const item = (await device.call('POST', items(tripId), note('Added elsewhere', '2027-03-15'))).body;
    expect((await sync([tripOps('delete', tripId)])).body.acks[0].status).toBe('applied');
    expect((await pulledItems()).find((change) => change.record_id === item.id)).toMatchObject({ deleted: true });
  });
});
