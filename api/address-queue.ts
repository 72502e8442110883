// Per key (a client address), at most `active` tasks at a time and `waiting` more in line; past
// that a task is turned away at once. In one process's memory: it shares this process's time
// fairly, so one address's flood of work waits in its own line instead of in front of everyone.
export type KeyedQueue = {
  /** A place in `key`'s line, once it is this task's turn: call the returned function when done. Null: the line is full. */
  enter(key: string): Promise<(() => void) | null>;
  /** Keys with tasks running or waiting (for tests). */
  readonly size: number;
};

export function keyedQueue({ active, waiting }: { active: number; waiting: number }): KeyedQueue {
  const lines = new Map<string, { running: number; waiters: Array<() => void> }>();
  return {
    async enter(key) {
      let line = lines.get(key);
      if (!line) {
        line = { running: 0, waiters: [] };
        lines.set(key, line);
      }
      const own = line;
      if (own.running >= active) {
        if (own.waiters.length >= waiting) return null;
        // The place of a task that finishes passes straight to the first in line.
        await new Promise<void>((resolve) => own.waiters.push(resolve));
      } else {
        own.running++;
      }
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const next = own.waiters.shift();
        if (next) return next();
        own.running--;
        if (own.running === 0) lines.delete(key);
      };
    },
    get size() {
      return lines.size;
    },
  };
}
