// What Astra says and proposes, as zod schemas: the chat API's answer (chat-schema.ts) is built from
// them, the OpenAPI document is generated from them, and a test parses what the real server sends with
// them. The plain types the engine, the LLM provider and the chat screen use are inferred from them in
// types.ts through a type-only import, so the app's chat loads no zod.
import { z } from 'zod';
import { factTopics, tripSubjects } from './fact-topics';
import { currencyCodes } from '../currency-codes';
import { quickFactSchema } from '../cities-schema';
import { itineraryKinds } from '../itinerary-schema';
import { packingItemSchema } from '../packing-schema';
import { partnerSearchParamsSchema } from '../partner-query';
import { partnerIds } from '../partners';
import { astraIntents } from './types';
import { packingActivities } from '../packing';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const whole = (min: number) => z.number().int().min(min);

export const astraIntentSchema = z.enum(astraIntents);

/** A place Astra understood, resolved against the city data (or an airport code). */
export const astraPlaceSchema = z
  .object({
    /** A city, an airport typed by its code, or a country (then `name` is its capital: "Japan" → Tokyo). */
    kind: z.enum(['city', 'airport', 'country']).optional(),
    name: z.string(),
    country: z.string(),
    country_code: z.string(),
    /** The explorer's slug, when the place is a city of the data. */
    slug: z.string().optional(),
    lat: z.number().min(-90).max(90).optional(),
    lon: z.number().min(-180).max(180).optional(),
    timezone: z.string().optional(),
    population: whole(0).optional(),
    /** The code to search flights with: a metropolitan code (LON) or the nearest airport, if known. */
    iata: z.string().optional(),
    /** An airport named in the message ("Heathrow"): its full name; `iata` is its code and `name` the city it serves. */
    airport_name: z.string().optional(),
    /** A place of the same name passed over for this likelier one ("Valencia, Venezuela", "Portland, Maine"), said so the traveller can switch. */
    namesake: z.string().optional(),
    /** The region (state, province) of a place whose namesake is in the same country ("Oregon" for Portland), to tell them apart. */
    region: z.string().optional(),
  })
  .meta({ id: 'AstraPlace' });

/** What Astra took from the message (and the conversation). Dates are ISO YYYY-MM-DD in the traveller's time zone. */
export const astraEntitiesSchema = z.object({
  origin: astraPlaceSchema.optional(),
  destination: astraPlaceSchema.optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  /** Travellers (adults) or hotel guests. */
  travellers: whole(1).optional(),
  durationDays: whole(1).optional(),
  /** 1-12: the month of travel, from a date or a month named alone ("in March"). */
  travelMonth: z.number().int().min(1).max(12).optional(),
  amount: z.number().optional(),
  fromCurrency: z.string().optional(),
  toCurrency: z.string().optional(),
  targetPrice: z.number().optional(),
  /** What to search for on a tours or tickets site ("Louvre", "food tour"). */
  query: z.string().optional(),
});

/** A hand-off Astra offers: the app opens it with openPartner(partner, params, subId). */
export const astraLinkSchema = z
  .object({
    partner: z.enum(partnerIds),
    label: z.string(),
    params: partnerSearchParamsSchema,
    subId: z.string(),
  })
  .meta({ id: 'AstraLink' });

export const astraCardSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('city'),
      slug: z.string().optional(),
      name: z.string(),
      country: z.string(),
      facts: z.array(quickFactSchema),
      attractions: z.array(z.string()),
    }),
    z.object({
      kind: z.literal('conversion'),
      amount: z.number(),
      from: z.string(),
      to: z.string(),
      value: z.number(),
      rate: z.number(),
      tableDate: z.string(),
      tableSource: z.string(),
    }),
    z.object({
      kind: z.literal('time'),
      place: z.string(),
      timezone: z.string(),
      time: z.string(),
      dateLabel: z.string(),
      offsetLabel: z.string(),
      isNight: z.boolean(),
    }),
  ])
  .meta({ id: 'AstraCard' });

/** An Agent Mode proposal: the app applies it through its own storage (offline too) and offers Undo. Astra never books or pays. */
export const astraActionSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('create_trip'),
      trip: z.object({
        title: z.string(),
        start_date: isoDate,
        end_date: isoDate,
        cities: z.array(z.object({ name: z.string() })),
        notes: z.string(),
      }),
    }),
    z.object({
      kind: z.literal('create_price_alert'),
      alert: z.object({
        alert_type: z.enum(['flight', 'hotel']),
        origin: z.string(),
        destination: z.string(),
        target_price: z.number(),
        threshold_percent: z.number(),
      }),
    }),
    z.object({
      kind: z.literal('create_packing_list'),
      list: z.object({
        destination: z.string(),
        duration_days: whole(1),
        start_date: isoDate.optional(),
        items: z.array(packingItemSchema),
        notes: z.array(z.string()),
      }),
    }),
    z.object({
      kind: z.literal('add_clock_city'),
      city: z.object({ name: z.string(), timezone: z.string(), flag: z.string() }),
    }),
    z.object({
      kind: z.literal('add_itinerary_item'),
      /**
       * The trip the items go to, when the answer knew the traveller's trips (on the device). Absent
       * from the server, which has no trips: the device then takes the trip covering the items' days,
       * or for ideas the empty trip to `city`, and asks for one when there is none.
       */
      trip_id: z.string().optional(),
      trip_title: z.string().optional(),
      /** The city whose guide the ideas come from. */
      city: z.string().optional(),
      items: z
        .array(
          z.object({
            kind: z.enum(itineraryKinds),
            /** The item's day, when the traveller said it (a flight's departure day, a stay's check-in day). */
            day: isoDate.optional(),
            /** For ideas: which day of the trip, counted from its first (0). */
            day_index: whole(0).optional(),
            /** The item's details, as the itinerary item schema (src/domain/itinerary-schema.ts) checks them when applied. */
            details: z.record(z.string(), z.unknown()),
          }),
        )
        .min(1),
    }),
  ])
  .meta({ id: 'AstraAction' });

