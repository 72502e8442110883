// The cities of a trip, as its itinerary tells them: where its stays, arrivals and activities are,
// in the order the traveller gets there, each with its zone and where it is. A place is written as
// the city it belongs to ("London Heathrow" on a trip to London reads "London"; an airport the
// device's city data placed at Tokyo reads "Tokyo"). Shared by the trip's clocks and its packing list.
import { normaliseName } from './cities';
import type { ItineraryItemWithId } from './itinerary-rules';
import type { ItineraryPlace } from './itinerary-schema';
import { knownCityFinder } from './packing';
import type { TripFields } from './trips';
import { readClock, type ClockReading } from './world-clock';

/** A city the device has data for (the bundled city list, the cities opened in the explorer). */
export type KnownTripCity = {
  name: string;
  country: string;
  country_code: string;
  lat: number;
  lon: number;
  timezone: string;
  /** Other names travellers use ("Lisboa", "NYC"). */
  aliases?: readonly string[];
};

export type TripCity = {
  name: string;
  timezone?: string;
  country_code?: string;
  lat?: number;
  /** The first day an item puts the traveller there; absent for a trip city that no item names. */
  firstDay?: string;
  /** Whether the traveller only leaves from it (the first leg's start: usually home). */
  isStartOnly: boolean;
};

type Stop = { place: ItineraryPlace; day: string; role: 'stay' | 'activity' | 'arrival' | 'departure' };

const isAirport = (place: ItineraryPlace) => place.code !== undefined && /^[A-Z]{3}$/.test(place.code);

/** Two places this close (in degrees) are the same city: the city data gives an airport its city's point. */
const samePointDegrees = 0.01;

function startOf(item: ItineraryItemWithId): string {
  switch (item.kind) {
    case 'flight':
    case 'transport':
      return item.details.depart_local;
    case 'stay':
      return item.details.check_in_local;
    case 'activity':
      return item.details.start_local ?? '';
    default:
      return '';
  }
}

/** The scheduled items in the order they happen: by day, then local start, then the traveller's order. */
export function itemsInOrder(items: readonly ItineraryItemWithId[]): ItineraryItemWithId[] {
  return items
    .filter((item) => item.day !== null)
    .sort((a, b) => {
      const byDay = (a.day ?? '').localeCompare(b.day ?? '');
      if (byDay !== 0) return byDay;
      const byStart = startOf(a).localeCompare(startOf(b));
      if (byStart !== 0) return byStart;
      return a.position < b.position ? -1 : a.position > b.position ? 1 : 0;
    });
}

function stopsOf(item: ItineraryItemWithId): Stop[] {
  const day = item.day ?? '';
  switch (item.kind) {
    case 'flight':
    case 'transport':
      return [
        { place: item.details.from, day, role: 'departure' },
        { place: item.details.to, day, role: 'arrival' },
      ];
    case 'stay':
      return [{ place: item.details.place, day, role: 'stay' }];
    case 'activity':
      return item.details.place ? [{ place: item.details.place, day, role: 'activity' }] : [];
    default:
      return [];
  }
}

export type CityNamer = {
  /** The city a place belongs to, in the words the trip uses (the place's own name when no city fits). */
  cityOf: (place: ItineraryPlace) => string;
  /** Whether a place is in one of the trip's cities or a city the device knows. */
  isKnown: (place: ItineraryPlace) => boolean;
  /** The known city a name means, if any ("Lisboa" → Lisbon). */
  known: (name: string) => KnownTripCity | undefined;
};

type KnownIndex = {
  find: (name: string) => KnownTripCity | undefined;
  atPoint: (lat: number, lon: number) => KnownTripCity | undefined;
  /** The known cities within `airportReachDegrees` of a point, nearest first. */
  near: (lat: number, lon: number) => KnownTripCity[];
};

/** How far (in degrees, about 80 km) an airport may lie from the city it serves: Narita is 0.7° from Tokyo. */
const airportReachDegrees = 0.75;

