// What the build is made from, and whether the build on disk was made from it. Plain JavaScript
// with Node built-ins only, so `npm start` (scripts/start.mjs) can check freshness without loading
// TypeScript, Vite or esbuild; scripts/build.ts writes the stamp this reads.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Everything the PWA, the city data and the compiled server are built from. api/ and src/ cover the
 * server's code, the city data build (api/cities) and its curated content.
 */
const inputs = [
  'api',
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build.ts',
  'scripts/build-fingerprint.mjs',
  'scripts/build-server.ts',
  'scripts/paths.ts',
  'scripts/pwa-assets.ts',
  'scripts/prerender.ts',
];
/** Files the build writes into its own inputs (images, the city data for the service worker), and tests. */
const skipped = [/^public\/icons\/.*\.png$/, /^public\/screenshots\//, /^public\/data\//, /\.test\.tsx?$/];

/** The file the build writes last, holding the fingerprint it was made from. */
export const stampName = '.build-stamp';

function listFiles(rootDir, entry) {
  const full = path.join(rootDir, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full).flatMap((name) => listFiles(rootDir, path.join(entry, name)));
}

/**
 * A fingerprint of everything the build reads (content, not mtimes, so a fresh clone matches).
 * @param {string} rootDir
 * @returns {string}
 */
export function sourceFingerprint(rootDir) {
  const hash = createHash('sha256');
  const files = inputs.flatMap((entry) => listFiles(rootDir, entry)).map((file) => file.split(path.sep).join('/'));
  for (const file of files.sort()) {
    if (skipped.some((pattern) => pattern.test(file))) continue;
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(rootDir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/**
 * @typedef {{ fingerprint: string; server: string; outputs: string[] }} BuildStamp
 * `server`: the compiled server's entry; `outputs`: what the server needs at run time. Both relative to the root.
 */

/**
 * @param {string} distDir
 * @returns {BuildStamp | undefined}
 */
export function readStamp(distDir) {
  try {
    return JSON.parse(readFileSync(path.join(distDir, stampName), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Whether the build in distDir exists whole (every output its stamp lists) and was made from these sources.
 * @param {string} rootDir
 * @param {string} distDir
 * @returns {'fresh' | 'stale' | 'missing'}
 */
export function buildState(rootDir, distDir) {
  const stamp = readStamp(distDir);
  if (!stamp || ![stamp.server, ...stamp.outputs].every((file) => existsSync(path.resolve(rootDir, file)))) return 'missing';
  return stamp.fingerprint === sourceFingerprint(rootDir) ? 'fresh' : 'stale';
}
