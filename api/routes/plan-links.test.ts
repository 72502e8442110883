// A trip's read-only public link on SQLite and PostgreSQL: made on request and the same after, a
// page of the plan for anyone with the link (day by day, local times, the traveller's text escaped,
// no script, headers that keep it so), only for the trip's own device, dead once revoked or once
// its trip is deleted, never stored in clear, and rate-limited per client address.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import type { Storage } from '../db/index';
import { ba15Entered } from '../../tests/setup/itinerary-fixtures';
import { deviceApi, type DeviceApi } from '../../tests/setup/device-api';
import { planLinkLimits } from './plan-links';
import { startOfQuietWindow } from '../../tests/setup/rate-windows';

const trip = {
  title: 'Singapore <script>alert("trip")</script>',
  start_date: '2027-03-12',
  end_date: '2027-03-14',
  cities: [{ name: 'London' }, { name: 'Singapore' }],
};
const breakfast = {
  kind: 'activity',
  day: '2027-03-12',
  details: {
    title: 'Breakfast <img src=x onerror=alert(1)>',
    place: { name: 'London', timezone: 'Europe/London' },
    start_local: '2027-03-12T09:00',
    notes: 'Table for two & "a view"',
  },
};
const gardens = { kind: 'note', day: '2027-03-13', details: { text: 'Gardens by the Bay\n<script>alert("note")</script>' } };
const idea = { kind: 'note', day: null, details: { text: 'Night safari' } };

