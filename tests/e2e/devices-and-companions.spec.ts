// The whole story in one run: Ana links her laptop and her phone with the code (no
// account), shares a trip with Ben, and all three browsers edit the plan with the network off.
// Back online, every one of them shows one plan holding all three edits, each once.
import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support';
import { addNote, editNote, itemTitled, joinWithInvite, linkDevices, makeInvite, syncNow } from './sharing-steps';
import { createTrip, openPlan } from './trip-steps';

test.use({ timezoneId: 'Asia/Tokyo', actionTimeout: 10_000 });

const shots = 'test-results/devices-and-companions';

test("Ana's laptop and phone, linked by a code, and her companion Ben all edit a shared trip offline and end with one plan", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = testInfo.project.use.baseURL;
  const laptopContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const benContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const laptop = await laptopContext.newPage();
  const phone = await phoneContext.newPage();
  const ben = await benContext.newPage();
  let tripId = '';

  await test.step('Ana plans on her laptop, then links her phone with the code', async () => {
    await laptop.goto('/trips');
    await waitForApp(laptop);
    await createTrip(laptop, { title: 'Kyoto in spring', start: '2027-04-02', end: '2027-04-05', cities: ['Kyoto'] });
    tripId = await openPlan(laptop, 'Kyoto in spring');
    await addNote(laptop, 1, 'Fushimi Inari at dawn');

    await phone.goto('/');
    await waitForApp(phone);
    await linkDevices(laptop, phone);
    await phone.goto(`/trips/${tripId}`);
    await expect(itemTitled(phone, 'Fushimi Inari at dawn')).toBeVisible({ timeout: 20_000 });
  });

  await test.step('Ana shares the trip with Ben from her laptop; her phone sees him on it', async () => {
    await laptop.goto(`/trips/${tripId}`);
    await waitForApp(laptop);
    const invite = await makeInvite(laptop, 'Ana');
    await joinWithInvite(ben, invite, 'Ben', tripId);
    await expect(itemTitled(ben, 'Fushimi Inari at dawn')).toBeVisible();

    await syncNow(phone);
    await phone.getByRole('button', { name: 'Share', exact: true }).click();
    const people = phone.getByRole('dialog', { name: 'Share this trip' }).getByRole('list', { name: 'People on this trip' });
    // The phone is Ana too: the trip's owner, who can change Ben's role from here.
    await expect(people.getByRole('listitem')).toHaveText([/^Ana \(you\).*Owner$/, /^Ben/], { timeout: 15_000 });
    await expect(people.getByRole('combobox', { name: 'Role of Ben' })).toHaveValue('editor');
    await phone.getByRole('dialog', { name: 'Share this trip' }).getByRole('button', { name: 'Close' }).click();
  });

  await test.step('all three edit with the network off', async () => {
    for (const context of [laptopContext, phoneContext, benContext]) await context.setOffline(true);
    await editNote(laptop, 'Fushimi Inari at dawn', 'Fushimi Inari at dawn, before the crowds');
    await addNote(phone, 2, 'Nishiki market lunch');
    await addNote(ben, 3, 'Arashiyama bamboo grove');
    await ben.screenshot({ path: `${shots}/ben-offline-390.png`, fullPage: true });
  });

  await test.step('back online, each device shows one plan with every edit once', async () => {
    for (const context of [laptopContext, phoneContext, benContext]) await context.setOffline(false);
    const devices: Page[] = [laptop, phone, ben];
    // Each sends its change; a second round brings everyone the others'.
    for (const page of devices) await syncNow(page);
    for (const page of devices) await syncNow(page);
    for (const page of devices) {
      await expect(itemTitled(page, 'Fushimi Inari at dawn, before the crowds')).toHaveCount(1);
      await expect(itemTitled(page, 'Fushimi Inari at dawn')).toHaveCount(0);
      await expect(itemTitled(page, 'Nishiki market lunch')).toHaveCount(1);
      await expect(itemTitled(page, 'Arashiyama bamboo grove')).toHaveCount(1);
    }
    await laptop.screenshot({ path: `${shots}/laptop-after-1280.png`, fullPage: true });
    await phone.screenshot({ path: `${shots}/phone-after-390.png`, fullPage: true });

    // Nothing waits to be sent, nothing was refused, and after a reload (from the device's own data) it all stays.
    for (const page of devices) {
      await page.reload();
      await waitForApp(page);
      await expect(itemTitled(page, 'Arashiyama bamboo grove')).toHaveCount(1);
      await expect(page.getByRole('button', { name: /^Sync status:/ })).not.toHaveAccessibleName(/failed|refused/i);
    }
  });

  await laptopContext.close();
  await phoneContext.close();
  await benContext.close();
});
