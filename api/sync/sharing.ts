// Sharing a trip (docs/decisions/015-travellers-and-shared-trips.md). The first share moves the trip,
// its items and its packing lists from the owner's scope to the trip's own scope `trip:<id>`, each
// under a new version of that scope's counter, and makes the owner's member record. Invites are
// tokens stored as their SHA-256; joining, role changes and removals are member records written in
// the trip's scope (so every member's device pulls them) and events in trip_events. Every write
// here holds the locks of the scopes it touches (withOwners), like every sync write.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { uuidv7 } from '../../src/domain/ids';
import { tripScopeOf, type InviteRole, type TripRole } from '../../src/domain/trip-sharing';
import { privateColumnOf, tripColumnOf, tripScopedEntities } from '../../src/domain/synced-entities';
import type { Storage } from '../db/index';
import type { Database } from '../db/schema';
import { ApiError } from '../errors';
import { syncedEntities, tripEntity, tripMemberEntity, type WriteContext } from './entities';
import { createRecord, deleteRecord, findRow, updateRecord, withOwners, type OwnerTransaction } from './store';

/** An invite link works for two weeks, for as many companions as the owner sends it to, until revoked. */
export const inviteLifetimeMs = 14 * 24 * 3600_000;

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const tripNotFound = () => new ApiError(404, tripEntity.errors.unknownId.code, tripEntity.errors.unknownId.message);
const ownerOnly = () => new ApiError(403, 'trip-owner-only', "Only the trip's owner can do this.");

type Clock = () => Date;

async function recordEvent(trx: Kysely<Database>, tripId: string, actorId: string, kind: string, detail: string, at: Date) {
  await trx
    .insertInto('trip_events')
    .values({ id: uuidv7(), trip_id: tripId, actor_id: actorId, kind, detail: detail.slice(0, 400), at: at.toISOString() })
    .execute();
}

type MemberRow = { id: string; traveller_id: string; role: string; display_name: string; deleted_at: string | null };

async function membersOf(owner: OwnerTransaction, tripId: string): Promise<MemberRow[]> {
  return owner.trx
    .selectFrom('trip_members')
    .select(['id', 'traveller_id', 'role', 'display_name', 'deleted_at'])
    .where('owner_id', '=', owner.ownerId)
    .where('trip_id', '=', tripId)
    .execute();
}

const liveMember = (members: MemberRow[], travellerId: string) =>
  members.find((member) => member.traveller_id === travellerId && member.deleted_at == null);

/** The entities that move with a trip when it is first shared, parents first (the registry's order). */
const movingWithTrip = tripScopedEntities.map((name) => ({
  entity: syncedEntities[name],
  column: tripColumnOf(name)!,
  privateColumn: privateColumnOf(name),
}));

/** Moves a trip of the traveller's own scope, with its items and packing lists, to the trip's scope. */
async function moveToTripScope(own: OwnerTransaction, scope: OwnerTransaction, tripId: string): Promise<void> {
  for (const { entity, column, privateColumn } of movingWithTrip) {
    const rows = await own.trx
      .selectFrom(entity.table)
      .selectAll()
      .where('owner_id', '=', own.ownerId)
      .where(column, '=', tripId)
      .orderBy('version')
      .execute();
    // A private record (a passport in the wallet) stays in the traveller's scope: never shared.
    const isPrivate = (row: Record<string, unknown>) => privateColumn !== null && Number(row[privateColumn]) === 1;
    for (const row of rows) {
      if (isPrivate(row)) continue;
      // A tombstone need not move: no member ever had the record, and the owner's devices keep theirs.
      if (row.deleted_at != null && entity !== syncedEntities.trip) continue;
      await own.trx
        .insertInto(entity.table)
        .values({ ...row, owner_id: scope.ownerId, version: scope.nextVersion() } as never)
        .execute();
    }
    // Gone from the traveller's scope without a tombstone: its devices pull the record again from the
    // trip's scope, and a copy from another scope always replaces theirs.
    const moved = rows.filter((row) => !isPrivate(row)).map((row) => row.id);
    for (let start = 0; start < moved.length; start += 500) {
      await own.trx
        .deleteFrom(entity.table)
        .where('owner_id', '=', own.ownerId)
        .where('id', 'in', moved.slice(start, start + 500))
        .execute();
    }
  }
}