/** The text a reader sees: tags dropped, the few entities the page writes read back. */
function visibleText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe.each(storageKinds)('public plan link on %s', (kind) => {
  let storage: Storage;
  let device: DeviceApi;
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
    device = deviceApi(fresh);
  });

  const newTrip = async () => (await device.call('POST', '/api/trips', trip)).body.id as string;
  const makeLink = async (tripId: string) => {
    const response = await device.call('POST', `/api/trips/${tripId}/public-link`);
    expect([200, 201]).toContain(response.status);
    return response.body.url as string;
  };
  /** The page as someone without the app opens it: the link alone, no device key. */
  const open = (url: string) => device.app.request(url);

  it('has no link until asked, makes one on POST, and answers the same one after', async () => {
    const tripId = await newTrip();
    expect(await device.call('GET', `/api/trips/${tripId}/public-link`)).toEqual({ status: 200, body: { url: null } });
    const made = await device.call('POST', `/api/trips/${tripId}/public-link`);
    expect(made.status).toBe(201);
    const url = made.body.url as string;
    expect(url).toMatch(/^http:\/\/localhost\/plan\/[A-Za-z0-9_-]{43}$/);
    expect(await device.call('POST', `/api/trips/${tripId}/public-link`)).toEqual({ status: 200, body: { url } });
    expect(await device.call('GET', `/api/trips/${tripId}/public-link`)).toEqual({ status: 200, body: { url } });
  });

  it('serves the plan day by day in local times, the traveller’s text escaped, booking codes left out', async () => {
    const tripId = await newTrip();
    // The flight is added first, the breakfast after: the page still lists the 09:00 breakfast first.
    expect((await device.call('POST', `/api/trips/${tripId}/items`, ba15Entered)).status).toBe(201);
    for (const item of [breakfast, gardens, idea]) expect((await device.call('POST', `/api/trips/${tripId}/items`, item)).status).toBe(201);
    const url = await makeLink(tripId);

    const response = await open(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const page = await response.text();

    // Nothing the traveller typed becomes markup: no script element or event handler anywhere.
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/<img/i);
    expect(page).toContain('Singapore &lt;script&gt;alert(&quot;trip&quot;)&lt;/script&gt;');
    expect(page).toContain('Breakfast &lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('&lt;script&gt;alert(&quot;note&quot;)&lt;/script&gt;');

    const text = visibleText(page);
    expect(text).toContain('Singapore <script>alert("trip")</script>');
    expect(text).toContain('Fri 12 Mar – Sun 14 Mar 2027');
    expect(text).toMatch(/London\s+Singapore/);
    // Day 1: the breakfast at 09:00 GMT, then BA15 at 21:40 GMT landing 18:05 in Singapore the next day (12 h 25 min in March).
    const day1 = text.slice(text.indexOf('Day 1 ·'), text.indexOf('Day 2 ·'));
    expect(day1).toContain('Fri 12 Mar');
    expect(day1.indexOf('Breakfast <img src=x onerror=alert(1)>')).toBeLessThan(day1.indexOf('Flight BA15 LHR → SIN'));
    expect(day1).toContain('09:00 GMT');
    expect(day1).toMatch(/21:40 GMT → 18:05 UTC\+8 \+1 · 12 h 25 min/);
    expect(day1).toContain('Table for two & "a view"');
    expect(day1).toContain('British Airways');
    // A confirmation code opens the booking with a surname: the public page never shows it.
    expect(page).not.toContain(ba15Entered.details.confirmation);
    const day2 = text.slice(text.indexOf('Day 2 ·'), text.indexOf('Day 3 ·'));
    expect(day2).toContain('Gardens by the Bay');
    expect(text.slice(text.indexOf('Day 3 ·'))).toContain('Nothing planned yet.');
    expect(text.slice(text.indexOf('Ideas'))).toContain('Night safari');
    expect(text).toContain('Shared from Astra Travel Concierge · read-only');
  });

  it('answers with headers that let no script run, send no referrer, keep it out of indexes and shared caches', async () => {
    const tripId = await newTrip();
    const response = await open(await makeLink(tripId));
    expect(response.status).toBe(200);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp.split(';').map((part) => part.trim())).toEqual(
      expect.arrayContaining(["default-src 'none'", "style-src 'unsafe-inline'", 'img-src data:']),
    );
    expect(csp).not.toContain('script-src');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=60');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    // The app's own pages keep the app's policy.
    const api = await device.app.request('/api/health');
    expect(api.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(api.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it("answers 404 to another device for the trip's link, and lets it neither see, make nor revoke it", async () => {
    const tripId = await newTrip();
    const url = await makeLink(tripId);
    const other = deviceApi(storage);
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect(await other.call(method, `/api/trips/${tripId}/public-link`)).toEqual({
        status: 404,
        body: { error: expect.objectContaining({ code: 'trip-not-found' }) },
      });
    }
    expect((await open(url)).status).toBe(200);
    // Without the device key the link route itself is closed.
    expect((await device.app.request(`/api/trips/${tripId}/public-link`)).status).toBe(401);
    expect((await device.call('GET', '/api/trips/not-a-trip/public-link')).status).toBe(404);
  });

  it('revoking kills the old link at once with a page that says so, and the next POST makes a different one', async () => {
    const tripId = await newTrip();
    const url = await makeLink(tripId);
    expect((await device.call('DELETE', `/api/trips/${tripId}/public-link`)).status).toBe(204);
    expect(await device.call('GET', `/api/trips/${tripId}/public-link`)).toEqual({ status: 200, body: { url: null } });
    const revoked = await open(url);
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(revoked.headers.get('Cache-Control')).toBe('no-store');
    expect(revoked.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(visibleText(await revoked.text())).toContain('This link was stopped or never existed');
    const fresh = await makeLink(tripId);
    expect(fresh).not.toBe(url);
    expect((await open(fresh)).status).toBe(200);
    expect((await open(url)).status).toBe(404);
  });

  it("a deleted trip's link answers 404, and so do a token nobody was given and any other path under /plan", async () => {
    const tripId = await newTrip();
    const url = await makeLink(tripId);
    expect((await device.call('DELETE', `/api/trips/${tripId}`)).status).toBe(204);
    expect((await open(url)).status).toBe(404);
    expect((await device.call('GET', `/api/trips/${tripId}/public-link`)).status).toBe(404);
    expect((await device.call('POST', `/api/trips/${tripId}/public-link`)).status).toBe(404);

    for (const path of [`/plan/${randomBytes(32).toString('base64url')}`, '/plan/not-a-token', '/plan/', '/plan', '/plan/a/b']) {
      const response = await open(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toBe('text/html; charset=utf-8');
      expect(await response.text(), path).toContain('This link was stopped or never existed');
    }
  });

  it('stores neither the token nor anything it can be rebuilt from without the device key', async () => {
    const tripId = await newTrip();
    const url = await makeLink(tripId);
    const token = /\/plan\/([^/]+)$/.exec(url)![1]!;
    const rows = await storage.db.selectFrom('plan_links').selectAll().execute();
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(device.deviceKey);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('limits how often one client address may open shared pages, and says when to come back', async () => {
    const tripId = await newTrip();
    const url = await makeLink(tripId);
    await startOfQuietWindow(60_000, 10_000);
    // In app.request() there is no socket: every request counts for the same address.
    for (let index = 0; index < planLinkLimits.pagesPerMinute; index++) {
      const response = await open(index % 2 === 0 ? url : '/plan/not-a-token');
      expect(response.status).not.toBe(429);
    }
    const limited = await open(url);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(visibleText(await limited.text())).toContain('Too many requests');
    // The device's own routes are not counted.
    expect((await device.call('GET', `/api/trips/${tripId}/public-link`)).status).toBe(200);
  });
});
