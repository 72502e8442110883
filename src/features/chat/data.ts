// The chat's data: sending a message to POST /api/chat, answering on the device when there is no
// connection (the same engine over the cities, rates and clocks this device has), and applying
// Agent Mode proposals through the same write modules as the screens (src/db/trips.ts and its
// siblings), so they work offline and sync like any change.
import { db, type TripRow } from '../../db/database';
import { apiRequest, ApiRequestError } from '../../lib/api-client';
import { isOnline } from '../../lib/connectivity';
import { loadBundledCities } from '../../lib/bundled-cities';
import { answer } from '../../domain/astra/engine';
import { metroAreaOfAirport, metroAreaOfCity, metroAreaOfCode } from '../../domain/astra/metro-codes';
import { lookupAirportWords, typedAirportName } from '../../domain/astra/airport-words';
import { isHyphenHead } from '../../domain/astra/place-aliases';
import { isNotableNamesake, maxPlaceChars, namesakeNote, placeInOrder } from '../../domain/astra/place-lookup';
import { loadOfflineWorld, type OfflineWorld } from '../../lib/offline-world';
import { airportToFlyTo } from '../../domain/city-details';
import type { ChatResponse } from '../../domain/astra/chat-protocol';
import type { AstraAction, AstraData, AstraMemory, AstraPlace, AstraReply, AstraTrips } from '../../domain/astra/types';
import { asksAboutMyTrips } from '../../domain/astra/answers/my-trips';
import { normaliseName, type BundledSearchEntry, type CityDetails } from '../../domain/cities';
import { builtInRateTable, type RateTable } from '../../domain/currency';
import { uuidv7 } from '../../domain/ids';
import { packingCategories, packingLimits, packingListFieldsOf } from '../../domain/packing';
import { tripFieldsSchema } from '../../domain/trips';
import { priceAlertFieldsSchema } from '../../domain/price-alerts';
import { isKnownLocale } from '../../domain/device-locale';
import { deviceTimeZone, isValidTimeZone } from '../../domain/world-clock';
import { addClockCity, ClockCityError, removeClockCity } from '../../db/clock-cities';
import { createPackingList, deletePackingList } from '../../db/packing-lists';
import { createPriceAlert, deletePriceAlert, priceAlertLabel } from '../../db/price-alerts';
import { createTrip, deleteTrip, tripLabel } from '../../db/trips';
import {
  createItineraryItem,
  deleteItineraryItem,
  ItineraryItemError,
  itineraryItemLabel,
  type NewItineraryItem,
} from '../../db/itinerary-items';
import { itineraryItemFieldsSchema } from '../../domain/itinerary-schema';
import { addDays as addIsoDays } from '../../domain/itinerary-rules';

/** A fresh id each time the chat appears (the spec's client-made session id). */
export function newSessionId(): string {
  return uuidv7();
}

/** An answer and where it came from: the server (engine or LLM), or this device with no connection. */
export type ChatAnswer = AstraReply & { source: 'engine' | 'llm' | 'device' };

function isDetails(value: unknown): value is CityDetails {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CityDetails).slug === 'string' &&
    Array.isArray((value as CityDetails).quick_facts)
  );
}

function placeFromDetails(details: CityDetails): AstraPlace {
  // (The code flights are searched with, as on the server: Singapore is SIN, not the nearer Seletar.)
  const iata = metroAreaOfCity(details.slug, details.country_code)?.code ?? airportToFlyTo(details.name, details.airports)?.iata;
  // (A town has no kind, as on the server: the engine reads a kind as an airport or a country.)
  return {
    name: details.name,
    country: details.country,
    country_code: details.country_code,
    slug: details.slug,
    lat: details.lat,
    lon: details.lon,
    timezone: details.timezone,
    population: details.population,
    ...(iata ? { iata } : {}),
  };
}

function placeFromEntry(entry: BundledSearchEntry, world: OfflineWorld | undefined): AstraPlace {
  const iata = metroAreaOfCity(entry.slug, entry.country_code)?.code ?? (world ? world.flightCode(entry) : entry.iata);
  return {
    name: entry.name,
    country: entry.country,
    country_code: entry.country_code,
    slug: entry.slug,
    lat: entry.lat,
    lon: entry.lon,
    timezone: entry.timezone,
    population: entry.population,
    ...(iata ? { iata } : {}),
  };
}

