// Stored text is shown as text everywhere: a trip and an alert saved through the API with markup in
// their fields come back to the device through sync and render as the characters typed, never as HTML.
import { expect, test } from '@playwright/test';
import { deviceKeyOf } from './device';

const attack = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

test('markup in trip titles, notes and cities, and in alert routes, renders as text after a sync', async ({ page, request }) => {
  await page.goto('/trips');
  const deviceKey = await deviceKeyOf(page);
  const headers = { 'X-Device-Key': deviceKey };
  const trip = await request.post('/api/trips', {
    headers,
    data: {
      title: `Trip ${attack}`,
      start_date: '2027-04-01',
      end_date: '2027-04-03',
      cities: [{ name: `City ${attack}` }],
      notes: `Notes ${attack}`,
    },
  });
  expect(trip.status()).toBe(201);
  const alert = await request.post('/api/alerts', {
    headers,
    data: { user_id: 'demo', alert_type: 'flight', origin: `From ${attack}`, destination: 'LIS', target_price: 100, threshold_percent: 15 },
  });
  expect(alert.status()).toBe(201);

  await page.reload();
  await expect(page.getByRole('heading', { name: `Trip ${attack}` })).toBeVisible();
  await expect(page.getByText(`Notes ${attack}`)).toBeVisible();
  await expect(page.getByText(`City ${attack}`)).toBeVisible();
  await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);

  await page.goto('/price-alerts');
  await expect(page.getByText(`From ${attack}`).first()).toBeVisible();
  await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});
