// The tools an LLM may call to answer as Astra: the same data and rules as the embedded engine (the
// city index through AstraData, partner links, the rate table, the world clock, packing), each with
// a zod schema that checks the model's arguments and describes them to it. A tool's links, cards and
// Agent Mode proposals go into the reply only when the model called it, so the reply stays grounded.
// Proposals are never applied here: the app applies them on the device, with Undo.
import { z } from 'zod';
import type { AstraAction, AstraCard, AstraContext, AstraIntent, AstraLink, AstraPlace, AstraTrip } from '../../src/domain/astra/types';
import { flagOf } from '../../src/domain/astra/text';
import type { CitySearchResult } from '../../src/domain/cities';
import { convertAmount, currencyCodes, findCurrency, maxAmount } from '../../src/domain/currency';
import { generatePackingList, packingLimits } from '../../src/domain/packing';
import { buildPartnerUrl, parseIsoDate, partnerIds, partners, type PartnerId, type PartnerSearchParams } from '../../src/domain/partners';
import { priceAlertDefaults, priceAlertLimits } from '../../src/domain/price-alert-rules';
import { priceAlertFieldsSchema } from '../../src/domain/price-alerts';
import { tripFieldsSchema } from '../../src/domain/trips';
import { readClock } from '../../src/domain/world-clock';
import { uuidv7 } from '../../src/domain/ids';
import {
  itineraryItemFieldsSchema,
  itineraryLimits,
  type ItineraryKind,
  type ItineraryKindAndDetails,
} from '../../src/domain/itinerary-schema';
import { itemTitle } from '../../src/domain/itinerary-rules';
import { localDateTimePattern, toInstant } from '../../src/domain/local-time';
import { airportCodesOf, airportOf, cityPlaceOf, coveringTrip, type PlanAirport } from '../../src/domain/astra/plan-places';
import { describeIssues } from '../validate';

export type ToolServices = {
  /** The explorer's city search; absent: search_cities finds nothing. */
  searchCities?: (query: string, limit: number) => readonly CitySearchResult[];
  /** The affiliate marker of the links (VITE_PARTNER_MARKER). */
  partnerMarker?: string;
};

export type ToolContext = AstraContext & ToolServices;

/** What running a tool gave: `result` goes back to the model; the rest into the reply. */
export type ToolOutcome = {
  result: unknown;
  link?: AstraLink;
  card?: AstraCard;
  action?: AstraAction;
  place?: AstraPlace;
  intent?: AstraIntent;
};

type ToolSpec<Schema extends z.ZodType> = {
  name: string;
  description: string;
  parameters: Schema;
  /** Offered only in Agent Mode: it proposes a record for the app to save. */
  agentOnly?: boolean;
  run(args: z.output<Schema>, context: ToolContext): Promise<ToolOutcome>;
};

export type AstraTool = {
  name: string;
  description: string;
  agentOnly: boolean;
  /** JSON Schema of the arguments, as the chat completions API takes it. */
  jsonSchema: Record<string, unknown>;
  run(rawArguments: string, context: ToolContext): Promise<ToolOutcome>;
};

const refusal = (error: string): ToolOutcome => ({ result: { error } });

function defineTool<Schema extends z.ZodType>(spec: ToolSpec<Schema>): AstraTool {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(spec.parameters, { io: 'input' }) as Record<string, unknown>;
  return {
    name: spec.name,
    description: spec.description,
    agentOnly: spec.agentOnly ?? false,
    jsonSchema,
    async run(rawArguments, context) {
      let json: unknown;
      try {
        json = rawArguments.trim() === '' ? {} : JSON.parse(rawArguments);
      } catch {
        return refusal('The arguments were not valid JSON.');
      }
      const parsed = spec.parameters.safeParse(json);
      if (!parsed.success) return refusal(`Check the arguments: ${describeIssues(parsed.error.issues)}`);
      return spec.run(parsed.data, context);
    },
  };
}

const text = (description: string, max = 100) => z.string().trim().min(1).max(max).describe(description);
const placeText = (description: string) =>
  text(`${description}: a city name ("Lisbon", "New York"), "City, Country", or an IATA airport or metro code ("LHR", "LON")`);
const isoDate = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2026-05-31')
    .refine((value) => parseIsoDate(value) !== undefined, 'not a real date')
    .describe(`${description}, YYYY-MM-DD`);

