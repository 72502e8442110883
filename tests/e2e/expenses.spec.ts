// Trip expenses in Chromium between two travellers on a shared trip (two browser contexts: two
// devices), against the real server: with the network off, Ana logs dinner in euros and temple
// tickets in yen, Ben a taxi in dollars. Back online both show the same balances and the same
// "Settle up"; Ben records his payment, and both end settled up. Screenshots at phone and desktop
// widths, light and dark, go to test-results/expenses.
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { waitForApp, waitForServiceWorker } from './support';
import { joinWithInvite, makeInvite, openShare, syncNow } from './sharing-steps';
import { createTrip, openPlan } from './trip-steps';

test.use({ timezoneId: 'Europe/Lisbon', locale: 'en-GB', actionTimeout: 10_000 });

const shots = 'test-results/expenses';

async function addExpense(page: Page, expense: { amount: string; currency: string; category: string; note: string }) {
  await page.getByRole('button', { name: 'Add expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an expense' });
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill(expense.amount);
  await dialog.getByLabel('Currency').selectOption(expense.currency);
  await dialog.getByLabel('Category').selectOption({ label: expense.category });
  await dialog.getByLabel('What was it?').fill(expense.note);
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(dialog).toBeHidden();
}

const balancesOf = (page: Page) => page.getByRole('list', { name: 'Balances' }).getByRole('listitem');
const settleUpOf = (page: Page) => page.getByRole('list', { name: 'Settle up' }).getByRole('listitem');

