// The itinerary items' write module on fake-indexeddb: each write is the item and its outbox op in
// one transaction, labelled as a traveller names the item; the rules that read before they write
// (the trip is on the device, details fit the kind, where a move lands); and deleting a trip
// deletes its items in the same transaction.
import { describe, expect, it } from 'vitest';
import { openDeviceDatabase } from '../../tests/setup/device-database';
import { type AstraDatabase } from './database';
import {
  createItineraryItem,
  deleteItineraryItem,
  itemsOfDay,
  itineraryItemLabel,
  moveItineraryItem,
  updateItineraryItem,
  type NewItineraryItem,
} from './itinerary-items';
import { createTrip, deleteTrip } from './trips';
import { uuidv7 } from '../domain/ids';
import { activity, ba15, ba15Entered, note as fixtureNote, places, stay, transport } from '../../tests/setup/itinerary-fixtures';

const open = () => openDeviceDatabase('items');

const trip = { title: 'Singapore', start_date: '2027-03-12', end_date: '2027-03-20', cities: [{ name: 'Singapore' }], notes: '' };

const flight = (tripId: string): NewItineraryItem => ({
  ...ba15Entered,
  trip_id: tripId,
  details: { ...ba15Entered.details, terminal: '5', seat: '' },
});
const note = (tripId: string, text: string, day: string | null = '2027-03-12'): NewItineraryItem => ({
  trip_id: tripId,
  day,
  kind: 'note',
  details: { text },
});

const ops = async (database: AstraDatabase) =>
  (await database.outbox.toArray()).map(({ entity, kind, record_id, payload, label }) => ({ entity, kind, record_id, payload, label }));

