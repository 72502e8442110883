import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  Armchair,
  Car,
  CardSim,
  Compass,
  Hotel,
  Lightbulb,
  MapPin,
  Plane,
  PlaneLanding,
  Ticket,
  TrainFront,
  Utensils,
  CarTaxiFront,
  type LucideIcon,
} from 'lucide-react';
import { Card } from '../../ui/card';
import { toast } from '../../lib/toast';
import { usePartnerHandoff } from '../../lib/partner-handoff';
import type { PartnerId, PartnerSearchParams } from '../../domain/partners';
import type { CityDetails } from '../../domain/cities';
import { useLanguage, useMessages } from '../../lib/i18n';
import { citiesMessages } from './messages';

type Label = 'flights' | 'hotels' | 'tours' | 'cars' | 'transfer' | 'tickets' | 'esim' | 'lounges';

const bookRow: Array<{ partner: PartnerId; label: Label; icon: LucideIcon }> = [
  { partner: 'flights', label: 'flights', icon: Plane },
  { partner: 'hotels', label: 'hotels', icon: Hotel },
  { partner: 'tours', label: 'tours', icon: Compass },
  { partner: 'cars', label: 'cars', icon: Car },
  { partner: 'transfers', label: 'transfer', icon: CarTaxiFront },
  { partner: 'tickets', label: 'tickets', icon: Ticket },
  { partner: 'esim', label: 'esim', icon: CardSim },
  { partner: 'lounges', label: 'lounges', icon: Armchair },
];

const tabs = [
  { id: 'attractions', label: 'attractions', icon: MapPin },
  { id: 'dining', label: 'dining', icon: Utensils },
  { id: 'transport', label: 'transport', icon: TrainFront },
  { id: 'tips', label: 'tips', icon: Lightbulb },
] as const;
type TabId = (typeof tabs)[number]['id'];

function searchParamsFor(city: CityDetails): PartnerSearchParams {
  return {
    city: city.name,
    country: city.country,
    lat: city.lat,
    lon: city.lon,
    ...(city.iata[0] ? { destination: city.iata[0] } : {}),
  };
}

export function CityDetailsView({ city }: { city: CityDetails }) {
  const t = useMessages(citiesMessages);
  const language = useLanguage();
  const handoff = usePartnerHandoff();
  const [tab, setTab] = useState<TabId>('attractions');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const params = searchParamsFor(city);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length : -1;
    if (next < 0) return;
    event.preventDefault();
    setTab(tabs[next]!.id);
    tabRefs.current[next]?.focus();
  };

  const openAttraction = (title: string) => {
    toast.info(t.findingTours({ title }));
    handoff.openPartner('tours', { ...params, query: title }, 'cities:attraction');
  };

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{city.name}</h2>
        <p className="text-slate-600 dark:text-slate-400">{[city.admin, city.country].filter(Boolean).join(', ')}</p>
      </div>

      <ul lang="en" className="flex flex-wrap gap-2" aria-label={t.quickFacts}>
        {city.quick_facts.map((fact) => (
          <li
            key={fact.label}
            className="rounded-xl border border-slate-200 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <span className="text-slate-600 dark:text-slate-400">{fact.label}: </span>
            <span className="font-semibold">{fact.value}</span>
          </li>
        ))}
      </ul>

      <section aria-labelledby={`${baseId}-book`}>
        <h3 id={`${baseId}-book`} className="mb-2 text-lg font-semibold">
          {t.bookAndSave}
        </h3>
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-8">
          {bookRow.map(({ partner, label, icon: Icon }) => (
            <button
              key={partner}
              type="button"
              onClick={() => handoff.openPartner(partner, params, 'cities')}
              aria-label={t.partnerFor({ partner: t[label], city: city.name })}
              className="flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl border border-slate-200 bg-white px-1 py-2 text-xs font-semibold text-slate-800 hover:border-brand-600 hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <Icon aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
              {t[label]}
            </button>
          ))}
        </div>
      </section>

      <div>
        <div
          role="tablist"
          aria-label={t.guide({ city: city.name })}
          className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700"
        >
          {tabs.map(({ id, label, icon: Icon }, index) => (
            <button
              key={id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`${baseId}-panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => setTab(id)}
              onKeyDown={(event) => onTabKey(event, index)}
              className={`-mb-px inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 border-b-2 px-2 text-sm font-semibold sm:flex-none sm:px-3 ${
                tab === id
                  ? 'border-brand-700 text-brand-800 dark:border-brand-300 dark:text-brand-200'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
              }`}
            >
              <Icon aria-hidden="true" className="hidden size-4 sm:block" />
              {t[label]}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`} tabIndex={0} className="pt-4">
          {language === 'en' ? null : <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t.guideInEnglish}</p>}
          {!city.curated && tab !== 'transport' ? (
            <p className="mb-3 rounded-xl bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              {t.notCurated({ city: city.name })}
            </p>
          ) : null}
          {tab === 'attractions' ? (
            city.top_attractions.length ? (
              <ul className="grid gap-3 sm:grid-cols-2">
                {city.top_attractions.map((attraction) => (
                  <li key={attraction.title}>
                    <button
                      type="button"
                      onClick={() => openAttraction(attraction.title)}
                      className="block h-full w-full rounded-2xl border border-slate-200 bg-white p-4 text-left hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900"
                    >
                      <span lang="en" className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
                        {attraction.category}
                      </span>
                      <span lang="en" className="mt-1 block font-semibold">
                        {attraction.title}
                      </span>
                      <span lang="en" className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                        {attraction.desc}
                      </span>
                      <span className="mt-2 block text-sm font-medium text-brand-700 dark:text-brand-300">{t.findTours}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600 dark:text-slate-400">{t.noAttractions({ city: city.name })}</p>
            )
          ) : null}
          {tab === 'dining' ? (
            <Card className="leading-relaxed">
              <span lang="en">{city.dining_summary}</span>
            </Card>
          ) : null}
          {tab === 'transport' ? (
            <div className="space-y-4">
              <Card className="leading-relaxed">
                <span lang="en">{city.transport_summary}</span>
              </Card>
              <section aria-label={t.nearbyAirports}>
                <h4 className="mb-2 font-semibold">{t.nearbyAirports}</h4>
                {city.airports.length ? (
                  <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
                    {city.airports.map((airport) => (
                      <li key={airport.iata} className="flex items-center justify-between gap-3 px-4 py-3">
                        <span className="flex min-w-0 items-center gap-2">
                          <PlaneLanding aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                          <span className="truncate">{airport.name}</span>
                        </span>
                        <span className="shrink-0 text-sm">
                          <span className="font-mono font-semibold">{airport.iata}</span>
                          <span className="text-slate-600 dark:text-slate-400"> · {airport.distance_km} km</span>
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-slate-600 dark:text-slate-400">{t.noAirport}</p>
                )}
              </section>
            </div>
          ) : null}
          {tab === 'tips' ? (
            <ul lang="en" className="space-y-2">
              {city.local_tips.map((tip) => (
                <li key={tip} className="flex gap-2 rounded-xl bg-white p-3 dark:bg-slate-900">
                  <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                  <span>{tip}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </div>
  );
}
