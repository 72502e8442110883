// The trip: one schema for the dialog's form, the sync engine's ops and the API. Pure rules (no
// zod) live in trip-rules.ts so the sync engine can apply edits without loading zod.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { calendarDate } from './date-schema';
import { uuidPattern } from './ids';
import { hasNoNul } from './stored-text';
import { isDateOrderValid, tripLimits } from './trip-rules';

const isoDate = (label: string) => calendarDate(label, { missing: `${label} is required` });

export const tripCitySchema = lazySchema(() =>
  z.object({
    name: z
      .string({ error: 'City name must be text' })
      .trim()
      .min(1, 'City name is empty')
      .max(tripLimits.cityName, `City names are at most ${tripLimits.cityName} characters`)
      .refine(hasNoNul, "City names can't contain the character U+0000"),
  }),
);

const title = lazySchema(() =>
  z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(tripLimits.title, `Title is at most ${tripLimits.title} characters`)
    .refine(hasNoNul, "Title can't contain the character U+0000"),
);
const cities = lazySchema(() =>
  z
    .array(tripCitySchema, { error: 'Cities must be a list of { name }' })
    .max(tripLimits.cities, `A trip has at most ${tripLimits.cities} cities`),
);
const notes = lazySchema(() =>
  z
    .string({ error: 'Notes must be text' })
    .max(tripLimits.notes, `Notes are at most ${tripLimits.notes} characters`)
    .refine(hasNoNul, "Notes can't contain the character U+0000"),
);

const endNotBeforeStart = { path: ['end_date'], message: "End date can't be before the start date" };

const tripFieldsObject = lazySchema(() =>
  z.object({
    title,
    start_date: isoDate('Start date'),
    end_date: isoDate('End date'),
    cities: cities.default([]),
    notes: notes.default(''),
  }),
);

/** Every field of a trip that a traveller writes. */
export const tripFieldsSchema = lazySchema(() =>
  tripFieldsObject.refine((trip) => isDateOrderValid(trip.start_date, trip.end_date), endNotBeforeStart),
);
export type TripFields = z.infer<typeof tripFieldsSchema>;

/** POST /api/trips and a sync `create` op: the fields, and optionally the client-made id. */
export const tripCreateSchema = lazySchema(() =>
  tripFieldsObject
    .extend({ id: z.string().regex(uuidPattern, 'id must be a UUID').optional() })
    .refine((trip) => isDateOrderValid(trip.start_date, trip.end_date), endNotBeforeStart),
);

/** PATCH /api/trips/{id} and a sync `update` op: any subset of the fields (checked again once merged). */
export const tripPatchSchema = lazySchema(() =>
  z
    .object({ title, start_date: isoDate('Start date'), end_date: isoDate('End date'), cities, notes })
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change: send at least one of title, start_date, end_date, cities, notes'),
);
export type TripPatch = z.infer<typeof tripPatchSchema>;

/** A trip as the API returns it and the device stores it. */
export type Trip = TripFields & {
  id: string;
  created_at: string;
  updated_at: string;
  /** Server-assigned version of this copy (0 on the device until first synced). */
  version: number;
};