/**
 * An airport by its code as the city it serves (kind 'airport', with its own name), as the server's
 * findAirport answers; none where it serves no town of the lists, as the server finds none in its
 * index (the lists hold every town the server's airports serve: world.json).
 */
function airportPlace(world: OfflineWorld, code: string): AstraPlace | undefined {
  const airport = world.airportByCode.get(code);
  const served = airport && world.servedBy(code);
  if (!airport || !served) return undefined;
  return { ...placeFromEntry(served, world), kind: 'airport', iata: code, airport_name: airport.name };
}

/** A code typed ("LIN", "BOS"): its metropolitan area's city where it is one, else the city its airport serves. */
function placeOfCode(world: OfflineWorld | undefined, code: string): AstraPlace | undefined {
  if (!world) return undefined;
  const metro = metroAreaOfCode(code) ?? metroAreaOfAirport(code);
  const metroCity = metro ? world.entries.get(metro.slug) : undefined;
  // (As on the server, a code is the town with that code to fly with, of no kind: "LHR" is London.)
  if (metroCity) return { ...placeFromEntry(metroCity, world), iata: code };
  const airport = airportPlace(world, code);
  if (!airport) return undefined;
  const { airport_name: _name, kind: _kind, ...place } = airport;
  return place;
}

/** The towns an airport may be called after ("Milan Malpensa"): the one it serves, its own name, its metropolitan area's. */
function townsOfAirport(world: OfflineWorld, code: string): string[] {
  const metro = metroAreaOfAirport(code);
  return [world.servedBy(code)?.name, world.airportByCode.get(code)?.name, metro ? world.entries.get(metro.slug)?.name : undefined].filter(
    (name): name is string => Boolean(name),
  );
}

/** Places by name: the first kept for a name answers it; `namesakes` holds every place of the name, biggest first. */
type NameIndex<T> = { byName: Map<string, T>; namesakes: Map<string, T[]> };

function nameIndex<T>(): NameIndex<T> {
  return { byName: new Map(), namesakes: new Map() };
}

function keepName<T extends { slug?: string }>(index: NameIndex<T>, key: string, place: T): void {
  if (!index.byName.has(key)) index.byName.set(key, place);
  const all = index.namesakes.get(key) ?? [];
  if (!all.some((known) => known.slug === place.slug)) all.push(place);
  index.namesakes.set(key, all);
}

/** "Chamonix" for Chamonix-Mont-Blanc: a hyphenated name by its first part, where no place has that name itself. */
function keepHyphenHeads<T extends { name: string }>(index: NameIndex<T>, taken: (head: string) => boolean): void {
  for (const [name, namesakes] of [...index.namesakes]) {
    const head = name.split(' ')[0]!;
    const place = namesakes[0]!;
    if (head !== name && place.name.includes('-') && normaliseName(place.name.split('-')[0]!) === head && isHyphenHead(head))
      if (!taken(head)) index.byName.set(head, place);
  }
}

/** The offline lists (tens of thousands of places) by name and alias, and each country by its name. */
type ListIndex = NameIndex<BundledSearchEntry> & {
  /** A country by its name in the facts: its capital, else its biggest city ("norway" is Oslo). */
  byCountry: Map<string, BundledSearchEntry>;
  bySlug: ReadonlyMap<string, BundledSearchEntry>;
};

/** The lists are static files: indexed once per page, not for every message (or every span the engine asks about). */
const listIndexes = new WeakMap<readonly BundledSearchEntry[], ListIndex>();