/**
 * Shares a trip of the traveller (the first time: moves it to its scope and makes the traveller its
 * owner member). Answers the traveller's membership; a trip shared already needs the traveller to be its owner.
 */
export async function shareTrip(
  storage: Storage,
  travellerId: string,
  tripId: string,
  displayName: string,
  { now = () => new Date(), context }: { now?: Clock; context?: WriteContext } = {},
): Promise<{ memberId: string }> {
  const scopeId = tripScopeOf(tripId);
  return withOwners(
    storage,
    [travellerId, scopeId],
    async (owners) => {
      const own = owners.get(travellerId)!;
      const scope = owners.get(scopeId)!;
      const members = await membersOf(scope, tripId);
      const me = liveMember(members, travellerId);
      if (me) {
        if (me.role !== 'owner') throw ownerOnly();
        return { memberId: me.id };
      }
      const trip = await findRow({ owner: own, entity: tripEntity, id: tripId });
      if (!trip || trip.deleted_at != null) throw tripNotFound();
      await moveToTripScope(own, scope, tripId);
      const memberId = uuidv7();
      const made = await createRecord(
        { owner: scope, entity: tripMemberEntity, id: memberId },
        { trip_id: tripId, display_name: displayName, role: 'owner', traveller_id: travellerId },
        { overwrite: false },
      );
      if (made.status === 'refused') throw new ApiError(400, made.error.code, made.error.message);
      await recordEvent(own.trx, tripId, travellerId, 'shared', `Shared by ${displayName}`, now());
      return { memberId };
    },
    context,
  );
}

/** Makes an invite link's token (returned once; only its hash is kept). The trip must be shared and the traveller its owner. */
export async function createInvite(
  storage: Storage,
  travellerId: string,
  tripId: string,
  role: InviteRole,
  { now = () => new Date() }: { now?: Clock } = {},
): Promise<{ token: string; expiresAt: string }> {
  const scopeId = tripScopeOf(tripId);
  return withOwners(storage, [scopeId], async (owners) => {
    const scope = owners.get(scopeId)!;
    const me = liveMember(await membersOf(scope, tripId), travellerId);
    if (!me) throw tripNotFound();
    if (me.role !== 'owner') throw ownerOnly();
    const token = randomBytes(24).toString('base64url');
    const at = now();
    const expiresAt = new Date(at.getTime() + inviteLifetimeMs).toISOString();
    await scope.trx
      .insertInto('trip_invites')
      .values({
        token_hash: tokenHashOf(token),
        trip_id: tripId,
        role,
        created_by: travellerId,
        created_at: at.toISOString(),
        expires_at: expiresAt,
        revoked_at: null,
      })
      .execute();
    await recordEvent(scope.trx, tripId, travellerId, 'invite-made', `Invite to ${role === 'editor' ? 'edit' : 'view'}`, at);
    return { token, expiresAt };
  });
}

