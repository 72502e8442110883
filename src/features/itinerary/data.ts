// A trip's plan on the device: the trip and its itinerary items as live queries (so every change
// shows at once, offline too), the writes of src/db/itinerary-items.ts, and the places the item
// form suggests, all from what the device holds: the bundled city and airport lists and the cities opened before.
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from '../../db/live-query';
import { db, type CachedCityRow, type ItineraryItemRow, type TripRow } from '../../db/database';
import { describeStorageError, pendingRecordIds, type LocalSaveError } from '../../db/local-changes';
import { readTripAccess, type TripAccess } from '../../db/trip-access';
import { loadBundledAirports } from '../../lib/bundled-airports';
import { loadBundledCities, type BundledCities } from '../../lib/bundled-cities';
import type { BundledAirport } from '../../domain/airports';
import { normaliseName, type CityDetails } from '../../domain/cities';
import type { ItineraryPlace } from '../../domain/itinerary-schema';

export { createItineraryItem, deleteItineraryItem, moveItineraryItem, updateItineraryItem } from '../../db/itinerary-items';
export type { ItineraryItemRow, TripRow };

export type { TripAccess };

export type TripPlanQuery = {
  trip?: TripRow;
  items: ItineraryItemRow[];
  pendingIds: ReadonlySet<string>;
  /** What this traveller may do with the trip (a viewer of a shared trip only reads it). */
  access?: TripAccess;
  error?: LocalSaveError;
};

/** The trip and its items; `trip` undefined when the trip is not on this device. Undefined while loading. */
export function useTripPlan(tripId: string): TripPlanQuery | undefined {
  return useLiveQuery(async (): Promise<TripPlanQuery> => {
    try {
      const [trip, items, pendingIds, access] = await Promise.all([
        db.trips.get(tripId),
        db.itineraryItems.where('trip_id').equals(tripId).toArray(),
        pendingRecordIds(db, 'itinerary_item'),
        readTripAccess(db, [tripId]),
      ]);
      return { ...(trip ? { trip } : {}), items, pendingIds, access: access.get(tripId)! };
    } catch (error) {
      return { items: [], pendingIds: new Set(), error: describeStorageError(error) };
    }
  }, [tripId]);
}

/**
 * A place the form can offer: an airport (with its IATA code) or a city, with its zone. `keys`: the
 * normalised names it is found by (an airport's name, its city and the cities it serves), made once.
 */
export type PlaceOption = {
  place: ItineraryPlace;
  kind: 'airport' | 'city';
  /** "London, United Kingdom" */
  where: string;
  keys?: readonly string[];
  /** A large airport, offered before medium ones that match as well. */
  isMajor?: boolean;
};

function cityPlace(city: { name: string; slug: string; timezone: string; country_code: string; lat: number; lon: number }): ItineraryPlace {
  return { name: city.name, code: city.slug, timezone: city.timezone, country_code: city.country_code, lat: city.lat, lon: city.lon };
}

/** A city the explorer opened and the device cached, when the row holds a whole city's details. */
export function cachedCityDetails(row: CachedCityRow): CityDetails | undefined {
  const details = row.details as Partial<CityDetails> | undefined;
  return details &&
    typeof details.name === 'string' &&
    typeof details.slug === 'string' &&
    typeof details.timezone === 'string' &&
    typeof details.lat === 'number' &&
    Array.isArray(details.airports)
    ? (details as CityDetails)
    : undefined;
}

const keysOf = (...names: string[]) => [...new Set(names.map(normaliseName).filter(Boolean))];

function cityOption(city: Parameters<typeof cityPlace>[0] & { country: string }): PlaceOption {
  return { kind: 'city', place: cityPlace(city), where: city.country, keys: keysOf(city.name, city.country) };
}

function airportOption(airport: BundledAirport, servedCities: readonly string[], guideCity: string | undefined): PlaceOption {
  return {
    kind: 'airport',
    where: `${airport.city}, ${airport.country}`,
    place: {
      name: airport.name,
      code: airport.iata,
      // The trip's days, clocks and packing read an airport as the city it serves: a guide's when one lists it (Narita: Tokyo).
      city: guideCity ?? airport.city,
      timezone: airport.timezone,
      country_code: airport.countryCode,
      lat: airport.lat,
      lon: airport.lon,
    },
    keys: keysOf(airport.name, airport.city, ...servedCities),
    isMajor: airport.isLarge,
  };
}

/**
 * Every airport and city the device knows. With `airports` (public/data/airports.json): every airport
 * the server accepts, each at its own place and zone, also found by the guides' and the search list's
 * cities it serves ("Tokyo" finds Narita). Without (still loading, or it could not load): the named
 * airports of the guides, then each listed city's code, placed at their city.
 */