function indexLists(search: readonly BundledSearchEntry[], world: OfflineWorld | undefined): ListIndex {
  const known = listIndexes.get(search);
  if (known) return known;
  const index: ListIndex = {
    ...nameIndex<BundledSearchEntry>(),
    byCountry: new Map(),
    bySlug: world?.entries ?? new Map(search.map((entry) => [entry.slug, entry])),
  };
  // ("A hotel in valencia" is Spain's, as on the server, though Venezuela's is bigger: the lists mark the server's choice.)
  for (const city of search) if (city.likeliest) keepName(index, normaliseName(city.name), city);
  for (const city of search) for (const name of [city.name, ...(city.aliases ?? [])]) keepName(index, normaliseName(name), city);
  keepHyphenHeads(index, (head) => index.byName.has(head));
  if (world) {
    for (const [name, city] of world.byCountryName) {
      // ("Hong Kong": where the capital is on no list, the country's town of its own name is the town, as on the server.)
      const facts = world.countries[city.country_code];
      if (facts && city.slug !== facts.capitalSlug && index.byName.get(name)?.country_code === city.country_code) continue;
      index.byCountry.set(name, city);
    }
  } else {
    // (A country is its biggest city of the search list where the country facts could not be read.)
    for (const city of search)
      if (!index.byCountry.has(normaliseName(city.country))) index.byCountry.set(normaliseName(city.country), city);
  }
  listIndexes.set(search, index);
  return index;
}

/** An entry of the lists as a place, made once (its flight code may be worked out from the airports on first read). */
const entryPlaces = new WeakMap<BundledSearchEntry, AstraPlace>();
const placeOfEntry = (entry: BundledSearchEntry, world: OfflineWorld | undefined): AstraPlace => {
  let place = entryPlaces.get(entry);
  if (!place) entryPlaces.set(entry, (place = placeFromEntry(entry, world)));
  return place;
};

type DevicePlaces = {
  /** The popular guides and the cities opened on this device: read for every message, as one may be opened between two. */
  details: NameIndex<AstraPlace> & { byCode: Map<string, AstraPlace>; regions: Map<string, string> };
  lists: ListIndex;
  /** Every country, airport and city of the offline lists (offline-world.ts); undefined where the bundled files could not be read. */
  world?: OfflineWorld;
};

/**
 * The places this device knows, read once per message (the engine asks about many spans of one
 * message): the popular guides and opened cities first, then the offline lists (offline-world.ts,
 * indexed once per page), by name and alias, by airport code, and each country by its capital (else
 * its biggest city: the lists are ordered by population).
 */
async function loadDevicePlaces(): Promise<DevicePlaces> {
  const [bundled, cached, world] = await Promise.all([
    loadBundledCities().catch(() => undefined),
    db.cities.toArray().catch(() => []),
    loadOfflineWorld().catch(() => undefined),
  ]);
  // (The search list and the other places of world.json; the search list alone where the world file could not be read.)
  const lists = indexLists(world?.places ?? bundled?.search ?? [], world);
  const details: DevicePlaces['details'] = { ...nameIndex<AstraPlace>(), byCode: new Map(), regions: new Map() };
  for (const city of [...(bundled?.cities ?? []), ...cached.map((row) => row.details).filter(isDetails)]) {
    const place = placeFromDetails(city);
    if (city.admin) details.regions.set(city.slug, city.admin);
    keepName(details, normaliseName(city.name), place);
    for (const code of [...city.iata, metroAreaOfCity(city.slug, city.country_code)?.code])
      if (code && !details.byCode.has(code)) details.byCode.set(code, { ...place, iata: code });
  }
  keepHyphenHeads(details, (head) => details.byName.has(head) || lists.byName.has(head));
  return { details, lists, ...(world ? { world } : {}) };
}

/** A name's places, the guides' and opened cities' first, then the lists', each once. */
function namesakesOf(known: DevicePlaces, key: string): AstraPlace[] {
  const places = [
    ...(known.details.namesakes.get(key) ?? []),
    ...(known.lists.namesakes.get(key) ?? []).map((entry) => placeOfEntry(entry, known.world)),
  ];
  return places.filter((place, index) => places.findIndex((other) => other.slug === place.slug) === index);
}

