// A long trip's plan in Chromium with a phone's CPU (4× throttle): time from navigation to the first
// day painted at /trips/{id}, and from a tap on "Move down" to the item shown in its new place, for
// a 60-day trip with 600 items beside the same 60 days with 10 items. The items are stored through
// the REST API with the page's device key and reach the device by sync, as another device's would;
// only the screen is timed. Then the same items as an .ics: build time in Node and file size.
import { chromium, type Browser, type Page } from '@playwright/test';
import { itineraryCalendar, type CalendarItem } from '../src/domain/itinerary-calendar';
import { positionsFor } from '../src/domain/itinerary-order';
import { addDays, itemTitle } from '../src/domain/itinerary-rules';
import type { ItineraryKindAndDetails } from '../src/domain/itinerary-schema';
import { deviceKeyOf } from '../tests/e2e/device';
import { chromiumArgs } from '../tests/e2e/support';
import { startServer } from '../tests/setup/server-process';
import { ensureBuilt } from './build';
import { median } from './stats';
import type { BenchRow } from './types';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const icsRuns = Number(process.env.BENCH_ICS_RUNS ?? 50);
const cpuThrottle = 4;
const tripDays = 60;
const startDate = '2027-03-01';

const heathrow = { name: 'London Heathrow Airport', code: 'LHR', timezone: 'Europe/London' };
const changi = { name: 'Singapore Changi Airport', code: 'SIN', timezone: 'Asia/Singapore' };
const paris = { name: 'Paris', code: 'paris-fr', timezone: 'Europe/Paris', country_code: 'FR', lat: 48.86, lon: 2.35 };
const lyon = { name: 'Lyon', code: 'lyon-fr', timezone: 'Europe/Paris', country_code: 'FR', lat: 45.76, lon: 4.84 };

type SeedItem = ItineraryKindAndDetails & { day: string | null; position: string };

/** An item of each kind in turn; one in ten is an idea, the rest spread over the days. Day 1 opens with two notes (the ones moved). */
export function planItems(count: number): SeedItem[] {
  const positions = positionsFor(count);
  const ideaCount = Math.floor(count / 10);
  const datedCount = count - ideaCount;
  return positions.map((position, index): SeedItem => {
    if (index >= datedCount) return { day: null, position, kind: 'activity', details: activity(`Idea ${index}`) };
    const dayIndex = index < 2 ? 0 : Math.floor((index * tripDays) / datedCount);
    const day = addDays(startDate, dayIndex);
    const next = addDays(day, 1);
    if (index < 2) return { day, position, kind: 'note', details: { text: `Note ${index}` } };
    switch (index % 5) {
      case 0:
        return {
          day,
          position,
          kind: 'flight',
          details: {
            from: heathrow,
            to: changi,
            depart_local: `${day}T21:40`,
            arrive_local: `${next}T18:05`,
            airline: 'British Airways',
            flight_number: `BA${index}`,
            terminal: '5',
            seat: '',
            confirmation: `CONF${index}`,
          },
        };
      case 1:
        return {
          day,
          position,
          kind: 'stay',
          details: {
            name: `Hotel ${index}`,
            address: `${index} Rue de Rivoli`,
            place: paris,
            check_in_local: `${day}T15:00`,
            check_out_local: `${next}T11:00`,
            confirmation: `H${index}`,
            phone: '+33 1 00 00 00 00',
          },
        };
      case 2:
        return {
          day,
          position,
          kind: 'transport',
          details: {
            mode: 'train',
            from: paris,
            to: lyon,
            depart_local: `${day}T08:10`,
            arrive_local: `${day}T10:05`,
            operator: 'SNCF',
            reference: `T${index}`,
          },
        };
      case 3:
        return { day, position, kind: 'activity', details: { ...activity(`Museum ${index}`), place: paris, start_local: `${day}T13:00` } };
      default:
        return { day, position, kind: 'note', details: { text: `Note ${index}` } };
    }
  });
}

function activity(title: string) {
  return { title, notes: '', booking_url: '' };
}

type Trip = { id: string; url: string; items: CalendarItem[]; firstTitles: [string, string] };

