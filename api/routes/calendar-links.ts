// A trip's calendar subscription link. With the device key: GET /api/trips/{id}/calendar answers the
// link (made on the first call), DELETE revokes it. Without any: GET /api/calendar/{token}.ics is
// the feed calendars poll, the trip's live items as RFC 5545 text. The token is a capability; it is
// never stored: it is HMAC-SHA256(device key, trip id and a random link id), so only the device can
// have it shown again, and the feed looks the link up by the token's SHA-256
// (docs/decisions/013-calendar-links.md).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { uuidPattern } from '../../src/domain/ids';
import { itineraryItemFieldsSchema } from '../../src/domain/itinerary-schema';
import { itineraryCalendar, type CalendarItem } from '../../src/domain/itinerary-calendar';
import { calendarLinkSchema, type CalendarLink } from '../../src/domain/calendar-link-schema';
import { deviceKeyHeader } from '../../src/domain/sync-protocol';
import type { Storage } from '../db/index';
import { requireDevice, type DeviceEnv } from '../device';
import { ApiError } from '../errors';
import { deviceKeySecurity, errorResponses, jsonResponse, type RouteDoc } from '../openapi';
import { itineraryItemEntity, tripEntity } from '../sync/entities';
import { listRecords } from '../sync/store';
import { travellerOfDevice, tripScopeFor } from '../sync/scopes';

const tripNotFound = () => new ApiError(404, tripEntity.errors.unknownId.code, tripEntity.errors.unknownId.message);
const linkNotFound = () =>
  new ApiError(404, 'calendar-link-not-found', 'This calendar link does not exist or was stopped. Ask for a new link in the app.');

/** Where the feed is served; the link is `{this}/{token}.ics`. */
export const calendarFeedMount = '/api/calendar';
const feedSuffix = '.ics';
/** 256-bit HMAC output in base64url: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
/** Calendars poll; five minutes of caching spares the server without leaving the plan stale for long. */
const feedCacheControl = 'private, max-age=300';

