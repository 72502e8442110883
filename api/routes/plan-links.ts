// A trip's read-only public link (issue 18). With the device key: GET /api/trips/{id}/public-link
// answers the link or null, POST makes it (or answers the one there is), DELETE revokes it.
// Without any: GET /plan/{token} is the page, the trip's plan as HTML the way the printed plan
// reads, with no script at all. The token follows the calendar link's pattern (decision 013): it
// is HMAC-SHA256(device key, trip id and a random link id), never stored; the page looks the link
// up by the token's SHA-256.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { uuidPattern } from '../../src/domain/ids';
import { itineraryItemFieldsSchema } from '../../src/domain/itinerary-schema';
import type { ItineraryItemWithId } from '../../src/domain/itinerary-rules';
import { tripFieldsSchema, type TripFields } from '../../src/domain/trips';
import { planLinkSchema, planLinkStateSchema, type PlanLink, type PlanLinkState } from '../../src/domain/plan-link-schema';
import { deviceKeyHeader } from '../../src/domain/sync-protocol';
import type { Storage } from '../db/index';
import { travellerOfDevice, tripScopeFor } from '../sync/scopes';
import { requireDevice, type DeviceEnv } from '../device';
import { ApiError } from '../errors';
import { deviceKeySecurity, errorResponses, jsonResponse, type RouteDoc } from '../openapi';
import { clientAddress } from '../rate-limit';
import { sharedLimiter } from '../attempts';
import { itineraryItemEntity, tripEntity } from '../sync/entities';
import { listRecords } from '../sync/store';
import { goneHtml, planHtml, tooManyHtml } from './public-plan-page';

const tripNotFound = () => new ApiError(404, tripEntity.errors.unknownId.code, tripEntity.errors.unknownId.message);

/** Where the page is served; the link is `{this}/{token}`. Outside /api and outside the app's own routes. */
export const publicPlanMount = '/plan';
/** 256-bit HMAC output in base64url: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const planLinkLimits = {
  /** Page views per client address per minute, counted in the database: every API process refuses at the same count. */
  pagesPerMinute: 120,
} as const;

function linkToken(deviceKey: string, tripId: string, linkId: string): string {
  return createHmac('sha256', deviceKey).update(`plan-link\n${tripId}\n${linkId}`).digest('base64url');
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A trip as a link sees it: where its records live (`scope`, the owner id its items are stored under), its fields, whether it was deleted. */
export type LinkedTrip = { scope: string; trip: TripFields; deleted: boolean };

/**
 * The one place a link finds its trip: today the trips `ownerId` owns. When trips are shared
 * (decision 015) this is where a trip in a shared scope the owner may read is found too.
 */
export async function findTripForLink(storage: Storage, ownerId: string, tripId: string): Promise<LinkedTrip | undefined> {
  // The traveller's own trip, or a shared trip it is on (its records live in the trip's scope).
  const access = await tripScopeFor(storage.db, ownerId, tripId);
  if (!access) return undefined;
  const row = await storage.db
    .selectFrom('trips')
    .selectAll()
    .where('owner_id', '=', access.scope)
    .where('id', '=', tripId)
    .executeTakeFirst();
  // A stored trip a later schema no longer accepts is treated as gone rather than breaking the page.
  const trip = row && tripFieldsSchema.safeParse(tripEntity.toRecord(row));
  if (!row || !trip?.success) return undefined;
  return { scope: access.scope, trip: trip.data, deleted: row.deleted_at != null };
}

export function planLinkRoutes({ storage }: { storage: Storage }) {
  const linkRow = (ownerId: string, tripId: string) =>
    storage.db.selectFrom('plan_links').select('link_id').where('owner_id', '=', ownerId).where('trip_id', '=', tripId).executeTakeFirst();
  /** The link as the request reached us; the app shows it rebased on the origin the browser reached. */
  const urlOf = (c: Context, linkId: string) =>
    // requireDevice has checked the header; the key itself is the HMAC key, never stored.
    new URL(`${publicPlanMount}/${linkToken(c.req.header(deviceKeyHeader)!, c.req.param('id')!, linkId)}`, c.req.url).href;
  const liveTrip = async (ownerId: string, tripId: string) => {
    const found = await findTripForLink(storage, ownerId, tripId);
    if (!found || found.deleted) throw tripNotFound();
    return found;
  };

  return new Hono<DeviceEnv>()
    .use(requireDevice)
    .use(async (c, next) => {
      if (!uuidPattern.test(c.req.param('id') ?? '')) throw tripNotFound();
      await next();
    })
    .get('/', async (c) => {
      const tripId = c.req.param('id')!;
      await liveTrip(c.get('ownerId'), tripId);
      // Only this device's key makes the token again, so the link row is the device's own.
      const link = await linkRow(c.get('deviceId'), tripId);
      const answer: PlanLinkState = { url: link ? urlOf(c, link.link_id) : null };
      return c.json(answer);
    })
    .post('/', async (c) => {
      const tripId = c.req.param('id')!;
      await liveTrip(c.get('ownerId'), tripId);
      const ownerId = c.get('deviceId');
      let link = await linkRow(ownerId, tripId);
      const made = !link;
      if (!link) {
        const linkId = randomBytes(16).toString('base64url');
        // Two first calls at once: one row wins, both answer its link.
        await storage.db
          .insertInto('plan_links')
          .values({
            owner_id: ownerId,
            trip_id: tripId,
            link_id: linkId,
            token_hash: tokenHash(linkToken(c.req.header(deviceKeyHeader)!, tripId, linkId)),
            created_at: new Date().toISOString(),
          })
          .onConflict((conflict) => conflict.columns(['owner_id', 'trip_id']).doNothing())
          .execute();
        link = await linkRow(ownerId, tripId);
        if (!link) throw new Error('public link missing right after it was made');
      }
      const answer: PlanLink = { url: urlOf(c, link.link_id) };
      return c.json(answer, made ? 201 : 200);
    })
    .delete('/', async (c) => {
      const tripId = c.req.param('id')!;
      // A deleted trip's link can still be revoked (its page is a 404 already); another traveller's trip is a 404.
      if (!(await findTripForLink(storage, c.get('ownerId'), tripId))) throw tripNotFound();
      await storage.db.deleteFrom('plan_links').where('owner_id', '=', c.get('deviceId')).where('trip_id', '=', tripId).execute();
      return c.body(null, 204);
    });
}

/** What every answer of the public page carries: no script may run, nothing is sent elsewhere, no index keeps it. */
const pageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
} as const;

