// The currency converter in Chromium, the way a traveller uses it: the default conversion after the
// short calculation, quick amounts, swap, a mistyped amount, and converting in flight.
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from './support';

// Results are formatted in the browser's locale; these expectations are written in US English.
test.use({ locale: 'en-US' });

const resultOf = (page: Page) => page.getByRole('status', { name: 'Result' });

/**
 * Starts noting whether the result says "Calculating…" at any moment from now on. The calculation
 * lasts a fraction of a second, which a busy machine can spend between two checks of an assertion,
 * so it is watched from the page itself rather than polled.
 */
async function watchCalculating(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const state = window as unknown as { sawCalculating: boolean };
    state.sawCalculating = false;
    const result = document.querySelector('[role="status"][aria-busy]')!;
    const look = () => {
      if (result.textContent?.includes('Calculating…') && result.getAttribute('aria-busy') === 'true') state.sawCalculating = true;
    };
    new MutationObserver(look).observe(result, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { sawCalculating: boolean }).sawCalculating);
}

test('converts 100 USD to EUR after a short calculation; quick amounts, swap and a mistyped amount', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto('/currency');
  await expect(page.getByRole('heading', { level: 1, name: 'Currency Converter' })).toBeVisible();
  const result = resultOf(page);
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('100');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('USD');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('EUR');
  await expect(result).toContainText('€86.20 EUR');
  await expect(result).toContainText('$100.00 USD =');
  await expect(result).toContainText('1 USD = 0.862 EUR');
  // The server serves its built-in table by default; the app keeps it and says where it came from.
  await expect(result).toContainText('Rates of 2026-11-01 from the server');
  await expect(page.getByText(/Rates are approximate \(table of 2026-11-01\)/)).toBeVisible();

  const quick = page.getByRole('group', { name: 'Quick amounts' });
  let sawCalculating = await watchCalculating(page);
  await quick.getByRole('button', { name: '1,000' }).click();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('1000');
  await expect(result).toContainText('€862.00 EUR');
  expect(await sawCalculating()).toBe(true);
  await expect(result).toHaveAttribute('aria-busy', 'false');
  await expect(quick.getByRole('button', { name: '1,000' })).toHaveAttribute('aria-pressed', 'true');

  sawCalculating = await watchCalculating(page);
  await page.getByRole('button', { name: /Swap currencies/ }).click();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('EUR');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('USD');
  await expect(result).toContainText('€1,000.00 EUR =');
  expect(await sawCalculating()).toBe(true);
  await expect(result).toContainText('$1,160.00 USD');

  await page.getByLabel('To', { exact: true }).selectOption('JPY');
  await expect(result).toContainText('¥178,900.00 JPY');

  const amount = page.getByLabel('Amount', { exact: true });
  const mistakes: Array<[string, string]> = [
    ['abc', 'Enter the amount as a number, like 100 or 1,000.50.'],
    ['-50', "The amount can't be negative."],
    ['', 'Enter an amount to convert.'],
    ['99999999999999', 'That is more than we can convert: enter an amount up to 1,000,000,000.'],
    ['1e400', 'Enter the amount as a number, like 100 or 1,000.50.'],
  ];
  for (const [typed, message] of mistakes) {
    await amount.fill(typed);
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(result).toContainText('Enter an amount above to see what it is worth.');
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
  }
  await amount.fill('2,500.50');
  await expect(amount).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByRole('alert').filter({ hasText: /amount/ })).toHaveCount(0);
  await expect(result).toContainText('€2,500.50 EUR =');
  await expect(result).toContainText('¥447,339.45 JPY');

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('with the network off after a reload, it still converts with the saved table and shows its date', async ({ page, context }) => {
  await page.goto('/currency');
  await waitForServiceWorker(page);
  await expect(resultOf(page)).toContainText('Rates of 2026-11-01 from the server');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Currency Converter' })).toBeVisible();
  await expect(page.getByText('You are offline: converting with the rates saved on this device.')).toBeVisible();
  const result = resultOf(page);
  await expect(result).toContainText('€86.20 EUR');
  await expect(result).toContainText('Rates of 2026-11-01 from the server');

  await page.getByLabel('To', { exact: true }).selectOption('THB');
  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '5,000' }).click();
  await expect(result).toContainText('Calculating…');
  await expect(result).toContainText('฿162,300.00 THB');
});

test.describe('without the service worker, so the page sees its own requests', () => {
  test.use({ serviceWorkers: 'block' });

  test('on a first visit with the server out of reach, it converts with the built-in table', async ({ page }) => {
    await page.route('**/api/rates', (route) => route.abort('connectionrefused'));
    await page.goto('/currency');
    const result = resultOf(page);
    await expect(result).toContainText('€86.20 EUR');
    await expect(result).toContainText('Rates of 2026-11-01, built-in table');
  });

  test('a server configured with its own rates (RATES_FILE) is used and named', async ({ page }) => {
    await page.route('**/api/rates', (route) =>
      route.fulfill({
        json: { base_date: '2026-11-20', source: 'ECB reference rates', rates: { USD: { EUR: 0.9 }, EUR: { JPY: 180 }, GBP: {} } },
      }),
    );
    await page.goto('/currency');
    const result = resultOf(page);
    await expect(result).toContainText('€90.00 EUR');
    await expect(result).toContainText('Rates of 2026-11-20 from the server (ECB reference rates)');
    await expect(page.getByText(/Rates are approximate \(table of 2026-11-20\)/)).toBeVisible();
    // USD → EUR → JPY through the EUR row; no path to KRW in this table, so the spec's fallback 1 shows with a warning.
    await page.getByLabel('To', { exact: true }).selectOption('JPY');
    await expect(result).toContainText('¥16,200.00 JPY');
    await page.getByLabel('To', { exact: true }).selectOption('KRW');
    await expect(result).toContainText('₩100.00 KRW');
    await expect(result).toContainText('This rate table has no rate between USD and KRW');
  });
});
