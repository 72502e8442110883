import { useEffect, useId, useRef, useState } from 'react';
import { Loader2, Search, WifiOff, X } from 'lucide-react';
import { toast } from '../../lib/toast';
import { useMessages } from '../../lib/i18n';
import { citiesMessages } from './messages';
import { failureToastOptions } from '../../lib/saved-note';
import { citySearchLimits, resultPlaceLine, type CitySearchResult } from '../../domain/cities';
import { useCombobox } from '../../ui/combobox';
import { searchCities } from './data';

/**
 * The search box as a combobox: runs from 2 characters, debounced 300 ms; arrow keys move through
 * the results, Enter opens one, Escape clears.
 */
export function CitySearch({ onOpen }: { onOpen: (city: CitySearchResult) => void }) {
  const t = useMessages(citiesMessages);
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<{ query: string; results: CitySearchResult[]; offline: boolean }>();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = query.trim();
  const isLongEnough = trimmed.length >= citySearchLimits.minChars;
  // The last answer stays up while the next one is on its way, so the list does not flicker.
  const shown = isLongEnough ? answer : undefined;
  const results = shown?.results ?? [];
  const isSearching = isLongEnough && answer?.query !== trimmed;
  const isOffline = shown?.offline ?? false;
  const searched = shown?.query ?? '';

  const clear = () => {
    setQuery('');
    setAnswer(undefined);
    setActive(-1);
    inputRef.current?.focus();
  };
  // No open state: the results are what this screen is for, so they stay up while there are any,
  // and Escape clears the search rather than only hiding them.
  const { active, setActive, isListShown, inputProps, listProps, optionProps } = useCombobox({
    count: results.length,
    onChoose: (index) => {
      const city = results[index];
      if (city) onOpen(city);
    },
    onEscape: clear,
  });

  useEffect(() => {
    if (!isLongEnough) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchCities(trimmed.slice(0, citySearchLimits.maxQueryChars), controller.signal).then(
        (outcome) => {
          setAnswer({ query: trimmed, results: outcome.results, offline: outcome.offline });
          setActive(outcome.results.length ? 0 : -1);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setAnswer({ query: trimmed, results: [], offline: false });
          setActive(-1);
          toast.error(citiesMessages.get().searchFailed, { id: 'city-search', ...failureToastOptions(error) });
        },
      );
    }, citySearchLimits.debounceMs);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [trimmed, isLongEnough, setActive]);

  return (
    <div className="relative">
      <label htmlFor={inputId} className="sr-only">
        {t.searchCities}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          {...inputProps}
          spellCheck={false}
          maxLength={citySearchLimits.maxQueryChars}
          placeholder={t.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="block min-h-13 w-full rounded-2xl border border-slate-300 bg-white py-3 pl-12 pr-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        {isSearching ? (
          <Loader2 aria-hidden="true" className="absolute right-4 top-1/2 size-5 -translate-y-1/2 animate-spin text-slate-500" />
        ) : query ? (
          <button
            type="button"
            onClick={clear}
            aria-label={t.clearSearch}
            className="absolute right-1.5 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      {isOffline && searched ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-amber-800 dark:text-amber-200">
          <WifiOff aria-hidden="true" className="size-4" />
          {t.offlineSearch}
        </p>
      ) : null}
      <ul
        {...listProps}
        aria-label={t.matchingCities}
        className={`mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900 ${isListShown ? '' : 'hidden'}`}
      >
        {results.map((city, index) => (
          <li
            key={city.slug}
            {...optionProps(index)}
            className={`flex min-h-12 cursor-pointer items-center justify-between gap-3 px-4 py-2 ${index === active ? 'bg-brand-50 dark:bg-slate-800' : ''}`}
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{city.name}</span>
              <span className="block truncate text-sm text-slate-600 dark:text-slate-400">{resultPlaceLine(city, results)}</span>
            </span>
            <span className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              {city.country_code}
            </span>
          </li>
        ))}
      </ul>
      {!isSearching && searched === trimmed && searched && results.length === 0 ? (
        <p role="status" className="mt-3 text-slate-600 dark:text-slate-400">
          {isOffline ? t.noMatchOnDevice({ query: searched }) : t.noMatch({ query: searched })}
        </p>
      ) : null}
      {trimmed.length > 0 && trimmed.length < citySearchLimits.minChars ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.keepTyping}</p>
      ) : null}
    </div>
  );
}
