// Leaving the kiosk is guarded so a guest cannot do it by accident: hold the button for
// `holdMs`, or, when the operator set ?pin=, type that code.
import { useEffect, useRef, useState } from 'react';
import { LogOut } from 'lucide-react';
import { Modal } from '../../ui/modal';
import { Button } from '../../ui/button';
import { inputClass, labelClass } from '../../ui/field';
import { useMessages } from '../../lib/i18n';
import { kioskMessages } from './messages';

export const exitHoldMs = 1500;

export function ExitGuard({ pin, onExit }: { pin?: string; onExit: () => void }) {
  const t = useMessages(kioskMessages);
  const [holding, setHolding] = useState(false);
  const [askingPin, setAskingPin] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const start = () => {
    if (pin) return;
    setHolding(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setHolding(false);
      onExit();
    }, exitHoldMs);
  };
  const stop = () => {
    window.clearTimeout(timer.current);
    setHolding(false);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <>
      <button
        type="button"
        aria-describedby="kiosk-exit-hint"
        onPointerDown={(event) => {
          // The press stays with the button whatever comes under the finger meanwhile (a toast sliding
          // in, as touch screens already keep it): only lifting it, or the browser cancelling it, stops.
          try {
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // A pointer the browser no longer knows (a synthetic event): the hold works without capture.
          }
          start();
        }}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
        onKeyDown={(event) => {
          if ((event.key === 'Enter' || event.key === ' ') && !event.repeat) start();
        }}
        onKeyUp={stop}
        onClick={() => {
          if (pin) setAskingPin(true);
        }}
        className="relative inline-flex min-h-12 items-center gap-2 overflow-hidden rounded-2xl bg-white/10 px-4 font-semibold text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
      >
        <span
          aria-hidden="true"
          className="absolute inset-y-0 left-0 bg-white/25"
          style={{ width: holding ? '100%' : '0%', transition: holding ? `width ${exitHoldMs}ms linear` : 'none' }}
        />
        <LogOut aria-hidden="true" className="relative size-5" />
        <span className="relative">{t.exitKiosk}</span>
      </button>
      <span id="kiosk-exit-hint" className="sr-only">
        {pin ? t.asksForCode : t.pressAndHold}
      </span>
      {askingPin && pin ? <PinDialog pin={pin} onCancel={() => setAskingPin(false)} onExit={onExit} /> : null}
    </>
  );
}

function PinDialog({ pin, onCancel, onExit }: { pin: string; onCancel: () => void; onExit: () => void }) {
  const t = useMessages(kioskMessages);
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(false);
  return (
    <Modal title={t.staffCode} description={t.enterCode} onClose={onCancel} size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code === pin) onExit();
          else {
            setWrong(true);
            setCode('');
          }
        }}
      >
        <label className={labelClass} htmlFor="kiosk-pin">
          {t.code}
        </label>
        <input
          id="kiosk-pin"
          className={inputClass}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          value={code}
          aria-invalid={wrong}
          aria-describedby={wrong ? 'kiosk-pin-error' : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setWrong(false);
          }}
        />
        {wrong ? (
          <p id="kiosk-pin-error" role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
            {t.wrongCode}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t.stayInKiosk}
          </Button>
          <Button type="submit">{t.exitKiosk}</Button>
        </div>
      </form>
    </Modal>
  );
}
