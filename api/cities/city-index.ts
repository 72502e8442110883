// The city index: every GeoNames city with its country facts and the commercial airports, loaded
// once at server start from the artifact api/cities/build-data.ts writes (.cache/city-data). Search is
// a binary search into keys normalised and sorted at build time, then a walk over the keys sharing
// the prefix, keeping the best `limit` cities: no normalising or sorting per request.
import { normaliseName, type CityDetails, type CitySearchResult, type NearbyAirport } from '../../src/domain/cities';
import { keyKind, keyKindSpan, readCityData, type CityData, type CityRecord } from './artifact';
import {
  airportServesScore,
  buildCityDetails,
  distanceKm,
  iataCityLimits,
  nearestAirportsOf,
  type AirportList,
  type CountryFacts,
} from '../../src/domain/city-details';
import { guideFor } from './city-guides';

export type AirportRecord = { iata: string; name: string; lat: number; lon: number };

export type CityIndex = {
  size: number;
  /** The best `limit` cities for what the traveller typed, best first (the same answer object for a repeated search: do not mutate). */
  search(query: string, limit: number): readonly CitySearchResult[];
  details(slug: string, now?: Date): CityDetails | undefined;
  /**
   * The cities whose own name or a curated alias is exactly what was typed (normalised, so "sao
   * paulo" and "São Paulo" both count; a later word such as "york" of "New York City" does not),
   * most populous first.
   */
  exactMatches(text: string, limit: number): CityRecord[];
  /**
   * An airport by its IATA code (any case) and the city it serves: among the cities within
   * `iataCityLimits.maxKm`, the best by population over distance squared, counting more when the
   * airport is named after the city ("Kuala Lumpur International" is not Sepang's).
   */
  byIata(code: string): { airport: AirportRecord; city: CityRecord } | undefined;
  /** Every commercial airport's IATA code, name and size (large or medium), in the artifact's order (for indexes built once, such as Astra's airport names). */
  airportNames(): ReadonlyArray<{ iata: string; name: string; large: boolean }>;
  /** Whether a commercial airport has this IATA code (exactly: three capital letters), whether or not a city is near it. */
  hasAirport(code: string): boolean;
  bySlug(slug: string): CityRecord | undefined;
  byGeonameId(geonameId: number): CityRecord | undefined;
  country(countryCode: string): CountryFacts | undefined;
  nearestAirports(lat: number, lon: number): NearbyAirport[];
};

/**
 * How much a match counts, times the city's population: a whole name or alias typed out beats a
 * city 50 times bigger whose name only starts with the query ("bath" → Bath before Bathinda, but
 * "san" → Santiago before the town called San); a match on a later word ("york" in "New York City")
 * counts for little, so it only leads when nothing else matches. An alias counts in full when typed
 * out, and less as a prefix ("san" is not yet "Sankt-Peterburg").
 */
export const rankBoost = { exact: 50, prefix: 1, aliasPrefix: 0.2, wordStart: 0.05 } as const;

type Hit = { city: number; score: number };

/** Keeps the best `limit` hits, best first, one per city. */
function offer(top: Hit[], limit: number, city: number, score: number): void {
  if (top.length === limit && score <= top[limit - 1]!.score) return;
  const existing = top.findIndex((hit) => hit.city === city);
  if (existing >= 0) {
    if (top[existing]!.score >= score) return;
    top.splice(existing, 1);
  }
  let at = top.length;
  while (at > 0 && top[at - 1]!.score < score) at--;
  top.splice(at, 0, { city, score });
  if (top.length > limit) top.pop();
}

