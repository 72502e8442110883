import { useCallback, useEffect, useRef, useState } from 'react';
import { AlertTriangle, CheckCircle2, CloudUpload, Copy, Loader2, RefreshCw, Trash2 } from 'lucide-react';
import { Modal } from '../../ui/modal';
import { Button } from '../../ui/button';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/connectivity';
import { useNow } from '../../lib/use-now';
import type { OutboxOpRow } from '../../db/database';
import type { SyncFailure } from '../../db/sync-retry';
import { failureToastOptions } from '../../lib/saved-note';
import { serverErrorText } from '../../lib/error-text';
import { dismissRejected, retryRejected, syncNow, useSyncEngineState, useSyncOverview } from './data';
import { ReplacedChanges, useAnnounceReplaced, useReplacedChanges } from './replaced-changes';
import { readableChange } from './readable-change';
import { intlLocale, useMessages } from '../../lib/i18n';
import { syncStatusMessages } from './messages';
import { entityText } from './words';
import { relativeTimeFormat } from '../../domain/intl-formats';

function describeOp(op: OutboxOpRow): string {
  const t = syncStatusMessages.get();
  const entity = entityText(t, op.entity);
  const what = op.kind === 'create' ? t.opCreate({ entity }) : op.kind === 'update' ? t.opUpdate({ entity }) : t.opDelete({ entity });
  return op.label ? t.opLabelled({ what, label: op.label }) : what;
}

/** Why the last sync round failed, in the app's language. */
function failureText(failure: SyncFailure): string {
  const t = syncStatusMessages.get();
  switch (failure.kind) {
    case 'offline':
      return t.failureOffline;
    case 'slow-down':
      return t.failureSlowDown;
    case 'device-refused':
      return t.failureDeviceRefused({ reason: serverErrorText(failure.reason) });
    case 'server-problem':
      return t.failureServerProblem;
    case 'refused':
      return serverErrorText(failure.reason);
    case 'stopped':
      return t.failureStopped;
  }
}

const refusalText = (op: OutboxOpRow): string | undefined => op.error && serverErrorText(op.error);

async function copyChange(text: string) {
  const t = syncStatusMessages.get();
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t.copied, { description: t.copiedText });
  } catch (error) {
    toast.error(t.copyFailed, failureToastOptions(error));
  }
}

function formatSince(iso: string | undefined, now: number): string {
  const t = syncStatusMessages.get();
  const locale = intlLocale();
  const relative = relativeTimeFormat(locale, { numeric: 'auto' });
  if (!iso) return t.sinceNever;
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (seconds > -45) return t.sinceNow;
  const minutes = Math.round(seconds / 60);
  if (minutes > -60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours > -24) return relative.format(hours, 'hour');
  return new Date(iso).toLocaleString(locale);
}

