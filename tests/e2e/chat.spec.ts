// The chat with Astra in Chromium, against the real server and its engine: the way a traveller
// asks, books through a partner (faked: nothing leaves the machine), lets Agent Mode plan a trip,
// and keeps asking with no connection.
import { expect, test, type Page } from '@playwright/test';
import { chatFailureReply, chatFailureToast } from '../../src/domain/astra/chat-protocol';
import { cityLoadedEvent, type CityLoadedDetail } from '../../src/lib/app-events';
import { fakeTheInternet, partnerHosts, waitForApp, waitForServiceWorker } from './support';

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message Astra' });
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation with Astra' });
const messages = (page: Page) => conversation(page).getByRole('article');
const lastMessage = (page: Page) => messages(page).last();

async function ask(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

/** Opens /assistant and waits until the app has taken over its prerendered frame (the greeting is in both). */
async function openAssistant(page: Page) {
  await page.goto('/assistant');
  await waitForApp(page);
}

async function announceCity(page: Page, detail: CityLoadedDetail) {
  await page.evaluate(([name, city]) => window.dispatchEvent(new CustomEvent(name, { detail: city })), [cityLoadedEvent, detail] as const);
}

test('Astra greets, and each quick chip fills in an example to edit without sending it', async ({ page }) => {
  await openAssistant(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Astra Assistant' })).toBeVisible();
  await expect(messages(page)).toHaveCount(1);
  await expect(lastMessage(page)).toContainText("Hi, I'm Astra, your travel concierge.");
  await expect(page.getByRole('switch', { name: 'Agent Mode' })).toHaveAttribute('aria-checked', 'false');
  await expect(
    page.getByText('Astra may add trips, plan items, alerts, packing lists and clocks for you. It never books or pays.'),
  ).toBeVisible();

  for (const [chip, starter] of [
    ['Find Flights', 'Find flights from London to Tokyo next Friday'],
    ['Book Hotel', 'Find a hotel in Lisbon 10-15 March for 2 guests'],
    ['Explore Cities', 'Tell me about Barcelona'],
    ['Plan Trip', 'Plan a trip to Rome 3-7 May'],
  ] as const) {
    await page.getByRole('button', { name: chip }).click();
    await expect(messageBox(page)).toHaveValue(starter);
    await expect(messageBox(page)).toBeFocused();
  }
  await page.keyboard.type(' for 2');
  await expect(messageBox(page)).toHaveValue('Plan a trip to Rome 3-7 May for 2');
  await expect(messages(page)).toHaveCount(1);
});

test('Enter sends; the answer offers Aviasales, which opens with our marker (the server never lets partners be framed: a new tab)', async ({
  page,
  context,
  baseURL,
}) => {
  const outside = await fakeTheInternet(context, baseURL);
  await openAssistant(page);
  await page.getByRole('button', { name: 'Find Flights' }).click();
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).toHaveValue('');
  await expect(messages(page).nth(1)).toContainText('Find flights from London to Tokyo next Friday');
  await expect(messages(page).nth(1)).toContainText('You');
  const answer = messages(page).nth(2);
  await expect(answer).toContainText('Astra');
  await expect(answer).toContainText('London');
  await expect(answer.locator('time')).toHaveCount(1);

  const popupPromise = context.waitForEvent('page');
  await answer.getByRole('button', { name: 'Flights to Tokyo · Aviasales' }).click();
  await expect(page.getByRole('dialog', { name: /Aviasales/ })).toBeVisible();
  const popup = await popupPromise;
  await popup.waitForURL(partnerHosts);
  const url = new URL(popup.url());
  expect(url.pathname).toMatch(/LON\d{4}TYO/);
  expect(url.searchParams.get('marker')).toMatch(/\.astra_flight$/);
  expect(
    outside.every((address) => partnerHosts.test(address)),
    outside.join('\n'),
  ).toBe(true);
});

test('Shift+Enter writes a new line, and blank text cannot be sent', async ({ page }) => {
  await openAssistant(page);
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await messageBox(page).fill('   ');
  await messageBox(page).press('Enter');
  await expect(send).toBeDisabled();

  await messageBox(page).fill('Flights to Rome');
  await messageBox(page).press('Shift+Enter');
  await page.keyboard.type('for two people');
  await expect(messageBox(page)).toHaveValue('Flights to Rome\nfor two people');
  await expect(send).toBeEnabled();
  await expect(messages(page)).toHaveCount(1);
});

test('a city card opens that city in the explorer', async ({ page }) => {
  await openAssistant(page);
  await page.getByRole('button', { name: 'Explore Cities' }).click();
  await messageBox(page).press('Enter');
  const card = lastMessage(page).getByRole('region', { name: 'Barcelona at a glance' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: /Open city guide/ }).click();
  await expect(page).toHaveURL(/\/cities\?city=barcelona-es$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Barcelona' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Search' })).toBeVisible();
});

