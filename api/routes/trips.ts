import { Hono } from 'hono';
import { uuidPattern, uuidv7 } from '../../src/domain/ids';
import type { Storage } from '../db/index';
import { requireDevice, type DeviceEnv } from '../device';
import { ApiError } from '../errors';
import { tripEntity as trips } from '../sync/entities';
import { createRecord, deleteRecord, listRecords, updateRecord, withOwner } from '../sync/store';
import { validate } from '../validate';

const unknownTrip = () => new ApiError(404, trips.errors.unknownId.code, trips.errors.unknownId.message);

// Writes go through the sync store, so each bumps the owner's version and devices pull it. A refusal
// is thrown inside the transaction, so a 4xx leaves nothing behind (not even the owner's row).
export function tripRoutes({ storage }: { storage: Storage }) {
  return new Hono<DeviceEnv>()
    .use(requireDevice)
    .use('/:id', async (c, next) => {
      if (!uuidPattern.test(c.req.param('id'))) throw unknownTrip();
      await next();
    })
    .get('/', async (c) => c.json(await listRecords(storage.db, trips, c.get('ownerId'))))
    .post('/', validate('json', trips.create), async (c) => {
      const { id = uuidv7(), columns } = c.req.valid('json');
      const outcome = await withOwner(storage, c.get('ownerId'), async (owner) => {
        const result = await createRecord({ owner, entity: trips, id }, columns, { overwrite: false });
        if (result.status === 'refused') throw new ApiError(409, result.error.code, result.error.message);
        return result;
      });
      // The same create again is harmless: 200 with the trip as it is.
      return c.json(outcome.record, outcome.status === 'changed' ? 201 : 200);
    })
    .patch('/:id', validate('json', trips.patch), async (c) => {
      const applyPatch = c.req.valid('json');
      const outcome = await withOwner(storage, c.get('ownerId'), async (owner) => {
        const result = await updateRecord({ owner, entity: trips, id: c.req.param('id') }, applyPatch);
        if (result.status !== 'refused') return result;
        throw result.reason === 'invalid' ? new ApiError(400, result.error.code, result.error.message) : unknownTrip();
      });
      return c.json(outcome.record);
    })
    .delete('/:id', async (c) => {
      await withOwner(storage, c.get('ownerId'), async (owner) => {
        const result = await deleteRecord({ owner, entity: trips, id: c.req.param('id') });
        if (result.status === 'refused') throw unknownTrip();
      });
      return c.body(null, 204);
    });
}
