// What a traveller downloads: Home's first-paint JS and CSS, and the whole offline precache.
import { budgets, bundleReport } from '../scripts/bundle-report';
import { ensureBuilt } from './build';
import type { BenchRow } from './types';

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export default async function bundle(): Promise<BenchRow[]> {
  ensureBuilt();
  const report = bundleReport();
  return [
    {
      group: 'Bundle',
      metric: "Home's initial JS (gzip)",
      value: kb(report.homeJs.gzipBytes),
      unit: 'KB',
      versus: 'data router + eager sonner (measured 2026-11-22): 118 KB',
      target: `< ${kb(budgets.homeInitialJsGzipBytes)} KB`,
      met: report.homeJs.gzipBytes < budgets.homeInitialJsGzipBytes,
    },
    { group: 'Bundle', metric: "Home's CSS (gzip)", value: kb(report.homeCss.gzipBytes), unit: 'KB' },
    {
      group: 'Bundle',
      metric: `precache, ${report.precache.files} files (gzip)`,
      value: kb(report.precache.gzipBytes),
      unit: 'KB',
      versus: `uncompressed: ${kb(report.precache.rawBytes)} KB`,
      target: `< ${kb(budgets.precacheGzipBytes)} KB`,
      met: report.precache.gzipBytes < budgets.precacheGzipBytes,
    },
  ];
}