const notFound = (typed: string) =>
  refusal(`No city or airport called "${typed}" in the data. Ask the traveller, or try another spelling or the IATA code.`);

const placeSummary = (place: AstraPlace) => ({
  name: place.name,
  country: place.country,
  ...(place.iata ? { flight_code: place.iata } : {}),
  ...(place.timezone ? { timezone: place.timezone } : {}),
});

const partnerIntent: Record<PartnerId, AstraIntent> = {
  flights: 'flight',
  hotels: 'hotel',
  tours: 'tours',
  tickets: 'tickets',
  cars: 'car',
  transfers: 'transfer',
  esim: 'esim',
  lounges: 'lounge',
};

const withoutEmpty = (params: PartnerSearchParams): PartnerSearchParams =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as PartnerSearchParams;

const searchCities = defineTool({
  name: 'search_cities',
  description: 'Search the city data by name or prefix. Returns cities with their country and slug, best match first.',
  parameters: z.object({
    query: text('What to search for, at least 2 characters'),
    limit: z.number().int().min(1).max(10).default(5).describe('How many cities, 1 to 10'),
  }),
  async run({ query, limit }, context) {
    const results = context.searchCities?.(query, limit) ?? [];
    return {
      result: {
        results: results.map(({ name, country, country_code, admin }) => ({
          name,
          country,
          country_code,
          ...(admin ? { region: admin } : {}),
        })),
      },
    };
  },
});

const cityDetails = defineTool({
  name: 'city_details',
  description:
    "A city's quick facts (country, local time, currency, languages, plugs, tipping), top attractions, dining, transport with nearby airports, and local tips. Shows the traveller a city card.",
  parameters: z.object({ city: placeText('The city') }),
  async run({ city }, context) {
    const place = await context.data.findPlace(city);
    const details = place && (await context.data.cityDetails(place));
    if (!place || !details) return notFound(city);
    return {
      result: {
        ...placeSummary(place),
        quick_facts: details.quick_facts,
        top_attractions: details.top_attractions,
        dining: details.dining_summary,
        transport: details.transport_summary,
        airports: details.airports,
        local_tips: details.local_tips,
        guide: details.curated
          ? 'written by the team'
          : 'generated from country facts only: say so, and do not add attractions of your own',
      },
      card: {
        kind: 'city',
        slug: details.slug,
        name: details.name,
        country: details.country,
        facts: details.quick_facts,
        attractions: details.top_attractions.map((attraction) => attraction.title),
      },
      place,
      intent: 'city_info',
    };
  },
});

