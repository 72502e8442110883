// A city's details: quick facts from the data (local time computed now, with Intl), its airports,
// and either the team's curated guide or content generated from facts alone. Generated content
// never invents: no attractions, and it says plainly that no curated guide exists yet. The server's
// city index builds them for every city (api/cities/city-index.ts); the device builds them offline
// for the cities of its search list, from the bundled country facts and airports (src/features/chat/data.ts).
import { normaliseName, type CityDetails, type CityGuide, type NearbyAirport, type QuickFact } from './cities';
import { countryExtras, type CountryExtras } from './country-extras';
import { listInWords } from './list-in-words';

/** Nearby airports: within a drive a traveller would take to fly (Cape Town's next one is 365 km away), nearest first. */
export const airportLimits = { maxKm: 150, count: 5 } as const;

const earthRadiusKm = 6371.0088;
const toRadians = Math.PI / 180;

/** The great-circle distance in km (the city index's airports and the device's, measured alike). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * toRadians;
  const dLon = (lon2 - lon1) * toRadians;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRadians) * Math.cos(lat2 * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A list of airports read by position: the server's columns, or the device's bundled list. */
export type AirportList = {
  count: number;
  lat(i: number): number;
  lon(i: number): number;
  name(i: number): string;
  iata(i: number): string;
};

/** The airports within `airportLimits` of a place, nearest first, in whole km. */
export function nearestAirportsOf(lat: number, lon: number, airports: AirportList): NearbyAirport[] {
  // A degree of latitude is at least 110.5 km: anything further north or south cannot be in range.
  const latWindow = airportLimits.maxKm / 110;
  const found: NearbyAirport[] = [];
  for (let i = 0; i < airports.count; i++) {
    if (Math.abs(airports.lat(i) - lat) > latWindow) continue;
    const km = distanceKm(lat, lon, airports.lat(i), airports.lon(i));
    if (km <= airportLimits.maxKm) found.push({ name: airports.name(i), iata: airports.iata(i), distance_km: km });
  }
  return found
    .sort((a, b) => a.distance_km - b.distance_km)
    .slice(0, airportLimits.count)
    .map((airport) => ({ ...airport, distance_km: Math.round(airport.distance_km) }));
}

/** How far from its city an airport may be (Paris Beauvais is 69 km out), and how much naming the city counts. */
export const iataCityLimits = { maxKm: 80, namedBoost: 4, distanceSoftKm: 10 } as const;

/** Words of airport names that are also the names of some small places. */
const airportNameWords = new Set([
  'airport',
  'international',
  'regional',
  'national',
  'municipal',
  'field',
  'base',
  'city',
  'county',
  'metropolitan',
]);

/**
 * How likely a city `km` away is the one an airport serves (` ${normalised airport name} `): its
 * population over the distance squared, counting more when the airport's name names it. The best
 * within `iataCityLimits.maxKm` is the airport's city, on the server and on the device.
 */
export function airportServesScore(airportName: string, cityName: string, population: number, km: number): number {
  const isNamed = cityName.length >= 4 && !airportNameWords.has(cityName) && airportName.includes(` ${cityName} `);
  return ((population + 1) * (isNamed ? iataCityLimits.namedBoost : 1)) / (km + iataCityLimits.distanceSoftKm) ** 2;
}

/**
 * The airport to search flights to a city with (after its metropolitan code, if it has one): the
 * nearest one named after it, unless that is much further out than the nearest ("Los Angeles
 * International", not Burbank; an airport that only borrows the name from far out, "Manchester-Boston
 * Regional" 71 km from Boston, is not Boston's), else the nearest. Shared by the server and the lists
 * the app keeps offline.
 */
export function airportToFlyTo(cityName: string, airports: readonly NearbyAirport[]): NearbyAirport | undefined {
  const name = ` ${normaliseName(cityName)} `;
  const named = airports.find((airport) => ` ${normaliseName(airport.name)} `.includes(name));
  const nearest = airports[0];
  return named && (!nearest || named.distance_km <= Math.max(40, 2 * nearest.distance_km)) ? named : nearest;
}

/** A country's facts from the data packages (countries-list): the server's index and the bundled city file carry them. */
export type CountryFacts = {
  name: string;
  capital: string;
  /** The capital as a city of the data, where it has one: a country's name stands for it ("flights to Peru" go to Lima). */
  capitalSlug?: string;
  currency: { code: string; name: string; symbol: string } | null;
  languages: string[];
  callingCodes: string[];
};

/** What the details are built from: a city of the server's index, or of the device's search list. */
export type CityFactsSource = {
  slug: string;
  name: string;
  country: string;
  countryCode: string;
  admin: string | null;
  lat: number;
  lon: number;
  population: number;
  timezone: string;
};

const offsetFormats = new Map<string, Intl.DateTimeFormat | null>();

/** A zone's offset from UTC in minutes at `instant`, by Intl (so daylight saving on that day counts). */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number | undefined {
  let format = offsetFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    } catch {
      format = null;
    }
    offsetFormats.set(timeZone, format);
  }
  const name = format?.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  if (!name) return undefined;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
  if (!match) return undefined;
  if (!match[1]) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** "UTC+1", "UTC-4", "UTC+5:30": the zone's offset at `now` (so summer time counts), or undefined for a zone Intl does not know. */
