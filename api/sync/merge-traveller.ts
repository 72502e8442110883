// Joins one owner's synced records to another's when a device links to a traveller
// (docs/decisions/015-travellers-and-shared-trips.md). Each moved record, live or a tombstone,
// gets a new version of the target's counter, so the target's devices pull it after their cursor;
// the applied ops move too, so an op the joining device resends is still applied once.
import type { Transaction } from 'kysely';
import type { Dialect } from '../db/index';
import type { Database } from '../db/schema';
import { syncedEntities } from './entities';

/**
 * Moves everything `fromOwnerId` owns to `toOwnerId`, inside the caller's transaction. Both owners'
 * counters are locked in one order (sorted ids), so two merges or a merge and a sync cannot
 * deadlock. Returns how many records moved. Ids are UUID v7 made on devices; should one exist on
 * both sides, the target's record is kept.
 */
export async function mergeTraveller(
  trx: Transaction<Database>,
  dialect: Dialect,
  fromOwnerId: string,
  toOwnerId: string,
): Promise<number> {
  if (fromOwnerId === toOwnerId) return 0;
  const versions = new Map<string, number>();
  for (const ownerId of [fromOwnerId, toOwnerId].sort()) {
    await trx
      .insertInto('sync_owners')
      .values({ owner_id: ownerId })
      .onConflict((conflict) => conflict.column('owner_id').doNothing())
      .execute();
    const query = trx.selectFrom('sync_owners').select('last_version').where('owner_id', '=', ownerId);
    // SQLite has one writer at a time already (and no FOR UPDATE); PostgreSQL needs the row lock.
    const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirstOrThrow();
    versions.set(ownerId, Number(row.last_version));
  }
  let version = versions.get(toOwnerId)!;
  let moved = 0;
  // Registry order: a trip before its items.
  for (const entity of Object.values(syncedEntities)) {
    const rows = await trx.selectFrom(entity.table).select('id').where('owner_id', '=', fromOwnerId).orderBy('version').execute();
    for (let start = 0; start < rows.length; start += 500) {
      const ids = rows.slice(start, start + 500).map((row) => row.id);
      const taken = new Set(
        (await trx.selectFrom(entity.table).select('id').where('owner_id', '=', toOwnerId).where('id', 'in', ids).execute()).map(
          (row) => row.id,
        ),
      );
      for (const id of ids) {
        if (taken.has(id)) {
          await trx.deleteFrom(entity.table).where('owner_id', '=', fromOwnerId).where('id', '=', id).execute();
          continue;
        }
        await trx
          .updateTable(entity.table)
          .set({ owner_id: toOwnerId, version: ++version })
          .where('owner_id', '=', fromOwnerId)
          .where('id', '=', id)
          .execute();
        moved++;
      }
    }
  }
  if (version !== versions.get(toOwnerId)) {
    await trx.updateTable('sync_owners').set({ last_version: version }).where('owner_id', '=', toOwnerId).execute();
  }
  await moveRows(trx, 'applied_ops', 'op_id', fromOwnerId, toOwnerId);
  await moveRows(trx, 'calendar_links', 'trip_id', fromOwnerId, toOwnerId);
  return moved;
}

/** Re-owns a table's rows keyed by (owner_id, `key`); a key the target has already stays the target's. */
async function moveRows(
  trx: Transaction<Database>,
  table: 'applied_ops' | 'calendar_links',
  key: 'op_id' | 'trip_id',
  fromOwnerId: string,
  toOwnerId: string,
): Promise<void> {
  const both = trx.selectFrom(table).select(key).where('owner_id', '=', toOwnerId);
  await trx.deleteFrom(table).where('owner_id', '=', fromOwnerId).where(key, 'in', both).execute();
  await trx.updateTable(table).set({ owner_id: toOwnerId }).where('owner_id', '=', fromOwnerId).execute();
}
