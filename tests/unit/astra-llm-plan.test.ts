// Agent Mode adding to a trip's plan when an LLM answers: a local fake OpenAI-compatible server calls
// add_flight_to_plan and add_to_plan through POST /api/chat, the real tools resolve the airports
// and cities in the city index and check the item with the app's own schema, and the proposal the
// server sends (no trip: the server has none) is applied on the device (fake-indexeddb) to the trip
// covering its day, exactly as the chat applies it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { createLlmProvider } from '../../api/astra/llm-provider';
import { createServerAstraData } from '../../api/astra/server-data';
import { astraTools } from '../../api/astra/tools';
import { sharedCityIndex } from '../../api/cities/city-index';
import { db } from '../../src/db/database';
import { createTrip } from '../../src/db/trips';
import type { ChatResponse } from '../../src/domain/astra/chat-protocol';
import { chatResponseSchema } from '../../src/domain/astra/chat-schema';
import type { AstraAction, AstraTrip } from '../../src/domain/astra/types';
import { itineraryItemFieldsSchema } from '../../src/domain/itinerary-schema';
import { applyAction } from '../../src/features/chat/data';
import { startFakeLlmServer, type FakeLlmServer } from '../setup/fake-llm-server';
import { openTestStorage, type TestStorage } from '../setup/storage';

const now = Date.parse('2026-11-23T10:00:00Z');
const ba15 = {
  flight_number: 'ba 15',
  from: 'LHR',
  to: 'Singapore',
  depart_local: '2027-03-12T21:40',
  arrive_local: '2027-03-13T18:05',
  seat: '32K',
};

let fake: FakeLlmServer;
let testStorage: TestStorage;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  fake = await startFakeLlmServer();
});
afterAll(() => fake.close());

beforeEach(async () => {
  fake.reset();
  testStorage = await openTestStorage('sqlite');
  app = createApp({
    storage: testStorage.storage,
    version: 'test',
    cities: sharedCityIndex(),
    chat: {
      llm: createLlmProvider({ baseUrl: fake.url, model: 'fake-model', apiKey: 'test-key', timeoutMs: 5000 }),
      now: () => now,
      warn: (line) => {
        throw new Error(`unexpected fallback: ${line}`);
      },
    },
  });
});
afterEach(async () => {
  await testStorage.cleanup();
  await Promise.all([db.trips, db.itineraryItems, db.outbox, db.serverCopies, db.meta].map((table) => table.clear()));
});

