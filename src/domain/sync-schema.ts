// zod checks of the sync wire contract, for the server. The envelope is checked first and each op
// on its own, so one bad op is rejected alone and never blocks the ops after it.
import { z } from 'zod';
import { uuidPattern } from './ids';
import { syncEntities, syncLimits } from './sync-protocol';

const uuid = (label: string) => z.string({ error: `${label} must be a UUID` }).regex(uuidPattern, `${label} must be a UUID`);

export const syncRequestSchema = z.object({
  client_id: uuid('client_id'),
  cursor: z.number({ error: 'cursor must be a number' }).int('cursor must be a whole number').min(0).max(Number.MAX_SAFE_INTEGER),
  ops: z
    .array(z.unknown(), { error: 'ops must be a list' })
    .max(syncLimits.maxOpsPerPush, `Send at most ${syncLimits.maxOpsPerPush} ops per request`),
});

export const syncOpSchema = z.object({
  op_id: uuid('op_id'),
  seq: z.number({ error: 'seq must be a number' }).int().min(1).max(Number.MAX_SAFE_INTEGER),
  entity: z.enum(syncEntities, { error: `entity must be one of ${syncEntities.join(', ')}` }),
  record_id: uuid('record_id'),
  kind: z.enum(['create', 'update', 'delete'], { error: 'kind must be create, update or delete' }),
  payload: z.record(z.string(), z.unknown()).optional(),
});