const partnerLink = defineTool({
  name: 'partner_link',
  description:
    'Build a search link on a booking partner (the traveller books and pays there, never through Astra): flights (Aviasales), hotels (Booking.com), tours (GetYourGuide), tickets (Tiqets), cars (DiscoverCars), transfers (Kiwitaxi), esim (Airalo), lounges (Priority Pass). Shows the traveller a button.',
  parameters: z.object({
    partner: z.enum(partnerIds).describe('Which partner'),
    origin: placeText('Where the flight leaves from (flights), or the airport of a transfer or lounge').optional(),
    destination: placeText('Where the flight goes (flights), or the city of the stay or activity').optional(),
    city: placeText('The city of a hotel, tour, ticket, car, transfer or eSIM').optional(),
    depart_date: isoDate('Departure, check-in or pick-up date').optional(),
    return_date: isoDate('Return, check-out or drop-off date').optional(),
    adults: z.number().int().min(1).max(9).optional().describe('Travellers or hotel guests, 1 to 9'),
    query: text('What to search for on a tours or tickets site ("Louvre", "food tour")', 80).optional(),
  }),
  async run(args, context) {
    const resolve = async (typed: string | undefined) => (typed ? ((await context.data.findPlace(typed)) ?? null) : undefined);
    const [origin, destination, city] = await Promise.all([resolve(args.origin), resolve(args.destination), resolve(args.city)]);
    if (origin === null) return notFound(args.origin!);
    if (destination === null) return notFound(args.destination!);
    if (city === null) return notFound(args.city!);
    if (args.depart_date && args.return_date && args.return_date < args.depart_date) return refusal('return_date is before depart_date.');
    const partner = partners[args.partner];
    const place = city ?? destination ?? origin;
    let params: PartnerSearchParams;
    let label: string;
    if (args.partner === 'flights') {
      if (!destination && !origin) return refusal('A flight search needs a destination (and ideally an origin).');
      params = {
        origin: origin?.iata,
        destination: destination?.iata,
        departDate: args.depart_date,
        returnDate: args.return_date,
        adults: args.adults,
      };
      label =
        origin && destination
          ? `Flights ${origin.name} → ${destination.name}`
          : destination
            ? `Flights to ${destination.name}`
            : `Flights from ${origin!.name}`;
    } else {
      const where = city ?? destination;
      params = {
        city: where?.name,
        origin: args.partner === 'transfers' || args.partner === 'lounges' ? (origin?.iata ?? origin?.name) : undefined,
        country: args.partner === 'esim' ? where?.country : undefined,
        lat: args.partner === 'hotels' || args.partner === 'cars' ? where?.lat : undefined,
        lon: args.partner === 'hotels' || args.partner === 'cars' ? where?.lon : undefined,
        departDate: args.depart_date,
        returnDate: args.return_date,
        adults: args.partner === 'hotels' ? args.adults : undefined,
        query: args.query,
      };
      const at = where?.name ?? origin?.name;
      label = `${partner.label}${args.query ? `: ${args.query}` : ''}${at ? ` in ${at}` : ''}`;
    }
    const link: AstraLink = { partner: args.partner, label, params: withoutEmpty(params), subId: `astra_${partnerIntent[args.partner]}` };
    const url = buildPartnerUrl(link.partner, link.params, { subId: link.subId, marker: context.partnerMarker, now: context.now });
    return { result: { partner: partner.name, label, url }, link, ...(place ? { place } : {}), intent: partnerIntent[args.partner] };
  },
});

const convertCurrency = defineTool({
  name: 'convert_currency',
  description: `Convert an amount with the app's approximate rate table (for planning, not trading). Currencies: ${currencyCodes.join(', ')}. Shows the traveller a conversion card.`,
  parameters: z.object({
    amount: z.number().positive().max(maxAmount).describe('The amount'),
    from: text('Currency code or name ("USD", "euros")', 30),
    to: text('Currency code or name', 30),
  }),
  async run({ amount, from, to }, context) {
    const source = findCurrency(from);
    const target = findCurrency(to);
    if (!source || !target) return refusal(`Astra converts only ${currencyCodes.join(', ')}.`);
    const table = await context.data.rateTable();
    const { value, rate } = convertAmount(table, amount, source.code, target.code);
    return {
      result: { amount, from: source.code, to: target.code, value, rate, table_date: table.base_date, note: 'approximate rates' },
      card: {
        kind: 'conversion',
        amount,
        from: source.code,
        to: target.code,
        value,
        rate,
        tableDate: table.base_date,
        tableSource: table.source,
      },
      intent: 'currency',
    };
  },
});

const timeInCity = defineTool({
  name: 'time_in_city',
  description: "The local time in a city now, and how far it is from the traveller's own time. Shows the traveller a clock card.",
  parameters: z.object({ city: placeText('The city') }),
  async run({ city }, context) {
    const place = await context.data.findPlace(city);
    if (!place?.timezone) return notFound(city);
    const reading = readClock(context.now, place.timezone, context.timeZone);
    return {
      result: {
        place: place.name,
        timezone: place.timezone,
        time: reading.shortTime,
        date: reading.dateLabel,
        compared_with_traveller: reading.offsetLabel,
      },
      card: {
        kind: 'time',
        place: place.name,
        timezone: place.timezone,
        time: reading.shortTime,
        dateLabel: reading.dateLabel,
        offsetLabel: reading.offsetLabel,
        isNight: reading.isNight,
      },
      place,
      intent: 'time',
    };
  },
});

const packingParameters = z.object({
  destination: placeText('Where the traveller goes'),
  duration_days: z.number().int().min(1).max(packingLimits.maxDays).describe('Length of the trip in days'),
  start_date: isoDate('When the trip starts (sets the season)').optional(),
});

