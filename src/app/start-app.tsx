// The app itself: React takes over the prerendered frame. Loaded by src/main.tsx once React's own
// code has been evaluated, in a task of its own.
import { StrictMode, startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadRoute } from './router';
import { AppToaster } from '../lib/toast';
import { PartnerHandoffProvider } from '../lib/partner-handoff-state';
import { PwaUpdate } from './pwa-update';
import { startSyncSoon } from './start-sync';
import { startLanguage } from './language';
import { intlLocale, language } from '../lib/i18n';
import { setHydratingFrame, useIsOnDevice } from '../lib/on-device';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The page arrives with the screen's first frame prerendered into an inert #root (scripts/prerender.ts):
 * seen at once, not yet usable. React takes it over (hydrates it, or renders over it: hydratesFrame
 * below); the root becomes usable in the commit that takes over the screen itself (FrameReady, in
 * src/app/layout.tsx).
 */
function RootReady() {
  useLayoutEffect(() => {
    // Read by the first render only (src/ui/trip-not-found.tsx): a trip opened later is looked for anew.
    document.documentElement.removeAttribute('data-trip-missing');
  }, []);
  useEffect(() => {
    // (Last in the tree, so after every other part's effects: see src/lib/on-device.ts.)
    setHydratingFrame(false);
    // Sync starts once the screen is usable, when the browser is next idle (src/app/start-sync.ts).
    startSyncSoon();
  }, []);
  return null;
}

/** The toasts and the update prompt: not in the prerendered frame, so mounted once React has taken it over. */
function OnDeviceOnly({ children }: { children: ReactNode }) {
  return useIsOnDevice() ? children : null;
}

/** Lets the browser paint the prerendered frame first (after the next frame), when there is one. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (!container.hasChildNodes()) resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/**
 * Whether React takes over the prerendered frame as it is (hydration: no new DOM, no second style and
 * layout of the whole page) or renders over it. Hydration keeps what the frame has where the first
 * render differs in an attribute, so only a frame made for exactly this first render is hydrated: made
 * for this path (not a trip's placeholder frame), with no query the screen reads, in the language and
 * the number and date formats it was made in (English, written the US way). Elsewhere React renders
 * over the frame as before (decision 009).
 */
function hydratesFrame(): boolean {
  const framePath = container?.dataset.frame;
  const path = window.location.pathname.replace(/(.)\/$/, '$1');
  return framePath === path && window.location.search === '' && language.get() === 'en' && ['en', 'en-US'].includes(intlLocale());
}

// The screen's chunk first, so React's first frame is the screen itself and never "Loading…", and the
// device's language (one small precached chunk; none for English), so the English prerendered frame
// turns straight into the traveller's language. (Not a top-level await: screens' chunks import from
// this one, and would wait on it.)
// As a transition the first render yields to the browser every few milliseconds (the screen is
// already painted), so a slow phone never freezes while the app takes over.
void Promise.all([preloadRoute(window.location.pathname).catch(() => undefined), startLanguage(), afterFirstPaint()]).then(() => {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <PartnerHandoffProvider>
          <AppRoutes />
        </PartnerHandoffProvider>
        <OnDeviceOnly>
          <AppToaster />
          <PwaUpdate />
        </OnDeviceOnly>
        <RootReady />
      </BrowserRouter>
    </StrictMode>
  );
  startTransition(() => {
    if (hydratesFrame()) {
      setHydratingFrame(true);
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('The prerendered frame did not match: rendered anew', error),
      });
    } else createRoot(container).render(app);
  });
});

// Should the app never take over (a render that throws above the routes' error boundaries), queued
// changes still go out: sync starts by itself after a while (it starts only once either way).
setTimeout(startSyncSoon, 10_000);
