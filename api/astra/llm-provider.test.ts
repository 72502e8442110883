// Astra with an LLM, through POST /api/chat, against a local fake OpenAI-compatible server scripted
// per test: tool calls become grounded links, cards and proposals; Agent Mode decides which tools
// are offered; any failure falls back to the embedded engine.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { answersPerAddress, busyMessage } from '../routes/chat';
import { newDeviceKey } from '../../tests/setup/device-api';
import { sharedCityIndex } from '../cities/city-index';
import type { ChatResponse } from '../../src/domain/astra/chat-protocol';
import { openTestStorage, type TestStorage } from '../../tests/setup/storage';
import { startFakeLlmServer, type FakeLlmServer, type ScriptedAnswer } from '../../tests/setup/fake-llm-server';
import { createLlmProvider, llmLimits, systemPrompt } from './llm-provider';

const agentTools = ['create_trip', 'create_price_alert', 'create_packing_list', 'add_clock_city'];
const now = Date.parse('2026-11-23T10:00:00Z');

let fake: FakeLlmServer;
let testStorage: TestStorage;
let warnings: string[];
let app: ReturnType<typeof createApp>;

const appWith = (timeoutMs = 2000) =>
  createApp({
    storage: testStorage.storage,
    version: 'test',
    cities: sharedCityIndex(),
    partnerMarker: '123456',
    chat: {
      llm: createLlmProvider({ baseUrl: fake.url, model: 'fake-model', apiKey: 'test-key', timeoutMs }),
      now: () => now,
      warn: (line) => warnings.push(line),
    },
  });

beforeAll(async () => {
  fake = await startFakeLlmServer();
});
afterAll(() => fake.close());

beforeEach(async () => {
  fake.reset();
  warnings = [];
  testStorage = await openTestStorage('sqlite');
  app = appWith();
});
afterEach(() => testStorage.cleanup());

