// Agent Mode adding to a trip's plan, through the real engine over the real city index: a flight
// typed in words, and a city's guide spread over an empty trip. With the traveller's trips (as on
// the device) the proposal names its trip; without them (the server) the device picks it later.
import { describe, expect, it } from 'vitest';
import { createServerAstraData } from '../../api/astra/server-data';
import { sharedCityIndex } from '../../api/cities/city-index';
import { answer } from '../../src/domain/astra/engine';
import type { AstraTrip } from '../../src/domain/astra/types';
import { itineraryItemFieldsSchema } from '../../src/domain/itinerary-schema';

const serverData = createServerAstraData({ cities: sharedCityIndex() });
const now = new Date('2026-11-23T10:00:00Z');
const flight = 'add my flight BA15 from LHR to SIN on 12 March at 21:40, arriving at 18:05';

const singapore: AstraTrip = {
  id: '0194f6a0-0000-7000-8000-000000000001',
  title: 'Singapore trip',
  start_date: '2027-03-12',
  end_date: '2027-03-20',
  cities: ['Singapore'],
  itemCount: 2,
};
const paris: AstraTrip = {
  id: '0194f6a0-0000-7000-8000-000000000002',
  title: 'Paris trip',
  start_date: '2027-05-01',
  end_date: '2027-05-03',
  cities: ['Paris'],
  itemCount: 0,
};

const ask = (message: string, options: { agentMode?: boolean; trips?: AstraTrip[] } = {}) =>
  answer(message, {
    data: options.trips ? { ...serverData, trips: async () => options.trips! } : serverData,
    now,
    timeZone: 'Europe/London',
    agentMode: options.agentMode ?? true,
  });

describe('Agent Mode adding a flight to a trip', () => {
  it('proposes the flight for the trip covering its day, landing the next day in local time', async () => {
    const reply = await ask(flight, { trips: [paris, singapore] });
    expect(reply.intent).toBe('itinerary_add');
    expect(reply.response).toContain('**Singapore trip**');
    const [action] = reply.actions;
    expect(action).toMatchObject({ kind: 'add_itinerary_item', trip_id: singapore.id, trip_title: 'Singapore trip' });
    if (action?.kind !== 'add_itinerary_item') throw new Error('no proposal');
    const [item] = action.items;
    expect(item).toMatchObject({
      kind: 'flight',
      day: '2027-03-12',
      details: {
        from: { code: 'LHR', timezone: 'Europe/London' },
        to: { code: 'SIN', timezone: 'Asia/Singapore' },
        depart_local: '2027-03-12T21:40',
        arrive_local: '2027-03-13T18:05',
        flight_number: 'BA15',
      },
    });
    // What the device will store is a valid item.
    const parsed = itineraryItemFieldsSchema.safeParse({
      trip_id: singapore.id,
      kind: 'flight',
      day: item!.day,
      position: 'a0',
      details: item!.details,
    });
    expect(parsed.success).toBe(true);
  });

  it('leaves the trip to the device when it does not know the trips (the server)', async () => {
    const [action] = (await ask(flight)).actions;
    expect(action).toMatchObject({ kind: 'add_itinerary_item' });
    expect(action && 'trip_id' in action ? action.trip_id : undefined).toBeUndefined();
  });

  it('says how to turn on Agent Mode, and proposes nothing, when it is off', async () => {
    const reply = await ask(flight, { agentMode: false, trips: [singapore] });
    expect(reply.response).toMatch(/Turn on Agent Mode/);
    expect(reply.actions).toEqual([]);
  });

  it('asks for the arrival rather than guessing it', async () => {
    const reply = await ask('add my flight BA15 from LHR to SIN on 12 March at 21:40', { trips: [singapore] });
    expect(reply.clarifying).toBe(true);
    expect(reply.response).toMatch(/When does \*\*BA15\*\* land in SIN/);
    expect(reply.actions).toEqual([]);
  });

  it('names an airport code it does not know', async () => {
    const reply = await ask('add my flight BA15 from QQX to SIN on 12 March at 21:40 landing 18:05', { trips: [singapore] });
    expect(reply.clarifying).toBe(true);
    expect(reply.response).toMatch(/don't know an airport with the code \*\*QQX\*\*/);
  });

  it('asks which airport when a city has several', async () => {
    const reply = await ask('add my flight BA15 from London to SIN on 12 March at 21:40 landing 18:05', { trips: [singapore] });
    expect(reply.response).toMatch(/more than one airport \(.*LHR.*\)/);
    expect(reply.actions).toEqual([]);
  });

  it('says so when none of the trips covers the day', async () => {
    const reply = await ask(flight, { trips: [paris] });
    expect(reply.clarifying).toBe(true);
    expect(reply.response).toMatch(/None of your trips covers Fri, 12 Mar 2027/);
    expect(reply.actions).toEqual([]);
  });
});

describe('Agent Mode planning days in a city', () => {
  it("spreads the guide's attractions over the empty trip's days, two a day", async () => {
    const reply = await ask('plan 3 days in Paris', { trips: [singapore, paris] });
    const [action] = reply.actions;
    if (action?.kind !== 'add_itinerary_item') throw new Error('no proposal');
    expect(action.trip_id).toBe(paris.id);
    expect(action.items).toHaveLength(6);
    expect(action.items.map((item) => item.day_index)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(action.items[0]).toMatchObject({
      kind: 'activity',
      details: { title: 'Eiffel Tower', place: { name: 'Paris', timezone: 'Europe/Paris' } },
    });
    expect(reply.response).toMatch(/6 ideas from the Paris guide to \*\*Paris trip\*\*/);
  });

  it('asks for a trip or the dates when there is no empty trip to the city', async () => {
    const reply = await ask('plan 3 days in Paris', { trips: [singapore, { ...paris, itemCount: 4 }] });
    expect(reply.clarifying).toBe(true);
    expect(reply.response).toMatch(/Make a trip to Paris first/);
    expect(reply.actions).toEqual([]);
  });
});
