import { Hono } from 'hono';
import { syncRequestEnvelopeSchema, type SyncResponse } from '../../src/domain/sync-protocol';
import type { Storage } from '../db/index';
import type { WriteContext } from '../sync/entities';
import { requireDevice, type DeviceEnv } from '../device';
import { runSync } from '../sync/sync-request';
import { validate } from '../validate';

export function syncRoutes({ storage, writeContext }: { storage: Storage; writeContext?: WriteContext }) {
  return new Hono<DeviceEnv>().use(requireDevice).post('/', validate('json', syncRequestEnvelopeSchema), async (c) => {
    const response: SyncResponse = await runSync(storage, c.get('ownerId'), c.req.valid('json'), writeContext);
    return c.json(response);
  });
}
