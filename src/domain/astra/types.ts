// What Astra says and proposes, and what it needs to know: the contract between the embedded
// engine (engine.ts), the chat API (api/routes/chat.ts), the optional LLM provider and the chat
// screen. Plain types, shared by the server and the browser. What goes on the wire (the reply and
// everything in it) is written once as zod schemas in reply-schema.ts; the types here are inferred
// from them through a type-only import, so the engine and the chat screen load no zod.
import type { z } from 'zod';
import type { CityDetails } from '../cities';
import type { AstraTrips } from './answers/my-trips';
import type { RateTable } from '../currency';
import type {
  astraActionSchema,
  astraCardSchema,
  astraEntitiesSchema,
  astraLinkSchema,
  astraMemorySchema,
  astraPlaceSchema,
  astraReplySchema,
} from './reply-schema';

export const astraIntents = [
  'flight',
  'hotel',
  'tours',
  'tickets',
  'car',
  'transfer',
  'esim',
  'lounge',
  'city_info',
  'currency',
  'time',
  'packing',
  'trip_plan',
  'price_alert',
  'clock_add',
  'itinerary_add',
  'greeting',
  'thanks',
  'help',
  'unknown',
] as const;
export type AstraIntent = (typeof astraIntents)[number];

/** A place Astra understood, resolved against the city data (or an airport code). */
export type AstraPlace = z.infer<typeof astraPlaceSchema>;

/** What Astra took from the message (and the conversation). Dates are ISO YYYY-MM-DD in the traveller's time zone. */
export type AstraEntities = z.infer<typeof astraEntitiesSchema>;

/** A hand-off Astra offers: the app opens it with openPartner(partner, params, subId). */
export type AstraLink = z.infer<typeof astraLinkSchema>;

export type AstraCard = z.infer<typeof astraCardSchema>;

/** An Agent Mode proposal: the app applies it through its own storage (offline too) and offers Undo. Astra never books or pays. */
export type AstraAction = z.infer<typeof astraActionSchema>;

/** Carried from one turn to the next so "and a hotel there?" knows where "there" is. */
export type AstraMemory = z.infer<typeof astraMemorySchema>;

export type AstraReply = z.infer<typeof astraReplySchema>;

/** The data Astra grounds its answers in: the server's city index, or what the device has offline. */
export type AstraData = {
  /** A city by name or alias ("Kiev", "NYC"), or an airport by IATA code ("LHR"); the best match or undefined. */
  findPlace(text: string): Promise<AstraPlace | undefined>;
  /** An airport by its name or a distinctive part of it ("Heathrow", "Charles de Gaulle", "O'Hare"), as the city it serves with `kind: 'airport'`. */
  findAirport?(text: string, airportContext?: boolean): Promise<AstraPlace | undefined>;
  /** Full details of a place found by findPlace, if this side has them. */
  cityDetails(place: AstraPlace): Promise<CityDetails | undefined>;
  /** The newest currency rate table this side has. */
  rateTable(): Promise<RateTable>;
  /** A country's facts by ISO code (its capital, languages, currency, calling codes), where this side has them. */
  countryFacts?(countryCode: string): Promise<AstraCountryFacts | undefined>;
  /** The countries dialled with a calling code ("44" → the United Kingdom, Guernsey…), where this side knows them. */
  countriesWithCallingCode?(callingCode: string): Promise<string[]>;
  /** The countries whose currency has this ISO code ("EUR" → Austria, Belgium…), where this side knows them. */
  countriesWithCurrency?(currencyCode: string): Promise<string[]>;
  /** The traveller's trips, where this side has them (the device); the server has none. */
  trips?(): Promise<AstraTrip[]>;
};

export type AstraCountryFacts = { name: string; capital: string; languages: string[]; callingCodes: string[] };

/** A trip as Agent Mode needs it to place itinerary items: its dates, cities and how many items it holds. */
export type AstraTrip = { id: string; title: string; start_date: string; end_date: string; cities: string[]; itemCount: number };

export type AstraContext = {
  data: AstraData;
  /** The moment of the message; dates like "next Friday" count from it. */
  now: Date;
  /** The traveller's IANA time zone (their "today" and "the time here"); UTC when unknown. */
  timeZone: string;
  /** The device's language tag ("en-GB", "en-US"): how it writes dates, so "2/5" is read as the traveller means it. */
  locale?: string;
  agentMode: boolean;
  memory?: AstraMemory;
  /** True when the answer is made on a device without a connection. */
  offline?: boolean;
  /**
   * The traveller's trips with their plans, as the device stores them (their own and those shared
   * with them): "when is my flight", "what's on tomorrow" are answered from these, offline too. The
   * server has none, and says the answer is on the device.
   */
  trips?: AstraTrips;
  /** Makes ids for proposed records (packing items); uuidv7 by default. */
  newId?: () => string;
};

export type { CityDetails, AstraTrips };
