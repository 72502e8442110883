import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { BackHome } from '../ui/back-home';
import { Button } from '../ui/button';

/** Shown when a screen fails to load or throws, most often a chunk missing after an update while offline. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold">This screen could not open</h1>
      <p className="text-slate-600 dark:text-slate-400">
        Something went wrong while loading it. Your trips and lists are safe on this device.
      </p>
      {detail ? <p className="text-sm text-slate-500">{detail}</p> : null}
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <BackHome />
      </div>
    </main>
  );
}
