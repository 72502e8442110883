// The app in the traveller's language (docs/decisions/024-languages.md): chosen from the browser's
// languages, switched in the footer, remembered offline; English stays the spec's.
import { expect, test } from '@playwright/test';
import { waitForApp, waitForServiceWorker } from './support';

test('a phone set to Japanese gets the app in Japanese, and the switch goes to German and back to English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '次はどこへ行きますか？' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('navigation', { name: '主な機能' }).getByRole('link', { name: /フライトを探す/ })).toBeVisible();
  await expect(page.getByText('接続しました：Astra のサービスはオンラインです')).toBeVisible();

  const language = page.getByRole('combobox', { name: '言語' });
  await expect(language).toHaveValue('ja');
  await language.selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('heading', { level: 1, name: 'Wohin geht es als Nächstes?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('region', { name: 'Reise-Werkzeuge' }).getByRole('link', { name: 'Währungsrechner' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1, name: 'Where to next?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('Japanese writes dates, times and money the Japanese way', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  // 11:00 in Tokyo is 21:00 the day before in New York, so its card names a date (on the same day it
  // says "today", as it did whenever this ran between 05:00 and 15:00 UTC).
  await context.clock.setFixedTime(new Date('2026-11-25T02:00:00Z'));
  const page = await context.newPage();
  await page.goto('/currency');
  await expect(page.getByRole('heading', { level: 1, name: '通貨換算' })).toBeVisible();
  await page.getByLabel('換算先').selectOption('JPY');
  // The rate table's date as a Japanese reader writes it, and yen grouped by thousands.
  await expect(page.getByText(/レートはおおよその目安（\d{4}年\d{1,2}月\d{1,2}日 のレート表）/)).toBeVisible();
  await page.getByRole('textbox', { name: '金額' }).fill('1000');
  await expect(page.getByRole('status', { name: '結果' })).toContainText(/¥\d{3},\d{3}/);
  await expect(page.getByLabel('換算先')).toContainText('JPY · 日本円');

  await page.goto('/world-clock');
  await expect(page.getByRole('heading', { level: 1, name: '世界時計' })).toBeVisible();
  const tokyo = page.getByRole('article', { name: 'Tokyo' });
  // 24-hour time with seconds ("15:04:05"), never the English "3:04:05 PM".
  await expect(tokyo.locator('time')).toHaveText(/^\d{1,2}:\d{2}:\d{2}$/);
  await expect(tokyo).toContainText('時差なし');
  await expect(page.getByRole('article', { name: 'New York' })).toContainText('11月24日');
  await context.close();
});

test('the chosen language is remembered on the device and comes back offline', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { level: 1, name: 'Où allons-nous ensuite ?' })).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Où allons-nous ensuite ?' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await context.close();
});

test('English is the spec’s, whatever language was chosen before', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Wohin geht es als Nächstes?' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  await page.goto('/currency');
  await expect(page.getByRole('heading', { level: 1, name: 'Currency Converter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await context.close();
});

test('a German phone reads a refusal of the server in German, said by its code', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/join#invite=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Dieser Einladungslink funktioniert nicht' })).toBeVisible();
  // The server wrote "This invite link does not work: it was stopped, or it was copied wrong. …" (invite-not-found).
  await expect(page.getByText('Er wurde gestoppt oder falsch kopiert. Bitten Sie um einen neuen.', { exact: false })).toBeVisible();
  await expect(page.getByText('it was stopped, or it was copied wrong', { exact: false })).toHaveCount(0);
  await context.close();
});
