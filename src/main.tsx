// First of all: zod must never probe for eval (our CSP forbids it), in any chunk.
import './lib/zod-config';
import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadRoute } from './app/router';
import { AppToaster } from './lib/toast';
import { PartnerHandoffProvider } from './lib/partner-handoff-state';
import { PwaUpdate } from './app/pwa-update';
import { startSyncSoon } from './app/start-sync';
import { startLanguage } from './app/language';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The page arrives with the screen's first frame prerendered into an inert #root (scripts/prerender.ts):
 * seen at once, not yet usable. React renders over it; the root becomes usable in the same commit.
 */
function RootReady() {
  useLayoutEffect(() => container?.removeAttribute('inert'), []);
  // Sync starts once the screen is usable, when the browser is next idle (src/app/start-sync.ts).
  useEffect(startSyncSoon, []);
  return null;
}

/** Lets the browser paint the prerendered frame first (after the next frame), when there is one. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (!container.hasChildNodes()) resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

// The screen's chunk first, so React's first frame is the screen itself and never "Loading…", and the
// device's language (one small precached chunk; none for English), so the English prerendered frame
// turns straight into the traveller's language. (Not a top-level await: chunks import from this
// entry, and the bundler would split it up to avoid the cycle.)
// As a transition the first render yields to the browser every few milliseconds (the screen is
// already painted), so a slow phone never freezes while the app takes over.
void Promise.all([preloadRoute(window.location.pathname).catch(() => undefined), startLanguage(), afterFirstPaint()]).then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <PartnerHandoffProvider>
            <AppRoutes />
          </PartnerHandoffProvider>
          <AppToaster />
          <PwaUpdate />
          <RootReady />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
});

// Should the app never take over (a render that throws above the routes' error boundaries), queued
// changes still go out: sync starts by itself after a while (it starts only once either way).
setTimeout(startSyncSoon, 10_000);
