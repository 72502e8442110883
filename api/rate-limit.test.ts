import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ownerIdOf } from './device';
import { clientAddress, requesterKey } from './rate-limit';

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
