// npm start: build when the build is missing or older than the sources, in a child process that
// ends, then run the compiled server (dist-server/server.js) in this process. Plain JavaScript with
// Node built-ins, so nothing of the build (tsx, Vite, esbuild) stays loaded where requests are
// served. In a production install (no devDependencies) it never builds: it serves the build it finds.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildState, readStamp } from './build-fingerprint.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The same default as api/paths.ts.
const distDir = path.resolve(rootDir, process.env.ASTRA_DIST_DIR ?? 'dist');

function canBuild() {
  try {
    createRequire(import.meta.url).resolve('tsx/package.json');
    return true;
  } catch {
    return false;
  }
}

const state = buildState(rootDir, distDir);
if (state !== 'fresh') {
  if (canBuild()) {
    console.log(`Building the app (the build is ${state === 'missing' ? 'missing' : 'older than the sources'})…`);
    const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts/build.ts')], {
      cwd: rootDir,
      stdio: 'inherit',
    });
    if (build.status !== 0) {
      console.error(`Astra can't start: the build failed (${build.error?.message ?? `exit code ${build.status ?? build.signal}`}).`);
      process.exit(1);
    }
  } else if (state === 'missing') {
    console.error(
      `Astra can't start: there is no build in ${path.relative(rootDir, distDir) || '.'} and this install has no build tools (no devDependencies). ` +
        'Run `npm install && npm run build` (or `npm start` once in a full install), then start again.',
    );
    process.exit(1);
  } else {
    console.warn(
      'The build is older than the sources, and this install has no build tools (no devDependencies): serving the build as it is.',
    );
  }
}

const stamp = readStamp(distDir);
if (!stamp) {
  console.error(`Astra can't start: the build in ${distDir} has no stamp.`);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(rootDir, stamp.server)).href);
