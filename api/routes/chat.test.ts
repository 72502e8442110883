// What Astra knew when answering (the server's clock and city index, the traveller's time zone,
// Agent Mode, the session's memory) is read from the answers a client gets back, as a client would.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { sharedCityIndex } from '../cities/city-index';
import { ownerIdOf } from '../device';
import { chatLimits, type ChatResponse } from '../../src/domain/astra/chat-protocol';
import type { AstraMemory } from '../../src/domain/astra/types';
import { openTestStorage, storageKinds, type TestStorage } from '../../tests/setup/storage';
import { newDeviceKey } from '../../tests/setup/device-api';

const startOfTest = Date.parse('2026-11-23T10:00:00Z');

type Reply = { status: number; headers: Headers; body: ChatResponse & { error?: { code: string; message: string } } };

describe.each(storageKinds)('POST /api/chat on %s', (kind) => {
  let testStorage: TestStorage;
  let clock: number;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    testStorage = await openTestStorage(kind);
    clock = startOfTest;
    app = createApp({ storage: testStorage.storage, version: 'test', cities: sharedCityIndex(), chat: { now: () => clock } });
  });
  afterEach(() => testStorage.cleanup());

  const send = async (body: unknown, headers: Record<string, string> = {}): Promise<Reply> => {
    const response = await app.request('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Reply['body'] };
  };
  const asDevice = (deviceKey: string) => ({ 'X-Device-Key': deviceKey });
  const storedTurns = () => testStorage.storage.db.selectFrom('chat_messages').selectAll().orderBy('created_at').execute();
  const hotelsFor = (city: string, more: Record<string, unknown> = {}) => [
    { partner: 'hotels', label: `Hotels in ${city.split(',')[0]}`, params: { city, ...more }, subId: 'astra_hotel' },
  ];
  const askedWhichCity = { intent: 'hotel', clarifying: true, response: 'Which city would you like to stay in?', links: [] };

  it("answers with Astra's reply, the session id and who wrote it", async () => {
    const { status, headers, body } = await send({ message: 'Hello Astra', session_id: 'session-0001', agent_mode: false });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ session_id: 'session-0001', source: 'engine', clarifying: expect.any(Boolean) });
    expect(typeof body.response).toBe('string');
    expect(body.response.length).toBeGreaterThan(0);
    for (const list of [body.links, body.cards, body.actions]) expect(Array.isArray(list)).toBe(true);
    expect(body.actions).toEqual([]);
    // The message itself reached Astra: a hello is answered as a greeting.
    expect(body.intent).toBe('greeting');
  });

  it("answers from the server's clock and city index, in UTC when the traveller's time zone is not given", async () => {
    const time = await send({ message: 'What time is it?', session_id: 'session-0003' });
    expect(time.body.response).toContain("It's **10:00 AM** where you are.");

    const lisbon = await send({ message: 'Tell me about Lisbon', session_id: 'session-0004' });
    expect(lisbon.body.cards).toEqual([expect.objectContaining({ kind: 'city', slug: 'lisbon-pt', name: 'Lisbon', country: 'Portugal' })]);
    expect(lisbon.body.memory.lastPlace).toMatchObject({ name: 'Lisbon', country_code: 'PT', iata: 'LIS' });
  });

  it("passes agent mode and the traveller's time zone on (UTC for one the platform does not know)", async () => {
    const agentPlan = await send({
      message: 'Plan a trip to Rome 3-7 May',
      session_id: 'session-0002',
      agent_mode: true,
      time_zone: 'Asia/Tokyo',
    });
    expect(agentPlan.body.actions).toEqual([
      { kind: 'create_trip', trip: expect.objectContaining({ title: 'Rome trip', start_date: '2027-05-03', end_date: '2027-05-07' }) },
    ]);
    const tokyoTime = await send({ message: 'What time is it?', session_id: 'session-0005', time_zone: 'Asia/Tokyo' });
    expect(tokyoTime.body.response).toContain("It's **7:00 PM** where you are.");

    // "Ahead of you" is measured from the device's zone the request carries, not the server's.
    const fromNewYork = await send({
      message: 'how many hours ahead of me is Tokyo',
      session_id: 'session-0008',
      time_zone: 'America/New_York',
    });
    expect(fromNewYork.body.response).toMatch(/Tokyo\*\* is \*\*1[34] hours ahead of\*\* you/);
    const fromTokyo = await send({ message: 'how many hours ahead of me is Tokyo', session_id: 'session-0009', time_zone: 'Asia/Tokyo' });
    expect(fromTokyo.body.response).toContain('on the same time as you');

    const unknownZone = await send({ message: 'What time is it?', session_id: 'session-0006', time_zone: 'Mars/Olympus_Mons' });
    const notAZone = await send({ message: 'how many hours ahead of me is Tokyo', session_id: 'session-0010', time_zone: '+05:30' });
    expect(notAZone.body.response).toMatch(/Tokyo\*\* is \*\*9 hours ahead of\*\* you/);
    expect(unknownZone.body.response).toContain("It's **10:00 AM** where you are.");
    // Agent Mode is off unless asked for: the same plan is only suggested, nothing is proposed.
    const plan = await send({ message: 'Plan a trip to Rome 3-7 May', session_id: 'session-0007' });
    expect(plan.body.actions).toEqual([]);
    expect(plan.body.response).toContain('Turn on Agent Mode');
  });

  it("reads a date written in numbers as the traveller's device writes dates (its language, else its zone)", async () => {
    const dayOf = async (body: Record<string, unknown>) =>
      (await send({ message: 'flights from berlin to rome 2/5', ...body })).body.links[0]?.params.departDate;
    expect(await dayOf({ session_id: 'session-0011', locale: 'en-GB' })).toMatch(/-05-02$/);
    expect(await dayOf({ session_id: 'session-0012', locale: 'en-US' })).toMatch(/-02-05$/);
    expect(await dayOf({ session_id: 'session-0013', time_zone: 'America/Chicago' })).toMatch(/-02-05$/);
    expect(await dayOf({ session_id: 'session-0014', locale: 'not a language', time_zone: 'Europe/Paris' })).toMatch(/-05-02$/);
  });

  it('refuses bad input with the error envelope and a message a person can act on', async () => {
    const cases: Array<[unknown, string | RegExp]> = [
      [{ message: '', session_id: 'session-0001' }, 'Type a message first'],
      [{ message: ' \n\t ', session_id: 'session-0001' }, 'Type a message first'],
      [{ message: 'x'.repeat(chatLimits.maxMessageChars + 1), session_id: 'session-0001' }, 'Keep messages under 2,000 characters'],
      [{ message: 'a\u0000b', session_id: 'session-0001' }, "Messages can't contain the character U+0000"],
      [{ message: 42, session_id: 'session-0001' }, 'message must be text'],
      [{ session_id: 'session-0001' }, 'message must be text'],
      [{ message: 'Hi' }, 'session_id is required'],
      [{ message: 'Hi', session_id: 'short' }, 'session_id must be 8 to 64 letters, digits, "-" or "_"'],
      [{ message: 'Hi', session_id: '../../etc/passwd' }, /session_id must be/],
      [{ message: 'Hi', session_id: 'x'.repeat(65) }, /session_id must be/],
      [{ message: 'Hi', session_id: 'session-0001', agent_mode: 'yes' }, 'agent_mode must be true or false'],
      [{ message: 'Hi', session_id: 'session-0001', time_zone: 7 }, 'time_zone must be text'],
      [{ message: 'Hi', session_id: 'session-0001', locale: 'x'.repeat(36) }, 'locale is at most 35 characters'],
      ['{"message": "Hi", ', 'The request body is not valid JSON.'],
      ['[]', /expected object/i],
    ];
    for (const [body, message] of cases) {
      const { status, body: answerBody } = await send(body);
      expect(status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answerBody.error?.code).toBe('invalid-input');
      expect(answerBody.error?.message).toMatch(message);
    }
    // The limit is on the trimmed text: 2,000 characters with spaces around them is fine.
    expect((await send({ message: ` ${'x'.repeat(chatLimits.maxMessageChars)} `, session_id: 'session-0001' })).status).toBe(200);
    // Only that message and its answer joined the history: the refused ones never reached Astra.
    expect(await storedTurns()).toHaveLength(2);
  });

  it("keeps a session's history per device and hands the latest memory to the next turn", async () => {
    const deviceA = newDeviceKey();
    const session = 'trip-chat-1234';
    const first = await send({ message: 'Flights from London to Paris next Friday', session_id: session }, asDevice(deviceA));
    expect(first.status).toBe(200);
    clock += 5000;
    const followUp = await send({ message: 'And a hotel there?', session_id: session }, asDevice(deviceA));

    const turns = await storedTurns();
    expect(turns.map((turn) => [turn.role, turn.owner_id, turn.session_id])).toEqual([
      ['user', ownerIdOf(deviceA), session],
      ['assistant', ownerIdOf(deviceA), session],
      ['user', ownerIdOf(deviceA), session],
      ['assistant', ownerIdOf(deviceA), session],
    ]);
    expect(turns[0]?.content).toBe('Flights from London to Paris next Friday');
    expect(turns[1]).toMatchObject({ content: first.body.response, intent: first.body.intent });
    expect(JSON.parse(turns[1]!.memory!)).toEqual(first.body.memory);
    // The follow-up was answered knowing what the first reply remembered: Paris, from next Friday (said on Monday 23
    // November, the Friday of next week, as "next weekend" is next week's: decision 022, the twenty-eighth pass).
    expect(followUp.body).toMatchObject({ intent: 'hotel', clarifying: false });
    expect(followUp.body.links).toEqual(hotelsFor('Paris, France', { departDate: '2026-12-04' }));
    expect(followUp.body.memory).toMatchObject({ lastPlace: first.body.memory.lastPlace, lastOrigin: first.body.memory.lastOrigin });
  });

  it("never reads another device's history: the same session id with another key, or none, starts afresh", async () => {
    const session = 'shared-session-id';
    const remembered: AstraMemory = {
      lastPlace: { name: 'Lisbon', country: 'Portugal', country_code: 'PT', slug: 'lisbon-pt', iata: 'LIS' },
      travellers: 2,
    };
    const deviceA = newDeviceKey();
    await testStorage.storage.db
      .insertInto('chat_messages')
      .values({
        id: '0195f000-0000-7000-8000-000000000001',
        session_id: session,
        owner_id: ownerIdOf(deviceA),
        role: 'assistant',
        content: 'Lisbon it is.',
        intent: 'city_info',
        memory: JSON.stringify(remembered),
        created_at: '2026-11-23T09:59:00.000Z',
      })
      .execute();

    const ask = async (message: string, headers: Record<string, string>) => {
      const reply = await send({ message, session_id: session }, headers);
      expect(reply.status).toBe(200);
      clock += 1000;
      return reply.body;
    };
    // Another device, and a request without a key, know nothing of "there".
    expect(await ask('And a hotel there?', asDevice(newDeviceKey()))).toMatchObject(askedWhichCity);
    expect(await ask('And a hotel there?', {})).toMatchObject(askedWhichCity);
    // The keyless requests from one address share the session (an invalid key counts as none): a bare
    // city name answers the question the first one was asked. It is not the device's history either
    // (which would have brought its 2 guests along).
    const porto = await ask('Porto', { 'X-Device-Key': 'not a valid key!' });
    expect(porto).toMatchObject({ intent: 'hotel', clarifying: false });
    expect(porto.links).toEqual(hotelsFor('Porto, Portugal'));
    // The device itself continues where it left off.
    const lisbon = await ask('And a hotel there?', asDevice(deviceA));
    expect(lisbon).toMatchObject({ intent: 'hotel', memory: remembered });
    expect(lisbon.links).toEqual(hotelsFor('Lisbon, Portugal', { adults: remembered.travellers }));

    const owners = [...new Set((await storedTurns()).map((turn) => turn.owner_id))];
    expect(owners).toHaveLength(3);
    expect(owners).toContain(ownerIdOf(deviceA));
    // Keyless turns belong to the address, hashed: never to nobody, never the address as it is.
    expect(owners).not.toContain(null);
    expect(owners.every((owner) => /^[0-9a-f]{64}$/.test(owner ?? ''))).toBe(true);
  });

  it('keeps keyless sessions of different addresses apart, even with the same session id (finding 7)', async () => {
    const proxied = createApp({
      storage: testStorage.storage,
      version: 'test',
      cities: sharedCityIndex(),
      chat: { now: () => clock, trustProxyHops: 1 },
    });
    const ask = async (message: string, address: string) => {
      const response = await proxied.request('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ message, session_id: 'guessable-session' }),
      });
      clock += 1000;
      return (await response.json()) as Reply['body'];
    };
    expect(await ask('A hotel please', '203.0.113.7')).toMatchObject(askedWhichCity);
    // Another address with the same session id does not continue the first one's question.
    expect((await ask('Porto', '198.51.100.9')).intent).not.toBe('hotel');
    // The first address does.
    const porto = await ask('Porto', '203.0.113.7');
    expect(porto).toMatchObject({ intent: 'hotel', clarifying: false });
    expect(porto.links).toEqual(hotelsFor('Porto, Portugal'));
  });

  it(`limits a device to ${chatLimits.messagesPerMinute} messages a minute, with Retry-After; others are not held up`, async () => {
    const device = newDeviceKey();
    for (let i = 0; i < chatLimits.messagesPerMinute; i++) {
      const { status } = await send({ message: `Message ${i + 1}`, session_id: 'rate-limit-1' }, asDevice(device));
      expect(status, `message ${i + 1}`).toBe(200);
      clock += 1000;
    }
    // 20 s into the minute: the next one starts 40 s from now.
    const refused = await send({ message: 'One more', session_id: 'rate-limit-1' }, asDevice(device));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(refused.body.error).toEqual({
      code: 'rate-limited',
      message: 'Astra needs a moment: you can send another message in 40 seconds.',
    });
    expect(await storedTurns()).toHaveLength(chatLimits.messagesPerMinute * 2);

    expect((await send({ message: 'Hello', session_id: 'rate-limit-2' }, asDevice(newDeviceKey()))).status).toBe(200);
    // Without a device key a client counts by its address (in-process there is none: one 'unknown' bucket).
    expect((await send({ message: 'Hello', session_id: 'rate-limit-3' })).status).toBe(200);

    clock = startOfTest + 60_000;
    for (let i = 0; i < chatLimits.messagesPerMinute; i++)
      expect((await send({ message: 'Back again', session_id: 'rate-limit-1' }, asDevice(device))).status).toBe(200);
    const nextRefusal = await send({ message: 'And again', session_id: 'rate-limit-1' }, asDevice(device));
    expect(nextRefusal.status).toBe(429);
    expect(nextRefusal.headers.get('retry-after')).toBe('60');
    clock = startOfTest + 119_500;
    const lastSecond = await send({ message: 'And again', session_id: 'rate-limit-1' }, asDevice(device));
    expect(lastSecond.headers.get('retry-after')).toBe('1');
    expect(lastSecond.body.error?.message).toBe('Astra needs a moment: you can send another message in 1 second.');
    clock = startOfTest + 120_000;
    expect((await send({ message: 'A new minute', session_id: 'rate-limit-1' }, asDevice(device))).status).toBe(200);
  });

  it(`limits one address to ${chatLimits.messagesPerMinutePerAddress} messages a minute whatever keys it sends, in every process alike (finding 1)`, async () => {
    // Two apps on one database, as two API processes behind one proxy that sets X-Forwarded-For.
    const processes = [0, 1].map(() =>
      createApp({
        storage: testStorage.storage,
        version: 'test',
        cities: sharedCityIndex(),
        chat: { now: () => clock, trustProxyHops: 1 },
      }),
    );
    const ask = async (index: number, address: string, headers: Record<string, string> = asDevice(newDeviceKey())) => {
      const response = await processes[index % 2]!.request('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Forwarded-For': address, ...headers },
        body: JSON.stringify({ message: 'Hello', session_id: `rotating-${index}` }),
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    };
    for (let i = 0; i < chatLimits.messagesPerMinutePerAddress; i++)
      expect((await ask(i, '203.0.113.5')).status, `message ${i + 1}`).toBe(200);
    clock += 15_000;
    // A new key, on either process, is refused: the address has had its minute.
    for (const index of [0, 1]) expect(await ask(index, '203.0.113.5')).toEqual({ status: 429, retryAfter: '45' });
    expect((await ask(0, '203.0.113.5', {})).status).toBe(429);
    // Another address is not held up.
    expect((await ask(1, '198.51.100.9')).status).toBe(200);
    clock = startOfTest + 60_000;
    expect((await ask(1, '203.0.113.5')).status).toBe(200);
  });

  it('counts one device across processes: its 21st message in a minute is refused whichever process gets it', async () => {
    const processes = [0, 1].map(() =>
      createApp({ storage: testStorage.storage, version: 'test', cities: sharedCityIndex(), chat: { now: () => clock } }),
    );
    const device = newDeviceKey();
    const ask = async (index: number) =>
      (
        await processes[index % 2]!.request('/api/chat', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...asDevice(device) },
          body: JSON.stringify({ message: 'Hello', session_id: 'two-processes' }),
        })
      ).status;
    for (let i = 0; i < chatLimits.messagesPerMinute; i++) expect(await ask(i), `message ${i + 1}`).toBe(200);
    expect([await ask(0), await ask(1)]).toEqual([429, 429]);
  });

  it('does not count refused input against the limit', async () => {
    const device = newDeviceKey();
    for (let i = 0; i < chatLimits.messagesPerMinute + 5; i++)
      expect((await send({ message: '', session_id: 'rate-limit-4' }, asDevice(device))).status).toBe(400);
    expect((await send({ message: 'Hi', session_id: 'rate-limit-4' }, asDevice(device))).status).toBe(200);
  });
});

describe('POST /api/chat without the city index', () => {
  it('still answers (Astra then knows no places)', async () => {
    const testStorage = await openTestStorage('sqlite');
    const hotelsInParis = async (app: ReturnType<typeof createApp>, sessionId: string) => {
      const response = await app.request('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Hotels in Paris', session_id: sessionId }),
      });
      return { status: response.status, body: (await response.json()) as ChatResponse };
    };
    try {
      const withIndex = await hotelsInParis(
        createApp({ storage: testStorage.storage, version: 'test', cities: sharedCityIndex() }),
        'cities-1',
      );
      expect(withIndex.body).toMatchObject({ intent: 'hotel', clarifying: false, memory: { lastPlace: { name: 'Paris' } } });

      const withoutIndex = await hotelsInParis(createApp({ storage: testStorage.storage, version: 'test' }), 'no-cities-1');
      expect(withoutIndex.status).toBe(200);
      expect(withoutIndex.body).toMatchObject({ intent: 'hotel', clarifying: true, links: [], memory: { pendingIntent: 'hotel' } });
      expect(withoutIndex.body.memory.lastPlace).toBeUndefined();
    } finally {
      await testStorage.cleanup();
    }
  });
});
