// When a sync request fails: the error the transport throws, which failures retry and which reject,
// how long to wait before the next try, and the words the traveller sees about it.
import type { SyncError } from '../domain/sync-protocol';

/** A failed sync request: status 0 for a network failure or timeout, else the HTTP status. */
export class SyncRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'SyncRequestError';
  }
}

/**
 * What to do after a failed request:
 * - retry: the network or the server is at fault; send the same ops again later;
 * - reject: the server refused these ops; one op alone is marked rejected, a batch is split;
 * - blocked: the server refuses this device for now (401/403); nothing is rejected, retry later.
 */
export type ErrorClass = 'retry' | 'reject' | 'blocked';

export function classifyError(error: unknown): ErrorClass {
  if (!(error instanceof SyncRequestError)) return 'retry';
  const { status } = error;
  // 404 and 405 mean no sync endpoint here (an old or misrouted server), not a verdict on our ops.
  if (status === 0 || status === 404 || status === 405 || status === 408 || status === 425 || status === 429 || status >= 500)
    return 'retry';
  if (status === 401 || status === 403) return 'blocked';
  return 'reject';
}

/** The server's Retry-After is honoured up to retryAfterCapMs (a write limit's window can be an hour long; a wrong header cannot stall the device for days). */
export const backoff = { firstMs: 2_000, capMs: 60_000, retryAfterCapMs: 15 * 60_000 } as const;

/** Delay before retry number `attempt` (1, 2, …): doubling from 2 s, capped at 60 s, with jitter in [50 %, 100 %]; never sooner than Retry-After (up to 15 minutes). */
export function backoffDelay(attempt: number, random: () => number = Math.random, retryAfterMs?: number): number {
  const exponential = Math.min(backoff.capMs, backoff.firstMs * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.round(exponential * (0.5 + random() * 0.5));
  return Math.max(jittered, Math.min(backoff.retryAfterCapMs, retryAfterMs ?? 0));
}

/** The reason stored on an op the server refused. */
export function rejectionOf(error: unknown): SyncError {
  if (error instanceof SyncRequestError) return { code: error.code, message: error.message };
  return { code: 'rejected', message: 'The server refused this change.' };
}

/** Why a sync round failed, kept so the panel can say it in the app's language (src/features/sync-status). */
export type SyncFailure =
  { kind: 'offline' | 'slow-down' | 'server-problem' | 'stopped' } | { kind: 'device-refused' | 'refused'; reason: SyncError };

export function syncFailureOf(error: unknown): SyncFailure {
  if (!(error instanceof SyncRequestError)) return { kind: 'stopped' };
  if (error.status === 0) return { kind: 'offline' };
  if (error.status === 429) return { kind: 'slow-down' };
  const reason = { code: error.code, message: error.message };
  if (error.status === 401 || error.status === 403) return { kind: 'device-refused', reason };
  if (error.status >= 500 || error.status === 404 || error.status === 405) return { kind: 'server-problem' };
  return { kind: 'refused', reason };
}

/** The failure in English (the panel's English says the same: src/features/sync-status/messages.ts). */
export function describeSyncFailure(error: unknown): string {
  const failure = syncFailureOf(error);
  switch (failure.kind) {
    case 'offline':
      return "Can't reach the server. Your changes are safe on this device and will sync when the connection is back.";
    case 'slow-down':
      return 'The server asked us to slow down. Your changes will sync in a moment.';
    case 'device-refused':
      return `The server refused this device: ${failure.reason.message}`;
    case 'server-problem':
      return 'The server had a problem. Your changes are safe on this device; we will try again shortly.';
    case 'refused':
      return failure.reason.message;
    case 'stopped':
      return "Sync stopped unexpectedly. Your changes are safe on this device; we'll try again shortly.";
  }
}
