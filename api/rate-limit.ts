// Who a request is counted under by the limits (`sharedLimiter` in api/attempts.ts counts them in
// the database, across processes): its device, else its address.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { deviceKeyHeader, deviceKeyPattern } from '../src/domain/sync-protocol';
import { ownerIdOf } from './device-key';

/** How to find the client's address: the socket's, or (behind `hops` trusted proxies) from X-Forwarded-For. */
export type ClientAddressOptions = { trustProxyHops?: number };

/**
 * The client's address. Behind trusted proxies it is the X-Forwarded-For entry the outermost trusted
 * proxy wrote (entries further left are whatever the client claimed). In app.request() tests there
 * is no socket: every request then counts as 'unknown'.
 */
export function clientAddress(c: Context, { trustProxyHops = 0 }: ClientAddressOptions = {}): string {
  if (trustProxyHops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = forwarded[forwarded.length - trustProxyHops];
    if (entry) return entry.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Who a request counts for: its device (a valid X-Device-Key's owner id), else its address. */
export function requesterKey(c: Context, options: ClientAddressOptions = {}): { key: string; ownerId: string | null } {
  const deviceKey = c.req.header(deviceKeyHeader);
  if (deviceKey && deviceKeyPattern.test(deviceKey)) {
    const ownerId = ownerIdOf(deviceKey);
    return { key: `device:${ownerId}`, ownerId };
  }
  return { key: `address:${clientAddress(c, options)}`, ownerId: null };
}
