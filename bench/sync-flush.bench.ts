// Flushing 1,000 queued trip changes (creates, edits, deletes) to the real server over loopback,
// in Chromium with its real IndexedDB: the sync engine's batches versus replaying one request per
// change, which is what a request-replay queue such as Workbox background sync does. Both keep
// their queue in IndexedDB and send the same changes to the same server (bench/sync-flush-page.ts).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import type { BenchRow } from './types';
import { median } from './stats';
import type { FlushRun } from './sync-flush-page';
import { startServer } from '../tests/setup/server-process';
import { chromiumArgs } from '../tests/e2e/support';
import { rootDir } from '../scripts/paths';

const changes = 1000;
const runs = Number(process.env.BENCH_SYNC_RUNS ?? 5);

async function pageBundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: rootDir,
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(rootDir, 'bench/sync-flush-page.ts'), formats: ['iife'], name: 'astraSyncBenchPage' },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]!.output.find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the bench page did not bundle');
  return chunk.code;
}

const newDeviceKey = () => randomBytes(24).toString('base64url');

export default async function syncFlush(): Promise<BenchRow[]> {
  const [server, code] = await Promise.all([
    startServer({
      API_ONLY: '1',
      DEVICE_WRITES_PER_MINUTE: '100000',
      DEVICE_RECORDS_PER_HOUR: '1000000',
      ADDRESS_WRITES_PER_MINUTE: '100000',
      ADDRESS_RECORDS_PER_HOUR: '1000000',
    }),
    pageBundle(),
  ]);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    // Any same-origin page will do: the bench only needs the origin's IndexedDB and fetch.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/api/health`);
    await page.addScriptTag({ content: code });
    const engine = (deviceKey: string) => page.evaluate((key) => window.astraSyncBench.engineFlush(key), deviceKey);
    const replay = (deviceKey: string) => page.evaluate((key) => window.astraSyncBench.replayQueue(key), deviceKey);

    // One unmeasured round each first, so both run warm (JIT, SQLite page cache).
    await engine(newDeviceKey());
    await replay(newDeviceKey());
    const batched: FlushRun[] = [];
    const replayed: FlushRun[] = [];
    for (let run = 0; run < runs; run++) {
      batched.push(await engine(newDeviceKey()));
      replayed.push(await replay(newDeviceKey()));
    }
    const engineMs = median(batched.map((run) => run.ms));
    const replayMs = median(replayed.map((run) => run.ms));
    const speedup = replayMs / engineMs;
    return [
      {
        group: 'Sync',
        metric: `flush ${changes.toLocaleString('en-US')} queued trip changes in Chromium (median of ${runs})`,
        value: Math.round(engineMs),
        unit: `ms, ${batched[0]!.requests} requests`,
        versus: `replay queue, one request per change: ${Math.round(replayMs).toLocaleString('en-US')} ms, ${replayed[0]!.requests.toLocaleString('en-US')} requests`,
        target: '< 2,000 ms',
        met: engineMs < 2000,
      },
      {
        group: 'Sync',
        metric: 'speed-up over one request per change',
        value: Math.round(speedup * 10) / 10,
        unit: '×',
        target: '≥ 10×',
        met: speedup >= 10,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