/** What this device knows without a connection: the bundled cities, the cities opened before, the newest stored rates. */
export function deviceAstraData(): AstraData {
  let places: Promise<DevicePlaces> | undefined;
  return {
    async findPlace(text) {
      const typed = text.trim();
      const [name = '', ...rest] = typed.split(',');
      const wanted = normaliseName(name);
      if (!wanted || typed.length > maxPlaceChars) return undefined;
      const known = await (places ??= loadDevicePlaces());
      // "Paris, TX", "Toledo, Spain": the part after the comma picks among the namesakes by country (or says none is known).
      const qualifier = normaliseName(rest.join(' '));
      // "St Andrews" is "Saint Andrews" in the data for some namesakes, and the other way round: both spellings are looked up, as on the server.
      const otherSpelling = /^st /.test(wanted)
        ? wanted.replace(/^st /, 'saint ')
        : /^saint /.test(wanted)
          ? wanted.replace(/^saint /, 'st ')
          : '';
      const town = (): AstraPlace | undefined => {
        if (!qualifier) {
          const named = known.details.byName.get(wanted);
          if (named) return named;
          const key = known.lists.byName.has(wanted) ? wanted : otherSpelling;
          const listed = key ? known.lists.byName.get(key) : undefined;
          if (!listed) return undefined;
          const place = placeOfEntry(listed, known.world);
          if (/^[A-Za-z]{3}$/.test(typed)) return place;
          // "Portland": the namesake passed over, or a smaller one of note, is named beside it, as on the server.
          const candidates = [...(known.lists.namesakes.get(key) ?? [])].sort((a, b) => b.population - a.population).slice(0, 4);
          const other = candidates[0] !== listed ? candidates[0] : candidates.slice(1).find((city) => isNotableNamesake(city, listed));
          return other ? { ...place, ...namesakeNote(listed, other) } : place;
        }
        const regionOf = (place: AstraPlace) =>
          known.details.regions.get(place.slug ?? '') ?? known.lists.bySlug.get(place.slug ?? '')?.admin ?? '';
        const namesakes = [...namesakesOf(known, wanted), ...(otherSpelling ? namesakesOf(known, otherSpelling) : [])];
        const found = namesakes
          .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
          .find((place) => [place.country, place.country_code, regionOf(place)].some((value) => normaliseName(value ?? '') === qualifier));
        // "Portland, Maine": the region typed to pick a namesake is said back with the place, as on the server.
        return found && normaliseName(regionOf(found)) === qualifier ? { ...found, region: regionOf(found) } : found;
      };
      return placeInOrder(typed, {
        country: () => {
          if (qualifier) return undefined;
          const country = known.lists.byCountry.get(wanted.replace(/^the /, ''));
          return country && { ...placeOfEntry(country, known.world), kind: 'country' };
        },
        town: () => {
          const place = town();
          return place && { place, population: place.population ?? 0 };
        },
        code: () => {
          const upper = typed.toUpperCase();
          return known.details.byCode.get(upper) ?? placeOfCode(known.world, upper);
        },
      });
    },
    async findAirport(text, airportContext = false) {
      const { typed: wanted, namedInternational, namedAirport } = typedAirportName(text);
      if (!wanted) return undefined;
      const { world } = await (places ??= loadDevicePlaces());
      if (!world) return undefined;
      const code = lookupAirportWords(world.airportWords, wanted, airportContext, (iata) => townsOfAirport(world, iata), namedAirport);
      const airport = code ? airportPlace(world, code) : undefined;
      // "Rome" or "Tokyo" is the city, not its airport (as on the server).
      return airport && (normaliseName(airport.name) !== wanted || namedInternational || (namedAirport && wanted.length === 3))
        ? airport
        : undefined;
    },
    async cityDetails(place) {
      if (!place.slug) return undefined;
      const bundled = await loadBundledCities().catch(() => undefined);
      const popular = bundled?.cities.find((city) => city.slug === place.slug);
      if (popular) return popular;
      const cached = await db.cities.get(place.slug).catch(() => undefined);
      if (isDetails(cached?.details)) return cached.details;
      // A city of the offline list: its facts and airports made here, as the server makes them for a city with no guide.
      const world = await loadOfflineWorld().catch(() => undefined);
      const entry = world?.entries.get(place.slug);
      return world && entry ? world.details(entry, new Date()) : undefined;
    },
    async countryFacts(countryCode) {
      const facts = (await loadOfflineWorld().catch(() => undefined))?.countries[countryCode];
      return facts ? { name: facts.name, capital: facts.capital, languages: facts.languages, callingCodes: facts.callingCodes } : undefined;
    },
    async countriesWithCallingCode(callingCode) {
      const world = await loadOfflineWorld().catch(() => undefined);
      if (world && Object.keys(world.countries).length > 0)
        return Object.values(world.countries)
          .filter((facts) => facts.callingCodes.includes(callingCode))
          .map((facts) => facts.name)
          .sort((a, b) => a.localeCompare(b));
      // (A city file from before the countries were bundled: the countries of the cities this device has details for.)
      const bundled = await loadBundledCities().catch(() => undefined);
      const cached = await db.cities.toArray().catch(() => []);
      const countries = new Set<string>();
      for (const details of [...(bundled?.cities ?? []), ...cached.map((row) => row.details).filter(isDetails)]) {
        const calling = details.quick_facts.find((fact) => fact.label === 'Calling code')?.value ?? '';
        if (calling.split(/[,\s]+/).includes(`+${callingCode}`)) countries.add(details.country);
      }
      return [...countries].sort();
    },
    async countriesWithCurrency(currencyCode) {
      const world = await loadOfflineWorld().catch(() => undefined);
      if (world && Object.keys(world.countries).length > 0)
        return Object.values(world.countries)
          .filter((facts) => facts.currency?.code === currencyCode)
          .map((facts) => facts.name)
          .sort((a, b) => a.localeCompare(b));
      // (A city file from before the countries were bundled: the countries of the cities this device has details for.)
      const bundled = await loadBundledCities().catch(() => undefined);
      const cached = await db.cities.toArray().catch(() => []);
      const countries = new Set<string>();
      for (const details of [...(bundled?.cities ?? []), ...cached.map((row) => row.details).filter(isDetails)]) {
        const currency = details.quick_facts.find((fact) => fact.label === 'Currency')?.value ?? '';
        if (currency.includes(`(${currencyCode}`)) countries.add(details.country);
      }
      return [...countries].sort();
    },
    async trips() {
      const [trips, items] = await Promise.all([db.trips.toArray().catch(() => []), db.itineraryItems.toArray().catch(() => [])]);
      return trips.map((trip) => ({
        id: trip.id,
        title: trip.title,
        start_date: trip.start_date,
        end_date: trip.end_date,
        cities: trip.cities.map((city) => city.name),
        itemCount: items.filter((item) => item.trip_id === trip.id).length,
      }));
    },
    async rateTable() {
      const newest = await db.rateTables
        .orderBy('base_date')
        .last()
        .catch(() => undefined);
      return newest && newest.base_date >= builtInRateTable.base_date
        ? ({ base_date: newest.base_date, source: newest.source, rates: newest.rates } as RateTable)
        : builtInRateTable;
    },
  };
}

