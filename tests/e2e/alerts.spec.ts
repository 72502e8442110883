// Price alerts in Chromium: made offline, synced when the network returns, watched by the server
// against a local stand-in for the price API (tests/setup/fake-price-server.ts), and the traveller
// is told when the price drops.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { deviceKeyOf } from './device';
import { waitForServiceWorker } from './support';

const priceApi = `http://127.0.0.1:${process.env.E2E_PRICE_PORT}`;

type ServerAlert = {
  id: string;
  route: string;
  target_price: number;
  last_price: number | null;
  last_fired_at: string | null;
  watch_status: string;
};

async function serverAlerts(request: APIRequestContext, deviceKey: string): Promise<ServerAlert[]> {
  const response = await request.get('/api/alerts?user_id=demo', { headers: { 'X-Device-Key': deviceKey } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ServerAlert[];
}

async function setFare(request: APIRequestContext, origin: string, destination: string, price: number) {
  const response = await request.put(`${priceApi}/__control/price?origin=${origin}&destination=${destination}&price=${price}`);
  expect(response.ok()).toBe(true);
}

/** What happens when the traveller comes back to the app: it syncs. */
async function returnToApp(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

test('an alert made offline syncs, is watched, and the traveller hears when the price drops', async ({ page, context, request }) => {
  await setFare(request, 'MAD', 'ROM', 150);
  await page.goto('/price-alerts');
  await waitForServiceWorker(page);
  const deviceKey = await deviceKeyOf(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'New Alert' }).click();
  const form = page.getByRole('form', { name: 'New price alert' });
  await form.getByRole('combobox', { name: 'From', exact: true }).fill('MAD');
  await form.getByRole('button', { name: 'Create Alert' }).click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();

  await form.getByRole('combobox', { name: 'To', exact: true }).fill('MAD');
  await form.getByRole('textbox', { name: 'Target price (USD)' }).fill('99.999');
  await form.getByRole('button', { name: 'Create Alert' }).click();
  await expect(form.getByText('From and To must be different places')).toBeVisible();
  await expect(form.getByText('Target price can have at most 2 decimals')).toBeVisible();

  await form.getByRole('combobox', { name: 'To', exact: true }).fill('ROM');
  await form.getByRole('textbox', { name: 'Target price (USD)' }).fill('100');
  await expect(form.getByRole('textbox', { name: 'Alert on a drop of (%)' })).toHaveValue('15');
  await form.getByRole('button', { name: 'Create Alert' }).click();
  await expect(page.getByText('Price alert created successfully!')).toBeVisible();
  await expect(form).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: 'MAD' });
  await expect(card.getByText('Not synced yet')).toBeVisible();
  await expect(card.getByText('Waiting to sync. Watching starts once the server has this alert.')).toBeVisible();
  await page.reload();
  await expect(card.getByText(/target \$100\.00/)).toBeVisible();
  expect(await serverAlerts(request, deviceKey)).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverAlerts(request, deviceKey)).map((alert) => alert.route), { timeout: 15_000 })
    .toEqual(['MAD-ROM']);
  // The watcher checks every second here; the device hears about it on its next sync.
  await expect.poll(async () => (await serverAlerts(request, deviceKey))[0]?.last_price, { timeout: 15_000 }).toBe(150);
  await returnToApp(page);
  await expect(card.getByText(/Now \$150\.00/)).toBeVisible();

  await setFare(request, 'MAD', 'ROM', 80);
  await expect.poll(async () => (await serverAlerts(request, deviceKey))[0]?.last_fired_at, { timeout: 15_000 }).toBeTruthy();
  await returnToApp(page);
  await expect(page.getByText('Price drop: MAD-ROM')).toBeVisible();
  await expect(card.getByText('Price dropped to $80.00')).toBeVisible();

  await card.getByRole('button', { name: 'Delete alert MAD to ROM' }).click();
  await expect(page.getByText('Alert deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No price alerts yet' })).toBeVisible();
  await expect.poll(async () => serverAlerts(request, deviceKey), { timeout: 15_000 }).toEqual([]);
});

test('From and To suggest cities the device knows, with the code the watcher will use', async ({ page }) => {
  await page.goto('/price-alerts');
  await page.getByRole('button', { name: 'New Alert' }).click();
  const from = page.getByRole('combobox', { name: 'From' });
  await from.fill('Lis');
  const listId = await from.getAttribute('list');
  await expect(page.locator(`datalist[id="${listId}"] option[value="Lisbon"]`)).toHaveAttribute('label', 'Portugal · LIS');
  await from.fill('Lisbon');
  await page.getByRole('combobox', { name: 'To' }).fill('Lond');
  await expect(page.locator('datalist option[value="London"]').first()).toHaveAttribute('label', /United Kingdom · LON/);
});
