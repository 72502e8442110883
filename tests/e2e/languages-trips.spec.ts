// The trip screens in the traveller's language (docs/decisions/024-languages.md): a phone set to
// Japanese plans a trip, files a boarding pass and logs an expense, all in Japanese, with dates and
// money written the Japanese way; a German phone's plan, with its long words, fits a 390 px screen.
// Screenshots at 390×844, light and dark, go to test-results/languages-trips.
import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support';

test.use({ timezoneId: 'Asia/Tokyo', actionTimeout: 10_000 });

const shots = 'test-results/languages-trips';
const phone = { width: 390, height: 844 };

/** A 1×1 PNG, as a photo of a boarding pass would be: a file the wallet keeps. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function shoot(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${shots}/${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Nothing is wider than the screen: no sideways scrolling on a phone. */
async function expectNoOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone.width);
}

test('a phone set to Japanese plans a trip, keeps a boarding pass and logs an expense, all in Japanese', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'ja-JP', viewport: phone });
  const page = await context.newPage();
  await page.goto('/trips');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'マイ旅行' })).toBeVisible();

  await page.getByRole('button', { name: '新しい旅行' }).first().click();
  const tripDialog = page.getByRole('dialog', { name: '新しい旅行' });
  await tripDialog.getByLabel('タイトル').fill('京都の秋');
  await tripDialog.getByLabel('開始日').fill('2027-06-12');
  await tripDialog.getByLabel('終了日').fill('2027-06-15');
  await expect(tripDialog.getByText('期間：3日間')).toBeVisible();
  await tripDialog.getByRole('button', { name: '旅行を保存' }).click();
  await expect(tripDialog).toBeHidden();
  await expect(page.getByText('旅行を作成しました')).toBeVisible();
  // The card's dates as a Japanese reader writes them.
  await expect(page.getByRole('list', { name: 'あなたの旅行' })).toContainText('2027年6月12日 – 2027年6月15日');

  await page.getByRole('link', { name: '京都の秋のプランを開く' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '京都の秋' })).toBeVisible();
  await expect(page.getByText('2027年6月12日(土)～6月15日(火)')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1日目 · 6月12日(土)' })).toBeVisible();

  // A flight, added through the Japanese form.
  await page.getByRole('button', { name: '予定を追加' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'プランに追加' });
  // Sent empty, the form says what is missing in Japanese, under each field.
  await itemDialog.getByRole('button', { name: 'プランに追加' }).click();
  await expect(itemDialog.getByText('入力してください。').first()).toBeVisible();
  await expect(itemDialog.getByText('日付と時刻の両方を入力してください。').first()).toBeVisible();
  await itemDialog.getByRole('combobox', { name: '出発空港' }).fill('HND');
  await itemDialog
    .getByRole('option', { name: /^HND · / })
    .first()
    .click();
  await itemDialog.getByRole('combobox', { name: '到着空港' }).fill('ITM');
  await itemDialog
    .getByRole('option', { name: /^ITM · / })
    .first()
    .click();
  await itemDialog.getByLabel('便名').fill('NH15');
  await itemDialog.getByLabel('出発（現地時刻）の日付').fill('2027-06-12');
  await itemDialog.getByLabel('出発（現地時刻）の時刻').fill('08:00');
  await itemDialog.getByLabel('到着（現地時刻）の日付').fill('2027-06-12');
  await itemDialog.getByLabel('到着（現地時刻）の時刻').fill('09:10');
  await itemDialog.getByRole('button', { name: 'プランに追加' }).click();
  await expect(itemDialog).toBeHidden();
  const day1 = page.getByRole('list', { name: '1日目のプラン' });
  await expect(day1.getByRole('heading', { level: 3, name: 'フライト NH15 HND → ITM' })).toBeVisible();
  await expect(day1).toContainText('1時間10分');
  await expect(page.getByRole('button', { name: '上へ' }).first()).toBeVisible();
  await expectNoOverflow(page);
  await shoot(page, 'ja-plan');

  // The wallet: a boarding pass filed under its Japanese kind, its size in Japanese units.
  await page.getByRole('link', { name: 'ウォレット' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ウォレット' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '書類はまだありません' })).toBeVisible();
  await page.getByRole('button', { name: '書類を追加' }).first().click();
  const docDialog = page.getByRole('dialog', { name: '書類を追加' });
  await docDialog.getByLabel('ファイルを選択').setInputFiles({ name: 'NH15.png', mimeType: 'image/png', buffer: png });
  await docDialog.getByLabel('タイトル').fill('搭乗券 NH15');
  await docDialog.getByLabel('対象').selectOption({ label: 'フライト NH15 HND → ITM' });
  await docDialog.getByRole('button', { name: 'ウォレットに追加' }).click();
  await expect(docDialog).toBeHidden();
  await expect(page.getByText('「搭乗券 NH15」をウォレットに追加しました')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '搭乗券' })).toBeVisible();
  await expect(page.getByRole('button', { name: '搭乗券 NH15を開く' })).toBeVisible();
  await expect(page.getByText(/^この端末内：この旅行で1 KB$/)).toBeVisible();
  await expectNoOverflow(page);
  await shoot(page, 'ja-wallet');

  // Expenses: yen is the home currency of a Japanese phone, written ¥1,200; the day in Japanese.
  await page.getByRole('link', { name: 'プランに戻る' }).click();
  await page.getByRole('link', { name: '費用' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '費用' })).toBeVisible();
  await expect(page.getByLabel('基準通貨')).toHaveValue('JPY');
  await page.getByRole('button', { name: '費用を追加' }).click();
  const expenseDialog = page.getByRole('dialog', { name: '費用を追加' });
  await expect(expenseDialog.getByLabel('通貨')).toContainText('JPY · 日本円');
  await expenseDialog.getByRole('textbox', { name: '金額', exact: true }).fill('1200');
  await expenseDialog.getByLabel('内容').fill('ラーメン');
  await expenseDialog.getByRole('button', { name: '費用を追加' }).click();
  await expect(expenseDialog).toBeHidden();
  await expect(page.getByText('費用を追加しました')).toBeVisible();
  await expect(page.getByLabel('合計支出 ¥1,200')).toBeVisible();
  await expect(page.getByRole('region', { name: '2027年6月12日(土)' })).toContainText('ラーメン');
  await expect(page.getByRole('region', { name: '2027年6月12日(土)' })).toContainText('あなたが支払い');
  await expect(page.getByRole('list', { name: 'カテゴリ別' })).toContainText('飲食');
  await expectNoOverflow(page);
  await shoot(page, 'ja-expenses');
  await context.close();
});

