// Lighthouse (mobile preset) against the built app served by the real server, in Debian's Chromium:
// every screen, the median of LIGHTHOUSE_RUNS runs (3 unless set), with total blocking time and the
// response time of one scripted interaction on the same 4×-throttled CPU. No network leaves the machine.
// LIGHTHOUSE_PAGES=/,/trips narrows the screens, e.g. while working on one. LIGHTHOUSE_DISTS=dist,dist-main
// measures several builds already made (each folder a build, e.g. before and after a change) in turn,
// run by run, so a busy machine weighs on each alike. The audits that keep a category under its
// target are named beside the scores; the longest main-thread task is Lighthouse's own (long-tasks).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../tests/e2e/support';
import path from 'node:path';
import { ensureBuilt } from './build';
import { rootDir } from '../scripts/paths';
import { startServer } from '../tests/setup/server-process';
import { median } from './stats';
import { themeStorageKey } from '../src/lib/theme';
import type { BenchRow } from './types';
import { makeTripThroughApp } from './trip-on-device';

/** A trip id no device has: the trip screens show their "not on this device" state, with their chunks loaded. */
const tripPath = '/trips/bench-trip';

/** Each screen and something a traveller does there first (the footer's theme switch where nothing else fits). */
const screens: Record<string, (page: Page) => Promise<void>> = {
  '/': (page) => page.getByRole('group', { name: 'Theme' }).getByText('Dark').click(),
  '/assistant': (page) => page.getByRole('textbox', { name: 'Message Astra' }).pressSequentially('Rome', { delay: 50 }),
  '/cities': (page) => page.getByRole('combobox').first().pressSequentially('Lis', { delay: 50 }),
  '/trips': (page) => page.getByRole('button', { name: 'New Trip' }).click(),
  [tripPath]: (page) => page.getByRole('group', { name: 'Theme' }).getByText('Dark').click(),
  [`${tripPath}/wallet`]: (page) => page.getByRole('group', { name: 'Theme' }).getByText('Dark').click(),
  [`${tripPath}/expenses`]: (page) => page.getByRole('group', { name: 'Theme' }).getByText('Dark').click(),
  '/currency': (page) => page.getByRole('button', { name: '500' }).click(),
  '/world-clock': (page) => page.getByRole('combobox', { name: 'Add a city' }).pressSequentially('par', { delay: 50 }),
  '/price-alerts': (page) => page.getByRole('button', { name: 'New Alert' }).click(),
  '/packing-list': (page) => page.getByRole('button', { name: 'Generate List' }).click(),
  '/devices': (page) => page.getByRole('button', { name: 'Show a code' }).click(),
};
/**
 * The trip screens again as their traveller opens them: the trip made on this browser beforehand
 * through the app (so storage and the service worker are kept, as on an installed phone), the page
 * then loaded afresh. Each with what they do there first.
 */
const tripOnDeviceScreens: Record<string, (page: Page) => Promise<void>> = {
  '': (page) => page.getByRole('button', { name: 'Add item' }).click(),
  '/wallet': (page) => page.getByRole('group', { name: 'Theme' }).getByText('Dark').click(),
  '/expenses': (page) => page.getByRole('group', { name: 'Theme' }).getByText('Dark').click(),
};

const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 } as const;
type Category = keyof typeof targets;

/** The longest response (input to next paint, Event Timing) of the scripted interaction, on a 4× slower CPU. */
async function interactionMs(page: Page, path: string, interact: (page: Page) => Promise<void>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  await page.locator('#root:not([inert])').waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    const state = window as unknown as { longestEvent: number };
    state.longestEvent = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) state.longestEvent = Math.max(state.longestEvent, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  await interact(page);
  await page.waitForTimeout(1_000);
  const longest = await page.evaluate(() => (window as unknown as { longestEvent: number }).longestEvent);
  await cdp.detach();
  return longest;
}

type RunResult = { scores: Record<Category, number>; tbt: number; lcp: number; longestTask: number; failing: Set<string> };

/**
 * What a first visit starts without. Lighthouse's own reset keeps IndexedDB and localStorage (so a
 * signed-in page stays signed in), which would make every screen after the first a device that already
 * runs the app: its database and marks would change what the trip frames show (decision 009).
 */
const firstVisitClears = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb', 'local_storage'] as const;

async function lighthouseRun(port: number, url: string, keepStorage = false): Promise<RunResult | undefined> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(targets),
      disableStorageReset: keepStorage,
      clearStorageTypes: [...firstVisitClears],
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // A run that errs (no paint in time on a busy machine) scores 0 or null: counted apart, not in the medians.
  if (result.lhr.runtimeError || !result.lhr.categories.performance?.score) return undefined;
  const failing = new Set<string>();
  for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of result.lhr.categories[id]?.auditRefs ?? []) {
      const audit = result.lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(`${id}: ${ref.id}`);
    }
  }
  const longTasks = (result.lhr.audits['long-tasks']?.details as { items?: Array<{ duration: number }> } | undefined)?.items ?? [];
  return {
    scores: Object.fromEntries(Object.keys(targets).map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)])) as Record<
      Category,
      number
    >,
    tbt: result.lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    lcp: result.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    longestTask: Math.max(0, ...longTasks.map((task) => task.duration)),
    failing,
  };
}

