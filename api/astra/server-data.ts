// What Astra grounds its answers in on the server (AstraData): places from the city index, by name,
// curated alias or airport code, each with the code to search flights with; city details; and the
// rate table the server is configured with. The app has its own AstraData over its offline data.
import type { AstraData, AstraPlace } from '../../src/domain/astra/types';
import { metroAreaOfAirport, metroAreaOfCity, metroAreaOfCode } from '../../src/domain/astra/metro-codes';
import { normaliseName } from '../../src/domain/cities';
import { isHyphenHead } from '../../src/domain/astra/place-aliases';
import { isNotableNamesake, maxPlaceChars, namesakeLimits, namesakeNote, placeInOrder } from '../../src/domain/astra/place-lookup';
import { indexAirportWords, lookupAirportWords, typedAirportName } from '../../src/domain/astra/airport-words';
import { builtInRateTable, type RateTable } from '../../src/domain/currency';
import { airportToFlyTo } from '../../src/domain/city-details';
import type { CityRecord } from '../cities/artifact';
import type { CityIndex } from '../cities/city-index';

export type ServerAstraDataOptions = {
  /** The city index; without it no place is found. */
  cities?: CityIndex;
  /** The rate table in force (RATES_FILE, when set); the built-in table otherwise. */
  rateTable?: () => RateTable | Promise<RateTable>;
};

/** A city of the index as namesakeNote reads a place. */
const asNamesake = (record: CityRecord) => ({ ...record, country_code: record.countryCode });

/**
 * The code to search flights to or from a city with: its metropolitan code (LON), else the nearest
 * airport named after it, else the nearest airport. Shared with the price watcher.
 */
export function flightCodeOf(cities: CityIndex, city: CityRecord): string | undefined {
  const metro = metroAreaOfCity(city.slug, city.countryCode)?.code;
  if (metro) return metro;
  return airportToFlyTo(city.name, cities.nearestAirports(city.lat, city.lon))?.iata;
}

