// The wire contract of GET /api/partners/{brand}/url (zod, so kept out of the app's first load): its
// query, its answer, and the search parameters a hand-off carries (also in Astra's links). The plain
// types are inferred here; partners.ts re-exports them through a type-only import.
import { z } from 'zod';
import { parseIsoDate } from './partners';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-05-31')
  .refine((value) => parseIsoDate(value) !== undefined, 'Not a real date');

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * The query of GET /api/partners/{brand}/url: the sub id and the search parameters, snake_case on
 * the wire like the rest of the API.
 */
export const partnerUrlQuerySchema = z
  .object({
    subid: z.string().trim().min(1, 'subid is required (for example direct or cities)').max(64),
    origin: text(80).optional(),
    destination: text(80).optional(),
    depart_date: isoDate.optional(),
    return_date: isoDate.optional(),
    adults: z.coerce.number().int().min(1).max(9).optional(),
    city: text(80).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
    country: text(80).optional(),
    query: text(120).optional(),
  })
  .strict();

export type PartnerUrlQuery = z.infer<typeof partnerUrlQuerySchema>;

/** What a hand-off searches for; each partner's link uses the fields it understands. Dates are YYYY-MM-DD. */
export const partnerSearchParamsSchema = z.object({
  origin: z.string().optional(),
  destination: z.string().optional(),
  departDate: isoDate.optional(),
  returnDate: isoDate.optional(),
  adults: z.number().int().min(1).optional(),
  city: z.string().optional(),
  lat: z.number().min(-90).max(90).optional(),
  lon: z.number().min(-180).max(180).optional(),
  country: z.string().optional(),
  query: z.string().optional(),
});
export type PartnerSearchParams = z.infer<typeof partnerSearchParamsSchema>;

/** 200 of GET /api/partners/{brand}/url. */
export const partnerUrlResponseSchema = z
  .object({
    /** The link to the partner's search, with the affiliate marker and the placement's sub id. */
    url: z.url({ protocol: /^https$/ }),
    /** The partner's brand as a traveller sees it. */
    name: z.string().min(1),
    /** Whether the in-app panel may frame the link (the partner's framing headers allow it). */
    supports_iframe: z.boolean(),
  })
  .meta({ id: 'PartnerUrl' });
export type PartnerUrlResponse = z.infer<typeof partnerUrlResponseSchema>;

export function searchParamsFromQuery(query: PartnerUrlQuery): PartnerSearchParams {
  const params: PartnerSearchParams = {
    origin: query.origin,
    destination: query.destination,
    departDate: query.depart_date,
    returnDate: query.return_date,
    adults: query.adults,
    city: query.city,
    lat: query.lat,
    lon: query.lon,
    country: query.country,
    query: query.query,
  };
  for (const key of Object.keys(params) as Array<keyof PartnerSearchParams>) if (params[key] === undefined) delete params[key];
  return params;
}