/** `recentSearches`: how many answers to keep for repeated searches (0 for none, as the benchmark measures the search itself). */
export function createCityIndex({ meta, columns, text }: CityData, { recentSearches: recentSearchLimit = 1000 } = {}): CityIndex {
  const { cityCount, keyCount, airports } = meta;
  const { nameStart, slugStart, slugOrder, keyStart, keyRef, population } = columns;
  const airportLat = Float64Array.from(airports.lat);
  const airportLon = Float64Array.from(airports.lon);

  /** Compares text[start, end) with `value` as JS compares strings (by UTF-16 code units), without making a string. */
  const compareText = (start: number, end: number, value: string): number => {
    const length = Math.min(end - start, value.length);
    for (let j = 0; j < length; j++) {
      const difference = text.charCodeAt(start + j) - value.charCodeAt(j);
      if (difference) return difference;
    }
    return end - start - value.length;
  };

  const firstKeyFrom = (query: string): number => {
    let low = 0;
    let high = keyCount;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compareText(keyStart[mid]!, keyStart[mid + 1]!, query) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  };

  const cityWithSlug = (slug: string): number | undefined => {
    let low = 0;
    let high = cityCount;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const city = slugOrder[mid]!;
      const order = compareText(slugStart[city]!, slugStart[city + 1]!, slug);
      if (order === 0) return city;
      if (order < 0) low = mid + 1;
      else high = mid;
    }
    return undefined;
  };

  // Typing a city name asks for the same few prefixes over and over ("pa", "par", "pari"): the most
  // recent answers are kept (least recently used dropped first).
  const recentSearches = new Map<string, readonly CitySearchResult[]>();

  const ids = new Map<number, number>();
  const cityWithId = (geonameId: number): number | undefined => {
    if (ids.size === 0) columns.geonameId.forEach((id, city) => ids.set(id, city));
    return ids.get(geonameId);
  };

  const name = (city: number) => text.slice(nameStart[city], nameStart[city + 1]);
  const slugOf = (city: number) => text.slice(slugStart[city], slugStart[city + 1]);
  const countryCodeOf = (city: number) => meta.countryCodes[columns.country[city]!]!;
  const adminOf = (city: number) => {
    const admin = columns.admin[city]!;
    return admin >= 0 ? meta.admins[admin]! : null;
  };

  const record = (city: number): CityRecord => {
    const countryCode = countryCodeOf(city);
    return {
      geonameId: columns.geonameId[city]!,
      name: name(city),
      countryCode,
      country: meta.countries[countryCode]?.name ?? countryCode,
      admin: adminOf(city),
      lat: columns.lat[city]! / 1e5,
      lon: columns.lon[city]! / 1e5,
      population: population[city]!,
      timezone: meta.timezones[columns.timezone[city]!]!,
      slug: slugOf(city),
    };
  };

  const airportList: AirportList = {
    count: airportLat.length,
    lat: (i) => airportLat[i]!,
    lon: (i) => airportLon[i]!,
    name: (i) => airports.name[i]!,
    iata: (i) => airports.iata[i]!,
  };
  const nearestAirports = (lat: number, lon: number): NearbyAirport[] => nearestAirportsOf(lat, lon, airportList);

  const airportPositions = new Map<string, number>();
  const airportPosition = (iata: string): number | undefined => {
    if (airportPositions.size === 0) airports.iata.forEach((code, i) => airportPositions.set(code, i));
    return airportPositions.get(iata);
  };
  const iataCities = new Map<string, number | null>();
  const cityOfAirport = (airport: number): number | null => {
    const lat = airportLat[airport]!;
    const lon = airportLon[airport]!;
    const airportName = ` ${normaliseName(airports.name[airport]!)} `;
    const latWindow = iataCityLimits.maxKm / 110;
    let best: number | null = null;
    let bestScore = -1;
    for (let city = 0; city < cityCount; city++) {
      const cityLat = columns.lat[city]! / 1e5;
      if (Math.abs(cityLat - lat) > latWindow) continue;
      const km = distanceKm(lat, lon, cityLat, columns.lon[city]! / 1e5);
      if (km > iataCityLimits.maxKm) continue;
      const score = airportServesScore(airportName, normaliseName(name(city)), population[city]!, km);
      if (score > bestScore) {
        bestScore = score;
        best = city;
      }
    }
    return best;
  };

  return {
    size: cityCount,
    search(query, limit) {
      const wanted = normaliseName(query);
      if (!wanted || limit < 1) return [];
      const cacheKey = `${limit} ${wanted}`;
      const cached = recentSearchLimit > 0 ? recentSearches.get(cacheKey) : undefined;
      if (cached) {
        recentSearches.delete(cacheKey);
        recentSearches.set(cacheKey, cached);
        return cached;
      }
      const top: Hit[] = [];
      for (let i = firstKeyFrom(wanted); i < keyCount; i++) {
        const start = keyStart[i]!;
        const length = keyStart[i + 1]! - start;
        if (length < wanted.length || !text.startsWith(wanted, start)) break;
        const ref = keyRef[i]!;
        const kind = ref % keyKindSpan;
        const city = (ref - kind) / keyKindSpan;
        const boost =
          kind === keyKind.wordStart
            ? rankBoost.wordStart
            : length === wanted.length
              ? rankBoost.exact
              : kind === keyKind.alias
                ? rankBoost.aliasPrefix
                : rankBoost.prefix;
        offer(top, limit, city, (population[city]! + 1) * boost);
      }
      const results = top.map(({ city }) => {
        const countryCode = countryCodeOf(city);
        const admin = adminOf(city);
        return Object.freeze({
          name: name(city),
          country: meta.countries[countryCode]?.name ?? countryCode,
          country_code: countryCode,
          slug: slugOf(city),
          ...(admin ? { admin } : {}),
          population: population[city]!,
        });
      });
      if (recentSearchLimit > 0) {
        recentSearches.set(cacheKey, results);
        if (recentSearches.size > recentSearchLimit) recentSearches.delete(recentSearches.keys().next().value!);
      }
      return results;
    },
    details(slug, now = new Date()) {
      const city = cityWithSlug(slug);
      if (city === undefined) return undefined;
      const found = record(city);
      return buildCityDetails(
        found,
        meta.countries[found.countryCode],
        nearestAirports(found.lat, found.lon),
        now,
        guideFor(found.geonameId),
      );
    },
    exactMatches(typed, limit) {
      const wanted = normaliseName(typed);
      if (!wanted || limit < 1) return [];
      const found: number[] = [];
      for (let i = firstKeyFrom(wanted); i < keyCount; i++) {
        const start = keyStart[i]!;
        if (keyStart[i + 1]! - start !== wanted.length || !text.startsWith(wanted, start)) break;
        const ref = keyRef[i]!;
        const kind = ref % keyKindSpan;
        const city = (ref - kind) / keyKindSpan;
        if (kind !== keyKind.wordStart && !found.includes(city)) found.push(city);
      }
      return found
        .sort((a, b) => population[b]! - population[a]!)
        .slice(0, limit)
        .map(record);
    },
    byIata(code) {
      const wanted = code.trim().toUpperCase();
      if (!/^[A-Z]{3}$/.test(wanted)) return undefined;
      const airport = airportPosition(wanted);
      if (airport === undefined) return undefined;
      let city = iataCities.get(wanted);
      if (city === undefined) {
        city = cityOfAirport(airport);
        iataCities.set(wanted, city);
      }
      if (city === null) return undefined;
      return {
        airport: { iata: wanted, name: airports.name[airport]!, lat: airportLat[airport]!, lon: airportLon[airport]! },
        city: record(city),
      };
    },
    hasAirport: (code) => airportPosition(code) !== undefined,
    airportNames: () => airports.iata.map((iata, i) => ({ iata, name: airports.name[i]!, large: airports.large?.[i] === '1' })),
    bySlug(slug) {
      const city = cityWithSlug(slug);
      return city === undefined ? undefined : record(city);
    },
    byGeonameId(geonameId) {
      const city = cityWithId(geonameId);
      return city === undefined ? undefined : record(city);
    },
    country: (countryCode) => meta.countries[countryCode],
    nearestAirports,
  };
}

/** Loads the city data (call ensureCityData() from api/cities/build-data.ts first when it may be missing or stale). */
export function loadCityIndex(): CityIndex {
  return createCityIndex(readCityData());
}

let shared: CityIndex | undefined;

/** One index per process, for tests and benchmarks that need the real data. */
export function sharedCityIndex(): CityIndex {
  shared ??= loadCityIndex();
  return shared;
}
