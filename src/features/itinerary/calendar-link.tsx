// The trip's calendar subscription link: a button that asks the server for the link (it exists only
// there, so this needs a connection), shows it to copy or open in a calendar app, and stops it.
import { useEffect, useId, useState } from 'react';
import { CalendarSync, Copy, Link2Off } from 'lucide-react';
import { Button, buttonClass } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { labelClass } from '../../ui/field';
import { api, ApiRequestError } from '../../lib/api-client';
import { serverErrorText } from '../../lib/error-text';
import { useOnline } from '../../lib/connectivity';
import { toast } from '../../lib/toast';
import { failureToastOptions } from '../../lib/saved-note';
import { useMessages } from '../../lib/i18n';
import { itineraryMessages } from './messages';

type LinkState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; message: string };

/** The link as this browser reached the server: behind a proxy the server may see another scheme or host. */
function asReachedHere(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return new URL(parsed.pathname, window.location.origin).href;
}

function failureMessage(error: unknown): string {
  const t = itineraryMessages.get();
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return t.calendarOffline;
    if (error.status === 404) return t.linkNotOnServer;
    return serverErrorText(error);
  }
  return t.calendarLoadFailed;
}

export function CalendarLinkButton({ tripId }: { tripId: string }) {
  const [open, setOpen] = useState(false);
  const t = useMessages(itineraryMessages);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarSync aria-hidden="true" className="size-4" />
        {t.calendarButton}
      </Button>
      {open ? <CalendarLinkDialog tripId={tripId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function CalendarLinkDialog({ tripId, onClose }: { tripId: string; onClose: () => void }) {
  const online = useOnline();
  const t = useMessages(itineraryMessages);
  const [state, setState] = useState<LinkState>({ status: 'loading' });
  const [stopping, setStopping] = useState(false);
  const inputId = useId();

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    api.calendarLink(tripId, controller.signal).then(
      (link) => setState({ status: 'ready', url: asReachedHere(link.url) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: failureMessage(error) });
      },
    );
    return () => controller.abort();
  }, [tripId, online]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.calendarCopied);
    } catch (error) {
      toast.error(t.linkCopyFailed, failureToastOptions(error));
    }
  };

  const stop = async () => {
    setStopping(true);
    try {
      await api.revokeCalendarLink(tripId);
      toast.success(t.calendarStopped, { description: t.calendarStoppedText });
      onClose();
    } catch (error) {
      setStopping(false);
      toast.error(t.calendarStopFailed, { description: failureMessage(error) });
    }
  };

  return (
    <Modal title={t.calendarButton} description={t.calendarDescription} onClose={onClose}>
      {!online ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t.calendarOffline}</p>
      ) : state.status === 'loading' ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
          {t.calendarGetting}
        </p>
      ) : state.status === 'failed' ? (
        <p className="text-sm text-red-700 dark:text-red-300" role="alert">
          {state.message}
        </p>
      ) : (
        <div className="space-y-4">
          <div>
            <label htmlFor={inputId} className={labelClass}>
              {t.calendarSubscription}
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
            <a className={buttonClass('secondary')} href={state.url.replace(/^https?:/, 'webcal:')}>
              <CalendarSync aria-hidden="true" className="size-4" />
              {t.calendarOpen}
            </a>
            <Button variant="danger" disabled={stopping} onClick={() => void stop()}>
              <Link2Off aria-hidden="true" className="size-4" />
              {t.calendarStop}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
