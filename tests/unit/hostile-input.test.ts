// Hostile input, property-based and seeded: every API route (read from the app itself, so new
// routes are covered the day they land) gets generated paths, queries, headers and bodies:
// malformed JSON, wrong types, huge strings and numbers, unicode edge cases and prototype-pollution
// keys. Never a 5xx, always the JSON error envelope, and a rejected request changes nothing stored.
// It runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set (as in CI).
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../api/db/index';
import { createApp } from '../../api/app';
import { sharedCityIndex } from '../../api/cities/city-index';
import { appVersion } from '../../api/config';
import { openTestStorage, storageKinds, type StorageKind, type TestStorage } from '../setup/storage';
import { createFullApp } from '../setup/full-app';
import { registerDevice } from '../setup/register-device';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const numRuns = Number(process.env.FC_RUNS ?? 60);

/** What a refused request may still write: the attempt it counted against a rate limit, and when its device was last seen. */
const bookkeepingTables = new Set(['attempt_counters']);
const bookkeepingColumns = ['last_seen_at'];

async function stateDigest(storage: Storage, kind: StorageKind): Promise<string> {
  const tables =
    kind === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'kysely_%' and name not like 'sqlite_%' order by name`.execute(
          storage.db,
        )
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_name not like 'kysely_%' order by table_name`.execute(
          storage.db,
        );
  const hash = createHash('sha256');
  for (const { name } of tables.rows) {
    if (bookkeepingTables.has(name)) continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)} order by 1`.execute(storage.db);
    const kept = rows.rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !bookkeepingColumns.includes(column))));
    hash.update(name + JSON.stringify(kept));
  }
  return hash.digest('hex');
}

const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '../../etc/passwd',
    '%00',
    '%E0%A4%A',
    '\u0000',
    '\uD800',
    '\u202Eevil',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '1e309',
    'NaN',
    '-0',
    '9'.repeat(400),
    'a'.repeat(5000),
    'ｐａｒｉｓ',
    'São Paulo',
    '🏳️‍🌈',
  ),
);

const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.integer(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.1 + 0.2),
    nastyString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor', 'id', 'title', 'ops', 'message', 'session_id', 'agent_mode')),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

const body = fc.oneof(
  jsonValue.map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '{',
    '{"a":',
    'null',
    '[]',
    '"just a string"',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '\u0000\u0001',
    '',
  ),
  fc.string({ maxLength: 200 }),
);

type Route = { method: string; path: string };

function realRoutes(app: ReturnType<typeof createFullApp>): Route[] {
  const seen = new Set<string>();
  return app.routes
    .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
    .filter((route) => !seen.has(route.method + route.path) && Boolean(seen.add(route.method + route.path)));
}

/** The device routes (those the OpenAPI document marks with the device key), as `METHOD /hono/:path`. */
async function deviceRoutes(app: ReturnType<typeof createFullApp>): Promise<Set<string>> {
  const document = (await (await app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  const routes = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation.security?.length) routes.add(`${method.toUpperCase()} ${path}`);
    }
  }
  return routes;
}

/** A Hono route path as the OpenAPI document writes it (`:id` → `{id}`). */
const documentPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

const hostileDeviceKey = 'hostile-test-device-key-0123456789';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const fillPath = (path: string, values: string[]) => {
  let i = 0;
  // Every other value goes in raw, so malformed percent escapes reach the router too; a lone
  // surrogate cannot be percent-encoded, so it is made well-formed first.
  return path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, () => {
    const value = values[i % values.length] ?? 'x';
    return i++ % 2 ? value.replace(/[/?#]/g, '') : encodeURIComponent(value.replace(loneSurrogate, '\uFFFD'));
  });
};

describe.each(storageKinds)('on %s', (kind) => {
  let testStorage: TestStorage;
  let app: ReturnType<typeof createFullApp>;

  beforeAll(async () => {
    testStorage = await openTestStorage(kind);
    // Limits far above what the runs send, so every route's handling is reached (the limits have tests of their own).
    app = createFullApp(testStorage.storage, {
      writeLimits: { deviceRequestsPerMinute: 1e6, addressRequestsPerMinute: 1e6, deviceRecordsPerHour: 1e6, addressRecordsPerHour: 1e6 },
    });
    await registerDevice((path, init) => app.request(path, init), hostileDeviceKey);
  });
  afterAll(() => testStorage.cleanup());

  describe(`hostile input to every API route (seed ${seed}, FC_SEED=${seed} to replay)`, () => {
    it('finds the routes to attack', () => {
      expect(realRoutes(app).length).toBeGreaterThan(0);
      expect(realRoutes(app).map((route) => `${route.method} ${route.path}`)).toContain('POST /api/chat');
    });

    it('never answers 5xx, always uses the error envelope, and rejected requests change nothing', async () => {
      const routes = realRoutes(app);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...routes),
          fc.array(nastyString, { minLength: 1, maxLength: 3 }),
          fc.dictionary(nastyString, nastyString, { maxKeys: 4 }),
          body,
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
          fc.boolean(),
          async (route, pathValues, query, requestBody, contentType, withDeviceKey) => {
            const url = new URL(`http://localhost${fillPath(route.path, pathValues)}`);
            for (const [key, value] of Object.entries(query)) url.searchParams.append(key, value);
            const headers: Record<string, string> = {};
            if (contentType) headers['content-type'] = contentType;
            if (withDeviceKey) headers['x-device-key'] = hostileDeviceKey;
            const before = await stateDigest(testStorage.storage, kind);
            const response = await app.request(url.pathname + url.search, {
              method: route.method,
              headers,
              body: route.method === 'GET' || route.method === 'HEAD' ? undefined : requestBody,
            });
            const text = await response.text();
            expect(response.status, `${route.method} ${url.pathname}${url.search} → ${text.slice(0, 300)}`).toBeLessThan(500);
            if (response.status >= 400) {
              const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
              expect(typeof parsed.error?.code).toBe('string');
              expect(typeof parsed.error?.message).toBe('string');
              expect(await stateDigest(testStorage.storage, kind)).toBe(before);
            }
            expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          },
        ),
        { seed, numRuns: numRuns * routes.length, endOnFailure: true },
      );
    }, 120_000);
  });

  describe(`key rotation: a new made-up key on every request (seed ${seed}, FC_SEED=${seed} to replay)`, () => {
    it('is refused 401 device-unknown on every device route, never a 5xx, and changes nothing stored', async () => {
      const routes = realRoutes(app);
      const needsDevice = await deviceRoutes(app);
      const register = 'POST /api/devices/register';
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...routes),
          fc.array(nastyString, { minLength: 1, maxLength: 3 }),
          body,
          fc.stringMatching(/^[A-Za-z0-9_-]{22,128}$/),
          async (route, pathValues, requestBody, deviceKey) => {
            const path = fillPath(route.path, pathValues);
            const name = `${route.method} ${documentPath(route.path)}`;
            const before = await stateDigest(testStorage.storage, kind);
            const response = await app.request(path, {
              method: route.method,
              headers: { 'content-type': 'application/json', 'x-device-key': deviceKey },
              body: route.method === 'GET' || route.method === 'HEAD' ? undefined : requestBody,
            });
            const text = await response.text();
            const what = `${route.method} ${path} → ${text.slice(0, 300)}`;
            expect(response.status, what).toBeLessThan(500);
            if (response.status >= 400)
              expect(typeof (JSON.parse(text) as { error?: { code?: unknown } }).error?.code, what).toBe('string');
            if (name === register) return;
            // A path the filled values made unroutable is a 404 before any device check.
            if (needsDevice.has(name) && response.status !== 404) {
              expect([response.status, (JSON.parse(text) as { error: { code: string } }).error.code], what).toEqual([
                401,
                'device-unknown',
              ]);
              refused++;
            }
            if (response.status >= 400) expect(await stateDigest(testStorage.storage, kind)).toBe(before);
          },
        ),
        { seed, numRuns: numRuns * 4, endOnFailure: true },
      );
      expect(refused).toBeGreaterThan(0);
    }, 120_000);
  });

  describe(`hostile messages that pass validation reach Astra (seed ${seed}, FC_SEED=${seed} to replay)`, () => {
    it('answers every one with a well-formed reply, never a 5xx', async () => {
      // A clock a minute further on at every message, so the rate limit never hides an answer.
      let clock = Date.parse('2026-11-23T10:00:00Z');
      let answered = 0;
      const chatApp = createApp({
        storage: testStorage.storage,
        version: appVersion,
        cities: sharedCityIndex(),
        chat: { now: () => (clock += 61_000) },
      });
      const message = fc.oneof(
        nastyString,
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }),
        fc.constantFrom(
          'flights from LHR to JFK tomorrow for 99 people',
          'convert 1e309 usd to eur',
          'what time is it in \u202Etokyo',
          'hotel in __proto__',
          'constructor',
          'airport toString',
          'from to from to',
          'and a hotel there?',
          'x'.repeat(2000),
        ),
      );
      await fc.assert(
        fc.asyncProperty(
          message,
          fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
          fc.boolean(),
          fc.option(nastyString, { nil: undefined }),
          fc.boolean(),
          async (text, sessionId, agentMode, timeZone, withDeviceKey) => {
            const response = await chatApp.request('/api/chat', {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                ...(withDeviceKey ? { 'x-device-key': hostileDeviceKey } : {}),
              },
              body: JSON.stringify({
                message: text,
                session_id: sessionId,
                agent_mode: agentMode,
                ...(timeZone === undefined ? {} : { time_zone: timeZone }),
              }),
            });
            const body = (await response.json()) as {
              response?: unknown;
              session_id?: unknown;
              links?: unknown;
              error?: { code?: unknown };
            };
            expect(response.status, `${JSON.stringify(text).slice(0, 200)} → ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(500);
            if (response.status === 200) {
              answered++;
              expect(typeof body.response).toBe('string');
              expect(body.session_id).toBe(sessionId);
              expect(Array.isArray(body.links)).toBe(true);
            } else {
              expect(body.error?.code).toBe('invalid-input');
            }
          },
        ),
        { seed, numRuns: numRuns * 2, endOnFailure: true },
      );
      expect(answered).toBeGreaterThan(numRuns / 2);
    }, 120_000);
  });
});
