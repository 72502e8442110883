// Where toasts appear, and the theme: what a traveller sees on a phone and on a laptop.
import { expect, test, type Page } from '@playwright/test';
import { chatFailureToast } from '../../src/domain/astra/chat-protocol';
import { waitForApp, waitForServiceWorker } from './support';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The header's state: the connection badge and, once loaded, the sync pill. */
async function headerStateBoxes(page: Page): Promise<Box[]> {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: /^Sync status/ })).toBeVisible();
  const parts = [banner.getByRole('status').filter({ hasText: /Online|Offline/ }), banner.getByRole('button', { name: /^Sync status/ })];
  const boxes: Box[] = [];
  for (const part of parts) {
    const box = await part.boundingBox();
    if (!box) throw new Error('a part of the header state has no box');
    boxes.push(box);
  }
  return boxes;
}

/** A toast's box (the health toast's by default) once it has slid into place. */
async function settledToastBox(page: Page, text: string | RegExp = 'Connected: Astra services are online'): Promise<Box> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  let previous: Box | null = null;
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      const still = previous !== null && box !== null && Math.abs(box.y - previous.y) < 0.5 && Math.abs(box.x - previous.x) < 0.5;
      previous = box;
      return still;
    })
    .toBe(true);
  if (!previous) throw new Error('the toast has no box');
  return previous;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('toasts come up at the bottom centre, clear of the header and its sync and connection state', async ({ page }) => {
    await page.goto('/');
    const header = await headerStateBoxes(page);
    const toast = await settledToastBox(page);
    for (const part of header) expect(overlaps(toast, part)).toBe(false);
    const banner = await page.getByRole('banner').boundingBox();
    expect(banner && overlaps(toast, banner)).toBe(false);
    expect(Math.abs(toast.x + toast.width / 2 - 390 / 2)).toBeLessThan(4);
    expect(toast.y + toast.height).toBeGreaterThan(844 - 60);
    expect(toast.y + toast.height).toBeLessThanOrEqual(844);
  });

  test("on Astra's screen, toasts come up above the message box, not over it", async ({ page }) => {
    await page.route('**/api/chat', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Down.' } } }));
    await page.goto('/assistant');
    await waitForApp(page);
    const box = page.getByRole('textbox', { name: 'Message Astra' });
    await box.fill('Hotels in Lisbon');
    await box.press('Enter');
    const toast = await settledToastBox(page, chatFailureToast);
    const composer = await box.boundingBox();
    if (!composer) throw new Error('the message box has no box');
    expect(toast.y + toast.height).toBeLessThanOrEqual(composer.y);
    expect(Math.abs(toast.x + toast.width / 2 - 390 / 2)).toBeLessThan(4);
    // A tap on the box while the toast shows lands on the box, not on the toast.
    const hit = await page.evaluate(
      ([x, y]) => {
        const element = document.elementFromPoint(x!, y!);
        return { inToast: Boolean(element?.closest('[data-sonner-toast]')), inComposer: Boolean(element?.closest('form')) };
      },
      [composer.x + composer.width / 2, composer.y + composer.height / 2],
    );
    expect(hit).toEqual({ inToast: false, inComposer: true });
    await expect(box).toBeEditable();
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('toasts keep to the top right, below the header so its sync and connection state stay in view', async ({ page }) => {
    await page.goto('/');
    const header = await headerStateBoxes(page);
    const toast = await settledToastBox(page);
    for (const part of header) expect(overlaps(toast, part)).toBe(false);
    expect(1280 - (toast.x + toast.width)).toBeLessThan(40);
    // A toast's full width (356 px), or 95% of it while another toast stands in front of it.
    expect(toast.width).toBeGreaterThan(330);
    expect(toast.y).toBeLessThan(120);
  });
});

/** How bright the page's background is, 0 (black) to 255 (white), in whatever colour space the CSS uses. */
const brightness = (page: Page, selector = 'body', property: 'backgroundColor' | 'color' = 'backgroundColor') =>
  page.evaluate(
    ([selector, property]) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = getComputedStyle(element)[property];
      context.fillRect(0, 0, 1, 1);
      const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
      return Math.round((red + green + blue) / 3);
    },
    [selector, property] as const,
  );
const pageBackground = async (page: Page) =>
  (await brightness(page)) < 60 ? 'dark' : (await brightness(page)) > 200 ? 'light' : 'between';
const darkBackground = 'dark';
const lightBackground = 'light';

test('the theme follows the system until one is chosen, and the choice stays through reloads and offline', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await waitForApp(page);
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  await expect.poll(() => pageBackground(page)).toBe(darkBackground);

  await theme.getByText('Light').click();
  await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect.poll(() => pageBackground(page)).toBe(lightBackground);

  await page.emulateMedia({ colorScheme: 'light' });
  await theme.getByText('Dark').click();
  await expect.poll(() => pageBackground(page)).toBe(darkBackground);
  expect(await brightness(page, 'h1', 'color')).toBeGreaterThan(200);

  // With the app's own script refused, the prerendered page is already dark: the theme is set before
  // the first paint, not when the app starts.
  await waitForServiceWorker(page);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
  expect(await pageBackground(page)).toBe(darkBackground);
  await page.unroute('**/assets/*.js');

  await page.context().setOffline(true);
  await page.goto('/trips');
  await waitForApp(page);
  expect(await pageBackground(page)).toBe(darkBackground);
  await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' })).toBeChecked();

  await page.getByRole('group', { name: 'Theme' }).getByText('System').click();
  await expect.poll(() => pageBackground(page)).toBe(lightBackground);
  await page.reload();
  await waitForApp(page);
  expect(await pageBackground(page)).toBe(lightBackground);
});