test('a German phone’s plan, with its long words, fits a 390 px screen', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'de-DE', viewport: phone });
  const page = await context.newPage();
  await page.goto('/trips');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Neue Reise' }).first().click();
  const tripDialog = page.getByRole('dialog', { name: 'Neue Reise' });
  await tripDialog.getByLabel('Titel').fill('Sommer in Lissabon');
  await tripDialog.getByLabel('Startdatum').fill('2027-06-12');
  await tripDialog.getByLabel('Enddatum').fill('2027-06-15');
  await tripDialog.getByRole('button', { name: 'Reise speichern' }).click();
  await expect(tripDialog).toBeHidden();
  await page.getByRole('link', { name: 'Plan von Sommer in Lissabon öffnen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sommer in Lissabon' })).toBeVisible();
  await expect(page.getByText('Sa., 12. – Di., 15. Juni 2027')).toBeVisible();

  // A stay, whose check-in and check-out lines are the longest in German.
  await page.getByRole('button', { name: 'Zu Tag 1 hinzufügen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Zum Plan hinzufügen' });
  await dialog.getByText('Unterkunft', { exact: true }).click();
  await dialog.getByLabel('Name', { exact: true }).fill('Pousada de Lisboa');
  await dialog.getByRole('combobox', { name: 'Stadt' }).fill('Lisbon');
  await dialog
    .getByRole('option', { name: /^Lisbon/ })
    .first()
    .click();
  await dialog.getByLabel('Check-in (Ortszeit): Datum').fill('2027-06-12');
  await dialog.getByLabel('Check-in (Ortszeit): Uhrzeit').fill('15:00');
  await dialog.getByLabel('Check-out (Ortszeit): Datum').fill('2027-06-15');
  await dialog.getByLabel('Check-out (Ortszeit): Uhrzeit').fill('11:00');
  await dialog.getByRole('button', { name: 'Zum Plan hinzufügen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: 'Unterkunft: Pousada de Lisboa' })).toBeVisible();
  await expect(page.getByText('3 Nächte')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Unterkunft, Tag 2' })).toContainText('Unterkunft: Pousada de Lisboa · Nacht 2 von 3');
  await expectNoOverflow(page);
  await shoot(page, 'de-plan');

  await page.getByRole('link', { name: 'Ausgaben' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ausgaben' })).toBeVisible();
  await expectNoOverflow(page);
  await shoot(page, 'de-expenses');
  await page.goto(page.url().replace(/\/expenses$/, '/wallet'));
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expectNoOverflow(page);
  await shoot(page, 'de-wallet');
  await context.close();
});

test('Your devices in German, its longest words, fits a 390 px screen', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'de-DE', viewport: phone });
  const page = await context.newPage();
  await page.goto('/devices');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Geräte' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Wiederherstellungscode' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Code anzeigen' })).toBeVisible();
  await page.getByText('Mit einem Wiederherstellungscode wiederherstellen').click();
  await expectNoOverflow(page);
  await shoot(page, 'de-devices');
  await context.close();
});
