// Two devices of one traveller change the same trip's notes in flight, from the same starting
// point. The later to reach the server wins on both, and both say what it replaced, with the
// replaced text there to read and copy (a long note is never lost without trace).
import { expect, test, type Page } from '@playwright/test';
import { deviceKeyOf } from './device';
import { waitForServiceWorker } from './support';
import { createTrip } from './trip-steps';

/** Gives this browser the traveller's device key (as a second device of one traveller has), then reloads. */
async function useDeviceKey(page: Page, deviceKey: string) {
  await deviceKeyOf(page);
  await page.evaluate(
    (key) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('astra');
        open.onsuccess = () => {
          const database = open.result;
          const put = database.transaction('meta', 'readwrite').objectStore('meta').put({ key: 'device_key', value: key });
          put.transaction!.oncomplete = () => {
            database.close();
            resolve();
          };
          put.onerror = () => reject(new Error('could not set the device key'));
        };
        open.onerror = () => reject(new Error('could not open the database'));
      }),
    deviceKey,
  );
  await page.reload();
}

async function editNotes(page: Page, notes: string) {
  await page.getByRole('button', { name: 'Edit Lisbon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Trip' });
  await dialog.getByLabel('Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
}

test('the same notes changed on two devices offline: the later wins and both can read what it replaced', async ({ browser }) => {
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  const onLaptop = await laptop.newPage();
  const onPhone = await phone.newPage();
  await onLaptop.goto('/trips');
  await waitForServiceWorker(onLaptop);
  await createTrip(onLaptop, { title: 'Lisbon', start: '2027-05-01', end: '2027-05-03', notes: 'Trams' });
  await expect(onLaptop.getByRole('button', { name: /Sync status: Synced/ })).toBeVisible({ timeout: 15_000 });

  await onPhone.goto('/trips');
  await waitForServiceWorker(onPhone);
  await useDeviceKey(onPhone, await deviceKeyOf(onLaptop));
  await expect(onPhone.getByRole('heading', { name: 'Lisbon' })).toBeVisible({ timeout: 15_000 });

  await laptop.setOffline(true);
  await phone.setOffline(true);
  const longNote = 'Tram 28 from Martim Moniz before eight, then up to the castle and down through Alfama. '.repeat(6).trim();
  await editNotes(onLaptop, longNote);
  await editNotes(onPhone, 'Walk everywhere');

  await laptop.setOffline(false);
  await expect(onLaptop.getByRole('button', { name: /Sync status: Synced/ })).toBeVisible({ timeout: 15_000 });
  await phone.setOffline(false);
  // The phone reached the server later: its notes win, and it says what they replaced.
  await expect(onPhone.getByRole('button', { name: /Sync status: 1 replaced/ })).toBeVisible({ timeout: 15_000 });
  await onLaptop.reload();
  await expect(onLaptop.getByText('Walk everywhere')).toBeVisible({ timeout: 15_000 });
  await expect(onLaptop.getByText(longNote)).toHaveCount(0);

  for (const page of [onLaptop, onPhone]) {
    await page.getByRole('button', { name: /Sync status: 1 replaced/ }).click();
    const panel = page.getByRole('dialog', { name: 'Sync status' });
    await expect(panel.getByText('Another of your devices changed the notes of trip “Lisbon”')).toBeVisible();
    await panel.getByRole('button', { name: 'Show all' }).click();
    await expect(panel.getByText(longNote)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Copy what was replaced' })).toBeVisible();
  }
  await onPhone.screenshot({ path: test.info().outputPath('replaced-change.png') });
  const panel = onPhone.getByRole('dialog', { name: 'Sync status' });
  await panel.getByRole('button', { name: 'Dismiss' }).click();
  await expect(panel.getByText('Replaced by a later change')).toHaveCount(0);
  await expect(onPhone.getByRole('button', { name: /Sync status: Synced/ })).toBeVisible();
  await laptop.close();
  await phone.close();
});
