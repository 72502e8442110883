import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { citySearchLimits, type CityDetails, type CitySearchResponse } from '../../src/domain/cities';
import { cityDetailsSchema, citySearchResponseSchema } from '../../src/domain/cities-schema';
import type { CityIndex } from '../cities/city-index';
import { ApiError } from '../errors';
import { errorResponses, jsonResponse, type RouteDoc } from '../openapi';

/**
 * City data changes only with a deploy, so browsers and any CDN may keep an answer for an hour
 * (the one thing that drifts, a city's current UTC offset, moves twice a year).
 */
const publicCaching = 'public, max-age=3600';

const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Add a search: ?q=paris' })
    .trim()
    .min(citySearchLimits.minChars, `Type at least ${citySearchLimits.minChars} characters to search`)
    .max(citySearchLimits.maxQueryChars, `Keep the search under ${citySearchLimits.maxQueryChars} characters`),
  // Asking for more than the most we give is answered with the most, not refused.
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${citySearchLimits.maxLimit}` })
    .int(`limit must be a whole number from 1 to ${citySearchLimits.maxLimit}`)
    .min(1, `limit must be a whole number from 1 to ${citySearchLimits.maxLimit}`)
    .transform((limit) => Math.min(limit, citySearchLimits.maxLimit))
    .default(citySearchLimits.defaultLimit),
});

export function cityRoutes({ cities }: { cities: CityIndex }) {
  return new Hono()
    .get(
      '/search',
      // The message alone ("Type at least 2 characters to search"), so the app can show it as it is.
      zValidator('query', searchQuerySchema, (result) => {
        if (!result.success) throw new ApiError(400, 'invalid-input', result.error.issues[0]?.message ?? 'Check the search.');
      }),
      (c) => {
        const { q, limit } = c.req.valid('query');
        c.header('Cache-Control', publicCaching);
        return c.json({ results: [...cities.search(q, limit)] } satisfies CitySearchResponse);
      },
    )
    .get('/:slug', (c) => {
      const slug = c.req.param('slug');
      const details = cities.details(slug);
      if (!details)
        throw new ApiError(404, 'city-not-found', `There is no city "${slug.slice(0, 80)}". Search for it with /api/cities/search?q=…`);
      c.header('Cache-Control', publicCaching);
      return c.json(details satisfies CityDetails);
    });
}

export const cityRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/search',
    tags: ['cities'],
    summary: 'Cities whose name starts with the query, most populous first',
    request: { query: searchQuerySchema },
    responses: {
      200: jsonResponse(
        '{ results }: each city with name, country, country_code, slug and, when known, admin and population',
        citySearchResponseSchema,
      ),
      ...errorResponses({ 400: 'invalid-input: the query is missing, too short or too long' }),
    },
  },
  {
    method: 'get',
    path: '/{slug}',
    tags: ['cities'],
    summary: "A city's details: quick facts, time zone, airports nearby, attractions",
    request: { params: z.object({ slug: z.string().min(1) }) },
    responses: {
      200: jsonResponse('The city details', cityDetailsSchema),
      ...errorResponses({ 404: 'city-not-found: no city has this slug' }),
    },
  },
];