export function placeOptions(
  bundled: BundledCities | undefined,
  opened: readonly CachedCityRow[],
  airports?: readonly BundledAirport[],
): PlaceOption[] {
  const guides = [...(bundled?.cities ?? []), ...opened.flatMap((row) => cachedCityDetails(row) ?? [])];
  const fallbackAirports = new Map<string, PlaceOption>();
  const servedCities = new Map<string, string[]>();
  const guideCities = new Map<string, string>();
  const serves = (code: string, city: string) => {
    const names = servedCities.get(code);
    if (!names) servedCities.set(code, [city]);
    else if (!names.includes(city)) names.push(city);
  };
  const cities = new Map<string, PlaceOption>();
  for (const city of guides) {
    const where = `${city.name}, ${city.country}`;
    cities.set(city.slug, cityOption(city));
    for (const airport of city.airports) {
      if (!airport.iata) continue;
      serves(airport.iata, city.name);
      if (!guideCities.has(airport.iata)) guideCities.set(airport.iata, city.name);
      if (fallbackAirports.has(airport.iata)) continue;
      fallbackAirports.set(airport.iata, {
        kind: 'airport',
        where,
        place: {
          name: airport.name,
          code: airport.iata,
          city: city.name,
          timezone: city.timezone,
          country_code: city.country_code,
          lat: city.lat,
          lon: city.lon,
        },
      });
    }
  }
  for (const city of bundled?.search ?? []) {
    if (!cities.has(city.slug)) cities.set(city.slug, cityOption(city));
    if (!city.iata) continue;
    serves(city.iata, city.name);
    if (!fallbackAirports.has(city.iata)) {
      fallbackAirports.set(city.iata, {
        kind: 'airport',
        where: `${city.name}, ${city.country}`,
        place: {
          name: `${city.name} (${city.iata})`,
          code: city.iata,
          city: city.name,
          timezone: city.timezone,
          country_code: city.country_code,
          lat: city.lat,
          lon: city.lon,
        },
      });
    }
  }
  const airportOptions = airports
    ? airports.map((airport) => airportOption(airport, servedCities.get(airport.iata) ?? [], guideCities.get(airport.iata)))
    : [...fallbackAirports.values()];
  return [...airportOptions, ...cities.values()];
}

const suggestionLimit = 6;

/** The three letters of an airport code typed alone or as the picker writes a chosen airport ("BOI · Boise…"). */
export function typedAirportCode(text: string): string | undefined {
  return /^([A-Za-z]{3})(\s*·.*)?$/.exec(text.trim())?.[1]?.toUpperCase();
}

/**
 * The best matches for what the traveller typed: an exact IATA code first, then airports and cities
 * whose name (or an airport's city) starts with it, then those with a later word that does; large
 * airports before medium ones that match as well.
 */
export function matchPlaces(options: readonly PlaceOption[], kind: 'airport' | 'city', text: string): PlaceOption[] {
  const wanted = normaliseName(text);
  if (wanted.length < 2) return [];
  const code = typedAirportCode(text);
  const wordStart = ` ${wanted}`;
  const scored: Array<{ option: PlaceOption; score: number }> = [];
  for (const option of options) {
    if (option.kind !== kind) continue;
    const keys = option.keys ?? keysOf(option.place.name, option.where);
    const score =
      kind === 'airport' && code !== undefined && option.place.code === code
        ? 0
        : keys.some((key) => key.startsWith(wanted))
          ? 1
          : keys.some((key) => key.includes(wordStart))
            ? 2
            : undefined;
    if (score !== undefined) scored.push({ option, score: score * 2 + (option.isMajor === false ? 1 : 0) });
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, suggestionLimit)
    .map((entry) => entry.option);
}

export type PlaceOptions = {
  options: PlaceOption[];
  /** Whether `options` holds every airport the server accepts, so a code not among them is surely unknown. */
  knowsAllAirports: boolean;
  /** The options once the airports have loaded (or failed to): what a save is checked against. */
  settled(): Promise<{ options: PlaceOption[]; knowsAllAirports: boolean }>;
};

/**
 * The places the device knows, for the form; the airport list is fetched only once `needsAirports`
 * (a flight's form). Cities are empty while loading or when their list cannot load.
 */
/** Runs `callback` once the page is idle (or after a short wait where there is no idle callback); returns a cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/**
 * What `load` resolves to, asked once `isWanted` (at once, or when the page is idle) and kept; undefined
 * before, and when it fails (the bundled lists are a help, never a requirement).
 */
function useLoaded<T>(load: () => Promise<T>, isWanted: boolean, start: 'now' | 'idle'): T | undefined {
  const [value, setValue] = useState<T>();
  const isLoading = isWanted && value === undefined;
  useEffect(() => {
    if (!isLoading) return;
    let isCurrent = true;
    const run = () =>
      void load().then(
        (loaded) => {
          if (isCurrent) setValue(loaded);
        },
        () => undefined,
      );
    const cancel = start === 'idle' ? whenIdle(run) : (run(), () => undefined);
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [isLoading, load, start]);
  return value;
}

/**
 * The cities the device knows: the bundled list and the cities opened before (live). `start: 'idle'`
 * loads the bundled list once the page is idle, so it never holds up a screen's first paint.
 */
export function useDeviceCities(start: 'now' | 'idle'): { bundled: BundledCities | undefined; opened: readonly CachedCityRow[] } {
  const bundled = useLoaded(loadBundledCities, true, start);
  const opened = useLiveQuery(() => db.cities.toArray().catch((): CachedCityRow[] => []), []);
  return { bundled, opened: opened ?? noCities };
}

const noCities: readonly CachedCityRow[] = [];

export function usePlaceOptions(needsAirports: boolean): PlaceOptions {
  const { bundled, opened } = useDeviceCities('now');
  const airports = useLoaded(loadBundledAirports, needsAirports, 'now');
  const options = useMemo(() => placeOptions(bundled, opened, airports), [bundled, opened, airports]);
  return useMemo(
    () => ({
      options,
      knowsAllAirports: airports !== undefined,
      settled: async () => {
        if (airports || !needsAirports) return { options, knowsAllAirports: airports !== undefined };
        const loaded = await loadBundledAirports().catch(() => undefined);
        return loaded ? { options: placeOptions(bundled, opened, loaded), knowsAllAirports: true } : { options, knowsAllAirports: false };
      },
    }),
    [options, airports, needsAirports, bundled, opened],
  );
}
