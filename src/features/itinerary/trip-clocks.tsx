import { useId } from 'react';
import { Clock, Moon } from 'lucide-react';
import { Card } from '../../ui/card';
import { useNow } from '../../lib/use-now';
import { describeDay, describeOffset } from '../../domain/world-clock';
import { tripClocks } from '../../domain/trip-cities';

/** The time now in each city of the trip, its day when that is not the traveller's, and how far ahead or behind it is. */
export function TripClocks({ cities, ownZone }: { cities: ReadonlyArray<{ name: string; timezone: string }>; ownZone: string }) {
  const headingId = useId();
  const now = new Date(useNow(60_000));
  const clocks = tripClocks(cities, now, ownZone);

  return (
    <section aria-labelledby={headingId} className="print:hidden">
      <Card className="h-full">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Clock aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
          Local time
        </h2>
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800" aria-label="Local time in the trip's cities">
          {clocks.map(({ name, timezone, reading }) => (
            <li key={`${name}-${timezone}`} className="flex flex-wrap items-baseline gap-x-3 py-1.5">
              <span className="min-w-0 flex-1 truncate font-semibold">{name}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                <span aria-hidden="true">
                  {reading.dayDifference !== 0 ? `${reading.dayDifference > 0 ? 'Tomorrow' : 'Yesterday'} · ` : ''}
                  {reading.offsetMinutes === 0 ? 'same time' : reading.offsetLabel}
                </span>
                <span className="sr-only">
                  {reading.dayDifference !== 0 ? `${describeDay(reading)}, ` : ''}
                  {reading.offsetMinutes === 0 ? 'same time as you' : `${describeOffset(reading.offsetMinutes)} of you`}
                  {reading.isNight ? ', night there' : ''}
                </span>
              </span>
              <span className="inline-flex min-w-[5.5rem] shrink-0 items-center justify-end gap-1 whitespace-nowrap text-lg font-semibold tabular-nums">
                {reading.isNight ? <Moon aria-hidden="true" className="size-3.5 self-center text-slate-500 dark:text-slate-400" /> : null}
                {reading.shortTime}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Compared with your time zone, {ownZone.replace(/_/g, ' ')}.</p>
      </Card>
    </section>
  );
}
