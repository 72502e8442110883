// Offline cold start: navigation to first contentful paint with the network off and the service
// worker warm, in Chromium. Versus: a first visit online with no service worker (fresh profile).
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { chromiumArgs, waitForServiceWorker } from '../tests/e2e/support';
import { ensureBuilt } from './build';
import { startServer } from '../tests/setup/server-process';
import { median } from './stats';
import type { BenchRow } from './types';

const runs = Number(process.env.BENCH_RUNS ?? 7);

async function firstContentfulPaint(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const entry = performance.getEntriesByName('first-contentful-paint')[0];
        if (entry) return resolve(entry.startTime);
        new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({ type: 'paint', buffered: true });
      }),
  );
  await page.close();
  return fcp;
}

async function measure(browser: Browser, url: string, offline: boolean): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    if (offline) {
      const warmup = await context.newPage();
      await warmup.goto(url);
      await waitForServiceWorker(warmup);
      await warmup.close();
      await context.setOffline(true);
    }
    return await firstContentfulPaint(context, url);
  } finally {
    await context.close();
  }
}

export default async function offlineStart(): Promise<BenchRow[]> {
  ensureBuilt();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const offline: number[] = [];
    const online: number[] = [];
    for (let run = 0; run < runs; run++) {
      offline.push(await measure(browser, server.url + '/', true));
      online.push(await measure(browser, server.url + '/', false));
    }
    return [
      {
        group: 'Offline cold start',
        metric: `Home FCP, network off, service worker warm (median of ${runs})`,
        value: Math.round(median(offline)),
        unit: 'ms',
        versus: `first visit online, no service worker: ${Math.round(median(online))} ms`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
