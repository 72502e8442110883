// The schemas the OpenAPI document gives for the 200 answers of health, cities, partners and chat,
// against what the real app sends: each answer parses, and parsing drops nothing (zod's z.object
// strips keys it does not know, so a field the server renamed or added makes the parsed answer
// differ from the body). Then the check itself is shown to catch a renamed field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { chatResponseSchema } from '../src/domain/astra/chat-schema';
import type { AstraAction, AstraCard } from '../src/domain/astra/types';
import { popularDestinations } from '../src/domain/cities';
import { cityDetailsSchema, citySearchResponseSchema } from '../src/domain/cities-schema';
import { healthSchema } from '../src/domain/health-schema';
import { partnerUrlResponseSchema } from '../src/domain/partner-query';
import { partnerIds } from '../src/domain/partners';
import { createApp } from './app';
import { sharedCityIndex } from './cities/city-index';
import { openTestStorage, type TestStorage } from '../tests/setup/storage';
import { newDeviceKey } from '../tests/setup/device-api';
import { evalNow, evalSet, evalTimeZone } from '../tests/unit/astra-eval-set';

let testStorage: TestStorage;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testStorage = await openTestStorage('sqlite');
  app = createApp({
    storage: testStorage.storage,
    version: 'test',
    cities: sharedCityIndex(),
    chat: { now: () => evalNow.getTime(), trustProxyHops: 1 },
  });
});
afterAll(() => testStorage.cleanup());

/** What is wrong with a body read with the schema: the issues, or the keys the schema does not know. */
function mismatch(schema: z.ZodType, body: unknown): unknown {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return parsed.error.issues;
  return JSON.stringify(sortedKeys(parsed.data)) === JSON.stringify(sortedKeys(body)) ? undefined : { parsed: parsed.data, body };
}

/** The same JSON with object keys in one order, so two readings compare by content. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, field]) => [key, sortedKeys(field)]),
    );
  }
  return value;
}

async function get(path: string): Promise<unknown> {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return response.json();
}

let messagesSent = 0;

async function chat(message: string, sessionId: string, agentMode = false): Promise<unknown> {
  messagesSent += 1;
  const response = await app.request('/api/chat', {
    method: 'POST',
    // A key and an address per message: the rate limits are not what this test is about.
    headers: {
      'Content-Type': 'application/json',
      'X-Device-Key': newDeviceKey(),
      'X-Forwarded-For': `10.0.${messagesSent >> 8}.${messagesSent & 255}`,
    },
    body: JSON.stringify({ message, session_id: sessionId, agent_mode: agentMode, time_zone: evalTimeZone }),
  });
  expect(response.status, message).toBe(200);
  return response.json();
}

describe('the answer schemas describe what the server sends', () => {
  it('GET /api/health', async () => {
    expect(mismatch(healthSchema, await get('/api/health'))).toBeUndefined();
  });

  it('GET /api/cities/search and GET /api/cities/{slug}, for every popular destination and a city without a written guide', async () => {
    const slugs: string[] = [];
    for (const query of [...popularDestinations, 'Vila Nova de Gaia', 'sp', 'new y']) {
      const body = await get(`/api/cities/search?q=${encodeURIComponent(query)}&limit=50`);
      expect(mismatch(citySearchResponseSchema, body), query).toBeUndefined();
      const [first] = citySearchResponseSchema.parse(body).results;
      if (first) slugs.push(first.slug);
    }
    const curated = new Set<boolean>();
    for (const slug of slugs) {
      const body = await get(`/api/cities/${slug}`);
      expect(mismatch(cityDetailsSchema, body), slug).toBeUndefined();
      curated.add(cityDetailsSchema.parse(body).curated);
    }
    // Both kinds of guide were read: the team's and the generated one.
    expect([...curated].sort()).toEqual([false, true]);
  });

  it('GET /api/partners/{brand}/url, for every partner', async () => {
    for (const brand of partnerIds) {
      const body = await get(
        `/api/partners/${brand}/url?subid=direct&origin=LON&destination=PAR&depart_date=2030-12-10&adults=2&city=Paris`,
      );
      expect(mismatch(partnerUrlResponseSchema, body), brand).toBeUndefined();
    }
  });

  it("POST /api/chat, for every message of Astra's evaluation set: every kind of card and Agent Mode proposal", async () => {
    const cards = new Set<AstraCard['kind']>();
    const actions = new Set<AstraAction['kind']>();
    let links = 0;
    for (const [index, testCase] of evalSet.entries()) {
      const sessionId = `schema-check-${index}`;
      for (const turn of testCase.before ?? []) await chat(turn.text, sessionId, turn.agentMode);
      const body = await chat(testCase.text, sessionId, testCase.agentMode);
      expect(mismatch(chatResponseSchema, body), testCase.text).toBeUndefined();
      const reply = chatResponseSchema.parse(body);
      for (const card of reply.cards) cards.add(card.kind);
      for (const action of reply.actions) actions.add(action.kind);
      links += reply.links.length;
    }
    expect([...cards].sort()).toEqual(['city', 'conversion', 'time']);
    expect([...actions].sort()).toEqual([
      'add_clock_city',
      'add_itinerary_item',
      'create_packing_list',
      'create_price_alert',
      'create_trip',
    ]);
    expect(links).toBeGreaterThan(10);
  });
});

describe('the check', () => {
  it('fails on a renamed field, required or optional, and on a field of the wrong type', async () => {
    const partner = (await get('/api/partners/hotels/url?subid=direct&city=Paris')) as Record<string, unknown>;
    expect(mismatch(partnerUrlResponseSchema, partner)).toBeUndefined();
    const { supports_iframe: framable, ...rest } = partner;
    expect(mismatch(partnerUrlResponseSchema, { ...rest, supportsIframe: framable })).toBeDefined();

    const search = (await get('/api/cities/search?q=paris')) as { results: Array<Record<string, unknown>> };
    const [paris, ...others] = search.results;
    expect(paris?.admin).toBe('Île-de-France');
    const { admin, ...withoutAdmin } = paris!;
    expect(mismatch(citySearchResponseSchema, { results: [{ ...withoutAdmin, region: admin }, ...others] })).toBeDefined();

    const health = (await get('/api/health')) as { database: Record<string, unknown> };
    expect(mismatch(healthSchema, { ...health, database: { ...health.database, latency_ms: '0.2' } })).toBeDefined();
  });
});
