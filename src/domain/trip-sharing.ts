// A shared trip's people, as every member's device sees them: the sync pulls one record per member
// (written by the server only: joins, role changes and removals go through /api/trips/{id}/members),
// and each device learns its own role in each shared trip from the sync response (SharedTrip).
// See docs/decisions/015-travellers-and-shared-trips.md.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { uuidPattern } from './ids';
import { storableText } from './stored-text';

export const tripRoles = ['owner', 'editor', 'viewer'] as const;
export type TripRole = (typeof tripRoles)[number];
/** What an invite may grant (there is one owner, the traveller who shared the trip). */
export const inviteRoles = ['editor', 'viewer'] as const satisfies readonly TripRole[];
export type InviteRole = (typeof inviteRoles)[number];

export const roleLabels: Record<TripRole, string> = { owner: 'Owner', editor: 'Can edit', viewer: 'Can view' };

export const displayNameSchema = lazySchema(() => storableText('Your name', 40).trim().min(1, 'Say what the others should call you'));

const tripMemberFieldsObject = lazySchema(() =>
  z.object({
    trip_id: z.string().regex(uuidPattern, 'trip_id must be a UUID'),
    display_name: displayNameSchema,
    role: z.enum(tripRoles, { error: 'role must be owner, editor or viewer' }),
  }),
);

export const tripMemberFieldsSchema = lazySchema(() => tripMemberFieldsObject);
export type TripMemberFields = z.infer<typeof tripMemberFieldsSchema>;
export const tripMemberCreateSchema = lazySchema(() =>
  tripMemberFieldsObject.extend({ id: z.string().regex(uuidPattern, 'id must be a UUID').optional() }),
);
export const tripMemberPatchSchema = lazySchema(() =>
  tripMemberFieldsObject
    .omit({ trip_id: true })
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change: send at least one field'),
);

/** The owner scope that holds a shared trip's records on the server. */
export const tripScopeOf = (tripId: string) => `trip:${tripId}`;
export const tripIdOfScope = (scope: string): string | null => (scope.startsWith('trip:') ? scope.slice(5) : null);

/** What this traveller may do with a trip, by its role on it (no role: its own trip, never shared). */
export type TripPermissions = {
  /** Add, change, move and delete the trip's items, and change the trip itself. */
  canEdit: boolean;
  /** Delete the whole trip (its owner only: the server refuses anyone else). */
  canDeleteTrip: boolean;
  /** Make and stop invite links, change roles and remove members. */
  canManageMembers: boolean;
};

export function tripPermissions(role: TripRole | undefined): TripPermissions {
  const isOwner = role === undefined || role === 'owner';
  return { canEdit: role !== 'viewer', canDeleteTrip: isOwner, canManageMembers: isOwner };
}

/** "Shared · 3 people", for a trip's card. */
export function sharedLabel(memberCount: number): string {
  return `Shared · ${memberCount} ${memberCount === 1 ? 'person' : 'people'}`;
}
