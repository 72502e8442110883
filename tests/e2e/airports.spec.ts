// Every airport the server accepts is on the device: with the network off, a flight from Boise to
// Inverness (airports no bundled guide lists) is found by code and by city, saved with each airport's
// own zone, and reaches the server unrefused when the network returns; a made-up code is refused in
// the form, in words, and never saved. The airport list is fetched only when the flight form opens.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { deviceKeyOf } from './device';
import { waitForServiceWorker } from './support';
import { choosePlace, createTrip, openPlan, setMoment } from './trip-steps';

type ServerItem = { kind: string; details: { from?: { code?: string; timezone?: string }; to?: { code?: string; timezone?: string } } };

async function serverItems(request: APIRequestContext, deviceKey: string, tripId: string): Promise<ServerItem[]> {
  const response = await request.get(`/api/trips/${tripId}/items`, { headers: { 'X-Device-Key': deviceKey } });
  return response.status() === 200 ? ((await response.json()) as ServerItem[]) : [];
}

test.use({ timezoneId: 'America/New_York', viewport: { width: 390, height: 844 } });

test('offline, a flight between airports no guide lists is found by code and by city, saved in their zones; a made-up code is refused', async ({
  page,
  context,
  request,
}) => {
  const airportListLoads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/data/airports.json') airportListLoads.push(request.url());
  });
  await page.goto('/trips');
  await waitForServiceWorker(page);
  const deviceKey = await deviceKeyOf(page);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await createTrip(page, { title: 'Boise to the Highlands', start: '2027-06-11', end: '2027-06-15' });
  const tripId = await openPlan(page, 'Boise to the Highlands');
  // Nothing so far needed airports: no screen fetches the list with its first paint.
  expect(airportListLoads).toEqual([]);

  await page.getByRole('button', { name: 'Add to day 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the plan' });
  await expect(dialog.getByRole('radio', { name: 'Flight' })).toBeChecked();

  // By code: Boise, at its own place and zone.
  const from = dialog.getByRole('combobox', { name: 'From airport' });
  await from.fill('boi');
  const boise = dialog.getByRole('option').first();
  await expect(boise).toContainText('BOI · Boise Air Terminal/Gowen Field');
  await expect(boise).toContainText('Boise, United States · America/Boise');
  await boise.click();
  await expect(from).toHaveValue('BOI · Boise Air Terminal/Gowen Field');
  await expect(dialog.getByText('Local time: America/Boise')).toBeVisible();

  // A made-up code: no zone is asked for, and saving is refused on the field, in words.
  const to = dialog.getByRole('combobox', { name: 'To airport' });
  await to.fill('XQZ');
  await expect(dialog.getByRole('listbox', { name: 'To airport suggestions' })).toBeHidden();
  await expect(dialog.getByLabel(/^Time zone of/)).toHaveCount(0);
  await setMoment(page, 'Departure (local)', '2027-06-12', '09:00');
  await setMoment(page, 'Arrival (local)', '2027-06-13', '08:30');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(
    dialog.getByText('We don’t know an airport with the code “XQZ”. Check the code, or type the city and pick its airport.'),
  ).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();

  // By city: Inverness. The complaint goes once the code is changed.
  await to.fill('Inverness');
  await expect(dialog.getByText(/We don’t know an airport/)).toBeHidden();
  await expect(dialog.getByRole('option', { name: /^INV · Inverness Airport/ })).toContainText('Inverness, United Kingdom · Europe/London');
  await choosePlace(page, 'To airport', 'Inverness', /^INV · Inverness Airport/);
  await dialog.getByLabel('Flight number').fill('ZZ42');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();

  // 09:00 in Boise (MDT, UTC−6) is 15:00 UTC; 08:30 in Inverness (BST, UTC+1) is 07:30 UTC: 16 h 30 min.
  const flight = page.getByRole('region', { name: /Day 2/ }).getByRole('listitem').filter({ hasText: 'Flight ZZ42 BOI → INV' });
  await expect(flight).toBeVisible();
  await expect(flight.getByText('16 h 30 min')).toBeVisible();
  // The trip reads the arrival as the city it serves: a clock for Inverness (none for Boise, where the trip starts).
  const clocks = page.getByRole('list', { name: "Local time in the trip's cities" });
  await expect(clocks.getByRole('listitem').filter({ hasText: /^Inverness/ })).toHaveCount(1);
  await expect(clocks.getByRole('listitem').filter({ hasText: /Boise/ })).toHaveCount(0);
  // The list was fetched when the flight form opened, from the service worker's precache (the network is off).
  expect(airportListLoads.length).toBeGreaterThan(0);
  expect(await serverItems(request, deviceKey, tripId)).toEqual([]);

  // Back online, the server takes the flight as saved: nothing refused.
  await context.setOffline(false);
  await expect
    .poll(async () => (await serverItems(request, deviceKey, tripId)).map((item) => [item.details.from, item.details.to]), {
      timeout: 20_000,
    })
    .toEqual([
      [
        expect.objectContaining({ code: 'BOI', timezone: 'America/Boise' }),
        expect.objectContaining({ code: 'INV', timezone: 'Europe/London' }),
      ],
    ]);
  await expect(page.getByText(/refused|couldn’t be saved/i)).toHaveCount(0);
});