const chat = async (message: string, agentMode = true) => {
  const response = await app.request('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, session_id: 'llm-plan-session', agent_mode: agentMode, time_zone: 'Europe/London' }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as ChatResponse;
  expect(chatResponseSchema.safeParse(body).success).toBe(true);
  return body;
};

/** What the tools answered the model, in call order, from the request after the tool round. */
const toolResults = (requestIndex: number) =>
  fake.requests[requestIndex]!.body.messages!.filter((message) => message.role === 'tool').map(
    (message) => JSON.parse(message.content!) as Record<string, unknown>,
  );

const itemsOf = (action: AstraAction | undefined) => {
  if (action?.kind !== 'add_itinerary_item') throw new Error(`not an itinerary proposal: ${JSON.stringify(action)}`);
  return action.items;
};

const trip = (title: string, start_date: string, end_date: string, city: string) =>
  createTrip({ title, start_date, end_date, cities: [{ name: city }], notes: '' });

describe('Agent Mode with an LLM adding to the plan', () => {
  it('offers the plan tools only in Agent Mode', async () => {
    fake.script({ kind: 'message', content: 'Hello.' }, { kind: 'message', content: 'Hello again.' });
    await chat('Hi', false);
    await chat('Hi', true);
    expect(fake.toolNames(fake.requests[0])).not.toContain('add_flight_to_plan');
    expect(fake.toolNames(fake.requests[0])).not.toContain('add_to_plan');
    expect(fake.toolNames(fake.requests[1])).toEqual(expect.arrayContaining(['add_flight_to_plan', 'add_to_plan']));
    expect(fake.requests[1]?.body.messages?.[0]?.content).toMatch(/add_flight_to_plan and add_to_plan/);
  });

  it("proposes a flight with each airport's zone and local time, and the device adds it to the trip covering its day", async () => {
    fake.script(
      { kind: 'tool-calls', calls: [{ name: 'add_flight_to_plan', arguments: ba15 }] },
      { kind: 'message', content: 'I have proposed **BA15 LHR → SIN** for your plan. Accept it to save it.' },
    );
    const reply = await chat('Add my flight BA15 from LHR to Singapore, leaving 12 March 21:40 and landing 13 March 18:05, seat 32K');
    expect(reply).toMatchObject({ source: 'llm', intent: 'itinerary_add' });
    expect(reply.actions).toHaveLength(1);
    const [action] = reply.actions;
    // The server knows no trips: the device picks the one covering the day.
    expect(action).not.toHaveProperty('trip_id');
    const [item] = itemsOf(action);
    expect(item).toEqual({
      kind: 'flight',
      day: '2027-03-12',
      details: {
        from: expect.objectContaining({ name: 'London Heathrow Airport', code: 'LHR', timezone: 'Europe/London', country_code: 'GB' }),
        to: expect.objectContaining({ name: 'Singapore Changi Airport', code: 'SIN', timezone: 'Asia/Singapore', country_code: 'SG' }),
        depart_local: '2027-03-12T21:40',
        arrive_local: '2027-03-13T18:05',
        airline: 'BA',
        flight_number: 'BA15',
        terminal: '',
        seat: '32K',
        confirmation: '',
      },
    });
    expect(itineraryItemFieldsSchema.safeParse({ trip_id: '0194f6a0-0000-7000-8000-000000000001', position: 'a0', ...item }).success).toBe(
      true,
    );
    expect(toolResults(1)).toEqual([
      expect.objectContaining({
        proposed: true,
        flight: 'BA15 LHR → SIN',
        departs: '2027-03-12T21:40 Europe/London',
        arrives: '2027-03-13T18:05 Asia/Singapore',
      }),
    ]);

    await trip('Paris trip', '2027-05-01', '2027-05-03', 'Paris');
    const singapore = await trip('Singapore trip', '2027-03-10', '2027-03-20', 'Singapore');
    const applied = await applyAction(action!);
    expect(applied).toMatchObject({ summary: 'Flight BA15 LHR → SIN added to Singapore trip', href: `/trips/${singapore}` });
    const stored = await db.itineraryItems.toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      trip_id: singapore,
      kind: 'flight',
      day: '2027-03-12',
      details: { depart_local: '2027-03-12T21:40', arrive_local: '2027-03-13T18:05', seat: '32K' },
    });
    await applied.undo();
    expect(await db.itineraryItems.count()).toBe(0);
  });

  it('hands a bad flight back to the model with what to fix, and keeps only the corrected one', async () => {
    fake.script(
      {
        kind: 'tool-calls',
        calls: [
          { name: 'add_flight_to_plan', arguments: { ...ba15, from: 'XQZ' } },
          { name: 'add_flight_to_plan', arguments: { ...ba15, from: 'London' } },
          { name: 'add_flight_to_plan', arguments: { ...ba15, arrive_local: '2027-03-12T18:05' } },
          { name: 'add_flight_to_plan', arguments: { ...ba15, depart_local: '2027-02-30T21:40' } },
          { name: 'add_flight_to_plan', arguments: { ...ba15, depart_local: '12 March 21:40' } },
        ],
      },
      { kind: 'tool-calls', calls: [{ name: 'add_flight_to_plan', arguments: { ...ba15, arrive_local: '2027-03-13T18:05' } }] },
      { kind: 'message', content: 'Proposed BA15 for your plan.' },
    );
    const reply = await chat('Add my flight BA15 from London to Singapore on 12 March at 21:40 landing at 18:05');
    expect(toolResults(1).map((result) => result.error)).toEqual([
      'No city or airport called "XQZ" in the data. Ask the traveller, or try another spelling or the IATA code.',
      'London has more than one airport (LCY, LHR, LGW, LTN, STN). Call again with the IATA code of the one the traveller flies from or to, or ask them.',
      'Check the arguments: arrive_local: The arrival must come after the departure (times are local to each place). As given it leaves LHR at 2027-03-12 21:40 UTC and lands at SIN at 2027-03-12 10:05 UTC: check the arrival day (an overnight flight lands the next day), or ask the traveller.',
      'Check the arguments: depart_local: Departure must be a real local date and time like 2027-03-12T21:40.',
      'Check the arguments: depart_local: a local date and time like 2027-03-12T21:40',
    ]);
    expect(reply.actions).toHaveLength(1);
    expect(itemsOf(reply.actions[0])[0]?.details).toMatchObject({ arrive_local: '2027-03-13T18:05' });
  });

  it('proposes a stay, an activity and a note, each added on the device to the trip covering its day', async () => {
    fake.script(
      {
        kind: 'tool-calls',
        calls: [
          {
            name: 'add_to_plan',
            arguments: {
              kind: 'stay',
              title: 'Hotel Lutetia',
              city: 'Paris',
              start: '2027-05-01',
              end: '2027-05-03',
              confirmation: 'LUT42',
            },
          },
          {
            name: 'add_to_plan',
            arguments: { kind: 'activity', title: 'Louvre', city: 'Paris', start: '2027-05-02T10:00', duration_minutes: 180 },
          },
          { name: 'add_to_plan', arguments: { kind: 'note', title: 'Buy a Navigo pass', start: '2027-05-01' } },
        ],
      },
      { kind: 'message', content: 'Proposed your hotel, the Louvre and a reminder.' },
    );
    const reply = await chat('Add Hotel Lutetia 1-3 May, the Louvre on 2 May at 10 for 3 hours, and a note to buy a Navigo pass');
    expect(reply.intent).toBe('itinerary_add');
    const paris = { name: 'Paris', code: 'paris-fr', timezone: 'Europe/Paris', country_code: 'FR' };
    expect(reply.actions.map((action) => itemsOf(action)[0])).toEqual([
      {
        kind: 'stay',
        day: '2027-05-01',
        details: expect.objectContaining({
          name: 'Hotel Lutetia',
          place: expect.objectContaining(paris),
          check_in_local: '2027-05-01T15:00',
          check_out_local: '2027-05-03T11:00',
          confirmation: 'LUT42',
        }),
      },
      {
        kind: 'activity',
        day: '2027-05-02',
        details: expect.objectContaining({
          title: 'Louvre',
          place: expect.objectContaining(paris),
          start_local: '2027-05-02T10:00',
          duration_minutes: 180,
        }),
      },
      { kind: 'note', day: '2027-05-01', details: { text: 'Buy a Navigo pass' } },
    ]);
    // The model is told which times it did not give were assumed, so it can say so.
    expect(toolResults(1)[0]).toMatchObject({
      proposed: true,
      item: 'Stay at Hotel Lutetia',
      times: expect.stringMatching(/15:00.*11:00/),
    });

    await trip('Singapore trip', '2027-03-10', '2027-03-20', 'Singapore');
    const parisTrip = await trip('Paris trip', '2027-05-01', '2027-05-03', 'Paris');
    const summaries = [];
    for (const action of reply.actions) summaries.push((await applyAction(action)).summary);
    expect(summaries).toEqual([
      'Stay at Hotel Lutetia added to Paris trip',
      'Louvre added to Paris trip',
      'Buy a Navigo pass added to Paris trip',
    ]);
    const stored = await db.itineraryItems.toArray();
    expect(stored.map((item) => [item.trip_id, item.kind, item.day])).toEqual([
      [parisTrip, 'stay', '2027-05-01'],
      [parisTrip, 'activity', '2027-05-02'],
      [parisTrip, 'note', '2027-05-01'],
    ]);
  });

  it('hands a bad stay back to the model with what to fix', async () => {
    fake.script(
      {
        kind: 'tool-calls',
        calls: [
          {
            name: 'add_to_plan',
            arguments: { kind: 'stay', title: 'Hotel Lutetia', city: 'Paris', start: '2027-05-03', end: '2027-05-01' },
          },
          { name: 'add_to_plan', arguments: { kind: 'stay', title: 'Hotel Lutetia', start: '2027-05-01', end: '2027-05-03' } },
          { name: 'add_to_plan', arguments: { kind: 'activity', title: 'Louvre', start: '2027-05-02T10:00' } },
          { name: 'add_to_plan', arguments: { kind: 'activity', title: 'Louvre', city: 'Qwxzyville', start: '2027-05-02' } },
        ],
      },
      { kind: 'message', content: 'Which dates is your hotel, and where?' },
    );
    const reply = await chat('Add my hotel');
    expect(toolResults(1).map((result) => result.error)).toEqual([
      'Check the arguments: end: Check-out must come after the check-in (times are local to each place).',
      'Check the arguments: city: a stay needs its city.',
      'Check the arguments: city: say where the activity is, so its start time has a time zone.',
      'No city or airport called "Qwxzyville" in the data. Ask the traveller, or try another spelling or the IATA code.',
    ]);
    expect(reply.actions).toEqual([]);
  });
});

