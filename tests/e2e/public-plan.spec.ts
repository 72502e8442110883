// A trip's public link in Chromium: the traveller plans a flight, a stay and a note, makes the link
// in the app, and someone with no app data and JavaScript turned off opens it and reads the plan
// day by day in the places' local times. The traveller's own browser (service worker and all)
// opens the page from the server too, not the app. Stopping the link makes the page say so.
import { expect, test } from '@playwright/test';
import { deviceKeyOf, serverRecords } from './device';
import { waitForServiceWorker } from './support';
import { addFlight, addStay, createTrip, openPlan } from './trip-steps';

// The traveller's own zone is New York: the page still reads London's and Singapore's local times.
test.use({ timezoneId: 'America/New_York', actionTimeout: 10_000 });

test('the public link shows the plan to anyone without the app or JavaScript, and says it is gone once stopped', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/trips');
  await waitForServiceWorker(page);
  const deviceKey = await deviceKeyOf(page);

  await createTrip(page, { title: 'Singapore in June', start: '2027-06-12', end: '2027-06-15', cities: ['Singapore'] });
  await openPlan(page, 'Singapore in June');
  await addFlight(page, 'LHR', 'SIN', ['2027-06-12', '21:40'], ['2027-06-13', '18:05'], 'BA15');
  await addStay(page, 2, 'Marina Bay Hotel', 'Singapore', ['2027-06-13', '20:00'], ['2027-06-15', '11:00']);
  await page.getByRole('button', { name: 'Add to day 3', exact: true }).click();
  const itemDialog = page.getByRole('dialog', { name: 'Add to the plan' });
  await itemDialog.getByText('Note', { exact: true }).click();
  await itemDialog.getByRole('textbox', { name: 'Note' }).fill('Gardens by the Bay <script>document.title = "pwned"</script>');
  await itemDialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(itemDialog).toBeHidden();

  // The page is made from what the server holds: wait for the three items to reach it.
  await expect.poll(async () => (await serverRecords(request, deviceKey, 'itinerary_item')).length, { timeout: 15_000 }).toBe(3);

  await page.getByRole('button', { name: 'Public link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Public link' });
  await expect(linkDialog).toContainText('Anyone with the link can see it');
  await linkDialog.getByRole('button', { name: 'Make a public link' }).click();
  const linkBox = linkDialog.getByRole('textbox', { name: 'Link to the plan' });
  await expect(linkBox).toHaveValue(/\/plan\/[A-Za-z0-9_-]{43}$/);
  const link = await linkBox.inputValue();
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await expect(linkDialog.getByRole('img', { name: 'QR code of the public link' })).toHaveAttribute('data-content', link);

  // Someone without the app: a fresh context, no storage, no service worker, no JavaScript.
  const stranger = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'Asia/Tokyo' });
  const reader = await stranger.newPage();
  const response = await reader.goto(link);
  expect(response?.status()).toBe(200);
  await expect(reader).toHaveTitle('Singapore in June · trip plan');
  await expect(reader.getByRole('heading', { level: 1, name: 'Singapore in June' })).toBeVisible();
  await expect(reader.getByText('Sat 12 Jun – Tue 15 Jun 2027')).toBeVisible();
  await expect(reader.getByRole('heading', { level: 2 })).toHaveText([
    'Day 1 · Sat 12 Jun',
    'Day 2 · Sun 13 Jun',
    'Day 3 · Mon 14 Jun',
    'Day 4 · Tue 15 Jun',
  ]);
  const day = (number: number) => reader.getByRole('region', { name: new RegExp(`^Day ${number} `) });
  // 21:40 in London (BST) and 18:05 in Singapore the next day: the tickets' times, not Tokyo's or New York's.
  await expect(day(1).getByRole('heading', { name: 'Flight BA15 LHR → SIN' })).toBeVisible();
  await expect(day(1)).toContainText('21:40 BST → 18:05 UTC+8 +1 · 13 h 25 min');
  await expect(day(1)).toContainText('London');
  await expect(day(2).getByRole('heading', { name: 'Stay at Marina Bay Hotel' })).toBeVisible();
  await expect(day(2)).toContainText('Check-in 20:00 UTC+8 · check-out Tue 15 Jun, 11:00 UTC+8');
  await expect(day(3)).toContainText('Staying at Marina Bay Hotel · night 2 of 2');
  await expect(day(3)).toContainText('Gardens by the Bay <script>document.title = "pwned"</script>');
  await expect(day(4)).toContainText('Check out of Marina Bay Hotel by 11:00 UTC+8');
  await expect(reader.getByText('Shared from Astra Travel Concierge · read-only')).toBeVisible();
  await expect(reader.locator('script')).toHaveCount(0);

  // The traveller's own browser, where the app's service worker answers navigations: the server's page, not the app.
  const own = await page.context().newPage();
  await own.goto(link);
  await expect(own.getByRole('heading', { level: 1, name: 'Singapore in June' })).toBeVisible();
  await expect(own.locator('#root')).toHaveCount(0);
  await own.close();

  await linkDialog.getByRole('button', { name: 'Stop sharing this link' }).click();
  await expect(page.getByText('Public link stopped')).toBeVisible();
  await expect(linkDialog.getByRole('button', { name: 'Make a public link' })).toBeVisible();

  const gone = await reader.reload();
  expect(gone?.status()).toBe(404);
  await expect(reader.getByRole('heading', { level: 1, name: 'This link was stopped or never existed' })).toBeVisible();
  await expect(reader.getByText('Flight BA15 LHR → SIN')).toHaveCount(0);
  await stranger.close();
});
