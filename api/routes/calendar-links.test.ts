// A trip's calendar subscription link on SQLite and PostgreSQL: made on the first GET and the same
// after, a feed a real parser reads with the flight at its true instant, only for the trip's own
// device, dead once revoked or once its trip is deleted, and never stored in clear.
import { randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import type { Storage } from '../db/index';
import { ba15Entered } from '../../tests/setup/itinerary-fixtures';
import { deviceApi, type DeviceApi } from '../../tests/setup/device-api';

const trip = { title: 'London to Singapore', start_date: '2027-03-12', end_date: '2027-03-20', cities: [{ name: 'Singapore' }] };
const flight = ba15Entered;

describe.each(storageKinds)('calendar subscription link on %s', (kind) => {
  let storage: Storage;
  let device: DeviceApi;
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
    device = deviceApi(fresh);
  });

  const newTrip = async () => (await device.call('POST', '/api/trips', trip)).body.id as string;
  const linkOf = async (tripId: string) => {
    const response = await device.call('GET', `/api/trips/${tripId}/calendar`);
    expect(response.status).toBe(200);
    return response.body.url as string;
  };
  /** The feed as a calendar app fetches it: the link alone, no device key. */
  const poll = (url: string) => device.app.request(url);

  it('makes the link on the first call, answers the same one after, and serves the trip as a calendar', async () => {
    const tripId = await newTrip();
    expect((await device.call('POST', `/api/trips/${tripId}/items`, flight)).status).toBe(201);

    const url = await linkOf(tripId);
    expect(url).toMatch(/^http:\/\/localhost\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await linkOf(tripId)).toBe(url);

    const response = await poll(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=300');
    expect(response.headers.get('Content-Disposition')).toBe('inline; filename="trip.ics"');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('London to Singapore');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.summary).toContain('BA15');
    // 21:40 in London in March (GMT) and 18:05 in Singapore (UTC+8) the next day.
    expect(event!.startDate.toJSDate().toISOString()).toBe('2027-03-12T21:40:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2027-03-13T10:05:00.000Z');

    // The feed follows the plan: an item added later is in the next poll.
    await device.call('POST', `/api/trips/${tripId}/items`, { kind: 'note', day: '2027-03-14', details: { text: 'Gardens by the Bay' } });
    const again = new ICAL.Component(ICAL.parse(await (await poll(url)).text()));
    expect(again.getAllSubcomponents('vevent')).toHaveLength(2);
  });

  it("answers 404 to another device for the trip's calendar, and lets it neither see nor revoke the link", async () => {
    const tripId = await newTrip();
    const url = await linkOf(tripId);
    const other = deviceApi(storage);
    expect((await other.call('GET', `/api/trips/${tripId}/calendar`)).body).toEqual({
      error: expect.objectContaining({ code: 'trip-not-found' }),
    });
    expect((await other.call('GET', `/api/trips/${tripId}/calendar`)).status).toBe(404);
    expect((await other.call('DELETE', `/api/trips/${tripId}/calendar`)).status).toBe(404);
    expect((await poll(url)).status).toBe(200);
    // Without the device key the link route itself is closed.
    expect((await device.app.request(`/api/trips/${tripId}/calendar`)).status).toBe(401);
  });

  it('revoking kills the old link, and the next call makes a different one', async () => {
    const tripId = await newTrip();
    const url = await linkOf(tripId);
    expect((await device.call('DELETE', `/api/trips/${tripId}/calendar`)).status).toBe(204);
    const revoked = await poll(url);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toEqual({ error: expect.objectContaining({ code: 'calendar-link-not-found' }) });
    const fresh = await linkOf(tripId);
    expect(fresh).not.toBe(url);
    expect((await poll(fresh)).status).toBe(200);
    expect((await poll(url)).status).toBe(404);
  });

  it("a deleted trip's link answers 404, and so does a token nobody was given", async () => {
    const tripId = await newTrip();
    const url = await linkOf(tripId);
    expect((await device.call('DELETE', `/api/trips/${tripId}`)).status).toBe(204);
    expect((await poll(url)).status).toBe(404);
    expect((await device.call('GET', `/api/trips/${tripId}/calendar`)).status).toBe(404);

    expect((await poll(`/api/calendar/${randomBytes(32).toString('base64url')}.ics`)).status).toBe(404);
    expect((await poll('/api/calendar/not-a-token.ics')).status).toBe(404);
  });

  it('stores neither the token nor anything it can be rebuilt from without the device key', async () => {
    const tripId = await newTrip();
    const url = await linkOf(tripId);
    const token = /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1]!;
    const rows = await storage.db.selectFrom('calendar_links').selectAll().execute();
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(device.deviceKey);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
