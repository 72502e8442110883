// A trip's itinerary in Chromium, the way a traveller uses it in flight: with the network off, add a
// long-haul flight, a stay and an activity, move the activity to the Ideas and back, read the times
// in their own zone, download the calendar and reload the trip page offline; then watch the server
// receive the items once when the network returns.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { deviceKeyOf } from './device';
import { waitForServiceWorker } from './support';
import { choosePlace, createTrip, openPlan, setMoment } from './trip-steps';

type ServerItem = { id: string; kind: string; day: string | null; details: Record<string, unknown> };

async function serverItems(request: APIRequestContext, deviceKey: string, tripId: string): Promise<ServerItem[]> {
  const response = await request.get(`/api/trips/${tripId}/items`, { headers: { 'X-Device-Key': deviceKey } });
  if (response.status() === 404) return [];
  expect(response.status()).toBe(200);
  return (await response.json()) as ServerItem[];
}

test.use({ timezoneId: 'America/New_York', actionTimeout: 10_000 });

test('a trip planned offline: a flight across zones, a stay and an idea, the calendar file, and one sync when online', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/trips');
  await waitForServiceWorker(page);
  const deviceKey = await deviceKeyOf(page);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

  await createTrip(page, { title: 'Singapore in June', start: '2027-06-11', end: '2027-06-15' });
  const tripId = await openPlan(page, 'Singapore in June');
  await expect(page.getByRole('heading', { name: /^Day \d/ })).toHaveCount(5);

  // A flight that lands the next day, 13 h 25 min later (London is on BST in June).
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the plan' });
  await expect(dialog.getByRole('radio', { name: 'Flight' })).toBeChecked();
  await choosePlace(page, 'From airport', 'LHR', /^LHR · London Heathrow/);
  await choosePlace(page, 'To airport', 'SIN', /^SIN · /);
  await dialog.getByLabel('Flight number').fill('BA15');
  await dialog.getByLabel('Terminal').fill('5');
  await setMoment(page, 'Departure (local)', '2027-06-12', '21:40');
  // An arrival before the departure is refused on its field, and nothing typed is lost.
  await setMoment(page, 'Arrival (local)', '2027-06-12', '18:05');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog.getByText(/The arrival must come after the departure/)).toBeVisible();
  await expect(dialog.getByLabel('Flight number')).toHaveValue('BA15');
  await dialog.getByLabel('Arrival (local) date').fill('2027-06-13');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();

  const day2 = page.getByRole('region', { name: /Day 2/ });
  const flight = day2.getByRole('listitem').filter({ hasText: 'Flight BA15 LHR → SIN' });
  await expect(flight).toBeVisible();
  await expect(flight.getByText('21:40 BST → 18:05 UTC+8')).toBeVisible();
  await expect(flight.getByText('+1', { exact: true })).toBeVisible();
  await expect(flight.getByText('13 h 25 min')).toBeVisible();
  await expect(flight.getByText('Terminal 5')).toBeVisible();

  // A stay in Singapore: its city comes from the device's own list, with the zone.
  await page.getByRole('button', { name: 'Add to day 3' }).click();
  await dialog.getByText('Stay', { exact: true }).click();
  await dialog.getByLabel('Name').fill('Marina Bay Hotel');
  await choosePlace(page, 'City', 'Singap', /^Singapore/);
  await dialog.getByLabel('Address').fill('10 Bayfront Avenue');
  await setMoment(page, 'Check-in (local)', '2027-06-13', '20:00');
  await setMoment(page, 'Check-out (local)', '2027-06-15', '11:00');
  await dialog.getByLabel('Confirmation code').fill('MBS-4471');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();
  const day3 = page.getByRole('region', { name: /Day 3/ });
  await expect(day3.getByText('Stay at Marina Bay Hotel')).toBeVisible();
  await expect(day3.getByText('2 nights')).toBeVisible();
  await expect(day3.getByText('Confirmation MBS-4471')).toBeVisible();
  await expect(page.getByRole('region', { name: /Day 4/ }).getByText('Staying at Marina Bay Hotel · night 2 of 2')).toBeVisible();
  await expect(day3.getByText('Singapore', { exact: true })).toBeVisible();

  // An activity without a time, moved to the Ideas and back.
  await page.getByRole('button', { name: 'Add to day 4' }).click();
  await dialog.getByText('Activity', { exact: true }).click();
  await dialog.getByLabel('Title').fill('Gardens by the Bay');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();
  const day4 = page.getByRole('region', { name: /Day 4/ });
  const activity = day4.getByRole('listitem').filter({ hasText: 'Gardens by the Bay' });
  // "Move to…" builds its choices when it is reached (focus, a press), as a person always does first.
  await activity.getByLabel('Move to…').focus();
  await activity.getByLabel('Move to…').selectOption('Ideas');
  const ideas = page.getByRole('list', { name: 'Ideas' });
  await expect(ideas.getByText('Gardens by the Bay')).toBeVisible();
  await expect(day4.getByText('Gardens by the Bay')).toHaveCount(0);
  const ideaMoveTo = ideas.getByRole('listitem').filter({ hasText: 'Gardens by the Bay' }).getByLabel('Move to…');
  await ideaMoveTo.focus();
  await ideaMoveTo.selectOption({ label: 'Day 4 · Mon 14 Jun' });
  await expect(day4.getByText('Gardens by the Bay')).toBeVisible();
  await expect(ideas).toHaveCount(0);

  // The same flight in the traveller's own zone (New York): 16:40 EDT → 06:05 EDT.
  await page.getByText('My time zone', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'My time zone' })).toBeChecked();
  await expect(flight.getByText('16:40 EDT → 06:05 EDT')).toBeVisible();
  await expect(flight.getByText('13 h 25 min')).toBeVisible();
  await page.getByText('Local times', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Local times' })).toBeChecked();
  await expect(flight.getByText('21:40 BST → 18:05 UTC+8')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('singapore-in-june.ics');
  const calendar = await readFile((await download.path())!, 'utf8');
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain('Flight BA15 LHR → SIN');
  expect(calendar).toMatch(/DTSTART:20270612T204000Z/);

  // Offline, the service worker answers the trip's address with the frame prerendered for every
  // trip, and the app renders the trip over it.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  expect(await reloaded?.text()).toContain('<div id="root" inert data-frame="/trips/_">');
  await expect(page.getByRole('heading', { level: 1, name: 'Singapore in June' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Day 2/ }).getByText('Flight BA15 LHR → SIN')).toBeVisible();
  expect(await serverItems(request, deviceKey, tripId)).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverItems(request, deviceKey, tripId)).map((item) => item.kind).sort(), { timeout: 15_000 })
    .toEqual(['activity', 'flight', 'stay']);
  const onServer = await serverItems(request, deviceKey, tripId);
  expect(onServer.find((item) => item.kind === 'activity')?.day).toBe('2027-06-14');
  expect(onServer.find((item) => item.kind === 'flight')?.details).toMatchObject({
    depart_local: '2027-06-12T21:40',
    arrive_local: '2027-06-13T18:05',
    from: { code: 'LHR', timezone: 'Europe/London' },
    to: { code: 'SIN', timezone: 'Asia/Singapore' },
  });
  await expect(page.getByText('Not synced yet')).toHaveCount(0, { timeout: 15_000 });
});