/** The device's language, where it has one, so "2/5" is read day or month first as the traveller writes dates. */
function withLocale(): { locale?: string } {
  const locale = typeof navigator === 'undefined' ? undefined : navigator.language;
  return locale && isKnownLocale(locale) ? { locale } : {};
}

/** Answers on this device: the offline path, and the fallback when the network drops mid-send. */
export async function answerOnDevice(message: string, agentMode: boolean, memory: AstraMemory, trips?: AstraTrips): Promise<ChatAnswer> {
  const reply = await answer(message, {
    data: deviceAstraData(),
    now: new Date(),
    timeZone: deviceTimeZone(),
    ...withLocale(),
    agentMode,
    memory,
    offline: true,
    trips: trips ?? (await deviceTrips()),
  });
  return { ...reply, source: 'device' };
}

/**
 * The traveller's trips and their plans as this device holds them (their own and those shared with
 * them: the sync brings no one else's), for "when is my flight" and "what's on tomorrow".
 */
export async function deviceTrips(): Promise<AstraTrips> {
  const [trips, items, members] = await Promise.all([
    db.trips.toArray().catch(() => []),
    db.itineraryItems.toArray().catch(() => []),
    db.tripMembers.toArray().catch(() => []),
  ]);
  return { trips, items, members };
}

/**
 * Questions about the traveller's own trips: the server has no trips, this device has them. `trips`
 * lets a companion's name count ("when does Mia's flight land").
 */
