// Gives the browser the main thread back (input, rendering) before the next step of a start-up done
// in steps: src/main.tsx (React, then the app) and src/db/start-in-steps.ts (storage, then sync).

/** Resolves in a later task: `scheduler.yield()` where the browser has it, else a zero timeout. */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};