test('a trip that is not on this device says so and leads back to the trips', async ({ page }) => {
  await page.goto('/trips/01890000-0000-7000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This trip is not on this device' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Trips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
});

test('a place the device does not know asks for its time zone; an item is edited, then deleted after a confirmation', async ({ page }) => {
  await page.goto('/trips');
  await createTrip(page, { title: 'Salzkammergut', start: '2027-10-30', end: '2027-11-01' });
  await openPlan(page, 'Salzkammergut');

  await page.getByRole('button', { name: 'Add to day 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the plan' });
  await dialog.getByText('Stay', { exact: true }).click();
  await dialog.getByLabel('Name').fill('Gasthof am See');
  await dialog.getByRole('combobox', { name: 'City' }).fill('Hallstatt');
  await setMoment(page, 'Check-in (local)', '2027-10-30', '16:00');
  await setMoment(page, 'Check-out (local)', '2027-11-01', '10:00');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog.getByText('Time zone must be an IANA time zone, like Europe/Paris')).toBeVisible();
  await dialog.getByLabel('Time zone of Hallstatt').selectOption('Europe/Vienna');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();

  // Vienna leaves summer time on 31 October: the stay still reads in local time on both sides.
  const stay = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Stay at Gasthof am See' }) });
  await expect(stay.getByText('Check-in 16:00 CEST · check-out Mon 1 Nov, 10:00 CET')).toBeVisible();
  await expect(stay.getByText('2 nights')).toBeVisible();

  await stay.getByRole('button', { name: 'Edit Stay at Gasthof am See' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit stay' });
  await expect(editDialog.getByLabel('Name')).toHaveValue('Gasthof am See');
  await editDialog.getByLabel('Confirmation code').fill('GS-1029');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editDialog).toBeHidden();
  await expect(stay.getByText('Confirmation GS-1029')).toBeVisible();

  await stay.getByRole('button', { name: 'Delete Stay at Gasthof am See' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete item' });
  await expect(confirm.getByText('Stay at Gasthof am See')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Stay at Gasthof am See' })).toHaveCount(0);
});
