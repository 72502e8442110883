// What later changes replaced (src/domain/replaced-change.ts): two devices, or two companions on a
// shared trip, changed the same field from the same starting point, and the later to reach the
// server won. The sync panel lists what was replaced, readable and copyable, until dismissed here.
import { useEffect, useRef, useState } from 'react';
import { Copy, X } from 'lucide-react';
import { useLiveQuery } from '../../db/live-query';
import { Button } from '../../ui/button';
import { toast } from '../../lib/toast';
import { db, type ReplacedChangeRow } from '../../db/database';
import { readableValue } from '../../domain/replaced-change';
import { useMessages } from '../../lib/i18n';
import { syncStatusMessages } from './messages';
import { entityText, fieldText } from './words';

const dismissedKey = 'replaced_changes_dismissed';

/** Replaced changes not dismissed on this device, newest first. */
export function useReplacedChanges(): ReplacedChangeRow[] | undefined {
  return useLiveQuery(async () => {
    const [rows, dismissed] = await Promise.all([db.replacedChanges.toArray(), db.meta.get(dismissedKey)]);
    const hidden = new Set(Array.isArray(dismissed?.value) ? (dismissed.value as string[]) : []);
    return rows.filter((row) => !hidden.has(row.id)).sort((a, b) => b.id.localeCompare(a.id));
  }, []);
}

async function dismiss(id: string) {
  await db.transaction('rw', db.meta, async () => {
    const dismissed = await db.meta.get(dismissedKey);
    const ids = Array.isArray(dismissed?.value) ? (dismissed.value as string[]) : [];
    await db.meta.put({ key: dismissedKey, value: [...ids, id] });
  });
}

export function describeReplaced(change: ReplacedChangeRow): string {
  const t = syncStatusMessages.get();
  return t.replacedSentence({
    who: change.changed_by ?? t.replacedOtherDevice,
    field: fieldText(t, change.field),
    entity: entityText(t, change.entity),
    label: change.label,
  });
}

/** Says once, as a toast, when a change is replaced while the app is open. */
export function useAnnounceReplaced(changes: ReplacedChangeRow[] | undefined, open: () => void): void {
  const seen = useRef<Set<string> | undefined>(undefined);
  useEffect(() => {
    if (!changes) return;
    if (seen.current) {
      for (const change of changes) {
        if (seen.current.has(change.id)) continue;
        const t = syncStatusMessages.get();
        toast.warning(t.replacedToast({ label: change.label }), {
          description: describeReplaced(change),
          duration: 10_000,
          action: { label: t.replacedSee, onClick: open },
        });
      }
    }
    seen.current = new Set(changes.map((change) => change.id));
  }, [changes, open]);
}

function ReplacedChange({ change }: { change: ReplacedChangeRow }) {
  const [expanded, setExpanded] = useState(false);
  const t = useMessages(syncStatusMessages);
  const text = readableValue(change.replaced);
  const long = text.length > 240;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t.replacedCopied);
    } catch {
      toast.error(t.replacedCopyFailed);
    }
  };
  return (
    <li className="rounded-xl border border-amber-200 p-3 dark:border-amber-900">
      <p className="text-sm font-medium">{describeReplaced(change)}</p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t.replacedWhat}</p>
      <blockquote
        className={`mt-1 rounded-lg bg-amber-50 p-2 text-sm break-words whitespace-pre-wrap text-slate-900 dark:bg-amber-950 dark:text-amber-50 ${long && !expanded ? 'line-clamp-4' : ''}`}
      >
        {text}
      </blockquote>
      {long ? (
        <button
          type="button"
          className="mt-1 text-sm font-medium underline underline-offset-2"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t.replacedLess : t.replacedAll}
        </button>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t.replacedCopy}
        </Button>
        <Button variant="ghost" onClick={() => void dismiss(change.id)}>
          <X aria-hidden="true" className="size-4" />
          {t.dismiss}
        </Button>
      </div>
    </li>
  );
}

export function ReplacedChanges({ changes }: { changes: ReplacedChangeRow[] }) {
  const t = useMessages(syncStatusMessages);
  if (changes.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby="replaced-heading">
      <h3 id="replaced-heading" className="font-semibold">
        {t.replacedHeading}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.replacedText}</p>
      <ul className="mt-2 space-y-2">
        {changes.map((change) => (
          <ReplacedChange key={change.id} change={change} />
        ))}
      </ul>
    </section>
  );
}
