// Routes of the app. Declarative mode of React Router (no data router): it is ~17 KB gzipped
// lighter, which keeps Home's first load under its budget (docs/decisions/002-declarative-router.md).
// Each screen is its own chunk; Home is in the app's own chunk, which every page preloads. The
// build prerenders every screen's first frame into its HTML (src/prerender.tsx); src/app/start-app.tsx
// loads the screen's chunk before rendering, so the app never shows "Loading…" over a painted screen.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { serviceIds } from '../domain/services';
import { tripFramePaths } from '../domain/trip-frames';
import type { KioskChat } from '../features/kiosk/kiosk-screen';
import type { ShareControl } from '../features/itinerary/itinerary-screen';
import { Layout, ScreenLoading } from './layout';
import { RouteErrorBoundary } from './route-error';
import { FrameReady } from '../lib/on-device';
import { loadStorageInSteps } from '../db/start-in-steps';
import { prefetchScreenChunks } from './screen-chunks';
import HomeScreen from './home-screen';

type Screen<Props> = ComponentType<Props> & { preload: () => Promise<void> };

/** A lazily loaded screen that can also be loaded ahead: once loaded it renders without suspending. */
function screen<Props extends object = object>(load: () => Promise<{ default: ComponentType<Props> }>): Screen<Props> {
  let loaded: ComponentType<Props> | undefined;
  const Lazy = lazy(load);
  const Component = ((props: Props) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }) as Screen<Props>;
  Component.preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  return Component;
}

const AssistantScreen = screen(() => import('../features/chat/assistant-screen'));
const CitiesScreen = screen(() => import('../features/cities/cities-screen'));
const TripsScreen = screen(() => import('../features/trips/trips-screen'));
const ItineraryScreen = screen(() => import('../features/itinerary/itinerary-screen'));
const CurrencyScreen = screen(() => import('../features/currency/currency-screen'));
const WorldClockScreen = screen(() => import('../features/clock/world-clock-screen'));
const PriceAlertsScreen = screen(() => import('../features/alerts/price-alerts-screen'));
const PackingListScreen = screen(() => import('../features/packing/packing-list-screen'));
const RedirectScreen = screen(() => import('../features/partners/redirect-screen'));
const ServiceScreen = screen(() => import('../features/partners/service-screen'));
const DevicesScreen = screen(() => import('../features/devices/devices-screen'));
const KioskScreen = screen(() => import('../features/kiosk/kiosk-screen'));
const JoinScreen = screen(() => import('../features/sharing/join-screen'));
const ExpensesScreen = screen(() => import('../features/expenses/expenses-screen'));
const WalletScreen = screen(() => import('../features/wallet/wallet-screen'));
const NotFoundScreen = screen(() => import('./not-found-screen'));
const ChatPanel = lazy(() => import('../features/chat/chat-panel'));

/** The kiosk hub's chat: the app composes the two features, which never import each other. */
const kioskChat: KioskChat = ({ onLinkChosen }) => (
  <Suspense fallback={<ScreenLoading />}>
    <ChatPanel variant="kiosk" onLinkChosen={onLinkChosen} />
  </Suspense>
);

const ShareButton = lazy(() => import('../features/sharing/share-dialog').then((module) => ({ default: module.ShareButton })));

/** A trip's "Share" control: the app composes the itinerary and sharing features. */
const tripShare: ShareControl = (props) => (
  <Suspense fallback={null}>
    <ShareButton {...props} />
  </Suspense>
);

const screensByPath: Record<string, { preload: () => Promise<void> }> = {
  '/assistant': AssistantScreen,
  '/cities': CitiesScreen,
  '/trips': TripsScreen,
  '/currency': CurrencyScreen,
  '/world-clock': WorldClockScreen,
  '/price-alerts': PriceAlertsScreen,
  '/packing-list': PackingListScreen,
  '/kiosk': KioskScreen,
  '/devices': DevicesScreen,
  '/devices/link': DevicesScreen,
  ...Object.fromEntries(serviceIds.map((id) => [`/${id}`, ServiceScreen])),
};

/** The kiosk's first frame is the time now, large: a frame rendered at build time would show the wrong time. */
const liveClockPaths = new Set(['/kiosk']);

/**
 * Every path the build prerenders: Home, each screen with a fixed path except the kiosk, and one
 * frame of each trip screen at a placeholder id, served for any trip (src/domain/trip-frames.ts).
 */
export const prerenderedPaths = ['/', ...Object.keys(screensByPath).filter((path) => !liveClockPaths.has(path)), ...tripFramePaths];

/**
 * Loads the chunk of the screen at `pathname` (nothing for Home, which is in the entry). Storage
 * (Dexie, zod, the shared rules, helpers and the database), which nearly every other screen needs,
 * is evaluated first, one layer per task (src/db/start-in-steps.ts), and the screen's chunk after:
 * loaded together, the browser evaluated them all in one task of 300–450 ms on a 4× slower CPU. The
 * storage chunks and the screen's are fetched at once first (./screen-chunks.ts), so the order adds
 * no round trip.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return Promise.resolve();
  prefetchScreenChunks();
  return loadStorageInSteps()
    .catch(() => undefined)
    .then(() => screenChunk(path));
}

function screenChunk(path: string): Promise<void> {
  const target = Object.hasOwn(screensByPath, path)
    ? screensByPath[path]!
    : path.startsWith('/go/')
      ? RedirectScreen
      : /^\/trips\/[^/]+$/.test(path)
        ? ItineraryScreen
        : path === '/join'
          ? JoinScreen
          : /^\/trips\/[^/]+\/expenses$/.test(path)
            ? ExpensesScreen
            : /^\/trips\/[^/]+\/wallet$/.test(path)
              ? WalletScreen
              : NotFoundScreen;
  return target.preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeScreen />} />
        <Route path="assistant" element={<AssistantScreen />} />
        <Route path="cities" element={<CitiesScreen />} />
        <Route path="trips" element={<TripsScreen />} />
        <Route path="trips/:tripId" element={<ItineraryScreen shareControl={tripShare} />} />
        <Route path="trips/:tripId/wallet" element={<WalletScreen />} />
        <Route path="join" element={<JoinScreen />} />
        <Route path="trips/:tripId/expenses" element={<ExpensesScreen />} />
        <Route path="currency" element={<CurrencyScreen />} />
        <Route path="world-clock" element={<WorldClockScreen />} />
        <Route path="price-alerts" element={<PriceAlertsScreen />} />
        <Route path="packing-list" element={<PackingListScreen />} />
        <Route path="devices" element={<DevicesScreen />} />
        <Route path="devices/link" element={<DevicesScreen />} />
        <Route path="go/:brand" element={<RedirectScreen />} />
        {serviceIds.map((id) => (
          <Route key={id} path={id} element={<ServiceScreen />} />
        ))}
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
      <Route
        path="kiosk"
        element={
          <RouteErrorBoundary>
            <Suspense fallback={<ScreenLoading />}>
              <KioskScreen chat={kioskChat} />
              <FrameReady />
            </Suspense>
          </RouteErrorBoundary>
        }
      />
    </Routes>
  );
}
