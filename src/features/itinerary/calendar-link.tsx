// The trip's calendar subscription link: a button that asks the server for the link (it exists only
// there, so this needs a connection), shows it to copy or open in a calendar app, and stops it.
import { useEffect, useId, useState } from 'react';
import { CalendarSync, Copy, Link2Off } from 'lucide-react';
import { Button, buttonClass } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { labelClass } from '../../ui/field';
import { api, ApiRequestError } from '../../lib/api-client';
import { useOnline } from '../../lib/connectivity';
import { toast } from '../../lib/toast';
import { failureToastOptions } from '../../lib/saved-note';

type LinkState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; message: string };

/** The link as this browser reached the server: behind a proxy the server may see another scheme or host. */
function asReachedHere(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return new URL(parsed.pathname, window.location.origin).href;
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return 'The calendar link needs a connection. Try again when you are online.';
    if (error.status === 404) return 'This trip has not reached the server yet. Try again once it has synced.';
    return error.message;
  }
  return 'The calendar link could not be loaded. Please try again.';
}

export function CalendarLinkButton({ tripId }: { tripId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarSync aria-hidden="true" className="size-4" />
        Calendar link
      </Button>
      {open ? <CalendarLinkDialog tripId={tripId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function CalendarLinkDialog({ tripId, onClose }: { tripId: string; onClose: () => void }) {
  const online = useOnline();
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
      toast.success('Calendar link copied');
    } catch (error) {
      toast.error('Could not copy the link; select it and copy it by hand', failureToastOptions(error));
    }
  };

  const stop = async () => {
    setStopping(true);
    try {
      await api.revokeCalendarLink(tripId);
      toast.success('Calendar link stopped', { description: 'Calendars subscribed to it no longer get this trip.' });
      onClose();
    } catch (error) {
      setStopping(false);
      toast.error('Failed to stop the calendar link', { description: failureMessage(error) });
    }
  };

  return (
    <Modal
      title="Calendar link"
      description="Subscribe to this private link in your phone's or computer's calendar and the plan stays up to date there. Anyone with the link can see the plan."
      onClose={onClose}
    >
      {!online ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">The calendar link needs a connection. Try again when you are online.</p>
      ) : state.status === 'loading' ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
          Getting the link…
        </p>
      ) : state.status === 'failed' ? (
        <p className="text-sm text-red-700 dark:text-red-300" role="alert">
          {state.message}
        </p>
      ) : (
        <div className="space-y-4">
          <div>
            <label htmlFor={inputId} className={labelClass}>
              Subscription link
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
              Copy
            </Button>
            <a className={buttonClass('secondary')} href={state.url.replace(/^https?:/, 'webcal:')}>
              <CalendarSync aria-hidden="true" className="size-4" />
              Open in calendar app
            </a>
            <Button variant="danger" disabled={stopping} onClick={() => void stop()}>
              <Link2Off aria-hidden="true" className="size-4" />
              Stop sharing
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
