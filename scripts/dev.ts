// npm run dev: the API from its TypeScript sources (tsx, watching api/) on API_PORT and Vite with hot
// reload, proxying /api to it. The city data is built first when missing or stale, as the server
// never builds it itself.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureCityData } from '../api/cities/build-data';
import { makePwaAssets } from './pwa-assets';
import { rootDir } from './paths';

const apiPort = process.env.API_PORT ?? '8788';
await ensureCityData();
await makePwaAssets();
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(rootDir, 'api/server.ts')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, API_ONLY: '1' },
  }),
  spawn(process.execPath, [path.join(rootDir, 'node_modules/vite/bin/vite.js')], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