/** The header's sync pill and its panel: changes waiting, last synced, and refused changes to retry or dismiss. */
export default function SyncStatus() {
  const overview = useSyncOverview();
  const engine = useSyncEngineState();
  const online = useOnline();
  const [isOpen, setOpen] = useState(false);
  const now = useNow(isOpen ? 1000 : 30_000);
  const seenRejected = useRef<Set<number> | undefined>(undefined);
  const replaced = useReplacedChanges();
  const t = useMessages(syncStatusMessages);
  const openPanel = useCallback(() => setOpen(true), []);
  useAnnounceReplaced(replaced, openPanel);

  useEffect(() => {
    if (!overview) return;
    const seqs = new Set(overview.rejected.map((op) => op.seq!));
    if (seenRejected.current) {
      for (const op of overview.rejected) {
        if (seenRejected.current.has(op.seq!)) continue;
        const words = syncStatusMessages.get();
        toast.error(words.refusedToast({ what: describeOp(op) }), {
          description: refusalText(op),
          duration: 10_000,
          action: { label: words.review, onClick: () => setOpen(true) },
        });
      }
    }
    seenRejected.current = seqs;
  }, [overview]);

  if (!overview) return null;
  const { pending, rejected, lastSyncedAt } = overview;
  const isSyncing = engine.phase === 'syncing' && pending > 0;

  let pill: { text: string; tone: string; icon: typeof CheckCircle2; spin?: boolean };
  if (rejected.length > 0)
    pill = { text: t.pillRefused(rejected.length), tone: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200', icon: AlertTriangle };
  else if (isSyncing)
    pill = { text: t.pillSyncing, tone: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200', icon: Loader2, spin: true };
  else if (pending > 0)
    pill = { text: t.pillWaiting(pending), tone: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200', icon: CloudUpload };
  else if (replaced && replaced.length > 0)
    pill = {
      text: t.pillReplaced(replaced.length),
      tone: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
      icon: AlertTriangle,
    };
  else pill = { text: t.pillSynced, tone: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200', icon: CheckCircle2 };
  const Icon = pill.icon;

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t.pillLabel({ text: pill.text })}
        className={`inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${pill.tone}`}
      >
        <Icon aria-hidden="true" className={`size-3.5 ${pill.spin ? 'animate-spin' : ''}`} />
        {pill.text}
      </button>
      {isOpen ? (
        <Modal title={t.panelTitle} onClose={() => setOpen(false)} description={t.panelDescription}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{t.panelConnection}</dt>
            <dd className="font-medium">{online ? t.panelOnline : t.panelOffline}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{t.panelWaiting}</dt>
            <dd className="font-medium" data-testid="pending-count">
              {pending}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">{t.panelLast}</dt>
            <dd className="font-medium">{formatSince(lastSyncedAt, now)}</dd>
          </dl>
          {engine.lastFailure && pending > 0 ? (
            <p role="status" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              {failureText(engine.lastFailure)}
              {engine.nextRetryAt && online ? t.panelNextTry({ seconds: Math.max(1, Math.round((engine.nextRetryAt - now) / 1000)) }) : ''}
            </p>
          ) : null}
          <div className="mt-4">
            <Button variant="secondary" onClick={() => void syncNow()} disabled={!online || engine.phase === 'syncing'}>
              <RefreshCw aria-hidden="true" className={`size-4 ${engine.phase === 'syncing' ? 'animate-spin' : ''}`} />
              {t.panelSyncNow}
            </Button>
          </div>
          {rejected.length > 0 ? (
            <section className="mt-5" aria-labelledby="refused-heading">
              <h3 id="refused-heading" className="font-semibold">
                {t.refusedHeading}
              </h3>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t.refusedText}</p>
              <ul className="mt-2 space-y-2">
                {rejected.map((op) => {
                  const written = readableChange(op.payload);
                  return (
                    <li key={op.seq} className="rounded-xl border border-red-200 p-3 dark:border-red-900">
                      <p className="font-medium">{describeOp(op)}</p>
                      <p className="text-sm text-red-800 dark:text-red-300">{refusalText(op) ?? t.refusedByServer}</p>
                      <div className="mt-2 flex flex-wrap gap-2">
                        {written ? (
                          <Button variant="secondary" onClick={() => void copyChange(written)}>
                            <Copy aria-hidden="true" className="size-4" />
                            {t.refusedCopy}
                          </Button>
                        ) : null}
                        {/* Sending again cannot help once the traveller is off the trip: copy, then dismiss. */}
                        {op.error?.code === 'trip-access-removed' ? null : (
                          <Button variant="secondary" onClick={() => void retryRejected(op.seq!)}>
                            <RefreshCw aria-hidden="true" className="size-4" />
                            {t.refusedRetry}
                          </Button>
                        )}
                        <Button variant="ghost" onClick={() => void dismissRejected(op.seq!)}>
                          <Trash2 aria-hidden="true" className="size-4" />
                          {t.dismiss}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
          <ReplacedChanges changes={replaced ?? []} />
        </Modal>
      ) : null}
    </>
  );
}
