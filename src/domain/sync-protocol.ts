// The wire contract of POST /api/sync, in plain types (no zod) so the sync engine stays small.
// The server checks it with sync-schema.ts. See docs/decisions/004-sync-protocol.md.
import type { SyncEntity } from './synced-entities';

/** Every API call carries the device's anonymous key in this header; data is scoped to it. */
export const deviceKeyHeader = 'X-Device-Key';
export const deviceKeyPattern = /^[A-Za-z0-9_-]{22,128}$/;

export const syncLimits = {
  /** Ops per push request. */
  maxOpsPerPush: 100,
  /** Changes per pull page; `has_more` says when another page waits. */
  maxChangesPerPull: 500,
} as const;

// The entities are listed, with their labels and tables, in the registry.
export { syncEntities, type SyncEntity } from './synced-entities';

export type SyncOpKind = 'create' | 'update' | 'delete';

/** One change made on a device. `payload` holds all fields for create, the changed ones for update. */
export type SyncOp = {
  op_id: string;
  /** Per-client sequence number, increasing; the server records it with the op. */
  seq: number;
  entity: SyncEntity;
  record_id: string;
  kind: SyncOpKind;
  payload?: Record<string, unknown>;
};

export type SyncRequest = {
  /** The install (one IndexedDB) that sends the ops; several may share a device key. */
  client_id: string;
  /** Highest server version this client has pulled; 0 at first. */
  cursor: number;
  ops: SyncOp[];
};

export type SyncError = { code: string; message: string };

/** The outcome of one op, in the order the ops were sent. A repeated op gets its first outcome again. */
export type SyncAck = {
  op_id: string;
  status: 'applied' | 'rejected';
  /** True when the server had already seen this op id: nothing was applied this time. */
  duplicate?: boolean;
  error?: SyncError;
};

/** A record's state at a server version. Deleted records stay as tombstones so a pull sees them go. */
export type SyncChange = {
  entity: SyncEntity;
  record_id: string;
  version: number;
  deleted: boolean;
  /** The record as the API returns it (absent when deleted). */
  record?: Record<string, unknown>;
};

export type SyncResponse = {
  acks: SyncAck[];
  /** Changes after the request's cursor, oldest first, at most maxChangesPerPull. */
  changes: SyncChange[];
  /** The cursor to send next time. */
  cursor: number;
  has_more: boolean;
  /**
   * The request's cursor was past anything the server has: its data was reset (restored from a
   * backup, or moved to another database). The changes start again from 0, and the device sends
   * the records the server no longer has again.
   */
  reset?: true;
};