export function isAboutMyTrips(message: string, memory: AstraMemory, trips?: AstraTrips): boolean {
  const lower = message.toLowerCase();
  return (
    asksAboutMyTrips(lower, trips) ||
    (Boolean(memory.aboutTrips) &&
      /^(?:and|what about|how about)\b|\b(?:address|confirmation|phone|check-?(?:in|out)|seat|reference)\b/.test(lower))
  );
}

/**
 * Sends a message. Online it goes to the server; with no connection (or when the request cannot
 * reach the server) the device answers. A server error is thrown: the chat shows the spec's toast.
 */
export async function sendChatMessage(input: {
  message: string;
  sessionId: string;
  agentMode: boolean;
  memory: AstraMemory;
}): Promise<ChatAnswer> {
  if (!isOnline()) return answerOnDevice(input.message, input.agentMode, input.memory);
  // (Read once: who shares their trips tells a question about a companion's flight, and the device answers from the same.)
  const trips = await deviceTrips();
  if (isAboutMyTrips(input.message, input.memory, trips)) return answerOnDevice(input.message, input.agentMode, input.memory, trips);
  try {
    const response = await apiRequest<ChatResponse>('/chat', {
      method: 'POST',
      body: {
        message: input.message,
        session_id: input.sessionId,
        agent_mode: input.agentMode,
        time_zone: deviceTimeZone(),
        ...withLocale(),
      },
    });
    return { ...response, source: response.source };
  } catch (error) {
    if (error instanceof ApiRequestError && error.isNetworkError)
      return answerOnDevice(input.message, input.agentMode, input.memory, trips);
    throw error;
  }
}

/** What an applied proposal changed, where to see it, and how to take it back. */
export type AppliedAction = { summary: string; href: string; linkLabel: string; undo: () => Promise<void> };

export class ActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionError';
  }
}

const firstIssue = (error: { issues: Array<{ message: string }> }) => error.issues[0]?.message ?? 'Check the details.';

type ItineraryProposal = Extract<AstraAction, { kind: 'add_itinerary_item' }>;

/**
 * The trip a proposal goes to: the one it names, else (an answer from the server, which has no
 * trips) the trip covering a dated item's day, or for ideas the earliest empty trip to their city.
 */
async function proposalTrip(action: ItineraryProposal): Promise<TripRow> {
  if (action.trip_id) {
    const named = await db.trips.get(action.trip_id);
    if (!named) throw new ActionError('That trip is no longer on this device.');
    return named;
  }
  const trips = (await db.trips.toArray()).sort((a, b) => a.start_date.localeCompare(b.start_date));
  const day = action.items.find((item) => item.day)?.day;
  if (day) {
    const covering = trips.find((trip) => trip.start_date <= day && day <= trip.end_date);
    if (!covering) throw new ActionError(`None of your trips covers ${day}. Make a trip for those dates in My Trips first.`);
    return covering;
  }
  const city = normaliseName(action.city ?? '');
  const today = new Date().toISOString().slice(0, 10);
  for (const trip of trips) {
    if (trip.end_date < today || !trip.cities.some((entry) => normaliseName(entry.name) === city)) continue;
    if ((await db.itineraryItems.where('trip_id').equals(trip.id).count()) === 0) return trip;
  }
  throw new ActionError(`Make a trip to ${action.city ?? 'that city'} first in My Trips, or tell me the dates.`);
}

/** Adds a proposal's items to its trip, all checked first, so a refused item leaves nothing half added. */
async function applyItineraryProposal(action: ItineraryProposal): Promise<AppliedAction> {
  const trip = await proposalTrip(action);
  const items = action.items.map((proposed) => {
    const day = proposed.day ?? (proposed.day_index !== undefined ? addIsoDays(trip.start_date, proposed.day_index) : null);
    const parsed = itineraryItemFieldsSchema.safeParse({
      trip_id: trip.id,
      kind: proposed.kind,
      // Ideas for more days than the trip has go to its last day.
      day: day !== null && day > trip.end_date ? trip.end_date : day,
      position: '0',
      details: proposed.details,
    });
    if (!parsed.success) throw new ActionError(`I couldn't add that to your plan: ${firstIssue(parsed.error)}`);
    const { position: _position, ...fields } = parsed.data;
    return fields;
  });
  const added: Array<{ id: string } & NewItineraryItem> = [];
  const undo = async () => {
    for (const item of [...added].reverse()) await deleteItineraryItem(item);
  };
  try {
    for (const fields of items) added.push({ ...fields, id: await createItineraryItem(fields) });
  } catch (error) {
    await undo();
    if (error instanceof ItineraryItemError) throw new ActionError(`I couldn't add that to your plan: ${error.message}`);
    throw error;
  }
  const first = added[0]!;
  const summary =
    added.length === 1
      ? `${itineraryItemLabel(first)} added to ${trip.title}`
      : `${added.length} ${added.length === 1 ? 'idea' : 'ideas'} added to ${trip.title}`;
  return { summary, href: `/trips/${trip.id}`, linkLabel: 'Open the trip', undo };
}

