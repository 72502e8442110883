// The shared limiter: counted in the database (so two limiters on one database, as two processes,
// refuse at the same count), and a refusal answered from memory until its window ends, with no
// query: the count in the database stops growing.
import { describe, expect, it } from 'vitest';
import { freshStoragePerTest, storageKinds } from '../tests/setup/storage';
import type { Storage } from './db/index';
import { sharedLimiter } from './attempts';

const minute = 60_000;
const start = Date.parse('2026-11-24T18:00:00Z');

describe.each(storageKinds)('sharedLimiter on %s', (kind) => {
  let storage: Storage;
  freshStoragePerTest(kind, (opened) => (storage = opened));
  const counted = async (key: string) =>
    Number((await storage.db.selectFrom('attempt_counters').select('count').where('key', '=', key).executeTakeFirst())?.count ?? 0);

  it('refuses at the same count from two limiters on one database, then from memory until the window ends', async () => {
    let clock = start + 10_000;
    const options = { now: () => clock };
    const [one, two] = [
      sharedLimiter(storage, { limit: 3, windowMs: minute }, options),
      sharedLimiter(storage, { limit: 3, windowMs: minute }, options),
    ];
    expect((await one.take('k')).ok).toBe(true);
    expect((await two.take('k')).ok).toBe(true);
    expect((await one.take('k')).ok).toBe(true);
    expect(one.refused('k')).toBeNull();
    expect(await two.take('k')).toEqual({ ok: false, retryAfterSeconds: 50 });
    // The limiter that saw the refusal answers from memory; the other asks the database once.
    clock += 20_000;
    expect(two.refused('k')).toEqual({ ok: false, retryAfterSeconds: 30 });
    expect(one.refused('k')).toBeNull();
    expect(await one.take('k')).toEqual({ ok: false, retryAfterSeconds: 30 });
    expect(one.refused('k')).toEqual({ ok: false, retryAfterSeconds: 30 });
    expect(await counted('k')).toBe(5);
    // A new window: nothing remembered, counted afresh.
    clock = start + minute;
    expect(one.refused('k')).toBeNull();
    expect((await one.take('k')).ok).toBe(true);
  });

  it('remembers at most maxRemembered refused keys', async () => {
    const limiter = sharedLimiter(storage, { limit: 1, windowMs: minute }, { now: () => start, maxRemembered: 2 });
    for (const key of ['a', 'b', 'c']) {
      await limiter.take(key);
      expect((await limiter.take(key)).ok).toBe(false);
    }
    expect(limiter.remembered).toBe(2);
    // The oldest was forgotten: the database refuses it again.
    expect(limiter.refused('a')).toBeNull();
    expect((await limiter.take('a')).ok).toBe(false);
  });
});
