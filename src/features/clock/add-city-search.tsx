import { useId, useRef, useState } from 'react';
import { Check, Plus, Search } from 'lucide-react';
import { useCombobox } from '../../ui/combobox';
import { Flag } from '../../ui/flag';
import { labelClass } from '../../ui/field';
import { readClock, searchClockCities, type ClockCity } from '../../domain/world-clock';
import { useLanguage, useMessages } from '../../lib/i18n';
import { clockMessages } from './messages';
import { localReading } from './local-reading';
import { useIsOnDevice } from '../../lib/on-device';

/**
 * The add-city box as a combobox over the 12 clock cities: the list opens on focus and filters as
 * the traveller types; arrow keys move, Enter adds, Escape closes. Cities already on the clock stay
 * in the list, marked, so choosing one again explains itself instead of silently doing nothing.
 */
export function AddCitySearch({
  now,
  homeTimezone,
  addedTimezones,
  onAdd,
}: {
  now: Date;
  homeTimezone: string;
  addedTimezones: ReadonlySet<string>;
  onAdd: (city: ClockCity) => Promise<boolean>;
}) {
  const t = useMessages(clockMessages);
  const language = useLanguage();
  const isOnDevice = useIsOnDevice();
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  // Cities not on the clock yet come first: they are the ones worth adding.
  const matches = searchClockCities(query);
  const results = [
    ...matches.filter((city) => !addedTimezones.has(city.timezone)),
    ...matches.filter((city) => addedTimezones.has(city.timezone)),
  ];
  const { active, setActive, isListShown, setOpen, inputProps, listProps, optionProps } = useCombobox({
    count: results.length,
    onChoose: (index) => {
      const city = results[index];
      if (city) void choose(city);
    },
    // A second Escape, with the list already closed, empties the box.
    onEscape: () => setQuery(''),
    listShows: 'while-open',
  });

  const choose = async (city: ClockCity) => {
    if (await onAdd(city)) {
      setQuery('');
      setActive(-1);
      setOpen(false);
    }
    inputRef.current?.focus();
  };

  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {t.addCity}
      </label>
      <div className="relative mt-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          {...inputProps}
          aria-describedby={hintId}
          spellCheck={false}
          maxLength={60}
          placeholder={t.searchPlaceholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(event.target.value.trim() ? 0 : -1);
          }}
          className="block min-h-11 w-full rounded-xl border border-slate-300 bg-white py-2 pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <ul
          {...listProps}
          aria-label={t.clockCities}
          className={`absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900 ${isListShown ? '' : 'hidden'}`}
        >
          {/* Each suggestion shows its time now: listed on the device only, never in the prerendered frame. */}
          {(isOnDevice ? results : []).map((city, index) => {
            const reading = localReading(readClock(now, city.timezone, homeTimezone), now, city.timezone, language, t);
            const isAdded = addedTimezones.has(city.timezone);
            return (
              <li
                key={city.timezone}
                {...optionProps(index)}
                className={`flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? 'bg-brand-50 dark:bg-slate-800' : ''}`}
              >
                <Flag flag={city.flag} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{city.name}</span>
                  <span className="block truncate text-sm tabular-nums text-slate-600 dark:text-slate-400">
                    {reading.shortTime} · {reading.offsetLabel}
                  </span>
                </span>
                {isAdded ? (
                  <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                    <Check aria-hidden="true" className="size-3" />
                    {t.addedBadge}
                  </span>
                ) : (
                  <Plus aria-hidden="true" className="size-4 shrink-0 text-brand-700 dark:text-brand-300" />
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {query.trim() && results.length === 0 ? (
        <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t.noMatch({ query: query.trim() })}
        </p>
      ) : null}
      <p id={hintId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t.hint}
      </p>
    </div>
  );
}