/** Applies an Agent Mode proposal on this device. Throws ActionError with a message a traveller can act on. */
export async function applyAction(action: AstraAction): Promise<AppliedAction> {
  switch (action.kind) {
    case 'create_trip': {
      const parsed = tripFieldsSchema.safeParse(action.trip);
      if (!parsed.success) throw new ActionError(`I couldn't add that trip: ${firstIssue(parsed.error)}`);
      const trip = parsed.data;
      const id = await createTrip(trip);
      return {
        summary: `Trip “${tripLabel(trip)}” added, ${trip.start_date} to ${trip.end_date}`,
        href: '/trips',
        linkLabel: 'Open My Trips',
        undo: () => deleteTrip({ ...trip, id }),
      };
    }
    case 'create_price_alert': {
      const parsed = priceAlertFieldsSchema.safeParse({ ...action.alert, is_active: true });
      if (!parsed.success) throw new ActionError(`I couldn't set that alert: ${firstIssue(parsed.error)}`);
      const alert = parsed.data;
      const id = await createPriceAlert(alert);
      return {
        summary: `Price alert ${priceAlertLabel(alert)} below ${alert.target_price} set`,
        href: '/price-alerts',
        linkLabel: 'Open Price Alerts',
        undo: () => deletePriceAlert({ ...alert, id }),
      };
    }
    case 'create_packing_list': {
      const { list } = action;
      const now = new Date();
      // The packing screen opens the list Astra just made.
      const row = await createPackingList(
        packingListFieldsOf(
          {
            destination: list.destination.trim().slice(0, packingLimits.maxDestinationChars) || 'My trip',
            duration_days: Math.min(Math.max(Math.round(list.duration_days) || 1, 1), packingLimits.maxDays),
            items: list.items
              .filter(
                (item) =>
                  (packingCategories as readonly string[]).includes(item.category) &&
                  typeof item.name === 'string' &&
                  item.name.trim() !== '',
              )
              .map((item) => ({
                id: uuidv7(),
                name: item.name.trim().slice(0, packingLimits.maxItemChars),
                category: item.category,
                checked: false,
                ...(item.quantity ? { quantity: item.quantity } : {}),
                ...(item.note ? { note: item.note } : {}),
              })),
            notes: list.notes,
            ...(list.start_date ? { start_date: list.start_date } : {}),
          },
          now,
        ),
      );
      return {
        summary: `Packing list for ${row.destination} (${row.duration_days} days, ${row.items.length} items) saved`,
        href: '/packing-list',
        linkLabel: 'Open Packing List',
        undo: () => deletePackingList(row.id),
      };
    }
    case 'add_clock_city': {
      const { city } = action;
      if (!isValidTimeZone(city.timezone)) throw new ActionError(`I don't know the time zone ${city.timezone}.`);
      try {
        await addClockCity(city);
      } catch (error) {
        if (error instanceof ClockCityError) throw new ActionError(`${city.name}'s time zone is already on your world clock.`);
        throw error;
      }
      return {
        summary: `${city.name} added to your world clock`,
        href: '/world-clock',
        linkLabel: 'Open World Clock',
        // The clock keeps at least one city: undoing the only one left leaves it.
        undo: () =>
          removeClockCity(city.timezone).catch((error: unknown) => {
            if (!(error instanceof ClockCityError)) throw error;
          }),
      };
    }
    case 'add_itinerary_item':
      return applyItineraryProposal(action);
  }
}
