// The device's database and the sync engine, loaded and started in steps, each in a task of its
// own, so that on a slow phone no step holds the main thread for long (docs/decisions/023, "As
// built"): evaluating Dexie and the database's code in one go with a screen took ~150 ms on a 4× slower CPU.
import { nextTask } from '../lib/next-task';
import type { AppNotice } from './sync';

let storage: Promise<void> | undefined;

/**
 * Evaluates Dexie, zod, then the database module, one per task. A screen's chunk that needs them
 * (loaded at the same time) then finds them evaluated and runs only its own code. Best effort: when
 * the screen's chunk arrives first, it evaluates them itself, as without this.
 */
export function loadStorageInSteps(): Promise<void> {
  storage ??= (async () => {
    // Lowest layer first (vite.config.ts's chunk groups), so each import evaluates one chunk.
    await import('dexie');
    await nextTask();
    await import('../lib/zod-step');
    await nextTask();
    // The shared rules and schemas ('domain'), through their smallest module.
    await import('../domain/date-schema');
    await nextTask();
    // The shared helpers ('lib').
    await import('../lib/error-text');
    await nextTask();
    await import('./database');
    await nextTask();
  })();
  return storage;
}

/**
 * Starts sync in steps: the storage code (above), opening the database (a first visit creates its
 * tables), the engine's code, then the engine, whose first round flushes what waits in the outbox.
 */
export async function startSyncInSteps(onNotice: (notice: AppNotice) => void): Promise<void> {
  await loadStorageInSteps();
  const { db } = await import('./database');
  // A database that cannot open is reported by the engine's first round, as before.
  await db.open().catch(() => undefined);
  await nextTask();
  const { startSync } = await import('./sync');
  await nextTask();
  startSync(onNotice);
}
