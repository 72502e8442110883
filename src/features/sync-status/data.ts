// What the traveller sees of sync: the outbox (waiting and refused changes), the last sync time,
// and the engine's own state (syncing, waiting to retry, offline).
import { useSyncExternalStore } from 'react';
import { useLiveQuery } from '../../db/live-query';
import { db, type OutboxOpRow } from '../../db/database';
import { syncEngine } from '../../db/sync';
import type { SyncState } from '../../db/sync-engine';

export type SyncOverview = { pending: number; rejected: OutboxOpRow[]; lastSyncedAt?: string };

export function useSyncOverview(): SyncOverview | undefined {
  return useLiveQuery(async () => {
    const [pending, rejected, lastSynced] = await Promise.all([
      db.outbox.where('status').equals('pending').count(),
      db.outbox.where('status').equals('rejected').sortBy('seq'),
      db.meta.get('last_synced_at'),
    ]);
    return { pending, rejected, ...(typeof lastSynced?.value === 'string' ? { lastSyncedAt: lastSynced.value } : {}) };
  }, []);
}

export function useSyncEngineState(): SyncState {
  return useSyncExternalStore(syncEngine.subscribe, syncEngine.getState, syncEngine.getState);
}

export const syncNow = () => syncEngine.sync().catch(() => undefined);
export const retryRejected = (seq: number) => syncEngine.retryRejected(seq);
export const dismissRejected = (seq: number) => syncEngine.dismissRejected(seq);
