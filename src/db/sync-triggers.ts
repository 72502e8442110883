// When the sync engine flushes: at start, when the connection comes back, when the app becomes
// visible again, shortly after a local change (debounced by the caller), and on an interval.
// Background Sync exists only in Chromium, so these are the triggers every browser gets.

export type SyncTriggers = {
  syncNow: () => void;
  /** After a local change: the caller waits a moment so a burst of edits goes in one request. */
  syncSoon: () => void;
  wentOffline: () => void;
  intervalMs: number;
  /** Subscribes to local changes; returns the unsubscribe. */
  onLocalChange: (listener: () => void) => () => void;
};

/** Installs the triggers and syncs once now; returns what removes them. */
export function installSyncTriggers({ syncNow, syncSoon, wentOffline, intervalMs, onLocalChange }: SyncTriggers): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') syncNow();
  };
  window.addEventListener('online', syncNow);
  window.addEventListener('offline', wentOffline);
  document.addEventListener('visibilitychange', onVisible);
  const interval = setInterval(syncNow, intervalMs);
  const cleanups: Array<() => void> = [
    () => window.removeEventListener('online', syncNow),
    () => window.removeEventListener('offline', wentOffline),
    () => document.removeEventListener('visibilitychange', onVisible),
    () => clearInterval(interval),
    onLocalChange(syncSoon),
  ];
  syncNow();
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
