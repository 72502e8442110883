// The wire contract of the city explorer (GET /api/cities/search, GET /api/cities/{slug}) and the
// popular destinations. Plain types: the screen, the API and the bundled offline guides share them.
// The API's answers are zod schemas in cities-schema.ts; their types are inferred from them here
// through a type-only import, so this module loads no zod.
import type { z } from 'zod';
import type {
  attractionSchema,
  citySearchResponseSchema,
  citySearchResultSchema,
  cityDetailsSchema,
  nearbyAirportSchema,
  quickFactSchema,
} from './cities-schema';
import { numberFormat } from './intl-formats';
import type { CountryFacts } from './city-details';
import type { PackedPlaces } from './world-places';

export const citySearchLimits = { minChars: 2, defaultLimit: 10, maxLimit: 50, debounceMs: 300, maxQueryChars: 100 } as const;

/** One search hit, as the spec lists it; `admin` (region or state) tells apart cities of one name in one country. */
export type CitySearchResult = z.infer<typeof citySearchResultSchema>;

// Made on first use: building a compact number format costs a slow phone ~40 ms, at start-up of
// every screen that loads this module, for a line shown only beside ambiguous search results.
const compactCount = () => numberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A result's second line: its region (when it is not the city's own name) and country. Where two
 * results would read the same (GeoNames has regions for some countries only), each also says how
 * many people live there, so a traveller can tell the capital from the village.
 */
export function resultPlaceLine(result: CitySearchResult, results: readonly CitySearchResult[]): string {
  const place = (city: CitySearchResult) => (city.admin && city.admin !== city.name ? `${city.admin}, ${city.country}` : city.country);
  const line = place(result);
  const isAmbiguous = results.some(
    (other) => other !== result && other.slug !== result.slug && other.name === result.name && place(other) === line,
  );
  return isAmbiguous && result.population ? `${line} · ${compactCount().format(result.population)} people` : line;
}

export type CitySearchResponse = z.infer<typeof citySearchResponseSchema>;

export type QuickFact = z.infer<typeof quickFactSchema>;
export type Attraction = z.infer<typeof attractionSchema>;
export type NearbyAirport = z.infer<typeof nearbyAirportSchema>;

/** City details per the spec, plus what a selected city uses (iata, lat, lon) and where its guide came from. */
export type CityDetails = z.infer<typeof cityDetailsSchema>;

/** A guide the team wrote for a city (api/cities/city-guides.ts), keyed by the city's GeoNames id. */
export type CityGuide = {
  geonameId: number;
  /** The name travellers use, for checking the key ("Geneva"). */
  name: string;
  country_code: string;
  top_attractions: Attraction[];
  dining_summary: string;
  transport_summary: string;
  local_tips: string[];
};

/**
 * public/data/popular-cities.json (written by api/cities/build-data.ts, precached by the service worker):
 * what the app has offline from the first visit.
 */
export type BundledCityData = {
  /**
   * Full details of the popular destinations, in the order of `popularDestinations`. Their 'Local time'
   * quick fact names the zone only (an offset fixed at build time would go stale): compute it from `timezone`.
   */
  cities: CityDetails[];
  /** The most populous cities, biggest first; `aliases` holds the other names travellers type ("Kiev", "Bombay"). */
  search: Array<BundledSearchEntry>;
};

/** A city of the offline search list, with what Astra needs to answer about it without a connection. */
export type BundledSearchEntry = CitySearchResult & {
  aliases?: string[];
  lat: number;
  lon: number;
  timezone: string;
  population: number;
  /** The code flights to it are searched with ('' for none); world.json leaves it out where the airports give it (world-places.ts). */
  iata?: string;
  /**
   * Of several places of the lists with this name, the one the server takes when the name alone is
   * typed, where that is not the biggest ("Valencia" is Spain's, with its airport, not Venezuela's).
   */
  likeliest?: true;
};

export const bundledCityDataPath = '/data/popular-cities.json';

/**
 * public/data/world.json (written by api/cities/build-data.ts, precached, read only by the chat):
 * what Astra knows offline beyond the search list.
 */
export type BundledWorldData = {
  /** Every country's facts by ISO code (capital, currency, languages, calling codes): the device builds a city's details from them. */
  countries: Record<string, CountryFacts>;
  /**
   * The places the search list lacks, biggest first: every city an airport serves and every town
   * travellers ask about (known by many names abroad, or big), packed as text (world-places.ts).
   */
  places: PackedPlaces;
};

export const bundledWorldDataPath = '/data/world.json';

/** The spec's 20 popular destinations, in its order. */
export const popularDestinations = [
  'London',
  'Paris',
  'New York',
  'Tokyo',
  'Dubai',
  'Singapore',
  'Hong Kong',
  'Bangkok',
  'Sydney',
  'Toronto',
  'Los Angeles',
  'Rome',
  'Barcelona',
  'Amsterdam',
  'Istanbul',
  'Seoul',
  'Mexico City',
  'Sao Paulo',
  'Cape Town',
  'Geneva',
] as const;

const asciiOnly = /^[ -~]*$/;

/** Lower case, no diacritics, punctuation as spaces: "São Paulo" and "sao-paulo" both read "sao paulo". */
export function normaliseName(value: string): string {
  // Most names are printable ASCII (every alias of thousands of known cities is normalised up front):
  // for them the Unicode steps below change nothing, and skipping them is several times faster.
  if (asciiOnly.test(value))
    return value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return (
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[æ]/g, 'ae')
      .replace(/[ø]/g, 'o')
      .replace(/[ł]/g, 'l')
      // Letters NFKD leaves whole, spelled as travellers type them ("Đà Nẵng", "Diyarbakır", "Þórshöfn").
      .replace(/[đð]/g, 'd')
      .replace(/ı/g, 'i')
      .replace(/œ/g, 'oe')
      .replace(/þ/g, 'th')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}