export function createServerAstraData({ cities, rateTable }: ServerAstraDataOptions = {}): AstraData {
  /** The bigger namesake each likelier place was chosen over (likeliestNamesake), by slug. */
  const passedOverNamesake = new Map<string, CityRecord>();
  /** A smaller namesake of note beside each biggest place taken (likeliestNamesake), by slug. */
  const smallerNamesake = new Map<string, CityRecord>();

  /** `named`: found by its name alone, so a namesake passed over for it is worth saying. */
  const placeOf = (city: CityRecord, iata?: string, named = false): AstraPlace => {
    const code = iata ?? (cities ? flightCodeOf(cities, city) : undefined);
    const passedOver = named ? (passedOverNamesake.get(city.slug) ?? smallerNamesake.get(city.slug)) : undefined;
    // (Two of one name in one country, "Portland", are told apart by their region: "Portland, Maine".)
    return {
      ...(passedOver ? namesakeNote(asNamesake(city), asNamesake(passedOver)) : {}),
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
    // "St Andrews" is "Saint Andrews" in the data for some namesakes, and the other way round: both spellings are looked up.
    const other = /^st\.? /i.test(name.trim()) ? name.trim().replace(/^st\.? /i, 'Saint ') : name.trim().replace(/^saint /i, 'St ');
    const exact = cities.exactMatches(name, qualifier ? 50 : 4);
    // (Without a region, the spelling typed first: "st ives" is St Ives in Cornwall, not Saint Ives near Sydney.)
    const both = other === name.trim() || (!qualifier && exact.length > 0) ? [] : cities.exactMatches(other, qualifier ? 50 : 4);
    const candidates = [...exact, ...both]
      .filter((city, index, all) => all.findIndex((known) => known.slug === city.slug) === index)
      .sort((a, b) => b.population - a.population);
    if (!qualifier) return candidates.length > 0 ? likeliestNamesake(candidates) : byHyphenHead(name);
    // "Paris, France", "Paris, TX", "London, Ontario": the part after the comma picks among the namesakes.
    return candidates.find((city) =>
      [city.country, city.countryCode, city.admin ?? ''].some((value) => normaliseName(value) === qualifier),
    );
  };

  /**
   * Of several places of one name, the one a traveller most likely means: the biggest, unless it has
   * no airport named after it and a namesake at least a third its size has ("Valencia" is Spain's,
   * with Valencia Airport, not Venezuela's, whose airport bears another name). Replies say the country.
   */
  const likeliestNamesake = (candidates: CityRecord[]): CityRecord => {
    const [biggest, ...others] = candidates;
    if (!cities || others.length === 0) return biggest!;
    const hasOwnAirport = (city: CityRecord) =>
      cities
        .nearestAirports(city.lat, city.lon)
        .some((airport) => airport.distance_km <= 30 && ` ${normaliseName(airport.name)} `.includes(` ${normaliseName(city.name)} `));
    const rivals = others.filter((city) => city.population * namesakeLimits.airportRatio >= biggest!.population);
    // "Portland", "Albany": the biggest is taken, and a namesake of note is named beside it so the traveller can switch.
    const notable = others.find((city) => isNotableNamesake(asNamesake(city), asNamesake(biggest!)));
    if (notable) smallerNamesake.set(biggest!.slug, notable);
    if (rivals.length === 0 || hasOwnAirport(biggest!)) return biggest!;
    const likelier = rivals.find(hasOwnAirport);
    if (!likelier) return biggest!;
    passedOverNamesake.set(likelier.slug, biggest!);
    return likelier;
  };

  /**
   * "Chamonix", "Garmisch": a town called by the first part of its hyphenated name
   * ("Chamonix-Mont-Blanc", "Garmisch-Partenkirchen"), when no place has that name itself.
   */
  const byHyphenHead = (typed: string): CityRecord | undefined => {
    const head = normaliseName(typed);
    if (!cities || !isHyphenHead(head)) return undefined;
    for (const result of cities.search(typed, 8)) {
      if (normaliseName(result.name.split('-')[0]!) !== head || !result.name.includes('-')) continue;
      const city = cities.bySlug(result.slug);
      if (city) return city;
    }
    return undefined;
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

  /** Calling code → the countries dialled with it, read once from the same facts. */
  let callingCodes: Map<string, string[]> | undefined;
  const callingCodeOwners = (): Map<string, string[]> => {
    if (callingCodes) return callingCodes;
    callingCodes = new Map();
    for (const code of countryCodes.values()) {
      const facts = cities?.country(code);
      for (const calling of facts?.callingCodes ?? []) callingCodes.set(calling, [...(callingCodes.get(calling) ?? []), facts!.name]);
    }
    return callingCodes;
  };

  /** A country stands for its capital ("eSIM for Japan", "flights to Japan"). */
  const byCountry = (typed: string): AstraPlace | undefined => {
    const code = countryCodes.get(normaliseName(typed).replace(/^the /, ''));
    const facts = code ? cities?.country(code) : undefined;
    if (!code || !facts) return undefined;
    const capital = facts.capitalSlug ? cities?.bySlug(facts.capitalSlug) : undefined;
    return capital ? { ...placeOf(capital), kind: 'country', country: facts.name } : undefined;
  };

  /**
   * Airports by the words of their names ("heathrow", "charles de gaulle", "o hare"), built once:
   * every run of one to three words of a name that is not a generic word or the name of a city the
   * airport is in. A lookup is one map read, never a scan.
   */
  let airportWords: Map<string, string> | undefined;
  const airportIndex = (): Map<string, string> =>
    (airportWords ??= indexAirportWords(
      [...(cities?.airportNames() ?? [])].map(({ iata, name, large }) => ({ name, iata, large, value: iata })),
    ));

  /** The towns an airport may be called after: the one it serves, its metropolitan area's, and its own name ("Houston" of "George Bush Intercontinental Houston"). */
  const townsOfAirport = (code: string): string[] => {
    const served = cities?.byIata(code);
    const metro = metroAreaOfAirport(code);
    const metroCity = metro ? cities?.bySlug(metro.slug) : undefined;
    return [served?.city.name, served?.airport.name, metroCity?.name].filter((name): name is string => Boolean(name));
  };

  return {
    async findAirport(text, airportContext = false) {
      if (typeof text !== 'string' || !cities) return undefined;
      const { typed, namedInternational, namedAirport } = typedAirportName(text);
      if (!typed || typed.length > maxPlaceChars) return undefined;
      const code = lookupAirportWords(airportIndex(), typed, airportContext, townsOfAirport, namedAirport);
      const served = code ? cities.byIata(code) : undefined;
      // "Rome" or "Tokyo" is the city, not its airport. ("Gao airport": three letters named as an airport are
      // the airport, as the town's own name would otherwise be read as another airport's code, GAO.)
      if (!code || !served || (normaliseName(served.city.name) === typed && !namedInternational && !(namedAirport && typed.length === 3)))
        return undefined;
      return { ...placeOf(served.city, code), kind: 'airport', airport_name: served.airport.name };
    },

    async findPlace(text) {
      // The engine's callers are typed, but a lookup table read with "constructor" once passed undefined.
      if (typeof text !== 'string') return undefined;
      const typed = text.trim();
      if (!typed || typed.length > maxPlaceChars) return undefined;
      let town: { place: AstraPlace; population: number } | undefined | null = null;
      return placeInOrder(typed, {
        country: () => byCountry(typed),
        code: () => byCode(typed),
        town: () => {
          if (town !== null) return town;
          const city = byName(typed);
          if (!city) return (town = undefined);
          const place = placeOf(city, undefined, !typed.includes(',') && !/^[A-Za-z]{3}$/.test(typed));
          // "Portland, Maine": the region typed to pick a namesake is said back with the place.
          const region =
            typed.includes(',') && city.admin && normaliseName(typed.split(',').slice(1).join(' ')) === normaliseName(city.admin);
          return (town = { place: region ? { ...place, region: city.admin! } : place, population: city.population });
        },
      });
    },

    async cityDetails(place) {
      if (!cities) return undefined;
      if (place.slug) return cities.details(place.slug);
      const found = byName(place.name);
      return found && found.countryCode === place.country_code ? cities.details(found.slug) : undefined;
    },

    async countriesWithCallingCode(callingCode) {
      return callingCodeOwners().get(callingCode) ?? [];
    },

    async countriesWithCurrency(currencyCode) {
      const names: string[] = [];
      for (const code of countryCodes.values()) {
        const facts = cities?.country(code);
        if (facts?.currency?.code === currencyCode) names.push(facts.name);
      }
      return names.sort((a, b) => a.localeCompare(b));
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
