// Partner hand-off in Chromium. Nothing leaves the machine: every request to a host other than the
// app is answered by a fake partner page or refused, and the partners API is stubbed so the server
// never asks a real partner for its framing headers.
import { expect, test, type Page } from '@playwright/test';
import { buildPartnerUrl, partnerForService, partners, type PartnerId } from '../../src/domain/partners';
import { serviceIds, services } from '../../src/domain/services';
import { redirectBypassPayloads } from '../setup/redirect-bypass-payloads';
import { fakeTheInternet, partnerHosts, waitForServiceWorker } from './support';

/** Stubs GET /api/partners/{brand}/url: the real one would ask the partner's site about framing. */
async function stubPartnerApi(page: Page, answer: (brand: PartnerId) => { supports_iframe: boolean } | 'fail') {
  const asked: string[] = [];
  await page.route('**/api/partners/*/url?*', async (route) => {
    const url = new URL(route.request().url());
    const brand = url.pathname.split('/')[3] as PartnerId;
    asked.push(url.pathname + url.search);
    const result = answer(brand);
    if (result === 'fail') return route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Try later.' } } });
    const link = buildPartnerUrl(brand, {}, { subId: url.searchParams.get('subid') ?? 'direct' });
    return route.fulfill({ json: { url: link, name: partners[brand].name, supports_iframe: result.supports_iframe } });
  });
  return asked;
}

