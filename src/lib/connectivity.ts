// What the app believes about the network: navigator.onLine, corrected by what real requests saw.
// A request that fails at the network level marks us offline until the next success or `online`.
import { useSyncExternalStore } from 'react';

let lastRequestFailed = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function reportRequestOutcome(ok: boolean) {
  if (lastRequestFailed === !ok) return;
  lastRequestFailed = !ok;
  emit();
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine && !lastRequestFailed;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onOnline = () => {
    lastRequestFailed = false;
    emit();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', emit);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', emit);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
