// One day of the plan: its date and city, the stays it is a night of, and its items. Memoised, and
// drawn by the browser only near the viewport (content-visibility), so a long trip lays out and
// paints the days on screen, not all of them; every day stays in the page for find-in-page, screen
// readers and print.
import { memo, useId } from 'react';
import { MapPin, Plus } from 'lucide-react';
import type { PlanDay, PlanStaying, TimeDisplay } from '../../domain/itinerary-plan';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { kindIcons } from './kinds';
import { EntryList, samePendingFor, type DayChoice, type PlanActions } from './item-row';

const cityNotes: Partial<Record<PlanDay['citySource'], string>> = { carried: 'still', trip: 'planned' };

/** About how tall a day's card is (px, with the gap below it), before the browser has laid it out. */
export function estimatedDayHeight(day: PlanDay): number {
  return 100 + 130 * day.entries.length + 36 * day.staying.length;
}

type DayCardProps = {
  day: PlanDay;
  display: TimeDisplay;
  pendingIds: ReadonlySet<string>;
  dayChoices: readonly DayChoice[];
  actions: PlanActions;
};

export const DayCard = memo(
  function DayCard({ day, display, pendingIds, dayChoices, actions }: DayCardProps) {
    const headingId = useId();
    const isEmpty = day.entries.length === 0 && day.staying.length === 0;
    return (
      <section aria-labelledby={headingId}>
        <Card
          // Skipped by layout and paint while far from the viewport; `auto` keeps the last real height.
          className="[content-visibility:auto] print:[content-visibility:visible]"
          style={{ containIntrinsicSize: `auto ${estimatedDayHeight(day) - 16}px` }}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 id={headingId} className="text-lg font-semibold">
                <span className="text-slate-500 dark:text-slate-400">Day {day.dayNumber} · </span>
                {day.label}
              </h2>
              {day.city ? (
                <p className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
                  <MapPin aria-hidden="true" className="size-3.5 text-brand-700 dark:text-brand-300" />
                  {day.city}
                  {cityNotes[day.citySource] ? (
                    <span className="text-slate-500 dark:text-slate-400">({cityNotes[day.citySource]})</span>
                  ) : null}
                </p>
              ) : null}
            </div>
            <Button variant="ghost" onClick={() => actions.add(day.date)} aria-label={`Add to day ${day.dayNumber}`}>
              <Plus aria-hidden="true" className="size-4" />
              Add
            </Button>
          </div>
          {day.staying.length > 0 ? (
            <ul className="mt-2 space-y-1" aria-label={`Staying, day ${day.dayNumber}`}>
              {day.staying.map((staying) => (
                <StayingLine key={staying.item.id} staying={staying} />
              ))}
            </ul>
          ) : null}
          {day.entries.length > 0 ? (
            <EntryList
              entries={day.entries}
              label={`Plan of day ${day.dayNumber}`}
              display={display}
              pendingIds={pendingIds}
              dayChoices={dayChoices}
              actions={actions}
            />
          ) : null}
          {isEmpty ? <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Nothing planned yet.</p> : null}
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

function StayingLine({ staying }: { staying: PlanStaying }) {
  const Icon = kindIcons.stay;
  return (
    <li className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-1.5 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
      <span className="min-w-0 break-words">
        {staying.checkOut
          ? `Check out of ${staying.name} by ${staying.checkOut.time}${staying.checkOut.zoneLabel ? ` ${staying.checkOut.zoneLabel}` : ''}`
          : `Staying at ${staying.name} · night ${staying.night} of ${staying.nights}`}
      </span>
    </li>
  );
}