/** Carried from one turn to the next so "and a hotel there?" knows where "there" is. */
export const astraMemorySchema = z
  .object({
    lastPlace: astraPlaceSchema.optional(),
    lastOrigin: astraPlaceSchema.optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    travellers: whole(1).optional(),
    /** A group bigger than a search carries ("we are 12"), said again while its searches go on. */
    groupSize: z.number().int().min(10).max(99).optional(),
    durationDays: whole(1).optional(),
    targetPrice: z.number().optional(),
    /** What Astra asked about last ("How many days?"), so a short answer continues it. */
    pendingIntent: astraIntentSchema.optional(),
    /** What the last answer was about, so a follow-up that names only a place ("and in Rome?") asks it again. */
    lastIntent: astraIntentSchema.optional(),
    /** The country facts asked last ("plugs"), for "and in Italy?". */
    lastFacts: z.array(z.enum(factTopics)).max(factTopics.length).optional(),
    /** The last answer was about the traveller's own trips, so "what's the address?" is about them too. */
    aboutTrips: z.boolean().optional(),
    /** What that answer was about ("stay"), so "and in Tokyo?" asks the same of another of their places. */
    tripSubjects: z.array(z.enum(tripSubjects)).max(tripSubjects.length).optional(),
    /** The details of a flight that answer was asked ("seat"), for "and on the way back?". */
    tripDetails: z
      .array(z.enum(['seat', 'terminal', 'gate']))
      .max(3)
      .optional(),
    /** The items of their plans that answer showed, so "how long is it?" asks about the same one. */
    tripItems: z.array(z.string().max(64)).max(6).optional(),
    /** The items answers before that one showed, for "the flight number again for that first one". */
    earlierTripItems: z.array(z.string().max(64)).max(6).optional(),
    /** What the last tours or tickets search looked for ("eiffel tower"), so "make that 3" searches it again. */
    lastQuery: z.string().max(100).optional(),
    /** The month asked about ("in November"), for a follow-up about another place. */
    travelMonth: z.number().int().min(1).max(12).optional(),
    /** The two currencies of the last conversion, from and into ("JPY", "EUR"), for "and 20000?". */
    lastCurrencies: z.array(z.enum(currencyCodes)).length(2).optional(),
    /** The amount of that conversion, for "and in dollars?". */
    lastAmount: z.number().positive().max(1e12).optional(),
    /** What a city question asked about ("weather", "airports"), for "and in Rome?". */
    lastAspects: z
      .array(z.enum(['weather', 'airports', 'difference']))
      .max(3)
      .optional(),
    /** The place talked about before the last one ("time in New York" then "and LA?"), for "how many hours between them". */
    placeBefore: astraPlaceSchema.optional(),
    /** The clock time converted last and the place it was read in (none: the traveller's), for "and in LA?". */
    lastClock: z.object({ time: z.string().regex(/^\d{2}:\d{2}$/), place: astraPlaceSchema.optional() }).optional(),
    /** The kinds of trip the last packing answer packed for ("business"), for "and Singapore in June?". */
    packingKinds: z.array(z.enum(packingActivities)).max(packingActivities.length).optional(),
    /**
     * The other ask of a turn that asked two things ("currency and plugs in Japan": the currency), so a follow-up that
     * changes only the place or the dates ("and in Korea?") asks both again.
     */
    alsoAsked: z
      .object({
        lastIntent: astraIntentSchema,
        lastFacts: z.array(z.enum(factTopics)).max(factTopics.length).optional(),
        lastAspects: z
          .array(z.enum(['weather', 'airports', 'difference']))
          .max(3)
          .optional(),
      })
      .optional(),
  })
  .meta({ id: 'AstraMemory' });

export const astraReplySchema = z.object({
  /** The answer, in the small Markdown subset the chat renders (paragraphs, **bold**, lists). */
  response: z.string(),
  intent: astraIntentSchema,
  entities: astraEntitiesSchema,
  links: z.array(astraLinkSchema),
  cards: z.array(astraCardSchema),
  /** Agent Mode proposals; empty when Agent Mode is off. */
  actions: z.array(astraActionSchema),
  /** True when Astra asks one question back instead of answering. */
  clarifying: z.boolean(),
  /** Set on a device without a connection when the answer needs data only the server has. */
  needsServer: z.boolean().optional(),
  memory: astraMemorySchema,
});
