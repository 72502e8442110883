// An itinerary item: one flight, stay, activity, transport or note of a trip, synced as a record of
// its own (so two devices editing different items never overwrite each other). One schema for the
// item's form, Agent Mode, the sync ops and the REST API. Times are what the ticket says: a local
// date-time and the IANA zone of its place; instants are derived (src/domain/local-time.ts).
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { uuidPattern } from './ids';
import { itemTimes } from './itinerary-rules';
import { isLocalDateTime, toInstant } from './local-time';
import { calendarDate } from './date-schema';
import { storableText } from './stored-text';
import { isValidTimeZone } from './world-clock';

export const itineraryKinds = ['flight', 'stay', 'activity', 'transport', 'note'] as const;
export type ItineraryKind = (typeof itineraryKinds)[number];

export const transportModes = ['train', 'bus', 'ferry', 'car', 'transfer'] as const;
export type TransportMode = (typeof transportModes)[number];

export const itineraryLimits = { name: 120, address: 300, code: 40, notes: 2000, url: 500, durationMinutes: 7 * 24 * 60 } as const;

/** Order keys: fractional, so a move writes one record and two concurrent moves both land. */
export const positionPattern = /^[0-9A-Za-z]{1,64}$/;

const localDateTime = (label: string) =>
  z
    .string({ error: `${label} must be a local date and time like 2027-03-12T21:40` })
    .refine(isLocalDateTime, `${label} must be a real local date and time like 2027-03-12T21:40`);

const isoDate = calendarDate;

const required = (label: string, max: number) =>
  storableText(label, max)
    .trim()
    .pipe(z.string().min(1, `${label} is required`));
const optionalText = (label: string, max: number) => storableText(label, max).trim().default('');

/** A place an item happens at: an airport, a city, a station. Its zone gives its times their meaning. */
export const itineraryPlaceSchema = lazySchema(() =>
  z.object({
    name: required('Place name', itineraryLimits.name),
    /** The IATA code of an airport (LHR), the GeoNames slug of a city, or absent. */
    code: storableText('Place code', 40).optional(),
    /** The city an airport or station serves (Bangkok for Suvarnabhumi Airport), when the data says. */
    city: storableText('City', itineraryLimits.name).optional(),
    timezone: z
      .string({ error: 'Time zone must be text' })
      .max(64)
      .refine(isValidTimeZone, 'Time zone must be an IANA time zone, like Europe/Paris'),
    country_code: z
      .string()
      .regex(/^[A-Z]{2}$/, 'Country code must be two capital letters')
      .optional(),
    /** Where it is on the map, when the city or airport data knows. */
    lat: z.number().min(-90).max(90).optional(),
    lon: z.number().min(-180).max(180).optional(),
  }),
);
export type ItineraryPlace = z.infer<typeof itineraryPlaceSchema>;

const airportSchema = lazySchema(() =>
  itineraryPlaceSchema.extend({
    code: z.string({ error: 'Airport code is required' }).regex(/^[A-Z]{3}$/, 'Airport code must be three capital letters, like LHR'),
  }),
);

export const flightDetailsSchema = lazySchema(() =>
  z.object({
    from: airportSchema,
    to: airportSchema,
    depart_local: localDateTime('Departure'),
    arrive_local: localDateTime('Arrival'),
    airline: optionalText('Airline', 60),
    flight_number: optionalText('Flight number', 12),
    terminal: optionalText('Terminal', 20),
    seat: optionalText('Seat', 10),
    confirmation: optionalText('Confirmation code', itineraryLimits.code),
  }),
);

export const stayDetailsSchema = lazySchema(() =>
  z.object({
    name: required('Name', itineraryLimits.name),
    address: optionalText('Address', itineraryLimits.address),
    place: itineraryPlaceSchema,
    check_in_local: localDateTime('Check-in'),
    check_out_local: localDateTime('Check-out'),
    confirmation: optionalText('Confirmation code', itineraryLimits.code),
    phone: optionalText('Phone', 40),
  }),
);

export const activityDetailsSchema = lazySchema(() =>
  z.object({
    title: required('Title', itineraryLimits.name),
    place: itineraryPlaceSchema.optional(),
    start_local: localDateTime('Start').optional(),
    duration_minutes: z
      .number({ error: 'Duration must be a number of minutes' })
      .int('Duration must be whole minutes')
      .min(1, 'Duration must be at least a minute')
      .max(itineraryLimits.durationMinutes, 'Duration is at most a week')
      .optional(),
    notes: optionalText('Notes', itineraryLimits.notes),
    booking_url: storableText('Booking link', itineraryLimits.url)
      .trim()
      .refine((value) => value === '' || /^https:\/\/[^\s/]+/.test(value), 'Booking link must start with https://')
      .default(''),
  }),
);

export const transportDetailsSchema = lazySchema(() =>
  z.object({
    mode: z.enum(transportModes, { error: `Mode must be one of ${transportModes.join(', ')}` }),
    from: itineraryPlaceSchema,
    to: itineraryPlaceSchema,
    depart_local: localDateTime('Departure'),
    arrive_local: localDateTime('Arrival'),
    operator: optionalText('Operator', 60),
    reference: optionalText('Reference', itineraryLimits.code),
  }),
);

