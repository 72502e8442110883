// axe-core over every route, light and dark: no serious or critical violations (issue 10).
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { serviceIds } from '../../src/domain/services';
import { waitForApp } from './support';
import { createTrip, fillTrip, openPlan } from './trip-steps';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const routes = [
  '/',
  '/assistant',
  '/cities',
  '/trips',
  '/currency',
  '/world-clock',
  '/price-alerts',
  '/packing-list',
  '/devices',
  '/kiosk',
  '/no-such-place',
  `/${serviceIds[0]}`,
];

type AxeViolation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Waits until no fade or slide is under way (a dialog opening, a toast arriving): axe would judge
 * the colours of a half-faded element. Endless ones (a spinner) never end, so they do not count.
 */
async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

// axe is injected as a script tag, which our Content-Security-Policy (rightly) refuses.
test.use({ bypassCSP: true });

for (const scheme of ['light', 'dark'] as const) {
  for (const route of routes) {
    test(`${route} has no serious accessibility violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.context().route(/^https:\/\//, (request) => request.abort());
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

/** A trip with a flight across zones, an activity and an idea, its plan open. */
async function openPlanWithItems(page: Page) {
  await createTrip(page, { title: 'London and Singapore', start: '2027-06-11', end: '2027-06-14' });
  await openPlan(page, 'London and Singapore');
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Add to day 2' }).click();
  await dialog.getByRole('combobox', { name: 'From airport' }).fill('LHR');
  await dialog.getByRole('option', { name: /^LHR/ }).click();
  await dialog.getByRole('combobox', { name: 'To airport' }).fill('SIN');
  await dialog.getByRole('option', { name: /^SIN/ }).click();
  await dialog.getByLabel('Departure (local) time').fill('21:40');
  await dialog.getByLabel('Arrival (local) date').fill('2027-06-13');
  await dialog.getByLabel('Arrival (local) time').fill('18:05');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await page.getByRole('button', { name: 'Add to day 3' }).click();
  await dialog.getByText('Activity', { exact: true }).click();
  await dialog.getByLabel('Title').fill('Gardens by the Bay');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await page.getByRole('button', { name: 'Add an idea' }).click();
  await dialog.getByText('Note', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Try the chilli crab');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(page.getByRole('list', { name: 'Ideas' }).getByText('Try the chilli crab')).toBeVisible();
}

/** Screens with something in them: lists, open dialogs and forms, a city guide. */
const states: Array<[route: string, what: string, setUp: (page: Page) => Promise<void>]> = [
  [
    '/trips',
    'a trip in the list and the trip dialog open',
    async (page) => {
      await page.getByRole('button', { name: 'New Trip' }).click();
      await fillTrip(page, { title: 'Kyoto in spring', start: '2027-04-01', end: '2027-04-07', cities: ['Kyoto'] });
      await page.getByRole('dialog').getByRole('button', { name: 'Save Trip' }).click();
      await expect(page.getByRole('heading', { name: 'Kyoto in spring' })).toBeVisible();
      await page.getByRole('button', { name: 'Edit Kyoto in spring' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Trip' })).toBeVisible();
    },
  ],
  [
    '/trips',
    "a trip's plan with a flight, an activity and an idea",
    async (page) => {
      await openPlanWithItems(page);
    },
  ],
  [
    '/trips',
    "a trip's plan with the item dialog open and airport suggestions shown",
    async (page) => {
      await openPlanWithItems(page);
      await page.getByRole('button', { name: 'Add item' }).click();
      await page.getByRole('dialog').getByRole('combobox', { name: 'From airport' }).fill('Lon');
      await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
    },
  ],
  [
    '/price-alerts',
    'an alert in the list and the New Alert form open',
    async (page) => {
      await page.getByRole('button', { name: 'New Alert' }).click();
      await page.getByRole('combobox', { name: 'From', exact: true }).fill('LIS');
      await page.getByRole('combobox', { name: 'To', exact: true }).fill('OPO');
      await page.getByRole('textbox', { name: 'Target price (USD)' }).fill('60');
      await page.getByRole('button', { name: 'Create Alert' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: 'LIS' })).toBeVisible();
      await page.getByRole('button', { name: 'New Alert' }).click();
      await expect(page.getByRole('button', { name: 'Create Alert' })).toBeVisible();
    },
  ],
  [
    '/assistant',
    'a conversation with a city card, partner links, an Agent Mode change, a time card and a failed message',
    async (page) => {
      const box = page.getByRole('textbox', { name: 'Message Astra' });
      const answers = page.getByRole('log').getByRole('article');
      await page.getByRole('switch', { name: 'Agent Mode' }).click();
      for (const message of ['Plan a trip to Rome 3-7 May', 'What time is it in Tokyo?', '100 USD in EUR']) {
        const before = await answers.count();
        await box.fill(message);
        await box.press('Enter');
        await expect(answers).toHaveCount(before + 2);
      }
      await expect(page.getByRole('button', { name: /^Undo/ })).toBeVisible();
      await page.route('**/api/chat', (route) =>
        route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } }),
      );
      await box.fill('Hotels in Rome');
      await box.press('Enter');
      await expect(page.getByText('Not sent')).toBeVisible();
      await page.getByRole('button', { name: 'Plan Trip' }).click();
      await expect(box).toHaveValue('Plan a trip to Rome 3-7 May');
    },
  ],
  [
    '/',
    'the embedded chat loaded',
    async (page) => {
      const section = page.getByRole('region', { name: 'Ask Astra' });
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('log')).toBeVisible();
    },
  ],
  [
    '/trips',
    'the sync status panel',
    async (page) => {
      await page.getByRole('button', { name: /Sync status/ }).click();
      await expect(page.getByRole('dialog', { name: 'Sync status' })).toBeVisible();
    },
  ],
];

for (const scheme of ['light', 'dark'] as const) {
  for (const [route, what, setUp] of states) {
    test(`${route} with ${what} has no serious accessibility violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.context().route(/^https:\/\//, (request) => request.abort());
      await page.goto(route);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await setUp(page);
      await untilStill(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