test('a city opened in the explorer adds a message about it', async ({ page }) => {
  await openAssistant(page);
  await expect(messages(page)).toHaveCount(1);
  await announceCity(page, { slug: 'lisbon-pt', name: 'Lisbon', country: 'Portugal', country_code: 'PT', curated: true });
  await expect(lastMessage(page)).toContainText("You're looking at Lisbon, Portugal. Ask me about flights, hotels or things to do there.");
  await expect(lastMessage(page).locator('strong')).toHaveText('Lisbon');
});

test('markup in a message shows as text and never runs', async ({ page }) => {
  await openAssistant(page);
  const attack = '<img src=x onerror="window.__chatPwned=1"> **hi** <script>window.__chatPwned=2</script>';
  await ask(page, attack);
  await expect(messages(page).nth(1).getByText(attack, { exact: true })).toBeVisible();
  await expect(messages(page)).toHaveCount(3);
  await announceCity(page, {
    slug: 'x',
    name: '<img src=y onerror="window.__chatPwned=3">',
    country: '<b>Nowhere</b>',
    country_code: 'XX',
    curated: false,
  });
  await expect(lastMessage(page)).toContainText('<img src=y onerror="window.__chatPwned=3">, <b>Nowhere</b>');
  await expect(conversation(page).locator('img, script, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __chatPwned?: number }).__chatPwned)).toBeUndefined();
});

test('Agent Mode plans a trip: the change shows with Undo, and the trip is on My Trips', async ({ page }) => {
  await openAssistant(page);
  const agentMode = page.getByRole('switch', { name: 'Agent Mode' });
  await agentMode.click();
  await expect(agentMode).toHaveAttribute('aria-checked', 'true');

  await ask(page, 'Plan a trip to Paris 10-12 June');
  const parisChange = lastMessage(page).getByRole('region', { name: 'Agent Mode change' });
  await expect(parisChange).toContainText(/Trip “Weekend in Paris” added, \d{4}-06-10 to \d{4}-06-12/);
  await parisChange.getByRole('button', { name: /^Undo/ }).click();
  await expect(parisChange).toContainText('Undone');
  await expect(parisChange.getByRole('button', { name: /^Undo/ })).toHaveCount(0);

  await ask(page, 'Plan a trip to Rome 3-7 May');
  const romeChange = lastMessage(page).getByRole('region', { name: 'Agent Mode change' });
  await expect(romeChange).toContainText('Trip “Rome trip” added');
  await expect(romeChange.getByRole('button', { name: /^Undo/ })).toBeVisible();
  await romeChange.getByRole('link', { name: 'Open My Trips' }).click();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByRole('heading', { name: 'Rome trip' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Weekend in Paris' })).toHaveCount(0);
});

test("Agent Mode adds a flight to the trip covering its day: the card's link opens the trip with it, and Undo removes it", async ({
  page,
  context,
}) => {
  await openAssistant(page);
  await page.getByRole('switch', { name: 'Agent Mode' }).click();
  await ask(page, 'Plan a trip to Singapore 10-20 March');
  await expect(lastMessage(page).getByRole('region', { name: 'Agent Mode change' })).toContainText('A week in Singapore');

  await ask(page, 'add my flight BA15 from LHR to SIN on 12 March at 21:40, arriving 13 March at 18:05');
  const change = lastMessage(page).getByRole('region', { name: 'Agent Mode change' });
  await expect(change).toContainText('Flight BA15 LHR → SIN added to A week in Singapore');
  const tripLink = change.getByRole('link', { name: 'Open the trip' });
  const href = await tripLink.getAttribute('href');
  expect(href).toMatch(/^\/trips\/[0-9a-f-]{36}$/);

  // The card's link opened in a second tab of the same browser, so the chat keeps its card for Undo.
  const [tripPage] = await Promise.all([context.waitForEvent('page'), tripLink.click({ modifiers: ['ControlOrMeta'] })]);
  await expect(tripPage).toHaveURL(new RegExp(`${href}$`));
  const flight = tripPage.getByText('Flight BA15 LHR → SIN');
  await expect(flight).toBeVisible();

  await change.getByRole('button', { name: /^Undo/ }).click();
  await expect(change).toContainText('Undone');
  await tripPage.reload();
  await expect(tripPage.getByRole('heading', { name: 'A week in Singapore' })).toBeVisible();
  await expect(flight).toHaveCount(0);
});

test.describe('with the chat API intercepted', () => {
  // Page-level interception must see the page's own request, not the service worker's.
  test.use({ serviceWorkers: 'block' });

  test("shows 'Astra is thinking...' while the answer is on its way, and blocks sending until it arrives", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let chatRequests = 0;
    await page.route('**/api/chat', async (route) => {
      chatRequests++;
      await released;
      await route.continue();
    });
    await openAssistant(page);
    await ask(page, 'What time is it in Tokyo?');
    await expect(page.getByText('Astra is thinking...')).toBeVisible();
    await messageBox(page).fill('And in Sydney?');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await messageBox(page).press('Enter');
    await expect(messageBox(page)).toHaveValue('And in Sydney?');
    release();
    await expect(lastMessage(page).getByRole('region', { name: 'Time in Tokyo' })).toBeVisible();
    await expect(page.getByText('Astra is thinking...')).toBeHidden();
    expect(chatRequests).toBe(1);
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  test('a server error gives the toast and the apology, and the text is back in the box', async ({ page }) => {
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } }),
    );
    await openAssistant(page);
    await ask(page, 'Hotels in Lisbon next weekend');
    await expect(page.getByText(chatFailureToast)).toBeVisible();
    await expect(lastMessage(page)).toContainText(chatFailureReply);
    await expect(messages(page).nth(1)).toContainText('Not sent');
    await expect(messageBox(page)).toHaveValue('Hotels in Lisbon next weekend');
  });
});

test('offline, Astra answers from the device, and a question it cannot answer is sent when the connection returns', async ({
  page,
  context,
}) => {
  await openAssistant(page);
  await waitForServiceWorker(page);
  await expect(messages(page)).toHaveCount(1);
  await context.setOffline(true);
  await expect(page.getByText('Offline: answering from this device')).toBeVisible();

  await ask(page, 'What time is it in Tokyo?');
  await expect(lastMessage(page).getByRole('region', { name: 'Time in Tokyo' })).toBeVisible();
  await expect(lastMessage(page).getByText('Answered offline')).toBeVisible();

  // Any country's facts and any airport come with the app (world.json, airports.json, precached).
  await ask(page, 'what currency do they use in norway');
  await expect(lastMessage(page)).toContainText('Norwegian Krone (NOK');
  await expect(lastMessage(page).getByText('Answered offline')).toBeVisible();
  await ask(page, 'nearest airport to salzburg');
  await expect(lastMessage(page)).toContainText('SZG');
  // So do the towns travellers ask about, however small (Giethoorn, known by eleven names abroad).
  await ask(page, 'nearest airport to giethoorn');
  await expect(lastMessage(page)).toContainText('LEY Lelystad Airport, 49 km');

  // A small town known by few names abroad is on no list the device holds.
  await ask(page, 'nearest airport to hvar');
  await expect(lastMessage(page)).toContainText("I can send your question when you're back online.");
  await lastMessage(page).getByRole('button', { name: 'Send when online' }).click();
  const question = messages(page).filter({ hasText: 'nearest airport to hvar' }).first();
  await expect(question.getByText('Waiting for connection')).toBeVisible();
  const countWhileOffline = await messages(page).count();

  await context.setOffline(false);
  await expect(messages(page)).toHaveCount(countWhileOffline + 1, { timeout: 15_000 });
  await expect(lastMessage(page)).toContainText('Sent when you were back online: “nearest airport to hvar”');
  await expect(lastMessage(page)).toContainText('Croatia');
  await expect(lastMessage(page).getByText('Answered offline')).toHaveCount(0);
  await expect(question.getByText('Waiting for connection')).toHaveCount(0);
});

test('a question queued offline survives a reload and goes out once, when the connection returns; the kiosk never shows it', async ({
  page,
  context,
}) => {
  await openAssistant(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await ask(page, 'nearest airport to hvar');
  await lastMessage(page).getByRole('button', { name: 'Send when online' }).click();
  await expect(messages(page).filter({ hasText: 'nearest airport to hvar' }).first().getByText('Waiting for connection')).toBeVisible();

  // The app is closed and opened again, still with no connection.
  await page.reload();
  await waitForApp(page);
  const question = messages(page).filter({ hasText: 'nearest airport to hvar' });
  await expect(question).toHaveCount(1);
  await expect(question.getByText('Waiting for connection')).toBeVisible();

  // A shared tablet in the same browser shows nothing of it.
  const kiosk = await context.newPage();
  await kiosk.goto('/kiosk');
  await expect(kiosk.getByRole('log', { name: 'Conversation with Astra' })).toContainText("Hi, I'm Astra");
  await expect(kiosk.getByText('nearest airport to hvar')).toHaveCount(0);
  await kiosk.close();

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chat')) asked.push(String(request.postDataJSON()?.message));
  });
  await context.setOffline(false);
  await expect(lastMessage(page)).toContainText('Sent when you were back online: “nearest airport to hvar”', { timeout: 15_000 });
  await expect(lastMessage(page)).toContainText('Croatia');
  await expect(question.getByText('Waiting for connection')).toHaveCount(0);

  // Answered once: another reload finds nothing waiting and sends nothing again.
  await page.reload();
  await waitForApp(page);
  await expect(messages(page)).toHaveCount(1);
  // A question still waiting would be read back from IndexedDB and sent after the chat's resume
  // pause (500 ms); nothing on screen marks "nothing came back", so only a wait past that pause can
  // show that nothing is sent again.
  await page.waitForTimeout(1_000);
  expect(asked).toEqual(['nearest airport to hvar']);
});

test('Home has Astra in its Ask Astra section, loaded when the section comes near', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const section = page.getByRole('region', { name: 'Ask Astra' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('log', { name: 'Conversation with Astra' })).toContainText("Hi, I'm Astra");
  await ask(page, 'What time is it in Tokyo?');
  await expect(section.getByRole('region', { name: 'Time in Tokyo' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Open full screen' })).toHaveAttribute('href', '/assistant');
});
