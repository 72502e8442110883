// The trip map on the itinerary screen: the route and its places as text here, the world map itself
// (Natural Earth countries, d3-geo) in a lazily loaded module, so its code and data load only when a
// trip with places on it is open, never with Home. A plan without any place on the map shows nothing.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { MapPin } from 'lucide-react';
import type { ItineraryPlan } from '../../domain/itinerary-plan';
import { localOf } from '../../domain/local-time';
import { deviceTimeZone } from '../../domain/world-clock';
import { tripRoute, type TripRoute } from '../../domain/trip-route';
import { useIsOnDevice } from '../../lib/on-device';
import { useStableValue } from './stable-plan';
import { afterNextPaint } from './after-next-paint';
import { useMessages } from '../../lib/i18n';
import { itineraryMessages } from './messages';

type Texts = ReturnType<typeof itineraryMessages.get>;

/** The map in words, for screen readers: "Map of the trip: London → Paris → Rome, 1 flight, 1 journey by land or sea, today in Paris". */
function routeSummary(t: Texts, route: TripRoute): string {
  const flights = route.legs.filter((leg) => leg.kind === 'flight').length;
  const ground = route.legs.length - flights;
  const today = route.stops.find((stop) => stop.key === route.todayKey);
  return [
    t.mapSummary({ route: route.stops.map((stop) => stop.name).join(' → ') }),
    flights > 0 ? t.mapFlights(flights) : '',
    ground > 0 ? t.mapGround(ground) : '',
    today ? t.mapTodayIn({ city: today.name }) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

const TripMapDrawing = lazy(() => import('./trip-map-drawing'));

export function TripMap({ plan, now, zone }: { plan: Pick<ItineraryPlan, 'days'>; now?: number; zone?: string }) {
  const [openedAt] = useState(() => Date.now());
  const at = now ?? openedAt;
  const today = useMemo(() => localOf(at, zone ?? deviceTimeZone()).slice(0, 10), [at, zone]);
  // The same route object while the places and legs stay the same: the drawing re-projects the
  // world's countries whenever it gets a new one, and most changes to a plan move no place.
  const route = useStableValue(useMemo(() => tripRoute(plan, today), [plan, today]));
  const onDevice = useIsOnDevice();
  const t = useMessages(itineraryMessages);
  // The world is drawn once the plan's first days are on screen: projecting the countries takes a
  // slow phone tens of milliseconds that the traveller would otherwise wait for before seeing day 1.
  const [isPainted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  if (route.stops.length === 0) return null;
  const todayDay = plan.days.find((day) => day.date === today);
  const summary = routeSummary(t, route);

  return (
    <section
      aria-label={t.mapLabel}
      className="mb-4 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="aspect-[4/3] w-full bg-sky-50 sm:aspect-[2/1] lg:aspect-[4/3] dark:bg-slate-950">
        {onDevice && isPainted ? (
          <Suspense fallback={<div role="img" aria-label={summary} className="size-full" />}>
            <TripMapDrawing route={route} summary={summary} />
          </Suspense>
        ) : (
          <div role="img" aria-label={summary} className="size-full" />
        )}
      </div>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-t border-slate-200 px-4 py-3 dark:border-slate-800">
        <ol aria-label={t.mapPlaces} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          {route.stops.map((stop) => {
            const isToday = stop.key === route.todayKey;
            return (
              <li key={stop.key} className={`flex items-start gap-1 ${isToday ? 'font-semibold text-amber-800 dark:text-amber-300' : ''}`}>
                <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                <span>
                  {stop.code && !stop.name.includes(stop.code) ? `${stop.name} (${stop.code})` : stop.name}
                  {isToday ? (todayDay ? t.mapTodayDay({ number: todayDay.dayNumber }) : t.mapToday) : ''}
                </span>
              </li>
            );
          })}
        </ol>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t.mapCredit}</p>
      </div>
    </section>
  );
}
