// REST routes over one synced entity (GET list, POST, PATCH, DELETE), written once for trips and
// price alerts. Writes go through the sync store, so each bumps the owner's version and devices pull
// it. A refusal is thrown inside the transaction, so a 4xx leaves nothing behind (not even the
// owner's row).
import { Hono } from 'hono';
import { z, type ZodType } from 'zod';
import { uuidPattern, uuidv7 } from '../../src/domain/ids';
import type { Storage } from '../db/index';
import { requireDevice, type DeviceEnv } from '../device';
import { ApiError } from '../errors';
import { defaultWriteContext, type EntityColumns, type SyncedEntity, type WriteContext } from '../sync/entities';
import { createRecord, deleteRecord, listRecords, updateRecord, withOwner } from '../sync/store';
import { validate } from '../validate';

export type SyncedRecordDeps = { storage: Storage; writeContext?: WriteContext };

export type SyncedRecordOptions = {
  /** The POST body, when the API accepts more than a sync create payload (the spec's `route`). */
  create?: ZodType<{ id?: string | undefined; columns: EntityColumns }>;
  /** The list's query; anything else in it is ignored. */
  listQuery?: ZodType;
};

export function syncedRecordRoutes(
  entity: SyncedEntity,
  { storage, writeContext = defaultWriteContext }: SyncedRecordDeps,
  options: SyncedRecordOptions = {},
) {
  const unknownId = () => new ApiError(404, entity.errors.unknownId.code, entity.errors.unknownId.message);
  const inOwnerTransaction = <T>(ownerId: string, work: Parameters<typeof withOwner<T>>[2]) =>
    withOwner(storage, ownerId, work, writeContext);
  return new Hono<DeviceEnv>()
    .use(requireDevice)
    .use('/:id', async (c, next) => {
      if (!uuidPattern.test(c.req.param('id'))) throw unknownId();
      await next();
    })
    .get('/', validate('query', options.listQuery ?? z.object({})), async (c) =>
      c.json(await listRecords(storage.db, entity, c.get('ownerId'))),
    )
    .post('/', validate('json', options.create ?? entity.create), async (c) => {
      const { id = uuidv7(), columns } = c.req.valid('json');
      const outcome = await inOwnerTransaction(c.get('ownerId'), async (owner) => {
        const result = await createRecord({ owner, entity, id }, columns, { overwrite: false });
        if (result.status === 'refused')
          throw new ApiError(result.reason === 'invalid' ? 400 : 409, result.error.code, result.error.message);
        return result;
      });
      // The same create again is harmless: 200 with the record as it is.
      return c.json(outcome.record, outcome.status === 'changed' ? 201 : 200);
    })
    .patch('/:id', validate('json', entity.patch), async (c) => {
      const applyPatch = c.req.valid('json');
      const outcome = await inOwnerTransaction(c.get('ownerId'), async (owner) => {
        const result = await updateRecord({ owner, entity, id: c.req.param('id') }, applyPatch);
        if (result.status !== 'refused') return result;
        throw result.reason === 'invalid' ? new ApiError(400, result.error.code, result.error.message) : unknownId();
      });
      return c.json(outcome.record);
    })
    .delete('/:id', async (c) => {
      await inOwnerTransaction(c.get('ownerId'), async (owner) => {
        const result = await deleteRecord({ owner, entity, id: c.req.param('id') });
        if (result.status === 'refused') throw unknownId();
      });
      return c.body(null, 204);
    });
}
