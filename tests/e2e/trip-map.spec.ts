// The trip map in Chromium with the network off: a London → Singapore flight and a Singapore stay
// show on the bundled world map (its code and Natural Earth data come from the service worker's
// precache), with the places as text and one great-circle arc; a reload offline still draws it.
import { expect, test } from '@playwright/test';
import { deviceKeyOf } from './device';
import { waitForServiceWorker } from './support';
import { addFlight, addStay, createTrip, openPlan } from './trip-steps';

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

  await addFlight(page, 'LHR', 'SIN', ['2027-06-12', '21:40'], ['2027-06-13', '18:05'], 'BA15');
  await addStay(page, 2, 'Marina Bay Hotel', 'Singapore', ['2027-06-13', '20:00'], ['2027-06-15', '11:00']);

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

test('on a world map, places close together get labels that do not overlap, and each is named on the map or in the list', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/trips');
  const headers = { 'X-Device-Key': await deviceKeyOf(page) };
  const city = (name: string, timezone: string, lat: number, lon: number) => ({ name, timezone, lat, lon });
  const europe = [
    city('London', 'Europe/London', 51.5074, -0.1278),
    city('Paris', 'Europe/Paris', 48.8566, 2.3522),
    city('Brussels', 'Europe/Brussels', 50.8503, 4.3517),
    city('Amsterdam', 'Europe/Amsterdam', 52.3676, 4.9041),
    city('Cologne', 'Europe/Berlin', 50.9375, 6.9603),
    city('Lyon', 'Europe/Paris', 45.764, 4.8357),
  ];
  const trip = await request.post('/api/trips', {
    headers,
    data: { title: 'Rail pass then Singapore', start_date: '2027-05-01', end_date: '2027-05-08', cities: [] },
  });
  const tripId = ((await trip.json()) as { id: string }).id;
  const items: Array<{ kind: string; day: string; details: Record<string, unknown> }> = europe.slice(1).map((to, index) => ({
    kind: 'transport',
    day: `2027-05-0${index + 1}`,
    details: {
      mode: 'train',
      from: europe[index],
      to,
      depart_local: `2027-05-0${index + 1}T08:00`,
      arrive_local: `2027-05-0${index + 1}T13:00`,
    },
  }));
  items.push({
    kind: 'flight',
    day: '2027-05-07',
    details: {
      from: { ...city('Lyon Saint-Exupéry', 'Europe/Paris', 45.7256, 5.0811), code: 'LYS' },
      to: { ...city('Singapore Changi', 'Asia/Singapore', 1.3644, 103.9915), code: 'SIN' },
      depart_local: '2027-05-07T11:00',
      arrive_local: '2027-05-08T06:00',
    },
  });
  for (const item of items) expect((await request.post(`/api/trips/${tripId}/items`, { headers, data: item })).status()).toBe(201);

  await page.reload();
  await page.getByRole('link', { name: 'Open the plan of Rail pass then Singapore' }).click();
  const map = page.getByRole('img', { name: /^Map of the trip: London → / });
  await expect(map.locator('[data-stop]')).toHaveCount(7);
  const labels = await map.locator('text').evaluateAll((elements) =>
    elements.map((element) => {
      const box = (element as SVGTextElement).getBBox();
      return { text: element.textContent ?? '', left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
    }),
  );
  for (const [index, a] of labels.entries()) {
    for (const b of labels.slice(index + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, `"${a.text}" and "${b.text}" overlap`).toBe(true);
    }
  }
  // At this scale names share a label ("London, Paris +2") or are left to the list under the map, which names all seven.
  expect(labels.length).toBeLessThan(7);
  expect(labels.map((label) => label.text)).toContain('SIN');
  expect(labels.some((label) => label.text.startsWith('London, '))).toBe(true);
  await expect(page.getByRole('list', { name: 'Places on the map' }).getByRole('listitem')).toHaveCount(7);
  await expect(map.locator('[data-stop] title')).toHaveText([
    'London',
    'Paris',
    'Brussels',
    'Amsterdam',
    'Cologne',
    // Lyon and its airport are one stop.
    'Lyon (LYS)',
    'Singapore Changi (SIN)',
  ]);
});