describe('the plan tools where the trips are known', () => {
  const singapore: AstraTrip = {
    id: '0194f6a0-0000-7000-8000-000000000001',
    title: 'Singapore trip',
    start_date: '2027-03-10',
    end_date: '2027-03-20',
    cities: ['Singapore'],
    itemCount: 0,
  };
  const context = (trips: AstraTrip[]) => ({
    data: { ...createServerAstraData({ cities: sharedCityIndex() }), trips: async () => trips },
    now: new Date(now),
    timeZone: 'Europe/London',
    agentMode: true,
  });
  const addFlight = astraTools.find((tool) => tool.name === 'add_flight_to_plan')!;

  it('names the trip covering the day, or tells the model none does', async () => {
    const named = await addFlight.run(JSON.stringify(ba15), context([singapore]));
    expect(named.action).toMatchObject({ kind: 'add_itinerary_item', trip_id: singapore.id, trip_title: 'Singapore trip' });
    expect(named.result).toMatchObject({ trip: 'Singapore trip' });

    const none = await addFlight.run(JSON.stringify(ba15), context([{ ...singapore, start_date: '2027-04-01', end_date: '2027-04-10' }]));
    expect(none.action).toBeUndefined();
    expect(none.result).toEqual({
      error: "None of the traveller's trips covers 2027-03-12. Ask them to make a trip for those dates in My Trips first.",
    });
  });
});
