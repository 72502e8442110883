// Refusals to a flooding address are answered slowly (issue 21, docs/decisions/021-limits-across-processes.md).
// Every limit already refuses a flood, but a refusal still costs this process a request's work, and a
// client that sends its next request the moment the last is answered (a script, a loop of fetches)
// gets refusals as fast as the server can write them: one address can take most of the process's
// time from everyone else. So an address that has had many refusals (401 or 429) in the current
// minute gets its further refusals held back for a moment before they are sent. Its flood then runs
// at the pace of its open requests instead of the server's; answers that succeed are never held, and
// a traveller's app, which waits for Retry-After anyway, does not notice. Counted in this process's
// memory: it paces the requests this process serves, while the limits themselves are shared
// (api/attempts.ts). Held answers are bounded per address and in all, so holding costs little memory;
// past the bound a refusal is sent at once.
import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress } from './rate-limit';

export type HeldRefusalOptions = {
  /** Refusals an address may get in a minute before the next ones are held. */
  refusalsPerMinute?: number;
  /** How long a refusal to such an address is held. */
  holdMs?: number;
  /** Refusals held at once for one address; more are sent at once. */
  maxHeldPerAddress?: number;
  /** Refusals held at once in all. */
  maxHeld?: number;
  trustProxyHops?: number;
  now?: () => number;
  /** How a refusal waits (a timer; tests pass their own to see what was held). */
  hold?: (ms: number) => Promise<void>;
};

export const heldRefusalDefaults = { refusalsPerMinute: 60, holdMs: 1_000, maxHeldPerAddress: 1_000, maxHeld: 10_000 } as const;

const minuteMs = 60_000;
const refusedStatuses = new Set([401, 429]);
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type AddressRecord = { windowStart: number; refusals: number; held: number };

export type HeldRefusals = MiddlewareHandler & {
  /** Refusals being held now (for tests). */
  readonly holding: number;
  /** Addresses remembered (for tests of the pruning). */
  readonly addresses: number;
};

export function holdRefusals(options: HeldRefusalOptions = {}): HeldRefusals {
  const { refusalsPerMinute, holdMs, maxHeldPerAddress, maxHeld } = { ...heldRefusalDefaults, ...options };
  const { trustProxyHops = 0, now = Date.now, hold = wait } = options;
  const records = new Map<string, AddressRecord>();
  let holding = 0;
  let sweptFor = -1;

  const recordOf = (address: string, at: number): AddressRecord => {
    const windowStart = Math.floor(at / minuteMs) * minuteMs;
    let record = records.get(address);
    if (record && record.windowStart !== windowStart) {
      record.windowStart = windowStart;
      record.refusals = 0;
    }
    if (!record) {
      // Addresses of past minutes with nothing held are forgotten when the map grows, in one sweep a minute at most.
      if (records.size >= 10_000 && sweptFor !== windowStart) {
        sweptFor = windowStart;
        for (const [known, old] of records) if (old.windowStart < windowStart && old.held === 0) records.delete(known);
      }
      record = { windowStart, refusals: 0, held: 0 };
      records.set(address, record);
    }
    return record;
  };

  const middleware = async (c: Context, next: () => Promise<void>) => {
    await next();
    if (!refusedStatuses.has(c.res.status)) return;
    const record = recordOf(clientAddress(c, { trustProxyHops }), now());
    record.refusals++;
    if (record.refusals <= refusalsPerMinute || record.held >= maxHeldPerAddress || holding >= maxHeld) return;
    record.held++;
    holding++;
    try {
      await hold(holdMs);
    } finally {
      record.held--;
      holding--;
    }
  };
  return Object.defineProperties(middleware, {
    holding: { get: () => holding },
    addresses: { get: () => records.size },
  }) as HeldRefusals;
}
