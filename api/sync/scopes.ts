// Who may read and write which owner scope (docs/decisions/015-travellers-and-shared-trips.md): a
// traveller owns its own scope (its owner id), and reads the scope `trip:<id>` of every shared trip
// it is a live member of. Memberships are rows of trip_members in the trip's scope, written under
// that scope's lock, so a request holding the lock sees them settled.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { tripMemberFieldsSchema, tripScopeOf, type TripRole } from '../../src/domain/trip-sharing';

export type Membership = { scope: string; tripId: string; role: TripRole; memberId: string; displayName: string };

const roleOf = (value: string): TripRole => tripMemberFieldsSchema.shape.role.safeParse(value).data ?? 'viewer';

/** The shared trips a traveller is a live member of, in scope order. */
export async function membershipsOf(db: Kysely<Database>, travellerId: string): Promise<Membership[]> {
  const rows = await db
    .selectFrom('trip_members')
    .select(['owner_id', 'id', 'trip_id', 'role', 'display_name'])
    .where('traveller_id', '=', travellerId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows
    .filter((row) => row.owner_id === tripScopeOf(row.trip_id))
    .map((row) => ({ scope: row.owner_id, tripId: row.trip_id, role: roleOf(row.role), memberId: row.id, displayName: row.display_name }))
    .sort((a, b) => a.scope.localeCompare(b.scope));
}

/** The trips a traveller was removed from (and is not on again): their ops are refused with a message that says so. */
export async function removedTripIdsOf(db: Kysely<Database>, travellerId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('trip_members').select(['trip_id', 'deleted_at']).where('traveller_id', '=', travellerId).execute();
  const live = new Set(rows.filter((row) => row.deleted_at == null).map((row) => row.trip_id));
  return new Set(rows.filter((row) => row.deleted_at != null && !live.has(row.trip_id)).map((row) => row.trip_id));
}

/** Where a trip a traveller may read lives: its own scope, the shared trip's scope, or nowhere (null). */
export async function tripScopeFor(
  db: Kysely<Database>,
  travellerId: string,
  tripId: string,
): Promise<{ scope: string; role: TripRole | 'self' } | null> {
  const own = await db.selectFrom('trips').select('id').where('owner_id', '=', travellerId).where('id', '=', tripId).executeTakeFirst();
  if (own) return { scope: travellerId, role: 'self' };
  const member = await db
    .selectFrom('trip_members')
    .select('role')
    .where('owner_id', '=', tripScopeOf(tripId))
    .where('traveller_id', '=', travellerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return member ? { scope: tripScopeOf(tripId), role: roleOf(member.role) } : null;
}

/**
 * The traveller a device belongs to now (its own key hash when it never linked), or null when it
 * was removed. Links whose token only that device's key can make (calendar, public page) are kept
 * per device and read through this, so they follow the device into its traveller and stop with it.
 */
export async function travellerOfDevice(db: Kysely<Database>, deviceId: string): Promise<string | null> {
  const row = await db.selectFrom('devices').select(['traveller_id', 'removed_at']).where('key_hash', '=', deviceId).executeTakeFirst();
  if (!row) return deviceId;
  return row.removed_at == null ? row.traveller_id : null;
}
