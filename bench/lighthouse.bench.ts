// Lighthouse (mobile preset) against the built app served by the real server, in Debian's Chromium.
// Versus: the same page's scores are compared with the targets of issue 10; no network leaves the machine.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../tests/e2e/support';
import { ensureBuilt } from './build';
import { startServer } from '../tests/setup/server-process';
import type { BenchRow } from './types';

const pages = ['/', '/cities', '/trips', '/currency'];
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 } as const;

export default async function lighthouseBench(): Promise<BenchRow[]> {
  ensureBuilt();
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumArgs,
  });
  const rows: BenchRow[] = [];
  try {
    for (const page of pages) {
      const result = await lighthouse(
        server.url + page,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(targets) },
        undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const scores = Object.fromEntries(
        Object.keys(targets).map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)]),
      ) as Record<keyof typeof targets, number>;
      const missed = (Object.keys(targets) as Array<keyof typeof targets>).filter((id) => scores[id] < targets[id]);
      rows.push({
        group: 'Lighthouse (mobile)',
        metric: `${page} perf / a11y / best practices / SEO`,
        value: `${scores.performance} / ${scores.accessibility} / ${scores['best-practices']} / ${scores.seo}`,
        versus: missed.length ? `below target: ${missed.join(', ')}` : '',
        target: '≥ 95 / 100 / 100 / ≥ 95',
        met: missed.length === 0,
      });
      const fcp = result.lhr.audits['first-contentful-paint']?.numericValue;
      const lcp = result.lhr.audits['largest-contentful-paint']?.numericValue;
      if (fcp !== undefined && lcp !== undefined) {
        rows.push({
          group: 'Lighthouse (mobile)',
          metric: `${page} FCP / LCP (simulated slow 4G)`,
          value: `${Math.round(fcp)} / ${Math.round(lcp)}`,
          unit: 'ms',
        });
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return rows;
}
