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
