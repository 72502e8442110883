// What Astra grounds its answers in on the server (AstraData): places from the city index, by name,
// curated alias or airport code, each with the code to search flights with; city details; and the
// rate table the server is configured with. The app has its own AstraData over its offline data.
import type { AstraData, AstraPlace } from '../../src/domain/astra/types';
import { metroAreaOfAirport, metroAreaOfCity, metroAreaOfCode } from '../../src/domain/astra/metro-codes';
import { normaliseName } from '../../src/domain/cities';
import { airportKeysOf, lookupWithOneSlip, ownerOfSharedKey, shortAirportKey } from '../../src/domain/astra/airport-words';
import { builtInRateTable, type RateTable } from '../../src/domain/currency';
import type { CityRecord } from '../cities/artifact';
import type { CityIndex } from '../cities/city-index';

export type ServerAstraDataOptions = {
  /** The city index; without it no place is found. */
  cities?: CityIndex;
  /** The rate table in force (RATES_FILE, when set); the built-in table otherwise. */
  rateTable?: () => RateTable | Promise<RateTable>;
};

/**
 * A city of its own name beats a lower-case airport code from this size up ("ufa" is Ufa, "par" is
 * Paris rather than the village of Par): a code typed in capitals always wins.
 */
const cityOverCodePopulation = 100_000;

/** Everyday words that are also airport codes (FOR is Fortaleza, CAN Guangzhou) or small towns: in lower case they are words. */
const commonWords = new Set(
  'the and for but not you all any can day get got has her him his how its let may new now off old one our out own see she two use way who why yes bus car eat fly hot big add air art bar bed box buy cab far fun man men red run sea sun top tour van via war zoo'.split(
    ' ',
  ),
);

const maxPlaceChars = 100;

/** Ordinary words that are part of some airport's name ("Sílvio Name Júnior"): alone, never an airport. */

/**
 * The code to search flights to or from a city with: its metropolitan code (LON), else the nearest
 * airport named after it, else the nearest airport. Shared with the price watcher.
 */
export function flightCodeOf(cities: CityIndex, city: CityRecord): string | undefined {
  const metro = metroAreaOfCity(city.slug, city.countryCode)?.code;
  if (metro) return metro;
  const airports = cities.nearestAirports(city.lat, city.lon);
  const cityName = ` ${normaliseName(city.name)} `;
  return (airports.find((airport) => ` ${normaliseName(airport.name)} `.includes(cityName)) ?? airports[0])?.iata;
}

