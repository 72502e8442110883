// One day of the plan: its date and city, the stays it is a night of, and its items. Memoised, and
// drawn by the browser only near the viewport (content-visibility), so a long trip lays out and
// paints the days on screen, not all of them; every day stays in the page for find-in-page, screen
// readers and print.
import { memo, useEffect, useId, useState } from 'react';
import { MapPin, Plus } from 'lucide-react';
import type { PlanDay, PlanEntry, PlanStaying, TimeDisplay } from '../../domain/itinerary-plan';
import { useMessages } from '../../lib/i18n';
import { dayCityNote, dayLabel, stayingText, usePlanWords, type PlanWords } from '../../lib/plan-words/plan-words';
import { itineraryMessages } from './messages';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { kindIcons } from './kinds';
import { EntryList, samePendingFor, type DayChoice, type PlanActions } from './item-row';
import { afterNextPaint } from './after-next-paint';

/** About how tall an item's row is on a phone (px), by kind: a flight has its route, times and facts. */
const rowHeights: Record<PlanEntry['item']['kind'], number> = { note: 115, transport: 145, activity: 175, stay: 230, flight: 275 };

/**
 * About how tall a day's card is (px, with the gap below it) before it has been laid out: rows lie
 * on one line from 640 px up (`sm`), about 60% of their height on a phone.
 */
export function estimatedDayHeight(day: PlanDay, isWide = false): number {
  const rows = day.entries.reduce((sum, entry) => sum + rowHeights[entry.item.kind], 0);
  return 100 + Math.round(rows * (isWide ? 0.6 : 1)) + 36 * day.staying.length;
}

type DayCardProps = {
  day: PlanDay;
  display: TimeDisplay;
  pendingIds: ReadonlySet<string>;
  dayChoices: readonly DayChoice[];
  /** Undefined when the traveller may only read the plan. */
  actions: PlanActions | undefined;
};

export const DayCard = memo(
  function DayCard({ day, display, pendingIds, dayChoices, actions }: DayCardProps) {
    const headingId = useId();
    const t = useMessages(itineraryMessages);
    const words = usePlanWords();
    const note = dayCityNote(words, day.citySource);
    // Laid out once in full before it may be skipped, so the height it keeps while skipped is its
    // own (contain-intrinsic-size: auto remembers it), not a guess: nothing jumps as days come near.
    const [isLaidOut, setIsLaidOut] = useState(false);
    useEffect(() => afterNextPaint(() => setIsLaidOut(true)), []);
    const isEmpty = day.entries.length === 0 && day.staying.length === 0;
    return (
      <section aria-labelledby={headingId}>
        <Card
          // Skipped by layout and paint while far from the viewport, once laid out (see above).
          className={isLaidOut ? '[content-visibility:auto] print:[content-visibility:visible]' : ''}
          style={{ containIntrinsicSize: `auto ${estimatedDayHeight(day) - 16}px` }}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 id={headingId} className="text-lg font-semibold">
                <span className="text-slate-500 dark:text-slate-400">{t.dayHeading({ number: day.dayNumber })}</span>
                {dayLabel(words, day.date)}
              </h2>
              {day.city ? (
                <p className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
                  <MapPin aria-hidden="true" className="size-3.5 text-brand-700 dark:text-brand-300" />
                  {day.city}
                  {note ? <span className="text-slate-500 dark:text-slate-400">({note})</span> : null}
                </p>
              ) : null}
            </div>
            {actions ? (
              <Button variant="ghost" onClick={() => actions.add(day.date)} aria-label={t.dayAdd({ number: day.dayNumber })}>
                <Plus aria-hidden="true" className="size-4" />
                {t.add}
              </Button>
            ) : null}
          </div>
          {day.staying.length > 0 ? (
            <ul className="mt-2 space-y-1" aria-label={t.dayStaying({ number: day.dayNumber })}>
              {day.staying.map((staying) => (
                <StayingLine key={staying.item.id} staying={staying} words={words} />
              ))}
            </ul>
          ) : null}
          {day.entries.length > 0 ? (
            <EntryList
              entries={day.entries}
              label={t.dayPlan({ number: day.dayNumber })}
              display={display}
              pendingIds={pendingIds}
              dayChoices={dayChoices}
              actions={actions}
            />
          ) : null}
          {isEmpty ? <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t.dayEmpty}</p> : null}
        </Card>
      </section>
    );
  },
  (before, after) =>
    before.day === after.day &&
    before.display === after.display &&
    before.dayChoices === after.dayChoices &&
    before.actions === after.actions &&
    samePendingFor(after.day.entries, before.pendingIds, after.pendingIds),
);

function StayingLine({ staying, words }: { staying: PlanStaying; words: PlanWords }) {
  const Icon = kindIcons.stay;
  return (
    <li className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-1.5 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
      <span className="min-w-0 break-words">{stayingText(words, staying)}</span>
    </li>
  );
}
