// Who is on each shared trip and what this traveller may do there, as the last sync left it on the
// device: meta `shared_trips` (this traveller's role and member record in each) and the pulled
// `tripMembers`. Read inside the screens' live queries, so a role change shows at the next sync.
import { sharedTripsKey, type AstraDatabase, type TripMemberRow } from './database';
import { tripPermissions, type TripPermissions, type TripRole } from '../domain/trip-sharing';
import type { SharedTrip } from '../domain/sync-protocol';

export type TripAccess = TripPermissions & {
  /** This traveller's role; undefined for a trip that is not shared. */
  role?: TripRole;
  /** The member record that is this traveller ("(you)"). */
  memberId?: string;
  /** Who is on the trip, the owner first, then by name. */
  members: TripMemberRow[];
  ownerName?: string;
};

const roleOrder: Record<TripRole, number> = { owner: 0, editor: 1, viewer: 2 };

export async function readSharedTrips(database: AstraDatabase): Promise<SharedTrip[]> {
  const row = await database.meta.get(sharedTripsKey);
  return Array.isArray(row?.value) ? (row.value as SharedTrip[]) : [];
}

/** Each of these trips' access (a trip not shared: the owner's full rights and no members). */
export async function readTripAccess(database: AstraDatabase, tripIds: readonly string[]): Promise<Map<string, TripAccess>> {
  const [shared, members] = await Promise.all([
    readSharedTrips(database),
    tripIds.length > 0 ? database.tripMembers.where('trip_id').anyOf(tripIds).toArray() : Promise.resolve([]),
  ]);
  const access = new Map<string, TripAccess>();
  for (const tripId of tripIds) {
    const mine = shared.find((trip) => trip.trip_id === tripId);
    const onTrip = members
      .filter((member) => member.trip_id === tripId)
      .sort((a, b) => roleOrder[a.role] - roleOrder[b.role] || a.display_name.localeCompare(b.display_name));
    const ownerName = onTrip.find((member) => member.role === 'owner')?.display_name;
    access.set(tripId, {
      ...tripPermissions(mine?.role),
      ...(mine ? { role: mine.role, memberId: mine.member_id } : {}),
      members: onTrip,
      ...(ownerName ? { ownerName } : {}),
    });
  }
  return access;
}
