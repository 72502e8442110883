// axe-core over every route, light and dark: no serious or critical violations (issue 10).
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { serviceIds } from '../../src/domain/services';

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
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
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