async function packingFor(args: z.output<typeof packingParameters>, context: ToolContext) {
  const place = await context.data.findPlace(args.destination);
  const travelMonth = args.start_date ? Number(args.start_date.slice(5, 7)) : Number(context.now.toISOString().slice(5, 7));
  const list = generatePackingList(
    {
      destination: place?.name ?? args.destination,
      durationDays: args.duration_days,
      travelMonth,
      ...(place?.lat !== undefined ? { place: { name: place.name, country_code: place.country_code, lat: place.lat } } : {}),
    },
    context.newId ?? (() => uuidv7()),
  );
  return { place, list };
}

const packingList = defineTool({
  name: 'packing_list',
  description:
    'What to pack for a trip: the template by category, quantities for its length, weather items for the season and the plug adapter.',
  parameters: packingParameters,
  async run(args, context) {
    const { place, list } = await packingFor(args, context);
    return {
      result: {
        items: list.items.map(({ name, category, quantity }) => ({ name, category, ...(quantity ? { quantity } : {}) })),
        notes: list.notes,
      },
      ...(place ? { place } : {}),
      intent: 'packing',
    };
  },
});

const createTrip = defineTool({
  name: 'create_trip',
  agentOnly: true,
  description: 'Propose a trip for My Trips. The app shows the proposal and saves it only when the traveller accepts.',
  parameters: z.object({
    title: text('A short title ("Lisbon long weekend")', 120),
    start_date: isoDate('First day'),
    end_date: isoDate('Last day'),
    cities: z.array(text('A city of the trip')).max(20).default([]).describe('The cities, in order'),
    notes: z.string().max(2000).default('').describe('Notes for the traveller'),
  }),
  async run(args) {
    const parsed = tripFieldsSchema.safeParse({ ...args, cities: args.cities.map((name) => ({ name })) });
    if (!parsed.success) return refusal(describeIssues(parsed.error.issues));
    const trip = parsed.data;
    return {
      result: { proposed: true, trip, note: 'The traveller sees this proposal and decides; it is not saved yet.' },
      action: { kind: 'create_trip', trip },
      intent: 'trip_plan',
    };
  },
});

const createPriceAlert = defineTool({
  name: 'create_price_alert',
  agentOnly: true,
  description:
    'Propose a price alert (a flight route, or a hotel city). The app shows the proposal and saves it only when the traveller accepts.',
  parameters: z.object({
    alert_type: z.enum(['flight', 'hotel']).default('flight'),
    origin: placeText('Where the flight leaves from (for a hotel: the city)'),
    destination: placeText('Where the flight goes (for a hotel: the city again)'),
    target_price: z.number().positive().max(priceAlertLimits.maxPrice).describe('Alert when the price is at or below this'),
    threshold_percent: z
      .number()
      .int()
      .min(priceAlertLimits.minThreshold)
      .max(priceAlertLimits.maxThreshold)
      .default(priceAlertDefaults.threshold_percent)
      .describe('Also alert on a drop of this many percent'),
  }),
  async run(args, context) {
    const [origin, destination] = await Promise.all([context.data.findPlace(args.origin), context.data.findPlace(args.destination)]);
    if (!origin) return notFound(args.origin);
    if (!destination) return notFound(args.destination);
    // The price watcher prices flight routes between IATA codes.
    const codeOf = (place: AstraPlace) => (args.alert_type === 'flight' ? (place.iata ?? place.name) : place.name);
    const parsed = priceAlertFieldsSchema.safeParse({
      alert_type: args.alert_type,
      origin: codeOf(origin),
      destination: codeOf(destination),
      target_price: Math.round(args.target_price * 100) / 100,
      threshold_percent: args.threshold_percent,
    });
    if (!parsed.success) return refusal(describeIssues(parsed.error.issues));
    const { alert_type, target_price, threshold_percent } = parsed.data;
    const alert = { alert_type, origin: parsed.data.origin, destination: parsed.data.destination, target_price, threshold_percent };
    return {
      result: { proposed: true, alert, note: 'The traveller sees this proposal and decides; it is not saved yet.' },
      action: { kind: 'create_price_alert', alert },
      place: destination,
      intent: 'price_alert',
    };
  },
});

