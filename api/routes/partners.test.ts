import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../log';
import { createFramingChecker, framingAllowed } from '../partners/framing';
import { partnerIds, type PartnerId } from '../../src/domain/partners';
import { openTestStorage, type TestStorage } from '../../tests/setup/storage';

// A local stand-in for the partners' sites: each path answers with the framing headers under test.
type FakePage = { status?: number; headers?: Record<string, string>; delayMs?: number };
let fakePages: Partial<Record<PartnerId, FakePage>> = {};
const hits: string[] = [];
let fakePartner: Server;
let fakeBase = '';

function answer(request: IncomingMessage, response: ServerResponse) {
  const partner = (request.url ?? '/').slice(1) as PartnerId;
  hits.push(partner);
  const page = fakePages[partner] ?? {};
  setTimeout(() => {
    response.writeHead(page.status ?? 200, { 'Content-Type': 'text/html', ...page.headers });
    response.end('<!doctype html><title>partner</title>');
  }, page.delayMs ?? 0);
}

let testStorage: TestStorage;

beforeAll(async () => {
  fakePartner = createServer(answer);
  await new Promise<void>((resolve) => fakePartner.listen(0, '127.0.0.1', resolve));
  fakeBase = `http://127.0.0.1:${(fakePartner.address() as AddressInfo).port}`;
  testStorage = await openTestStorage('sqlite');
});
afterAll(async () => {
  fakePartner.closeAllConnections();
  await new Promise((resolve) => fakePartner.close(resolve));
  await testStorage.cleanup();
});
beforeEach(() => {
  fakePages = {};
  hits.length = 0;
});

function appWith(options: { timeoutMs?: number; marker?: string } = {}) {
  const framing = createFramingChecker({ pageUrl: (partner) => `${fakeBase}/${partner}`, timeoutMs: options.timeoutMs ?? 1000 });
  return createApp({
    storage: testStorage.storage,
    version: 'test',
    partnerFraming: framing,
    ...(options.marker ? { partnerMarker: options.marker } : {}),
  });
}

