// Sharing a trip with companions (docs/decisions/015-travellers-and-shared-trips.md):
// - /api/trips/{id}/invites: the owner makes an invite link (sharing the trip the first time) or stops them all;
// - /api/trips/{id}/members: who is on the trip; the owner changes roles and removes people, a member leaves;
// - /api/invites/{token}: what an invite is for, and joining with it.
// The work is in api/sync/sharing.ts; these routes check input and map the answers.
import { Hono } from 'hono';
import { z } from 'zod';
import { uuidPattern } from '../../src/domain/ids';
import { displayNameSchema, inviteRoles, tripRoles } from '../../src/domain/trip-sharing';
import type { Storage } from '../db/index';
import { requireDevice, type DeviceEnv } from '../device';
import { ApiError } from '../errors';
import { deviceKeySecurity, errorResponses, jsonContent, jsonResponse, type RouteDoc } from '../openapi';
import { clientAddress } from '../rate-limit';
import { takeAttempt } from '../attempts';
import { tripEntity, type WriteContext } from '../sync/entities';
import {
  acceptInvite,
  changeRole,
  renameMember,
  createInvite,
  listMembers,
  removeMember,
  revokeInvites,
  shareTrip,
  viewInvite,
} from '../sync/sharing';
import { validate } from '../validate';

export type SharingDeps = { storage: Storage; writeContext?: WriteContext; trustProxyHops?: number };

const tripNotFound = () => new ApiError(404, tripEntity.errors.unknownId.code, tripEntity.errors.unknownId.message);

const inviteRequestSchema = z.object({
  role: z.enum(inviteRoles, { error: 'role must be editor or viewer' }),
  /** The owner's name as companions will see it; needed the first time a trip is shared. */
  display_name: displayNameSchema.optional(),
});
const inviteSchema = z
  .object({ url: z.string(), token: z.string(), role: z.enum(inviteRoles), expires_at: z.string() })
  .meta({ id: 'TripInvite' });
const memberSchema = z
  .object({ id: z.string(), display_name: z.string(), role: z.enum(tripRoles), you: z.boolean(), joined_at: z.string() })
  .meta({ id: 'TripMember' });
const membersSchema = z.object({ members: z.array(memberSchema) });
const memberChangeSchema = z
  .object({
    /** The owner changes another member's role. */
    role: z.enum(inviteRoles, { error: 'role must be editor or viewer' }).optional(),
    /** A member changes its own name. */
    display_name: displayNameSchema.optional(),
  })
  .refine((change) => (change.role === undefined) !== (change.display_name === undefined), 'Send either role or display_name');
const acceptSchema = z.object({ display_name: displayNameSchema });
const inviteViewSchema = z
  .object({
    trip_id: z.string(),
    title: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    role: z.enum(inviteRoles),
    invited_by: z.string(),
    members: z.array(z.string()),
    expires_at: z.string(),
    joined: z.boolean(),
  })
  .meta({ id: 'TripInviteView' });
const acceptedSchema = z.object({ trip_id: z.string(), member_id: z.string(), role: z.enum(tripRoles) });

/** Invite tokens are 24 random bytes in base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

const checkTripId = async (id: string | undefined, next: () => Promise<void>) => {
  if (!uuidPattern.test(id ?? '')) throw tripNotFound();
  await next();
};

/** The page a companion opens; the token rides in the fragment, so it never reaches a server log or a Referer. */
export const invitePagePath = '/join';

export function tripInviteRoutes({ storage, writeContext }: SharingDeps) {
  return new Hono<DeviceEnv>()
    .use(requireDevice)
    .use((c, next) => checkTripId(c.req.param('id'), next))
    .post('/', validate('json', inviteRequestSchema), async (c) => {
      const tripId = c.req.param('id')!;
      const travellerId = c.get('ownerId');
      const { role, display_name: displayName } = c.req.valid('json');
      const members = await listMembers(storage.db, travellerId, tripId);
      if (!members) {
        if (!displayName) throw new ApiError(400, 'invalid-input', 'display_name: say what your companions should call you');
        await shareTrip(storage, travellerId, tripId, displayName, { context: writeContext });
      }
      const { token, expiresAt } = await createInvite(storage, travellerId, tripId, role);
      const url = new URL(`${invitePagePath}#invite=${token}`, c.req.url).href;
      return c.json({ url, token, role, expires_at: expiresAt }, 201);
    })
    .delete('/', async (c) => {
      await revokeInvites(storage, c.get('ownerId'), c.req.param('id')!);
      return c.body(null, 204);
    });
}

export function tripMemberRoutes({ storage }: SharingDeps) {
  const checkMemberId = async (id: string | undefined, next: () => Promise<void>) => {
    if (!uuidPattern.test(id ?? ''))
      throw new ApiError(404, 'trip-member-not-found', 'This person is not on the trip (they may have left).');
    await next();
  };
  return new Hono<DeviceEnv>()
    .use(requireDevice)
    .use((c, next) => checkTripId(c.req.param('id'), next))
    .use('/:memberId', (c, next) => checkMemberId(c.req.param('memberId'), next))
    .get('/', async (c) => {
      const members = await listMembers(storage.db, c.get('ownerId'), c.req.param('id')!);
      if (!members) throw tripNotFound();
      return c.json({ members });
    })
    .patch('/:memberId', validate('json', memberChangeSchema), async (c) => {
      const { role, display_name: displayName } = c.req.valid('json');
      const [travellerId, tripId, memberId] = [c.get('ownerId'), c.req.param('id')!, c.req.param('memberId')];
      if (role) await changeRole(storage, travellerId, tripId, memberId, role);
      else await renameMember(storage, travellerId, tripId, memberId, displayName!);
      return c.body(null, 204);
    })
    .delete('/:memberId', async (c) => {
      await removeMember(storage, c.get('ownerId'), c.req.param('id')!, c.req.param('memberId'));
      return c.body(null, 204);
    });
}

