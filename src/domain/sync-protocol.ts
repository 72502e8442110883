// The wire contract of POST /api/sync: its limits and names here, its zod schemas in sync-schema.ts.
// The types below are inferred from those schemas (written once); this module loads no zod at run
// time, so the sync engine and the device's database start without it. See docs/decisions/004-sync-protocol.md.
import type { z } from 'zod';
import type {
  sharedTripSchema,
  syncAckSchema,
  syncChangeSchema,
  syncErrorSchema,
  syncOpSchema,
  syncRequestSchema,
  syncResponseSchema,
} from './sync-schema';

/** Every API call carries the device's anonymous key in this header; data is scoped to it. */
export const deviceKeyHeader = 'X-Device-Key';
export const deviceKeyPattern = /^[A-Za-z0-9_-]{22,128}$/;

export const syncLimits = {
  /** Ops per push request. */
  maxOpsPerPush: 100,
  /** Changes per pull page; `has_more` says when another page waits. */
  maxChangesPerPull: 500,
  /** Shared trips one traveller may be on (each is a scope a pull reads). */
  maxSharedTrips: 200,
} as const;

// The entities are listed, with their labels and tables, in the registry.
export { syncEntities, type SyncEntity } from './synced-entities';

export const syncOpKinds = ['create', 'update', 'delete'] as const;
export type SyncOpKind = (typeof syncOpKinds)[number];

/** One change made on a device. `payload` holds all fields for create, the changed ones for update. */
export type SyncOp = z.infer<typeof syncOpSchema>;
export type SyncRequest = z.infer<typeof syncRequestSchema>;
/** Why the server refused one op: the API's error `{ code, message }`. */
export type SyncError = z.infer<typeof syncErrorSchema>;
/** The outcome of one op, in the order the ops were sent. A repeated op gets its first outcome again. */
export type SyncAck = z.infer<typeof syncAckSchema>;
/** A record's state at a server version. Deleted records stay as tombstones so a pull sees them go. */
export type SyncChange = z.infer<typeof syncChangeSchema>;
export type SyncResponse = z.infer<typeof syncResponseSchema>;
/** A shared trip the traveller is on, and its role there. */
export type SharedTrip = z.infer<typeof sharedTripSchema>;
