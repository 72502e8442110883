import { lazy, Suspense } from 'react';

// The service worker's registration is loaded after the first render: nothing of it is needed to
// paint, and Home's first load stays within its budget.
const PwaRegister = lazy(() => import('./pwa-register'));

export function PwaUpdate() {
  return (
    <Suspense fallback={null}>
      <PwaRegister />
    </Suspense>
  );
}