function expectTracked(href: string, partner: PartnerId, subId: string) {
  const url = new URL(href);
  expect(
    partners[partner].hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`)),
    href,
  ).toBe(true);
  expect(url.searchParams.get('marker'), href).toMatch(new RegExp(`^[A-Za-z0-9_]+\\.${subId}$`));
}

test.describe('service routes', () => {
  for (const service of serviceIds) {
    const partner = partnerForService(service);
    const { name, usesPanel } = partners[partner];
    test(`/${service} opens ${name} with the marker and sub id`, async ({ page, context, baseURL }) => {
      const outside = await fakeTheInternet(context, baseURL);
      await stubPartnerApi(page, () => ({ supports_iframe: true }));
      if (usesPanel) {
        await page.goto(`/${service}`);
        const panel = page.getByRole('dialog', { name: new RegExp(name) });
        await expect(panel).toBeVisible();
        const frame = panel.locator(`iframe[title="${name} booking"]`);
        await expect(frame).toBeAttached();
        expectTracked((await frame.getAttribute('src')) ?? '', partner, `direct_${service}`);
      } else {
        const popupPromise = context.waitForEvent('page');
        await page.goto(`/${service}`);
        const popup = await popupPromise;
        await popup.waitForURL(partnerHosts);
        expectTracked(popup.url(), partner, `direct_${service}`);
        // The partner's tab cannot reach back into the app.
        expect(await popup.evaluate(() => window.opener)).toBeNull();
        await expect(page.getByText(`${name} opened in a new tab.`)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: services[service].label })).toBeVisible();
      }
      expect(
        outside.every((url) => partnerHosts.test(url)),
        outside.join('\n'),
      ).toBe(true);
    });
  }

  test('a blocked popup falls back to opening the partner in this tab', async ({ page, context, baseURL }) => {
    await fakeTheInternet(context, baseURL);
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/cars');
    await page.waitForURL(partnerHosts);
    expectTracked(page.url(), 'cars', 'direct_cars');
    await expect(page.getByRole('heading', { name: 'Fake partner page' })).toBeVisible();
  });

  test('offline, a service route explains booking needs a connection, then opens when back online', async ({ page, context, baseURL }) => {
    // Request interception bypasses the service worker, so the fakes go in once the screen is loaded.
    await page.goto('/');
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
    await context.setOffline(true);
    await page
      .getByRole('region', { name: 'Book with our partners' })
      .getByRole('link', { name: /Hotels/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Booking needs a connection' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await fakeTheInternet(page, baseURL);
    await stubPartnerApi(page, () => ({ supports_iframe: true }));
    await context.setOffline(false);
    const panel = page.getByRole('dialog', { name: /Booking\.com/ });
    await expect(panel).toBeVisible();
    expectTracked((await panel.locator('iframe').getAttribute('src')) ?? '', 'hotels', 'direct_hotels');
  });
});

test.describe('service panel', () => {
  test('covers the frame with a loading overlay for about 3 s and says tracking is on', async ({ page, context, baseURL }) => {
    await fakeTheInternet(context, baseURL);
    await stubPartnerApi(page, () => ({ supports_iframe: true }));
    await page.goto('/tours');
    const panel = page.getByRole('dialog', { name: /GetYourGuide/ });
    await expect(panel.getByText('Loading GetYourGuide…')).toBeVisible();
    await expect(panel.getByText(/Affiliate tracking is enabled/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Open in New Tab' })).toBeVisible();
    await expect(panel.getByText('Loading GetYourGuide…')).toBeHidden({ timeout: 5000 });
    await expect(panel.frameLocator('iframe').getByRole('heading', { name: 'Fake partner page' })).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
  });

  test('a partner that refuses framing opens directly, and the panel falls back to Unable to Load Service', async ({
    page,
    context,
    baseURL,
  }) => {
    await fakeTheInternet(context, baseURL);
    await stubPartnerApi(page, () => ({ supports_iframe: false }));
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Book with our partners' })
      .getByRole('link', { name: /Attraction Tickets/ })
      .click();
    await expect(page.getByText('Loading partner page directly for the best experience')).toBeVisible();
    const popup = await context.waitForEvent('page');
    await popup.waitForURL(partnerHosts);
    expectTracked(popup.url(), 'tickets', 'direct_tickets');
    const panel = page.getByRole('dialog', { name: /Tiqets/ });
    await expect(panel.getByRole('heading', { name: 'Unable to Load Service' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Open in New Tab' })).toHaveCount(2);
    await panel.getByRole('button', { name: 'Go Back' }).click();
    await expect(panel).toBeHidden();
  });

  test('when the booking tool cannot be reached it shows Connection Issue and retries', async ({ page, context, baseURL }) => {
    await fakeTheInternet(context, baseURL);
    let isDown = true;
    await stubPartnerApi(page, () => (isDown ? 'fail' : { supports_iframe: true }));
    await page.goto('/flights');
    const panel = page.getByRole('dialog', { name: /Aviasales/ });
    await expect(panel.getByRole('heading', { name: 'Connection Issue' })).toBeVisible();
    await expect(panel.getByText("We couldn't load the booking tool right now.", { exact: false })).toBeVisible();
    isDown = false;
    await panel.getByRole('button', { name: 'Try Again' }).click();
    await expect(panel.locator('iframe')).toBeAttached();
  });
});

test.describe('/go/{brand} redirect page', () => {
  test('follows an allowed partner link after a short pause', async ({ page, context, baseURL }) => {
    const outside = await fakeTheInternet(context, baseURL);
    const target = 'https://www.aviasales.com/search/LON1012PAR1?marker=000000.direct';
    await page.goto(`/go/flights?u=${encodeURIComponent(target)}`);
    await page.waitForURL(target);
    expect(outside).toEqual([target]);
  });

  test('sends a link without u home', async ({ page }) => {
    await page.goto('/go/flights');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
  });

  test('refuses an unknown brand, an empty u, and another partner’s host', async ({ page, context, baseURL }) => {
    const outside = await fakeTheInternet(context, baseURL);
    for (const [path, message] of [
      ['/go/evil?u=https%3A%2F%2Fwww.aviasales.com%2F', 'Invalid redirect.'],
      ['/go/flights?u=', 'Invalid redirect.'],
      ['/go/flights?u=https%3A%2F%2Fwww.booking.com%2F', 'Blocked host.'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
    expect(outside).toEqual([]);
  });

  test(`stops all ${redirectBypassPayloads.length} known bypass payloads, on the page, without leaving`, async ({
    page,
    context,
    baseURL,
  }) => {
    // A page load per payload: about a second each on a busy machine.
    test.setTimeout(180_000);
    const outside = await fakeTheInternet(context, baseURL);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const [payload, reason] of redirectBypassPayloads) {
      await page.goto(`/go/flights?u=${encodeURIComponent(payload)}`);
      const message = payload.trim() === '' ? 'Invalid redirect.' : reason === 'bad-url' ? 'Bad URL.' : 'Blocked host.';
      await expect(page.getByRole('alert').filter({ hasText: message }), payload).toBeVisible();
    }
    // A redirect goes after redirectDelayMs (100 ms, redirect-screen.tsx). One wrongly scheduled for a
    // refused link would leave in that window, and nothing on screen would say so beforehand: only a
    // wait past it (here three times as long) shows that none left the machine.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? page.url()).origin);
    expect(outside).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
