// Trips offline-first in Chromium, the way a traveller in flight uses them: create, reload and edit
// with the network off, then watch the server receive each change once when it comes back.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { deviceKeyOf } from './device';
import { waitForServiceWorker } from './support';
import { fillTrip } from './trip-steps';

type ServerTrip = { id: string; title: string; start_date: string; end_date: string; cities: Array<{ name: string }>; notes: string };

async function serverTrips(request: APIRequestContext, deviceKey: string): Promise<ServerTrip[]> {
  const response = await request.get('/api/trips', { headers: { 'X-Device-Key': deviceKey } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ServerTrip[];
}

test('a trip made, reloaded and edited offline reaches the server once when the network returns; so does its deletion', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/trips');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'No trips yet' })).toBeVisible();
  const deviceKey = await deviceKeyOf(page);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

  await page.getByRole('button', { name: 'New Trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Trip' });
  await expect(dialog.getByRole('button', { name: 'Save Trip' })).toBeDisabled();
  await fillTrip(page, { title: 'Lisbon long weekend', start: '2027-03-12', end: '2027-03-10' });
  await expect(dialog.getByText("The end date can't be before the start date.")).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Trip' })).toBeDisabled();
  await fillTrip(page, {
    title: 'Lisbon long weekend',
    start: '2027-03-12',
    end: '2027-03-15',
    cities: ['Lisbon', 'Sintra'],
    notes: '<img src=x onerror=alert(1)> pastéis',
  });
  await expect(dialog.getByText('Duration: 3 days')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Trip' }).click();
  await expect(page.getByText('Trip created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lisbon long weekend' }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('3 days')).toBeVisible();
  await expect(card.getByText('Not synced yet')).toBeVisible();
  // Stored text is shown as text, never run as markup.
  await expect(card.getByText('<img src=x onerror=alert(1)> pastéis')).toBeVisible();
  await expect(page.getByRole('button', { name: /Sync status: 1 waiting/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lisbon long weekend' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Lisbon long weekend' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Trip' });
  await editDialog.getByLabel('Title').fill('Lisbon and Sintra');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Trip updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lisbon and Sintra' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sync status: 2 waiting/ })).toBeVisible();
  expect(await serverTrips(request, deviceKey)).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverTrips(request, deviceKey)).map((trip) => trip.title), { timeout: 15_000 })
    .toEqual(['Lisbon and Sintra']);
  const [onServer] = await serverTrips(request, deviceKey);
  expect(onServer).toMatchObject({ start_date: '2027-03-12', end_date: '2027-03-15', cities: [{ name: 'Lisbon' }, { name: 'Sintra' }] });
  await expect(page.getByRole('button', { name: /Sync status: Synced/ })).toBeVisible();
  await expect(page.getByText('Not synced yet')).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Lisbon and Sintra' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete trip' });
  await expect(confirm.getByText('Are you sure you want to delete this trip?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Trip deleted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No trips yet' })).toBeVisible();
  await expect.poll(async () => serverTrips(request, deviceKey), { timeout: 15_000 }).toEqual([]);
});

test.describe('a page killed mid-flush', () => {
  // Page-level interception must see the sync request itself, not the service worker's.
  test.use({ serviceWorkers: 'block' });

  test('loses nothing and sends nothing twice after reopening', async ({ page, context, request }) => {
    await page.goto('/trips');
    const deviceKey = await deviceKeyOf(page);

    let reachedServer!: () => void;
    const applied = new Promise<void>((resolve) => (reachedServer = resolve));
    await page.route('**/api/sync', async (route) => {
      const body = route.request().postDataJSON() as { ops: unknown[] };
      if (body.ops.length === 0) return route.continue();
      // The server gets the change and applies it; the page dies before the answer arrives.
      await route.fetch();
      reachedServer();
    });

    await page.getByRole('button', { name: 'New Trip' }).click();
    await fillTrip(page, { title: 'Reykjavik in winter', start: '2027-01-05', end: '2027-01-09' });
    await page.getByRole('dialog').getByRole('button', { name: 'Save Trip' }).click();
    await expect(page.getByText('Trip created successfully!')).toBeVisible();
    await applied;
    await page.close({ runBeforeUnload: false });
    expect((await serverTrips(request, deviceKey)).map((trip) => trip.title)).toEqual(['Reykjavik in winter']);

    const reopened = await context.newPage();
    await reopened.goto('/trips');
    await expect(reopened.getByRole('heading', { name: 'Reykjavik in winter' })).toBeVisible();
    await expect(reopened.getByRole('button', { name: /Sync status: Synced/ })).toBeVisible({ timeout: 15_000 });
    const trips = await serverTrips(request, deviceKey);
    expect(trips.map((trip) => trip.title)).toEqual(['Reykjavik in winter']);
  });
});

