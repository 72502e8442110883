// Starts the sync engine once the screen is usable and the browser is idle, so Dexie and the engine stay
// out of Home's first load and out of the first interaction; src/db/start-in-steps.ts starts it in
// short tasks, and src/app/sync-notices.ts says what it tells the traveller.

let scheduled = false;

export function startSyncSoon(): void {
  if (scheduled) return;
  scheduled = true;
  const start = () => {
    void Promise.all([import('../db/start-in-steps'), import('./sync-notices')]).then(([{ startSyncInSteps }, { notifyStorage }]) =>
      startSyncInSteps(notifyStorage),
    );
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1000 });
  else setTimeout(start, 200);
}
