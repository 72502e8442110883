// Routes of the app. Declarative mode of React Router (no data router): it is ~17 KB gzipped
// lighter, which keeps Home's first load under its budget (docs/decisions/002-declarative-router.md).
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { serviceIds } from '../domain/services';
import type { KioskChat } from '../features/kiosk/kiosk-screen';
import { Layout, ScreenLoading } from './layout';
import { RouteErrorBoundary } from './route-error';
import HomeScreen from './home-screen';

// Each screen is its own chunk; Home is in the entry so the first paint needs one request.
const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const AssistantScreen = screen(() => import('../features/chat/assistant-screen'));
const CitiesScreen = screen(() => import('../features/cities/cities-screen'));
const TripsScreen = screen(() => import('../features/trips/trips-screen'));
const CurrencyScreen = screen(() => import('../features/currency/currency-screen'));
const WorldClockScreen = screen(() => import('../features/clock/world-clock-screen'));
const PriceAlertsScreen = screen(() => import('../features/alerts/price-alerts-screen'));
const PackingListScreen = screen(() => import('../features/packing/packing-list-screen'));
const RedirectScreen = screen(() => import('../features/partners/redirect-screen'));
const ServiceScreen = screen(() => import('../features/partners/service-screen'));
const KioskScreen = lazy(() => import('../features/kiosk/kiosk-screen'));
const ChatPanel = lazy(() => import('../features/chat/chat-panel'));

/** The kiosk hub's chat: the app composes the two features, which never import each other. */
const kioskChat: KioskChat = ({ onLinkChosen }) => (
  <Suspense fallback={<ScreenLoading />}>
    <ChatPanel variant="kiosk" onLinkChosen={onLinkChosen} />
  </Suspense>
);
const NotFoundScreen = screen(() => import('./not-found-screen'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeScreen />} />
        <Route path="assistant" element={<AssistantScreen />} />
        <Route path="cities" element={<CitiesScreen />} />
        <Route path="trips" element={<TripsScreen />} />
        <Route path="currency" element={<CurrencyScreen />} />
        <Route path="world-clock" element={<WorldClockScreen />} />
        <Route path="price-alerts" element={<PriceAlertsScreen />} />
        <Route path="packing-list" element={<PackingListScreen />} />
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
            </Suspense>
          </RouteErrorBoundary>
        }
      />
    </Routes>
  );
}