test('a refused change is shown with its reason and can be dismissed', async ({ page, request }) => {
  await page.goto('/trips');
  const deviceKey = await deviceKeyOf(page);
  await page.getByRole('button', { name: 'New Trip' }).click();
  await fillTrip(page, { title: 'Cairo', start: '2027-02-01', end: '2027-02-03' });
  await page.getByRole('dialog').getByRole('button', { name: 'Save Trip' }).click();
  await expect.poll(async () => (await serverTrips(request, deviceKey)).length, { timeout: 15_000 }).toBe(1);
  const [trip] = await serverTrips(request, deviceKey);
  await expect(page.getByRole('button', { name: /Sync status: Synced/ })).toBeVisible();

  // Another device deletes the trip while this one, offline, edits it.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Edit Cairo' }).click();
  await page.getByRole('dialog').getByLabel('Notes').fill('Pyramids at dawn');
  await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
  expect((await request.delete(`/api/trips/${trip!.id}`, { headers: { 'X-Device-Key': deviceKey } })).status()).toBe(204);
  await page.context().setOffline(false);

  await expect(page.getByText('Change to trip “Cairo” was refused')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /Sync status: 1 refused/ })).toBeVisible();
  // The toast offers the way to the details.
  await page.getByRole('button', { name: 'Review' }).click();
  const panel = page.getByRole('dialog', { name: 'Sync status' });
  await expect(panel.getByText(/deleted on another device/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cairo' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Dismiss' }).click();
  await expect(panel.getByText('Refused changes')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Sync status: Synced/ })).toBeVisible();
});

test('two open tabs take turns: only one sends changes at a time, and the server gets each change once', async ({ context, request }) => {
  let inFlight = 0;
  let mostAtOnce = 0;
  await context.route('**/api/sync', async (route) => {
    inFlight++;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    try {
      const response = await route.fetch();
      // Hold the answer a moment so overlapping flushes would show.
      await new Promise((resolve) => setTimeout(resolve, 250));
      await route.fulfill({ response });
    } catch {
      // The test ended (and closed the pages) while a request was held.
    } finally {
      inFlight--;
    }
  });
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/trips');
  await second.goto('/trips');
  const deviceKey = await deviceKeyOf(first);

  for (const [page, title] of [
    [first, 'Athens'],
    [second, 'Crete'],
    [first, 'Naxos'],
    [second, 'Rhodes'],
  ] as const) {
    await page.getByRole('button', { name: 'New Trip' }).click();
    await fillTrip(page, { title, start: '2027-06-01', end: '2027-06-05' });
    await page.getByRole('dialog').getByRole('button', { name: 'Save Trip' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  // Both tabs show every trip (the same IndexedDB), and the server holds each exactly once.
  for (const page of [first, second])
    await expect(page.getByRole('listitem').getByRole('heading')).toHaveText(['Rhodes', 'Naxos', 'Crete', 'Athens']);
  await expect
    .poll(async () => (await serverTrips(request, deviceKey)).map((trip) => trip.title), { timeout: 15_000 })
    .toEqual(['Rhodes', 'Naxos', 'Crete', 'Athens']);
  expect(mostAtOnce).toBe(1);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});
