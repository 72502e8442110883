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
            <li key={`${name}-${timezone}`} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="truncate font-semibold">{name}</p>
                {reading.dayDifference !== 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{describeDay(reading)}</p> : null}
              </div>
              <div className="shrink-0 text-right">
                <p className="flex items-center justify-end gap-1.5 text-xl font-semibold tabular-nums">
                  {reading.isNight ? <Moon aria-label="Night" className="size-4 text-slate-500 dark:text-slate-400" /> : null}
                  {reading.shortTime}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <span aria-hidden="true">{reading.offsetMinutes === 0 ? 'Same time as you' : reading.offsetLabel}</span>
                  <span className="sr-only">
                    {reading.offsetMinutes === 0 ? 'Same time as you' : `${describeOffset(reading.offsetMinutes)} of you`}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Compared with your time zone, {ownZone.replace(/_/g, ' ')}.</p>
      </Card>
    </section>
  );
}
