// The travel wallet in Chromium against the real server: Ana attaches a boarding pass photo with no
// network, sees it again after an offline reload and opens it full screen; back online, its file
// reaches the server once; after she shares the trip, Ben's device fetches the boarding pass so it
// opens in flight, while Ana's private passport never reaches him.
import { expect, test, type Page } from '@playwright/test';
import { waitForApp, waitForServiceWorker } from './support';
import { joinWithInvite, makeInvite, syncNow } from './sharing-steps';
import { createTrip, openPlan } from './trip-steps';
import { deviceKeyOf, serverRecords } from './device';

test.use({ timezoneId: 'Europe/Lisbon', actionTimeout: 10_000 });

/** A real JPEG made by the browser's canvas: a white card reading `text`. */
async function photo(page: Page, text: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 900, 400);
    context.fillStyle = '#111827';
    context.font = 'bold 64px sans-serif';
    context.fillText(label, 40, 200);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, text);
  return Buffer.from(base64, 'base64');
}

async function addDocument(page: Page, file: { name: string; buffer: Buffer }, title: string, kind: string): Promise<void> {
  // The empty wallet's own button when there is one: on a wide screen the header's sits where the
  // toasts of what was just done show (top right), and a click there may land on a toast.
  await page.getByRole('button', { name: 'Add document' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Add a document' });
  await dialog.getByLabel('Choose a file').setInputFiles({ name: file.name, mimeType: 'image/jpeg', buffer: file.buffer });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Kind').selectOption({ label: kind });
  await dialog.getByRole('button', { name: 'Add to wallet' }).click();
  await expect(dialog).toBeHidden();
}

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

async function expectOpensFullScreen(page: Page, title: string): Promise<void> {
  await card(page, title).getByRole('button', { name: 'Open', exact: true }).click();
  const viewer = page.getByRole('dialog', { name: title });
  const image = viewer.getByRole('img', { name: title });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(900);
  await expect(viewer).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByText('150%')).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
}

test('a boarding pass attached offline opens offline, reaches the server once and a companion, and a private passport stays with its owner', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL;
  const anaContext = await browser.newContext({ baseURL });
  const benContext = await browser.newContext({ baseURL });
  const ana = await anaContext.newPage();
  const ben = await benContext.newPage();
  const uploads: string[] = [];
  ana.on('request', (sent) => {
    if (sent.method() === 'PUT' && /\/api\/files\/[0-9a-f]{64}\/upload/.test(sent.url())) uploads.push(sent.url());
  });
  let tripId = '';

  await test.step('Ana attaches a boarding pass with no network and sees it after an offline reload', async () => {
    await ana.goto('/trips');
    await waitForApp(ana);
    await waitForServiceWorker(ana);
    await createTrip(ana, { title: 'Lisbon weekend', start: '2027-05-01', end: '2027-05-03', cities: ['Lisbon'] });
    tripId = await openPlan(ana, 'Lisbon weekend');
    await ana.getByRole('link', { name: 'Wallet' }).click();
    await expect(ana.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await expect(ana.getByText('No documents yet')).toBeVisible();
    const pass = await photo(ana, 'BA15 LHR-LIS 32A');

    // A page dressed as a photo is refused by its bytes, and what was typed stays.
    await ana.getByRole('button', { name: 'Add document' }).first().click();
    const dialog = ana.getByRole('dialog', { name: 'Add a document' });
    await dialog.getByLabel('Choose a file').setInputFiles({
      name: 'boarding-pass.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    await dialog.getByLabel('Title').fill('Not a photo');
    await dialog.getByRole('button', { name: 'Add to wallet' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The wallet keeps photos (JPEG, PNG, WebP) and PDFs. This file is neither.');
    await expect(dialog.getByLabel('Title')).toHaveValue('Not a photo');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await anaContext.setOffline(true);
    await addDocument(ana, { name: 'IMG_2041.jpg', buffer: pass }, 'Boarding pass BA15', 'Boarding pass');
    await expect(card(ana, 'Boarding pass BA15').getByText('On this device · uploads when online')).toBeVisible();
    await ana.reload();
    await expect(ana.getByRole('heading', { level: 2, name: 'Boarding pass' })).toBeVisible();
    await expect(card(ana, 'Boarding pass BA15')).toBeVisible();
    await expectOpensFullScreen(ana, 'Boarding pass BA15');
    expect(uploads).toEqual([]);
  });

  await test.step('back online, the file reaches the server once', async () => {
    await anaContext.setOffline(false);
    await syncNow(ana);
    await expect(card(ana, 'Boarding pass BA15').getByText(/^Available offline · \d+ KB$/)).toBeVisible({ timeout: 20_000 });
    const anaKey = await deviceKeyOf(ana);
    const [document] = await serverRecords(request, anaKey, 'document');
    expect(document).toMatchObject({ title: 'Boarding pass BA15', kind: 'boarding_pass', trip_id: tripId, private: false });
    const file = await request.get(`/api/files/${String(document!.file_hash)}`, { headers: { 'X-Device-Key': anaKey } });
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toMatch(/^attachment/);
    // A small photo is one chunk; syncing again and reloading sends nothing more.
    expect(uploads).toHaveLength(1);
    await ana.reload();
    await syncNow(ana);
    expect(uploads).toHaveLength(1);
  });

  await test.step('a private passport and an invite: Ben gets the boarding pass to open in flight, never the passport', async () => {
    await addDocument(ana, { name: 'passport.jpg', buffer: await photo(ana, 'PASSPORT P<PRT') }, 'Passport', 'Passport or ID');
    await expect(card(ana, 'Passport').getByText('Private')).toBeVisible();
    await syncNow(ana);
    await expect(card(ana, 'Passport').getByText(/^Available offline/)).toBeVisible({ timeout: 20_000 });
    await ana.getByRole('link', { name: 'Back to the plan' }).click();
    const invite = await makeInvite(ana, 'Ana');

    await joinWithInvite(ben, invite, 'Ben', tripId);
    await ben.getByRole('link', { name: 'Wallet' }).click();
    await expect(card(ben, 'Boarding pass BA15').getByText(/^Available offline/)).toBeVisible({ timeout: 30_000 });
    await expect(card(ben, 'Passport')).toHaveCount(0);
    await syncNow(ben);
    await expect(card(ben, 'Passport')).toHaveCount(0);
    const benKey = await deviceKeyOf(ben);
    const [passport] = (await serverRecords(request, await deviceKeyOf(ana), 'document')).filter((each) => each.title === 'Passport');
    const refused = await request.get(`/api/files/${String(passport!.file_hash)}`, { headers: { 'X-Device-Key': benKey } });
    expect(refused.status()).toBe(404);

    // Ben's browser opened the app from the invite a moment ago: its service worker must control the page before a reload offline.
    await waitForServiceWorker(ben);
    await expect(card(ben, 'Boarding pass BA15').getByText(/^Available offline/)).toBeVisible({ timeout: 30_000 });
    await benContext.setOffline(true);
    await ben.reload();
    await expectOpensFullScreen(ben, 'Boarding pass BA15');
  });

  await anaContext.close();
  await benContext.close();
});
