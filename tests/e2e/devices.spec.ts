// Linking two devices in Chromium, as two people's browsers would: device A shows a code, device B
// (with a trip of its own) types it, and both then hold both trips; A names and removes B, and B
// says it was removed, offers its unsent change as a file, and clears itself.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { deviceKeyOf } from './device';
import { createTrip } from './trip-steps';
import { waitForApp } from './support';

const shots = 'test-results/devices';

async function tripTitles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Your trips' }).getByRole('heading', { level: 2 }).allTextContents();
}

async function serverHasTrip(page: Page, title: string): Promise<void> {
  const deviceKey = await deviceKeyOf(page);
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/trips', { headers: { 'X-Device-Key': deviceKey } });
      return ((await response.json()) as { title: string }[]).map((trip) => trip.title);
    })
    .toContain(title);
}

test('two devices link with a code, share their trips, and a removed device clears itself after offering its unsent change', async ({
  browser,
  baseURL,
}) => {
  const contextA = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const contextB = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const a = await contextA.newPage();
  const b = await contextB.newPage();

  await a.goto('/trips');
  await createTrip(a, { title: 'Lisbon long weekend', start: '2027-03-12', end: '2027-03-15' });
  await b.goto('/trips');
  await createTrip(b, { title: 'Oslo in winter', start: '2027-01-20', end: '2027-01-24' });
  await serverHasTrip(a, 'Lisbon long weekend');
  await serverHasTrip(b, 'Oslo in winter');

  // A: from My Trips to the devices screen, and a code.
  await a.getByRole('link', { name: 'Use on another device' }).click();
  await expect(a.getByRole('heading', { level: 1, name: 'Your devices' })).toBeVisible();
  await a.getByRole('button', { name: 'Show a code' }).click();
  const shown = a.locator('output');
  await expect(shown).toHaveText(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
  const code = (await shown.textContent())!;
  await expect(a.getByRole('img', { name: `QR code for the code ${code}` })).toHaveAttribute(
    'data-content',
    new RegExp(`/devices/link#code=${code}$`),
  );
  await expect(a.getByText(/Works once, for (9:5\d|10:00) more/)).toBeVisible();
  await a.screenshot({ path: `${shots}/code-1280.png` });
  await a.setViewportSize({ width: 390, height: 844 });
  await a.screenshot({ path: `${shots}/code-390.png`, fullPage: true });
  await a.setViewportSize({ width: 1280, height: 900 });

  // B types it, lower case with a space, and confirms.
  await b.goto('/devices');
  await waitForApp(b);
  await b.getByLabel('Code from your other device').fill(code.toLowerCase().replace('-', ' '));
  await b.getByRole('button', { name: 'Link this device' }).click();
  const confirm = b.getByRole('alertdialog', { name: 'Link this device?' });
  await expect(confirm).toContainText("joined with your other devices' ones. Nothing is dropped.");
  await confirm.getByRole('button', { name: 'Link' }).click();
  await expect(b.getByText('This device is linked')).toBeVisible();

  // A sees the new device arrive, and the code goes away.
  await expect(a.getByText('Chrome on Linux is linked')).toBeVisible({ timeout: 15_000 });
  await expect(a.locator('output')).toHaveCount(0);

  await b.getByRole('link', { name: 'Back to Home' }).click();
  await b.goto('/trips');
  await expect.poll(() => tripTitles(b)).toEqual(expect.arrayContaining(['Lisbon long weekend', 'Oslo in winter']));
  await a.goto('/trips');
  await expect.poll(() => tripTitles(a)).toEqual(expect.arrayContaining(['Lisbon long weekend', 'Oslo in winter']));

  // A names B, then removes it.
  await a.goto('/devices');
  const rows = a.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  const otherRow = rows.filter({ hasNotText: 'This device' });
  await otherRow.getByRole('button', { name: /^Rename/ }).click();
  await otherRow.getByLabel('Device name').fill("Anna's phone");
  await otherRow.getByRole('button', { name: 'Save' }).click();
  await expect(a.getByText("Anna's phone")).toBeVisible();
  await a.screenshot({ path: `${shots}/devices-1280.png`, fullPage: true });
  await a.setViewportSize({ width: 390, height: 844 });
  await a.screenshot({ path: `${shots}/devices-390.png`, fullPage: true });

  // Offline, A still lists its devices as last seen; making a code waits for the connection.
  await contextA.setOffline(true);
  await expect(a.getByText(/You're offline: this is the list as it was on/)).toBeVisible();
  await expect(a.getByRole('button', { name: 'Show a code' })).toBeDisabled();
  await expect(a.getByText('Making a code needs a connection.')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await contextA.setOffline(false);

  // B makes a change offline that will never reach A.
  await contextB.setOffline(true);
  await createTrip(b, { title: 'Unsent trip to Bergen', start: '2027-06-01', end: '2027-06-03' });

  await a.getByRole('button', { name: "Remove Anna's phone" }).click();
  await a.getByRole('alertdialog', { name: "Remove Anna's phone?" }).getByRole('button', { name: 'Remove' }).click();
  await expect(a.getByText("Anna's phone was removed")).toBeVisible();
  await expect(rows).toHaveCount(1);

  await contextB.setOffline(false);
  const removed = b.getByRole('alertdialog', { name: 'This device was removed' });
  await expect(removed).toBeVisible({ timeout: 20_000 });
  await expect(removed).toContainText('1 change made here never reached your other devices.');
  await b.screenshot({ path: `${shots}/removed-390.png` });
  const [download] = await Promise.all([
    b.waitForEvent('download'),
    removed.getByRole('button', { name: 'Download unsent changes' }).click(),
  ]);
  const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { changes: { what: string; status: string }[] };
  expect(file.changes).toEqual([expect.objectContaining({ what: 'create trip “Unsent trip to Bergen”', status: 'pending' })]);

  await removed.getByRole('button', { name: 'Clear this device' }).click();
  await b.waitForURL((url) => url.pathname === '/');
  await b.goto('/trips');
  await expect(b.getByRole('heading', { name: 'No trips yet' })).toBeVisible();
  await expect(b.getByRole('alertdialog', { name: 'This device was removed' })).toHaveCount(0);

  await a.goto('/trips');
  await expect.poll(() => tripTitles(a)).toEqual(expect.arrayContaining(['Lisbon long weekend', 'Oslo in winter']));
  expect(await tripTitles(a)).not.toContain('Unsent trip to Bergen');
  await contextA.close();
  await contextB.close();
});
