// Size budgets of issue 10, checked on the build the browser tests run against. Timings live in
// `npm run bench`; sizes are deterministic, so they fail the test run.
import { expect, test } from '@playwright/test';
import { budgets, bundleReport } from '../../scripts/bundle-report';

test('Home loads under 100 KB of gzipped JavaScript before its first paint', () => {
  const report = bundleReport();
  expect(report.homeJs.files.length).toBeGreaterThan(0);
  expect(report.homeJs.gzipBytes, `Home's initial JS: ${report.homeJs.files.join(', ')}`).toBeLessThan(budgets.homeInitialJsGzipBytes);
});

test('the offline precache stays under 2 MB gzipped and holds every screen', () => {
  const report = bundleReport();
  expect(report.precache.gzipBytes).toBeLessThan(budgets.precacheGzipBytes);
  expect(report.precache.missingScripts, 'scripts the service worker does not precache').toEqual([]);
});
