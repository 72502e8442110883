// The Idempotency-Key header on POST creates (issue 21, finding 8). A create that carries its own
// id is idempotent already (the same create again is harmless, a different one 409). One without an
// id made a new record each time; with a key, the first request's id is kept for a day under the
// traveller, the collection and the key, and the same request again finds that id, so it meets the
// record it made and is answered as the same create again.
import type { Context } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { uuidv7 } from '../src/domain/ids';
import type { Database } from './db/schema';
import { ApiError } from './errors';

const keyPattern = /^[\x21-\x7e]{1,200}$/;
const keptMs = 24 * 3600_000;

/** The request's Idempotency-Key, or undefined; a malformed one is a 400 the client can fix. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!keyPattern.test(key)) {
    throw new ApiError(
      400,
      'invalid-idempotency-key',
      'Idempotency-Key must be 1 to 200 visible ASCII characters (a UUID is a good choice).',
    );
  }
  return key;
}

/**
 * The id a create uses: the body's own, else the one an earlier request with the same key made,
 * else a new one, remembered under the key. Call inside the write's transaction.
 */
export async function idForCreate(
  trx: Transaction<Database> | Kysely<Database>,
  scope: { ownerId: string; collection: string; key: string | undefined },
  bodyId: string | undefined,
  now: Date = new Date(),
): Promise<string> {
  const { ownerId, collection, key } = scope;
  if (bodyId !== undefined || key === undefined) return bodyId ?? uuidv7(now.getTime());
  const where = (query: ReturnType<typeof select>) =>
    query.where('owner_id', '=', ownerId).where('collection', '=', collection).where('key', '=', key);
  const select = () => trx.selectFrom('idempotency_keys').select('record_id');
  const cutoff = new Date(now.getTime() - keptMs).toISOString();
  const found = await where(select()).where('created_at', '>=', cutoff).executeTakeFirst();
  if (found) return found.record_id;
  await trx.deleteFrom('idempotency_keys').where('owner_id', '=', ownerId).where('created_at', '<', cutoff).execute();
  const id = uuidv7(now.getTime());
  await trx
    .insertInto('idempotency_keys')
    .values({ owner_id: ownerId, collection, key, record_id: id, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['owner_id', 'collection', 'key']).doNothing())
    .execute();
  // A request with the same key that committed first wins: use its id.
  return (await where(select()).executeTakeFirstOrThrow()).record_id;
}
