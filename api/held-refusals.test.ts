import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { heldRefusalDefaults, holdRefusals, type HeldRefusalOptions } from './held-refusals';
import { openTestStorage, type TestStorage } from '../tests/setup/storage';
import { newDeviceKey } from '../tests/setup/device-api';
import { registerDevice } from '../tests/setup/register-device';

let testStorage: TestStorage;
beforeAll(async () => {
  testStorage = await openTestStorage('sqlite');
});
afterAll(() => testStorage.cleanup());

const flooder = '198.51.100.66';
const neighbour = '203.0.113.10';

/** An app whose held refusals are recorded instead of waited for (each released at once). */
function appWithHolds(options: HeldRefusalOptions = {}) {
  const held: number[] = [];
  const app = createApp({
    storage: testStorage.storage,
    version: 'test',
    devices: { trustProxyHops: 1 },
    heldRefusals: {
      trustProxyHops: 1,
      hold: async (ms) => {
        held.push(ms);
      },
      ...options,
    },
  });
  /** A request from `address` with a device key nobody registered: refused 401 device-unknown. */
  const unknownKey = (address: string) =>
    app.request('/api/trips', { headers: { 'x-device-key': newDeviceKey(), 'x-forwarded-for': address } });
  return { app, held, unknownKey };
}

describe('refusals to a flooding address are held back', () => {
  it('answers an address its first refusals of a minute at once, then holds each further refusal', async () => {
    let now = Date.parse('2026-11-24T10:00:05Z');
    const { held, unknownKey } = appWithHolds({ now: () => now });
    for (let index = 0; index < heldRefusalDefaults.refusalsPerMinute; index++) {
      const response = await unknownKey(flooder);
      expect(response.status).toBe(401);
    }
    expect(held).toEqual([]);

    const next = await unknownKey(flooder);
    expect(next.status).toBe(401);
    expect((await next.json()).error.code).toBe('device-unknown');
    expect(held).toEqual([heldRefusalDefaults.holdMs]);

    // Another address on the same server is answered at once.
    expect((await unknownKey(neighbour)).status).toBe(401);
    expect(held).toHaveLength(1);

    // The next minute starts afresh.
    now += 60_000;
    expect((await unknownKey(flooder)).status).toBe(401);
    expect(held).toHaveLength(1);
  });

  it('never holds an answer that succeeds, even for a flooding address', async () => {
    const { app, held, unknownKey } = appWithHolds({ refusalsPerMinute: 2 });
    for (let index = 0; index < 3; index++) await unknownKey(flooder);
    expect(held).toHaveLength(1);

    const key = newDeviceKey();
    await registerDevice((path, init) => app.request(path, init), key, { 'x-forwarded-for': flooder });
    const trips = await app.request('/api/trips', { headers: { 'x-device-key': key, 'x-forwarded-for': flooder } });
    expect(trips.status).toBe(200);
    expect(held).toHaveLength(1);
  });

  it('holds a bounded number of refusals per address: past it they are sent at once', async () => {
    const releases: Array<() => void> = [];
    const app = createApp({
      storage: testStorage.storage,
      version: 'test',
      devices: { trustProxyHops: 1 },
      heldRefusals: {
        trustProxyHops: 1,
        refusalsPerMinute: 0,
        maxHeldPerAddress: 3,
        hold: () => new Promise<void>((resolve) => releases.push(resolve)),
      },
    });
    const request = () => app.request('/api/trips', { headers: { 'x-device-key': newDeviceKey(), 'x-forwarded-for': flooder } });
    const answered: number[] = [];
    const pending = Array.from({ length: 5 }, (_, index) => Promise.resolve(request()).then(() => answered.push(index)));
    // Let every request reach its answer: three wait, two go at once.
    for (let tick = 0; tick < 50 && answered.length < 2; tick++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toHaveLength(2);
    expect(releases).toHaveLength(3);
    for (const release of releases) release();
    await Promise.all(pending);
    expect(answered).toHaveLength(5);
  });

  it('counts per address behind a trusted proxy, and forgets old addresses as it grows', async () => {
    let now = 0;
    const gate = holdRefusals({ refusalsPerMinute: 0, hold: async () => undefined, now: () => now, trustProxyHops: 1 });
    const { Hono } = await import('hono');
    const app = new Hono().use(gate).get('/', (c) => c.json({ error: { code: 'nope', message: 'no' } }, 429));
    for (let index = 0; index < 10_000; index++)
      await app.request('/', { headers: { 'x-forwarded-for': `10.0.${index >> 8}.${index & 255}` } });
    expect(gate.addresses).toBe(10_000);
    now += 60_000;
    await app.request('/', { headers: { 'x-forwarded-for': '192.0.2.1' } });
    expect(gate.addresses).toBe(1);
    expect(gate.holding).toBe(0);
  });
});
