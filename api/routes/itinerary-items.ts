// A trip's itinerary over REST: GET/POST /api/trips/{id}/items, PATCH/DELETE
// /api/trips/{id}/items/{itemId}. The same store and rules as POST /api/sync (an item lives only
// while its trip does; details are checked against the item's kind once merged); the device key
// decides access, so another device's trip or item is a 404.
import { Hono } from 'hono';
import { z } from 'zod';
import { uuidPattern } from '../../src/domain/ids';
import { itineraryItemCreateSchema, itineraryItemFieldsSchema } from '../../src/domain/itinerary-schema';
import { placeAt } from '../../src/domain/itinerary-order';
import type { Storage } from '../db/index';
import { tripScopeFor } from '../sync/scopes';
import { requireDevice, type DeviceEnv } from '../device';
import { ApiError } from '../errors';
import { idForCreate, idempotencyKeyOf } from '../idempotency';
import { deviceKeySecurity, errorResponses, jsonContent, jsonResponse, type RouteDoc } from '../openapi';
import { defaultWriteContext, itineraryItemEntity, tripEntity, type StoredRow, type WriteContext } from '../sync/entities';
import { createRecord, deleteRecord, findRow, listRecords, updateRecord, withOwner, type OwnerTransaction } from '../sync/store';
import { describeIssues, validate } from '../validate';
import { refusalStatus } from './synced-records';

const tripNotFound = () => new ApiError(404, tripEntity.errors.unknownId.code, tripEntity.errors.unknownId.message);
const itemNotFound = () => new ApiError(404, itineraryItemEntity.errors.unknownId.code, itineraryItemEntity.errors.unknownId.message);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Any valid key, so the rest of a create body is checked before the item's real place at the end of its day is known. */
const provisionalPosition = 'a0';

type ItemRecord = { day?: unknown; position?: unknown; id?: unknown };

/** Days in date order, then the Ideas; within each, by order key (code units, as devices sort) then id. */
function planOrder(a: ItemRecord, b: ItemRecord): number {
  const key = (record: ItemRecord) => [record.day == null ? '\uffff' : String(record.day), String(record.position), String(record.id)];
  const [x, y] = [key(a), key(b)];
  for (let index = 0; index < x.length; index++) if (x[index] !== y[index]) return x[index]! < y[index]! ? -1 : 1;
  return 0;
}

async function liveTrip(owner: OwnerTransaction, tripId: string): Promise<void> {
  const trip = await findRow({ owner, entity: tripEntity, id: tripId });
  if (!trip || trip.deleted_at != null) throw tripNotFound();
}

/** The item, live and of this trip; a 404 otherwise (another trip's item reads as missing). */
async function itemOfTrip(owner: OwnerTransaction, tripId: string, itemId: string): Promise<StoredRow> {
  await liveTrip(owner, tripId);
  const item = await findRow({ owner, entity: itineraryItemEntity, id: itemId });
  if (!item || item.deleted_at != null || item.trip_id !== tripId) throw itemNotFound();
  return item;
}

export function itineraryItemRoutes({ storage, writeContext = defaultWriteContext }: { storage: Storage; writeContext?: WriteContext }) {
  const entity = itineraryItemEntity;
  const inOwnerTransaction = <T>(scope: string, work: Parameters<typeof withOwner<T>>[2]) => withOwner(storage, scope, work, writeContext);
  return new Hono<DeviceEnv & { Variables: { scope: string } }>()
    .use(requireDevice)
    .use(async (c, next) => {
      const tripId = c.req.param('id') ?? '';
      if (!uuidPattern.test(tripId)) throw tripNotFound();
      // The traveller's own trip, or a shared trip it is on; a viewer reads but does not write.
      const access = await tripScopeFor(storage.db, c.get('ownerId'), tripId);
      if (!access) throw tripNotFound();
      if (access.role === 'viewer' && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
        throw new ApiError(403, 'trip-read-only', "You can view this shared trip but not change it. Ask the trip's owner to let you edit.");
      }
      c.set('scope', access.scope);
      await next();
    })
    .use('/:itemId', async (c, next) => {
      if (!uuidPattern.test(c.req.param('itemId'))) throw itemNotFound();
      await next();
    })
    .get('/', async (c) => {
      const tripId = c.req.param('id')!;
      const ownerId = c.get('scope');
      const trip = await storage.db
        .selectFrom('trips')
        .select('deleted_at')
        .where('owner_id', '=', ownerId)
        .where('id', '=', tripId)
        .executeTakeFirst();
      if (!trip || trip.deleted_at != null) throw tripNotFound();
      const items = await listRecords(storage.db, entity, ownerId, tripId);
      return c.json(items.sort(planOrder));
    })
    .post('/', validate('json', z.unknown()), async (c) => {
      const tripId = c.req.param('id')!;
      const body = c.req.valid('json');
      if (!isPlainObject(body))
        throw new ApiError(400, 'invalid-input', 'The body must be a JSON object with the item’s kind and details.');
      if (body.trip_id !== undefined && body.trip_id !== tripId) {
        throw new ApiError(400, 'invalid-input', 'trip_id: leave it out, or send the id of the trip in the path.');
      }
      const hasPosition = body.position !== undefined;
      const parsed = entity.create.safeParse({ ...body, trip_id: tripId, ...(hasPosition ? {} : { position: provisionalPosition }) });
      if (!parsed.success) throw new ApiError(400, 'invalid-input', describeIssues(parsed.error.issues));
      const { id: bodyId, columns } = parsed.data;
      const key = idempotencyKeyOf(c);
      const outcome = await inOwnerTransaction(c.get('scope'), async (owner) => {
        await liveTrip(owner, tripId);
        const id = await idForCreate(owner.trx, { ownerId: c.get('ownerId'), collection: entity.entity, key }, bodyId);
        // The same create again (its id, or its Idempotency-Key) keeps the place the first one got.
        const made = hasPosition ? undefined : await findRow({ owner, entity, id });
        if (made && made.deleted_at == null) columns.position = String(made.position);
        else if (!hasPosition) {
          const siblings = (await listRecords(owner.trx, entity, owner.ownerId, tripId)).filter((item) => item.day === columns.day);
          const { position, respaced } = placeAt(
            siblings.map((item) => ({ id: String(item.id), position: String(item.position) })),
            siblings.length,
          );
          columns.position = position;
          // Keys fractional-indexing cannot read (another client's) or shared by two items: those get fresh ones too.
          for (const sibling of respaced)
            await updateRecord({ owner, entity, id: sibling.id }, entity.patch.parse({ position: sibling.position }));
        }
        const result = await createRecord({ owner, entity, id }, columns, { overwrite: false });
        if (result.status === 'refused') {
          if (result.reason === 'parent') throw tripNotFound();
          throw new ApiError(refusalStatus(result.reason), result.error.code, result.error.message);
        }
        return result;
      });
      return c.json(outcome.record, outcome.status === 'changed' ? 201 : 200);
    })
    .patch('/:itemId', validate('json', entity.patch), async (c) => {
      const applyPatch = c.req.valid('json');
      const outcome = await inOwnerTransaction(c.get('scope'), async (owner) => {
        const itemId = c.req.param('itemId');
        await itemOfTrip(owner, c.req.param('id')!, itemId);
        const result = await updateRecord({ owner, entity, id: itemId }, applyPatch);
        if (result.status !== 'refused') return result;
        throw result.reason === 'invalid' ? new ApiError(400, result.error.code, result.error.message) : itemNotFound();
      });
      return c.json(outcome.record);
    })
    .delete('/:itemId', async (c) => {
      await inOwnerTransaction(c.get('scope'), async (owner) => {
        const itemId = c.req.param('itemId');
        await itemOfTrip(owner, c.req.param('id')!, itemId);
        const result = await deleteRecord({ owner, entity, id: itemId });
        if (result.status === 'refused') throw itemNotFound();
      });
      return c.body(null, 204);
    });
}