/** The two rows of a screen: its scores against the targets, and its blocking time, paint, longest task and interaction. */
function rowsOf(name: string, done: RunResult[], failed: number, interaction: number): BenchRow[] {
  const scores = Object.fromEntries(
    (Object.keys(targets) as Category[]).map((id) => [id, median(done.map((result) => result.scores[id]))]),
  ) as Record<Category, number>;
  const missed = (Object.keys(targets) as Category[]).filter((id) => scores[id] < targets[id]);
  const failing = [...new Set(done.flatMap((result) => [...result.failing]))];
  const tbt = median(done.map((result) => result.tbt));
  return [
    {
      group: 'Lighthouse (mobile)',
      metric: `${name} perf / a11y / best practices / SEO (median of ${done.length}: ${done.map((result) => result.scores.performance).join(', ')}${failed ? `; ${failed} failed` : ''})`,
      value: `${scores.performance} / ${scores.accessibility} / ${scores['best-practices']} / ${scores.seo}`,
      versus: [missed.length ? `below target: ${missed.join(', ')}` : '', failing.length ? `audits not passed: ${failing.join(', ')}` : '']
        .filter(Boolean)
        .join('; '),
      target: '≥ 95 / 100 / 100 / ≥ 95',
      met: missed.length === 0,
    },
    {
      group: 'Lighthouse (mobile)',
      metric: `${name} total blocking time / LCP / longest task (median) / interaction (4× CPU)`,
      value: `${Math.round(tbt)} / ${Math.round(median(done.map((result) => result.lcp)))} / ${Math.round(median(done.map((result) => result.longestTask)))} / ${interaction ? Math.round(interaction) : '< 16'}`,
      unit: 'ms',
      target: 'TBT ≤ 200, interaction ≤ 200',
      met: tbt <= 200 && interaction <= 200,
    },
  ];
}

/** Makes a trip through the app in the browser's own profile (the one Lighthouse loads pages in); answers its path. */
async function makeTripOnDevice(port: number, baseUrl: string): Promise<string> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const tripPath = await makeTripThroughApp(page, baseUrl);
    await page.close();
    return tripPath;
  } finally {
    await browser.close();
  }
}

/** The interaction on a screen that needs this browser profile's storage: in its default context, the theme left as it was. */
async function interactionOnDeviceMs(port: number, url: string, interact: (page: Page) => Promise<void>): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    const longest = await interactionMs(page, url, interact);
    await page.evaluate((key) => localStorage.removeItem(key), themeStorageKey);
    await page.close();
    return longest;
  } finally {
    await browser.close();
  }
}

export default async function lighthouseBench(): Promise<BenchRow[]> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const dists = process.env.LIGHTHOUSE_DISTS?.split(',');
  if (!dists) ensureBuilt();
  const paths = Object.keys(screens).filter((path) => !only || only.includes(path));
  const servers = [];
  for (const dist of dists ?? ['']) servers.push(await startServer(dist ? { ASTRA_DIST_DIR: path.resolve(rootDir, dist) } : {}));
  const builds = servers.map((server, index) => ({ server, label: dists ? ` [${dists[index]}]` : '' }));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumArgs,
  });
  const rows: BenchRow[] = [];
  try {
    for (const screenPath of paths) {
      const results = builds.map(() => ({ runs: [] as RunResult[], failed: 0 }));
      for (let run = 0; run < runs; run++) {
        for (const [index, build] of builds.entries()) {
          const result = await lighthouseRun(chrome.port, build.server.url + screenPath);
          if (result) results[index]!.runs.push(result);
          else results[index]!.failed++;
        }
      }
      for (const [index, build] of builds.entries()) {
        const { runs: done, failed } = results[index]!;
        const name = `${screenPath}${build.label}`;
        if (done.length === 0) {
          rows.push({ group: 'Lighthouse (mobile)', metric: `${name}: every run failed`, value: '–', met: false });
          continue;
        }
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        let interaction: number;
        try {
          const context = await browser.newContext({ baseURL: build.server.url, viewport: { width: 412, height: 823 } });
          interaction = await interactionMs(await context.newPage(), screenPath, screens[screenPath]!);
          await context.close();
        } finally {
          await browser.close();
        }
        rows.push(...rowsOf(name, done, failed, interaction));
      }
    }
    // The trip screens with the trip on the device. They keep storage, so they come last: the runs
    // above clear all of it before each page (firstVisitClears).
    if (!only || only.includes('trip-on-device')) {
      for (const build of builds) {
        const onDevice = await makeTripOnDevice(chrome.port, build.server.url);
        for (const [suffix, interact] of Object.entries(tripOnDeviceScreens)) {
          const done: RunResult[] = [];
          let failed = 0;
          for (let run = 0; run < runs; run++) {
            const result = await lighthouseRun(chrome.port, build.server.url + onDevice + suffix, true);
            if (result) done.push(result);
            else failed++;
          }
          const name = `${suffix ? `its ${suffix.slice(1)}` : "a trip's plan"}, the trip on the device (a visit after the first)${build.label}`;
          if (done.length === 0) {
            rows.push({ group: 'Lighthouse (mobile)', metric: `${name}: every run failed`, value: '–', met: false });
            continue;
          }
          rows.push(
            ...rowsOf(name, done, failed, await interactionOnDeviceMs(chrome.port, build.server.url + onDevice + suffix, interact)),
          );
        }
      }
    }
  } finally {
    chrome.kill();
    for (const server of servers) await server.stop();
  }
  return rows;
}