export function inviteRoutes({ storage, writeContext, trustProxyHops = 0 }: SharingDeps) {
  // Tokens cannot be guessed (192 bits); the limit keeps one address from hammering the lookups,
  // counted in the database so that every API process shares it.
  return new Hono<DeviceEnv>()
    .use(requireDevice)
    .use('/:token/*', async (c, next) => {
      const verdict = await takeAttempt(storage.db, `invite:${clientAddress(c, { trustProxyHops })}`, 30, 60_000);
      if (!verdict.ok) {
        c.header('Retry-After', String(verdict.retryAfterSeconds));
        throw new ApiError(429, 'too-many-requests', `Too many tries with invite links. Try again in ${verdict.retryAfterSeconds} s.`);
      }
      if (!tokenPattern.test(c.req.param('token') ?? '')) {
        throw new ApiError(
          404,
          'invite-not-found',
          'This invite link does not work: it was stopped, or it was copied wrong. Ask for a new one.',
        );
      }
      await next();
    })
    .get('/:token/details', async (c) => c.json(await viewInvite(storage, c.get('ownerId'), c.req.param('token'))))
    .post('/:token/accept', validate('json', acceptSchema), async (c) => {
      const joined = await acceptInvite(storage, c.get('ownerId'), c.req.param('token'), c.req.valid('json').display_name, {
        context: writeContext,
      });
      return c.json({ trip_id: joined.tripId, member_id: joined.memberId, role: joined.role });
    });
}

const tripParams = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), memberId: z.string() });
const tokenParams = z.object({ token: z.string() });

export const tripInviteRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/',
    tags: ['sharing'],
    summary: 'Make an invite link to the trip (sharing it the first time, with the owner named display_name)',
    security: deviceKeySecurity,
    request: { params: tripParams, body: { required: true, content: jsonContent(inviteRequestSchema) } },
    responses: {
      201: jsonResponse('The link to send; its token is shown only now', inviteSchema),
      ...errorResponses({ 400: 'invalid-input', 403: "trip-owner-only: only the trip's owner invites", 404: 'trip-not-found' }),
    },
  },
  {
    method: 'delete',
    path: '/',
    tags: ['sharing'],
    summary: 'Stop every invite link of the trip (who joined stays)',
    security: deviceKeySecurity,
    request: { params: tripParams },
    responses: { 204: { description: 'Stopped' }, ...errorResponses({ 403: 'trip-owner-only', 404: 'trip-not-found' }) },
  },
];

export const tripMemberRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/',
    tags: ['sharing'],
    summary: 'Who is on a shared trip',
    security: deviceKeySecurity,
    request: { params: tripParams },
    responses: { 200: jsonResponse('The members, oldest first', membersSchema), ...errorResponses({ 404: 'trip-not-found' }) },
  },
  {
    method: 'patch',
    path: '/{memberId}',
    tags: ['sharing'],
    summary: "Change a member's role (owner only), or one's own name",
    security: deviceKeySecurity,
    request: { params: memberParams, body: { required: true, content: jsonContent(memberChangeSchema) } },
    responses: {
      204: { description: 'Changed' },
      ...errorResponses({
        400: 'owner-role',
        403: 'trip-owner-only, trip-member-own-name',
        404: 'trip-not-found or trip-member-not-found',
      }),
    },
  },
  {
    method: 'delete',
    path: '/{memberId}',
    tags: ['sharing'],
    summary: 'Remove a member (owner), or leave the trip (the member itself)',
    security: deviceKeySecurity,
    request: { params: memberParams },
    responses: {
      204: { description: 'Removed: their devices drop the trip at their next sync' },
      ...errorResponses({ 400: 'owner-cannot-leave', 403: 'trip-owner-only', 404: 'trip-not-found or trip-member-not-found' }),
    },
  },
];

export const inviteRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/{token}/details',
    tags: ['sharing'],
    summary: 'What an invite is for: the trip, who invited, who is on it',
    security: deviceKeySecurity,
    request: { params: tokenParams },
    responses: {
      200: jsonResponse('The invite', inviteViewSchema),
      ...errorResponses({ 404: 'invite-not-found', 410: 'invite-expired', 429: 'too-many-requests' }),
    },
  },
  {
    method: 'post',
    path: '/{token}/accept',
    tags: ['sharing'],
    summary: 'Join the trip an invite is for, under the name the others will see',
    security: deviceKeySecurity,
    request: { params: tokenParams, body: { required: true, content: jsonContent(acceptSchema) } },
    responses: {
      200: jsonResponse('Joined (or was on it already)', acceptedSchema),
      ...errorResponses({
        400: 'invalid-input',
        403: 'invite-removed',
        404: 'invite-not-found',
        410: 'invite-expired',
        429: 'too-many-requests',
      }),
    },
  },
];
