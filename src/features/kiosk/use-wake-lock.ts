// Keeps a kiosk's screen on (Screen Wake Lock API). The browser drops the lock whenever the page is
// hidden, so it is asked for again each time the page becomes visible.
import { useEffect, useState } from 'react';

export type WakeLockStatus = 'held' | 'released' | 'unsupported';

export function useWakeLock(): WakeLockStatus {
  const [status, setStatus] = useState<WakeLockStatus>(() =>
    typeof navigator !== 'undefined' && 'wakeLock' in navigator ? 'released' : 'unsupported',
  );
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | undefined;
    let disposed = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (disposed) {
          await next.release();
          return;
        }
        sentinel = next;
        setStatus('held');
        next.addEventListener('release', () => setStatus('released'));
      } catch {
        // Refused (battery saver, no permission): the kiosk still works, the screen may dim.
        setStatus('released');
      }
    };
    void acquire();
    const onVisibility = () => void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      disposed = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
  return status;
}
