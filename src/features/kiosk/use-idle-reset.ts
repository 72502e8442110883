// Privacy on a shared tablet: after `idleMs` without a touch, a countdown asks the guest to touch to
// continue; when it runs out the kiosk resets for the next guest.
import { useCallback, useEffect, useRef, useState } from 'react';

export type IdleState = { phase: 'active' } | { phase: 'warning'; secondsLeft: number };

const activityEvents = ['pointerdown', 'keydown', 'wheel', 'input', 'touchstart'] as const;

export function useIdleReset({
  idleMs,
  countdownMs,
  onReset,
  onWarning,
}: {
  idleMs: number;
  countdownMs: number;
  onReset: () => void;
  onWarning?: () => void;
}) {
  const [state, setState] = useState<IdleState>({ phase: 'active' });
  const lastActivity = useRef(0);
  const warningSince = useRef<number | null>(null);
  const resetRef = useRef(onReset);
  const warningRef = useRef(onWarning);
  useEffect(() => {
    resetRef.current = onReset;
    warningRef.current = onWarning;
  }, [onReset, onWarning]);

  const stayActive = useCallback(() => {
    lastActivity.current = Date.now();
    warningSince.current = null;
    setState({ phase: 'active' });
  }, []);

  useEffect(() => {
    lastActivity.current = Date.now();
    const onActivity = () => {
      // While the countdown shows, only its own "touch to continue" brings the guest back.
      if (warningSince.current === null) lastActivity.current = Date.now();
    };
    for (const name of activityEvents) window.addEventListener(name, onActivity, { capture: true, passive: true });
    const timer = window.setInterval(() => {
      const now = Date.now();
      if (warningSince.current === null) {
        if (now - lastActivity.current >= idleMs) {
          warningSince.current = now;
          setState({ phase: 'warning', secondsLeft: Math.ceil(countdownMs / 1000) });
          warningRef.current?.();
        }
        return;
      }
      const left = countdownMs - (now - warningSince.current);
      if (left <= 0) {
        warningSince.current = null;
        lastActivity.current = now;
        setState({ phase: 'active' });
        resetRef.current();
      } else {
        setState({ phase: 'warning', secondsLeft: Math.ceil(left / 1000) });
      }
    }, 250);
    return () => {
      window.clearInterval(timer);
      for (const name of activityEvents) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [idleMs, countdownMs]);

  return { state, stayActive };
}
