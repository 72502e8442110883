// npm run build: the city data (scripts/build-data.ts, skipped when its own fingerprint matches), the
// PWA's images, each screen's prerendered first frame (scripts/prerender.ts), the Vite build (app,
// one HTML file per screen, service worker), then brotli/gzip copies of every text asset for the server. `--if-stale` skips all of it when nothing changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { cityDataFingerprint, ensureCityData } from './build-data';
import { makePwaAssets } from './pwa-assets';
import { prerenderPages } from './prerender';
import { distDir, rootDir } from './paths';

const inputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build.ts',
  'scripts/pwa-assets.ts',
  'scripts/prerender.ts',
];
// public/data is the city data build's output: its inputs count through cityDataFingerprint() instead.
const generated = [/^public\/icons\/.*\.png$/, /^public\/screenshots\//, /^public\/data\//];
const stampFile = path.join(distDir, '.build-stamp');

function listFiles(entry: string): string[] {
  const full = path.join(rootDir, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full).flatMap((name) => listFiles(path.join(entry, name)));
}

/** A fingerprint of everything the build reads (content, not mtimes, so a fresh clone matches). */
export function sourceFingerprint(): string {
  const hash = createHash('sha256').update(cityDataFingerprint()).update('\0');
  for (const file of inputs.flatMap(listFiles).sort()) {
    const relative = file.split(path.sep).join('/');
    if (generated.some((pattern) => pattern.test(relative)) || /\.test\.tsx?$/.test(relative)) continue;
    hash
      .update(relative)
      .update('\0')
      .update(readFileSync(path.join(rootDir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function isBuildFresh(): boolean {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceFingerprint();
}

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

async function precompress(dir: string): Promise<void> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      await precompress(full);
      continue;
    }
    if (!compressible.test(name)) continue;
    const body = await readFile(full);
    if (body.length < 512) continue;
    await writeFile(full + '.gz', gzipSync(body, { level: 9 }));
    await writeFile(full + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

export async function buildAll(): Promise<void> {
  const started = Date.now();
  const fingerprint = sourceFingerprint();
  ensureCityData();
  await makePwaAssets();
  await prerenderPages();
  await build({ root: rootDir, logLevel: 'warn' });
  await precompress(distDir);
  writeFileSync(stampFile, fingerprint);
  console.log(`Built the app into ${path.relative(rootDir, distDir) || '.'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(rootDir, 'scripts/build.ts');
if (isMain) {
  if (process.argv.includes('--if-stale') && isBuildFresh()) {
    console.log('The build is up to date.');
  } else {
    await buildAll();
  }
}
