// One item of the plan as a row: its title, times, facts and one-tap actions, and the controls that
// move, edit or delete it. Memoised: a long trip re-renders only the rows whose entry changed.
import { memo, useEffect, useId, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, ChevronDown, CloudOff, Pencil, Trash2 } from 'lucide-react';
import type { PlanEntry, TimeDisplay } from '../../domain/itinerary-plan';
import { timeText } from '../../domain/plan-text';
import { useMessages } from '../../lib/i18n';
import { entryDuration, itemFacts, itemTitle, kindName, stayText, usePlanWords } from '../../lib/plan-words/plan-words';
import { itineraryMessages } from './messages';
import { labelClass } from '../../ui/field';
import { ideasValue } from './item-dialog';
import { ItemActions } from './item-actions';
import { kindIcons } from './kinds';

export type DayChoice = { date: string; label: string };

/** What a row (or a day) can ask of the plan. The functions keep their identity from render to render. */
export type PlanActions = {
  add: (day: string | null) => void;
  edit: (entry: PlanEntry) => void;
  remove: (entry: PlanEntry) => void;
  /** Up (-1) or down (1) one place in the list as shown. */
  step: (entry: PlanEntry, by: -1 | 1) => void;
  moveTo: (entry: PlanEntry, day: string | null) => void;
};

/**
 * Whether an item can change places with a neighbour: not when both have a time, since a day lists
 * timed items in time order whatever their positions.
 */
function canSwap(entry: PlanEntry, neighbour: PlanEntry | undefined): boolean {
  return neighbour !== undefined && !(entry.shown.start && neighbour.shown.start && entry.item.day !== null);
}

/** Whether two sets agree on each of these entries being pending. */
export function samePendingFor(entries: readonly PlanEntry[], a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a === b || entries.every((entry) => a.has(entry.item.id) === b.has(entry.item.id));
}

type EntryListProps = {
  entries: readonly PlanEntry[];
  label: string;
  display: TimeDisplay;
  pendingIds: ReadonlySet<string>;
  dayChoices: readonly DayChoice[];
  /** Undefined when the traveller may only read the plan (a viewer of a shared trip). */
  actions: PlanActions | undefined;
};

export const EntryList = memo(
  function EntryList({ entries, label, display, pendingIds, dayChoices, actions }: EntryListProps) {
    return (
      <ol className="@container divide-y divide-slate-200 dark:divide-slate-800" aria-label={label}>
        {entries.map((entry, index) => (
          <ItemRow
            key={entry.item.id}
            entry={entry}
            display={display}
            isPending={pendingIds.has(entry.item.id)}
            canMoveUp={canSwap(entry, entries[index - 1])}
            canMoveDown={canSwap(entry, entries[index + 1])}
            dayChoices={dayChoices}
            actions={actions}
          />
        ))}
      </ol>
    );
  },
  (before, after) =>
    before.entries === after.entries &&
    before.label === after.label &&
    before.display === after.display &&
    before.dayChoices === after.dayChoices &&
    before.actions === after.actions &&
    samePendingFor(after.entries, before.pendingIds, after.pendingIds),
);

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800';

type ItemRowProps = {
  entry: PlanEntry;
  display: TimeDisplay;
  isPending: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  dayChoices: readonly DayChoice[];
  actions: PlanActions | undefined;
};

const ItemRow = memo(function ItemRow({ entry, display, isPending, canMoveUp, canMoveDown, dayChoices, actions }: ItemRowProps) {
  const { item } = entry;
  const t = useMessages(itineraryMessages);
  const words = usePlanWords();
  const Icon = kindIcons[item.kind];
  const isStay = item.kind === 'stay';
  const times = isStay ? stayText(words, entry.shown) : timeText(entry.shown, entry.startDaysLabel);
  const facts = itemFacts(words, entry);
  const duration = entryDuration(words, entry);
  const title = itemTitle(words, item);
  return (
    <li className="flex flex-col gap-2 py-3 @2xl:flex-row @2xl:items-start @2xl:gap-4">
      <div className="flex min-w-0 flex-1 gap-3">
        <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300">
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">{kindName(words, item.kind)}</span>
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-semibold">{title}</h3>
          {times ? (
            <p className="text-sm tabular-nums text-slate-800 dark:text-slate-200">
              {times}
              {entry.shown.endDaysLabel && !isStay ? (
                <span className="ml-1 rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                  {entry.shown.endDaysLabel}
                </span>
              ) : null}
              {duration ? <span className="text-slate-600 dark:text-slate-400"> · {duration}</span> : null}
            </p>
          ) : duration ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{duration}</p>
          ) : null}
          {display === 'own' && entry.local.start && entry.local.start.zoneLabel ? (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t.rowLocal({ times: (isStay ? stayText(words, entry.local) : timeText(entry.local, '')) ?? '' })}
            </p>
          ) : null}
          {facts.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-600 dark:text-slate-400">
              {facts.map((fact) => (
                <li key={fact} className="break-words">
                  {fact}
                </li>
              ))}
            </ul>
          ) : null}
          {item.kind === 'note' && item.details.text.includes('\n') ? (
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-600 dark:text-slate-400">{item.details.text}</p>
          ) : null}
          {item.kind === 'activity' && item.details.notes ? (
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-600 dark:text-slate-400">{item.details.notes}</p>
          ) : null}
          {isPending ? (
            <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              <CloudOff aria-hidden="true" className="size-3" />
              {t.rowNotSynced}
            </span>
          ) : null}
          <ItemActions item={item} />
        </div>
      </div>
      {actions ? (
        <RowControls
          entry={entry}
          title={title}
          canMoveUp={canMoveUp}
          canMoveDown={canMoveDown}
          dayChoices={dayChoices}
          actions={actions}
        />
      ) : null}
    </li>
  );
});

