// The Global Cities Explorer in Chromium, online and offline, the way a traveller uses it: search
// with the keyboard, open a city, read its tabs, book from it, and find it again with no network.
import { expect, test, type Page } from '@playwright/test';
import { fakeTheInternet, waitForServiceWorker } from './support';

const search = (page: Page) => page.getByRole('combobox', { name: 'Search cities' });
// The search's own options (the footer's Language select has options too).
const results = (page: Page) => page.getByRole('listbox', { name: 'Matching cities' }).getByRole('option');

test('search with the keyboard, open a city, read its guide and book a tour from an attraction', async ({ page, context, baseURL }) => {
  await fakeTheInternet(context, baseURL);
  await page.goto('/cities');
  const popular = page.getByRole('region', { name: 'Popular destinations' });
  await expect(popular.getByRole('button')).toHaveCount(20);
  await expect(popular.getByRole('button', { name: /Geneva/ })).toBeVisible();

  await search(page).fill('p');
  await expect(page.getByText('Keep typing: at least 2 letters.')).toBeVisible();
  await search(page).fill('zurich');
  await expect(results(page).first()).toContainText('Zürich');
  await search(page).press('Escape');
  await expect(search(page)).toHaveValue('');
  await expect(results(page)).toHaveCount(0);

  await search(page).fill('par');
  const first = results(page).first();
  await expect(first).toContainText('Paris');
  await expect(first).toContainText('France');
  await expect(first).toContainText('FR');
  await search(page).press('ArrowDown');
  await search(page).press('ArrowUp');
  await search(page).press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Paris' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Quick facts' }).getByText('Currency:')).toBeVisible();
  const book = page.getByRole('region', { name: 'Book & Save' });
  for (const label of ['Flights', 'Hotels', 'Tours', 'Cars', 'Transfer', 'Tickets', 'eSIM', 'Lounges']) {
    await expect(book.getByRole('button', { name: `${label} for Paris` })).toBeVisible();
  }

  await page.getByRole('tab', { name: 'Transport' }).click();
  const airports = page.getByRole('region', { name: 'Nearby airports' });
  await expect(airports.getByText('CDG')).toBeVisible();
  await expect(airports.getByText('ORY')).toBeVisible();
  await expect(airports.getByText(/\d+ km/).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Transport' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Tips' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('listitem')).not.toHaveCount(0);

  await page.getByRole('tab', { name: 'Attractions' }).click();
  const attraction = page.getByRole('tabpanel').getByRole('button').first();
  const title = (await attraction.locator('span').nth(1).textContent())!;
  await attraction.click();
  await expect(page.getByText(`Finding tours for ${title}...`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: /GetYourGuide/ })).toBeVisible();
  await page
    .getByRole('dialog', { name: /GetYourGuide/ })
    .getByRole('button', { name: 'Close' })
    .click();

  // Toasts may sit over the button (top right, as the spec places them): use the keyboard.
  await page.getByRole('button', { name: 'New Search' }).press('Enter');
  await expect(search(page)).toBeVisible();
  await expect(search(page)).toHaveValue('');
});

test('offline: popular guides, cities opened before, any city an airport serves and the towns travellers ask about still open, and search says it is offline', async ({
  page,
  context,
  baseURL,
}) => {
  await fakeTheInternet(context, baseURL);
  await page.goto('/cities');
  await waitForServiceWorker(page);
  // Opened once online: kept on the device.
  await search(page).fill('porto');
  await results(page).filter({ hasText: 'Portugal' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Porto' })).toBeVisible();
  await expect(page.getByText("We haven't written a guide for Porto yet.")).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await search(page).fill('porto');
  await expect(page.getByText("You're offline: searching the cities saved on this device.")).toBeVisible();
  await results(page).filter({ hasText: 'Portugal' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Porto' })).toBeVisible();

  // Never opened, and a city an airport serves: its facts and airports are made on the device.
  await page.getByRole('button', { name: 'New Search' }).press('Enter');
  await search(page).fill('salzburg');
  await results(page).filter({ hasText: 'Austria' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Salzburg' })).toBeVisible();
  await expect(page.getByText("We haven't written a guide for Salzburg yet.")).toBeVisible();
  await page.getByRole('tab', { name: 'Transport' }).click();
  await expect(page.getByRole('region', { name: 'Nearby airports' }).getByText('SZG')).toBeVisible();
  // A town with no airport that travellers ask about (known by many names abroad): found and opened too.
  await page.getByRole('button', { name: 'New Search' }).press('Enter');
  await search(page).fill('sien');
  await results(page).filter({ hasText: 'Tuscany' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Siena' })).toBeVisible();
  await page.getByRole('tab', { name: 'Transport' }).click();
  await expect(page.getByRole('region', { name: 'Nearby airports' }).getByText('FLR')).toBeVisible();

  await page.getByRole('button', { name: 'New Search' }).press('Enter');
  await page.getByRole('region', { name: 'Popular destinations' }).getByRole('button', { name: /Tokyo/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tokyo' })).toBeVisible();
  await page.getByRole('tab', { name: 'Attractions' }).click();
  await expect(page.getByRole('tabpanel').getByRole('button')).not.toHaveCount(0);
  await page.getByRole('tab', { name: 'Transport' }).click();
  await expect(page.getByRole('region', { name: 'Nearby airports' }).getByText('HND')).toBeVisible();
});