const cell = (degrees: number) => Math.round(degrees / samePointDegrees);
const knownIndexes = new WeakMap<readonly KnownTripCity[], KnownIndex>();

/** The known cities by name and by point, built once for each list (it holds thousands). */
function knownIndex(knownCities: readonly KnownTripCity[]): KnownIndex {
  const cached = knownIndexes.get(knownCities);
  if (cached) return cached;
  const byCell = new Map<string, KnownTripCity[]>();
  for (const city of knownCities) {
    const key = `${cell(city.lat)},${cell(city.lon)}`;
    const inCell = byCell.get(key);
    if (inCell) inCell.push(city);
    else byCell.set(key, [city]);
  }
  const atPoint = (lat: number, lon: number) => {
    // The neighbouring cells too: two points a hair apart can round into different ones.
    for (let dLat = -1; dLat <= 1; dLat += 1) {
      for (let dLon = -1; dLon <= 1; dLon += 1) {
        const found = byCell
          .get(`${cell(lat) + dLat},${cell(lon) + dLon}`)
          ?.find((city) => Math.abs(city.lat - lat) < samePointDegrees && Math.abs(city.lon - lon) < samePointDegrees);
        if (found) return found;
      }
    }
    return undefined;
  };
  const byDegree = new Map<string, KnownTripCity[]>();
  for (const city of knownCities) {
    const key = `${Math.floor(city.lat)},${Math.floor(city.lon)}`;
    const inCell = byDegree.get(key);
    if (inCell) inCell.push(city);
    else byDegree.set(key, [city]);
  }
  const near = (lat: number, lon: number) => {
    const found: Array<{ city: KnownTripCity; distance: number }> = [];
    for (let dLat = -1; dLat <= 1; dLat += 1) {
      for (let dLon = -1; dLon <= 1; dLon += 1) {
        for (const city of byDegree.get(`${Math.floor(lat) + dLat},${Math.floor(lon) + dLon}`) ?? []) {
          const distance = Math.hypot(city.lat - lat, (city.lon - lon) * Math.cos((lat * Math.PI) / 180));
          if (distance <= airportReachDegrees) found.push({ city, distance });
        }
      }
    }
    return found.sort((a, b) => a.distance - b.distance).map((entry) => entry.city);
  };
  const index = { find: knownCityFinder(knownCities), atPoint, near };
  knownIndexes.set(knownCities, index);
  return index;
}

export function cityNamer(trip: Pick<TripFields, 'cities'>, knownCities: readonly KnownTripCity[]): CityNamer {
  const tripCities = trip.cities
    .map((city) => ({ name: city.name, key: ` ${normaliseName(city.name)} ` }))
    .filter((city) => city.key.trim());
  const { find, atPoint, near } = knownIndex(knownCities);
  /** The city an airport at its own point serves: one of the trip's cities near it, else the nearest known city of its country. */
  const servedCity = (nearby: readonly KnownTripCity[], place: ItineraryPlace): string | undefined => {
    const sameCountry = nearby.filter((city) => !place.country_code || city.country_code === place.country_code);
    const tripCity = sameCountry.find((city) => tripCities.some((trip) => trip.key === ` ${normaliseName(city.name)} `));
    return (tripCity ?? sameCountry[0])?.name;
  };
  const names = new Map<string, string | undefined>();
  const cityName = (place: ItineraryPlace): string | undefined => {
    const placeKey = `${place.name}\u0000${place.city ?? ''}\u0000${place.lat ?? ''}\u0000${place.lon ?? ''}`;
    if (names.has(placeKey)) return names.get(placeKey);
    // An airport's own city when the data gave it (Bangkok for Suvarnabhumi Airport).
    const key = ` ${normaliseName(place.city ?? place.name)} `;
    const named = tripCities.filter((city) => key.includes(city.key)).sort((a, b) => b.key.length - a.key.length)[0];
    const { lat, lon } = place;
    const name =
      named?.name ??
      (lat !== undefined && lon !== undefined ? atPoint(lat, lon)?.name : undefined) ??
      find(place.city ?? place.name)?.name ??
      (isAirport(place) && lat !== undefined && lon !== undefined ? servedCity(near(lat, lon), place) : undefined);
    names.set(placeKey, name);
    return name;
  };
  return { cityOf: (place) => cityName(place) ?? place.city ?? place.name, isKnown: (place) => cityName(place) !== undefined, known: find };
}

