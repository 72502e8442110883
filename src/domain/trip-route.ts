// The trip as a route for its map: the places it visits in the order of the plan, the legs between
// them (flights, ground transport), the place the traveller is at today, and where to centre a world
// map so the route is drawn whole (a trip across the Pacific is not cut at the date line). Pure: no
// map library here; the drawing (src/features/itinerary/trip-map-drawing.tsx) projects what this says.
import type { ItineraryPlan } from './itinerary-plan';
import type { ItineraryPlace } from './itinerary-schema';

/** A place on the map: places within a short drive of each other (an airport, its city, a hotel there) are one. */
export type RouteStop = {
  /** Stable within a route: the IATA code, else the name with rounded coordinates, of the first place seen there. */
  key: string;
  /** The name of the first city or hotel seen there, else of the airport. */
  name: string;
  /** Its airport's IATA code (a city's place code is a slug, not for showing). */
  code?: string;
  lat: number;
  lon: number;
  /** The first day of the plan that reaches this place. */
  firstDate: string;
};

export type RouteLeg = {
  kind: 'flight' | 'transport';
  from: string;
  to: string;
  /** "BA15", a ferry's operator, or empty. */
  label: string;
};

export type TripRoute = {
  /** Each place once, in the order the plan first reaches it. */
  stops: RouteStop[];
  legs: RouteLeg[];
  /** The stop the traveller is at today, while the trip runs; absent before and after it. */
  todayKey?: string;
  /** The longitude to put at the map's centre so every stop and leg lies on one side of its edge. */
  centerLon: number;
};

type Located = ItineraryPlace & { lat: number; lon: number };

function located(place: ItineraryPlace | undefined): place is Located {
  return place !== undefined && place.lat !== undefined && place.lon !== undefined;
}

function airportCode(place: ItineraryPlace): string | undefined {
  return place.code !== undefined && /^[A-Z]{3}$/.test(place.code) ? place.code : undefined;
}

/** Places closer than this are one stop: an airport and its city, a hotel and its city. */
const nearKm = 60;

function kilometresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const radians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * radians;
  const dLon = (b.lon - a.lon) * radians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function keyOf(place: Located): string {
  const code = airportCode(place);
  return code ? `code:${code}` : `at:${place.name}:${place.lat.toFixed(2)},${place.lon.toFixed(2)}`;
}

/**
 * The route from the plan's dated items, day by day in the plan's order. Ideas have no place in the
 * journey and are left out; so are places without coordinates (a leg needs both of its ends).
 * `today` is the traveller's local date; the stop for it is where the last leg or stay reached on or
 * before it, counted only while the plan's days include it.
 */
export function tripRoute(plan: Pick<ItineraryPlan, 'days'>, today?: string): TripRoute {
  const stops = new Map<string, RouteStop & { named: boolean }>();
  const legs: RouteLeg[] = [];
  // Where the traveller is after each day's items, in visiting order.
  const reached: { date: string; key: string }[] = [];
  const visit = (place: Located, date: string): string => {
    const code = airportCode(place);
    const near = [...stops.values()].find((stop) => (code !== undefined && stop.code === code) || kilometresBetween(stop, place) < nearKm);
    let key: string;
    if (near) {
      key = near.key;
      // An airport and its city are one place on a world map; the city's name reads better.
      if (near.code !== undefined && code === undefined && !near.named) stops.set(key, { ...near, name: place.name, named: true });
      else if (near.code === undefined && code !== undefined) stops.set(key, { ...near, code });
    } else {
      key = keyOf(place);
      stops.set(key, {
        key,
        name: place.name,
        ...(code ? { code } : {}),
        lat: place.lat,
        lon: place.lon,
        firstDate: date,
        named: code === undefined,
      });
    }
    reached.push({ date, key });
    return key;
  };

  for (const day of plan.days) {
    for (const { item } of day.entries) {
      if (item.kind === 'flight' || item.kind === 'transport') {
        const { from, to } = item.details;
        const fromKey = located(from) ? visit(from, day.date) : undefined;
        const toKey = located(to) ? visit(to, day.date) : undefined;
        if (fromKey === undefined || toKey === undefined || fromKey === toKey) continue;
        const label = item.kind === 'flight' ? item.details.flight_number : item.details.operator;
        legs.push({ kind: item.kind, from: fromKey, to: toKey, label });
      } else if (item.kind === 'stay' || item.kind === 'activity') {
        const place = item.details.place;
        if (located(place)) visit(place, day.date);
      }
    }
  }

  const list = [...stops.values()].map(({ named: _named, ...stop }): RouteStop => stop);
  const firstDay = plan.days[0]?.date;
  const lastDay = plan.days[plan.days.length - 1]?.date;
  let todayKey: string | undefined;
  if (today !== undefined && firstDay !== undefined && lastDay !== undefined && firstDay <= today && today <= lastDay) {
    todayKey = reached.filter((entry) => entry.date <= today).pop()?.key ?? list[0]?.key;
  }
  return { stops: list, legs, ...(todayKey === undefined ? {} : { todayKey }), centerLon: centerLongitude(list.map((stop) => stop.lon)) };
}

/**
 * The middle of the narrowest arc of longitudes holding every stop: the opposite of the widest gap
 * between them. London and Singapore give about 52° E; Tokyo and Los Angeles give the Pacific (about
 * 170° W), not the Atlantic.
 */
export function centerLongitude(lons: readonly number[]): number {
  if (lons.length === 0) return 0;
  const sorted = [...lons].map(normalizeLon).sort((a, b) => a - b);
  let gapEnd = sorted[0]!;
  let widest = sorted[0]! + 360 - sorted[sorted.length - 1]!;
  for (let index = 1; index < sorted.length; index++) {
    const gap = sorted[index]! - sorted[index - 1]!;
    if (gap > widest) {
      widest = gap;
      gapEnd = sorted[index]!;
    }
  }
  // The occupied arc runs from the end of the widest gap, eastwards, over 360 − widest degrees.
  return round(normalizeLon(gapEnd + (360 - widest) / 2));
}

function normalizeLon(lon: number): number {
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 ? 180 : wrapped;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** "Route: London Heathrow → Singapore Changi, 1 flight" for the map's accessible name. */
export function routeSummary(route: TripRoute): string {
  const names = route.stops.map((stop) => stop.name);
  const flights = route.legs.filter((leg) => leg.kind === 'flight').length;
  const ground = route.legs.length - flights;
  const counts = [
    flights > 0 ? `${flights} ${flights === 1 ? 'flight' : 'flights'}` : '',
    ground > 0 ? `${ground} ${ground === 1 ? 'journey' : 'journeys'} by land or sea` : '',
  ].filter(Boolean);
  const today = route.stops.find((stop) => stop.key === route.todayKey);
  return [`Map of the trip: ${names.join(' → ')}`, ...counts, today ? `today in ${today.name}` : ''].filter(Boolean).join(', ');
}
