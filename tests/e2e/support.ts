import type { Page } from '@playwright/test';

/** Waits until the service worker controls the page, so later loads can be served offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active) && navigator.serviceWorker.controller !== null;
  }, undefined, { timeout: 30_000 }).catch(async () => {
    // First visit: the worker activates (clientsClaim) after the page loaded; one reload hands control over.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  });
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