export function utcOffset(timeZone: string, now: Date): string | undefined {
  const minutes = zoneOffsetMinutes(timeZone, now);
  if (minutes === undefined) return undefined;
  const whole = Math.abs(minutes);
  const rest = whole % 60;
  return `UTC${minutes < 0 ? '-' : '+'}${Math.floor(whole / 60)}${rest === 0 ? '' : `:${String(rest).padStart(2, '0')}`}`;
}

const numberFormat = new Intl.NumberFormat('en-US');

function currencyText(facts: CountryFacts | undefined): string | undefined {
  const currency = facts?.currency;
  if (!currency) return undefined;
  const symbol = currency.symbol && currency.symbol !== currency.code ? `, ${currency.symbol}` : '';
  return `${currency.name} (${currency.code}${symbol})`;
}

function localTime(city: CityFactsSource, now: Date): string {
  const offset = utcOffset(city.timezone, now);
  return offset ? `${offset} (${city.timezone})` : city.timezone;
}

function quickFacts(city: CityFactsSource, facts: CountryFacts | undefined, extras: CountryExtras | undefined, now: Date): QuickFact[] {
  const list: Array<[string, string | undefined]> = [
    ['Country', city.country],
    ['Region', city.admin ?? undefined],
    ['Population', city.population > 0 ? numberFormat.format(city.population) : undefined],
    ['Local time', localTime(city, now)],
    ['Currency', currencyText(facts)],
    ['Languages', facts?.languages.length ? facts.languages.join(', ') : undefined],
    ['Calling code', facts?.callingCodes.length ? facts.callingCodes.map((code) => `+${code}`).join(', ') : undefined],
    ['Plug types', extras ? extras.plugs.join(', ') : undefined],
    ['Driving side', extras ? (extras.drivingSide === 'left' ? 'Left' : 'Right') : undefined],
    ['Tipping', extras?.tipping],
    ['Emergency number', extras?.emergency],
  ];
  return list.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

function airportList(airports: NearbyAirport[]): string {
  return listInWords(airports.map((airport) => `${airport.name} (${airport.iata}, ${airport.distance_km} km)`));
}

function generatedTransport(city: CityFactsSource, airports: NearbyAirport[], extras: CountryExtras | undefined): string {
  const flying = airports.length
    ? `The nearest airport${airports.length > 1 ? 's' : ''} with scheduled flights: ${airportList(airports)}.`
    : `We know of no airport with scheduled flights within ${airportLimits.maxKm} km of ${city.name}.`;
  const driving = extras ? ` Traffic drives on the ${extras.drivingSide}.` : '';
  return `${flying} Taxis and airport transfers can be booked ahead with our transfer partner, and rental cars with our car partner.${driving}`;
}

function generatedDining(city: CityFactsSource, facts: CountryFacts | undefined, extras: CountryExtras | undefined): string {
  const where = city.admin ? `${city.admin}, ${city.country}` : city.country;
  const currency = currencyText(facts);
  const paying = currency ? ` Restaurants charge in ${currency}.` : '';
  const tipping = extras ? ` Tipping: ${extras.tipping}` : '';
  return `We have no curated dining guide for ${city.name} (${where}) yet.${paying}${tipping}`;
}

function generatedTips(city: CityFactsSource, facts: CountryFacts | undefined, extras: CountryExtras | undefined, now: Date): string[] {
  const currency = currencyText(facts);
  // The screen says there is no guide (and `curated: false` tells any client): tips are facts only.
  const tips: string[] = [];
  if (currency) tips.push(`Pay in ${currency}.`);
  if (extras) {
    tips.push(`Plugs are type ${listInWords(extras.plugs)}: bring an adapter if yours differ.`);
    tips.push(`Traffic drives on the ${extras.drivingSide}.`);
    tips.push(`Tipping: ${extras.tipping}`);
    tips.push(`Emergency number: ${extras.emergency}.`);
  }
  tips.push(`Local time is ${localTime(city, now)}.`);
  return tips;
}

export function buildCityDetails(
  city: CityFactsSource,
  facts: CountryFacts | undefined,
  airports: NearbyAirport[],
  now: Date,
  guide: CityGuide | undefined,
): CityDetails {
  const extras = countryExtras[city.countryCode];
  const base = {
    slug: city.slug,
    name: city.name,
    country: city.country,
    country_code: city.countryCode,
    admin: city.admin,
    timezone: city.timezone,
    population: city.population,
    lat: city.lat,
    lon: city.lon,
    quick_facts: quickFacts(city, facts, extras, now),
    airports,
    iata: airports.map((airport) => airport.iata),
  };
  if (guide) {
    return {
      ...base,
      top_attractions: guide.top_attractions,
      dining_summary: guide.dining_summary,
      transport_summary: guide.transport_summary,
      local_tips: guide.local_tips,
      curated: true,
    };
  }
  return {
    ...base,
    top_attractions: [],
    dining_summary: generatedDining(city, facts, extras),
    transport_summary: generatedTransport(city, airports, extras),
    local_tips: generatedTips(city, facts, extras, now),
    curated: false,
  };
}
