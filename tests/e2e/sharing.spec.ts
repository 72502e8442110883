// Sharing a trip in Chromium between two travellers (two browser contexts: two devices, two device
// keys), against the real server: Ana shares a trip with an invite link, Ben joins without an account,
// both edit offline and each sees the other's change once; Ana makes Ben a viewer (his plan becomes
// read-only), then removes him while his edit waits offline: the trip leaves his device, and his
// refused edit stays in the sync status with its reason and a way to copy what he wrote.
import { expect, test } from '@playwright/test';
import { waitForApp } from './support';
import { addNote, editNote, itemTitled, openShare, syncNow } from './sharing-steps';
import { createTrip, openPlan } from './trip-steps';

test.use({ timezoneId: 'Europe/Lisbon', actionTimeout: 10_000 });

test('Ana shares a trip with Ben: both edit offline, Ana makes him a viewer, then removes him while his edit waits', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL;
  const anaContext = await browser.newContext({ baseURL });
  const benContext = await browser.newContext({ baseURL });
  await benContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const ana = await anaContext.newPage();
  const ben = await benContext.newPage();
  let tripId = '';

  await test.step('Ana shares the trip; Ben joins with the link and both edit offline', async () => {
    await ana.goto('/trips');
    await waitForApp(ana);
    await createTrip(ana, { title: 'Lisbon weekend', start: '2027-05-01', end: '2027-05-03', cities: ['Lisbon'] });
    tripId = await openPlan(ana, 'Lisbon weekend');
    await addNote(ana, 2, 'Tram 28');

    const share = await openShare(ana);
    await share.getByLabel('Your name').fill('Ana');
    await expect(share.getByRole('radio', { name: 'Can edit' })).toBeChecked();
    await share.getByRole('button', { name: 'Make invite link' }).click();
    const link = share.getByRole('textbox', { name: 'Invite link · Can edit' });
    await expect(link).toHaveValue(/\/join#invite=[A-Za-z0-9_-]{32}$/);
    await expect(share.getByText(/Works for 14 more days, until/)).toBeVisible();
    await expect(share.getByRole('img', { name: 'QR code of the invite to Lisbon weekend' })).toBeVisible();
    const url = new URL(await link.inputValue());
    await share.getByRole('button', { name: 'Close' }).click();

    // Ben opens the link: no sign-in, only the name the others will see.
    await ben.goto(`${url.pathname}${url.hash}`);
    await waitForApp(ben);
    await expect(ben.getByRole('heading', { name: 'Ana invited you to Lisbon weekend' })).toBeVisible();
    await expect(ben.getByText('On the trip: Ana')).toBeVisible();
    await ben.getByLabel('Your name').fill('Ben');
    await ben.getByRole('button', { name: 'Join trip' }).click();
    await expect(ben).toHaveURL(new RegExp(`/trips/${tripId}$`), { timeout: 20_000 });
    await expect(ben.getByRole('heading', { level: 1, name: 'Lisbon weekend' })).toBeVisible();
    await expect(itemTitled(ben, 'Tram 28')).toBeVisible();
    const bensShare = await openShare(ben);
    await expect(bensShare.getByRole('list', { name: 'People on this trip' }).getByRole('listitem')).toHaveText([
      /^Ana\s*Owner$/,
      /^Ben \(you\)\s*Change your name\s*Can edit$/,
    ]);
    await bensShare.getByRole('button', { name: 'Close' }).click();

    await anaContext.setOffline(true);
    await benContext.setOffline(true);
    await editNote(ana, 'Tram 28', 'Tram 28 before nine');
    await addNote(ben, 3, 'Pastéis in Belém');
    await anaContext.setOffline(false);
    await benContext.setOffline(false);
    await syncNow(ben);
    await syncNow(ana);
    await syncNow(ben);
    for (const page of [ana, ben]) {
      await expect(itemTitled(page, 'Tram 28 before nine')).toHaveCount(1);
      await expect(itemTitled(page, 'Pastéis in Belém')).toHaveCount(1);
      await expect(itemTitled(page, 'Tram 28')).toHaveCount(0);
    }
  });

  await test.step('Ana makes Ben a viewer: his plan becomes read-only', async () => {
    const share = await openShare(ana);
    await expect(share.getByRole('list', { name: 'People on this trip' }).getByText('Ana (you)')).toBeVisible();
    await share.getByRole('combobox', { name: 'Role of Ben' }).selectOption({ label: 'Can view' });
    await expect(share.getByRole('combobox', { name: 'Role of Ben' })).toHaveValue('viewer');
    await share.getByRole('button', { name: 'Close' }).click();

    await syncNow(ben);
    await expect(ben.getByText('You can view this trip. Ask Ana if you want to edit it.')).toBeVisible();
    await expect(ben.getByRole('button', { name: 'Add item' })).toHaveCount(0);
    await expect(ben.getByRole('button', { name: /^Add to day/ })).toHaveCount(0);
    await expect(ben.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await expect(ben.getByRole('button', { name: 'Move up' })).toHaveCount(0);
    await ben.getByRole('link', { name: 'My Trips' }).click();
    const card = ben.getByRole('list', { name: 'Your trips' }).getByRole('listitem').filter({ hasText: 'Lisbon weekend' });
    await expect(card.getByText('Shared · 2 people')).toBeVisible();
    await expect(card.getByText('Can view')).toBeVisible();
    await expect(card.getByRole('button', { name: /^(Edit|Delete) Lisbon weekend$/ })).toHaveCount(0);
  });

  await test.step('Ana removes Ben while his edit waits offline: the trip leaves him, his edit is refused and kept to copy', async () => {
    const share = await openShare(ana);
    await share.getByRole('combobox', { name: 'Role of Ben' }).selectOption({ label: 'Can edit' });
    await expect(share.getByRole('combobox', { name: 'Role of Ben' })).toHaveValue('editor');
    await syncNow(ben);
    await ben.getByRole('link', { name: 'Open the plan of Lisbon weekend' }).click();
    await expect(ben.getByRole('button', { name: 'Add item' })).toBeVisible();

    await benContext.setOffline(true);
    await editNote(ben, 'Pastéis in Belém', 'Pastéis in Belém, then the tower');
    await share.getByRole('button', { name: 'Remove Ben' }).click();
    const confirm = ana.getByRole('alertdialog', { name: 'Remove Ben?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(share.getByRole('list', { name: 'People on this trip' }).getByRole('listitem')).toHaveText([
      /^Ana \(you\)\s*Change your name\s*Owner$/,
    ]);

    // Back online, the app syncs at once; the refusal comes as a toast that opens the sync status.
    await benContext.setOffline(false);
    await ben.getByRole('button', { name: 'Review' }).click({ timeout: 20_000 });
    const panel = ben.getByRole('dialog', { name: 'Sync status' });
    const refused = panel.getByRole('listitem').filter({ hasText: 'Pastéis in Belém' });
    await expect(refused.getByText('You were removed from this shared trip, so this change was not saved.', { exact: false })).toBeVisible({
      timeout: 15_000,
    });
    await refused.getByRole('button', { name: 'Copy what you wrote' }).click();
    await expect.poll(() => ben.evaluate(() => navigator.clipboard.readText())).toBe('Pastéis in Belém, then the tower');
    await panel.getByRole('button', { name: 'Close' }).click();

    await expect(ben.getByRole('heading', { name: 'This trip is not on this device' })).toBeVisible();
    await ben.getByRole('link', { name: 'Back to My Trips' }).click();
    await expect(ben.getByRole('heading', { name: 'No trips yet' })).toBeVisible();
    // Ana still has the trip as it was before Ben's refused edit.
    await expect(itemTitled(ana, 'Pastéis in Belém')).toHaveCount(1);
  });

  await anaContext.close();
  await benContext.close();
});

test('a companion leaves a trip; stopped invite links no longer let anyone in', async ({ browser }, testInfo) => {
  // Two travellers' devices taking turns through sync, as the test above: a minute on a busy machine.
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL;
  const anaContext = await browser.newContext({ baseURL });
  const benContext = await browser.newContext({ baseURL });
  const ana = await anaContext.newPage();
  const ben = await benContext.newPage();

  await ana.goto('/trips');
  await waitForApp(ana);
  await createTrip(ana, { title: 'Porto by train', start: '2027-06-04', end: '2027-06-06' });
  const tripId = await openPlan(ana, 'Porto by train');
  const share = await openShare(ana);
  await share.getByLabel('Your name').fill('Ana');
  await share.getByText('Can view', { exact: true }).click();
  await share.getByRole('button', { name: 'Make invite link' }).click();
  const url = new URL(await share.getByRole('textbox', { name: 'Invite link · Can view' }).inputValue());

  await ben.goto(`${url.pathname}${url.hash}`);
  await waitForApp(ben);
  await expect(ben.getByText('You will be able to see the plan.')).toBeVisible();
  await ben.getByLabel('Your name').fill('Ben');
  await ben.getByRole('button', { name: 'Join trip' }).click();
  await expect(ben).toHaveURL(new RegExp(`/trips/${tripId}$`), { timeout: 20_000 });
  // The same link again: already on the trip.
  await ben.goto(`${url.pathname}${url.hash}`);
  await expect(ben.getByText('You are already on this trip.')).toBeVisible();
  await ben.getByRole('link', { name: 'Open Porto by train' }).click();

  const bensShare = await openShare(ben);
  await expect(bensShare.getByText('Ana invites people to this trip.')).toBeVisible();
  await expect(bensShare.getByRole('button', { name: 'Make invite link' })).toHaveCount(0);
  // Ben changes the name the others see him by; Ana's list follows.
  await bensShare.getByRole('button', { name: 'Change your name' }).click();
  await bensShare.getByLabel('Your name on this trip').fill('Benjamin');
  await bensShare.getByRole('button', { name: 'Save' }).click();
  await expect(bensShare.getByText('Benjamin (you)')).toBeVisible();
  await expect(async () => {
    await ana.reload();
    const dialog = await openShare(ana);
    await expect(dialog.getByRole('list', { name: 'People on this trip' }).getByText('Benjamin')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await bensShare.getByRole('button', { name: 'Leave this trip' }).click();
  await ben.getByRole('alertdialog', { name: 'Leave this trip?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(ben).toHaveURL(/\/trips$/);
  await expect(ben.getByRole('heading', { name: 'No trips yet' })).toBeVisible();

  await share.getByRole('button', { name: 'Stop all invite links' }).click();
  await ana.getByRole('alertdialog', { name: 'Stop all invite links?' }).getByRole('button', { name: 'Stop links' }).click();
  await expect(share.getByRole('button', { name: 'Make invite link' })).toBeVisible();
  const chloe = await (await browser.newContext({ baseURL })).newPage();
  await chloe.goto(`${url.pathname}${url.hash}`);
  await expect(chloe.getByRole('heading', { name: 'This invite link does not work' })).toBeVisible();

  await anaContext.close();
  await benContext.close();
  await chloe.context().close();
});

test('an invite link that was mistyped, cut short or opened offline says so plainly', async ({ page, context }) => {
  await page.goto('/join#invite=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'This invite link does not work' })).toBeVisible();
  await expect(page.getByText('it was stopped, or it was copied wrong', { exact: false })).toBeVisible();

  await page.goto('/join');
  await expect(page.getByRole('heading', { name: 'This link has no invite in it' })).toBeVisible();

  await context.setOffline(true);
  await page.evaluate(() => {
    window.location.hash = 'invite=BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
  });
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  // Back online, the page carries on by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'This invite link does not work' })).toBeVisible();
  // Nothing here asks for an account.
  await expect(page.getByText(/sign in|log in|password|e-?mail/i)).toHaveCount(0);
});