describe('GET /api/partners/{brand}/url', () => {
  it('answers url, name and supports_iframe for every partner', async () => {
    const app = appWith({ marker: '424242' });
    for (const brand of partnerIds) {
      const response = await app.request(
        `/api/partners/${brand}/url?subid=cities:attraction&city=Paris&origin=LON&destination=PAR&depart_date=2030-12-10`,
      );
      expect(response.status, brand).toBe(200);
      const body = await response.json();
      expect(Object.keys(body).sort()).toEqual(['name', 'supports_iframe', 'url']);
      expect(typeof body.name).toBe('string');
      expect(new URL(body.url).protocol).toBe('https:');
      expect(new URL(body.url).searchParams.get('marker')).toBe('424242.cities_attraction');
    }
  });

  it('builds the flight search link from the query', async () => {
    const response = await appWith().request(
      '/api/partners/flights/url?subid=direct&origin=LON&destination=PAR&depart_date=2030-12-10&adults=2',
    );
    const body = await response.json();
    expect(body.name).toBe('Aviasales');
    expect(new URL(body.url).pathname).toBe('/search/LON1012PAR2');
  });

  it('says a panel partner can be framed only when its site allows it', async () => {
    const app = appWith();
    fakePages.flights = {};
    fakePages.hotels = { headers: { 'X-Frame-Options': 'SAMEORIGIN' } };
    fakePages.tours = {
      headers: { 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'self' https://partner-admin.example" },
    };
    fakePages.tickets = { headers: { 'Content-Security-Policy': 'frame-ancestors https:' } };
    const frames: Record<string, boolean> = {};
    for (const brand of ['flights', 'hotels', 'tours', 'tickets']) {
      frames[brand] = (await (await app.request(`/api/partners/${brand}/url?subid=direct`)).json()).supports_iframe;
    }
    expect(frames).toEqual({ flights: true, hotels: false, tours: false, tickets: true });
  });

  it('never frames a partner the registry opens in a new tab, and does not even ask it', async () => {
    const response = await appWith().request('/api/partners/cars/url?subid=direct&city=Rome');
    expect((await response.json()).supports_iframe).toBe(false);
    expect(hits).not.toContain('cars');
  });

  it('counts a slow, failing or unreachable partner as "no"', async () => {
    fakePages.flights = { delayMs: 500 };
    fakePages.hotels = { status: 503 };
    const app = appWith({ timeoutMs: 100 });
    expect((await (await app.request('/api/partners/flights/url?subid=direct')).json()).supports_iframe).toBe(false);
    expect((await (await app.request('/api/partners/hotels/url?subid=direct')).json()).supports_iframe).toBe(false);
    const unreachable = createApp({
      storage: testStorage.storage,
      version: 'test',
      partnerFraming: createFramingChecker({ pageUrl: () => 'http://127.0.0.1:1/', timeoutMs: 500 }),
    });
    const response = await unreachable.request('/api/partners/tours/url?subid=direct');
    expect(response.status).toBe(200);
    expect((await response.json()).supports_iframe).toBe(false);
  });

  it('asks each partner once and reuses the answer', async () => {
    const app = appWith();
    await Promise.all(Array.from({ length: 5 }, () => app.request('/api/partners/tickets/url?subid=direct')));
    await app.request('/api/partners/tickets/url?subid=kiosk');
    expect(hits.filter((hit) => hit === 'tickets')).toHaveLength(1);
  });

  it('answers an unknown brand with 404 partner-not-found', async () => {
    for (const path of [
      '/api/partners/evil/url?subid=direct',
      '/api/partners/hotellook/url',
      '/api/partners/__proto__/url?subid=x',
      '/api/partners/FLIGHTS/url?subid=x',
    ]) {
      const response = await appWith().request(path);
      expect(response.status, path).toBe(404);
      expect((await response.json()).error.code).toBe('partner-not-found');
    }
  });

  it('answers bad parameters with 400 and a message that names them', async () => {
    const app = appWith();
    for (const query of [
      '',
      'subid=',
      'subid=direct&depart_date=2025-02-30',
      'subid=direct&lat=200',
      'subid=direct&adults=0',
      'subid=direct&u=https://evil.com',
      'subid=a&subid=b',
      `subid=${'x'.repeat(65)}`,
    ]) {
      const response = await app.request(`/api/partners/flights/url?${query}`);
      expect(response.status, query).toBe(400);
      const body = await response.json();
      expect(body.error.code).toBe('invalid-input');
      expect(body.error.message.length).toBeGreaterThan(5);
    }
  });

  it('keeps hostile search text inside the partner link', async () => {
    const response = await appWith().request(`/api/partners/tours/url?subid=direct&city=${encodeURIComponent('https://evil.com')}`);
    // The link would carry a URL in its query, which the allow-list refuses: the API says so instead of handing it out.
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe('partner-link-refused');
  });

  it('cannot fill the log: 200 refused links in a minute write one line, and the next minute counts the rest (finding 9)', async () => {
    const lines: string[] = [];
    let clock = Date.parse('2027-01-10T10:00:00Z');
    const app = createApp({
      storage: testStorage.storage,
      version: 'test',
      log: createLogger({ write: (line) => lines.push(line), now: () => clock }),
    });
    const hostile = `/api/partners/tours/url?subid=direct&city=${encodeURIComponent('https://evil.com/' + 'x'.repeat(40))}`;
    for (let i = 0; i < 200; i++) {
      expect((await app.request(hostile)).status).toBe(422);
      clock += 100;
    }
    expect(lines).toHaveLength(1);
    clock += 60_000;
    await app.request(hostile);
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ level: 'warn', kind: 'partner-link-refused', partner: 'tours' });
    expect(first.req_id).toMatch(/^[0-9a-f-]{36}$/);
    // The client's text only as a short excerpt.
    expect(first.url.length).toBeLessThanOrEqual(121);
    expect(second.repeated).toBe(199);
  });
});

describe('framingAllowed', () => {
  it.each([
    [{}, true],
    [{ 'X-Frame-Options': 'DENY' }, false],
    [{ 'X-Frame-Options': 'sameorigin' }, false],
    [{ 'Content-Security-Policy': "frame-ancestors 'none'" }, false],
    [{ 'Content-Security-Policy': "frame-ancestors 'self'" }, false],
    [{ 'Content-Security-Policy': 'frame-ancestors *' }, true],
    [{ 'Content-Security-Policy': "script-src 'self'" }, true],
    [{ 'Content-Security-Policy': 'frame-ancestors *, frame-ancestors https://a.example' }, false],
    [{ 'Content-Security-Policy-Report-Only': "frame-ancestors 'none'" }, true],
  ])('%j → %s', (headers, allowed) => {
    expect(framingAllowed(new Headers(headers))).toBe(allowed);
  });
});