const createPackingList = defineTool({
  name: 'create_packing_list',
  agentOnly: true,
  description:
    'Propose a packing list for the Packing List screen. The app shows the proposal and saves it only when the traveller accepts.',
  parameters: packingParameters,
  async run(args, context) {
    const { place, list } = await packingFor(args, context);
    const destination = place?.name ?? args.destination;
    return {
      result: {
        proposed: true,
        destination,
        items: list.items.length,
        notes: list.notes,
        note: 'The traveller sees this proposal and decides; it is not saved yet.',
      },
      action: {
        kind: 'create_packing_list',
        list: {
          destination,
          duration_days: args.duration_days,
          ...(args.start_date ? { start_date: args.start_date } : {}),
          items: list.items,
          notes: list.notes,
        },
      },
      ...(place ? { place } : {}),
      intent: 'packing',
    };
  },
});

const addClockCity = defineTool({
  name: 'add_clock_city',
  agentOnly: true,
  description: 'Propose adding a city to the World Clock. The app shows the proposal and adds it only when the traveller accepts.',
  parameters: z.object({ city: placeText('The city') }),
  async run({ city }, context) {
    const place = await context.data.findPlace(city);
    if (!place?.timezone) return notFound(city);
    const clockCity = { name: place.name, timezone: place.timezone, flag: flagOf(place.country_code) };
    return {
      result: { proposed: true, city: clockCity, note: 'The traveller sees this proposal and decides; it is not added yet.' },
      action: { kind: 'add_clock_city', city: clockCity },
      place,
      intent: 'clock_add',
    };
  },
});

/** Where a proposed item goes: the trip covering its day when this side knows the trips, else the device picks it. */
async function tripFor(day: string, context: ToolContext): Promise<{ trip?: AstraTrip } | { refusal: ToolOutcome }> {
  const trips = await context.data.trips?.();
  if (!trips) return {};
  const trip = coveringTrip(trips, day);
  return trip
    ? { trip }
    : { refusal: refusal(`None of the traveller's trips covers ${day}. Ask them to make a trip for those dates in My Trips first.`) };
}

// The item schema places an item in a trip, in order; only the device knows either, so the check
// runs with stand-ins that the proposal then leaves out.
const unplaced = { trip_id: '00000000-0000-7000-8000-000000000000', position: '0' } as const;

type PlanItem = { kind: ItineraryKind; day: string; details: Record<string, unknown> };

/**
 * Checks a proposed item with the schema the app saves it with, naming each problem by the tool's
 * own argument (`argumentOf` maps a detail's field to it) so the model knows what to fix.
 */
function checkPlanItem(
  item: PlanItem,
  argumentOf: Record<string, string>,
): { item: ItineraryKindAndDetails & { day: string } } | { issues: string } {
  const parsed = itineraryItemFieldsSchema.safeParse({ ...unplaced, ...item });
  if (parsed.success) {
    const { trip_id: _trip, position: _position, day, ...checked } = parsed.data;
    return { item: { ...checked, day: day ?? item.day } };
  }
  // The day is read from a time the model gave: a problem with that time says it better.
  const ownIssues = parsed.error.issues.filter((issue) => issue.path[0] !== 'day');
  const issues = (ownIssues.length > 0 ? ownIssues : parsed.error.issues).map((issue) => {
    const [first, ...rest] = issue.path[0] === 'details' ? issue.path.slice(1) : issue.path;
    const named = first === undefined ? [] : [argumentOf[String(first)] ?? String(first), ...rest];
    return { path: named, message: issue.message };
  });
  return { issues: describeIssues(issues) };
}

const proposalNote = 'The traveller sees this proposal and decides; it is not saved yet.';
const localDateTimeText = (description: string) =>
  z.string().trim().regex(localDateTimePattern, 'a local date and time like 2027-03-12T21:40').describe(`${description}, YYYY-MM-DDTHH:MM`);
const utcOf = (instant: number) => `${new Date(instant).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Resolves an airport argument: a code, or a city with one airport; else a refusal saying what to send. */
async function airportArgument(typed: string, context: ToolContext): Promise<{ airport: PlanAirport; place: AstraPlace } | ToolOutcome> {
  const place = await context.data.findPlace(typed);
  if (!place) return notFound(typed);
  const details = await context.data.cityDetails(place).catch(() => undefined);
  const airport = airportOf(place, details, typed.trim());
  if (airport) return { airport, place };
  const codes = airportCodesOf(details);
  return refusal(
    codes.length > 1
      ? `${place.name} has more than one airport (${codes.join(', ')}). Call again with the IATA code of the one the traveller flies from or to, or ask them.`
      : `The data knows no airport for ${place.name}. Call again with the airport's three-letter IATA code, or ask the traveller.`,
  );
}