describe('writing itinerary items', () => {
  it('stores an item and its create op together, at the end of its day, labelled as a traveller names it', async () => {
    const database = open();
    const tripId = await createTrip(trip, { database });
    const flightId = await createItineraryItem(flight(tripId), { database });
    const noteId = await createItineraryItem(note(tripId, 'Call the hotel about a late check-in\nbefore boarding'), { database });
    expect((await itemsOfDay(tripId, '2027-03-12', database)).map((item) => item.id)).toEqual([flightId, noteId]);
    const itemOps = (await ops(database)).filter((op) => op.entity === 'itinerary_item');
    expect(itemOps.map(({ kind, record_id, label }) => ({ kind, record_id, label }))).toEqual([
      { kind: 'create', record_id: flightId, label: 'Flight BA15 LHR → SIN' },
      { kind: 'create', record_id: noteId, label: 'Call the hotel about a late check-in' },
    ]);
    expect(itemOps[0]!.payload).toMatchObject({ trip_id: tripId, kind: 'flight', day: '2027-03-12', position: 'a0' });
    expect(await database.itineraryItems.get(flightId)).toMatchObject({ ...flight(tripId), position: 'a0', server_version: 0 });
  });

  it('labels each kind as the plan titles it', () => {
    const labels = [
      ba15(),
      stay('2027-06-13', 'a1', {
        name: 'Hotel Lutetia',
        place: places.paris,
        check_in_local: '2027-06-13T15:00',
        check_out_local: '2027-06-15T11:00',
      }),
      activity(null, 'a0', { title: 'Gardens by the Bay' }),
      transport('2027-06-16', 'a0', {
        mode: 'train',
        from: places.london,
        to: places.paris,
        depart_local: '2027-06-16T09:01',
        arrive_local: '2027-06-16T12:20',
      }),
      fixtureNote(null, 'a2', 'Ask for a quiet room\nand late check-out'),
    ].map(itineraryItemLabel);
    expect(labels).toEqual([
      'Flight BA15 LHR → SIN',
      'Stay at Hotel Lutetia',
      'Gardens by the Bay',
      'Train London → Paris',
      'Ask for a quiet room',
    ]);
  });

  it('refuses an item for a trip that is not on the device, or that is not valid, and stores nothing', async () => {
    const database = open();
    await expect(createItineraryItem(note(uuidv7(), 'Orphan'), { database })).rejects.toMatchObject({ code: 'trip-not-found' });
    const tripId = await createTrip(trip, { database });
    const backwards = flight(tripId);
    if (backwards.kind === 'flight') backwards.details.arrive_local = '2027-03-12T20:00';
    await expect(createItineraryItem(backwards, { database })).rejects.toMatchObject({
      code: 'invalid-item',
      message: expect.stringContaining('The arrival must come after the departure'),
    });
    expect(await database.itineraryItems.count()).toBe(0);
    expect((await ops(database)).filter((op) => op.entity === 'itinerary_item')).toEqual([]);
  });

  it('changes the details and keeps the rest; details of another kind are refused', async () => {
    const database = open();
    const tripId = await createTrip(trip, { database });
    const id = await createItineraryItem(flight(tripId), { database });
    const item = (await database.itineraryItems.get(id))!;
    if (item.kind !== 'flight') throw new Error('a flight');
    await updateItineraryItem(item, { details: { ...item.details, seat: '42K' } }, database);
    expect(await database.itineraryItems.get(id)).toMatchObject({
      kind: 'flight',
      day: '2027-03-12',
      details: { seat: '42K', flight_number: 'BA15' },
    });
    expect((await ops(database)).at(-1)).toMatchObject({ kind: 'update', payload: { details: expect.objectContaining({ seat: '42K' }) } });
    expect(Object.keys((await ops(database)).at(-1)!.payload!)).toEqual(['details']);
    await expect(updateItineraryItem(item, { details: { text: 'Now a note?' } }, database)).rejects.toMatchObject({ code: 'invalid-item' });
    expect((await database.itineraryItems.get(id))!.kind).toBe('flight');
  });

  it('moves an item within its day and to another day or the Ideas with one write', async () => {
    const database = open();
    const tripId = await createTrip(trip, { database });
    const [first, second, third] = [
      await createItineraryItem(note(tripId, 'First'), { database }),
      await createItineraryItem(note(tripId, 'Second'), { database }),
      await createItineraryItem(note(tripId, 'Third'), { database }),
    ];
    const before = await database.outbox.count();
    await moveItineraryItem({ id: third! }, { day: '2027-03-12', index: 0 }, database);
    expect((await itemsOfDay(tripId, '2027-03-12', database)).map((item) => item.id)).toEqual([third, first, second]);
    await moveItineraryItem({ id: first! }, { day: null, index: 0 }, database);
    expect((await itemsOfDay(tripId, null, database)).map((item) => item.id)).toEqual([first]);
    expect((await itemsOfDay(tripId, '2027-03-12', database)).map((item) => item.id)).toEqual([third, second]);
    const moves = (await ops(database)).slice(before);
    expect(moves.map((op) => [op.record_id, op.kind, Object.keys(op.payload ?? {}).sort()])).toEqual([
      [third, 'update', ['day', 'position']],
      [first, 'update', ['day', 'position']],
    ]);
  });

  it('deletes an item to a delete op', async () => {
    const database = open();
    const tripId = await createTrip(trip, { database });
    const id = await createItineraryItem(note(tripId, 'Gone soon'), { database });
    await deleteItineraryItem((await database.itineraryItems.get(id))!, database);
    expect(await database.itineraryItems.get(id)).toBeUndefined();
    expect((await ops(database)).at(-1)).toEqual({
      entity: 'itinerary_item',
      kind: 'delete',
      record_id: id,
      payload: undefined,
      label: 'Gone soon',
    });
  });

  it('deletes a trip with its items in one transaction, and no other trip’s items', async () => {
    const database = open();
    const tripId = await createTrip(trip, { database });
    const otherTrip = await createTrip({ ...trip, title: 'Other' }, { database });
    const items = [
      await createItineraryItem(flight(tripId), { database }),
      await createItineraryItem(note(tripId, 'Idea', null), { database }),
    ];
    const kept = await createItineraryItem(note(otherTrip, 'Stays'), { database });
    const before = await database.outbox.count();
    await deleteTrip({ id: tripId, ...trip }, database);
    expect((await database.itineraryItems.toArray()).map((item) => item.id)).toEqual([kept]);
    expect(await database.trips.get(tripId)).toBeUndefined();
    const deletes = (await ops(database)).slice(before);
    // The items' deletes (in no particular order), then the trip's.
    expect(deletes.at(-1)).toMatchObject({ entity: 'trip', kind: 'delete', record_id: tripId });
    expect(
      deletes
        .slice(0, -1)
        .map((op) => [op.entity, op.kind, op.record_id])
        .sort(),
    ).toEqual(items.map((id) => ['itinerary_item', 'delete', id]).sort());
  });

  it('deletes nothing when the trip’s delete cannot be stored', async () => {
    const database = open();
    const tripId = await createTrip(trip, { database });
    await createItineraryItem(note(tripId, 'Idea'), { database });
    const before = await database.outbox.count();
    database.trips.hook('deleting', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(deleteTrip({ id: tripId, ...trip }, database)).rejects.toMatchObject({ name: 'LocalSaveError' });
    expect(await database.itineraryItems.count()).toBe(1);
    expect(await database.outbox.count()).toBe(before);
  });
});