const recordMetaSchema = z.looseObject({ id: z.string(), created_at: z.string(), updated_at: z.string(), version: z.number().int() });
const itemRecordSchema = z.intersection(itineraryItemFieldsSchema, recordMetaSchema);
const tripParams = z.object({ id: z.string() });
const itemParams = z.object({ id: z.string(), itemId: z.string() });
const tripMissing = 'trip-not-found: no live trip with this id for this device';
const itemMissing = `${tripMissing}; itinerary-item-not-found: no live item with this id in this trip`;
const badInput =
  'invalid-input: a field is missing, of the wrong type or too long; a time does not parse; an arrival comes before its departure (times are local to each place); an airport code is not three capital letters; details that do not fit the kind. unknown-airport: a flight’s airport code is not one the server knows (a code the item already had passes)';

/** Paths relative to the mount, /api/trips/{id}/items. */
export const itineraryItemRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/',
    tags: ['itinerary'],
    summary: "A trip's itinerary items",
    security: deviceKeySecurity,
    request: { params: tripParams },
    responses: {
      200: jsonResponse(
        'Every live item of the trip: days in date order, then the Ideas (day null); each by its order key',
        z.array(itemRecordSchema),
      ),
      ...errorResponses({ 404: tripMissing }),
    },
  },
  {
    method: 'post',
    path: '/',
    tags: ['itinerary'],
    summary: 'Add an item to a trip (optionally with a client-made id)',
    security: deviceKeySecurity,
    request: {
      params: tripParams,
      body: {
        required: true,
        description:
          'The kind and its details, the day (null or absent: the Ideas) and optionally the order key; without a position the item goes at the end of its day. trip_id may be left out (it is the trip of the path).',
        content: jsonContent(itineraryItemCreateSchema),
      },
    },
    responses: {
      201: jsonResponse('The new item', itemRecordSchema),
      200: jsonResponse('The same create sent again: the item as it is', itemRecordSchema),
      ...errorResponses({
        400: badInput,
        404: tripMissing,
        403: 'quota-exceeded: the trip holds as many items as the server keeps',
        409: 'itinerary-item-exists or itinerary-item-deleted: the id belongs to another or a deleted item',
      }),
    },
  },
  {
    method: 'patch',
    path: '/{itemId}',
    tags: ['itinerary'],
    summary: 'Move an item (day, position) or replace its details; its kind and trip stay',
    security: deviceKeySecurity,
    request: { params: itemParams, body: { required: true, content: jsonContent(itineraryItemEntity.patch) } },
    responses: {
      200: jsonResponse('The item as changed', itemRecordSchema),
      ...errorResponses({ 400: badInput, 404: itemMissing }),
    },
  },
  {
    method: 'delete',
    path: '/{itemId}',
    tags: ['itinerary'],
    summary: 'Delete an item (devices pull it as a tombstone)',
    security: deviceKeySecurity,
    request: { params: itemParams },
    responses: { 204: { description: 'Deleted' }, ...errorResponses({ 404: itemMissing }) },
  },
];