const chat = async (message: string, agentMode = false, session = 'llm-session-1') => {
  const response = await app.request('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, session_id: session, agent_mode: agentMode, time_zone: 'Europe/Lisbon' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ChatResponse;
};

describe('Astra with an LLM', () => {
  it('turns a partner_link call into a grounded link, and answers in the words of the model', async () => {
    fake.script(
      {
        kind: 'tool-calls',
        calls: [
          {
            name: 'partner_link',
            arguments: { partner: 'flights', origin: 'London', destination: 'Paris', depart_date: '2026-12-04', adults: 2 },
          },
        ],
      },
      { kind: 'message', content: 'Here are **flights from London to Paris** on 4 December. Prices show on the partner page.' },
    );
    const reply = await chat('Flights from London to Paris on 4 December for two');
    expect(reply).toMatchObject({
      source: 'llm',
      intent: 'flight',
      response: 'Here are **flights from London to Paris** on 4 December. Prices show on the partner page.',
    });
    expect(reply.links).toEqual([
      {
        partner: 'flights',
        label: 'Flights London → Paris',
        params: { origin: 'LON', destination: 'PAR', departDate: '2026-12-04', adults: 2 },
        subId: 'astra_flight',
      },
    ]);
    expect(reply.actions).toEqual([]);
    expect(reply.memory.lastPlace).toMatchObject({ name: 'Paris', iata: 'PAR' });
    expect(warnings).toEqual([]);

    const [first, second] = fake.requests;
    expect(first?.authorization).toBe('Bearer test-key');
    expect(first?.body.model).toBe('fake-model');
    expect(first?.body.tool_choice).toBe('auto');
    expect(first?.body.messages?.[0]).toMatchObject({ role: 'system' });
    expect(first?.body.messages?.[0]?.content).toMatch(/You are Astra/);
    expect(first?.body.messages?.at(-1)).toEqual({ role: 'user', content: 'Flights from London to Paris on 4 December for two' });
    // The tool's result went back to the model: the link it built, with our marker.
    const toolResult = second?.body.messages?.find((message) => message.role === 'tool');
    expect(JSON.parse(toolResult!.content!)).toEqual({
      partner: 'Aviasales',
      label: 'Flights London → Paris',
      url: 'https://www.aviasales.com/search/LON0412PAR2?marker=123456.astra_flight',
    });
  });

  it('offers the Agent Mode tools only in Agent Mode, and turns create_trip into a proposal', async () => {
    fake.script({ kind: 'message', content: 'Happy to help.' });
    await chat('Hello');
    expect(fake.toolNames(fake.requests[0])).toEqual([
      'search_cities',
      'city_details',
      'partner_link',
      'convert_currency',
      'time_in_city',
      'packing_list',
    ]);

    fake.script(
      {
        kind: 'tool-calls',
        calls: [
          {
            name: 'create_trip',
            arguments: { title: 'Lisbon long weekend', start_date: '2026-12-04', end_date: '2026-12-07', cities: ['Lisbon'] },
          },
        ],
      },
      { kind: 'message', content: 'I have proposed a trip: **Lisbon long weekend**, 4 to 7 December. Accept it to save it.' },
    );
    const reply = await chat('Plan a Lisbon long weekend from 4 to 7 December', true);
    expect(fake.toolNames(fake.requests[1])).toEqual(expect.arrayContaining(agentTools));
    expect(reply).toMatchObject({ source: 'llm', intent: 'trip_plan' });
    expect(reply.actions).toEqual([
      {
        kind: 'create_trip',
        trip: { title: 'Lisbon long weekend', start_date: '2026-12-04', end_date: '2026-12-07', cities: [{ name: 'Lisbon' }], notes: '' },
      },
    ]);
  });

  it('runs no Agent Mode tool it did not offer, and tells the model so', async () => {
    fake.script(
      {
        kind: 'tool-calls',
        calls: [{ name: 'create_trip', arguments: { title: 'Sneaky', start_date: '2026-12-04', end_date: '2026-12-07' } }],
      },
      { kind: 'message', content: 'Switch Agent Mode on and I can propose that trip.' },
    );
    const reply = await chat('Create a trip to Lisbon');
    expect(reply.source).toBe('llm');
    expect(reply.actions).toEqual([]);
    const toolResult = fake.requests[1]?.body.messages?.find((message) => message.role === 'tool');
    expect(JSON.parse(toolResult!.content!)).toEqual({ error: 'There is no tool called create_trip.' });
  });

  it('gives cards from the tools called: city details, a conversion and a local time', async () => {
    fake.script(
      {
        kind: 'tool-calls',
        calls: [
          { name: 'city_details', arguments: { city: 'Tokyo' } },
          { name: 'convert_currency', arguments: { amount: 100, from: 'usd', to: 'yen' } },
          { name: 'time_in_city', arguments: { city: 'TYO' } },
        ],
      },
      { kind: 'message', content: 'Tokyo facts, your money in yen and the time there.' },
    );
    const reply = await chat('Tell me about Tokyo, 100 dollars in yen and the time there');
    expect(reply.cards.map((card) => card.kind)).toEqual(['city', 'conversion', 'time']);
    expect(reply.cards[0]).toMatchObject({ kind: 'city', slug: 'tokyo-jp', name: 'Tokyo' });
    expect(reply.cards[1]).toMatchObject({
      kind: 'conversion',
      amount: 100,
      from: 'USD',
      to: 'JPY',
      value: 15420,
      tableSource: 'built-in',
    });
    // 10:00 UTC is 19:00 in Tokyo, 9 hours ahead of Lisbon in winter.
    expect(reply.cards[2]).toMatchObject({ kind: 'time', place: 'Tokyo', timezone: 'Asia/Tokyo', time: '7:00 PM', offsetLabel: '+9 h' });
    expect(reply.intent).toBe('city_info');
  });

  it('hands the model bad arguments back as an error it can correct, and keeps only what worked', async () => {
    fake.script(
      {
        kind: 'tool-calls',
        calls: [
          { name: 'partner_link', arguments: { partner: 'spaceships', destination: 'Mars' } },
          { name: 'partner_link', arguments: { partner: 'hotels', city: 'Nowhere-on-Earth' } },
          { name: 'partner_link', arguments: '{not json' },
        ],
      },
      {
        kind: 'tool-calls',
        calls: [
          { name: 'partner_link', arguments: { partner: 'hotels', city: 'Lisbon', depart_date: '2026-12-04', return_date: '2026-12-07' } },
        ],
      },
      { kind: 'message', content: 'Here are hotels in Lisbon.' },
    );
    const reply = await chat('A hotel in Lisbon');
    const errors = fake.requests[1]!.body.messages!.filter((message) => message.role === 'tool').map(
      (message) => (JSON.parse(message.content!) as { error: string }).error,
    );
    expect(errors).toEqual([
      expect.stringMatching(/^Check the arguments: partner:/),
      expect.stringMatching(/No city or airport called "Nowhere-on-Earth"/),
      'The arguments were not valid JSON.',
    ]);
    expect(reply.links).toEqual([
      {
        partner: 'hotels',
        label: 'Hotels in Lisbon',
        params: expect.objectContaining({ city: 'Lisbon', departDate: '2026-12-04', returnDate: '2026-12-07' }),
        subId: 'astra_hotel',
      },
    ]);
  });

  it(`makes the model answer in words after ${llmLimits.maxToolRounds} rounds of tools`, async () => {
    const search: ScriptedAnswer = { kind: 'tool-calls', calls: [{ name: 'search_cities', arguments: { query: 'san' } }] };
    fake.script(search, search, search, search, { kind: 'message', content: 'Many cities start with San.' });
    const reply = await chat('Cities called San something?');
    expect(reply.source).toBe('llm');
    expect(fake.requests.map((request) => request.body.tool_choice)).toEqual(['auto', 'auto', 'auto', 'auto', 'none']);
  });

  it('sends the conversation so far to the model', async () => {
    fake.script({ kind: 'message', content: 'Lisbon is lovely in spring.' }, { kind: 'message', content: 'Try the Alfama.' });
    await chat('When should I visit Lisbon?');
    await chat('Where should I stay?');
    expect(fake.requests[1]?.body.messages?.slice(1).map((message) => [message.role, message.content])).toEqual([
      ['user', 'When should I visit Lisbon?'],
      ['assistant', 'Lisbon is lovely in spring.'],
      ['user', 'Where should I stay?'],
    ]);
  });

  describe('falls back to the embedded engine, with one line in the log', () => {
    const fallsBack = async (reason: RegExp) => {
      const reply = await chat('Hotels in Paris');
      expect(reply.source).toBe('engine');
      expect(reply.response.length).toBeGreaterThan(0);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(reason);
      expect(warnings[0]).not.toContain('test-key');
      return reply;
    };

    it('on an HTTP error', async () => {
      fake.script({ kind: 'status', status: 500 });
      await fallsBack(/HTTP 500/);
    });

    it('on a timeout', async () => {
      app = appWith(300);
      fake.script({ kind: 'hang' });
      await fallsBack(/no answer within 300 ms/);
    });

    it('on garbage', async () => {
      fake.script({ kind: 'raw', body: '<html>Bad gateway</html>' });
      await fallsBack(/not JSON/);
    });

    it('on JSON that is no chat completion', async () => {
      fake.script({ kind: 'raw', body: JSON.stringify({ choices: [] }) });
      await fallsBack(/not a chat completion/);
    });

    it('on an empty answer', async () => {
      fake.script({ kind: 'message', content: '   ' });
      await fallsBack(/empty/);
    });

    it('when the endpoint is not there at all', async () => {
      const closed = await startFakeLlmServer();
      await closed.close();
      app = createApp({
        storage: testStorage.storage,
        version: 'test',
        cities: sharedCityIndex(),
        chat: {
          llm: createLlmProvider({ baseUrl: closed.url, model: 'fake-model', apiKey: 'test-key', timeoutMs: 2000 }),
          warn: (line) => warnings.push(line),
        },
      });
      await fallsBack(/request failed/);
    });

    it('and drops what the failed attempt had gathered', async () => {
      fake.script(
        { kind: 'tool-calls', calls: [{ name: 'partner_link', arguments: { partner: 'hotels', city: 'Rome' } }] },
        { kind: 'status', status: 503 },
      );
      const reply = await fallsBack(/HTTP 503/);
      expect(reply.links.every((link) => link.label !== 'Hotels in Rome')).toBe(true);
    });
  });
});

describe("an answer's time budget (finding 3: bounded work)", () => {
  it("stops a slow model's rounds at the answer's deadline and answers from the engine, never an error", async () => {
    app = createApp({
      storage: testStorage.storage,
      version: 'test',
      cities: sharedCityIndex(),
      partnerMarker: '123456',
      chat: {
        // The model's own timeout is far away: the budget is what ends the answer.
        llm: createLlmProvider({ baseUrl: fake.url, model: 'fake-model', apiKey: 'test-key', timeoutMs: 60_000 }),
        now: () => now,
        warn: (line) => warnings.push(line),
        answerBudgetMs: 400,
      },
    });
    // Uninterrupted, five slow rounds would take 1.25 s.
    const slowRound: ScriptedAnswer = {
      kind: 'tool-calls',
      calls: [{ name: 'partner_link', arguments: { partner: 'hotels', city: 'Lisbon' } }],
      delayMs: 250,
    };
    fake.script(slowRound, slowRound, slowRound, slowRound, { kind: 'message', content: 'Hotels in Lisbon.', delayMs: 250 });
    const reply = await chat('Hotels in Lisbon');
    expect(reply.source).toBe('engine');
    expect(reply.links).toEqual([
      expect.objectContaining({ partner: 'hotels', params: expect.objectContaining({ city: 'Lisbon, Portugal' }) }),
    ]);
    expect(fake.requests.length).toBeLessThan(5);
    expect(warnings).toEqual([expect.stringMatching(/time budget/)]);
  });
});

describe('answers from one address at a time', () => {
  it(`makes ${answersPerAddress.atOnce} answers of an address at once, keeps ${answersPerAddress.waiting} waiting, and turns more away at once; other addresses are answered meanwhile`, async () => {
    app = createApp({
      storage: testStorage.storage,
      version: 'test',
      cities: sharedCityIndex(),
      chat: {
        llm: createLlmProvider({ baseUrl: fake.url, model: 'fake-model', apiKey: 'test-key', timeoutMs: 60_000 }),
        now: () => now,
        warn: (line) => warnings.push(line),
        trustProxyHops: 1,
        answerBudgetMs: 60_000,
      },
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = answersPerAddress.atOnce + answersPerAddress.waiting;
    fake.script(
      ...Array.from({ length: held + 1 }, (): ScriptedAnswer => ({ kind: 'message', content: 'Here you are.', after: released })),
    );
    const send = (address: string, index: number) =>
      Promise.resolve(
        app.request('/api/chat', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'x-device-key': newDeviceKey() },
          body: JSON.stringify({ message: 'Hotels in Lisbon', session_id: `queue-session-${index}` }),
        }),
      ).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as ChatResponse & { error?: { message: string } },
      }));
    const flood = Array.from({ length: held + 8 }, (_, index) => send('203.0.113.5', index));
    // The 8 past the line are turned away while the first two still wait on the model.
    const settled: Array<Awaited<(typeof flood)[number]>> = [];
    for (const each of flood) void each.then((answer) => settled.push(answer));
    await expect.poll(() => settled.length, { timeout: 20_000 }).toBe(8);
    expect(settled.map((answer) => answer.status)).toEqual(Array(8).fill(429));
    expect(settled[0]!.body.error?.message).toBe(busyMessage);
    await expect.poll(() => fake.requests.length).toBe(answersPerAddress.atOnce);
    // Another address is not in that line: its message reaches the model now.
    const other = send('198.51.100.9', 99);
    await expect.poll(() => fake.requests.length).toBe(answersPerAddress.atOnce + 1);
    release();
    const answers = await Promise.all(flood);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(held);
    expect((await other).status).toBe(200);
    expect(fake.requests).toHaveLength(held + 1);
  });
});

describe('the system prompt', () => {
  it('says who Astra is, never to invent prices or book, to use the tools, and what today is', () => {
    const prompt = systemPrompt({
      data: {
        findPlace: async () => undefined,
        cityDetails: async () => undefined,
        rateTable: async () => {
          throw new Error('unused');
        },
      },
      now: new Date(now),
      timeZone: 'Pacific/Auckland',
      agentMode: false,
    });
    expect(prompt).toMatch(/You are Astra/);
    expect(prompt).toMatch(/Never invent prices/);
    expect(prompt).toMatch(/Never book, reserve or pay/);
    expect(prompt).toMatch(/Use the tools/);
    expect(prompt).toMatch(/Agent Mode is off/);
    // Already the 23rd at 23:00 in Auckland.
    expect(prompt).toContain('(2026-11-23)');
    expect(prompt).toContain('Pacific/Auckland');
  });
});
