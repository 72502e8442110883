// Cities for the explorer: the API when online, and on the device what works offline: the bundled
// popular destinations (public/data/popular-cities.json, precached by the service worker), every
// city the traveller has opened (the Dexie `cities` table), and the facts and airports of every other
// city of the offline lists, made on the device (src/lib/offline-world.ts).
import { db } from '../../db/database';
import { apiRequest, ApiRequestError } from '../../lib/api-client';
import { loadBundledCities } from '../../lib/bundled-cities';
import { isOnline } from '../../lib/connectivity';
import { loadOfflineWorld } from '../../lib/offline-world';
import { citySearchLimits, normaliseName, type CityDetails, type CitySearchResponse, type CitySearchResult } from '../../domain/cities';

export type SearchOutcome = { results: CitySearchResult[]; offline: boolean };

function matches(normalised: string, query: string): boolean {
  return normalised.startsWith(query) || normalised.includes(` ${query}`);
}

/** Searches the cities this device has: the offline lists first (biggest first), then the ones opened before. */
async function searchOnDevice(query: string): Promise<CitySearchResult[]> {
  const wanted = normaliseName(query);
  const [list, cached] = await Promise.all([
    // (The search list and the other places of world.json, their names normalised once per page; the search list alone if those could not be read.)
    loadOfflineWorld().then(
      (world) => ({ cities: world.places, names: world.searchNames() }),
      () =>
        loadBundledCities().then(
          (data) => ({ cities: data.search, names: data.search.map((city) => normaliseName(city.name)) }),
          () => ({ cities: [] as CitySearchResult[], names: [] as string[] }),
        ),
    ),
    db.cities.toArray(),
  ]);
  const seen = new Set<string>();
  const results: CitySearchResult[] = [];
  /** Adds the city if its name matches; false once the page of results is full. */
  const offer = (city: CitySearchResult | (typeof cached)[number], name: string): boolean => {
    if (seen.has(city.slug) || !matches(name, wanted)) return true;
    seen.add(city.slug);
    results.push({
      name: city.name,
      country: city.country,
      country_code: city.country_code,
      slug: city.slug,
      ...('admin' in city && city.admin ? { admin: city.admin } : {}),
      ...('population' in city && typeof city.population === 'number' ? { population: city.population } : {}),
    });
    return results.length < citySearchLimits.defaultLimit;
  };
  for (let i = 0; i < list.cities.length; i++) if (!offer(list.cities[i]!, list.names[i]!)) return results;
  for (const city of cached) if (!offer(city, normaliseName(city.name))) return results;
  return results;
}

export async function searchCities(query: string, signal?: AbortSignal): Promise<SearchOutcome> {
  if (!isOnline()) return { results: await searchOnDevice(query), offline: true };
  try {
    const params = new URLSearchParams({ q: query, limit: String(citySearchLimits.defaultLimit) });
    const response = await apiRequest<CitySearchResponse>(`/cities/search?${params}`, signal ? { signal } : {});
    return { results: response.results, offline: false };
  } catch (error) {
    if (error instanceof ApiRequestError && error.isNetworkError) return { results: await searchOnDevice(query), offline: true };
    throw error;
  }
}

/** A city's details: from the API (and kept on the device), or offline from what the device has. */
export async function loadCityDetails(slug: string, signal?: AbortSignal): Promise<CityDetails> {
  const fromDevice = async () => {
    const cached = await db.cities.get(slug);
    if (cached?.details) return cached.details as CityDetails;
    const popular = await loadBundledCities().then(
      (data) => data.cities.find((city) => city.slug === slug),
      () => undefined,
    );
    if (popular) return popular;
    // Any other city of the offline lists: its facts and airports, as the server makes them for a city with no guide.
    const world = await loadOfflineWorld().catch(() => undefined);
    const entry = world?.entries.get(slug);
    if (world && entry) return world.details(entry, new Date());
    throw new ApiRequestError(
      0,
      'offline',
      `${slug} isn't saved on this device yet. Open it once while online to keep it for offline use.`,
    );
  };
  if (!isOnline()) return fromDevice();
  try {
    const details = await apiRequest<CityDetails>(`/cities/${encodeURIComponent(slug)}`, signal ? { signal } : {});
    await db.cities
      .put({
        slug,
        name: details.name,
        country: details.country,
        country_code: details.country_code,
        details,
        cached_at: new Date().toISOString(),
      })
      .catch(() => undefined);
    return details;
  } catch (error) {
    if (error instanceof ApiRequestError && error.isNetworkError) return fromDevice();
    throw error;
  }
}
