import { useEffect, useRef, useState } from 'react';
import { Loader2, RotateCcw } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { ToolScreen } from '../../ui/tool-screen';
import { Button } from '../../ui/button';
import { toast } from '../../lib/toast';
import { failureToastOptions } from '../../lib/saved-note';
import { announceCityLoaded } from '../../lib/app-events';
import { loadBundledCities } from '../../lib/bundled-cities';
import { popularDestinations, type CityDetails, type CitySearchResult } from '../../domain/cities';
import { CitySearch } from './city-search';
import { CityDetailsView } from './city-details';
import { loadCityDetails } from './data';
import { useMessages } from '../../lib/i18n';
import { citiesMessages } from './messages';

type Selection = { slug: string; name: string; details?: CityDetails };

export default function CitiesScreen() {
  const t = useMessages(citiesMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  // /cities?city={slug} (a link from Astra's city card) opens that city's guide.
  const [selection, setSelection] = useState<Selection | undefined>(() => {
    const slug = searchParams.get('city')?.trim();
    return slug ? { slug, name: '' } : undefined;
  });
  const [popular, setPopular] = useState<CitySearchResult[]>();
  const [searchKey, setSearchKey] = useState(0);
  const headingRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    loadBundledCities().then(
      // The bundle lists the popular destinations in the spec's order; the spec's names label them.
      (data) =>
        setPopular(
          data.cities.slice(0, popularDestinations.length).map((city, index) => ({
            name: popularDestinations[index] ?? city.name,
            country: city.country,
            country_code: city.country_code,
            slug: city.slug,
          })),
        ),
      () => setPopular([]),
    );
  }, []);

  useEffect(() => {
    if (!selection || selection.details) return;
    const controller = new AbortController();
    loadCityDetails(selection.slug, controller.signal).then(
      (details) => {
        setSelection((current) => (current?.slug === details.slug ? { ...current, details } : current));
        announceCityLoaded({
          slug: details.slug,
          name: details.name,
          country: details.country,
          country_code: details.country_code,
          curated: details.curated,
        });
        headingRef.current?.focus();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        toast.error(citiesMessages.get().loadDetailsFailed, failureToastOptions(error));
        setSelection(undefined);
      },
    );
    return () => controller.abort();
  }, [selection]);

  const open = (city: { slug: string; name: string }) => setSelection({ slug: city.slug, name: city.name });
  const newSearch = () => {
    setSelection(undefined);
    if (searchParams.has('city')) setSearchParams({}, { replace: true });
    setSearchKey((key) => key + 1);
  };

  return (
    <ToolScreen
      title={t.title}
      subtitle={t.subtitle}
      actions={
        selection ? (
          <Button variant="secondary" onClick={newSearch}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t.newSearch}
          </Button>
        ) : undefined
      }
    >
      {selection ? (
        <div ref={headingRef} tabIndex={-1} className="outline-none">
          {selection.details ? (
            <CityDetailsView city={selection.details} />
          ) : (
            <p role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              {selection.name ? t.loadingCity({ city: selection.name }) : t.loadingGuide}
            </p>
          )}
        </div>
      ) : (
        <div className="space-y-8">
          <CitySearch key={searchKey} onOpen={open} />
          <section aria-labelledby="popular-heading">
            <h2 id="popular-heading" className="mb-3 text-lg font-semibold">
              {t.popular}
            </h2>
            {popular === undefined ? (
              // As tall as the list it waits for, so nothing below jumps when it arrives.
              <p role="status" className="min-h-[39.5rem] text-slate-600 sm:min-h-[19.5rem] lg:min-h-[15.5rem] dark:text-slate-400">
                {t.loading}
              </p>
            ) : (
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-5">
                {popular.map((city) => (
                  <li key={city.slug}>
                    <button
                      type="button"
                      onClick={() => open(city)}
                      className="flex min-h-14 w-full flex-col items-start justify-center rounded-xl border border-slate-200 bg-white px-3 py-2 text-left hover:border-brand-600 hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
                    >
                      <span className="font-semibold">{city.name}</span>
                      <span className="text-xs text-slate-600 dark:text-slate-400">{city.country}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </ToolScreen>
  );
}
