// React takes over a screen's prerendered frame as it is (hydration, src/main.tsx) where the frame was
// made for exactly that first render. Hydration keeps the frame's attributes where the first render
// differs (a chosen option, a date, a link), so these tests hold every screen that is hydrated to the
// screen the app renders over the frame: the same elements, attributes, texts and form values.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { distDir } from '../../scripts/paths';
import { serviceIds } from '../../src/domain/services';
import { fakeTheInternet, waitForApp } from './support';

/**
 * Every screen with a frame of its own, as the build wrote them (the path in each page's #root), so a
 * new screen is held to this too. Not a trip's screens (they share a placeholder frame and are
 * rendered over), and of the partners' pages, alike but for their texts, one (not /flights: its
 * hand-off opens the partner by itself, at a moment that varies).
 */
const hydratedPaths = (() => {
  const framePaths = (readdirSync(distDir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => /<div id="root" inert data-frame="([^"]+)"/.exec(readFileSync(path.join(distDir, file), 'utf8'))?.[1])
    .filter((framePath): framePath is string => framePath !== undefined);
  const partnerPaths = new Set(serviceIds.map((id) => `/${id}`));
  return [...framePaths.filter((framePath) => !framePath.startsWith('/trips/') && !partnerPaths.has(framePath)).sort(), '/storage'];
})();

/**
 * The screen as a person meets it: each element with its attributes in order of name, its text, and
 * a form control's value and checked state. Left out: what differs between any two loads (React's generated
 * ids, the times on a live clock), the toasts, and the preload hint React adds for the logo.
 */
async function screenOf(page: Page): Promise<string> {
  const markup = await page.evaluate(`(() => {
    const out = [];
    const walk = (node) => {
      for (let child = node.firstChild; child; child = child.nextSibling) {
        if (child.nodeType === Node.TEXT_NODE) out.push(child.textContent);
        if (child.nodeType !== Node.ELEMENT_NODE || child.tagName === 'LINK') continue;
        if (child.tagName === 'SECTION' && (child.getAttribute('aria-label') || '').startsWith('Notifications')) continue;
        const attributes = [...child.attributes]
          // (What a form control shows is its state, read below; the attributes only hold its first value.)
          .filter((attribute) => !(child.tagName === 'OPTION' && attribute.name === 'selected'))
          .filter((attribute) => !(child.tagName === 'INPUT' && (attribute.name === 'checked' || attribute.name === 'value')))
          .map((attribute) => attribute.name + '="' + attribute.value + '"')
          .sort();
        const state = 'value' in child && child.tagName !== 'BUTTON' && child.tagName !== 'LI' ? ' value=' + child.value : '';
        const checked = child.tagName === 'INPUT' ? ' checked=' + child.checked : '';
        out.push('<' + child.tagName + ' ' + attributes.join(' ') + state + checked + '>');
        walk(child);
        out.push('</' + child.tagName + '>\\n');
      }
    };
    walk(document.getElementById('root'));
    return out.join('');
  })()`);
  return String(markup)
    .replace(/«[^»]*»|_[rR]_[0-9a-zA-Z]*_/g, 'id')
    .replace(/datetime="[^"]*"/g, 'datetime')
    .replace(/\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?/g, 'time');
}

/** Marks the frame's heading before the app runs: hydration keeps that very element, rendering over replaces it. */
async function markFrame(page: Page): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('#root h1');
      if (heading) (heading as unknown as { fromFrame: boolean }).fromFrame = true;
    }),
  );
}

const headingIsFromFrame = (page: Page) =>
  page.evaluate(() => (document.querySelector('#root h1') as unknown as { fromFrame?: boolean } | null)?.fromFrame === true);

test('each screen made for its path is hydrated into the very screen the app would render over its frame', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  // Forty days on from the build, with the dark theme chosen: a screen whose first render on the
  // device differs from its frame (today's date, the chosen theme) shows up as a difference below.
  const later = new Date(Date.now() + 40 * 24 * 3600_000);
  const load = async (path: string, hydrated: boolean) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    await fakeTheInternet(context, baseURL);
    const page = await context.newPage();
    await page.clock.install({ time: later });
    await page.addInitScript(() => localStorage.setItem('astra-theme', 'dark'));
    await markFrame(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/did not match|Minified React error #4(18|19|20|21|22|23|25)/.test(message.text())) warnings.push(message.text());
    });
    // Rendered over: the same page without the frame's path, which is what lets src/main.tsx hydrate.
    if (!hydrated)
      await page.route(path, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace(/ data-frame="[^"]*"/, '') });
      });
    await page.goto(path);
    await waitForApp(page);
    // The header's sync pill appears once the first sync has run, sooner or later on a busy machine:
    // both loads are compared once it is there.
    await expect(page.getByRole('button', { name: /^Sync status/ })).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1_500);
    const result = { screen: await screenOf(page), fromFrame: await headingIsFromFrame(page), warnings };
    await context.close();
    return result;
  };
  // The build's frames were found (Home, the tools, the devices' two screens and the partner's).
  expect(hydratedPaths.length, hydratedPaths.join(' ')).toBeGreaterThanOrEqual(11);
  for (const path of hydratedPaths) {
    const hydrated = await load(path, true);
    const renderedOver = await load(path, false);
    expect(hydrated.fromFrame, `${path} is hydrated`).toBe(true);
    expect(renderedOver.fromFrame, `${path} without its frame's path is rendered over`).toBe(false);
    expect(hydrated.warnings, path).toEqual([]);
    expect(hydrated.screen, path).toBe(renderedOver.screen);
  }
});

test('a screen whose first render is not its frame is rendered over it: a trip, a query, another language or English written the British way', async ({
  browser,
  baseURL,
}) => {
  const cases: Array<{ path: string; locale?: string; heading: string }> = [
    { path: '/trips/0192f1a4-7c1e-7d2a-9a51-2f6f0c1d2e3f', heading: 'Trip' },
    { path: '/cities?q=Lisbon', heading: 'Global Cities Explorer' },
    { path: '/currency', locale: 'ja-JP', heading: '通貨換算' },
    { path: '/currency', locale: 'en-GB', heading: 'Currency Converter' },
  ];
  for (const { path, locale, heading } of cases) {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block', ...(locale ? { locale } : {}) });
    await fakeTheInternet(context, baseURL);
    const page = await context.newPage();
    await markFrame(page);
    await page.goto(path);
    await waitForApp(page);
    await expect(page.locator('h1'), path).not.toHaveText('');
    if (heading !== 'Trip') await expect(page.locator('h1'), path).toHaveText(heading);
    expect(await headingIsFromFrame(page), `${path} ${locale ?? ''}`).toBe(false);
    await context.close();
  }
});
