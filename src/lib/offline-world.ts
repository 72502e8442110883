// What the device knows of the whole world with no connection, beside the cities it has guides for:
// every country's facts, the cities airports serve and the towns travellers ask about beyond the
// search list (public/data/world.json, packed as src/domain/world-places.ts describes),
// every commercial airport (public/data/airports.json, the list the server checks flights against), and
// for each airport the city of those lists it serves, scored as the server's index scores all its
// cities. So offline, Astra answers "currency in norway", "plugs in bosnia", "nearest airport to
// salzburg" and "linate airport code" from the same facts as online (src/features/chat/data.ts), and
// the explorer finds Salzburg and shows its facts and airports (src/features/cities/data.ts). The files
// are static (precached): this is built once per page, and only when the device is asked offline.
import { loadBundledAirports } from './bundled-airports';
import { loadBundledCities } from './bundled-cities';
import type { BundledAirport } from '../domain/airports';
import {
  airportServesScore,
  buildCityDetails,
  distanceKm,
  iataCityLimits,
  nearestAirportsOf,
  type CountryFacts,
} from '../domain/city-details';
import { airportListOf, flightCodes, flyToFrom, unpackPlaces } from '../domain/world-places';
import {
  bundledWorldDataPath,
  normaliseName,
  type BundledSearchEntry,
  type BundledWorldData,
  type CityDetails,
  type NearbyAirport,
} from '../domain/cities';
import { indexAirportWords } from '../domain/astra/airport-words';

export type OfflineWorld = {
  /** Every country's facts by ISO code. */
  countries: Record<string, CountryFacts>;
  /** The search list's cities, then the other cities airports serve: biggest first within each. */
  places: readonly BundledSearchEntry[];
  /** Those by slug. */
  entries: Map<string, BundledSearchEntry>;
  /** Each place's name normalised (normaliseName), in the order of `places`: made once, for the explorer's search as it is typed. */
  searchNames(): readonly string[];
  /** Each country by its name in the facts ("norway", "united kingdom"): its capital on the list, else its biggest city there. */
  byCountryName: Map<string, BundledSearchEntry>;
  airportByCode: Map<string, BundledAirport>;
  /** Every airport by the words of its name ("linate", "logan", "jorge chavez"), as the IATA code. */
  airportWords: Map<string, string>;
  /** The city of the list an airport serves, within `iataCityLimits.maxKm`, if any. */
  servedBy(code: string): BundledSearchEntry | undefined;
  nearestAirports(lat: number, lon: number): NearbyAirport[];
  /** The code flights to a place of the lists are searched with (Los Angeles is LAX, not the nearer Burbank). */
  flightCode(entry: BundledSearchEntry): string | undefined;
  /** A city of the list's details, made on the device as the server makes them for a city with no guide. */
  details(entry: BundledSearchEntry, now: Date): CityDetails;
};

let world: Promise<OfflineWorld> | undefined;

/** The offline world, loaded once and shared; a failed load is not remembered, so the next message tries again. */
export function loadOfflineWorld(): Promise<OfflineWorld> {
  world ??= Promise.all([loadBundledCities(), loadWorldFile(), loadBundledAirports()])
    .then(([cities, file, airports]) => {
      const countryName = (code: string) => file.countries[code]?.name ?? code;
      const more = unpackPlaces(file.places, countryName);
      return makeOfflineWorld([...cities.search, ...more], file.countries, airports);
    })
    .catch((error: unknown) => {
      world = undefined;
      throw error;
    });
  return world;
}

async function loadWorldFile(): Promise<BundledWorldData> {
  const response = await fetch(bundledWorldDataPath);
  if (!response.ok) throw new Error(`world: ${response.status}`);
  return (await response.json()) as BundledWorldData;
}

export function makeOfflineWorld(
  search: readonly BundledSearchEntry[],
  countries: Record<string, CountryFacts>,
  airports: readonly BundledAirport[],
): OfflineWorld {
  const entries = new Map(search.map((entry) => [entry.slug, entry]));
  const byCountryName = new Map<string, BundledSearchEntry>();
  // A country is its capital; where the data has none (Antarctica), its biggest city of the lists (they are biggest first).
  const biggest = new Map<string, BundledSearchEntry>();
  for (const entry of search) if (!biggest.has(entry.country_code)) biggest.set(entry.country_code, entry);
  for (const [code, facts] of Object.entries(countries)) {
    const city = (facts.capitalSlug ? entries.get(facts.capitalSlug) : undefined) ?? biggest.get(code);
    if (city) byCountryName.set(normaliseName(facts.name), city);
  }
  const airportByCode = new Map(airports.map((airport) => [airport.iata, airport]));
  const list = airportListOf(airports);
  // The places south to north, so the towns near an airport are a slice found by halving.
  const byLatitude = [...search].sort((a, b) => a.lat - b.lat);
  const firstNorthOf = (lat: number) => {
    let low = 0;
    let high = byLatitude.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (byLatitude[middle]!.lat < lat) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const served = new Map<string, BundledSearchEntry | undefined>();
  const servedBy = (code: string): BundledSearchEntry | undefined => {
    if (served.has(code)) return served.get(code);
    const airport = airportByCode.get(code);
    let best: BundledSearchEntry | undefined;
    if (airport) {
      const airportName = ` ${normaliseName(airport.name)} `;
      const latWindow = iataCityLimits.maxKm / 110;
      let bestScore = -1;
      for (let i = firstNorthOf(airport.lat - latWindow); i < byLatitude.length; i++) {
        const entry = byLatitude[i]!;
        if (entry.lat > airport.lat + latWindow) break;
        const km = distanceKm(airport.lat, airport.lon, entry.lat, entry.lon);
        if (km > iataCityLimits.maxKm) continue;
        const score = airportServesScore(airportName, normaliseName(entry.name), entry.population, km);
        if (score > bestScore) {
          bestScore = score;
          best = entry;
        }
      }
    }
    served.set(code, best);
    return best;
  };
  let names: string[] | undefined;
  return {
    countries,
    places: search,
    entries,
    searchNames: () => (names ??= search.map((entry) => normaliseName(entry.name))),
    byCountryName,
    airportByCode,
    airportWords: indexAirportWords(airports.map(({ name, iata, isLarge }) => ({ name, iata, large: isLarge, value: iata }))),
    servedBy,
    nearestAirports: (lat, lon) => nearestAirportsOf(lat, lon, list),
    flightCode: flightCodes(flyToFrom(airports)),
    details(entry, now) {
      const city = {
        slug: entry.slug,
        name: entry.name,
        country: entry.country,
        countryCode: entry.country_code,
        admin: entry.admin ?? null,
        lat: entry.lat,
        lon: entry.lon,
        population: entry.population,
        timezone: entry.timezone,
      };
      return buildCityDetails(city, countries[entry.country_code], nearestAirportsOf(entry.lat, entry.lon, list), now, undefined);
    },
  };
}
