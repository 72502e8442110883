// A flight's airports must exist: the server refuses an IATA code its city data does not know, over
// REST (400) and POST /api/sync (the op rejected with the same reason), on SQLite and PostgreSQL. A
// city's slug as a place stays fine, and a code an item already had passes, so an older item can
// still be moved.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import { openTestStorage, storageKinds, type TestStorage } from '../../tests/setup/storage';
import { deviceApi, ownerVersions, syncOpsFor, type DeviceApi } from '../../tests/setup/device-api';
import { sharedCityIndex } from '../cities/city-index';

const trip = { title: 'London to Singapore', start_date: '2027-03-12', end_date: '2027-03-20', cities: [{ name: 'Singapore' }] };
const heathrow = { name: 'London Heathrow', code: 'LHR', timezone: 'Europe/London' };
const changi = { name: 'Singapore Changi', code: 'SIN', timezone: 'Asia/Singapore' };
const nowhere = { name: 'Nowhere International', code: 'XQZ', timezone: 'Europe/London' };
const flightDetails = { from: heathrow, to: changi, depart_local: '2027-03-12T21:40', arrive_local: '2027-03-13T18:05' };
const flight = (details: Partial<typeof flightDetails> = {}) => ({
  kind: 'flight',
  day: '2027-03-12',
  details: { ...flightDetails, ...details },
});
const departureMessage = 'Unknown airport code "XQZ" for the departure airport: check the code, or pick the airport from the list.';
const arrivalMessage = 'Unknown airport code "XQZ" for the arrival airport: check the code, or pick the airport from the list.';

describe.each(storageKinds)('airport codes of itinerary items on %s', (kind) => {
  let testStorage: TestStorage;
  let device: DeviceApi;
  const clientId = uuidv7();
  beforeEach(async () => {
    testStorage = await openTestStorage(kind);
    device = deviceApi(testStorage.storage, undefined, { cities: sharedCityIndex() });
  });
  afterEach(() => testStorage.cleanup());

  const newTrip = async () => (await device.call('POST', '/api/trips', trip)).body.id as string;
  const items = (tripId: string) => `/api/trips/${tripId}/items`;
  const listed = async (tripId: string) => (await device.call('GET', items(tripId))).body as Array<{ id: string; details: unknown }>;
  const sync = (ops: unknown[]) => device.call('POST', '/api/sync', { client_id: clientId, cursor: 0, ops });

  it('knows the test’s codes as the city data does', () => {
    const cities = sharedCityIndex();
    expect([cities.hasAirport('LHR'), cities.hasAirport('SIN'), cities.hasAirport('XQZ'), cities.hasAirport('lhr')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('refuses a flight from or to an unknown airport over REST with a 400 that says which, storing nothing', async () => {
    const tripId = await newTrip();
    const versions = await ownerVersions(testStorage.storage);
    const from = await device.call('POST', items(tripId), flight({ from: nowhere }));
    expect(from.status).toBe(400);
    expect(from.body).toEqual({ error: { code: 'unknown-airport', message: departureMessage } });
    const to = await device.call('POST', items(tripId), flight({ to: nowhere }));
    expect(to.status).toBe(400);
    expect(to.body.error.message).toBe(arrivalMessage);
    expect(await listed(tripId)).toEqual([]);
    expect(await ownerVersions(testStorage.storage)).toEqual(versions);

    const { body: saved } = await device.call('POST', items(tripId), flight());
    const edit = await device.call('PATCH', `${items(tripId)}/${saved.id}`, { details: { ...flightDetails, to: nowhere } });
    expect(edit.status).toBe(400);
    expect(edit.body).toEqual({ error: { code: 'unknown-airport', message: arrivalMessage } });
    expect((await listed(tripId))[0]?.details).toMatchObject({ to: { code: 'SIN' } });
  });

  it('accepts known airports, and cities (a slug, or none) as the places of trains and stays', async () => {
    const tripId = await newTrip();
    expect((await device.call('POST', items(tripId), flight())).status).toBe(201);
    const paris = { name: 'Paris', code: 'paris-fr', timezone: 'Europe/Paris', country_code: 'FR' };
    const train = {
      kind: 'transport',
      day: '2027-03-14',
      details: {
        mode: 'train',
        from: { name: 'London', code: 'london-gb', timezone: 'Europe/London' },
        to: paris,
        depart_local: '2027-03-14T09:01',
        arrive_local: '2027-03-14T12:20',
      },
    };
    expect((await device.call('POST', items(tripId), train)).status).toBe(201);
    const stay = {
      kind: 'stay',
      day: '2027-03-14',
      details: { name: 'Hotel Lutetia', place: paris, check_in_local: '2027-03-14T15:00', check_out_local: '2027-03-16T11:00' },
    };
    expect((await device.call('POST', items(tripId), stay)).status).toBe(201);
    expect(await listed(tripId)).toHaveLength(3);
  });

  it('keeps an item whose code it no longer knows movable, but refuses a new unknown code', async () => {
    const tripId = await newTrip();
    const { body: saved } = await device.call('POST', items(tripId), flight());
    // As if saved before the check, or the airport has since left the data.
    await testStorage.storage.db
      .updateTable('itinerary_items')
      .set({ details: JSON.stringify({ ...flightDetails, from: nowhere }) })
      .where('id', '=', saved.id)
      .execute();
    const moved = await device.call('PATCH', `${items(tripId)}/${saved.id}`, { day: '2027-03-13' });
    expect(moved.status).toBe(200);
    const fixed = await device.call('PATCH', `${items(tripId)}/${saved.id}`, { details: { ...flightDetails, seat: '42K' } });
    expect(fixed.status).toBe(200);
    expect(fixed.body.details).toMatchObject({ from: { code: 'LHR' }, seat: '42K' });
    const again = await device.call('PATCH', `${items(tripId)}/${saved.id}`, { details: { ...flightDetails, from: nowhere } });
    expect(again.body.error?.code).toBe('unknown-airport');
  });

  it('rejects a synced create or edit with an unknown airport, with the same reason, and applies the rest of the push', async () => {
    const tripOps = syncOpsFor('trip');
    const itemOps = syncOpsFor('itinerary_item');
    const tripId = uuidv7();
    const [badId, goodId] = [uuidv7(), uuidv7()];
    const placed = { trip_id: tripId, position: 'a0' };
    const pushed = await sync([
      tripOps('create', tripId, trip),
      itemOps('create', badId, { ...flight({ from: nowhere }), ...placed }),
      itemOps('create', goodId, { ...flight(), ...placed }),
      itemOps('update', goodId, { details: { ...flightDetails, to: nowhere } }),
    ]);
    expect(pushed.status).toBe(200);
    const acks = pushed.body.acks as Array<{ status: string; error?: unknown }>;
    expect(acks.map((ack) => ack.status)).toEqual(['applied', 'rejected', 'applied', 'rejected']);
    expect(acks[1]?.error).toEqual({ code: 'unknown-airport', message: departureMessage });
    expect(acks[3]?.error).toEqual({ code: 'unknown-airport', message: arrivalMessage });
    const pulled = (pushed.body.changes as Array<{ entity: string; record_id: string; record?: { details: unknown } }>).filter(
      (change) => change.entity === 'itinerary_item',
    );
    expect(pulled.map((change) => change.record_id)).toEqual([goodId]);
    expect(pulled[0]?.record?.details).toMatchObject({ to: { code: 'SIN' } });
  });
});