function RowControls({
  entry,
  title,
  canMoveUp,
  canMoveDown,
  dayChoices,
  actions,
}: Pick<ItemRowProps, 'entry' | 'canMoveUp' | 'canMoveDown' | 'dayChoices'> & { title: string; actions: PlanActions }) {
  const { item } = entry;
  const t = useMessages(itineraryMessages);
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={iconButton}
        aria-label={t.rowUp}
        title={t.rowUp}
        disabled={!canMoveUp}
        onClick={() => actions.step(entry, -1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={t.rowDown}
        title={t.rowDown}
        disabled={!canMoveDown}
        onClick={() => actions.step(entry, 1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
      <MoveToSelect day={item.day} dayChoices={dayChoices} onChoose={(day) => actions.moveTo(entry, day)} />
      <button
        type="button"
        className={iconButton}
        aria-label={t.rowEditLabel({ title })}
        title={t.rowEdit}
        onClick={() => actions.edit(entry)}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={`${iconButton} text-red-700 dark:text-red-300`}
        aria-label={t.rowDeleteLabel({ title })}
        title={t.rowDelete}
        onClick={() => actions.remove(entry)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * "Move to…": the days (and the Ideas) to move an item to. Until the traveller reaches it (focus, a
 * press, a touch) it is a plain button drawn like the select: a 60-day trip of 600 items would
 * otherwise carry 600 selects and some 36,000 options that nobody opens, and the browser's style and
 * layout work over those selects was most of the cost of any change to a long plan. Reached, it
 * becomes the select with its choices, focused, and opened when it was reached by a press.
 */
function MoveToSelect({
  day,
  dayChoices,
  onChoose,
}: {
  day: string | null;
  dayChoices: readonly DayChoice[];
  onChoose: (day: string | null) => void;
}) {
  const id = useId();
  const t = useMessages(itineraryMessages);
  const [reached, setReached] = useState<'focus' | 'press'>();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!reached || !select.current) return;
    select.current.focus();
    if (reached !== 'press') return;
    try {
      select.current.showPicker();
    } catch {
      // No picker without a user's gesture, or no showPicker: the focused select opens on the next press.
    }
  }, [reached]);
  const controlClass = `${labelClass} min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-2 @2xl:w-36 @2xl:flex-none dark:border-slate-600 dark:bg-slate-950`;
  if (!reached) {
    return (
      <button
        type="button"
        aria-label={t.rowMoveTo}
        aria-haspopup="listbox"
        className={`${controlClass} inline-flex items-center justify-between gap-1 text-left font-normal`}
        onFocus={() => setReached('focus')}
        onPointerDown={(event) => {
          event.preventDefault(); // the select takes the focus, not this button
          setReached('press');
        }}
      >
        <span className="truncate">{t.rowMoveTo}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </button>
    );
  }
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t.rowMoveTo}
      </label>
      <select
        ref={select}
        id={id}
        className={controlClass}
        value=""
        onChange={(event) => {
          if (event.target.value) onChoose(event.target.value === ideasValue ? null : event.target.value);
        }}
      >
        <option value="" disabled>
          {t.rowMoveTo}
        </option>
        {dayChoices.map((choice, index) =>
          choice.date === day ? null : (
            <option key={choice.date} value={choice.date}>
              {t.dayChoice({ number: index + 1, date: choice.label })}
            </option>
          ),
        )}
        {day === null ? null : <option value={ideasValue}>{t.ideas}</option>}
      </select>
    </>
  );
}
