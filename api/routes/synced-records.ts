// REST routes over one synced entity (GET list, POST, PATCH, DELETE), written once for trips and
// price alerts. Writes go through the sync store, so each bumps the owner's version and devices pull
// it. A refusal is thrown inside the transaction, so a 4xx leaves nothing behind (not even the
// owner's row).
import { Hono } from 'hono';
import { z, type ZodType } from 'zod';
import { uuidPattern } from '../../src/domain/ids';
import type { Storage } from '../db/index';
import { requireDevice, type DeviceEnv } from '../device';
import { ApiError } from '../errors';
import { idForCreate, idempotencyKeyOf } from '../idempotency';
import { defaultWriteContext, type EntityColumns, type SyncedEntity, type WriteContext } from '../sync/entities';
import { createRecord, deleteRecord, listRecords, updateRecord, withOwner } from '../sync/store';
import { validate } from '../validate';

export type SyncedRecordDeps = { storage: Storage; writeContext?: WriteContext };

export type SyncedRecordOptions = {
  /** The POST body, when the API accepts more than a sync create payload (the spec's `route`). */
  create?: ZodType<{ id?: string | undefined; columns: EntityColumns }>;
  /** The list's query; anything else in it is ignored. */
  listQuery?: ZodType;
  /** The owner scopes a traveller reads the list from (its own by default; trips add the shared trips it is on). */
  listScopes?: (db: Storage['db'], travellerId: string) => Promise<string[]>;
  /** The scope a record a traveller changes lives in, or an ApiError when it may not (its own scope by default). */
  recordScope?: (db: Storage['db'], travellerId: string, id: string, change: 'update' | 'delete') => Promise<string>;
};

/** A refused create: 400 for bad fields, 403 past the traveller's quota (as the wallet's bytes), 409 for a clash. */
export const refusalStatus = (reason: string) => (reason === 'invalid' ? 400 : reason === 'quota' ? 403 : 409);

export function syncedRecordRoutes(
  entity: SyncedEntity,
  { storage, writeContext = defaultWriteContext }: SyncedRecordDeps,
  options: SyncedRecordOptions = {},
) {
  const unknownId = () => new ApiError(404, entity.errors.unknownId.code, entity.errors.unknownId.message);
  const inOwnerTransaction = <T>(ownerId: string, work: Parameters<typeof withOwner<T>>[2]) =>
    withOwner(storage, ownerId, work, writeContext);
  const scopeOf = (travellerId: string, id: string, change: 'update' | 'delete') =>
    options.recordScope ? options.recordScope(storage.db, travellerId, id, change) : Promise.resolve(travellerId);
  return new Hono<DeviceEnv>()
    .use(requireDevice)
    .use('/:id', async (c, next) => {
      if (!uuidPattern.test(c.req.param('id'))) throw unknownId();
      await next();
    })
    .get('/', validate('query', options.listQuery ?? z.object({})), async (c) => {
      const scopes = options.listScopes ? await options.listScopes(storage.db, c.get('ownerId')) : [c.get('ownerId')];
      const lists = await Promise.all(scopes.map((scope) => listRecords(storage.db, entity, scope)));
      // Newest first across scopes, as within one (ids are UUID v7).
      return c.json(lists.flat().sort((a, b) => String(b.id).localeCompare(String(a.id))));
    })
    .post('/', validate('json', options.create ?? entity.create), async (c) => {
      const { id: bodyId, columns } = c.req.valid('json');
      const key = idempotencyKeyOf(c);
      const outcome = await inOwnerTransaction(c.get('ownerId'), async (owner) => {
        const id = await idForCreate(owner.trx, { ownerId: owner.ownerId, collection: entity.entity, key }, bodyId);
        const result = await createRecord({ owner, entity, id }, columns, { overwrite: false });
        if (result.status === 'refused') throw new ApiError(refusalStatus(result.reason), result.error.code, result.error.message);
        return result;
      });
      // The same create again is harmless: 200 with the record as it is.
      return c.json(outcome.record, outcome.status === 'changed' ? 201 : 200);
    })
    .patch('/:id', validate('json', entity.patch), async (c) => {
      const applyPatch = c.req.valid('json');
      const scope = await scopeOf(c.get('ownerId'), c.req.param('id'), 'update');
      const outcome = await inOwnerTransaction(scope, async (owner) => {
        const result = await updateRecord({ owner, entity, id: c.req.param('id') }, applyPatch);
        if (result.status !== 'refused') return result;
        throw result.reason === 'invalid' ? new ApiError(400, result.error.code, result.error.message) : unknownId();
      });
      return c.json(outcome.record);
    })
    .delete('/:id', async (c) => {
      const scope = await scopeOf(c.get('ownerId'), c.req.param('id'), 'delete');
      await inOwnerTransaction(scope, async (owner) => {
        const result = await deleteRecord({ owner, entity, id: c.req.param('id') });
        if (result.status === 'refused') throw unknownId();
      });
      return c.body(null, 204);
    });
}