const addFlightToPlan = defineTool({
  name: 'add_flight_to_plan',
  agentOnly: true,
  description:
    "Propose adding a flight to the traveller's trip plan; the app puts it in the trip whose dates cover the departure day. Times are local at each airport, as the ticket shows them. Never guess a time: ask for a missing departure or arrival. The app shows the proposal and saves it only when the traveller accepts.",
  parameters: z.object({
    flight_number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{2}\s?\d{1,4}[A-Za-z]?$/, 'a flight number like BA15')
      .describe('The flight number, like BA15'),
    from: placeText('The departure airport: its IATA code is best'),
    to: placeText('The arrival airport: its IATA code is best'),
    depart_local: localDateTimeText('Departure, local time at the departure airport'),
    arrive_local: localDateTimeText('Arrival, local time at the arrival airport (the next day for an overnight flight)'),
    airline: text('The airline, when the traveller said it', 60).optional(),
    terminal: text('Departure terminal', 20).optional(),
    seat: text('Seat', 10).optional(),
    confirmation: text('Booking reference', 40).optional(),
  }),
  async run(args, context) {
    const [from, to] = await Promise.all([airportArgument(args.from, context), airportArgument(args.to, context)]);
    if (!('airport' in from)) return from;
    if (!('airport' in to)) return to;
    const flightNumber = args.flight_number.replace(/\s+/g, '').toUpperCase();
    const checked = checkPlanItem(
      {
        kind: 'flight',
        day: args.depart_local.slice(0, 10),
        details: {
          from: from.airport,
          to: to.airport,
          depart_local: args.depart_local,
          arrive_local: args.arrive_local,
          airline: args.airline ?? flightNumber.slice(0, 2),
          flight_number: flightNumber,
          ...(args.terminal ? { terminal: args.terminal } : {}),
          ...(args.seat ? { seat: args.seat } : {}),
          ...(args.confirmation ? { confirmation: args.confirmation } : {}),
        },
      },
      { from: 'from', to: 'to', day: 'depart_local' },
    );
    if ('issues' in checked) {
      const departs = toInstant(args.depart_local, from.airport.timezone);
      const lands = toInstant(args.arrive_local, to.airport.timezone);
      const order =
        departs !== undefined && lands !== undefined && lands <= departs
          ? ` As given it leaves ${from.airport.code} at ${utcOf(departs)} and lands at ${to.airport.code} at ${utcOf(lands)}: check the arrival day (an overnight flight lands the next day), or ask the traveller.`
          : '';
      return refusal(`Check the arguments: ${checked.issues}.${order}`);
    }
    const placed = await tripFor(checked.item.day, context);
    if ('refusal' in placed) return placed.refusal;
    const { trip } = placed;
    return {
      result: {
        proposed: true,
        flight: `${flightNumber} ${from.airport.code} → ${to.airport.code}`,
        departs: `${args.depart_local} ${from.airport.timezone}`,
        arrives: `${args.arrive_local} ${to.airport.timezone}`,
        trip: trip?.title ?? 'the trip whose dates cover the departure day',
        note: proposalNote,
      },
      action: { kind: 'add_itinerary_item', ...(trip ? { trip_id: trip.id, trip_title: trip.title } : {}), items: [checked.item] },
      place: to.place,
      intent: 'itinerary_add',
    };
  },
});

const planKinds = ['stay', 'activity', 'note'] as const;
const dayOrTime = (description: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/, 'a date like 2027-03-12, or a local date and time like 2027-03-12T15:00')
    .describe(`${description}: YYYY-MM-DD, or YYYY-MM-DDTHH:MM local time when the traveller said the time`);
/** A stay given by its days alone gets the usual hotel times, and the model is told so. */
const usualStayTimes = { check_in: '15:00', check_out: '11:00' } as const;

