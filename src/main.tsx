// First of all: zod must never probe for eval (our CSP forbids it), in any chunk.
import './lib/zod-config';
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadRoute } from './app/router';
import { AppToaster } from './lib/toast';
import { PartnerHandoffProvider } from './lib/partner-handoff';
import { PwaUpdate } from './app/pwa-update';
import { startSyncSoon } from './app/start-sync';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The page arrives with the screen's first frame prerendered into an inert #root (scripts/prerender.ts):
 * seen at once, not yet usable. React renders over it; the root becomes usable in the same commit.
 */
function RootReady() {
  useLayoutEffect(() => container?.removeAttribute('inert'), []);
  return null;
}

// The screen's chunk first, so React's first frame is the screen itself and never "Loading…". (Not a
// top-level await: chunks import from this entry, and the bundler would split it up to avoid the cycle.)
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
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

startSyncSoon();
