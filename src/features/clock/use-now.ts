import { useEffect, useState } from 'react';

/** The current time, updated on each whole second so every clock on screen ticks together. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: number | undefined;
    const schedule = () => {
      // Timers drift and background tabs are throttled: aim at the next whole second each time.
      timer = window.setTimeout(tick, 1000 - (Date.now() % 1000));
    };
    const tick = () => {
      setNow(new Date());
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
  }, []);
  return now;
}
