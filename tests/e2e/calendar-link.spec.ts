// A trip's calendar subscription link in Chromium: the traveller plans a flight and a stay, opens
// the link dialog and sees the link; a calendar app fetching it (no device key, just the link)
// gets the trip's items as a calendar. Stopping the link makes the old one answer 404, and offline
// the dialog says plainly that the link needs a connection.
import ICAL from 'ical.js';
import { expect, test } from '@playwright/test';
import { deviceKeyOf, serverRecords } from './device';
import { waitForServiceWorker } from './support';
import { addFlight, addStay, createTrip, openPlan } from './trip-steps';

test.use({ timezoneId: 'Europe/London', actionTimeout: 10_000 });

test('the calendar link shows the plan to a calendar app, stops working once stopped, and needs a connection', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/trips');
  await waitForServiceWorker(page);
  const deviceKey = await deviceKeyOf(page);

  await createTrip(page, { title: 'Singapore in June', start: '2027-06-12', end: '2027-06-15' });
  await openPlan(page, 'Singapore in June');

  await addFlight(page, 'LHR', 'SIN', ['2027-06-12', '21:40'], ['2027-06-13', '18:05'], 'BA15');
  await addStay(page, 2, 'Marina Bay Hotel', 'Singapore', ['2027-06-13', '20:00'], ['2027-06-15', '11:00']);

  // The feed is made from what the server holds: wait for both items to reach it.
  await expect.poll(async () => (await serverRecords(request, deviceKey, 'itinerary_item')).length, { timeout: 15_000 }).toBe(2);

  await page.getByRole('button', { name: 'Calendar link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Calendar link' });
  const linkBox = linkDialog.getByRole('textbox', { name: 'Subscription link' });
  await expect(linkBox).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const link = await linkBox.inputValue();
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await expect(linkDialog.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', link.replace(/^http:/, 'webcal:'));

  // A calendar app polls the link with nothing else: Playwright's request carries no device key.
  const feed = await request.get(link);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Singapore in June');
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
    .map((event) => ({
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    }))
    .sort((a, b) => a.start.localeCompare(b.start));
  expect(events).toEqual([
    // 21:40 in London in June (BST) and 18:05 in Singapore (UTC+8) the next day.
    { summary: 'Flight BA15 LHR → SIN', start: '2027-06-12T20:40:00.000Z', end: '2027-06-13T10:05:00.000Z' },
    expect.objectContaining({ summary: 'Stay at Marina Bay Hotel', start: '2027-06-13T12:00:00.000Z' }),
  ]);

  await linkDialog.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText('Calendar link stopped')).toBeVisible();
  await expect(linkDialog).toBeHidden();
  const stopped = await request.get(link);
  expect(stopped.status()).toBe(404);
  expect((await stopped.json()) as unknown).toMatchObject({ error: { code: 'calendar-link-not-found' } });

  // Asking again makes a new link; the stopped one stays dead.
  await page.getByRole('button', { name: 'Calendar link' }).click();
  await expect(linkBox).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(await linkBox.inputValue()).not.toBe(link);
  expect((await request.get(await linkBox.inputValue())).status()).toBe(200);
  await linkDialog.getByRole('button', { name: 'Close' }).click();
  await expect(linkDialog).toBeHidden();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Calendar link' }).click();
  await expect(linkDialog.getByText('The calendar link needs a connection. Try again when you are online.')).toBeVisible();
  await expect(linkBox).toHaveCount(0);
});
