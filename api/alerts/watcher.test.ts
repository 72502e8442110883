import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import type { PriceAlert } from '../../src/domain/price-alerts';
import { openTestStorage, storageKinds, type TestStorage } from '../../tests/setup/storage';
import { deviceApi, type DeviceApi } from '../../tests/setup/device-api';
import { startFakePriceServer, type FakePriceServer } from '../../tests/setup/fake-price-server';
import { travelpayoutsSource, watchNotes, type PriceSource } from './price-sources';
import { createPriceWatcher, type PriceWatcherOptions } from './watcher';
import { cityCodeResolver, withPlaceCodes } from './place-codes';
import { sharedCityIndex } from '../cities/city-index';

const token = 'test-token-123';

describe.each(storageKinds)('price watcher on %s', (kind) => {
  let testStorage: TestStorage;
  let prices: FakePriceServer;
  let source: PriceSource;
  let device: DeviceApi;
  let clock: Date;
  const tick = (minutes = 60) => (clock = new Date(clock.getTime() + minutes * 60_000));
  const quiet = { warn: () => undefined };

  beforeAll(async () => {
    prices = await startFakePriceServer({ token });
  });
  afterAll(() => prices.close());
  beforeEach(async () => {
    prices.reset();
    testStorage = await openTestStorage(kind);
    source = travelpayoutsSource({ token, baseUrl: prices.url, timeoutMs: 300 });
    device = deviceApi(testStorage.storage, undefined, { priceSource: source });
    clock = new Date('2026-03-01T10:00:00.000Z');
  });
  afterEach(() => testStorage.cleanup());

  const watcher = (options: Partial<PriceWatcherOptions> = {}) =>
    createPriceWatcher({ storage: testStorage.storage, source, now: () => clock, log: quiet, ...options });

  const createAlert = async (fields: Record<string, unknown>): Promise<PriceAlert> => {
    const response = await device.call('POST', '/api/alerts', { target_price: 100, threshold_percent: 90, ...fields });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  };
  const current = async (id: string, api: DeviceApi = device): Promise<PriceAlert> => {
    const list: PriceAlert[] = (await api.call('GET', '/api/alerts')).body;
    return list.find((alert) => alert.id === id)!;
  };

  it('fires once when the price reaches the target, re-arms when it climbs back, fires on the next drop', async () => {
    const alert = await createAlert({ route: 'LON-PAR', target_price: 100 });
    const run = watcher();
    const priceIs = async (price: number) => {
      prices.setPrice('LON', 'PAR', price);
      tick();
      await run.runOnce();
      return current(alert.id);
    };

    expect(await priceIs(150)).toMatchObject({
      watch_status: 'watching',
      watch_note: null,
      last_checked_at: clock.toISOString(),
      last_price: 150,
      lowest_price: 150,
      highest_price: 150,
      currency: 'USD',
      last_fired_at: null,
      fired_price: null,
    });

    const firstFire = await priceIs(95);
    expect(firstFire).toMatchObject({
      last_price: 95,
      lowest_price: 95,
      highest_price: 150,
      last_fired_at: clock.toISOString(),
      fired_price: 95,
    });

    const stillLow = await priceIs(90);
    expect(stillLow).toMatchObject({ last_price: 90, lowest_price: 90, last_fired_at: firstFire.last_fired_at, fired_price: 95 });

    expect(await priceIs(130)).toMatchObject({ last_price: 130, last_fired_at: firstFire.last_fired_at, fired_price: 95 });

    const secondFire = await priceIs(99);
    expect(secondFire).toMatchObject({
      last_price: 99,
      lowest_price: 90,
      highest_price: 150,
      fired_price: 99,
      last_fired_at: clock.toISOString(),
    });
    expect(secondFire.last_fired_at).not.toBe(firstFire.last_fired_at);
    expect(prices.requestCount('LON', 'PAR')).toBe(5);
    expect(prices.requests.every((request) => request.token === token && request.currency === 'usd')).toBe(true);
  });

  it('fires on a drop of the threshold percent from the highest price seen', async () => {
    const alert = await createAlert({ route: 'ber-rom', target_price: 50, threshold_percent: 20 });
    const run = watcher();
    for (const [price, fires] of [
      [200, false],
      [170, false],
      [161, false],
      [159, true],
      [150, false],
    ] as const) {
      prices.setPrice('BER', 'ROM', price);
      tick();
      const summary = await run.runOnce();
      expect(summary.fired, `price ${price}`).toBe(fires ? 1 : 0);
    }
    expect(await current(alert.id)).toMatchObject({ highest_price: 200, lowest_price: 150, fired_price: 159 });
  });

  it('watches routes written as city names through their codes, and says so when a place is unknown', async () => {
    const named = withPlaceCodes(source, cityCodeResolver(sharedCityIndex()));
    const namedDevice = deviceApi(testStorage.storage, undefined, { priceSource: named });
    const cities = await namedDevice.call('POST', '/api/alerts', { route: 'London-Madrid', target_price: 100, threshold_percent: 90 });
    const unknown = await namedDevice.call('POST', '/api/alerts', { route: 'Narnia-Madrid', target_price: 100, threshold_percent: 90 });
    expect(cities.body).toMatchObject({ watch_status: 'watching' });
    expect(unknown.body).toMatchObject({ watch_status: 'unsupported', watch_note: watchNotes.codes });
    prices.setPrice('LON', 'MAD', 90);

    await watcher({ source: named }).runOnce();
    expect(prices.requests.map((request) => `${request.origin}-${request.destination}`)).toEqual(['LON-MAD']);
    expect(await current(cities.body.id, namedDevice)).toMatchObject({
      origin: 'London',
      destination: 'Madrid',
      last_price: 90,
      fired_price: 90,
    });
  });

  it('never quotes paused or deleted alerts, nor hotels or city names', async () => {
    const active = await createAlert({ route: 'LON-PAR' });
    const paused = await createAlert({ route: 'LON-ROM' });
    const deleted = await createAlert({ route: 'LON-BER' });
    const hotel = await createAlert({ route: 'LON-MAD', alert_type: 'hotel' });
    const names = await createAlert({ route: 'London-Madrid' });
    await device.call('PATCH', `/api/alerts/${paused.id}`, { is_active: false });
    await device.call('DELETE', `/api/alerts/${deleted.id}`);
    for (const [to, price] of [
      ['PAR', 80],
      ['ROM', 80],
      ['BER', 80],
      ['MAD', 80],
    ] as const)
      prices.setPrice('LON', to, price);

    await watcher().runOnce();
    expect(prices.requests.map((request) => `${request.origin}-${request.destination}`)).toEqual(['LON-PAR']);
    expect(await current(active.id)).toMatchObject({ last_price: 80, fired_price: 80 });
    expect(await current(paused.id)).toMatchObject({ is_active: false, watch_status: 'watching', last_checked_at: null, last_price: null });
    expect(await current(hotel.id)).toMatchObject({ watch_status: 'unsupported', watch_note: watchNotes.hotels, last_checked_at: null });
    expect(await current(names.id)).toMatchObject({ watch_status: 'unsupported', watch_note: watchNotes.codes });
    const tombstone = await testStorage.storage.db
      .selectFrom('price_alerts')
      .selectAll()
      .where('id', '=', deleted.id)
      .executeTakeFirstOrThrow();
    expect(tombstone).toMatchObject({ last_checked_at: null, version: expect.anything() });
  });

  it('keeps checking the others when the source fails or hangs for one, and says so on that alert', async () => {
    const failing = await createAlert({ route: 'LON-PAR' });
    const refused = await createAlert({ route: 'LON-ROM' });
    const hanging = await createAlert({ route: 'LON-BER' });
    const noFares = await createAlert({ route: 'LON-NYC' });
    const fine = await createAlert({ route: 'LON-MAD' });
    for (const to of ['PAR', 'ROM', 'BER', 'MAD']) prices.setPrice('LON', to, 150);
    const run = watcher({ concurrency: 2 });
    await run.runOnce();
    expect((await current(failing.id)).last_price).toBe(150);

    prices.setFailure('LON', 'PAR', 'http-500');
    prices.setFailure('LON', 'ROM', 'refused');
    prices.setFailure('LON', 'BER', 'hang');
    prices.setPrice('LON', 'MAD', 90);
    tick();
    const summary = await run.runOnce();
    expect(summary).toEqual({ checked: 5, fired: 1, failed: 3 });

    const afterFailure = await current(failing.id);
    expect(afterFailure).toMatchObject({
      watch_status: 'error',
      watch_note: expect.stringContaining('Travelpayouts answered HTTP 500'),
      last_price: 150,
      highest_price: 150,
    });
    expect(afterFailure.last_checked_at).toBe(clock.toISOString());
    expect(await current(refused.id)).toMatchObject({
      watch_status: 'error',
      watch_note: expect.stringContaining('Travelpayouts refused the request: Something went wrong'),
    });
    expect(await current(hanging.id)).toMatchObject({
      watch_status: 'error',
      watch_note: expect.stringContaining('did not answer within 0.3 s'),
    });
    expect(await current(noFares.id)).toMatchObject({
      watch_status: 'unsupported',
      watch_note: watchNotes.noFares,
      last_checked_at: clock.toISOString(),
    });
    expect(await current(fine.id)).toMatchObject({ watch_status: 'watching', last_price: 90, fired_price: 90 });
    expect(JSON.stringify(await current(failing.id))).not.toContain(token);

    prices.setFailure('LON', 'PAR', null);
    prices.setPrice('LON', 'PAR', 140);
    tick();
    await run.runOnce();
    expect(await current(failing.id)).toMatchObject({ watch_status: 'watching', watch_note: null, last_price: 140 });
  });

  it('gives up on a source that ignores its signal', async () => {
    const alert = await createAlert({ route: 'LON-PAR' });
    const stuck: PriceSource = { name: 'stuck', quote: () => new Promise(() => undefined) };
    await watcher({ source: stuck, quoteTimeoutMs: 100 }).runOnce();
    expect(await current(alert.id)).toMatchObject({
      watch_status: 'error',
      watch_note: expect.stringContaining('stuck did not answer in time'),
    });
  });

  it('without a source fetches nothing and says the alerts are not monitored', async () => {
    const unwatchedDevice = deviceApi(testStorage.storage, device.deviceKey);
    const created = (await unwatchedDevice.call('POST', '/api/alerts', { route: 'LON-PAR', target_price: 100 })).body as PriceAlert;
    expect(created).toMatchObject({ watch_status: 'not-monitored', watch_note: watchNotes.noSource });
    // Made while this server had a source: told the truth once the source is gone.
    const earlier = await createAlert({ route: 'LON-ROM' });
    prices.setPrice('LON', 'ROM', 50);
    const version = (await current(earlier.id)).version;

    const summary = await watcher({ source: null }).runOnce();
    expect(summary).toEqual({ checked: 0, fired: 0, failed: 0 });
    expect(prices.requestCount()).toBe(0);
    const after = await current(earlier.id);
    expect(after).toMatchObject({ watch_status: 'not-monitored', watch_note: watchNotes.noSource, last_price: null });
    expect(after.version).toBeGreaterThan(version);
    // Nothing left to say: a second pass writes nothing.
    await watcher({ source: null }).runOnce();
    expect((await current(earlier.id)).version).toBe(after.version);
    expect((await current(created.id)).version).toBe(created.version);
  });

  it("puts its writes in devices' next pull, under a new version", async () => {
    const clientId = uuidv7();
    const alert = await createAlert({ route: 'LON-PAR' });
    const first = await device.call('POST', '/api/sync', { client_id: clientId, cursor: 0, ops: [] });
    expect(first.body.cursor).toBe(1);
    prices.setPrice('LON', 'PAR', 70);
    await watcher().runOnce();

    const next = await device.call('POST', '/api/sync', { client_id: clientId, cursor: first.body.cursor, ops: [] });
    expect(next.body.changes).toEqual([
      {
        entity: 'price_alert',
        record_id: alert.id,
        version: 2,
        deleted: false,
        record: expect.objectContaining({
          id: alert.id,
          last_price: 70,
          fired_price: 70,
          last_fired_at: clock.toISOString(),
          watch_status: 'watching',
          version: 2,
        }),
      },
    ]);
    const owner = await testStorage.storage.db.selectFrom('sync_owners').select('last_version').executeTakeFirstOrThrow();
    expect(Number(owner.last_version)).toBe(2);
  });

  it('starts the watch again when the alert watches something else; pausing keeps it', async () => {
    const alert = await createAlert({ route: 'LON-PAR', target_price: 100 });
    prices.setPrice('LON', 'PAR', 90);
    const run = watcher();
    await run.runOnce();
    const fired = await current(alert.id);
    expect(fired).toMatchObject({ fired_price: 90, last_price: 90 });

    const paused = (await device.call('PATCH', `/api/alerts/${alert.id}`, { is_active: false, threshold_percent: 30 })).body as PriceAlert;
    expect(paused).toMatchObject({ last_price: 90, lowest_price: 90, highest_price: 90, fired_price: 90, watch_status: 'watching' });
    const armed = async () =>
      Number((await testStorage.storage.db.selectFrom('price_alerts').select('armed').executeTakeFirstOrThrow()).armed);
    expect(await armed()).toBe(0);

    const moved = (await device.call('PATCH', `/api/alerts/${alert.id}`, { is_active: true, target_price: 80 })).body as PriceAlert;
    expect(moved).toMatchObject({
      watch_status: 'watching',
      watch_note: watchNotes.firstCheck,
      last_checked_at: null,
      last_price: null,
      lowest_price: null,
      highest_price: null,
      currency: null,
      // The drop it told the traveller about stays on record.
      fired_price: 90,
      last_fired_at: fired.last_fired_at,
    });
    expect(await armed()).toBe(1);

    const hotel = (await device.call('PATCH', `/api/alerts/${alert.id}`, { alert_type: 'hotel' })).body as PriceAlert;
    expect(hotel).toMatchObject({ watch_status: 'unsupported', watch_note: watchNotes.hotels });
  });

  it('measures a drop after a pause from prices seen since it resumed, not from a peak before it', async () => {
    const alert = await createAlert({ route: 'LON-PAR', target_price: 100, threshold_percent: 20 });
    const run = watcher();
    prices.setPrice('LON', 'PAR', 400);
    await run.runOnce();
    expect(await current(alert.id)).toMatchObject({ highest_price: 400, fired_price: null });

    await device.call('PATCH', `/api/alerts/${alert.id}`, { is_active: false });
    const resumed = (await device.call('PATCH', `/api/alerts/${alert.id}`, { is_active: true })).body as PriceAlert;
    expect(resumed).toMatchObject({ highest_price: null, last_price: 400, watch_status: 'watching' });

    // 300 is 25% under the old peak of 400, but the first price since resuming: no drop yet.
    prices.setPrice('LON', 'PAR', 300);
    tick();
    await run.runOnce();
    expect(await current(alert.id)).toMatchObject({ last_price: 300, highest_price: 300, fired_price: null, last_fired_at: null });

    prices.setPrice('LON', 'PAR', 230);
    tick();
    await run.runOnce();
    expect(await current(alert.id)).toMatchObject({ last_price: 230, highest_price: 300, fired_price: 230 });
  });

  it('checks alerts as they fall due once started, and stops without writing what it abandoned', async () => {
    const alert = await createAlert({ route: 'LON-PAR' });
    prices.setPrice('LON', 'PAR', 120);
    const started = watcher({ intervalMs: 3_600_000 });
    started.start();
    await expect.poll(async () => (await current(alert.id)).last_price, { timeout: 5000 }).toBe(120);
    await started.stop();

    const hanging = await createAlert({ route: 'LON-BER' });
    prices.setFailure('LON', 'BER', 'hang');
    const slow = watcher({ source: travelpayoutsSource({ token, baseUrl: prices.url, timeoutMs: 60_000 }) });
    slow.start();
    await expect.poll(() => prices.requestCount('LON', 'BER'), { timeout: 5000 }).toBe(1);
    // Checked an hour ago at most: not due again, so only the new alert was asked about.
    expect(prices.requestCount('LON', 'PAR')).toBe(1);
    const stoppedAt = Date.now();
    await slow.stop();
    expect(Date.now() - stoppedAt).toBeLessThan(2000);
    expect(await current(hanging.id)).toMatchObject({ watch_status: 'watching', last_checked_at: null });
  });

  it('checks alerts of every device, asking about each route once a pass', async () => {
    const other = deviceApi(testStorage.storage, undefined, { priceSource: source });
    const mine = await createAlert({ route: 'LON-PAR' });
    const theirs = (await other.call('POST', '/api/alerts', { route: 'LON-PAR', target_price: 60 })).body as PriceAlert;
    prices.setPrice('LON', 'PAR', 75);
    expect(await watcher().runOnce()).toEqual({ checked: 2, fired: 1, failed: 0 });
    expect(prices.requestCount()).toBe(1);
    expect(await current(mine.id)).toMatchObject({ last_price: 75, fired_price: 75 });
    expect(await current(theirs.id, other)).toMatchObject({ last_price: 75, fired_price: null });
  });
});
