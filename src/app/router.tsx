import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { serviceIds } from '../domain/services';
import { Layout } from './layout';
import { RouteError } from './route-error';
import HomeScreen from './home-screen';

// Each screen is its own chunk; Home is in the entry so the first paint needs one request.
const screen = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: 'assistant', ...screen(() => import('../features/chat/assistant-screen')) },
      { path: 'cities', ...screen(() => import('../features/cities/cities-screen')) },
      { path: 'trips', ...screen(() => import('../features/trips/trips-screen')) },
      { path: 'currency', ...screen(() => import('../features/currency/currency-screen')) },
      { path: 'world-clock', ...screen(() => import('../features/clock/world-clock-screen')) },
      { path: 'price-alerts', ...screen(() => import('../features/alerts/price-alerts-screen')) },
      { path: 'packing-list', ...screen(() => import('../features/packing/packing-list-screen')) },
      { path: 'go/:brand', ...screen(() => import('../features/partners/redirect-screen')) },
      ...serviceIds.map((id) => ({ path: id, ...screen(() => import('../features/partners/service-screen')) })),
      { path: '*', ...screen(() => import('./not-found-screen')) },
    ],
  },
  { path: 'kiosk', errorElement: <RouteError />, ...screen(() => import('../features/kiosk/kiosk-screen')) },
];

export const router = createBrowserRouter(routes);
