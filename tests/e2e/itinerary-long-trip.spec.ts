// A long trip's plan in Chromium (40 days, 200 items, stored through the API and brought down by
// sync): the screen renders its first days first and the rest after, so this checks that nothing
// is lost on the way: a far day's items are there when scrolled to and can be moved, and printing
// at once prints every day.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays } from '../../src/domain/itinerary-rules';
import { deviceKeyOf } from './device';

const tripDays = 40;
const perDay = 5;
const startDate = '2027-05-01';

async function seedLongTrip(page: Page, request: APIRequestContext): Promise<string> {
  await page.goto('/trips');
  const headers = { 'X-Device-Key': await deviceKeyOf(page) };
  // Away from the app while the trip is stored, so no sync brings down half of it (on a busy machine
  // the first sync could land mid-way, and the rest would arrive after the test had scrolled).
  await page.goto('about:blank');
  const trip = await request.post('/api/trips', {
    headers,
    data: {
      title: 'Forty days in Japan',
      start_date: startDate,
      end_date: addDays(startDate, tripDays - 1),
      cities: [{ name: 'Tokyo' }],
      notes: '',
    },
  });
  expect(trip.status()).toBe(201);
  const tripId = ((await trip.json()) as { id: string }).id;
  const requests = Array.from({ length: tripDays * perDay }, (_, index) => {
    const day = Math.floor(index / perDay);
    const text = `Day ${day + 1} note ${(index % perDay) + 1}`;
    const position = `a${String(index).padStart(4, '0')}`;
    return request.post(`/api/trips/${tripId}/items`, {
      headers,
      data: { day: addDays(startDate, day), kind: 'note', details: { text }, position },
    });
  });
  for (const response of await Promise.all(requests)) expect(response.status()).toBe(201);
  return tripId;
}

test.use({ timezoneId: 'Asia/Tokyo' });

test("a far day's items are there when the traveller scrolls to them, and can be moved from there", async ({ page, request }) => {
  const tripId = await seedLongTrip(page, request);
  await page.goto(`/trips/${tripId}`);
  await expect(page.getByRole('heading', { level: 3, name: 'Day 1 note 1' })).toBeVisible({ timeout: 20_000 });

  const lastDay = page.getByRole('region', { name: /^Day 40 · / });
  await lastDay.scrollIntoViewIfNeeded();
  await expect(lastDay.getByRole('heading', { level: 3 })).toHaveText([
    'Day 40 note 1',
    'Day 40 note 2',
    'Day 40 note 3',
    'Day 40 note 4',
    'Day 40 note 5',
  ]);
  await expect(lastDay.getByText('Day 40 note 5')).toBeInViewport();
  // Every item of the trip is in the page, for find-in-page and screen readers.
  await expect(page.getByRole('heading', { level: 3, name: /^Day \d+ note \d$/ })).toHaveCount(tripDays * perDay);

  // Until it is reached, "Move to…" is a light button; a press turns it into the select, focused.
  const moveTo = lastDay.getByRole('listitem').filter({ hasText: 'Day 40 note 5' }).getByLabel('Move to…');
  await expect(moveTo).toHaveRole('button');
  await moveTo.click();
  await expect(moveTo).toHaveRole('combobox');
  await expect(moveTo).toBeFocused();
  await moveTo.selectOption({ label: 'Day 1 · Sat 1 May' });
  await expect(lastDay.getByRole('heading', { level: 3 })).toHaveCount(4);
  const firstDay = page.getByRole('region', { name: /^Day 1 · / });
  await expect(firstDay.getByRole('heading', { level: 3 })).toHaveText([
    'Day 1 note 1',
    'Day 1 note 2',
    'Day 1 note 3',
    'Day 1 note 4',
    'Day 1 note 5',
    'Day 40 note 5',
  ]);
});

test('printed as soon as it opens, a long plan prints every day with its items', async ({ page, request }) => {
  const tripId = await seedLongTrip(page, request);
  await page.goto(`/trips/${tripId}`);
  await expect(page.getByRole('heading', { level: 3, name: 'Day 1 note 1' })).toBeVisible({ timeout: 20_000 });

  await page.emulateMedia({ media: 'print' });
  const days = page.getByRole('heading', { level: 2, name: /^Day \d+ · / });
  await expect(days).toHaveCount(tripDays);
  await expect(days.last()).toHaveText('Day 40 · Wed 9 Jun');
  await expect(page.getByText('Day 40 note 5')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Day \d+ note \d$/ })).toHaveCount(tripDays * perDay);
});