export const noteDetailsSchema = lazySchema(() => z.object({ text: required('Note', itineraryLimits.notes) }));

export const itineraryDetailsSchemas = {
  flight: flightDetailsSchema,
  stay: stayDetailsSchema,
  activity: activityDetailsSchema,
  transport: transportDetailsSchema,
  note: noteDetailsSchema,
} as const satisfies Record<ItineraryKind, z.ZodType>;

export type FlightDetails = z.infer<typeof flightDetailsSchema>;
export type StayDetails = z.infer<typeof stayDetailsSchema>;
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;
export type TransportDetails = z.infer<typeof transportDetailsSchema>;
export type NoteDetails = z.infer<typeof noteDetailsSchema>;

/** Where an item sits in the plan: its trip, its day (null: the trip's Ideas) and its order there. */
const placement = {
  trip_id: z.string({ error: 'trip_id is required' }).regex(uuidPattern, 'trip_id must be a UUID'),
  day: isoDate('Day').nullable().default(null),
  position: z.string({ error: 'position is required' }).regex(positionPattern, 'position must be 1 to 64 letters or digits'),
};

const itineraryItemVariants = lazySchema(() =>
  z.discriminatedUnion(
    'kind',
    [
      z.object({ ...placement, kind: z.literal('flight'), details: flightDetailsSchema }),
      z.object({ ...placement, kind: z.literal('stay'), details: stayDetailsSchema }),
      z.object({ ...placement, kind: z.literal('activity'), details: activityDetailsSchema }),
      z.object({ ...placement, kind: z.literal('transport'), details: transportDetailsSchema }),
      z.object({ ...placement, kind: z.literal('note'), details: noteDetailsSchema }),
    ],
    { error: `kind must be one of ${itineraryKinds.join(', ')}` },
  ),
);

type DistributivePick<T, K extends keyof T> = T extends unknown ? Pick<T, K> : never;
/** An item's kind with its details, narrowed together. */
export type ItineraryKindAndDetails = DistributivePick<z.infer<typeof itineraryItemVariants>, 'kind' | 'details'>;

const endLabels: Record<ItineraryKind, string> = {
  flight: 'The arrival',
  transport: 'The arrival',
  stay: 'Check-out',
  activity: 'The end',
  note: 'The end',
};
const endField: Record<ItineraryKind, string> = {
  flight: 'arrive_local',
  transport: 'arrive_local',
  stay: 'check_out_local',
  activity: 'start_local',
  note: 'text',
};

const maxFlightHours = 48;

/**
 * An arrival (or check-out) must come after its departure (or check-in) in absolute time, zones
 * counted; a flight's within two days of it.
 */
function endsAfterStart(item: ItineraryKindAndDetails, context: z.RefinementCtx): void {
  const { start, end } = itemTimes(item);
  if (!start || !end) return;
  const from = toInstant(start.local, start.zone);
  const to = toInstant(end.local, end.zone);
  if (from === undefined || to === undefined) return;
  if (to > from) {
    // The longest flights are under 20 hours: two days more is a mistyped date, not a flight.
    if (item.kind === 'flight' && to - from > maxFlightHours * 3_600_000)
      context.addIssue({
        code: 'custom',
        path: ['details', 'arrive_local'],
        message: `A flight lasts at most ${maxFlightHours} hours: check the arrival date (times are local to each airport)`,
      });
    return;
  }
  context.addIssue({
    code: 'custom',
    path: ['details', endField[item.kind]],
    message: `${endLabels[item.kind]} must come after the ${item.kind === 'stay' ? 'check-in' : 'departure'} (times are local to each place)`,
  });
}

/** Every field of an itinerary item that a traveller writes. */
export const itineraryItemFieldsSchema = lazySchema(() => itineraryItemVariants.superRefine(endsAfterStart));
export type ItineraryItemFields = z.infer<typeof itineraryItemFieldsSchema>;

/** POST /api/trips/{id}/items and a sync `create` op: the fields, and optionally the client-made id. */
export const itineraryItemCreateSchema = lazySchema(() =>
  z
    .intersection(itineraryItemVariants, z.object({ id: z.string().regex(uuidPattern, 'id must be a UUID').optional() }))
    .superRefine(endsAfterStart),
);

/**
 * PATCH /api/trips/{id}/items/{itemId} and a sync `update` op: a move (day, position) and/or the
 * whole details. Without defaults, so an update never blanks what it does not carry; the details
 * are checked against the item's kind once merged with the stored item. An item keeps its kind
 * and its trip.
 */
export const itineraryItemPatchSchema = lazySchema(() =>
  z
    .object({
      day: isoDate('Day').nullable(),
      position: placement.position,
      details: z.record(z.string(), z.unknown(), { error: 'details must be an object' }),
    })
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change: send at least one of day, position, details'),
);
export type ItineraryItemPatch = z.infer<typeof itineraryItemPatchSchema>;
