// True when rendering in the browser, false while the build prerenders a screen (src/prerender.tsx).
// Parts that only make sense on the device (sync status, live data) render behind it, so the
// prerendered frame never waits on them.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useIsOnDevice(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
