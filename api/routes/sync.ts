import { Hono } from 'hono';
import type { SyncResponse } from '../../src/domain/sync-protocol';
import { syncRequestEnvelopeSchema, syncRequestSchema, syncResponseSchema } from '../../src/domain/sync-schema';
import type { Storage } from '../db/index';
import type { WriteContext } from '../sync/entities';
import { requireDevice, type DeviceEnv } from '../device';
import { deviceKeySecurity, errorResponses, jsonContent, jsonResponse, type RouteDoc } from '../openapi';
import { runSync } from '../sync/sync-request';
import { validate } from '../validate';
import { takeWrite } from '../write-limits';

export function syncRoutes({ storage, writeContext }: { storage: Storage; writeContext?: WriteContext }) {
  return new Hono<DeviceEnv>().use(requireDevice).post('/', validate('json', syncRequestEnvelopeSchema), async (c) => {
    const request = c.req.valid('json');
    // A pull reads only; a push counts as a write, and each of its ops as a record (api/write-limits.ts).
    if (request.ops.length > 0) await takeWrite(c.get('deviceDirectory'), c, c.get('deviceId'), request.ops.length);
    const response: SyncResponse = await runSync(storage, c.get('ownerId'), request, writeContext, c.get('deviceId'));
    return c.json(response);
  });
}

export const syncRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/',
    tags: ['sync'],
    summary: 'Push a batch of changes and pull what changed since a cursor',
    description:
      'Each op is applied once, in order; a bad op is rejected in its ack and never blocks the ops after it. See docs/decisions/004-sync-protocol.md.',
    security: deviceKeySecurity,
    request: { body: { required: true, content: jsonContent(syncRequestSchema) } },
    responses: {
      200: jsonResponse('The acks of the ops, in order, and the changes after the cursor', syncResponseSchema),
      ...errorResponses({
        400: 'invalid-input: the request is not a sync request (client_id, cursor, at most 100 ops)',
        429: 'rate-limited: too many pushes or ops from this device or address (Retry-After says when to try again); the ops were not applied',
      }),
    },
  },
];
