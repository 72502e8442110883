// Joins one owner's synced records to another's when a device links to a traveller
// (docs/decisions/015-travellers-and-shared-trips.md). Each moved record, live or a tombstone,
// gets a new version of the target's counter, so the target's devices pull it after their cursor;
// the applied ops move too, so an op the joining device resends is still applied once. Its places
// on shared trips become the traveller's, each under a new version of the trip's scope, so every
// member's device pulls who is on the trip now.
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
  const memberships = await trx
    .selectFrom('trip_members')
    .select(['owner_id', 'id', 'trip_id', 'role'])
    .where('traveller_id', '=', fromOwnerId)
    .where('deleted_at', 'is', null)
    .execute();
  const versions = new Map<string, number>();
  // One sorted order over every scope touched, as withOwners takes them, so no two writers deadlock.
  for (const ownerId of [...new Set([fromOwnerId, toOwnerId, ...memberships.map((member) => member.owner_id)])].sort()) {
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
  await moveFileHolders(trx, fromOwnerId, toOwnerId);
  // Calendar and public-page links stay the device's own (only its key makes their tokens); they
  // follow it to its new traveller through the devices table.
  await moveMemberships(trx, memberships, versions, toOwnerId);
  await trx.updateTable('trip_invites').set({ created_by: toOwnerId }).where('created_by', '=', fromOwnerId).execute();
  return moved;
}

const roleRank: Record<string, number> = { viewer: 0, editor: 1, owner: 2 };

/**
 * The joining traveller's places on shared trips become the target's. Where the target is on the
 * trip already, it keeps one place with the higher of the two roles (a trip never loses its owner)
 * and the other place is tombstoned.
 */
async function moveMemberships(
  trx: Transaction<Database>,
  memberships: { owner_id: string; id: string; trip_id: string; role: string }[],
  versions: Map<string, number>,
  toOwnerId: string,
): Promise<void> {
  const at = new Date().toISOString();
  const touched = new Set<string>();
  const next = (scope: string) => {
    const version = versions.get(scope)! + 1;
    versions.set(scope, version);
    touched.add(scope);
    return version;
  };
  for (const member of memberships) {
    const scope = member.owner_id;
    const existing = await trx
      .selectFrom('trip_members')
      .select(['id', 'role'])
      .where('owner_id', '=', scope)
      .where('trip_id', '=', member.trip_id)
      .where('traveller_id', '=', toOwnerId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const row = trx.updateTable('trip_members').where('owner_id', '=', scope);
    if (!existing) {
      await row
        .set({ traveller_id: toOwnerId, updated_at: at, version: next(scope) })
        .where('id', '=', member.id)
        .execute();
      continue;
    }
    if ((roleRank[member.role] ?? 0) > (roleRank[existing.role] ?? 0)) {
      await row
        .set({ role: member.role, updated_at: at, version: next(scope) })
        .where('id', '=', existing.id)
        .execute();
    }
    await row
      .set({ deleted_at: at, updated_at: at, version: next(scope) })
      .where('id', '=', member.id)
      .execute();
  }
  for (const scope of touched) {
    await trx
      .updateTable('sync_owners')
      .set({ last_version: versions.get(scope)! })
      .where('owner_id', '=', scope)
      .execute();
  }
}

/** Re-owns a table's rows keyed by (owner_id, `key`); a key the target has already stays the target's. */
async function moveRows(
  trx: Transaction<Database>,
  table: 'applied_ops' | 'calendar_links' | 'plan_links',
  key: 'op_id' | 'trip_id',
  fromOwnerId: string,
  toOwnerId: string,
): Promise<void> {
  const both = trx.selectFrom(table).select(key).where('owner_id', '=', toOwnerId);
  await trx.deleteFrom(table).where('owner_id', '=', fromOwnerId).where(key, 'in', both).execute();
  await trx.updateTable(table).set({ owner_id: toOwnerId }).where('owner_id', '=', fromOwnerId).execute();
}

/**
 * The wallet files the joining device sent become its traveller's (docs/decisions/017-travel-wallet.md);
 * an upload it had not finished starts again.
 */
async function moveFileHolders(trx: Transaction<Database>, fromOwnerId: string, toOwnerId: string): Promise<void> {
  const both = trx.selectFrom('file_holders').select('hash').where('traveller_id', '=', toOwnerId);
  await trx.deleteFrom('file_holders').where('traveller_id', '=', fromOwnerId).where('hash', 'in', both).execute();
  await trx.updateTable('file_holders').set({ traveller_id: toOwnerId }).where('traveller_id', '=', fromOwnerId).execute();
  await trx.deleteFrom('file_upload_chunks').where('traveller_id', '=', fromOwnerId).execute();
  await trx.deleteFrom('file_uploads').where('traveller_id', '=', fromOwnerId).execute();
}
