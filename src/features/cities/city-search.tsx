import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Loader2, Search, WifiOff, X } from 'lucide-react';
import { toast } from '../../lib/toast';
import { failureToastOptions } from '../../lib/saved-note';
import { citySearchLimits, type CitySearchResult } from '../../domain/cities';
import { searchCities } from './data';

/**
 * The search box as a combobox: runs from 2 characters, debounced 300 ms; arrow keys move through
 * the results, Enter opens one, Escape clears.
 */
export function CitySearch({ onOpen }: { onOpen: (city: CitySearchResult) => void }) {
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<{ query: string; results: CitySearchResult[]; offline: boolean }>();
  const [active, setActive] = useState(-1);
  const listId = useId();
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
          toast.error('Failed to search cities', { id: 'city-search', ...failureToastOptions(error) });
        },
      );
    }, citySearchLimits.debounceMs);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [trimmed, isLongEnough]);

  const clear = () => {
    setQuery('');
    setAnswer(undefined);
    setActive(-1);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Enter' && active >= 0 && results[active]) {
      event.preventDefault();
      onOpen(results[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      clear();
    }
  };

  const isOpen = results.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="relative">
      <label htmlFor={inputId} className="sr-only">
        Search cities
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={citySearchLimits.maxQueryChars}
          placeholder="Search any city: Lisbon, Kyoto, São Paulo…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="block min-h-13 w-full rounded-2xl border border-slate-300 bg-white py-3 pl-12 pr-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        {isSearching ? (
          <Loader2 aria-hidden="true" className="absolute right-4 top-1/2 size-5 -translate-y-1/2 animate-spin text-slate-500" />
        ) : query ? (
          <button
            type="button"
            onClick={clear}
            aria-label="Clear search"
            className="absolute right-1.5 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      {isOffline && searched ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-amber-800 dark:text-amber-200">
          <WifiOff aria-hidden="true" className="size-4" />
          You're offline: searching the cities saved on this device.
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching cities"
        className={`mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900 ${isOpen ? '' : 'hidden'}`}
      >
        {results.map((city, index) => (
          <li
            key={city.slug}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseEnter={() => setActive(index)}
            onClick={() => onOpen(city)}
            className={`flex min-h-12 cursor-pointer items-center justify-between gap-3 px-4 py-2 ${index === active ? 'bg-brand-50 dark:bg-slate-800' : ''}`}
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{city.name}</span>
              <span className="block truncate text-sm text-slate-600 dark:text-slate-400">{city.admin && city.admin !== city.name ? `${city.admin}, ${city.country}` : city.country}</span>
            </span>
            <span className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              {city.country_code}
            </span>
          </li>
        ))}
      </ul>
      {!isSearching && searched === trimmed && searched && results.length === 0 ? (
        <p role="status" className="mt-3 text-slate-600 dark:text-slate-400">
          No cities match “{searched}”{isOffline ? ' on this device' : ''}.
        </p>
      ) : null}
      {trimmed.length > 0 && trimmed.length < citySearchLimits.minChars ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Keep typing: at least 2 letters.</p> : null}
    </div>
  );
}
