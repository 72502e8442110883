import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import { travelpayoutsSource, watchNotes } from '../alerts/price-sources';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import type { Storage } from '../db/index';
import { deviceApi, ownerVersions, syncOpsFor, type DeviceApi } from '../../tests/setup/device-api';
import { startFakePriceServer, type FakePriceServer } from '../../tests/setup/fake-price-server';

/** The spec's body, as the original app sends it. */
const londonParis = { user_id: 'demo', alert_type: 'flight', route: 'LON-PAR', target_price: 120, threshold_percent: 15 };

const unwatched = {
  watch_status: 'not-monitored',
  watch_note: watchNotes.noSource,
  last_checked_at: null,
  last_price: null,
  lowest_price: null,
  highest_price: null,
  currency: null,
  last_fired_at: null,
  fired_price: null,
};

const op = syncOpsFor('price_alert');

describe.each(storageKinds)('price alerts API on %s', (kind) => {
  let storage: Storage;
  let device: DeviceApi;
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
    device = deviceApi(fresh);
  });

  const ownerVersion = () => ownerVersions(storage);

  it("creates an alert from the spec's body, lists, pauses and deletes it", async () => {
    const created = await device.call('POST', '/api/alerts', londonParis);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: 'demo',
      alert_type: 'flight',
      origin: 'LON',
      destination: 'PAR',
      route: 'LON-PAR',
      target_price: 120,
      threshold_percent: 15,
      is_active: true,
      ...unwatched,
      created_at: expect.any(String),
      updated_at: created.body.created_at,
      version: 1,
    });

    expect((await device.call('GET', '/api/alerts?user_id=demo')).body).toEqual([created.body]);
    // user_id grants nothing: another one (or none) lists the device's alerts all the same.
    expect((await device.call('GET', '/api/alerts?user_id=someone-else')).body).toEqual([created.body]);

    const paused = await device.call('PATCH', `/api/alerts/${created.body.id}`, { is_active: false });
    expect(paused.status).toBe(200);
    expect(paused.body).toEqual({ ...created.body, is_active: false, updated_at: expect.any(String), version: 2 });

    const deleted = await device.call('DELETE', `/api/alerts/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect((await device.call('GET', '/api/alerts')).body).toEqual([]);
    expect(await ownerVersion()).toEqual([3]);

    for (const [method, body] of [
      ['PATCH', { is_active: true }],
      ['DELETE', undefined],
    ] as const) {
      const again = await device.call(method, `/api/alerts/${created.body.id}`, body);
      expect(again.status, method).toBe(404);
      expect(again.body.error.code).toBe('price-alert-not-found');
    }
  });

  it('fills the defaults, accepts origin and destination, lists newest first', async () => {
    const older = await device.call('POST', '/api/alerts', {
      id: uuidv7(Date.now() - 60_000),
      origin: ' Aix-en-Provence ',
      destination: 'Paris',
      target_price: 80.5,
    });
    expect(older.status).toBe(201);
    expect(older.body).toMatchObject({
      user_id: 'demo',
      alert_type: 'flight',
      threshold_percent: 15,
      is_active: true,
      origin: 'Aix-en-Provence',
      route: 'Aix-en-Provence-Paris',
    });
    const newer = await device.call('POST', '/api/alerts', {
      alert_type: 'hotel',
      route: 'Rome - Aix-en-Provence',
      target_price: 150,
      threshold_percent: 10,
    });
    expect(newer.body).toMatchObject({ alert_type: 'hotel', origin: 'Rome', destination: 'Aix-en-Provence' });
    const coded = await device.call('POST', '/api/alerts', { route: 'Aix-en-Provence-NCE', target_price: 0.1 + 0.2 });
    expect(coded.body).toMatchObject({ origin: 'Aix-en-Provence', destination: 'NCE', route: 'Aix-en-Provence-NCE' });
    await device.call('DELETE', `/api/alerts/${coded.body.id}`);
    const list = await device.call('GET', '/api/alerts');
    expect(list.body.map((alert: { id: string }) => alert.id)).toEqual([newer.body.id, older.body.id]);
  });

  it('answers bad input with 400 and a message a person can act on, storing nothing', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ ...londonParis, target_price: 12.345 }, /target_price: Target price can have at most 2 decimals/],
      [{ ...londonParis, route: 'LON-lon' }, /destination: From and To must be different places/],
      [{ ...londonParis, threshold_percent: 95 }, /threshold_percent: Threshold must be between 1 and 90 %/],
      [{ ...londonParis, threshold_percent: 0 }, /Threshold must be between 1 and 90 %/],
      [{ ...londonParis, threshold_percent: 12.5 }, /Threshold must be a whole percent/],
      [{ ...londonParis, route: 'London' }, /^route: Write the route as FROM-TO, for example LON-PAR$/],
      [{ ...londonParis, route: 'a-b-c-d' }, /route: Write the route as FROM-TO/],
      // 'Aix' is a word here, not a code: too ambiguous to guess.
      [{ ...londonParis, route: 'Aix-en-Provence-Nice' }, /route: Write the route as FROM-TO/],
      [{ ...londonParis, route: 42 }, /route: Write the route as FROM-TO/],
      [{ ...londonParis, route: undefined }, /route: Route is required: write it as FROM-TO, for example LON-PAR/],
      [{ ...londonParis, alert_type: 'train' }, /alert_type: Type must be flight or hotel/],
      [{ ...londonParis, target_price: '120' }, /target_price: Target price must be a number/],
      [{ ...londonParis, target_price: 0 }, /Target price must be more than 0/],
      [{ ...londonParis, target_price: 0.000000001 }, /Target price can have at most 2 decimals/],
      [{ ...londonParis, target_price: 2_000_000 }, /Target price must be at most 1,000,000/],
      [{ ...londonParis, is_active: 'yes' }, /is_active: is_active must be true or false/],
      [{ ...londonParis, user_id: 'u'.repeat(65) }, /user_id: user_id is at most 64 characters/],
      [{ ...londonParis, user_id: 'de\u0000mo' }, /user_id: user_id can't contain the character U\+0000/],
      [{ ...londonParis, route: undefined, origin: 'LON' }, /destination: To is required/],
      [{ ...londonParis, route: 'x'.repeat(81) + '-PAR' }, /From is at most 80 characters/],
      [{ ...londonParis, route: 'Pa\u0000ris-LON' }, /From can't contain the character U\+0000/],
      [{ ...londonParis, id: 'nope' }, /id: id must be a UUID/],
      [[londonParis], /expected object/i],
      ['{"route":', /not valid JSON/],
    ];
    for (const [body, message] of cases) {
      const response = await device.call('POST', '/api/alerts', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.error.code).toBe('invalid-input');
      expect(response.body.error.message).toMatch(message);
    }
    const tooLong = await device.call('GET', `/api/alerts?user_id=${'u'.repeat(65)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toEqual({ code: 'invalid-input', message: 'user_id: user_id is at most 64 characters' });
    expect(await ownerVersion()).toEqual([]);
  });

  it('checks a patch merged into the alert', async () => {
    const { body: alert } = await device.call('POST', '/api/alerts', londonParis);
    const cases: Array<[unknown, RegExp]> = [
      [{ destination: 'lon' }, /destination: From and To must be different places/],
      [{ target_price: 99.999 }, /Target price can have at most 2 decimals/],
      [{}, /Nothing to change/],
      [{ last_price: 10 }, /Nothing to change/],
    ];
    for (const [body, message] of cases) {
      const response = await device.call('PATCH', `/api/alerts/${alert.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.message).toMatch(message);
    }
    const same = await device.call('PATCH', `/api/alerts/${alert.id}`, { target_price: 120, is_active: true });
    expect(same.body.version).toBe(1);
    expect(await ownerVersion()).toEqual([1]);
  });

  it('treats the same create again as harmless and a different one as a conflict', async () => {
    const id = uuidv7();
    const first = await device.call('POST', '/api/alerts', { ...londonParis, id });
    const repeat = await device.call('POST', '/api/alerts', { ...londonParis, route: undefined, origin: 'LON ', destination: ' PAR', id });
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    const different = await device.call('POST', '/api/alerts', { ...londonParis, target_price: 99, id });
    expect(different.status).toBe(409);
    expect(different.body.error.code).toBe('price-alert-exists');
    await device.call('DELETE', `/api/alerts/${id}`);
    const revived = await device.call('POST', '/api/alerts', { ...londonParis, id });
    expect(revived.status).toBe(409);
    expect(revived.body.error).toEqual({
      code: 'price-alert-deleted',
      message: "This price alert was deleted, so it can't be created again.",
    });
  });

  it("keeps each device's alerts to itself and answers 404 for malformed or unknown ids", async () => {
    const { body: alert } = await device.call('POST', '/api/alerts', londonParis);
    const other = deviceApi(storage);
    expect((await other.call('GET', '/api/alerts?user_id=demo')).body).toEqual([]);
    for (const id of [alert.id, 'nope', uuidv7(), alert.id.toUpperCase(), '%E0%A4%A']) {
      for (const [method, body] of [
        ['PATCH', { is_active: false }],
        ['DELETE', undefined],
      ] as const) {
        const response = await other.call(method, `/api/alerts/${id}`, body);
        expect(response.status, `${method} ${id}`).toBe(404);
        expect(response.body.error.code).toBe('price-alert-not-found');
      }
    }
    expect((await device.call('GET', '/api/alerts')).body).toEqual([alert]);
    const missingKey = await device.app.request('/api/alerts');
    expect(missingKey.status).toBe(401);
  });

  it('syncs alerts as ops; watcher fields in a payload are ignored, never stored', async () => {
    const id = uuidv7();
    const clientId = uuidv7();
    const sync = (ops: unknown[], cursor = 0) => device.call('POST', '/api/sync', { client_id: clientId, cursor, ops });
    const fields = {
      origin: 'LON',
      destination: 'NYC',
      target_price: 300,
      threshold_percent: 20,
      is_active: true,
      user_id: 'demo',
      alert_type: 'flight',
    };
    const forged = {
      watch_status: 'watching',
      last_price: 1,
      fired_price: 1,
      last_fired_at: '2026-01-01T00:00:00.000Z',
      armed: 0,
      version: 99,
    };
    const first = await sync([
      op('create', id, { ...fields, ...forged }),
      op('update', id, { is_active: false, last_price: 2, lowest_price: 1 }),
    ]);
    expect(first.body.acks.map((ack: { status: string }) => ack.status)).toEqual(['applied', 'applied']);
    expect(first.body.changes).toEqual([
      {
        entity: 'price_alert',
        record_id: id,
        version: 2,
        deleted: false,
        record: expect.objectContaining({ ...fields, is_active: false, route: 'LON-NYC', ...unwatched, version: 2 }),
      },
    ]);
    const stored = await storage.db.selectFrom('price_alerts').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ armed: 1, last_price: null, fired_price: null, watch_status: 'not-monitored' });

    const onlyWatcherFields = await sync([op('update', id, { last_price: 5 })], first.body.cursor);
    expect(onlyWatcherFields.body.acks[0]).toMatchObject({
      status: 'rejected',
      error: { code: 'invalid-input', message: expect.stringMatching(/Nothing to change/) },
    });
    const invalid = await sync([
      op('create', uuidv7(), { ...fields, destination: 'lon' }),
      op('create', uuidv7(), { route: 'LON-PAR', target_price: 10 }),
    ]);
    expect(invalid.body.acks.map((ack: { error?: { message: string } }) => ack.error?.message)).toEqual([
      'destination: From and To must be different places',
      expect.stringMatching(/origin: From is required/),
    ]);

    const removed = await sync([op('delete', id)], first.body.cursor);
    expect(removed.body.changes).toEqual([{ entity: 'price_alert', record_id: id, version: 3, deleted: true }]);
    expect((await device.call('GET', '/api/alerts')).body).toEqual([]);
  });

  it('pulls trips and alerts together in version order', async () => {
    const clientId = uuidv7();
    await device.call('POST', '/api/trips', { title: 'Paris', start_date: '2026-05-01', end_date: '2026-05-03' });
    await device.call('POST', '/api/alerts', londonParis);
    await device.call('POST', '/api/trips', { title: 'Rome', start_date: '2026-06-01', end_date: '2026-06-03' });
    const pulled = await device.call('POST', '/api/sync', { client_id: clientId, cursor: 0, ops: [] });
    expect(pulled.body.changes.map((change: { entity: string; version: number }) => [change.entity, change.version])).toEqual([
      ['trip', 1],
      ['price_alert', 2],
      ['trip', 3],
    ]);
  });
});

describe.each(storageKinds)('price alerts API with a price source, on %s', (kind) => {
  let prices: FakePriceServer;
  let device: DeviceApi;
  beforeAll(async () => {
    prices = await startFakePriceServer();
  });
  afterAll(() => prices.close());
  freshStoragePerTest(kind, (fresh) => {
    device = deviceApi(fresh, undefined, { priceSource: travelpayoutsSource({ token: 'test-token', baseUrl: prices.url }) });
  });

  it('says at once whether an alert will be watched, without asking the source', async () => {
    const flight = await device.call('POST', '/api/alerts', londonParis);
    const hotel = await device.call('POST', '/api/alerts', { ...londonParis, alert_type: 'hotel' });
    const cityNames = await device.call('POST', '/api/alerts', { ...londonParis, route: 'London-Paris' });
    expect(flight.body).toMatchObject({ watch_status: 'watching', watch_note: watchNotes.firstCheck });
    expect(hotel.body).toMatchObject({ watch_status: 'unsupported', watch_note: "Hotel prices aren't watched yet; the alert is saved." });
    expect(cityNames.body).toMatchObject({ watch_status: 'unsupported', watch_note: watchNotes.codes });
    expect(prices.requestCount()).toBe(0);

    const nowCodes = await device.call('PATCH', `/api/alerts/${cityNames.body.id}`, { origin: 'lon', destination: 'par' });
    expect(nowCodes.body).toMatchObject({ watch_status: 'watching', route: 'lon-par' });
  });
});