const addToPlan = defineTool({
  name: 'add_to_plan',
  agentOnly: true,
  description:
    "Propose adding a hotel stay, an activity or a note to the traveller's trip plan, on a day of the trip; the app puts it in the trip whose dates cover that day. For flights use add_flight_to_plan. The app shows the proposal and saves it only when the traveller accepts.",
  parameters: z.object({
    kind: z.enum(planKinds).describe('stay: a hotel or other place to sleep; activity: something to do or see; note: a reminder'),
    title: text("The hotel's name (stay), what to do (activity), or the note's text (note)", 2000),
    city: placeText('Where it is; required for a stay').optional(),
    start: dayOrTime("The stay's check-in, the activity's day and start, or the note's day"),
    end: dayOrTime("Stay only: the check-out (a stay's check-out day is after its check-in day)").optional(),
    duration_minutes: z.number().int().min(1).max(itineraryLimits.durationMinutes).optional().describe('Activity only: how long it lasts'),
    address: text('Stay only: the street address', 300).optional(),
    confirmation: text('Stay only: the booking reference', 40).optional(),
    notes: text('Activity only: notes for the traveller', 2000).optional(),
  }),
  async run(args, context) {
    const found = args.city ? await context.data.findPlace(args.city) : undefined;
    if (args.city && !found) return notFound(args.city);
    const details = found && (await context.data.cityDetails(found).catch(() => undefined));
    const place = found && cityPlaceOf(found, details);
    if (found && !place) return refusal(`The data has no time zone for ${found.name}: try the nearest big city.`);
    const day = args.start.slice(0, 10);
    const hasTime = args.start.length > 10;
    let item: PlanItem;
    if (args.kind === 'stay') {
      if (!place) return refusal('Check the arguments: city: a stay needs its city.');
      if (!args.end) return refusal('Check the arguments: end: a stay needs its check-out day.');
      item = {
        kind: 'stay',
        day,
        details: {
          name: args.title,
          place,
          check_in_local: hasTime ? args.start : `${args.start}T${usualStayTimes.check_in}`,
          check_out_local: args.end.length > 10 ? args.end : `${args.end}T${usualStayTimes.check_out}`,
          ...(args.address ? { address: args.address } : {}),
          ...(args.confirmation ? { confirmation: args.confirmation } : {}),
        },
      };
    } else if (args.kind === 'activity') {
      // A time means nothing without the zone of the place it happens at.
      if (hasTime && !place) return refusal('Check the arguments: city: say where the activity is, so its start time has a time zone.');
      item = {
        kind: 'activity',
        day,
        details: {
          title: args.title,
          ...(place ? { place } : {}),
          ...(hasTime ? { start_local: args.start } : {}),
          ...(args.duration_minutes ? { duration_minutes: args.duration_minutes } : {}),
          ...(args.notes ? { notes: args.notes } : {}),
        },
      };
    } else {
      item = { kind: 'note', day, details: { text: args.title } };
    }
    const checked = checkPlanItem(item, {
      name: 'title',
      title: 'title',
      text: 'title',
      place: 'city',
      day: 'start',
      check_in_local: 'start',
      start_local: 'start',
      check_out_local: 'end',
    });
    if ('issues' in checked) return refusal(`Check the arguments: ${checked.issues}.`);
    const placed = await tripFor(day, context);
    if ('refusal' in placed) return placed.refusal;
    const { trip } = placed;
    const assumed =
      args.kind === 'stay' && (!hasTime || args.end!.length === 10)
        ? {
            times: `Check-in ${usualStayTimes.check_in} and check-out ${usualStayTimes.check_out} assumed where no time was given; the traveller can change them.`,
          }
        : {};
    return {
      result: {
        proposed: true,
        item: itemTitle(checked.item),
        day,
        ...assumed,
        trip: trip?.title ?? 'the trip whose dates cover that day',
        note: proposalNote,
      },
      action: { kind: 'add_itinerary_item', ...(trip ? { trip_id: trip.id, trip_title: trip.title } : {}), items: [checked.item] },
      ...(found ? { place: found } : {}),
      intent: 'itinerary_add',
    };
  },
});

export const astraTools: readonly AstraTool[] = [
  searchCities,
  cityDetails,
  partnerLink,
  convertCurrency,
  timeInCity,
  packingList,
  createTrip,
  createPriceAlert,
  createPackingList,
  addClockCity,
  addFlightToPlan,
  addToPlan,
];

/** The tools offered to the model: the Agent Mode ones only when Agent Mode is on. */
export function toolsFor(agentMode: boolean): AstraTool[] {
  return astraTools.filter((tool) => agentMode || !tool.agentOnly);
}
