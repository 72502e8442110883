import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AlertCircle, ArrowRight, Backpack, BellRing, CalendarPlus, Clock, ListPlus, Loader2, Undo2, type LucideIcon } from 'lucide-react';
import type { AstraAction } from '../../domain/astra/types';
import type { AppliedAction } from './data';
import { useMessages } from '../../lib/i18n';
import { chatMessages } from './messages';

/** Where one Agent Mode proposal stands in the conversation. */
export type ActionState =
  | { status: 'applying'; action: AstraAction }
  | { status: 'applied' | 'undoing' | 'undone'; action: AstraAction; applied: AppliedAction }
  | { status: 'failed'; action: AstraAction; message: string };

const icons: Record<AstraAction['kind'], LucideIcon> = {
  create_trip: CalendarPlus,
  create_price_alert: BellRing,
  create_packing_list: Backpack,
  add_clock_city: Clock,
  add_itinerary_item: ListPlus,
};

export function ActionCard({ state, onUndo }: { state: ActionState; onUndo: () => void }) {
  const t = useMessages(chatMessages);
  const Icon = icons[state.action.kind];
  const undoneRef = useRef<HTMLParagraphElement>(null);
  const wasUndoing = useRef(false);

  // The Undo button goes away once pressed; its outcome takes the keyboard focus so it is not lost.
  useEffect(() => {
    if (state.status === 'undoing') wasUndoing.current = true;
    if (state.status === 'undone' && wasUndoing.current) {
      wasUndoing.current = false;
      undoneRef.current?.focus();
    }
  }, [state.status]);

  return (
    <section
      aria-label={t.agentChange}
      className={`max-w-xl rounded-2xl border p-3 text-sm ${
        state.status === 'failed'
          ? 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/50'
          : 'border-violet-200 bg-violet-50 dark:border-violet-800 dark:bg-violet-950/40'
      }`}
    >
      <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-violet-800 dark:text-violet-300">
        <Icon aria-hidden="true" className="size-4" />
        {t.agentMode}
      </p>
      {state.status === 'applying' ? (
        <p className="mt-1.5 flex items-center gap-2 text-slate-700 dark:text-slate-300">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t.saving}
        </p>
      ) : state.status === 'failed' ? (
        <p className="mt-1.5 flex items-start gap-2 text-amber-900 dark:text-amber-200">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {state.message}
        </p>
      ) : state.status === 'undone' ? (
        <p ref={undoneRef} tabIndex={-1} className="mt-1.5 text-slate-700 outline-none dark:text-slate-300">
          <span className="line-through">{state.applied.summary}</span> <span className="font-semibold no-underline">{t.undone}</span>
        </p>
      ) : (
        <>
          <p className="mt-1.5 font-medium text-slate-900 dark:text-slate-100">{state.applied.summary}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Link
              to={state.applied.href}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 font-semibold text-violet-800 underline-offset-4 hover:underline dark:text-violet-300"
            >
              {state.applied.linkLabel}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <button
              type="button"
              onClick={onUndo}
              disabled={state.status === 'undoing'}
              aria-label={t.undoThis({ change: state.applied.summary })}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-xl border border-slate-300 bg-white px-3 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <Undo2 aria-hidden="true" className="size-4" />
              {state.status === 'undoing' ? t.undoing : t.undo}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
