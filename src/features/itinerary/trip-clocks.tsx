import { useId } from 'react';
import { Clock, Moon } from 'lucide-react';
import { Card } from '../../ui/card';
import { useNow } from '../../lib/use-now';
import { tripClocks } from '../../domain/trip-cities';
import { useMessages } from '../../lib/i18n';
import { durationText, usePlanWords, type PlanWords } from '../../lib/plan-words/plan-words';
import { itineraryMessages } from './messages';
import { dateTimeFormat } from '../../domain/intl-formats';

/** The time and date a city's clock reads, the way the chosen language writes them ("15:40", "24 nov."). */
function cityClock(words: PlanWords, now: Date, timezone: string) {
  const time = dateTimeFormat(words.locale, { hour: 'numeric', minute: '2-digit', timeZone: timezone }).format(now);
  const date = dateTimeFormat(words.locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: timezone }).format(now);
  return { time, date };
}

/** The time now in each city of the trip, its day when that is not the traveller's, and how far ahead or behind it is. */
export function TripClocks({ cities, ownZone }: { cities: ReadonlyArray<{ name: string; timezone: string }>; ownZone: string }) {
  const headingId = useId();
  const t = useMessages(itineraryMessages);
  const words = usePlanWords();
  const now = new Date(useNow(60_000));
  const offsetText = (minutes: number) => `${minutes > 0 ? '+' : '\u2212'}${durationText(words, Math.abs(minutes))}`;
  const offsetWords = (minutes: number) => {
    const size = Math.abs(minutes);
    const amount = [Math.floor(size / 60) ? t.clocksHours(Math.floor(size / 60)) : '', size % 60 ? t.clocksMinutes(size % 60) : '']
      .filter(Boolean)
      .join(' ');
    return minutes > 0 ? t.clocksAheadOfYou({ amount }) : t.clocksBehindYou({ amount });
  };
  const clocks = tripClocks(cities, now, ownZone);

  return (
    <section aria-labelledby={headingId} className="print:hidden">
      <Card className="h-full">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Clock aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
          {t.clocksHeading}
        </h2>
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800" aria-label={t.clocksList}>
          {clocks.map(({ name, timezone, reading }) => {
            const shown = words.language === 'en' ? { time: reading.shortTime, date: reading.dateLabel } : cityClock(words, now, timezone);
            return (
              <li key={`${name}-${timezone}`} className="flex flex-wrap items-baseline gap-x-3 py-1.5">
                <span className="min-w-0 flex-1 truncate font-semibold">{name}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  <span aria-hidden="true">
                    {reading.dayDifference !== 0 ? `${reading.dayDifference > 0 ? t.clocksTomorrow : t.clocksYesterday} · ` : ''}
                    {reading.offsetMinutes === 0 ? t.clocksSameTime : offsetText(reading.offsetMinutes)}
                  </span>
                  <span className="sr-only">
                    {reading.dayDifference !== 0
                      ? `${reading.dayDifference > 0 ? t.clocksTomorrowDate({ date: shown.date }) : t.clocksYesterdayDate({ date: shown.date })}, `
                      : ''}
                    {reading.offsetMinutes === 0 ? t.clocksSameTimeAsYou : offsetWords(reading.offsetMinutes)}
                    {reading.isNight ? t.clocksNight : ''}
                  </span>
                </span>
                <span className="inline-flex min-w-[5.5rem] shrink-0 items-center justify-end gap-1 whitespace-nowrap text-lg font-semibold tabular-nums">
                  {reading.isNight ? <Moon aria-hidden="true" className="size-3.5 self-center text-slate-500 dark:text-slate-400" /> : null}
                  {shown.time}
                </span>
              </li>
            );
          })}
        </ul>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t.clocksCompared({ zone: ownZone.replace(/_/g, ' ') })}</p>
      </Card>
    </section>
  );
}