/** The page; no device key: the token in the path is the credential. */
export function publicPlanRoutes({ storage, trustProxyHops = 0 }: { storage: Storage; trustProxyHops?: number }) {
  const limiter = sharedLimiter(storage, { limit: planLinkLimits.pagesPerMinute, windowMs: 60_000 });
  const gone = (c: Context) => c.html(goneHtml(), 404, { ...pageHeaders, 'Cache-Control': 'no-store' });

  const page = async (c: Context) => {
    const key = `plan-page:${clientAddress(c, { trustProxyHops })}`;
    // An address refused this minute is refused again from memory, without a query.
    const verdict = limiter.refused(key) ?? (await limiter.take(key));
    if (!verdict.ok) {
      return c.html(tooManyHtml(verdict.retryAfterSeconds), 429, {
        ...pageHeaders,
        'Cache-Control': 'no-store',
        'Retry-After': String(verdict.retryAfterSeconds),
      });
    }
    const token = c.req.param('token') ?? '';
    if (!tokenPattern.test(token)) return gone(c);
    const link = await storage.db
      .selectFrom('plan_links')
      .select(['owner_id', 'trip_id'])
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    if (!link) return gone(c);
    // As the device's traveller now: a removed device's links stop with it.
    const traveller = await travellerOfDevice(storage.db, link.owner_id);
    const found = traveller ? await findTripForLink(storage, traveller, link.trip_id) : undefined;
    if (!found || found.deleted) return gone(c);
    const records = await listRecords(storage.db, itineraryItemEntity, found.scope, link.trip_id);
    // A stored item a later schema no longer accepts stays off the page rather than breaking it.
    const items = records.flatMap((record): ItineraryItemWithId[] => {
      const parsed = itineraryItemFieldsSchema.safeParse(record);
      return parsed.success ? [{ ...parsed.data, id: String(record.id) }] : [];
    });
    // A minute of caching spares the server on a busy link; a revoked link's page may live that long in a browser that had it.
    return c.html(planHtml(found.trip, items), 200, { ...pageHeaders, 'Cache-Control': 'private, max-age=60' });
  };

  // Anything else under /plan is a page that does not exist, never the app's shell.
  return new Hono().get('/:token', page).get('/*', gone).get('/', gone);
}

const tripParams = z.object({ id: z.string() });
const tripMissing = 'trip-not-found: no live trip with this id for this device';

/** Paths relative to the mount, /api/trips/{id}/public-link. */
export const planLinkRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/',
    tags: ['itinerary'],
    summary: "The trip's read-only public link, or null while it has none",
    security: deviceKeySecurity,
    request: { params: tripParams },
    responses: { 200: jsonResponse('The link, or null', planLinkStateSchema), ...errorResponses({ 404: tripMissing }) },
  },
  {
    method: 'post',
    path: '/',
    tags: ['itinerary'],
    summary:
      "Make the trip's public link (/plan/{token}, a read-only page of the plan for anyone who has it); the same link until it is revoked",
    security: deviceKeySecurity,
    request: { params: tripParams },
    responses: {
      200: jsonResponse('The link made before', planLinkSchema),
      201: jsonResponse('The link, made now', planLinkSchema),
      ...errorResponses({ 404: tripMissing }),
    },
  },
  {
    method: 'delete',
    path: '/',
    tags: ['itinerary'],
    summary: "Revoke the trip's public link: its page answers 404 from now on, and the next POST makes a new one",
    security: deviceKeySecurity,
    request: { params: tripParams },
    responses: { 204: { description: 'Revoked (or there was no link)' }, ...errorResponses({ 404: tripMissing }) },
  },
];
