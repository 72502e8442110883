// Browser tests in Debian's Chromium against the built app served by the compiled server, as
// `npm start` runs it (one plain node process, PWA + /api), with a throwaway SQLite file.
// `npm run test:e2e` builds first when the build is stale.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './tests/e2e/support';

// Workers re-read this file; the port and data dir chosen by the first process are passed down in env.
// Below the kernel's ephemeral range (32768 and up here): a port in that range can be held for a
// moment by any outgoing connection on the machine, and the server's listen then fails.
process.env.E2E_PORT ??= String(20000 + 2 * (process.pid % 6000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'astra-e2e-'));
process.env.E2E_PRICE_PORT ??= String(Number(process.env.E2E_PORT) + 1);
const port = Number(process.env.E2E_PORT);
const pricePort = Number(process.env.E2E_PRICE_PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // The browser tests read the app's English (the spec's texts); tests/e2e/languages.spec.ts opens
    // contexts in other languages itself.
    locale: 'en-US',
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    serviceWorkers: 'allow',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // A local stand-in for the Travelpayouts data API, so the price watcher has prices to watch.
      command: `node --import tsx tests/setup/fake-price-server.ts --port ${pricePort}`,
      url: `http://127.0.0.1:${pricePort}/__control/requests`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --enable-source-maps dist-server/server.js',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // Browser tests never reach partner sites: the server's framing check stays off.
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        HOST: '127.0.0.1',
        PARTNER_FRAMING_CHECK: 'off',
        PRICE_SOURCE: 'travelpayouts',
        TRAVELPAYOUTS_TOKEN: 'e2e-test-token',
        TRAVELPAYOUTS_API_URL: `http://127.0.0.1:${pricePort}`,
        PRICE_CHECK_INTERVAL_SECONDS: '1',
        // Every browser of the run is a new device on one address (127.0.0.1), and some tests seed a long
        // plan one request at a time; the limits have API tests of their own.
        ADDRESS_DEVICES_PER_HOUR: '100000',
        ADDRESS_WRITES_PER_MINUTE: '100000',
        ADDRESS_RECORDS_PER_HOUR: '10000000',
        DEVICE_WRITES_PER_MINUTE: '100000',
        DEVICE_RECORDS_PER_HOUR: '10000000',
      },
    },
  ],
});
