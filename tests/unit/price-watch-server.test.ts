// The real server process with PRICE_SOURCE=travelpayouts against the local fake: the watcher runs
// from the compiled server, an alert made through the API gets its price, and a missing token stops the start.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir, serverEntry } from '../../scripts/paths';
import { startFakePriceServer, type FakePriceServer } from '../setup/fake-price-server';
import { startServer, type ServerProcess } from '../setup/server-process';
import { registerDevice } from '../setup/register-device';
import { newDeviceKey } from '../setup/device-api';

let prices: FakePriceServer;
let server: ServerProcess;

beforeAll(async () => {
  prices = await startFakePriceServer({ token: 'server-test-token' });
  server = await startServer({
    API_ONLY: '1',
    PRICE_SOURCE: 'travelpayouts',
    TRAVELPAYOUTS_TOKEN: 'server-test-token',
    TRAVELPAYOUTS_API_URL: prices.url,
    PRICE_CHECK_INTERVAL_SECONDS: '1',
    PRICE_SOURCE_TIMEOUT_MS: '2000',
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await prices?.close();
});

describe('the server with a price source', () => {
  it('watches the price of an alert made through the API', async () => {
    prices.setPrice('LON', 'PAR', 64);
    const headers = { 'content-type': 'application/json', 'x-device-key': newDeviceKey() };
    await registerDevice((path, init) => fetch(`${server.url}${path}`, init), headers['x-device-key']);
    const created = await fetch(`${server.url}/api/alerts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ user_id: 'demo', alert_type: 'flight', route: 'LON-PAR', target_price: 70, threshold_percent: 15 }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ watch_status: 'watching', last_price: null });
    await expect
      .poll(
        async () => {
          const [alert] = (await (await fetch(`${server.url}/api/alerts?user_id=demo`, { headers })).json()) as Array<{
            last_price: number | null;
            fired_price: number | null;
          }>;
          return alert;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toMatchObject({ last_price: 64, fired_price: 64 });
  });

  it('refuses to start with PRICE_SOURCE=travelpayouts and no token', () => {
    const result = spawnSync(process.execPath, [serverEntry], {
      cwd: rootDir,
      env: { ...process.env, API_ONLY: '1', PORT: '0', PRICE_SOURCE: 'travelpayouts', TRAVELPAYOUTS_TOKEN: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Astra can't start: PRICE_SOURCE=travelpayouts needs TRAVELPAYOUTS_TOKEN");
  });
});
