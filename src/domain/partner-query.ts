// The wire contract of GET /api/partners/{brand}/url (zod, so kept out of the app's first load).
import { z } from 'zod';
import { parseIsoDate, type PartnerSearchParams } from './partners';

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
