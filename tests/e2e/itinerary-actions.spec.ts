// What a trip's plan does beyond the plan itself, in Chromium: the Trips list names what comes next
// on a trip under way, the plan prints as a clean page, and an item leads on to booking it, a price
// alert on its route and its city's guide. The trip and its items are stored
// through the API and reach the device by sync, as another device's would.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { deviceKeyOf } from './device';
import { fakeTheInternet, partnerHosts } from './support';

const heathrow = { name: 'London Heathrow Airport', code: 'LHR', timezone: 'Europe/London' };
const changi = { name: 'Singapore Changi Airport', code: 'SIN', timezone: 'Asia/Singapore' };
const singapore = { name: 'Singapore', code: 'singapore-sg', timezone: 'Asia/Singapore', country_code: 'SG', lat: 1.29, lon: 103.85 };

/** A trip to Singapore in March 2027: a flight out without a booking, a booked stay, an activity and a note. */
async function seedTrip(page: Page, request: APIRequestContext): Promise<string> {
  await page.goto('/trips');
  const headers = { 'X-Device-Key': await deviceKeyOf(page) };
  const trip = await request.post('/api/trips', {
    headers,
    data: { title: 'Singapore in March', start_date: '2027-03-12', end_date: '2027-03-15', cities: [{ name: 'Singapore' }], notes: '' },
  });
  expect(trip.status()).toBe(201);
  const tripId = ((await trip.json()) as { id: string }).id;
  const items = [
    {
      day: '2027-03-12',
      kind: 'flight',
      details: {
        from: heathrow,
        to: changi,
        depart_local: '2027-03-12T21:40',
        arrive_local: '2027-03-13T18:05',
        flight_number: 'BA15',
        terminal: '5',
      },
    },
    {
      day: '2027-03-13',
      kind: 'stay',
      details: {
        name: 'Marina Bay Hotel',
        address: '10 Bayfront Avenue',
        place: singapore,
        check_in_local: '2027-03-13T20:00',
        check_out_local: '2027-03-15T11:00',
        confirmation: 'MBS-4471',
      },
    },
    { day: '2027-03-14', kind: 'activity', details: { title: 'Gardens by the Bay', place: singapore, start_local: '2027-03-14T10:00' } },
    { day: '2027-03-14', kind: 'note', details: { text: 'Pack the adapter' } },
    {
      day: '2027-03-14',
      kind: 'stay',
      details: { name: 'Raffles Hotel', place: singapore, check_in_local: '2027-03-14T15:00', check_out_local: '2027-03-15T11:00' },
    },
  ];
  for (const [index, item] of items.entries()) {
    const response = await request.post(`/api/trips/${tripId}/items`, { headers, data: { ...item, position: `a${index}` } });
    expect(response.status(), await response.text()).toBe(201);
  }
  return tripId;
}

test.use({ timezoneId: 'Europe/London' });

test('the Trips list names the next item of a trip under way and how soon it is', async ({ page, request }) => {
  // 18:40 in London on the day the trip starts: the flight leaves in 3 hours.
  await page.clock.setFixedTime(new Date('2027-03-12T18:40:00Z'));
  await seedTrip(page, request);
  await page.reload();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Singapore in March' }) });
  await expect(card.getByText('Next: Flight BA15 LHR → SIN · in 3 h')).toBeVisible({ timeout: 15_000 });

  // Once the flight has left, the card says the traveller is on it.
  await page.clock.setFixedTime(new Date('2027-03-12T22:30:00Z'));
  await page.reload();
  await expect(card.getByText('Now: Flight BA15 LHR → SIN')).toBeVisible();
});

