// A trip made through the app, as its traveller makes it, for the measures of a trip's screens on a
// device that holds the trip (the Lighthouse bench and scripts/startup-tasks.ts --trip-on-device).
import type { Page } from '@playwright/test';

/** Makes a trip through the app in this page's browser context; answers its plan's path. */
export async function makeTripThroughApp(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/trips`);
  await page.locator('#root:not([inert])').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'New Trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Trip' });
  await dialog.getByLabel('Title').fill('Lisbon in spring');
  await dialog.getByLabel('Start date').fill('2027-04-10');
  await dialog.getByLabel('End date').fill('2027-04-14');
  await dialog.getByLabel('Notes').fill('Tram 28 early, before the crowds.');
  await dialog.getByRole('button', { name: 'Save Trip' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('link', { name: 'Open the plan of Lisbon in spring' }).click();
  await page.getByRole('heading', { level: 1, name: 'Lisbon in spring' }).waitFor();
  // The service worker has taken the app in, as on a phone that has opened it before.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return new URL(page.url()).pathname;
}
