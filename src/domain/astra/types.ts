// What Astra says and proposes, and what it needs to know: the contract between the embedded
// engine (engine.ts), the chat API (api/routes/chat.ts), the optional LLM provider and the chat
// screen. Plain types, shared by the server and the browser.
import type { CityDetails, QuickFact } from '../cities';
import type { RateTable } from '../currency';
import type { PackingItem } from '../packing';
import type { PartnerId, PartnerSearchParams } from '../partners';

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
  'greeting',
  'thanks',
  'help',
  'unknown',
] as const;
export type AstraIntent = (typeof astraIntents)[number];

/** A place Astra understood, resolved against the city data (or an airport code). */
export type AstraPlace = {
  /** A city, an airport typed by its code, or a country (then `name` is its capital: "Japan" → Tokyo). */
  kind?: 'city' | 'airport' | 'country';
  name: string;
  country: string;
  country_code: string;
  /** The explorer's slug, when the place is a city of the data. */
  slug?: string;
  lat?: number;
  lon?: number;
  timezone?: string;
  population?: number;
  /** The code to search flights with: a metropolitan code (LON) or the nearest airport, if known. */
  iata?: string;
};

/** What Astra took from the message (and the conversation). Dates are ISO YYYY-MM-DD in the traveller's time zone. */
export type AstraEntities = {
  origin?: AstraPlace;
  destination?: AstraPlace;
  startDate?: string;
  endDate?: string;
  /** Travellers (adults) or hotel guests. */
  travellers?: number;
  durationDays?: number;
  /** 1-12: the month of travel, from a date or a month named alone ("in March"). */
  travelMonth?: number;
  amount?: number;
  fromCurrency?: string;
  toCurrency?: string;
  targetPrice?: number;
  /** What to search for on a tours or tickets site ("Louvre", "food tour"). */
  query?: string;
};

/** A hand-off Astra offers: the app opens it with openPartner(partner, params, subId). */
export type AstraLink = { partner: PartnerId; label: string; params: PartnerSearchParams; subId: string };

export type AstraCard =
  | { kind: 'city'; slug?: string; name: string; country: string; facts: QuickFact[]; attractions: string[] }
  | { kind: 'conversion'; amount: number; from: string; to: string; value: number; rate: number; tableDate: string; tableSource: string }
  | { kind: 'time'; place: string; timezone: string; time: string; dateLabel: string; offsetLabel: string; isNight: boolean };

/** An Agent Mode proposal: the app applies it through its own storage (offline too) and offers Undo. Astra never books or pays. */
export type AstraAction =
  | { kind: 'create_trip'; trip: { title: string; start_date: string; end_date: string; cities: Array<{ name: string }>; notes: string } }
  | {
      kind: 'create_price_alert';
      alert: { alert_type: 'flight' | 'hotel'; origin: string; destination: string; target_price: number; threshold_percent: number };
    }
  | {
      kind: 'create_packing_list';
      list: { destination: string; duration_days: number; start_date?: string; items: PackingItem[]; notes: string[] };
    }
  | { kind: 'add_clock_city'; city: { name: string; timezone: string; flag: string } };

/** Carried from one turn to the next so "and a hotel there?" knows where "there" is. */
export type AstraMemory = {
  lastPlace?: AstraPlace;
  lastOrigin?: AstraPlace;
  startDate?: string;
  endDate?: string;
  travellers?: number;
  durationDays?: number;
  targetPrice?: number;
  /** What Astra asked about last ("How many days?"), so a short answer continues it. */
  pendingIntent?: AstraIntent;
};

export type AstraReply = {
  /** The answer, in the small Markdown subset the chat renders (paragraphs, **bold**, lists). */
  response: string;
  intent: AstraIntent;
  entities: AstraEntities;
  links: AstraLink[];
  cards: AstraCard[];
  /** Agent Mode proposals; empty when Agent Mode is off. */
  actions: AstraAction[];
  /** True when Astra asks one question back instead of answering. */
  clarifying: boolean;
  /** Set on a device without a connection when the answer needs data only the server has. */
  needsServer?: boolean;
  memory: AstraMemory;
};

/** The data Astra grounds its answers in: the server's city index, or what the device has offline. */
export type AstraData = {
  /** A city by name or alias ("Kiev", "NYC"), or an airport by IATA code ("LHR"); the best match or undefined. */
  findPlace(text: string): Promise<AstraPlace | undefined>;
  /** Full details of a place found by findPlace, if this side has them. */
  cityDetails(place: AstraPlace): Promise<CityDetails | undefined>;
  /** The newest currency rate table this side has. */
  rateTable(): Promise<RateTable>;
};

export type AstraContext = {
  data: AstraData;
  /** The moment of the message; dates like "next Friday" count from it. */
  now: Date;
  /** The traveller's IANA time zone (their "today" and "the time here"); UTC when unknown. */
  timeZone: string;
  agentMode: boolean;
  memory?: AstraMemory;
  /** True when the answer is made on a device without a connection. */
  offline?: boolean;
  /** Makes ids for proposed records (packing items); uuidv7 by default. */
  newId?: () => string;
};

export type { CityDetails };
