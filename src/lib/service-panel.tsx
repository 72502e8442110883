// The in-app service panel (a modal): frames the partner's page when the partner allows framing,
// otherwise opens it directly. Whether a site allows framing cannot be seen from a cross-origin
// frame, so the panel asks the API, which reads the partner's own X-Frame-Options and CSP.
import { useEffect, useRef, useState } from 'react';
import { ExternalLink, Loader2, ShieldCheck, WifiOff, X } from 'lucide-react';
import { partners, partnerUrlQuery, type PartnerUrlResponse } from '../domain/partners';
import { Button, buttonClass } from '../ui/button';
import { apiRequest } from './api-client';
import { openInNewTab, type PartnerRequest } from './partner-tab';
import { toast } from './toast';
import { useMessages } from './i18n';
import { servicePanelMessages } from './service-panel.messages';

/** The spec's constants: the overlay covers the frame for 3 s; a direct redirect waits 1.2 s. */
export const panelOverlayMs = 3000;
export const embedRedirectDelayMs = 1200;

type PanelState = 'checking' | 'frame' | 'redirect' | 'opened-outside' | 'frame-failed' | 'error';

export function fetchPartnerUrl(request: PartnerRequest, signal?: AbortSignal) {
  const query = new URLSearchParams(partnerUrlQuery(request.params, request.subId));
  return apiRequest<PartnerUrlResponse>(`/partners/${request.partner}/url?${query}`, signal ? { signal } : {});
}

export default function ServicePanel({ request, onClose }: { request: PartnerRequest; onClose: () => void }) {
  const t = useMessages(servicePanelMessages);
  const partner = partners[request.partner];
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<PanelState>('checking');
  const [isOverlayUp, setOverlayUp] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    closeRef.current?.focus();
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => setOverlayUp(false), panelOverlayMs);
    return () => window.clearTimeout(timer);
  }, [attempt]);

  useEffect(() => {
    const controller = new AbortController();
    let redirectTimer: number | undefined;
    fetchPartnerUrl(request, controller.signal).then(
      (answer) => {
        if (answer.supports_iframe) {
          setState('frame');
          return;
        }
        setState('redirect');
        toast.info(servicePanelMessages.get().directLoad);
        redirectTimer = window.setTimeout(() => {
          if (openInNewTab(request.partner, request.url) === 'new-tab') setState('opened-outside');
        }, embedRedirectDelayMs);
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setState('error');
      },
    );
    return () => {
      controller.abort();
      window.clearTimeout(redirectTimer);
    };
  }, [request, attempt]);

  const retry = () => {
    setState('checking');
    setOverlayUp(true);
    setAttempt((n) => n + 1);
  };
  const openOutside = () => {
    if (openInNewTab(request.partner, request.url) === 'new-tab') setState('opened-outside');
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="service-panel-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto flex h-[min(92dvh,56rem)] w-[min(96vw,64rem)] max-w-none flex-col overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-2 dark:border-slate-700">
        <div className="min-w-0 flex-1">
          <h2 id="service-panel-title" className="truncate font-semibold">
            {partner.name}
          </h2>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">{partner.label}</p>
        </div>
        <Button variant="secondary" onClick={openOutside} aria-label={t.openInNewTab} className="shrink-0 px-3">
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sm:hidden">{t.newTab}</span>
          <span className="hidden sm:inline">{t.openInNewTab}</span>
        </Button>
        <button ref={closeRef} type="button" onClick={onClose} aria-label={t.close} className={buttonClass('ghost', 'shrink-0 px-2')}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      <div className="relative min-h-0 flex-1 bg-slate-50 dark:bg-slate-950">
        {state === 'frame' ? (
          <iframe
            title={t.booking({ partner: partner.name })}
            src={request.url}
            className="size-full border-0"
            referrerPolicy="strict-origin-when-cross-origin"
            // No allow-top-navigation: a framed site cannot take the whole app away.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
            onError={() => setState('frame-failed')}
          />
        ) : null}

        {(state === 'checking' || (state === 'frame' && isOverlayUp)) && (
          <Overlay>
            <Loader2 aria-hidden="true" className="size-8 animate-spin text-brand-600" />
            <p role="status">{t.loading({ partner: partner.name })}</p>
          </Overlay>
        )}

        {state === 'redirect' && (
          <Overlay>
            <Loader2 aria-hidden="true" className="size-8 animate-spin text-brand-600" />
            <p role="status">{t.redirecting({ partner: partner.name })}</p>
            <Button variant="secondary" onClick={onClose}>
              {t.goBack}
            </Button>
          </Overlay>
        )}

        {(state === 'opened-outside' || state === 'frame-failed') && (
          <Overlay>
            <h3 className="text-lg font-semibold">{t.unableToLoad}</h3>
            <p className="max-w-sm text-center text-slate-600 dark:text-slate-300">
              {state === 'opened-outside' ? t.openedOutside({ partner: partner.name }) : t.didNotLoad({ partner: partner.name })}
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={openOutside}>
                <ExternalLink aria-hidden="true" className="size-4" />
                {t.openInNewTab}
              </Button>
              <Button variant="secondary" onClick={onClose}>
                {t.goBack}
              </Button>
            </div>
          </Overlay>
        )}

        {state === 'error' && (
          <Overlay>
            <WifiOff aria-hidden="true" className="size-8 text-amber-600" />
            <h3 className="text-lg font-semibold">{t.connectionIssue}</h3>
            <p className="max-w-sm text-center text-slate-600 dark:text-slate-300">{t.couldNotLoad}</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={retry}>{t.tryAgain}</Button>
              <Button variant="secondary" onClick={onClose}>
                {t.goBack}
              </Button>
            </div>
          </Overlay>
        )}
      </div>

      <footer className="flex items-center gap-2 border-t border-slate-200 px-4 py-2 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        {t.affiliate({ partner: partner.name })}
      </footer>
    </dialog>
  );
}

function Overlay({ children }: { children: React.ReactNode }) {
  return <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white p-6 dark:bg-slate-900">{children}</div>;
}