async function seedTrip(serverUrl: string, deviceKey: string, count: number): Promise<Trip> {
  const headers = { 'X-Device-Key': deviceKey, 'Content-Type': 'application/json' };
  const created = await fetch(`${serverUrl}/api/trips`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: `${tripDays} days, ${count} items`,
      start_date: startDate,
      end_date: addDays(startDate, tripDays - 1),
      cities: [{ name: 'Paris' }],
      notes: '',
    }),
  });
  if (created.status !== 201) throw new Error(`POST /api/trips: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const items = planItems(count);
  for (const item of items) {
    const response = await fetch(`${serverUrl}/api/trips/${id}/items`, { method: 'POST', headers, body: JSON.stringify(item) });
    if (response.status !== 201) throw new Error(`POST /api/trips/${id}/items: ${response.status} ${await response.text()}`);
  }
  const stored = (await (await fetch(`${serverUrl}/api/trips/${id}/items`, { headers })).json()) as CalendarItem[];
  return { id, url: `${serverUrl}/trips/${id}`, items: stored, firstTitles: [itemTitle(items[0]!), itemTitle(items[1]!)] };
}

// Page scripts are plain strings so the transpiler's helpers never reach the page.
const dayOneSection = `[...document.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent.startsWith('Day 1 ·'))`;
const afterPaint = `requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))`;

/**
 * Resolves `window.firstDayPainted` with the time (from navigation start) the first day and its first
 * item are on screen. Either of day 1's two notes may lead it: each timed move swaps them for good.
 */
const firstDayProbe = (titles: readonly string[]) => `
  window.firstDayPainted = new Promise((resolve) => {
    const check = () => {
      const section = ${dayOneSection};
      if (!${JSON.stringify(titles)}.includes(section?.querySelector('h3')?.textContent)) return;
      observer.disconnect();
      ${afterPaint};
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });`;

/** Taps "Move down" on day 1's first item and resolves with the milliseconds until the other item leads day 1 on screen. */
const moveDown = `new Promise((resolve) => {
  const section = ${dayOneSection};
  const first = section.querySelector('h3').textContent;
  const observer = new MutationObserver(() => {
    const now = ${dayOneSection};
    if (!now || now.querySelector('h3')?.textContent === first) return;
    observer.disconnect();
    ${afterPaint};
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  window.moveStart = performance.now();
  section.querySelector('button[aria-label="Move down"]').click();
}).then((end) => end - window.moveStart)`;

type ScreenTimes = { firstDayMs: number; moveMs: number };

async function measureScreen(browser: Browser, serverUrl: string, count: number): Promise<{ times: ScreenTimes; trip: Trip }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto(`${serverUrl}/trips`);
    const trip = await seedTrip(serverUrl, await deviceKeyOf(page), count);
    // Let sync bring every item down before timing anything.
    await page.goto(trip.url);
    await page.waitForFunction(`document.querySelectorAll('main h3').length >= ${count}`, undefined, { timeout: 180_000 });

    await context.addInitScript(firstDayProbe(trip.firstTitles));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    await loadOnce(page, trip.url); // unmeasured: warm caches and JIT
    const firstDay: number[] = [];
    const moves: number[] = [];
    for (let run = 0; run < runs; run++) {
      firstDay.push(await loadOnce(page, trip.url));
      // Wait for the whole plan (not just day 1) and the map drawn after it, so the move is timed on a settled screen.
      await page.waitForFunction(`document.querySelectorAll('main h3').length >= ${count} && document.querySelector('main [data-stop]')`);
      moves.push(await page.evaluate<number>(moveDown));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { times: { firstDayMs: median(firstDay), moveMs: median(moves) }, trip };
  } finally {
    await context.close();
  }
}

async function loadOnce(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.evaluate<number>('window.firstDayPainted');
}

function calendarTimes(trip: Trip): { ms: number; kb: number } {
  const title = { title: 'Bench trip' };
  itineraryCalendar(title, trip.items, Date.now()); // warm-up
  const times: number[] = [];
  let text = '';
  for (let run = 0; run < icsRuns; run++) {
    const start = performance.now();
    text = itineraryCalendar(title, trip.items, Date.now());
    times.push(performance.now() - start);
  }
  return { ms: median(times), kb: Buffer.byteLength(text) / 1024 };
}

const ms = (value: number) => Math.round(value * 10) / 10;

export default async function itinerary(): Promise<BenchRow[]> {
  ensureBuilt();
  // Seeding posts every item on its own from one device: the write limits would pace it, not what is measured.
  const server = await startServer({ DEVICE_WRITES_PER_MINUTE: '100000', DEVICE_RECORDS_PER_HOUR: '1000000' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const small = await measureScreen(browser, server.url, 10);
    const large = await measureScreen(browser, server.url, 600);
    const smallIcs = calendarTimes(small.trip);
    const largeIcs = calendarTimes(large.trip);
    const group = 'Itinerary';
    const within = (a: number, b: number) => a <= 2 * b;
    return [
      {
        group,
        metric: `60-day trip, 600 items: first day painted at /trips/{id}, 4× CPU throttle (median of ${runs})`,
        value: Math.round(large.times.firstDayMs),
        unit: 'ms',
        versus: `10 items: ${Math.round(small.times.firstDayMs)} ms`,
        target: '≤ 2× the 10-item trip',
        met: within(large.times.firstDayMs, small.times.firstDayMs),
      },
      {
        group,
        metric: `60-day trip, 600 items: "Move down" to the item shown in its new place, 4× CPU throttle (median of ${runs})`,
        value: Math.round(large.times.moveMs),
        unit: 'ms',
        versus: `10 items: ${Math.round(small.times.moveMs)} ms`,
        target: '≤ 2× the 10-item trip',
        met: within(large.times.moveMs, small.times.moveMs),
      },
      {
        group,
        metric: `.ics of 600 items (540 dated): build in Node (median of ${icsRuns})`,
        value: ms(largeIcs.ms),
        unit: `ms, ${Math.round(largeIcs.kb)} KB`,
        versus: `10 items: ${ms(smallIcs.ms)} ms, ${ms(smallIcs.kb)} KB`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
