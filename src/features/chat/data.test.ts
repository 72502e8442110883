// Agent Mode's proposals applied on fake-indexeddb: each goes through its entity's write module
// (src/db), exactly as the screens write, and Undo takes it back with a delete the server will see.
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import { answerOnDevice, applyAction, ActionError, deviceAstraData, deviceTrips, isAboutMyTrips, type AppliedAction } from './data';
import { items as evalItems, tripMembers as evalMembers, trips as evalTrips } from '../../../tests/eval/astra/fixtures';
import { createTrip } from '../../db/trips';
import type { AstraAction } from '../../domain/astra/types';
import { ba15Entered } from '../../../tests/setup/itinerary-fixtures';

afterEach(async () => {
  await Promise.all(
    [db.trips, db.itineraryItems, db.tripMembers, db.priceAlerts, db.packingLists, db.clocks, db.outbox, db.serverCopies, db.meta].map(
      (table) => table.clear(),
    ),
  );
});

const ops = async () => (await db.outbox.toArray()).map(({ entity, kind, record_id, label }) => ({ entity, kind, record_id, label }));

describe('Agent Mode applying a proposal', () => {
  it('adds a trip as the Trips screen would, and Undo deletes it', async () => {
    const applied = await applyAction({
      kind: 'create_trip',
      trip: { title: 'Tokyo in spring', start_date: '2027-04-02', end_date: '2027-04-09', cities: [{ name: 'Tokyo' }], notes: '' },
    });
    expect(applied.summary).toBe('Trip “Tokyo in spring” added, 2027-04-02 to 2027-04-09');
    const [trip] = await db.trips.toArray();
    expect(trip).toMatchObject({ title: 'Tokyo in spring', cities: [{ name: 'Tokyo' }], server_version: 0 });
    await applied.undo();
    expect(await db.trips.count()).toBe(0);
    expect(await ops()).toEqual([
      { entity: 'trip', kind: 'create', record_id: trip!.id, label: 'Tokyo in spring' },
      { entity: 'trip', kind: 'delete', record_id: trip!.id, label: 'Tokyo in spring' },
    ]);
  });

  it('sets a price alert with the route as the Price Alerts screen names it, and Undo deletes it', async () => {
    const applied = await applyAction({
      kind: 'create_price_alert',
      alert: { alert_type: 'flight', origin: 'LON', destination: 'PAR', target_price: 90, threshold_percent: 15 },
    });
    expect(applied.summary).toBe('Price alert LON-PAR below 90 set');
    const [alert] = await db.priceAlerts.toArray();
    expect(alert).toMatchObject({ origin: 'LON', destination: 'PAR', target_price: 90, is_active: true, user_id: 'demo' });
    await applied.undo();
    expect(await db.priceAlerts.count()).toBe(0);
    expect(await ops()).toEqual([
      { entity: 'price_alert', kind: 'create', record_id: alert!.id, label: 'LON-PAR' },
      { entity: 'price_alert', kind: 'delete', record_id: alert!.id, label: 'LON-PAR' },
    ]);
  });

  it('refuses a proposal its schema refuses, and writes nothing', async () => {
    await expect(
      applyAction({
        kind: 'create_price_alert',
        alert: { alert_type: 'flight', origin: 'LON', destination: 'lon', target_price: 90, threshold_percent: 15 },
      }),
    ).rejects.toBeInstanceOf(ActionError);
    expect(await db.outbox.count()).toBe(0);
  });

  it('saves a packing list and opens it, and Undo deletes it', async () => {
    const applied = await applyAction({
      kind: 'create_packing_list',
      list: {
        destination: 'Oslo',
        duration_days: 3,
        items: [{ id: 'x', name: 'Wool socks', category: 'Clothing', checked: false }],
        notes: [],
      },
    });
    const [list] = await db.packingLists.toArray();
    expect(applied.summary).toBe('Packing list for Oslo (3 days, 1 items) saved');
    expect((await db.meta.get('packing_current_list'))?.value).toBe(list!.id);
    await applied.undo();
    expect(await db.packingLists.count()).toBe(0);
    expect((await ops()).map((op) => [op.kind, op.label])).toEqual([
      ['create', 'Packing list for Oslo'],
      ['delete', 'Packing list for Oslo'],
    ]);
  });

  it('adds a city to the world clock, and Undo removes it', async () => {
    const applied = await applyAction({ kind: 'add_clock_city', city: { name: 'Paris', timezone: 'Europe/Paris', flag: '🇫🇷' } });
    expect((await db.clocks.orderBy('position').toArray()).map((city) => city.name)).toEqual([
      'New York',
      'London',
      'Tokyo',
      'Dubai',
      'Paris',
    ]);
    await applied.undo();
    expect((await db.clocks.orderBy('position').toArray()).map((city) => city.name)).toEqual(['New York', 'London', 'Tokyo', 'Dubai']);
    expect((await ops()).slice(-2).map((op) => [op.kind, op.label])).toEqual([
      ['create', 'Paris on the world clock'],
      ['delete', 'Paris on the world clock'],
    ]);
  });

  const flightProposal = (tripId?: string): AstraAction => ({
    kind: 'add_itinerary_item',
    ...(tripId ? { trip_id: tripId } : {}),
    items: [ba15Entered],
  });
  const trip = (title: string, start_date: string, end_date: string, city: string) =>
    createTrip({ title, start_date, end_date, cities: [{ name: city }], notes: '' });
  const itemOps = async () => (await ops()).filter((op) => op.entity === 'itinerary_item').map((op) => [op.kind, op.label]);

  it('adds a flight to the trip covering its day (an answer from the server names none), and Undo deletes it', async () => {
    await trip('Paris trip', '2027-05-01', '2027-05-03', 'Paris');
    const singapore = await trip('Singapore trip', '2027-03-10', '2027-03-20', 'Singapore');
    const applied = await applyAction(flightProposal());
    expect(applied).toMatchObject({ summary: 'Flight BA15 LHR → SIN added to Singapore trip', href: `/trips/${singapore}` });
    const [item] = await db.itineraryItems.toArray();
    expect(item).toMatchObject({ trip_id: singapore, kind: 'flight', day: '2027-03-12', details: { arrive_local: '2027-03-13T18:05' } });
    await applied.undo();
    expect(await db.itineraryItems.count()).toBe(0);
    expect(await itemOps()).toEqual([
      ['create', 'Flight BA15 LHR → SIN'],
      ['delete', 'Flight BA15 LHR → SIN'],
    ]);
  });

  it('refuses a flight no trip covers, with what to do, and stores nothing', async () => {
    await trip('Paris trip', '2027-05-01', '2027-05-03', 'Paris');
    await expect(applyAction(flightProposal())).rejects.toThrow(
      new ActionError('None of your trips covers 2027-03-12. Make a trip for those dates in My Trips first.'),
    );
    expect(await db.itineraryItems.count()).toBe(0);
  });

  it("fills an empty trip's days with the guide's ideas, one Undo removing them all", async () => {
    const paris = await trip('Paris trip', '2027-05-01', '2027-05-03', 'Paris');
    const place = { name: 'Paris', code: 'paris-fr', timezone: 'Europe/Paris' };
    const titles = ['Eiffel Tower', 'Louvre', 'Musée d’Orsay', 'Notre-Dame', 'Montmartre', 'Le Marais'];
    const applied: AppliedAction = await applyAction({
      kind: 'add_itinerary_item',
      city: 'Paris',
      items: titles.map((title, index) => ({ kind: 'activity', day_index: Math.floor(index / 2), details: { title, place } })),
    });
    expect(applied).toMatchObject({ summary: '6 ideas added to Paris trip', href: `/trips/${paris}` });
    const items = await db.itineraryItems.toArray();
    expect(items.map((item) => item.day).sort()).toEqual([
      '2027-05-01',
      '2027-05-01',
      '2027-05-02',
      '2027-05-02',
      '2027-05-03',
      '2027-05-03',
    ]);
    await applied.undo();
    expect(await db.itineraryItems.count()).toBe(0);
    expect((await itemOps()).filter(([kind]) => kind === 'delete')).toHaveLength(6);
  });

  it('adds nothing when one item of a proposal is invalid', async () => {
    const paris = await trip('Paris trip', '2027-05-01', '2027-05-03', 'Paris');
    await expect(
      applyAction({
        kind: 'add_itinerary_item',
        trip_id: paris,
        items: [
          { kind: 'activity', day_index: 0, details: { title: 'Louvre' } },
          { kind: 'activity', day_index: 1, details: { title: '' } },
        ],
      }),
    ).rejects.toThrow(/I couldn't add that to your plan: Title is required/);
    expect(await db.itineraryItems.count()).toBe(0);
    expect(await itemOps()).toEqual([]);
  });
});

describe("Astra on the device: the traveller's own trips", () => {
  it('answers from the trips and plan in Dexie, offline, and only from them', async () => {
    await db.trips.bulkPut(evalTrips);
    await db.itineraryItems.bulkPut(evalItems);
    await db.tripMembers.bulkPut(evalMembers);
    expect(isAboutMyTrips('where am I staying in Rome', {})).toBe(true);
    expect(isAboutMyTrips('flights to Rome and a hotel there', {})).toBe(false);
    // (A companion's flight is their shared trip's, read on the device, where the members are.)
    expect(isAboutMyTrips("When does Mia's flight land in Tokyo?", {}, await deviceTrips())).toBe(true);
    const stay = await answerOnDevice('where am I staying in Rome', false, {});
    expect(stay.response).toContain('Hotel Artemide');
    expect(stay.response).toContain('Via Nazionale 22');
    expect(stay.source).toBe('device');
    const address = await answerOnDevice("what's the confirmation number?", false, stay.memory);
    expect(address.response).toContain('ART-58213907');
    const paris = await answerOnDevice('when is my flight to Paris', false, {});
    expect(paris.response).toMatch(/no flight to Paris/);
  });
});

describe('Astra on the device: places and facts offline', () => {
  const cached = (slug: string, name: string, country: string, country_code: string, population: number, calling: string) => ({
    slug,
    name,
    country,
    country_code,
    cached_at: '2027-03-01T00:00:00.000Z',
    details: {
      slug,
      name,
      country,
      country_code,
      admin: null,
      timezone: 'UTC',
      population,
      lat: 0,
      lon: 0,
      quick_facts: [{ label: 'Calling code', value: calling }],
      airports: [],
      iata: [],
      top_attractions: [],
      dining_summary: '',
      transport_summary: '',
      local_tips: [],
      curated: false,
    },
  });

  afterEach(async () => {
    await db.cities.clear();
  });

  it('picks a namesake by the country after the comma, and says none is known rather than take another', async () => {
    await db.cities.bulkPut([
      cached('toledo-us', 'Toledo', 'United States', 'US', 270_000, '+1'),
      cached('toledo-es', 'Toledo', 'Spain', 'ES', 85_000, '+34'),
    ]);
    const data = deviceAstraData();
    expect((await data.findPlace('Toledo, United States'))?.country_code).toBe('US');
    expect((await data.findPlace('Toledo, Spain'))?.country_code).toBe('ES');
    expect((await data.findPlace('Toledo, ES'))?.slug).toBe('toledo-es');
    expect(await data.findPlace('Toledo, Brazil')).toBeUndefined();
  });

  it('tells which countries a calling code belongs to, from the cities it has', async () => {
    await db.cities.bulkPut([cached('toledo-es', 'Toledo', 'Spain', 'ES', 85_000, '+34')]);
    const data = deviceAstraData();
    expect(await data.countriesWithCallingCode?.('34')).toEqual(['Spain']);
    expect(await data.countriesWithCallingCode?.('99')).toEqual([]);
    const owner = await answerOnDevice('+34 is which country', false, {});
    expect(owner.response).toContain('Spain');
  });
});
