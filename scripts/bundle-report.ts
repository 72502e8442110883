// Sizes of what a traveller downloads: the JS and CSS Home needs for its first paint (the entry
// chunk and its static imports, as index.html lists them) and the whole service-worker precache.
// Shared by the budget test (tests/e2e/budgets.spec.ts) and the benchmark table.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir as defaultDistDir } from './paths';

export const budgets = {
  homeInitialJsGzipBytes: 100 * 1024,
  precacheGzipBytes: 2 * 1024 * 1024,
};

export type BundleReport = {
  homeJs: { files: string[]; gzipBytes: number };
  homeCss: { files: string[]; gzipBytes: number };
  precache: { files: number; rawBytes: number; gzipBytes: number; missingScripts: string[] };
};

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export function bundleReport(distDir = defaultDistDir): BundleReport {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((match) => match[1]!);
  const sw = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const precached = [...new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!))];
  const sum = (files: string[], size: (file: string) => number) => files.reduce((total, file) => total + size(path.join(distDir, file)), 0);
  return {
    homeJs: { files: scripts, gzipBytes: sum(scripts, gzipSize) },
    homeCss: { files: styles, gzipBytes: sum(styles, gzipSize) },
    precache: {
      files: precached.length,
      rawBytes: sum(precached, (file) => statSync(file).size),
      gzipBytes: sum(precached, gzipSize),
      // A script the app can lazy-load but the service worker does not hold fails offline.
      missingScripts: readdirSync(path.join(distDir, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => `assets/${name}`)
        .filter((file) => !precached.includes(file)),
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(bundleReport(), null, 2));
