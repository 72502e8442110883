import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ownerIdOf } from './device';
import { clientAddress, createRateLimiter, requesterKey } from './rate-limit';

describe('the rolling-window rate limiter', () => {
  it('allows `limit` events a window per key, and frees each place a window after it was taken', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    for (const at of [0, 10_000, 20_000]) {
      now = at;
      expect(limiter.take('a')).toEqual({ ok: true });
    }
    now = 30_000;
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 30 });
    expect(limiter.take('b')).toEqual({ ok: true });
    now = 59_999;
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    now = 60_000;
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 10 });
    now = 69_999.5;
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('forgets keys whose events have left the window, and never holds more than maxKeys', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => now, maxKeys: 50 });
    for (let i = 0; i < 40; i++) limiter.take(`key-${i}`);
    expect(limiter.size).toBe(40);
    now = 1500;
    limiter.take('later');
    expect(limiter.size).toBe(1);
    for (let i = 0; i < 200; i++) limiter.take(`flood-${i}`);
    expect(limiter.size).toBeLessThanOrEqual(50);
  });
});

describe('who a request counts for', () => {
  const app = (trustProxyHops: number) =>
    new Hono().get('/', (c) => c.json({ address: clientAddress(c, { trustProxyHops }), ...requesterKey(c, { trustProxyHops }) }));
  const ask = async (trustProxyHops: number, headers: Record<string, string>) =>
    (await (await app(trustProxyHops).request('/', { headers })).json()) as { address: string; key: string; ownerId: string | null };

  it("counts a device by its key's owner id, and anything else by its address", async () => {
    const deviceKey = 'device-key-0123456789abcdef';
    expect(await ask(0, { 'X-Device-Key': deviceKey })).toMatchObject({
      key: `device:${ownerIdOf(deviceKey)}`,
      ownerId: ownerIdOf(deviceKey),
    });
    expect(await ask(0, { 'X-Device-Key': 'too short' })).toEqual({ address: 'unknown', key: 'address:unknown', ownerId: null });
    expect(await ask(0, {})).toMatchObject({ key: 'address:unknown', ownerId: null });
  });

  it('believes X-Forwarded-For only behind trusted proxies, and only the entries they wrote', async () => {
    const forwarded = { 'X-Forwarded-For': '6.6.6.6, 203.0.113.7, 10.0.0.2' };
    expect((await ask(0, forwarded)).address).toBe('unknown');
    expect((await ask(1, forwarded)).address).toBe('10.0.0.2');
    expect((await ask(2, forwarded)).address).toBe('203.0.113.7');
    expect((await ask(5, forwarded)).address).toBe('unknown');
    expect((await ask(1, {})).address).toBe('unknown');
  });
});