test('two companions log expenses offline in three currencies, see the same balances online, and settle up', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = testInfo.project.use.baseURL;
  const anaContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const benContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const ana = await anaContext.newPage();
  const ben = await benContext.newPage();
  let tripId = '';

  await test.step('Ana shares a trip, Ben joins, and both open its expenses from the plan', async () => {
    await ana.goto('/trips');
    await waitForApp(ana);
    await createTrip(ana, { title: 'Lisbon weekend', start: '2027-05-01', end: '2027-05-03', cities: ['Lisbon'] });
    tripId = await openPlan(ana, 'Lisbon weekend');
    const invite = await makeInvite(ana, 'Ana');
    await joinWithInvite(ben, invite, 'Ben', tripId);
    await syncNow(ana);
    for (const page of [ana, ben]) {
      await page.getByRole('link', { name: 'Expenses' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
      await waitForApp(page);
    }
    // The home currency comes from the browser (en-GB: pounds) and is changed here, per device.
    await expect(ana.getByLabel('Home currency')).toHaveValue('GBP');
    for (const page of [ana, ben]) await page.getByLabel('Home currency').selectOption('EUR');
    await expect(ana.getByText('Nothing yet.')).toBeVisible();
  });

  await test.step('with the network off, each logs what they paid; a split that does not add up is refused', async () => {
    await waitForServiceWorker(ben);
    for (const context of [anaContext, benContext]) await context.setOffline(true);
    await addExpense(ana, { amount: '90', currency: 'EUR', category: 'Food and drink', note: 'Dinner at Ramiro' });
    await addExpense(ana, { amount: '3000', currency: 'JPY', category: 'Activities', note: 'Temple tickets' });

    // Ben splits his taxi by exact amounts first, and mistypes them.
    await ben.getByRole('button', { name: 'Add expense' }).click();
    const dialog = ben.getByRole('dialog', { name: 'Add an expense' });
    await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('30');
    await dialog.getByLabel('Currency').selectOption('USD');
    await dialog.getByLabel('Category').selectOption({ label: 'Transport' });
    await dialog.getByLabel('What was it?').fill('Taxi from the airport');
    await dialog.getByText('Exact amounts', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Amount for Ana' }).fill('10');
    await dialog.getByRole('textbox', { name: 'Amount for You' }).fill('15');
    await dialog.getByRole('button', { name: 'Add expense' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The amounts add up to $25.00: $5.00 short of the total.');
    await ben.screenshot({ path: `${shots}/dialog-390-light.png` });
    await dialog.getByText('Equally', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Add expense' }).click();
    await expect(dialog).toBeHidden();
    await expect(ben.getByText('Not synced yet')).toHaveCount(1);
    // Still offline, the screen opens again from the device alone.
    await ben.reload();
    await waitForApp(ben);
    await expect(ben.getByText('Taxi from the airport')).toBeVisible();
    await expect(ben.getByLabel('Home currency')).toHaveValue('EUR');
  });

  await test.step('back online, both show the same balances and the same way to settle up', async () => {
    for (const context of [anaContext, benContext]) await context.setOffline(false);
    for (const page of [ana, ben, ana, ben]) await syncNow(page);
    // Ana paid €90 (half Ben's) and ¥3000 (half Ben's: €8.38); Ben paid $30 (half Ana's: €12.93).
    // Ben owes €45.00 + €8.38 − €12.93 = €40.45.
    await expect(balancesOf(ana)).toHaveText([/^You are owed €40\.45/, /^Ben owes €40\.45/]);
    await expect(balancesOf(ben)).toHaveText([/^Ana is owed €40\.45/, /^You owe €40\.45/]);
    await expect(settleUpOf(ana)).toHaveText([/^Ben.*You.*€40\.45/]);
    await expect(settleUpOf(ben)).toHaveText([/^You.*Ana.*€40\.45/]);
    for (const page of [ana, ben]) {
      await expect(page.getByLabel('Total spent €132.63')).toBeVisible();
      await expect(page.getByText('Dinner at Ramiro')).toBeVisible();
      await expect(page.getByText('Temple tickets')).toBeVisible();
      await expect(page.getByText('Taxi from the airport')).toBeVisible();
      await expect(page.getByText(/JPY, USD converted to EUR with the built-in rates of/)).toBeVisible();
    }
    await ana.screenshot({ path: `${shots}/balances-1280-light.png`, fullPage: true });
    await ben.screenshot({ path: `${shots}/balances-390-light.png`, fullPage: true });
    for (const page of [ana, ben]) await page.emulateMedia({ colorScheme: 'dark' });
    await ana.screenshot({ path: `${shots}/balances-1280-dark.png`, fullPage: true });
    await ben.screenshot({ path: `${shots}/balances-390-dark.png`, fullPage: true });
    for (const page of [ana, ben]) await page.emulateMedia({ colorScheme: 'light' });
  });

  await test.step('Ana sets a trip budget; Ben sees it after a sync, with the same progress', async () => {
    await ana.getByRole('button', { name: 'Set a budget' }).click();
    const dialog = ana.getByRole('dialog', { name: 'Trip budget' });
    await dialog.getByRole('textbox', { name: 'Budget' }).fill('200');
    await dialog.getByRole('button', { name: 'Save budget' }).click();
    await expect(dialog).toBeHidden();
    for (const page of [ana, ben]) await syncNow(page);
    for (const page of [ana, ben]) {
      await expect(page.getByRole('progressbar', { name: 'Budget spent' })).toHaveAttribute('aria-valuenow', '66');
      await expect(page.getByText('€67.37 left')).toBeVisible();
    }
  });

  await test.step('Ben records his payment; after a sync both are settled up', async () => {
    await ben.getByRole('button', { name: 'Record payment: You paid Ana €40.45' }).click();
    for (const page of [ben, ana]) await syncNow(page);
    for (const page of [ana, ben]) {
      await expect(page.getByText('Everyone is settled up.')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Settle up' })).toHaveCount(0);
    }
    await expect(balancesOf(ana)).toHaveText([/^You are settled up/, /^Ben is settled up/]);
    await expect(balancesOf(ben)).toHaveText([/^Ana is settled up/, /^You are settled up/]);
    // The settlement is in the list; the total spent does not count it.
    await expect(ana.getByText('Ben paid you')).toBeVisible();
    await expect(ana.getByLabel('Total spent €132.63')).toBeVisible();
    await ana.screenshot({ path: `${shots}/settled-1280-light.png`, fullPage: true });
  });

  await test.step('the CSV holds every expense with exact amounts', async () => {
    const download = ana.waitForEvent('download');
    await ana.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('lisbon-weekend-expenses.csv');
    const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Category,Note,Paid by,Amount,Currency,Amount in EUR,Share of You,Share of Ben');
    expect(lines).toContain('2027-05-01,Expense,Food and drink,Dinner at Ramiro,You,90.00,EUR,90.00,45.00,45.00');
    expect(lines).toHaveLength(5);
  });

  await test.step('a companion who can only view sees the same expenses, read-only', async () => {
    const cyContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const cy = await cyContext.newPage();
    await ana.goto(`/trips/${tripId}`);
    await waitForApp(ana);
    // The trip is shared already: the panel asks no name this time.
    const share = await openShare(ana);
    await share.getByRole('group', { name: 'People who join with the link' }).getByText('Can view', { exact: true }).click();
    await share.getByRole('button', { name: 'Make invite link' }).click();
    const link = new URL(await share.getByRole('textbox', { name: 'Invite link · Can view' }).inputValue());
    await share.getByRole('button', { name: 'Close' }).click();
    await joinWithInvite(cy, `${link.pathname}${link.hash}`, 'Cy', tripId);
    await cy.getByRole('link', { name: 'Expenses' }).click();
    await expect(cy.getByText('Dinner at Ramiro')).toBeVisible();
    await expect(cy.getByText(/You can view this trip.s expenses/)).toBeVisible();
    await expect(cy.getByRole('button', { name: 'Add expense' })).toHaveCount(0);
    await expect(cy.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(cy.getByRole('button', { name: 'Set a budget' })).toHaveCount(0);
    await cy.screenshot({ path: `${shots}/viewer-390-light.png`, fullPage: true });
    await cyContext.close();
  });

  await anaContext.close();
  await benContext.close();
});

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };

/** Waits until no fade or colour transition is under way: axe would judge a half-changed colour. */
async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  await untilStill(page);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('on a trip never shared', () => {
  // axe is injected as a script tag, which our Content-Security-Policy (rightly) refuses.
  test.use({ bypassCSP: true, viewport: { width: 390, height: 844 } });

  test('a traveller splits with someone who has no app, edits it, and the screen and dialog pass axe, light and dark', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/trips');
    await waitForApp(page);
    await createTrip(page, { title: 'Oslo', start: '2027-01-10', end: '2027-01-12', cities: ['Oslo'] });
    await openPlan(page, 'Oslo');
    await page.getByRole('link', { name: 'Expenses' }).click();
    await waitForApp(page);
    await page.getByLabel('Home currency').selectOption('EUR');

    await page.getByRole('button', { name: 'Add expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an expense' });
    await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('60');
    await dialog.getByLabel('What was it?').fill('Fish soup');
    await dialog.getByRole('textbox', { name: 'Name of someone travelling with you' }).fill('Mia');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Mia' })).toBeChecked();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(page), `the dialog, ${scheme}`).toEqual([]);
    }
    await dialog.getByRole('button', { name: 'Add expense' }).click();
    await expect(dialog).toBeHidden();
    await expect(balancesOf(page)).toHaveText([/^You are owed €30\.00/, /^Mia owes €30\.00/]);

    // Mia had the bigger bowl: two shares to one.
    await page.getByRole('button', { name: 'Edit Fish soup (60.00 EUR)' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit expense' });
    await edit.getByText('By shares', { exact: true }).click();
    await edit.getByRole('textbox', { name: 'Shares of Mia' }).fill('2');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(balancesOf(page)).toHaveText([/^You are owed €40\.00/, /^Mia owes €40\.00/]);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(page), `the screen, ${scheme}`).toEqual([]);
    }

    // Deleting it leaves nothing owed.
    await page.getByRole('button', { name: 'Delete Fish soup (60.00 EUR)' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this expense?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No one owes anything yet.')).toBeVisible();
  });
});
