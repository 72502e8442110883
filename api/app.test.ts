import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './log';
import { createApp } from './app';
import { openTestStorage, type TestStorage } from '../tests/setup/storage';

let testStorage: TestStorage;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testStorage = await openTestStorage('sqlite');
  app = createApp({ storage: testStorage.storage, version: '9.9.9-test', bodyLimitBytes: 1024 });
  app.post('/api/echo', async (c) => c.json(await c.req.json()));
});
afterAll(() => testStorage.cleanup());

describe('GET /api/health', () => {
  it('reports ok, the version and a real database check', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ok', version: '9.9.9-test', database: { ok: true, dialect: 'sqlite' } });
  });

  it('says the database is down when it is', async () => {
    const broken = await openTestStorage('sqlite');
    const brokenApp = createApp({ storage: broken.storage, version: 'x' });
    await broken.storage.close();
    const response = await brokenApp.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'degraded', error: { code: 'database-unavailable' } });
    await broken.cleanup().catch(() => undefined);
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404 in the envelope', async () => {
    for (const path of ['/api/nope', '/api/trips/../../etc/passwd', '/api/', '/api/health/extra']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      const body = await response.json();
      expect(body.error.code).toBe('not-found');
      expect(typeof body.error.message).toBe('string');
    }
  });

  it('answers a wrong method with the envelope, not a stack trace', async () => {
    const response = await app.request('/api/health', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not-found');
  });

  it('rejects bodies over the limit with 413 payload-too-large', async () => {
    const response = await app.request('/api/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(5000) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload-too-large');
  });

  it('accepts bodies under the limit', async () => {
    const response = await app.request('/api/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'hello' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: 'hello' });
  });

  it('hides internal failures behind a 500 envelope with no stack trace', async () => {
    const lines: string[] = [];
    const failing = createApp({ storage: testStorage.storage, version: 'x', log: createLogger({ write: (line) => lines.push(line) }) });
    failing.get('/api/boom', () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    const response = await failing.request('/api/boom', { headers: { 'X-Request-Id': 'trace-42' } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret internals');
    expect(JSON.parse(text).error.code).toBe('internal-error');
    // The log has it, as one JSON line with the request's id (echoed to the client to quote).
    expect(response.headers.get('x-request-id')).toBe('trace-42');
    const line = JSON.parse(lines.at(-1)!);
    expect(line).toMatchObject({ level: 'error', msg: 'request failed', req_id: 'trace-42', path: '/api/boom' });
    expect(line.err.message).toContain('secret internals');
  });
});

describe('security headers', () => {
  it('sets a CSP without inline scripts and the other protective headers on every response', async () => {
    for (const path of ['/api/health', '/api/nope']) {
      const response = await app.request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
