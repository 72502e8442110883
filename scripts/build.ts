// npm run build: everything the server needs. The city data (api/cities/build-data.ts, skipped when
// its own fingerprint matches), the PWA's images, each screen's prerendered first frame
// (scripts/prerender.ts), the Vite build (app, one HTML file per screen, service worker), brotli/gzip
// copies of every text asset, and the server compiled to JavaScript (scripts/build-server.ts). The
// stamp written last records the sources' fingerprint (scripts/build-fingerprint.mjs), so `--if-stale`
// and `npm start` skip all of it when nothing changed.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { cityDataFiles } from '../api/cities/artifact';
import { ensureCityData } from '../api/cities/build-data';
import { buildState, sourceFingerprint, stampName, type BuildStamp } from './build-fingerprint.mjs';
import { buildServer } from './build-server';
import { makePwaAssets } from './pwa-assets';
import { prerenderPages } from './prerender';
import { distDir, rootDir, serverEntry } from './paths';

export function isBuildFresh(): boolean {
  return buildState(rootDir, distDir) === 'fresh';
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
  const fingerprint = sourceFingerprint(rootDir);
  await ensureCityData();
  await makePwaAssets();
  await prerenderPages();
  await build({ root: rootDir, logLevel: 'warn' });
  await precompress(distDir);
  await buildServer();
  const relative = (file: string) => path.relative(rootDir, file).split(path.sep).join('/');
  const stamp = {
    fingerprint,
    server: relative(serverEntry),
    outputs: [path.join(distDir, 'index.html'), cityDataFiles.meta, cityDataFiles.columns, cityDataFiles.text].map(relative),
  } satisfies BuildStamp;
  writeFileSync(path.join(distDir, stampName), JSON.stringify(stamp, null, 2) + '\n');
  console.log(
    `Built the app into ${relative(distDir) || '.'} and the server into ${relative(path.dirname(serverEntry))} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(rootDir, 'scripts/build.ts');
if (isMain) {
  if (process.argv.includes('--if-stale') && isBuildFresh()) {
    console.log('The build is up to date.');
  } else {
    await buildAll();
  }
}