/**
 * The trip's cities in the order the plan reaches them. The first leg's starting point (home, most
 * often) is kept but marked, unless the traveller stays or does something there too.
 */
export function tripCities(
  trip: Pick<TripFields, 'cities'>,
  items: readonly ItineraryItemWithId[],
  knownCities: readonly KnownTripCity[],
  namer: CityNamer = cityNamer(trip, knownCities),
): TripCity[] {
  const ordered = itemsInOrder(items);
  const cities = new Map<string, TripCity & { roles: Set<Stop['role']> }>();
  for (const stop of ordered.flatMap(stopsOf)) {
    // An activity's place is often a sight ("Batu Caves"): it counts only when it is in a known city.
    if (stop.role === 'activity' && !namer.isKnown(stop.place)) continue;
    const name = namer.cityOf(stop.place);
    const key = normaliseName(name);
    const city = cities.get(key) ?? { name, firstDay: stop.day, isStartOnly: false, roles: new Set() };
    city.roles.add(stop.role);
    city.timezone ??= stop.place.timezone;
    city.country_code ??= stop.place.country_code;
    city.lat ??= stop.place.lat;
    cities.set(key, city);
  }
  const firstLeg = ordered.find((item) => item.kind === 'flight' || item.kind === 'transport');
  const startKey =
    firstLeg && (firstLeg.kind === 'flight' || firstLeg.kind === 'transport') ? normaliseName(namer.cityOf(firstLeg.details.from)) : '';
  return [...cities.entries()].map(([key, { roles, ...city }]) => {
    const known = namer.known(city.name);
    const filled = {
      ...city,
      ...(city.timezone === undefined && known ? { timezone: known.timezone } : {}),
      ...(city.country_code === undefined && known ? { country_code: known.country_code } : {}),
      ...(city.lat === undefined && known ? { lat: known.lat } : {}),
    };
    const isStartOnly = key === startKey && !roles.has('stay') && !roles.has('activity');
    return { ...filled, isStartOnly };
  });
}

export type TripClock = { name: string; timezone: string; reading: ClockReading };

/**
 * The cities to show a clock for: those of the plan with a zone (its starting point only when the
 * traveller stays or does something there), then the trip's own cities the device knows.
 */
export function tripClockCities(
  trip: Pick<TripFields, 'cities'>,
  items: readonly ItineraryItemWithId[],
  knownCities: readonly KnownTripCity[],
): Array<{ name: string; timezone: string }> {
  const namer = cityNamer(trip, knownCities);
  const shown = new Map<string, { name: string; timezone: string }>();
  for (const city of tripCities(trip, items, knownCities, namer)) {
    if (city.isStartOnly || !city.timezone) continue;
    shown.set(normaliseName(city.name), { name: city.name, timezone: city.timezone });
  }
  const { known } = namer;
  for (const { name } of trip.cities) {
    const key = normaliseName(name);
    const city = known(name);
    if (!city || shown.has(key) || shown.has(normaliseName(city.name))) continue;
    shown.set(key, { name, timezone: city.timezone });
  }
  return [...shown.values()];
}

/** What each city's clock reads now, against the traveller's own zone. */
export function tripClocks(cities: ReadonlyArray<{ name: string; timezone: string }>, now: Date, ownZone: string): TripClock[] {
  return cities.flatMap((city) => {
    try {
      return [{ ...city, reading: readClock(now, city.timezone, ownZone) }];
    } catch {
      return [];
    }
  });
}
