// The kiosk hub for shared tablets: the chat and the service tiles full screen, kept awake, reset
// for the next guest after a quiet spell, and guarded against leaving by accident. Every booking
// can continue on the guest's own phone through a QR code, which also covers flaky Wi-Fi.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QrCode as QrIcon, Sparkles, Wifi, WifiOff } from 'lucide-react';
import { useOnline } from '../../lib/connectivity';
import { serviceIds, type ServiceId } from '../../domain/services';
import { intlLocale, useLanguage, useMessages } from '../../lib/i18n';
import { serviceNames } from '../../ui/messages';
import { kioskMessages } from './messages';
import { partnerForService } from '../../domain/partners';
import type { AstraLink } from '../../domain/astra/types';
import { serviceIcons } from '../../ui/service-icons';
import { ExitGuard } from './exit-guard';
import { HandoffSheet, type KioskHandoff } from './handoff-sheet';
import { useIdleReset } from './use-idle-reset';
import { useWakeLock } from './use-wake-lock';

export const kioskDefaults = { idleSeconds: 90, countdownSeconds: 15 } as const;

function secondsParam(value: string | null, fallback: number, max: number): number {
  const seconds = value === null ? Number.NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 1 ? Math.min(seconds, max) : fallback;
}

/** The chat the app puts in the hub (the kiosk does not import the chat feature itself). */
export type KioskChat = (props: { onLinkChosen: (link: AstraLink) => void }) => ReactNode;

function useClockLabel(): string {
  const language = useLanguage();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 10_000);
    return () => window.clearInterval(timer);
  }, []);
  return new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit' }).format(now);
}

function enterFullscreen() {
  const root = document.documentElement;
  if (document.fullscreenElement || !document.fullscreenEnabled || !root.requestFullscreen) return;
  // Browsers allow it only from a gesture: the first touch on the hub.
  root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
}

export default function KioskScreen({ chat }: { chat?: KioskChat }) {
  const t = useMessages(kioskMessages);
  const serviceName = useMessages(serviceNames);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const online = useOnline();
  const wakeLock = useWakeLock();
  const clock = useClockLabel();
  const idleMs = secondsParam(params.get('idle'), kioskDefaults.idleSeconds, 3600) * 1000;
  const countdownMs = secondsParam(params.get('countdown'), kioskDefaults.countdownSeconds, 120) * 1000;
  const pin = /^\d{3,8}$/.test(params.get('pin') ?? '') ? params.get('pin')! : undefined;

  const [guest, setGuest] = useState(0);
  const [handoff, setHandoff] = useState<KioskHandoff | null>(null);

  const resetForNextGuest = useCallback(() => {
    setHandoff(null);
    // A new key remounts the chat: its messages, its session and anything typed are gone.
    setGuest((count) => count + 1);
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo(0, 0);
  }, []);
  // A dialog sits above everything else: it closes so "Touch to continue" is what the guest sees.
  const closeDialogs = useCallback(() => setHandoff(null), []);
  const { state: idle, stayActive } = useIdleReset({ idleMs, countdownMs, onReset: resetForNextGuest, onWarning: closeDialogs });

  const exit = () => {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    navigate('/');
  };

  const openService = (service: ServiceId) =>
    setHandoff({ partner: partnerForService(service), title: serviceNames.get()[service], params: {}, subId: `kiosk_${service}` });

  const onLinkChosen = useCallback(
    (link: AstraLink) => setHandoff({ partner: link.partner, title: link.label, params: link.params, subId: `kiosk_${link.subId}` }),
    [],
  );

  return (
    <div
      className="fixed inset-0 flex select-none flex-col overflow-hidden bg-slate-950 text-white"
      onPointerDown={enterFullscreen}
      onContextMenu={(event) => {
        const target = event.target as HTMLElement;
        if (!target.closest('input, textarea')) event.preventDefault();
      }}
    >
      <header className="flex items-center gap-3 border-b border-white/10 px-4 py-3 sm:px-6">
        <Sparkles aria-hidden="true" className="size-7 text-brand-300" />
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{t.title}</h1>
        <span className="ml-auto hidden text-lg font-semibold tabular-nums text-white/80 sm:inline" aria-label={t.time({ time: clock })}>
          {clock}
        </span>
        <span
          role="status"
          className={`inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold ${online ? 'bg-emerald-500/20 text-emerald-200' : 'bg-amber-500/25 text-amber-100'}`}
        >
          {online ? <Wifi aria-hidden="true" className="size-4" /> : <WifiOff aria-hidden="true" className="size-4" />}
          {online ? t.online : t.offline}
        </span>
        <ExitGuard pin={pin} onExit={exit} />
      </header>

      {online ? null : (
        <p className="bg-amber-500/20 px-4 py-2 text-center text-base font-medium text-amber-50 sm:px-6">{t.offlineBanner}</p>
      )}

      <main className="grid min-h-0 flex-1 gap-4 overflow-y-auto p-4 sm:p-6 landscape:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] landscape:overflow-hidden">
        <section aria-labelledby="kiosk-services" className="flex flex-col landscape:min-h-0">
          <h2 id="kiosk-services" className="text-lg font-bold">
            {t.bookAService}
          </h2>
          <p className="text-sm text-white/70">{t.bookAServiceText}</p>
          <ul className="mt-3 grid grid-cols-2 gap-3 pb-2 sm:grid-cols-3 landscape:min-h-0 landscape:overflow-y-auto">
            {serviceIds.map((id) => {
              const Icon = serviceIcons[id];
              return (
                <li key={id}>
                  <button
                    type="button"
                    onClick={() => openService(id)}
                    className="flex min-h-24 w-full flex-col items-start justify-between gap-2 rounded-2xl bg-white/10 p-4 text-left transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white active:bg-white/20"
                  >
                    <Icon aria-hidden="true" className="size-7 text-brand-200" />
                    <span className="text-base font-semibold leading-tight">{serviceName[id]}</span>
                    {online ? null : (
                      <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-200">
                        <QrIcon aria-hidden="true" className="size-3.5" />
                        {t.needsInternet}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
        <section
          aria-label={t.askAstra}
          className="flex min-h-[32rem] flex-col overflow-hidden rounded-3xl bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100 landscape:min-h-0"
        >
          {chat ? (
            <div key={guest} className="flex min-h-0 flex-1 flex-col">
              {chat({ onLinkChosen })}
            </div>
          ) : null}
        </section>
      </main>

      <footer className="px-4 pb-2 text-xs text-white/50 sm:px-6">
        {wakeLock === 'held' ? t.screenStaysOn : t.screenMayDim} {t.privacyReset({ seconds: Math.round(idleMs / 1000) })}
      </footer>

      {handoff ? <HandoffSheet handoff={handoff} isOnline={online} onClose={() => setHandoff(null)} /> : null}

      {idle.phase === 'warning' ? (
        <button
          type="button"
          onClick={stayActive}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-slate-950/90 text-center text-white"
          aria-describedby="kiosk-idle-countdown"
        >
          <span className="text-4xl font-bold">{t.touchToContinue}</span>
          <span id="kiosk-idle-countdown" className="text-xl text-white/80" role="timer" aria-live="assertive">
            {t.startingOver({ seconds: idle.secondsLeft })}
          </span>
        </button>
      ) : null}
    </div>
  );
}
