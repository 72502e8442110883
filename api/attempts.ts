// Rate limits that every API process shares: attempts are counted in the database, per key and
// fixed window, with one atomic upsert (two processes taking the last place cannot both get it).
import { sql, type Kysely } from 'kysely';
import type { Database } from './db/schema';

export type AttemptVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** The longest window a caller may use; counters older than this are pruned. */
export const longestWindowMs = 24 * 3600_000;
const pruneEveryMs = 10 * 60_000;
let nextPruneAt = 0;

/** Counts one attempt (or `cost` of them) under `key`; refused when the window then holds more than `limit`. */
export async function takeAttempt(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowMs: number,
  now: number = Date.now(),
  cost = 1,
): Promise<AttemptVerdict> {
  if (windowMs > longestWindowMs) throw new Error(`takeAttempt: a window is at most ${longestWindowMs} ms`);
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await db
    .insertInto('attempt_counters')
    .values({ key: key.slice(0, 200), window_start: windowStart, count: cost })
    .onConflict((conflict) =>
      conflict.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`${sql.ref('attempt_counters.count')} + ${cost}` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  if (now >= nextPruneAt) {
    nextPruneAt = now + pruneEveryMs;
    await db
      .deleteFrom('attempt_counters')
      .where('window_start', '<', now - longestWindowMs)
      .execute();
  }
  if (Number(row.count) <= limit) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}

/** A limit shared by every process: `limit` attempts per key and fixed window of `windowMs`. */
export type SharedLimit = { limit: number; windowMs: number };

export type SharedLimiter = {
  /**
   * A refusal this process already had from the database for `key`, still standing (the window's
   * count only grows until the window ends): answered from memory, so a flood over its limit costs
   * no database work. Null: ask the database with take().
   */
  refused(key: string, at?: number): AttemptVerdict | null;
  /** Counts one attempt (or `cost` of them) in the database (takeAttempt) and remembers a refusal until its window ends. */
  take(key: string, at?: number, cost?: number): Promise<AttemptVerdict>;
  /** Keys refused from memory (for tests of the pruning). */
  readonly remembered: number;
};

/**
 * A limit counted in the database, so every API process refuses at the same count, with the
 * refusals it has seen kept in memory until their window ends (at most `maxRemembered` keys).
 */
export function sharedLimiter(
  /** Where the counts live, read on the first count (so an app built over storage not yet opened, or never used, does not touch it). */
  storage: { readonly db: Kysely<Database> },
  { limit, windowMs }: SharedLimit,
  { now = Date.now, maxRemembered = 50_000 }: { now?: () => number; maxRemembered?: number } = {},
): SharedLimiter {
  /** Per refused key, the end of the window it was refused in. */
  const refusedUntil = new Map<string, number>();
  const verdictAt = (until: number, at: number): AttemptVerdict => ({
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until - at) / 1000)),
  });

  return {
    refused(key, at = now()) {
      const until = refusedUntil.get(key);
      if (until === undefined) return null;
      if (until > at) return verdictAt(until, at);
      refusedUntil.delete(key);
      return null;
    },
    async take(key, at = now(), cost = 1) {
      const verdict = await takeAttempt(storage.db, key, limit, windowMs, at, cost);
      if (!verdict.ok) {
        if (refusedUntil.size >= maxRemembered) {
          for (const [known, until] of refusedUntil) if (until <= at) refusedUntil.delete(known);
          // Still full: the oldest refusals are forgotten (the database refuses them again, at a query's cost).
          while (refusedUntil.size >= maxRemembered) refusedUntil.delete(refusedUntil.keys().next().value!);
        }
        refusedUntil.set(key, Math.floor(at / windowMs) * windowMs + windowMs);
      }
      return verdict;
    },
    get remembered() {
      return refusedUntil.size;
    },
  };
}
