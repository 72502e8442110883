import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error';
import { ConnectionIndicator } from './connection-indicator';
import { Footer } from './footer';
import { FrameReady, useIsOnDevice } from '../lib/on-device';
import { loadStorageInSteps } from '../db/start-in-steps';
import { useMessages } from '../lib/i18n';
import { shellMessages } from './messages';
import { tripFramePathOf } from '../domain/trip-frames';

// Loaded after the first paint: it brings Dexie and the sync engine.
// The pill reads the database: Dexie and the database's code load first, in tasks of their own.
const SyncStatus = lazy(() =>
  loadStorageInSteps()
    .catch(() => undefined)
    .then(() => import('../features/sync-status/sync-status')),
);
const DeviceRemovedDialog = lazy(() => import('../features/devices/device-removed-dialog'));

/** The sync pill and the removed-device notice: on the device only, not in the prerendered frame. */
function DeviceStatus() {
  return useIsOnDevice() ? (
    <Suspense fallback={null}>
      <SyncStatus />
      <DeviceRemovedDialog />
    </Suspense>
  ) : null;
}

export function Layout() {
  const t = useMessages(shellMessages);
  // A trip's screens open on a frame with "Loading…" and then show the trip, as long as it is: their
  // main area fills the screen, so the footer starts below it and never jumps away as the plan arrives
  // (layout shift 0.40 on a trip's plan before).
  const fillsScreen = tripFramePathOf(useLocation().pathname) !== undefined;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-2"
      >
        {t.skipToContent}
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to="/" className="flex items-center gap-2 rounded-lg font-bold tracking-tight" title={t.home}>
            <img src="/icons/icon.svg" alt="" width={28} height={28} className="size-7" />
            <span className="text-lg">Astra</span>{' '}
            <span className="hidden text-sm font-medium text-slate-500 sm:inline dark:text-slate-400">{t.travelConcierge}</span>
          </Link>
          {/* From the logo to the edge and as tall as the sync pill, so the pill's arrival moves nothing. */}
          <div className="flex min-h-9 flex-1 items-center justify-end gap-2">
            <DeviceStatus />
            <ConnectionIndicator />
          </div>
        </div>
      </header>
      <main id="main" className={fillsScreen ? 'min-h-dvh flex-1' : 'flex-1'}>
        <RouteErrorBoundary>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
            <FrameReady />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}

/** A new screen starts at its top, as a page load would. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function ScreenLoading() {
  const t = useMessages(shellMessages);
  return (
    <div role="status" className="flex min-h-[40dvh] items-center justify-center text-slate-500">
      {t.loading}
      <FrameReady />
    </div>
  );
}
