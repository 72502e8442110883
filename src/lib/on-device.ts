// True when rendering in the browser, false while the build prerenders a screen (src/prerender.tsx).
// Parts that only make sense on the device (sync status, live data) render behind it, so the
// prerendered frame never waits on them.
//
// Where React hydrates the prerendered frame (src/main.tsx), these parts first render as in the frame
// (false), which useSyncExternalStore's server snapshot guarantees wherever the part sits, and then
// appear. While the frame's first pass is hydrated the store still says false, so the parts appear
// in a transition, which React renders in slices between other work: a snapshot that differs right
// after hydration would re-render them in one synchronous task. (A part inside a Suspense boundary
// that hydrates later takes that synchronous re-render: still right, only not sliced.)
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

let hydratingFrame = false;

/** Set by src/main.tsx from just before React hydrates the frame until the first pass's effects have run. */
export function setHydratingFrame(value: boolean): void {
  hydratingFrame = value;
}

const subscribe = () => () => undefined;

export function useIsOnDevice(): boolean {
  const onDevice = useSyncExternalStore(
    subscribe,
    () => !hydratingFrame,
    () => false,
  );
  const [appeared, setAppeared] = useState(false);
  useEffect(() => {
    if (!onDevice) startTransition(() => setAppeared(true));
  }, [onDevice]);
  return onDevice || appeared;
}
