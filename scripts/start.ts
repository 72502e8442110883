// npm start: build when the build is missing or stale, then run the one server (PWA + /api).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll, isBuildFresh } from './build';
import { rootDir } from './paths';

if (!isBuildFresh()) {
  console.log('Building the app (the build is missing or older than the sources)…');
  await buildAll();
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'api/server.ts')], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
