import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Waits until the service worker controls the page, so later loads can be served offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page
    .waitForFunction(
      async () => {
        const registration = await navigator.serviceWorker.ready;
        return Boolean(registration.active) && navigator.serviceWorker.controller !== null;
      },
      undefined,
      { timeout: 30_000 },
    )
    .catch(async () => {
      // First visit: the worker activates (clientsClaim) after the page loaded; one reload hands control over.
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    });
}

/**
 * Waits until the app has rendered over the prerendered frame (src/main.tsx lifts `inert` in the
 * same commit). Needed before acting on an element itself rather than through a locator action
 * that re-finds it: the frame's elements are replaced.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** Flags that keep Debian's Chromium quiet on a machine with no internet (see DESIGN.md). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const partnerHosts =
  /^https:\/\/([a-z0-9-]+\.)*(aviasales|booking|getyourguide|discovercars|kiwitaxi|tiqets|airalo|prioritypass)\.com\//;

/** Every outside request is recorded; partner pages get a tiny fake page, anything else is refused. */
export async function fakeTheInternet(context: BrowserContext | Page, baseURL: string | undefined) {
  const outside: string[] = [];
  await context.route(
    (url) => !url.href.startsWith(baseURL ?? 'http://127.0.0.1'),
    async (route) => {
      const url = route.request().url();
      outside.push(url);
      if (partnerHosts.test(url)) {
        await route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: `<!doctype html><title>Fake partner</title><h1>Fake partner page</h1><p>${url}</p>`,
        });
      } else {
        await route.abort('blockedbyclient');
      }
    },
  );
  return outside;
}
