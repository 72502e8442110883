// Starts the sync engine after the first paint, so Dexie and the engine stay out of Home's first load,
// and with it what it tells the traveller (src/app/sync-notices.ts).
export function startSyncSoon(): void {
  const start = () => {
    void Promise.all([import('../db/sync'), import('./sync-notices')]).then(([{ startSync }, { notifyStorage }]) =>
      startSync(notifyStorage),
    );
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1500 });
  else setTimeout(start, 200);
}
