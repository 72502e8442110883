// The trip map in Chromium with the network off: a London → Singapore flight and a Singapore stay
// show on the bundled world map (its code and Natural Earth data come from the service worker's
// precache), with the places as text and one great-circle arc; a reload offline still draws it.
import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './support';
import { choosePlace, createTrip, openPlan, setMoment } from './trip-steps';

test.use({ timezoneId: 'Europe/London', actionTimeout: 10_000 });

test('offline, a flight and a stay appear on the trip map, and still do after a reload', async ({ page, context }) => {
  await page.goto('/trips');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  await createTrip(page, { title: 'Singapore in June', start: '2027-06-12', end: '2027-06-15' });
  await openPlan(page, 'Singapore in June');

  // An empty plan has no map, not an empty box.
  await expect(page.getByRole('img', { name: /^Map of the trip/ })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Places on the map' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the plan' });
  await choosePlace(page, 'From airport', 'LHR', /^LHR · London Heathrow/);
  await choosePlace(page, 'To airport', 'SIN', /^SIN · /);
  await dialog.getByLabel('Flight number').fill('BA15');
  await setMoment(page, 'Departure (local)', '2027-06-12', '21:40');
  await setMoment(page, 'Arrival (local)', '2027-06-13', '18:05');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add to day 2' }).click();
  await dialog.getByText('Stay', { exact: true }).click();
  await dialog.getByLabel('Name').fill('Marina Bay Hotel');
  await choosePlace(page, 'City', 'Singap', /^Singapore/);
  await setMoment(page, 'Check-in (local)', '2027-06-13', '20:00');
  await setMoment(page, 'Check-out (local)', '2027-06-15', '11:00');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();

  const expectMap = async () => {
    const map = page.getByRole('img', { name: 'Map of the trip: London Heathrow Airport → Singapore, 1 flight' });
    await expect(map).toBeVisible();
    await expect(map.locator('path[data-leg="flight"]')).toHaveCount(1);
    await expect(map.locator('path[data-leg]')).toHaveCount(1);
    await expect(map.locator('[data-stop]')).toHaveCount(2);
    // The countries are drawn: a long path, not an empty outline.
    expect((await map.locator('path').nth(2).getAttribute('d'))?.length ?? 0).toBeGreaterThan(10_000);
    const places = page.getByRole('list', { name: 'Places on the map' }).getByRole('listitem');
    await expect(places).toHaveText(['London Heathrow Airport (LHR)', 'Singapore (SIN)']);
    await expect(page.getByText('Map made with Natural Earth')).toBeVisible();
  };
  await expectMap();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Singapore in June' })).toBeVisible();
  await expectMap();
});
