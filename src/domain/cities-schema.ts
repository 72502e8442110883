// The answers of the city explorer's API (GET /api/cities/search, GET /api/cities/{slug}) as zod
// schemas: the OpenAPI document is generated from them and a test parses what the real server sends
// with them. The plain types the app uses are inferred from them in cities.ts through a type-only
// import, so the screens that show cities load no zod.
import { z } from 'zod';

const countryCode = z.string().regex(/^[A-Z]{2}$/);

/** One search hit, as the spec lists it; `admin` (region or state) tells apart cities of one name in one country. */
export const citySearchResultSchema = z
  .object({
    name: z.string(),
    country: z.string(),
    country_code: countryCode,
    slug: z.string(),
    admin: z.string().optional(),
    population: z.number().int().min(0).optional(),
  })
  .meta({ id: 'CitySearchResult' });

export const citySearchResponseSchema = z.object({ results: z.array(citySearchResultSchema) }).meta({ id: 'CitySearchResponse' });

export const quickFactSchema = z.object({ label: z.string(), value: z.string() });
export const attractionSchema = z.object({ title: z.string(), desc: z.string(), category: z.string() });
export const nearbyAirportSchema = z.object({ name: z.string(), iata: z.string().regex(/^[A-Z0-9]{3}$/), distance_km: z.number().min(0) });

/** City details per the spec, plus what a selected city uses (iata, lat, lon) and where its guide came from. */
export const cityDetailsSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    country: z.string(),
    country_code: countryCode,
    /** Region or state, when the data has one ("Texas"). */
    admin: z.string().nullable(),
    timezone: z.string(),
    population: z.number().int().min(0),
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    quick_facts: z.array(quickFactSchema),
    top_attractions: z.array(attractionSchema),
    dining_summary: z.string(),
    transport_summary: z.string(),
    airports: z.array(nearbyAirportSchema),
    local_tips: z.array(z.string()),
    /** IATA codes of the nearby airports, nearest first. */
    iata: z.array(z.string()),
    /** True when the team wrote this city's guide; false when it is generated from the data alone. */
    curated: z.boolean(),
  })
  .meta({ id: 'CityDetails' });
