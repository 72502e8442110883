// The trip's public link: a read-only page of the plan for people without the app. The link lives
// only on the server, so this needs a connection: the dialog says what the page shows and who can
// see it, makes the link when asked, shows it to copy, open or scan, and stops it.
import { useEffect, useId, useState } from 'react';
import { Copy, ExternalLink, Globe, Link2Off } from 'lucide-react';
import { Button, buttonClass } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { labelClass } from '../../ui/field';
import { QrCode } from '../../ui/qr-code';
import { api, ApiRequestError } from '../../lib/api-client';
import { serverErrorText } from '../../lib/error-text';
import { useOnline } from '../../lib/connectivity';
import { toast } from '../../lib/toast';
import { failureToastOptions } from '../../lib/saved-note';
import { useMessages } from '../../lib/i18n';
import { itineraryMessages } from './messages';

type LinkState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; url: string } | { status: 'failed'; message: string };

/** The link as this browser reached the server: behind a proxy the server may see another scheme or host. */
function asReachedHere(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return new URL(parsed.pathname, window.location.origin).href;
}

function failureMessage(error: unknown): string {
  const t = itineraryMessages.get();
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return t.publicOffline;
    if (error.status === 404) return t.linkNotOnServer;
    return serverErrorText(error);
  }
  return t.publicLoadFailed;
}

export function PublicLinkButton({ tripId }: { tripId: string }) {
  const [open, setOpen] = useState(false);
  const t = useMessages(itineraryMessages);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Globe aria-hidden="true" className="size-4" />
        {t.publicButton}
      </Button>
      {open ? <PublicLinkDialog tripId={tripId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function PublicLinkDialog({ tripId, onClose }: { tripId: string; onClose: () => void }) {
  const online = useOnline();
  const t = useMessages(itineraryMessages);
  const [state, setState] = useState<LinkState>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    api.planLink(tripId, controller.signal).then(
      (link) => setState(link.url ? { status: 'ready', url: asReachedHere(link.url) } : { status: 'none' }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: failureMessage(error) });
      },
    );
    return () => controller.abort();
  }, [tripId, online]);

  const make = async () => {
    setBusy(true);
    try {
      const link = await api.makePlanLink(tripId);
      setState({ status: 'ready', url: asReachedHere(link.url) });
    } catch (error) {
      toast.error(t.publicMakeFailed, { description: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.publicCopied);
    } catch (error) {
      toast.error(t.linkCopyFailed, failureToastOptions(error));
    }
  };

  const stop = async () => {
    setBusy(true);
    try {
      await api.revokePlanLink(tripId);
      setState({ status: 'none' });
      toast.success(t.publicStopped, { description: t.publicStoppedText });
    } catch (error) {
      toast.error(t.publicStopFailed, { description: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t.publicButton} description={t.publicDescription} onClose={onClose}>
      {!online ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t.publicOffline}</p>
      ) : state.status === 'loading' ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
          {t.publicChecking}
        </p>
      ) : state.status === 'failed' ? (
        <p className="text-sm text-red-700 dark:text-red-300" role="alert">
          {state.message}
        </p>
      ) : state.status === 'none' ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t.publicNone}</p>
          <Button disabled={busy} onClick={() => void make()}>
            <Globe aria-hidden="true" className="size-4" />
            {t.publicMake}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <div>
            <label htmlFor={inputId} className={labelClass}>
              {t.publicLinkLabel}
            </label>
            <input
              id={inputId}
              readOnly
              value={state.url}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full rounded-xl border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs dark:border-slate-600 dark:bg-slate-800"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copy(state.url)}>
              <Copy aria-hidden="true" className="size-4" />
              {t.linkCopy}
            </Button>
            <a className={buttonClass('secondary')} href={state.url} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" className="size-4" />
              {t.publicOpen}
            </a>
          </div>
          <div className="flex flex-col items-center gap-1">
            <QrCode text={state.url} label={t.publicQr} size={184} />
            <p className="text-xs text-slate-600 dark:text-slate-400">{t.publicScan}</p>
          </div>
          <div className="border-t border-slate-200 pt-4 dark:border-slate-700">
            <Button variant="danger" disabled={busy} onClick={() => void stop()}>
              <Link2Off aria-hidden="true" className="size-4" />
              {t.publicStop}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