test('the plan prints as its days and items alone: no header, buttons or controls, black on white', async ({ page, request }) => {
  const tripId = await seedTrip(page, request);
  await page.goto(`/trips/${tripId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Singapore in March' })).toBeVisible();
  await expect(page.getByText('Stay at Marina Bay Hotel')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  for (const name of ['Print', 'Add item', 'Download calendar (.ics)', 'Add to day 1'])
    await expect(page.getByRole('button', { name })).toBeHidden();
  await expect(page.getByLabel('Move to…').first()).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: /^Day \d/ })).toHaveCount(4);
  for (const heading of await page.getByRole('heading', { level: 2, name: /^Day \d/ }).all()) await expect(heading).toBeVisible();
  const flight = page.getByRole('listitem').filter({ hasText: 'Flight BA15 LHR → SIN' });
  await expect(flight.getByText('21:40 GMT → 18:05 UTC+8')).toBeVisible();
  await expect(page.getByText('Confirmation MBS-4471')).toBeVisible();
  await expect(page.getByText('Gardens by the Bay')).toBeVisible();
  // Dark theme or not, the page is black on white.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  expect(await flight.getByRole('heading').evaluate((heading) => getComputedStyle(heading).color)).toBe('rgb(0, 0, 0)');
});

test('from an item: book what is not booked yet with a partner, set a price alert on a flight, open the city guide', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const outside = await fakeTheInternet(context, baseURL);
  const tripId = await seedTrip(page, request);
  await page.goto(`/trips/${tripId}`);
  const row = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
  await expect(row('Stay at Raffles Hotel')).toBeVisible({ timeout: 15_000 });

  // A stay with its confirmation code is booked: nothing to book there, only its city's guide.
  await expect(row('Stay at Marina Bay Hotel').getByRole('button', { name: /^Book/ })).toHaveCount(0);
  await expect(row('Stay at Marina Bay Hotel').getByRole('link', { name: 'City guide: Singapore' })).toBeVisible();

  const popupOf = async (click: () => Promise<void>) => {
    const opening = context.waitForEvent('page');
    await click();
    const popup = await opening;
    await popup.waitForURL(partnerHosts);
    const url = new URL(popup.url());
    await popup.close();
    // The panel stays behind, offering the partner again; the traveller goes back to the plan.
    await page.getByRole('dialog').getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    return url;
  };

  const hotels = await popupOf(() => row('Stay at Raffles Hotel').getByRole('button', { name: 'Book a stay like Raffles Hotel' }).click());
  expect(hotels.hostname).toBe('www.booking.com');
  expect(hotels.searchParams.get('ss')).toBe('Singapore');
  expect(hotels.searchParams.get('checkin')).toBe('2027-03-14');
  expect(hotels.searchParams.get('checkout')).toBe('2027-03-15');
  expect(hotels.searchParams.get('marker')).toMatch(/^[A-Za-z0-9_]+\.itinerary_stay$/);

  const flights = await popupOf(() => row('Flight BA15 LHR → SIN').getByRole('button', { name: 'Book a flight LHR to SIN' }).click());
  expect(flights.hostname).toBe('www.aviasales.com');
  expect(flights.pathname).toBe('/search/LHR1203SIN1');
  expect(flights.searchParams.get('marker')).toMatch(/\.itinerary_flight$/);

  const tours = await popupOf(() => row('Gardens by the Bay').getByRole('button', { name: 'Book Gardens by the Bay' }).click());
  expect(tours.hostname).toBe('www.getyourguide.com');
  expect(tours.searchParams.get('q')).toBe('Gardens by the Bay Singapore');
  expect(tours.searchParams.get('marker')).toMatch(/\.itinerary_activity$/);
  expect(outside.every((url) => partnerHosts.test(url))).toBe(true);

  // A price alert starts from the flight's route; the traveller names the price.
  await row('Flight BA15 LHR → SIN').getByRole('link', { name: 'Price alert' }).click();
  const form = page.getByRole('form', { name: 'New price alert' });
  await expect(form.getByLabel('From')).toHaveValue('LHR');
  await expect(form.getByLabel('To')).toHaveValue('SIN');
  await expect(form.getByLabel('Target price (USD)')).toHaveValue('');

  await page.goBack();
  await row('Gardens by the Bay').getByRole('link', { name: 'City guide: Singapore' }).click();
  await expect(page).toHaveURL(/\/cities\?city=singapore-sg$/);
  await expect(page.getByRole('heading', { name: 'Singapore', exact: true }).first()).toBeVisible();
});
