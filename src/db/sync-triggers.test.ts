// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSyncTriggers } from './sync-triggers';

afterEach(() => {
  vi.useRealTimers();
});

function install() {
  const calls: string[] = [];
  const localListeners = new Set<() => void>();
  const remove = installSyncTriggers({
    syncNow: () => calls.push('now'),
    syncSoon: () => calls.push('soon'),
    wentOffline: () => calls.push('offline'),
    intervalMs: 30_000,
    onLocalChange: (listener) => {
      localListeners.add(listener);
      return () => localListeners.delete(listener);
    },
  });
  const localChange = () => localListeners.forEach((listener) => listener());
  return { calls, remove, localChange, localListeners };
}

describe('the sync triggers', () => {
  it('sync at once, when the connection comes back, when the app is visible again, soon after a local change, and on the interval', () => {
    vi.useFakeTimers();
    const { calls, remove, localChange } = install();
    expect(calls).toEqual(['now']);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('offline'));
    document.dispatchEvent(new Event('visibilitychange'));
    localChange();
    vi.advanceTimersByTime(30_000);
    expect(calls).toEqual(['now', 'now', 'offline', 'now', 'soon', 'now']);
    remove();
  });

  it('stop firing once removed', () => {
    vi.useFakeTimers();
    const { calls, remove, localChange, localListeners } = install();
    remove();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('offline'));
    document.dispatchEvent(new Event('visibilitychange'));
    localChange();
    vi.advanceTimersByTime(90_000);
    expect(calls).toEqual(['now']);
    expect(localListeners.size).toBe(0);
  });
});