function linkToken(deviceKey: string, tripId: string, linkId: string): string {
  return createHmac('sha256', deviceKey).update(`calendar-link\n${tripId}\n${linkId}`).digest('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function calendarLinkRoutes({ storage }: { storage: Storage }) {
  // The traveller's own trip, or a shared trip it is on (its records live in the trip's scope).
  const tripRow = async (travellerId: string, tripId: string) => {
    const access = await tripScopeFor(storage.db, travellerId, tripId);
    if (!access) return undefined;
    return storage.db
      .selectFrom('trips')
      .select('deleted_at')
      .where('owner_id', '=', access.scope)
      .where('id', '=', tripId)
      .executeTakeFirst();
  };
  const linkRow = (ownerId: string, tripId: string) =>
    storage.db
      .selectFrom('calendar_links')
      .select('link_id')
      .where('owner_id', '=', ownerId)
      .where('trip_id', '=', tripId)
      .executeTakeFirst();

  return new Hono<DeviceEnv>()
    .use(requireDevice)
    .use(async (c, next) => {
      if (!uuidPattern.test(c.req.param('id') ?? '')) throw tripNotFound();
      await next();
    })
    .get('/', async (c) => {
      const tripId = c.req.param('id')!;
      const trip = await tripRow(c.get('ownerId'), tripId);
      if (!trip || trip.deleted_at != null) throw tripNotFound();
      // requireDevice has checked the header; the key itself is the HMAC key, never stored. Only
      // this device's key makes the token again, so the link row is the device's own.
      const deviceKey = c.req.header(deviceKeyHeader)!;
      const ownerId = c.get('deviceId');
      let link = await linkRow(ownerId, tripId);
      if (!link) {
        const linkId = randomBytes(16).toString('base64url');
        // Two first calls at once: one row wins, both answer its link.
        await storage.db
          .insertInto('calendar_links')
          .values({
            owner_id: ownerId,
            trip_id: tripId,
            link_id: linkId,
            token_hash: tokenHash(linkToken(deviceKey, tripId, linkId)),
            created_at: new Date().toISOString(),
          })
          .onConflict((conflict) => conflict.columns(['owner_id', 'trip_id']).doNothing())
          .execute();
        link = await linkRow(ownerId, tripId);
        if (!link) throw new Error('calendar link missing right after it was made');
      }
      const token = linkToken(deviceKey, tripId, link.link_id);
      const answer: CalendarLink = { url: new URL(`${calendarFeedMount}/${token}${feedSuffix}`, c.req.url).href };
      return c.json(answer);
    })
    .delete('/', async (c) => {
      const tripId = c.req.param('id')!;
      // A deleted trip's link can still be revoked (its feed is a 404 already); another traveller's trip is a 404.
      if (!(await tripRow(c.get('ownerId'), tripId))) throw tripNotFound();
      await storage.db.deleteFrom('calendar_links').where('owner_id', '=', c.get('deviceId')).where('trip_id', '=', tripId).execute();
      return c.body(null, 204);
    });
}

/** The feed; no device key: the token in the path is the credential. */
export function calendarFeedRoutes({ storage }: { storage: Storage }) {
  return new Hono().get('/:file', async (c) => {
    const file = c.req.param('file');
    const token = file.endsWith(feedSuffix) ? file.slice(0, -feedSuffix.length) : '';
    if (!tokenPattern.test(token)) throw linkNotFound();
    const link = await storage.db
      .selectFrom('calendar_links')
      .select(['owner_id', 'trip_id'])
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    if (!link) throw linkNotFound();
    // Read where the trip lives now, as the device's traveller: a removed device, or a member removed
    // from a shared trip, has a link that shows nothing.
    const traveller = await travellerOfDevice(storage.db, link.owner_id);
    const access = traveller && (await tripScopeFor(storage.db, traveller, link.trip_id));
    if (!access) throw linkNotFound();
    const trip = await storage.db
      .selectFrom('trips')
      .select(['title', 'deleted_at'])
      .where('owner_id', '=', access.scope)
      .where('id', '=', link.trip_id)
      .executeTakeFirst();
    if (!trip || trip.deleted_at != null) throw linkNotFound();
    const records = await listRecords(storage.db, itineraryItemEntity, access.scope, link.trip_id);
    // A stored item a later schema no longer accepts stays out of the feed rather than breaking it.
    const items = records.flatMap((record): CalendarItem[] => {
      const parsed = itineraryItemFieldsSchema.safeParse(record);
      return parsed.success ? [{ ...parsed.data, id: String(record.id), updated_at: String(record.updated_at) }] : [];
    });
    return c.body(itineraryCalendar(trip, items, Date.now()), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="trip.ics"',
      'Cache-Control': feedCacheControl,
      'X-Robots-Tag': 'noindex',
    });
  });
}

const tripParams = z.object({ id: z.string() });
const tripMissing = 'trip-not-found: no live trip with this id for this device';

/** Paths relative to the mount, /api/trips/{id}/calendar. */
export const calendarLinkRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/',
    tags: ['itinerary'],
    summary: "The trip's calendar subscription link, made on the first call; the same link until it is revoked",
    security: deviceKeySecurity,
    request: { params: tripParams },
    responses: { 200: jsonResponse('The link calendars subscribe to', calendarLinkSchema), ...errorResponses({ 404: tripMissing }) },
  },
  {
    method: 'delete',
    path: '/',
    tags: ['itinerary'],
    summary: "Revoke the trip's calendar link: it answers 404 from now on, and the next GET makes a new one",
    security: deviceKeySecurity,
    request: { params: tripParams },
    responses: { 204: { description: 'Revoked (or there was no link)' }, ...errorResponses({ 404: tripMissing }) },
  },
];

/** Paths relative to the mount, /api/calendar. */
export const calendarFeedRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/{file}',
    tags: ['itinerary'],
    summary: "A trip's calendar feed (the subscription link): no device key, the token in the path is the credential",
    request: { params: z.object({ file: z.string().describe('The token, then .ics') }) },
    responses: {
      200: {
        description: "The trip's dated items as an RFC 5545 calendar, built from the live items at each poll",
        content: { 'text/calendar': { schema: z.string() } },
      },
      ...errorResponses({ 404: 'calendar-link-not-found: no such link, it was revoked, or its trip was deleted' }),
    },
  },
];