export function createServerAstraData({ cities, rateTable }: ServerAstraDataOptions = {}): AstraData {
  const placeOf = (city: CityRecord, iata?: string): AstraPlace => {
    const code = iata ?? (cities ? flightCodeOf(cities, city) : undefined);
    return {
      name: city.name,
      country: city.country,
      country_code: city.countryCode,
      slug: city.slug,
      lat: city.lat,
      lon: city.lon,
      timezone: city.timezone,
      population: city.population,
      ...(code ? { iata: code } : {}),
    };
  };

  const byCode = (typed: string): AstraPlace | undefined => {
    if (!cities) return undefined;
    const code = typed.toUpperCase();
    const metro = metroAreaOfCode(code) ?? metroAreaOfAirport(code);
    const metroCity = metro && cities.bySlug(metro.slug);
    if (metroCity) return placeOf(metroCity, code);
    const served = cities.byIata(code);
    return served ? placeOf(served.city, code) : undefined;
  };

  const byName = (typed: string): CityRecord | undefined => {
    if (!cities) return undefined;
    const [name = '', ...rest] = typed.split(',');
    const qualifier = normaliseName(rest.join(' '));
    const candidates = cities.exactMatches(name, qualifier ? 50 : 1);
    if (!qualifier) return candidates[0];
    // "Paris, France", "Paris, TX", "London, Ontario": the part after the comma picks among the namesakes.
    return candidates.find((city) =>
      [city.country, city.countryCode, city.admin ?? ''].some((value) => normaliseName(value) === qualifier),
    );
  };

  /** Country names ("Japan", "the Netherlands") → ISO code, read once from the index's country facts. */
  const countryCodes = new Map<string, string>();
  if (cities) {
    for (let first = 65; first <= 90; first++) {
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second);
        const facts = cities.country(code);
        if (facts) countryCodes.set(normaliseName(facts.name), code);
      }
    }
  }

  /** A country stands for its capital ("eSIM for Japan", "flights to Japan"). */
  const byCountry = (typed: string): AstraPlace | undefined => {
    const code = countryCodes.get(normaliseName(typed).replace(/^the /, ''));
    const facts = code ? cities?.country(code) : undefined;
    if (!code || !facts?.capital) return undefined;
    const capital = cities?.exactMatches(facts.capital, 50).find((city) => city.countryCode === code);
    return capital ? { ...placeOf(capital), kind: 'country', country: facts.name } : undefined;
  };

  /**
   * Airports by the words of their names ("heathrow", "charles de gaulle", "o hare"), built once:
   * every run of one to three words of a name that is not a generic word or the name of a city the
   * airport is in. A lookup is one map read, never a scan.
   */
  let airportWords: Map<string, string> | undefined;
  const airportIndex = (): Map<string, string> => {
    if (airportWords) return airportWords;
    airportWords = new Map();
    const owners = new Map<string, Array<{ name: string; value: string }>>();
    for (const { iata, name } of cities?.airportNames() ?? []) {
      const full = normaliseName(name);
      const words = full.split(' ').filter(Boolean);
      for (let length = 1; length <= 3; length++) {
        for (let start = 0; start + length <= words.length; start++) {
          for (const key of airportKeysOf(words.slice(start, start + length))) {
            const list = owners.get(key) ?? [];
            if (!list.some((owner) => owner.value === iata)) list.push({ name: full, value: iata });
            owners.set(key, list);
          }
        }
      }
    }
    // "Tokyo" or "London" name several airports: a word shared by airports names none of them,
    // unless one airport's name starts with it ("Logan International", not "Billings Logan").
    for (const [key, list] of owners) {
      const owner = list.length === 1 ? list[0]!.value : ownerOfSharedKey(key, list);
      if (owner) airportWords.set(key, owner);
    }
    return airportWords;
  };

  return {
    async findAirport(text, airportContext = false) {
      if (typeof text !== 'string' || !cities) return undefined;
      const typed = normaliseName(text)
        .replace(/ (?:international )?airport$/, '')
        .replace(/^the /, '');
      if (!typed || typed.length > maxPlaceChars) return undefined;
      const code =
        airportIndex().get(typed) ??
        (airportContext
          ? (airportIndex().get(shortAirportKey(typed)) ?? lookupWithOneSlip(typed, (key) => airportIndex().get(key)))
          : undefined);
      const served = code ? cities.byIata(code) : undefined;
      // "Rome" or "Tokyo" is the city, not its airport.
      if (!code || !served || normaliseName(served.city.name) === typed) return undefined;
      return { ...placeOf(served.city, code), kind: 'airport', airport_name: served.airport.name };
    },

    async findPlace(text) {
      // The engine's callers are typed, but a lookup table read with "constructor" once passed undefined.
      if (typeof text !== 'string') return undefined;
      const typed = text.trim();
      if (!typed || typed.length > maxPlaceChars) return undefined;
      const country = byCountry(typed);
      if (country) return country;
      if (!/^[A-Za-z]{3}$/.test(typed)) {
        const city = byName(typed);
        return city && placeOf(city);
      }
      if (typed === typed.toUpperCase()) {
        const fromCode = byCode(typed);
        if (fromCode) return fromCode;
        const city = byName(typed);
        return city && placeOf(city);
      }
      const city = byName(typed);
      if (city && city.population >= cityOverCodePopulation) return placeOf(city);
      if (commonWords.has(typed.toLowerCase())) return undefined;
      const fromCode = byCode(typed);
      return fromCode ?? (city && placeOf(city));
    },

    async cityDetails(place) {
      if (!cities) return undefined;
      if (place.slug) return cities.details(place.slug);
      const found = byName(place.name);
      return found && found.countryCode === place.country_code ? cities.details(found.slug) : undefined;
    },

    async countryFacts(countryCode) {
      const facts = cities?.country(countryCode);
      return facts ? { name: facts.name, capital: facts.capital, languages: facts.languages, callingCodes: facts.callingCodes } : undefined;
    },

    async rateTable() {
      return (await rateTable?.()) ?? builtInRateTable;
    },
  };
}
