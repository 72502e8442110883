// The screens' one way to read the device's database: dexie-react-hooks' useLiveQuery, except that
// a result is shown through a React transition. The first result after the app takes over fills a
// whole screen (a trip's plan, its expenses); rendered as a blocking update that was one long task on
// a slow phone, in which a tap waited. As a transition React renders it in slices and yields between
// them, and a tap meanwhile goes first (decision 009).
import { liveQuery, type Observable } from 'dexie';
import { startTransition, useEffect, useMemo, useState, type DependencyList } from 'react';

type Shown<T> = { from: Observable<T> | undefined; result: T | undefined; error: unknown };

/**
 * Runs `querier` against the database and again whenever what it read changes; undefined until the
 * first result (or `defaultResult`). A failed query throws in render, for the nearest error boundary.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: DependencyList): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList, defaultResult: D): T | D;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList = [], defaultResult?: D): T | D | undefined {
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the caller's deps are the querier's, as in dexie-react-hooks
  const observable = useMemo(() => liveQuery(querier), deps);
  // A result the query already holds (Dexie's cache of a query open elsewhere) shows in this very
  // render, as dexie-react-hooks does, so a screen opened again never flashes its loading state.
  const held = useMemo(() => {
    let found: { value: T } | undefined;
    observable.subscribe({ next: (value) => (found = { value }), error: () => undefined }).unsubscribe();
    return found;
  }, [observable]);
  const [shown, setShown] = useState<Shown<T>>({ from: undefined, result: undefined, error: null });
  useEffect(() => {
    const subscription = observable.subscribe({
      next: (result) => startTransition(() => setShown({ from: observable, result, error: null })),
      error: (error: unknown) => setShown((current) => ({ ...current, from: observable, error })),
    });
    return () => subscription.unsubscribe();
  }, [observable]);
  if (shown.from === observable && shown.error) throw shown.error;
  if (shown.from === observable) return shown.result;
  // Until this query's first result: one it already holds, else the last query's (a screen keeps what
  // it shows while its next trip loads, as before), else the default.
  if (held) return held.value;
  return shown.from ? shown.result : defaultResult;
}
