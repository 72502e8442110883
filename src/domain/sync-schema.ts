// The wire contract of POST /api/sync as zod schemas: the server checks requests with them, the
// device checks responses with them, and the OpenAPI document is generated from them. The plain
// types are inferred from them in sync-protocol.ts, with the limits and names these schemas use.
import { z } from 'zod';
import { apiErrorSchema } from './error-envelope';
import { uuidPattern } from './ids';
import { syncEntities, syncLimits, syncOpKinds } from './sync-protocol';
import { tripRoles } from './trip-sharing';

const uuid = (label: string) => z.string({ error: `${label} must be a UUID` }).regex(uuidPattern, `${label} must be a UUID`);
const serverVersion = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const scopePattern = new RegExp(`^trip:${uuidPattern.source.replace(/^\^|\$$/g, '')}$`);

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
    /**
     * An update's starting point: the values the device last had from the server for the fields it
     * changes. When the server's value is no longer that, another change came first, and the server
     * keeps what this update replaces as a `replaced_change` record.
     */
    base: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'SyncOp' });

const opsSchema = <Op extends z.ZodType>(op: Op) =>
  z.array(op, { error: 'ops must be a list' }).max(syncLimits.maxOpsPerPush, `Send at most ${syncLimits.maxOpsPerPush} ops per request`);

const syncRequestFields = {
  /** The install (one IndexedDB) that sends the ops; several may share a device key. */
  client_id: uuid('client_id'),
  /** Highest server version this client has pulled; 0 at first. */
  cursor: z.number({ error: 'cursor must be a number' }).int('cursor must be a whole number').min(0).max(Number.MAX_SAFE_INTEGER),
  /**
   * The cursor of each shared trip's scope (`trip:<id>`) this client has pulled from. Sending it
   * (even `{}`) asks for the shared trips' changes too; a client that never sends it sees only its
   * traveller's own records (docs/decisions/015-travellers-and-shared-trips.md).
   */
  cursors: z
    .record(z.string().regex(scopePattern, 'cursors are keyed by trip:<trip id>'), serverVersion)
    .refine((cursors) => Object.keys(cursors).length <= syncLimits.maxSharedTrips, `At most ${syncLimits.maxSharedTrips} shared trips`)
    .optional(),
};

export const syncRequestSchema = z.object({ ...syncRequestFields, ops: opsSchema(syncOpSchema) }).meta({ id: 'SyncRequest' });

/**
 * The request as the server checks it first: the envelope only. Each op is checked on its own
 * (syncOpSchema) as it is applied, so one bad op is rejected alone and never blocks the ops after it.
 */
export const syncRequestEnvelopeSchema = z.object({ ...syncRequestFields, ops: opsSchema(z.unknown()) });
export type SyncRequestEnvelope = z.infer<typeof syncRequestEnvelopeSchema>;

/** Why the server refused one op: the same `{ code, message }` as the API's error envelope. */
export const syncErrorSchema = apiErrorSchema;

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

/** A shared trip the traveller is on: its scope, its role, and which member record is the traveller's. */
export const sharedTripSchema = z
  .object({
    scope: z.string().regex(scopePattern),
    trip_id: z.string().regex(uuidPattern),
    role: z.enum(tripRoles),
    member_id: z.string().regex(uuidPattern),
  })
  .meta({ id: 'SharedTrip' });

/** A record's state at a server version. Deleted records stay as tombstones so a pull sees them go. */
export const syncChangeSchema = z
  .object({
    entity: z.enum(syncEntities),
    record_id: z.string().min(1),
    version: serverVersion,
    deleted: z.boolean(),
    /** The record as the API returns it (absent when deleted). */
    record: z.record(z.string(), z.unknown()).optional(),
    /** The shared trip's scope the change belongs to (its version counts in that scope); absent for the traveller's own records. */
    scope: z.string().regex(scopePattern).optional(),
  })
  .meta({ id: 'SyncChange' });

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
    /** Each shared trip scope's cursor to send next time (answered when the request sent `cursors`). */
    cursors: z.record(z.string().regex(scopePattern), serverVersion).optional(),
    /** The shared trips this traveller is on, with its role in each. */
    shared: z.array(sharedTripSchema).optional(),
    /** Scopes the request had cursors for that this traveller may no longer read: the device forgets what it holds of them. */
    dropped: z.array(z.string().regex(scopePattern)).optional(),
  })
  .meta({ id: 'SyncResponse' });
