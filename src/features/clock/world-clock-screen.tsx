import { useEffect, useId, useRef } from 'react';
import { Moon, X } from 'lucide-react';
import { ToolScreen } from '../../ui/tool-screen';
import { Flag } from '../../ui/flag';
import { Card } from '../../ui/card';
import { toast } from '../../lib/toast';
import { failureToastOptions } from '../../lib/saved-note';
import { deviceTimeZone, readClock, type ClockCity } from '../../domain/world-clock';
import { addClockCity, ClockCityError, removeClockCity, seedDefaultClockCities, useClockCities, type ClockCityRow } from './data';
import { AddCitySearch } from './add-city-search';
import { useNow } from '../../lib/use-now';
import { useIsOnDevice } from '../../lib/on-device';
import { useLanguage, useMessages } from '../../lib/i18n';
import { clockMessages } from './messages';
import { localReading } from './local-reading';
import { LoadingNote } from '../../ui/loading-note';

/** "Europe/London" → "London", "America/Argentina/Buenos_Aires" → "Buenos Aires". */
function placeOf(timezone: string): string {
  return (timezone.split('/').pop() ?? timezone).replace(/_/g, ' ');
}

export default function WorldClockScreen() {
  const t = useMessages(clockMessages);
  const language = useLanguage();
  const query = useClockCities();
  const now = new Date(useNow(1000));
  const isOnDevice = useIsOnDevice();
  const homeTimezone = deviceTimeZone();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemoval = useRef<number | undefined>(undefined);
  const lastCityNoteId = useId();
  const cities = query?.cities;

  useEffect(() => {
    // A failure here shows on the next read or change, which report it.
    seedDefaultClockCities().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (query?.error) toast.error(clockMessages.get().loadFailed, { id: 'clock-load', description: query.error.message });
  }, [query?.error]);

  useEffect(() => {
    // After a removal, keyboard focus goes to the remove button now in the removed card's place.
    const index = focusAfterRemoval.current;
    if (index === undefined || !cities) return;
    focusAfterRemoval.current = undefined;
    const next = cities[Math.min(index, cities.length - 1)];
    const button = next ? removeButtons.current.get(next.timezone) : undefined;
    if (button && !button.disabled) button.focus();
    else listHeadingRef.current?.focus();
  }, [cities]);

  const add = async (city: ClockCity): Promise<boolean> => {
    try {
      await addClockCity(city);
      toast.success(t.added({ city: city.name }));
      return true;
    } catch (error) {
      if (error instanceof ClockCityError)
        toast.error(error.code === 'city-already-added' ? t.alreadyAdded : t.keepOne, { id: 'clock-duplicate' });
      else toast.error(t.addFailed({ city: city.name }), failureToastOptions(error));
      return false;
    }
  };

  const remove = async (city: ClockCityRow, index: number) => {
    try {
      focusAfterRemoval.current = index;
      await removeClockCity(city.timezone);
      toast.success(t.removed({ city: city.name }));
    } catch (error) {
      focusAfterRemoval.current = undefined;
      toast.error(t.removeFailed({ city: city.name }), failureToastOptions(error));
    }
  };

  const home = localReading(readClock(now, homeTimezone, homeTimezone), now, homeTimezone, language, t);
  const isLastCity = cities?.length === 1;

  return (
    <ToolScreen title={t.title} subtitle={t.subtitle}>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="flex flex-col justify-center">
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{t.yourTime}</h2>
          {/* The build prerenders this screen without the time (it would be the build's): blank lines
              of the same height hold their place until the app renders over the frame. */}
          <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums">{isOnDevice ? home.time : '\u00a0'}</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            {isOnDevice ? (
              <>
                {home.dateLabel} · {placeOf(homeTimezone)}
                <span className="text-slate-600 dark:text-slate-400"> ({homeTimezone})</span>
              </>
            ) : (
              '\u00a0'
            )}
          </p>
        </Card>
        <Card>
          <AddCitySearch now={now} homeTimezone={homeTimezone} addedTimezones={new Set(cities?.map((city) => city.timezone))} onAdd={add} />
        </Card>
      </div>

      <div className="mt-8 mb-3 flex items-baseline justify-between gap-3">
        <h2 ref={listHeadingRef} tabIndex={-1} className="text-lg font-semibold">
          {t.yourCities}
        </h2>
        {cities ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.cityCount(cities.length)}</p> : null}
      </div>

      {!cities ? (
        <LoadingNote tall>{t.loadingCities}</LoadingNote>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t.yourCities}>
          {cities.map((city, index) => (
            <li key={city.timezone}>
              <ClockCard
                city={city}
                now={now}
                homeTimezone={homeTimezone}
                isLast={isLastCity}
                lastCityNoteId={lastCityNoteId}
                removeButtonRef={(button) => {
                  if (button) removeButtons.current.set(city.timezone, button);
                  else removeButtons.current.delete(city.timezone);
                }}
                onRemove={() => void remove(city, index)}
              />
            </li>
          ))}
        </ul>
      )}
      {isLastCity ? (
        <p id={lastCityNoteId} className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t.lastCityNote}
        </p>
      ) : null}
    </ToolScreen>
  );
}

function ClockCard({
  city,
  now,
  homeTimezone,
  isLast,
  lastCityNoteId,
  removeButtonRef,
  onRemove,
}: {
  city: ClockCityRow;
  now: Date;
  homeTimezone: string;
  isLast: boolean;
  lastCityNoteId: string;
  removeButtonRef: (button: HTMLButtonElement | null) => void;
  onRemove: () => void;
}) {
  const t = useMessages(clockMessages);
  const language = useLanguage();
  const headingId = useId();
  const clock = readClock(now, city.timezone, homeTimezone);
  const reading = { ...clock, ...localReading(clock, now, city.timezone, language, t) };
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col gap-2 rounded-2xl border p-4 shadow-sm ${
        reading.isNight
          ? 'border-indigo-200 bg-indigo-50 dark:border-indigo-900 dark:bg-slate-950'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      <div className="flex items-start gap-3">
        <Flag flag={city.flag} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate text-lg font-semibold leading-tight">
            {city.name}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <span aria-hidden="true" className="tabular-nums">
              {reading.offsetLabel}
            </span>
            <span className="sr-only">{reading.offsetInWords}</span>
          </p>
        </div>
        <button
          type="button"
          ref={removeButtonRef}
          onClick={onRemove}
          disabled={isLast}
          aria-label={t.remove({ city: city.name })}
          aria-describedby={isLast ? lastCityNoteId : undefined}
          title={isLast ? t.lastCityTitle : t.remove({ city: city.name })}
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-slate-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-red-300"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="text-3xl font-bold tracking-tight tabular-nums">
        <time dateTime={now.toISOString()}>{reading.time}</time>
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
        <span
          className={reading.dayDifference === 0 ? 'text-slate-600 dark:text-slate-400' : 'font-medium text-slate-800 dark:text-slate-200'}
        >
          {reading.day}
        </span>
        {reading.isNight ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
            <Moon aria-hidden="true" className="size-3" />
            {t.night}
          </span>
        ) : null}
      </div>
    </article>
  );
}
