// The wire contract of POST /api/sync, written once as zod schemas: the server checks requests with
// them, the device checks responses with them, the OpenAPI document is generated from them, and the
// plain types are inferred from them. See docs/decisions/004-sync-protocol.md.
import { z } from 'zod';
import { apiErrorSchema } from './error-envelope';
import { uuidPattern } from './ids';

/** Every API call carries the device's anonymous key in this header; data is scoped to it. */
export const deviceKeyHeader = 'X-Device-Key';
export const deviceKeyPattern = /^[A-Za-z0-9_-]{22,128}$/;

export const syncLimits = {
  /** Ops per push request. */
  maxOpsPerPush: 100,
  /** Changes per pull page; `has_more` says when another page waits. */
  maxChangesPerPull: 500,
} as const;

export const syncEntities = ['trip', 'price_alert', 'packing_list', 'clock_city'] as const;
export type SyncEntity = (typeof syncEntities)[number];

export const syncOpKinds = ['create', 'update', 'delete'] as const;
export type SyncOpKind = (typeof syncOpKinds)[number];

const uuid = (label: string) => z.string({ error: `${label} must be a UUID` }).regex(uuidPattern, `${label} must be a UUID`);
const serverVersion = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** One change made on a device. `payload` holds all fields for create, the changed ones for update. */
export const syncOpSchema = z
  .object({
    op_id: uuid('op_id'),
    /** Per-client sequence number, increasing; the server records it with the op. */
    seq: z.number({ error: 'seq must be a number' }).int().min(1).max(Number.MAX_SAFE_INTEGER),
    entity: z.enum(syncEntities, { error: `entity must be one of ${syncEntities.join(', ')}` }),
    record_id: uuid('record_id'),
    kind: z.enum(syncOpKinds, { error: 'kind must be create, update or delete' }),
    payload: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'SyncOp' });
export type SyncOp = z.infer<typeof syncOpSchema>;

const opsSchema = <Op extends z.ZodType>(op: Op) =>
  z.array(op, { error: 'ops must be a list' }).max(syncLimits.maxOpsPerPush, `Send at most ${syncLimits.maxOpsPerPush} ops per request`);

const syncRequestFields = {
  /** The install (one IndexedDB) that sends the ops; several may share a device key. */
  client_id: uuid('client_id'),
  /** Highest server version this client has pulled; 0 at first. */
  cursor: z.number({ error: 'cursor must be a number' }).int('cursor must be a whole number').min(0).max(Number.MAX_SAFE_INTEGER),
};

export const syncRequestSchema = z.object({ ...syncRequestFields, ops: opsSchema(syncOpSchema) }).meta({ id: 'SyncRequest' });
export type SyncRequest = z.infer<typeof syncRequestSchema>;

/**
 * The request as the server checks it first: the envelope only. Each op is checked on its own
 * (syncOpSchema) as it is applied, so one bad op is rejected alone and never blocks the ops after it.
 */
export const syncRequestEnvelopeSchema = z.object({ ...syncRequestFields, ops: opsSchema(z.unknown()) });
export type SyncRequestEnvelope = z.infer<typeof syncRequestEnvelopeSchema>;

/** Why the server refused one op: the same `{ code, message }` as the API's error envelope. */
export const syncErrorSchema = apiErrorSchema;
export type SyncError = z.infer<typeof syncErrorSchema>;

/** The outcome of one op, in the order the ops were sent. A repeated op gets its first outcome again. */
export const syncAckSchema = z
  .object({
    /** The op's id as sent ('' when it had none the server could read). */
    op_id: z.string(),
    status: z.enum(['applied', 'rejected']),
    /** True when the server had already seen this op id: nothing was applied this time. */
    duplicate: z.boolean().optional(),
    error: syncErrorSchema.optional(),
  })
  .meta({ id: 'SyncAck' });
export type SyncAck = z.infer<typeof syncAckSchema>;

/** A record's state at a server version. Deleted records stay as tombstones so a pull sees them go. */
export const syncChangeSchema = z
  .object({
    entity: z.enum(syncEntities),
    record_id: z.string().min(1),
    version: serverVersion,
    deleted: z.boolean(),
    /** The record as the API returns it (absent when deleted). */
    record: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'SyncChange' });
export type SyncChange = z.infer<typeof syncChangeSchema>;

export const syncResponseSchema = z
  .object({
    acks: z.array(syncAckSchema),
    /** Changes after the request's cursor, oldest first, at most maxChangesPerPull. */
    changes: z.array(syncChangeSchema),
    /** The cursor to send next time. */
    cursor: serverVersion,
    has_more: z.boolean(),
    /**
     * The request's cursor was past anything the server has: its data was reset (restored from a
     * backup, or moved to another database). The changes start again from 0, and the device sends
     * the records the server no longer has again.
     */
    reset: z.literal(true).optional(),
  })
  .meta({ id: 'SyncResponse' });
export type SyncResponse = z.infer<typeof syncResponseSchema>;
