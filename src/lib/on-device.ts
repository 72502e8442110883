// True when rendering in the browser, false while the build prerenders a screen (src/prerender.tsx).
// Parts that only make sense on the device (sync status, live data) render behind it, so the
// prerendered frame never waits on them.
//
// Where React hydrates the prerendered frame (src/app/start-app.tsx), these parts first render as in the frame
// (false), which useSyncExternalStore's server snapshot guarantees wherever the part sits, and then
// appear. While the frame's first pass is hydrated the store still says false, so the parts appear
// in a transition, which React renders in slices between other work: a snapshot that differs right
// after hydration would re-render them in one synchronous task. (A part inside a Suspense boundary
// that hydrates later takes that synchronous re-render: still right, only not sliced.)
import { startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';

let hydratingFrame = false;

/** Set by src/app/start-app.tsx from just before React hydrates the frame until the first pass's effects have run. */
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

/**
 * Makes the prerendered frame usable (#root no longer inert). The layout renders it after the screen,
 * inside the screen's Suspense boundary (and in its fallback and error screens), so it runs in the
 * commit that hydrates or renders the screen itself: React may hydrate that boundary a task or more
 * after the header and footer, and until then the screen's handlers and listeners are not attached.
 */
export function FrameReady(): null {
  useLayoutEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return null;
}
