// A trip's own tools in Chromium, with the network off: a two-city trip with flights (London →
// Tokyo → Bangkok, a snorkelling day) makes its packing list from the plan (the cities, the days,
// the month, the flights and the beach), the traveller adds an item of their own, and making it
// again keeps it; the trip screen shows the time now in each of its cities, ticking with the
// minute; the list reaches the server once the network is back.
import { expect, test } from '@playwright/test';
import { deviceKeyOf, serverRecords } from './device';
import { waitForServiceWorker } from './support';
import { addFlight, addStay, createTrip, openPlan } from './trip-steps';

test.use({ timezoneId: 'Europe/London', actionTimeout: 10_000 });

test('offline, a two-city trip with flights makes its packing list from the plan, and shows the time in its cities', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/trips');
  await waitForServiceWorker(page);
  const deviceKey = await deviceKeyOf(page);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

  // Kyoto is a day trip: no item is there, but the trip names it.
  await createTrip(page, { title: 'Tokyo and Bangkok', start: '2027-03-20', end: '2027-03-29', cities: ['Tokyo', 'Kyoto'] });
  const tripId = await openPlan(page, 'Tokyo and Bangkok');

  // Four nights in Tokyo (the first on arrival), then five in Bangkok, with a day at sea.
  await addFlight(page, 'LHR', 'HND', ['2027-03-20', '11:00'], ['2027-03-21', '07:00']);
  await addStay(page, 2, 'Shinjuku Hotel', 'Tokyo', ['2027-03-21', '15:00'], ['2027-03-24', '10:00']);
  await addFlight(page, 'HND', 'BKK', ['2027-03-24', '12:00'], ['2027-03-24', '17:00']);
  await addStay(page, 5, 'Riverside Hotel', 'Bangkok', ['2027-03-24', '19:00'], ['2027-03-29', '10:00']);
  await page.getByRole('button', { name: 'Add to day 7', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the plan' });
  await dialog.getByText('Activity', { exact: true }).click();
  await dialog.getByLabel('Title').fill('Snorkelling day at Koh Samet');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();

  const packing = page.getByRole('region', { name: 'Packing', exact: true });
  await packing.getByRole('button', { name: 'Make packing list' }).click();

  // The packing screen, with the list made from the plan.
  await expect(page).toHaveURL(/\/packing-list$/);
  await expect(page.getByText('Packing list ready for Tokyo and Bangkok')).toBeVisible();
  const list = page.getByRole('region', { name: 'Tokyo and Bangkok', exact: true });
  await expect(list.getByRole('heading', { level: 2, name: 'Tokyo and Bangkok' })).toBeVisible();
  await expect(list.getByText(/^10 days from /)).toBeVisible();
  await expect(list.getByText('Trip: Tokyo and Bangkok')).toBeVisible();
  // Bangkok has the most nights: its weather and plugs; Tokyo's come as the other city's.
  await expect(list.getByText(/Bangkok in March is usually hot and sunny/)).toBeVisible();
  await expect(list.getByRole('checkbox', { name: 'Plug adapter (types A, B, C, F and O)' })).toBeVisible();
  await expect(list.getByText(/^Tokyo in March is usually/)).toBeVisible();
  await expect(list.getByRole('checkbox', { name: 'Plug adapter (types A and B)' })).toBeVisible();
  // Two flights, one of them long; two cities; the beach.
  await expect(list.getByText('2 flights: keep them on your phone, offline')).toBeVisible();
  for (const name of ['Clear bag for liquids (100 ml bottles)', 'Neck pillow', 'Pen for arrival forms', 'Packing cubes', 'Beach towel']) {
    await expect(list.getByRole('checkbox', { name })).toBeVisible();
  }
  await expect(list.getByText(/^2 cities \(Tokyo and Bangkok\): pack light/)).toBeVisible();
  await expect(list.getByText(/"Snorkelling day at Koh Samet"/)).toBeVisible();
  await expect(list.getByRole('checkbox', { name: 'Underwear (7)' })).toBeVisible();
  await expect(list.getByRole('checkbox', { name: 'Hiking boots' })).toHaveCount(0);

  // An item of my own, and a tick.
  const addForm = list.getByRole('form', { name: 'Add your own item' });
  await addForm.getByRole('textbox', { name: 'Item' }).fill('Snorkel mask');
  await addForm.getByRole('button', { name: 'Add Item' }).click();
  await expect(list.getByRole('checkbox', { name: 'Snorkel mask' })).toBeVisible();
  await list.getByRole('checkbox', { name: 'Passport or ID card' }).press('Space');
  await expect(list.getByRole('checkbox', { name: 'Passport or ID card' })).toBeChecked();

  // Back on the trip at 23:30:59 in London: it is 8:30 the next morning in Tokyo and Kyoto, 6:30 in Bangkok.
  await page.clock.setFixedTime(new Date('2026-11-24T23:30:59Z'));
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Tokyo and Bangkok' })).toBeVisible();
  const clocks = page.getByRole('list', { name: "Local time in the trip's cities" });
  await expect(clocks.getByRole('listitem')).toHaveCount(3);
  const tokyo = clocks.getByRole('listitem').filter({ hasText: /^Tokyo/ });
  await expect(tokyo).toContainText('8:30 AM');
  await expect(tokyo).toContainText('Tomorrow · +9 h');
  await expect(clocks.getByRole('listitem').filter({ hasText: /^Bangkok/ })).toContainText('6:30 AM');
  await expect(clocks.getByRole('listitem').filter({ hasText: /^Bangkok/ })).toContainText('Tomorrow · +7 h');
  await expect(clocks.getByRole('listitem').filter({ hasText: /^Kyoto/ })).toContainText('8:30 AM');
  await expect(clocks.getByRole('listitem').filter({ hasText: /^London/ })).toHaveCount(0);
  // The next minute comes.
  await page.clock.setFixedTime(new Date('2026-11-24T23:31:30Z'));
  await expect(tokyo).toContainText('8:31 AM');

  // The list again, from the plan: what I packed and my own item stay.
  await expect(packing).toContainText('Your list for Tokyo and Bangkok: 1 of');
  await packing.getByRole('button', { name: 'Make it again' }).click();
  await expect(page).toHaveURL(/\/packing-list$/);
  await expect(page.getByText('Packing list updated for Tokyo and Bangkok')).toBeVisible();
  await expect(list.getByRole('checkbox', { name: 'Snorkel mask' })).toBeVisible();
  await expect(list.getByRole('checkbox', { name: 'Passport or ID card' })).toBeChecked();
  await expect(page.getByRole('navigation', { name: 'Your packing lists' }).getByRole('listitem')).toHaveCount(1);

  // Online again: the list reaches the server, tied to the trip.
  await context.setOffline(false);
  await expect
    .poll(async () => (await serverRecords(request, deviceKey, 'packing_list')).map((record) => [record.destination, record.trip_id]), {
      timeout: 15_000,
    })
    .toEqual([['Tokyo and Bangkok', tripId]]);
});
