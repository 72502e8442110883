// An in-memory rolling-window rate limit (one process's count: behind a load balancer each API
// process counts on its own), and the key a request is counted under.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { deviceKeyHeader, deviceKeyPattern } from '../src/domain/sync-protocol';
import { ownerIdOf } from './device-key';

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one event for `key` if the key is under its limit. Synchronous, so concurrent requests cannot both take the last place. */
  take(key: string): RateLimitVerdict;
  /** Keys currently tracked (for tests of the pruning). */
  readonly size: number;
};

export type RateLimiterOptions = { limit: number; windowMs: number; now?: () => number; maxKeys?: number };

export function createRateLimiter({ limit, windowMs, now = Date.now, maxKeys = 100_000 }: RateLimiterOptions): RateLimiter {
  /** Per key, the times of the events still inside the window, oldest first. */
  const events = new Map<string, number[]>();
  let nextSweep = 0;

  const sweep = (at: number) => {
    for (const [key, times] of events) {
      if (times[times.length - 1]! <= at - windowMs) events.delete(key);
    }
  };

  return {
    take(key) {
      const at = now();
      // Keys whose events all left the window are dropped now and then, or when too many are held.
      if (at >= nextSweep || events.size >= maxKeys) {
        sweep(at);
        nextSweep = at + windowMs;
      }
      const times = (events.get(key) ?? []).filter((time) => time > at - windowMs);
      if (times.length >= limit) {
        events.set(key, times);
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + windowMs - at) / 1000)) };
      }
      // Past maxKeys even after a sweep, the oldest-tracked keys go first rather than memory growing without end.
      if (!events.has(key) && events.size >= maxKeys) events.delete(events.keys().next().value!);
      times.push(at);
      events.set(key, times);
      return { ok: true };
    },
    get size() {
      return events.size;
    },
  };
}

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