/** Stops every invite link of a trip (owner only); members who joined stay. */
export async function revokeInvites(storage: Storage, travellerId: string, tripId: string, now: Clock = () => new Date()): Promise<number> {
  const scopeId = tripScopeOf(tripId);
  return withOwners(storage, [scopeId], async (owners) => {
    const scope = owners.get(scopeId)!;
    const me = liveMember(await membersOf(scope, tripId), travellerId);
    if (!me) throw tripNotFound();
    if (me.role !== 'owner') throw ownerOnly();
    const result = await scope.trx
      .updateTable('trip_invites')
      .set({ revoked_at: now().toISOString() })
      .where('trip_id', '=', tripId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await recordEvent(scope.trx, tripId, travellerId, 'invites-revoked', 'Invite links stopped', now());
    return Number(result.numUpdatedRows);
  });
}

export type InviteView = {
  trip_id: string;
  title: string;
  start_date: string;
  end_date: string;
  role: InviteRole;
  invited_by: string;
  members: string[];
  expires_at: string;
  /** Whether the asking traveller is on the trip already. */
  joined: boolean;
};

type InviteRow = { trip_id: string; role: string; created_by: string; created_at: string; expires_at: string; revoked_at: string | null };

const inviteGone = () =>
  new ApiError(404, 'invite-not-found', 'This invite link does not work: it was stopped, or it was copied wrong. Ask for a new one.');
const inviteExpired = () => new ApiError(410, 'invite-expired', 'This invite link has expired. Ask the trip’s owner for a new one.');

async function liveInvite(db: Kysely<Database>, token: string, now: Date): Promise<InviteRow> {
  const invite = await db
    .selectFrom('trip_invites')
    .select(['trip_id', 'role', 'created_by', 'created_at', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', tokenHashOf(token))
    .executeTakeFirst();
  if (!invite || invite.revoked_at != null) throw inviteGone();
  if (invite.expires_at <= now.toISOString()) throw inviteExpired();
  return invite;
}

const inviteRoleOf = (role: string): InviteRole => (role === 'editor' ? 'editor' : 'viewer');

/** What an invite is for, so the join page can say it before the traveller joins. */
export async function viewInvite(storage: Storage, travellerId: string, token: string, now: Clock = () => new Date()): Promise<InviteView> {
  const invite = await liveInvite(storage.db, token, now());
  const scopeId = tripScopeOf(invite.trip_id);
  const trip = await storage.db
    .selectFrom('trips')
    .select(['title', 'start_date', 'end_date', 'deleted_at'])
    .where('owner_id', '=', scopeId)
    .where('id', '=', invite.trip_id)
    .executeTakeFirst();
  if (!trip || trip.deleted_at != null) throw inviteGone();
  const members = await storage.db
    .selectFrom('trip_members')
    .select(['traveller_id', 'role', 'display_name'])
    .where('owner_id', '=', scopeId)
    .where('trip_id', '=', invite.trip_id)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .execute();
  return {
    trip_id: invite.trip_id,
    title: trip.title,
    start_date: trip.start_date,
    end_date: trip.end_date,
    role: inviteRoleOf(invite.role),
    invited_by: members.find((member) => member.traveller_id === invite.created_by)?.display_name ?? 'The trip’s owner',
    members: members.map((member) => member.display_name),
    expires_at: invite.expires_at,
    joined: members.some((member) => member.traveller_id === travellerId),
  };
}

/** Joins the trip an invite is for. Joining again is harmless; a traveller removed after the invite was made cannot use it. */
export async function acceptInvite(
  storage: Storage,
  travellerId: string,
  token: string,
  displayName: string,
  { now = () => new Date(), context }: { now?: Clock; context?: WriteContext } = {},
): Promise<{ tripId: string; memberId: string; role: TripRole }> {
  const first = await liveInvite(storage.db, token, now());
  const scopeId = tripScopeOf(first.trip_id);
  return withOwners(
    storage,
    [scopeId],
    async (owners) => {
      const scope = owners.get(scopeId)!;
      const invite = await liveInvite(scope.trx, token, now());
      const trip = await findRow({ owner: scope, entity: tripEntity, id: invite.trip_id });
      if (!trip || trip.deleted_at != null) throw inviteGone();
      const members = await membersOf(scope, invite.trip_id);
      const me = liveMember(members, travellerId);
      if (me) return { tripId: invite.trip_id, memberId: me.id, role: tripRoleOf(me.role) };
      const removedAfter = members.some(
        (member) => member.traveller_id === travellerId && member.deleted_at != null && member.deleted_at >= invite.created_at,
      );
      if (removedAfter) {
        throw new ApiError(
          403,
          'invite-removed',
          'You were removed from this trip after this invite was made. Ask its owner for a new invite.',
        );
      }
      const memberId = uuidv7();
      const role = inviteRoleOf(invite.role);
      const made = await createRecord(
        { owner: scope, entity: tripMemberEntity, id: memberId },
        { trip_id: invite.trip_id, display_name: displayName, role, traveller_id: travellerId },
        { overwrite: false },
      );
      if (made.status === 'refused') throw new ApiError(400, made.error.code, made.error.message);
      await recordEvent(scope.trx, invite.trip_id, travellerId, 'joined', `${displayName} joined (${role})`, now());
      return { tripId: invite.trip_id, memberId, role };
    },
    context,
  );
}

const tripRoleOf = (role: string): TripRole => (role === 'owner' || role === 'editor' ? role : 'viewer');

/** The owner changes a member's role (not its own: a trip has one owner). */
export async function changeRole(
  storage: Storage,
  travellerId: string,
  tripId: string,
  memberId: string,
  role: InviteRole,
  now: Clock = () => new Date(),
): Promise<void> {
  const scopeId = tripScopeOf(tripId);
  await withOwners(storage, [scopeId], async (owners) => {
    const scope = owners.get(scopeId)!;
    const members = await membersOf(scope, tripId);
    const me = liveMember(members, travellerId);
    if (!me) throw tripNotFound();
    if (me.role !== 'owner') throw ownerOnly();
    const member = members.find((candidate) => candidate.id === memberId && candidate.deleted_at == null);
    if (!member) throw memberNotFound();
    if (member.id === me.id) throw new ApiError(400, 'owner-role', 'A trip keeps its owner: you can change the roles of the others.');
    const result = await updateRecord({ owner: scope, entity: tripMemberEntity, id: memberId }, () => ({
      ok: true,
      value: { trip_id: tripId, display_name: member.display_name, role },
    }));
    if (result.status === 'refused') throw memberNotFound();
    await recordEvent(scope.trx, tripId, travellerId, 'role-changed', `${member.display_name}: ${member.role} → ${role}`, now());
  });
}

/** A member changes the name the others see it by. */
export async function renameMember(
  storage: Storage,
  travellerId: string,
  tripId: string,
  memberId: string,
  displayName: string,
  now: Clock = () => new Date(),
): Promise<void> {
  const scopeId = tripScopeOf(tripId);
  await withOwners(storage, [scopeId], async (owners) => {
    const scope = owners.get(scopeId)!;
    const me = liveMember(await membersOf(scope, tripId), travellerId);
    if (!me) throw tripNotFound();
    if (me.id !== memberId) throw new ApiError(403, 'trip-member-own-name', 'Each person on the trip sets their own name.');
    const result = await updateRecord({ owner: scope, entity: tripMemberEntity, id: memberId }, () => ({
      ok: true,
      value: { trip_id: tripId, display_name: displayName, role: me.role },
    }));
    if (result.status === 'refused') throw memberNotFound();
    if (result.status === 'changed')
      await recordEvent(scope.trx, tripId, travellerId, 'renamed', `${me.display_name} → ${displayName}`, now());
  });
}

const memberNotFound = () => new ApiError(404, 'trip-member-not-found', 'This person is not on the trip (they may have left).');

/** The owner removes a member, or a member leaves. The owner cannot leave: it deletes the trip instead. */
export async function removeMember(
  storage: Storage,
  travellerId: string,
  tripId: string,
  memberId: string,
  now: Clock = () => new Date(),
): Promise<void> {
  const scopeId = tripScopeOf(tripId);
  await withOwners(storage, [scopeId], async (owners) => {
    const scope = owners.get(scopeId)!;
    const members = await membersOf(scope, tripId);
    const me = liveMember(members, travellerId);
    if (!me) throw tripNotFound();
    const member = members.find((candidate) => candidate.id === memberId && candidate.deleted_at == null);
    if (!member) throw memberNotFound();
    if (member.id === me.id && me.role === 'owner') {
      throw new ApiError(400, 'owner-cannot-leave', 'The owner cannot leave a shared trip. Remove the others, or delete the trip.');
    }
    if (member.id !== me.id && me.role !== 'owner') throw ownerOnly();
    await deleteRecord({ owner: scope, entity: tripMemberEntity, id: memberId });
    const what = member.id === me.id ? `${member.display_name} left` : `${member.display_name} was removed`;
    await recordEvent(scope.trx, tripId, travellerId, member.id === me.id ? 'left' : 'removed', what, now());
  });
}

/** A shared trip's members as the API lists them (any member may ask); null when the traveller is not on it. */
export async function listMembers(
  db: Kysely<Database>,
  travellerId: string,
  tripId: string,
): Promise<Array<{ id: string; display_name: string; role: TripRole; you: boolean; joined_at: string }> | null> {
  const rows = await db
    .selectFrom('trip_members')
    .select(['id', 'traveller_id', 'role', 'display_name', 'created_at'])
    .where('owner_id', '=', tripScopeOf(tripId))
    .where('trip_id', '=', tripId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .execute();
  if (!rows.some((row) => row.traveller_id === travellerId)) return null;
  return rows.map((row) => ({
    id: row.id,
    display_name: row.display_name,
    role: tripRoleOf(row.role),
    you: row.traveller_id === travellerId,
    joined_at: row.created_at,
  }));
}
