import { useEffect, useState } from 'react';

/**
 * The current time in milliseconds, renewed on each whole `stepMs` (a second for clocks, a minute
 * for "in 3 h" labels), so everything on screen that reads it ticks together. A tab back from the
 * background reads the right time at once, not at the next step.
 */
export function useNow(stepMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: number | undefined;
    const schedule = () => {
      // Timers drift and background tabs are throttled: aim at the next whole step each time.
      timer = window.setTimeout(tick, stepMs - (Date.now() % stepMs));
    };
    const tick = () => {
      setNow(Date.now());
      schedule();
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      window.clearTimeout(timer);
      tick();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [stepMs]);
  return now;
}
