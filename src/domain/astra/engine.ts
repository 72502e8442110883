// The Astra engine: answer(message, context) → AstraReply. Pure TypeScript, so the same engine
// answers on the server (over the city index) and on a device with no connection (over the
// cities it has). It reads dates, places, travellers and amounts (dates.ts, extract.ts), picks
// what the traveller wants (intents.ts) and answers only from real data: partner links built by
// the partner registry, city facts from the city data, rates from a dated rate table. It never
// states a price it does not have, and in Agent Mode it proposes the app's own actions, never a
// booking or a payment.
// The answers themselves, one file per group of intents, are in answers/.
import { normaliseName } from '../cities';
import { metroAreaOfCode } from './metro-codes';
import { plainEnglish } from './plain-english';
import type { Currency } from '../currency';
import { addDays, findDates, monthNames, readsDayFirst, todayIn, toIso } from './dates';
import {
  blankSpan,
  findAmount,
  findCurrencies,
  findPlaceList,
  findPlaces,
  findTargetPrice,
  findTravellers,
  maxTravellers,
  isStopWord,
  workpieceOf,
  type Workpiece,
} from './extract';
import { guessAsk, type AskModel } from './ask-model';
import askModelCounts from './ask-model.json';
import { rankJoins, type JoinModel } from './join-model';
import joinModelWeights from './join-model.json';
import { scoreIntents } from './intents';
import { withStayNights } from './stay-nights';
import { askingPart, cardinalWords, oneSlipApart, oneSlipSpellings } from './text';
import type { AstraContext, AstraEntities, AstraIntent, AstraMemory, AstraPlace, AstraReply } from './types';
import { astraIntents } from './types';
import { answerClockAdd, answerPriceAlert, answerTripPlan } from './answers/agent-mode';
import { answerNamedAirports, namedAirports } from './answers/airports';
import { answerCityInfo } from './answers/city-info';
import {
  answerCallingCodeOwner,
  answerCountryFacts,
  answerCurrencyOwners,
  callingCodeAsked,
  currencyOwnersAsked,
  findFactTopics,
  type FactTopic,
} from './answers/country-facts';
import { airportTransportLimit, dataLimitOf, directionsLimit } from './answers/limits';
import { answerMyTrips, asksAboutMyTrips, asksFactForTheirTrip, asksTheirLeg } from './answers/my-trips';
import { answerItineraryAdd } from './answers/itinerary';
import { answerCurrency } from './answers/currency';
import { answerPacking, namesSeason, packingKindsOf, withChildren } from './answers/packing';
import {
  answerActivities,
  answerCar,
  answerEsim,
  answerFlight,
  answerHotel,
  answerLounge,
  answerTransfer,
  homeAirport,
} from './answers/partner-searches';
import { detailsOf, reply, type Draft, type Reply } from './answers/reply';
import { answerSmallTalk, outOfScope } from './answers/small-talk';
import { answerFlightArrival, answerTime, asksFlightArrival, asksTimeDifference, findClockTime } from './answers/time';

export { astraGreeting } from './answers/small-talk';

type ReadDraft = Draft & {
  scores: ReturnType<typeof scoreIntents>;
  /** The ask model, not the rules, read a question about their own plans. */
  mineByModel?: boolean;
};

const askModel = askModelCounts satisfies AskModel;
/** How sure the ask model must be to speak where the rules are unsure. */
const askModelSure = 0.9;
/** The model's classes that are intents of the engine (the others: "my_trip", "fact", "airport", "limit"). */
const modelIntents: readonly AstraIntent[] = astraIntents.filter((intent) => askModel.classes.includes(intent));

/**
 * Where no rule reads the ask plainly (no score of 4), the ask model's reading, when it is sure: the
 * intent it names goes first, or a question about their own plans is read as one. A follow-up keeps
 * what the conversation asked.
 */
function withAskModel(scores: ReturnType<typeof scoreIntents>, lower: string, memory: AstraMemory | undefined) {
  const ruled = scores[0]?.score ?? 0;
  if (ruled >= 4 || (memory?.lastIntent && isFollowUp(lower))) return { scores };
  const [guess] = guessAsk(askModel, lower);
  if (!guess || guess.probability < askModelSure) return { scores };
  if (guess.ask === 'my_trip') return { scores, mineByModel: true };
  const intent = modelIntents.find((known) => known === guess.ask);
  if (!intent || scores[0]?.intent === intent) return { scores };
  return { scores: [{ intent, score: Math.max(ruled + 1, 2) }, ...scores.filter((score) => score.intent !== intent)] };
}

/** Reads the message: dates first, then travellers, prices and amounts, then places from what is left. */
/** Continents and regions of several countries, which are never the town that shares the name. */
const continents =
  /\b(?:(?:south|north|latin|central) america|(?:south ?east|south|east|central|western) asia|asia|europe|(?:north|west|east|southern|sub-saharan) africa|(?<!south )africa|oceania|antarctica|scandinavia|the balkans|the middle east|the caribbean)\b/g;

async function read(message: string, context: AstraContext, today: Date): Promise<ReadDraft> {
  let piece: Workpiece = workpieceOf(message);
  // "in the us": the country, not the word "us".
  piece = { ...piece, cased: piece.cased.replace(/\b(the) us\b/gi, (_, the: string) => `${the} US`) };
  // "what 3 letter code is tokyo": how a code is described, never a name ("letter" is not "Lester" Pearson).
  for (const described of piece.lower.matchAll(/\b(?:3|three)[- ]letters?\b/g))
    piece = blankSpan(piece, described.index, described[0].length);
  // "I've never been to Asia before. What's the emergency number in Vietnam?": a continent or a region of several
  // countries is no town of that name (Asia in the Philippines, Scandinavia in Wisconsin).
  // (An eSIM is sold for a region: "esim for europe".)
  if (!/\be-?sims?\b|\bsim(?: cards?)?\b|\bmobile data\b|\broaming\b/.test(piece.lower))
    for (const region of piece.lower.matchAll(continents)) piece = blankSpan(piece, region.index, region[0].length);
  const lower = piece.lower;
  // "I've heard it's the rainy season, so what would you suggest I bring?": where the asking part of a long message
  // asks plainly, it says what is wanted; the story's words (the weather, a trip) only set the scene.
  const asked = askingPart(lower);
  const askedScores = asked === lower ? [] : scoreIntents(asked);
  // ("I'm going to Nairobi on safari, could you tell me what plugs they use": a country fact asked is the ask, not the safari.)
  // ("My colleague is flying into Schiphol at the same time as me; how far is the airport from the city centre?": a
  // distance asked is the question, not the story's clock.)
  const whole = scoreIntents(lower);
  const ruled =
    (askedScores[0]?.score ?? 0) >= 4 ||
    (asked !== lower &&
      (findFactTopics(asked).length > 0 || /\bhow (?:far|close)\b|\bdistance\b/.test(asked)) &&
      (askedScores[0]?.score ?? 0) < 2) ||
    // ("How do I get to the city from Schiphol? I land around noon.": where the story's words only tie with what the
    // question asks, the question's intent goes first.)
    ((askedScores[0]?.score ?? 0) >= 3 && whole[0]?.score === askedScores[0]?.score && whole[0]?.intent !== askedScores[0]?.intent)
      ? askedScores
      : whole;

  // ("Lisbon for a long weekend in June" then "flights from Berlin for the 10th": a bare day is in the month talked about.)
  const monthTalkedAbout = context.memory?.travelMonth;
  const monthStart =
    monthTalkedAbout === undefined
      ? undefined
      : `${today.getUTCFullYear() + (monthTalkedAbout < today.getUTCMonth() + 1 ? 1 : 0)}-${String(monthTalkedAbout).padStart(2, '0')}-01`;
  const dates = findDates(
    piece.lower,
    today,
    { dayFirst: readsDayFirst(context.locale, context.timeZone) },
    context.memory?.startDate ?? monthStart,
  );
  // ("car hire in faro" then "from the 2nd to the 9th of sept": days alone after a search change that search's days; the
  // ask model, which has seen days beside hotels most, is not asked.)
  const daysAlone =
    Boolean(context.memory?.lastIntent && bookingIntents.includes(context.memory.lastIntent)) &&
    Boolean(dates.startDate || dates.endDate) &&
    /^(?:\W|\d|\b(?:from|to|the|of|on|for|and|until|till|back|returning|leaving|instead|please|pls|then)\b)*$/.test(dates.rest);
  const { scores, mineByModel } = daysAlone ? { scores: ruled, mineByModel: undefined } : withAskModel(ruled, lower, context.memory);
  const top = scores[0]?.intent;
  piece = {
    lower: dates.rest,
    cased: [...piece.cased].map((char, index) => (dates.rest[index] === ' ' && piece.lower[index] !== ' ' ? ' ' : char)).join(''),
  };
  const entities: AstraEntities = {};
  if (dates.startDate) entities.startDate = dates.startDate;
  if (dates.endDate) entities.endDate = dates.endDate;
  if (dates.durationDays) entities.durationDays = dates.durationDays;
  if (dates.travelMonth) entities.travelMonth = dates.travelMonth;

  // ("tours in kyoto" then "in english?": a language a tour is given in is no town of that name, English in Indiana.)
  for (const language of piece.lower.matchAll(
    /\bin (?:english|french|spanish|german|italian|portuguese|dutch|japanese|chinese|mandarin|arabic|russian|korean)\b/g,
  ))
    piece = blankSpan(piece, language.index, language[0].length);
  // ("a taxi to our villa", "transfer to the apartment": where they stay, named by its kind, is no town of that name, Villa in
  // Italy; with no place named, the place talked about or a question back.)
  for (const lodging of piece.lower.matchAll(
    /\b(?:our|my|the|their|his|her) (?:rented |holiday |private )?(?:villa|apartment|flat|airbnb|chalet|cottage|riad|cabin|condo|lodge|guesthouse)\b(?! (?:airport|station)\b)/g,
  ))
    piece = blankSpan(piece, lodging.index, lodging[0].length);
  const travellers = findTravellers(piece);
  piece = travellers.piece;
  if (travellers.travellers) entities.travellers = travellers.travellers;
  const partyNote = travellers.overLimit ? groupNote(travellers.overLimit) : undefined;

  let currencies: Currency[] = [];
  let howManyCurrency: Currency | undefined;
  if (top === 'price_alert') {
    const target = findTargetPrice(piece);
    piece = target.piece;
    if (target.targetPrice) entities.targetPrice = target.targetPrice;
  }
  if (top === 'currency' || scores.some((score) => score.intent === 'currency' && score.score >= 4)) {
    const amount = findAmount(piece);
    piece = amount.piece;
    if (amount.amount !== undefined) entities.amount = amount.amount;
    const howMany = /\bhow many\s+([a-z]+(?:\s[a-z]+)?)/.exec(piece.lower);
    const named = findCurrencies(piece).map((entry) => entry.currency);
    currencies = amount.symbolCurrency
      ? [amount.symbolCurrency, ...named.filter((currency) => currency.code !== amount.symbolCurrency!.code)]
      : named;
    if (howMany) howManyCurrency = findCurrencies({ lower: howMany[1]!, cased: howMany[1]! })[0]?.currency;
    // Currency words are not places ("pounds", "won").
    for (const entry of findCurrencies(piece)) piece = blankSpan(piece, entry.index, entry.length);
  }
  // Currency names in the plural are not places, whatever the message asks ("do they use pounds or euros"); a
  // singular one may be a word of a name ("Won Pat" airport), so it is blanked only when currency is asked (above).
  for (const entry of findCurrencies(piece))
    if (/s$/.test(piece.lower.slice(entry.index, entry.index + entry.length))) piece = blankSpan(piece, entry.index, entry.length);

  // "My friend Mia set up the Japan trip": the people on their trips are people, not places ("Mia" is not MIA, Miami).
  // (A code typed in capitals stays a code.)
  for (const member of context.trips?.members ?? []) {
    const name = member.display_name.trim();
    if (name.length < 2 || !/^[\p{L}' -]+$/u.test(name)) continue;
    for (const mention of piece.cased.matchAll(new RegExp(`(?<![\\p{L}])${name.replace(/[' -]/g, "[\\s'-]")}(?![\\p{L}])`, 'giu')))
      if (mention[0] !== mention[0].toUpperCase() || mention[0].length > 3) piece = blankSpan(piece, mention.index, mention[0].length);
  }
  // "if we want to pop out", "to head off": a lower-case word between "to" and "out", "up", "off" or "down" is a verb,
  // not a code or a small town (POP), unless it is a big city's own name.
  for (const phrasal of piece.cased.matchAll(/\bto ([a-z]{2,12}) (?:out|up|off|down)\b/g)) {
    const verb = phrasal[1]!;
    const named = await context.data.findPlace(verb);
    if (!named || normaliseName(named.name) !== verb || (named.population ?? 0) < 250_000)
      piece = blankSpan(piece, phrasal.index + 3, verb.length);
  }
  // ("Hotels in Monaco" then "nice instead, it's cheaper": an ordinary word that names a big city, opening a follow-up
  // before "instead", is that city, read as if "in" came before it.)
  const insteadOf = /^\s*([a-z]+) (?:instead|then|rather)\b/.exec(piece.lower);
  if (insteadOf && context.memory?.lastPlace && isStopWord(insteadOf[1]!)) {
    const named = await context.data.findPlace(insteadOf[1]!);
    if (named && named.kind !== 'country' && normaliseName(named.name) === insteadOf[1] && (named.population ?? 0) >= 250_000)
      piece = { lower: `in ${piece.lower}`, cased: `in ${piece.cased}` };
  }
  let places = await findPlaces(piece, context.data);
  // ("We'll be in Lisbon in June … whether they drive on the left like in England?": a place the question compares
  // with is not the place asked about, when another is named.)
  // ("… the same plugs as we do in Germany", "as we have at home in the UK": the traveller's own place, said with a verb.)
  const comparedWith =
    /\b(?:just |exactly )?(?:like|unlike|as)(?: (?:we|i|you) (?:do|have|use|did))? (?:back )?(?:(?:at )?home )?in [^,.;!?]+/.exec(
      piece.lower,
    );
  if (comparedWith) {
    const asked = await findPlaces(blankSpan(piece, comparedWith.index, comparedWith[0].length), context.data);
    if (asked.origin ?? asked.destination ?? asked.place) places = asked;
    // ("… in Lisbon in June: the emergency number there, and whether they drive on the left like in England": with
    // nothing else named, "they" and "there" are the place talked about.)
    else if (context.memory?.lastPlace && /\b(?:there|they|it)\b/.test(piece.lower.slice(0, comparedWith.index))) places = asked;
    // ("Is it the same plug as at home in Germany, and the same side of the road? We are driving up to Denmark": with no
    // place talked about yet, "it" is the place the rest of the message names; home is only what it is compared with.)
    else if (!context.memory?.lastPlace && /\b(?:it|they|the same)\b/.test(piece.lower.slice(0, comparedWith.index))) places = asked;
  }
  // "We are driving through Switzerland on our way to Italy": where they pass through is the place talked about;
  // where they are on their way to is further on.
  const wayTo = /\bon (?:our|my|the|their) way (?:to|back to)\b[^,.;?!]*/.exec(piece.lower);
  // ("A long layover in Doha on the way to Bali. Is there a lounge at the airport": where they change planes, too.)
  if (
    wayTo &&
    /\b(?:through|via|across|layover|stopover|stop-over|connection|connecting|transit)\b/.test(piece.lower.slice(0, wayTo.index))
  ) {
    const passed = await findPlaces(blankSpan(piece, wayTo.index, wayTo[0].length), context.data);
    // (Nor is an airport named after where they are going the one asked about: "Bali" is a word of Denpasar's airport.)
    if (passed.origin ?? passed.destination ?? passed.place) {
      places = passed;
      piece = blankSpan(piece, wayTo.index, wayTo[0].length);
    }
  }
  // "A car in Marrakech … to get us up into the Atlas mountains": a range, a valley or a coast named is where they go
  // from the place, not a town or an airport of that name ("Atlas" is an airport in Brazil), when a place is named too.
  const landform = /\b(?:the )?(?:[a-z'-]+ ){1,2}(?:mountains|mountain range|hills|highlands|valley|desert|coast|lakes|fjords)\b/.exec(
    piece.lower,
  );
  if (landform) {
    const without = blankSpan(piece, landform.index, landform[0].length);
    const elsewhere = await findPlaces(without, context.data);
    if (elsewhere.origin ?? elsewhere.destination ?? elsewhere.place) {
      places = elsewhere;
      piece = without;
    }
  }
  // "flights berlin-vienna": a hyphen between two names in a journey is "to", when both are places
  // (a hyphenated name, "Aix-en-Provence", stays whole because it is found as it is).
  const hyphen = /\b([a-z]{3,})-([a-z]{3,})\b/.exec(piece.lower);
  if ((top === 'flight' || top === 'price_alert') && hyphen && !places.origin && !(places.destination && places.place)) {
    const spaced = (text: string) =>
      `${text.slice(0, hyphen.index)}${hyphen[1]} to ${hyphen[2]}${text.slice(hyphen.index + hyphen[0].length)}`;
    const journey = await findPlaces({ cased: spaced(piece.cased), lower: spaced(piece.lower) }, context.data);
    if (journey.origin && journey.destination && !(places.destination ?? places.place)) places = journey;
  }
  // "one way berlin madrid": two places with no word between them, in a journey, go from the first to the second.
  if ((top === 'flight' || top === 'price_alert') && places.place && !places.origin && !places.destination) {
    const [from, to] = await findPlaceList(piece, context.data, 2);
    if (from && to && from.place.name !== to.place.name) {
      places.origin = from.place;
      places.destination = to.place;
      delete places.place;
    }
  }
  // "A day trip to Toledo from Madrid": on the ground, a name several places share is the one in the
  // other place's country (a flight may well cross an ocean: Manchester to New York).
  const overland = (top !== 'flight' && top !== 'price_alert') || /\b(?:trains?|bus(?:es)?|coach|drive|driving|day trips?)\b/.test(lower);
  if (overland && places.origin && places.destination) {
    const destination = await namesakeIn(places.destination, places.origin, context.data);
    if (destination !== places.destination) places.destination = destination;
    else places.origin = await namesakeIn(places.origin, places.destination, context.data);
  } else if (overland && places.place && (places.origin ?? places.destination)) {
    // "Flying into Heathrow … our hotel in Kensington": the place beside an airport or a city already named.
    places.place = await namesakeIn(places.place, (places.origin ?? places.destination)!, context.data);
  }
  // "I'm in Berlin and want to go to Prague on Saturday": in a journey, where they are now is where it starts.
  if (
    (top === 'flight' || top === 'price_alert') &&
    places.place &&
    places.destination &&
    !places.origin &&
    places.place.name !== places.destination.name &&
    /\b(?:i'?m|i am|we'?re|we are|currently|staying|based|living|live) (?:now |currently |still )?in\b/.test(lower)
  ) {
    places.origin = places.place;
    delete places.place;
  }
  if (places.origin) entities.origin = places.origin;
  if (places.destination) entities.destination = places.destination;
  if (places.place && !places.destination) entities.destination = places.place;

  return {
    intent: top ?? 'unknown',
    entities,
    ...(places.unresolved ? { unresolved: places.unresolved } : {}),
    lower,
    currencies,
    ...(howManyCurrency ? { howManyCurrency } : {}),
    ...(dates.assumed ? { dateNote: dates.assumed } : {}),
    ...(partyNote ? { partyNote, groupSize: travellers.overLimit } : {}),
    piece,
    scores,
    ...(mineByModel ? { mineByModel } : {}),
  };
}

/**
 * How big a namesake in the other place's country must be, beside the place first found, to be the one
 * meant; below `namesakeSmallTown` people the place first found is no stronger a guess than a district.
 */
const namesakeShare = 0.2;
const namesakeSmallTown = 100_000;

/** Within this distance of the other place named, a namesake is the one meant whatever its size ("Lagos" beside Faro). */
const namesakeNearKm = 300;

function kmBetween(a: AstraPlace, b: AstraPlace): number | undefined {
  if (a.lat === undefined || a.lon === undefined || b.lat === undefined || b.lon === undefined) return undefined;
  const radians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * radians;
  const dLon = (b.lon - a.lon) * radians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The place of the same name in the country of `other`, when there is one of a fair size or near it ("Toledo", Spain, beside Madrid). */
async function namesakeIn(place: AstraPlace, other: AstraPlace, data: AstraContext['data'], nearCounts = true): Promise<AstraPlace> {
  if (place.kind || place.country_code === other.country_code || !other.country) return place;
  const namesake = await data.findPlace(`${place.name}, ${other.country}`);
  if (!namesake || namesake.kind || namesake.country_code !== other.country_code || namesake.name !== place.name) return place;
  const near = (kmBetween(namesake, other) ?? Infinity) <= namesakeNearKm;
  const fairSize = (namesake.population ?? 0) >= namesakeShare * (place.population ?? 0) || (place.population ?? 0) < namesakeSmallTown;
  return (nearCounts && near) || fairSize ? namesake : place;
}

/** The intent to answer: what scored best, else a pending question's, else a city question when a place was named. */
/** Words that say nothing beyond a search's details ("from frankfurt, early may, 2 of us"). */
const detailWords = new Set(
  // ("We'll be flying from Berlin.", "cheaper if i go from london?": where from, told or weighed, is a detail too.)
  "from and the of in on at for around about early late mid beginning start end middle us we are it its it's is just please pls then leaving departing flying going out of we'll we'd i'll i'd will would be fly go if i cheaper instead actually".split(
    ' ',
  ),
);

/** Whether a message says only where from, when and how many: every word left is the origin's name or a detail word. */
function saysOnlyDetails(draft: Draft, origin: AstraPlace): boolean {
  const named = new Set(normaliseName(origin.name).split(' '));
  const words = (draft.piece?.lower ?? draft.lower).match(/[\p{L}']+/gu) ?? [];
  return words.every((word) => detailWords.has(word) || named.has(normaliseName(word)));
}

function decideIntent(draft: ReadDraft, memory: AstraMemory): AstraIntent {
  const best = draft.scores[0];
  const weakOnly = !best || best.score < 2;
  if (weakOnly && memory.pendingIntent) return memory.pendingIntent;
  // "and in Porto?", "what about Italy": only a place changes, the question stays.
  if (
    weakOnly &&
    memory.lastIntent &&
    isFollowUp(draft.lower) &&
    (draft.entities.destination ||
      draft.entities.origin ||
      draft.entities.startDate ||
      draft.entities.travelMonth ||
      draft.entities.travellers ||
      (draft.partyNote && bookingIntents.includes(memory.lastIntent)) ||
      (memory.lastIntent === 'packing' && draft.entities.durationDays))
  )
    return memory.lastIntent;
  // "Flights to Tokyo" (Astra asks where from and when) then "from frankfurt, early may, 2 of us": a reply that says only
  // where the search leaves from, with its dates or its party, is that search's details.
  if (
    weakOnly &&
    memory.lastIntent &&
    bookingIntents.includes(memory.lastIntent) &&
    draft.entities.origin &&
    !draft.entities.destination &&
    saysOnlyDetails(draft, draft.entities.origin)
  )
    return memory.lastIntent;
  // "Packing list for Lisbon in May" (a typical length assumed, theirs asked for) then "it's for a week": the length.
  if (weakOnly && memory.lastIntent === 'packing' && draft.entities.durationDays && !draft.entities.origin) return 'packing';
  // ("Packing for Reykjavik in July" then "we'll do some hiking too", "what if I go hiking", "we're taking the kids": the kind
  // of trip, or who comes.)
  if (
    weakOnly &&
    memory.lastIntent === 'packing' &&
    (packingKindsOf(draft.lower, undefined).length > 0 || withChildren.test(draft.lower)) &&
    !draft.entities.origin
  )
    return 'packing';
  // ("How do I get from the airport to the centre in Prague" then "can you book that for me": the transfer offered.)
  if (weakOnly && memory.lastIntent && bookingIntents.includes(memory.lastIntent) && pointsBackToBook.test(draft.lower.trim()))
    return memory.lastIntent;
  // "make it for 2 people returning 20 may leaving 5 may": only the dates or the travellers of the
  // last booking change, with no place and nothing else asked.
  if (
    weakOnly &&
    memory.lastIntent &&
    bookingIntents.includes(memory.lastIntent) &&
    !draft.entities.destination &&
    !draft.entities.origin &&
    (draft.entities.startDate ||
      draft.entities.endDate ||
      draft.entities.travellers ||
      // "make it 5 nights": a new length for the same stay.
      (draft.entities.durationDays && memory.startDate) ||
      // ("flights to oslo" then "in july please": a month alone for the same search.)
      (draft.entities.travelMonth && draft.lower.trim().split(/\s+/).length <= 4) ||
      // ("At the airport" changes the booking; "how far is the airport" asks about the airports.)
      (/\bairport\b/.test(draft.lower) && !/\bhow (?:far|close|long)\b|\bdistance\b|\b(?:which|what) airports?\b/.test(draft.lower)))
  )
    return memory.lastIntent;
  // "The time in Dubai" then "what's the difference with London": the clocks compared.
  if (weakOnly && memory.lastIntent === 'time' && asksTimeDifference(draft.lower)) return 'time';
  // ("Packing for Rome in April" then "and if it rains?": the same list, its rain gear.)
  if (
    memory.lastIntent === 'packing' &&
    /\bif it rains\b|\bfor (?:the )?rain\b|\brain gear\b/.test(draft.lower) &&
    !draft.entities.destination
  )
    return 'packing';
  // ("Car in Lisbon" then "can I return it in Porto?": where the rental is left.)
  if (
    memory.lastIntent === 'car' &&
    /\b(?:drop(?:ping)?|leav(?:e|ing)|return(?:ing)?) (?:it|the car|the rental)(?: off)? (?:in|at)\b/.test(draft.lower)
  )
    return 'car';
  // ("What time is it in Tokyo" then "and the date?": the day there.)
  if (weakOnly && memory.lastIntent === 'time' && /\b(?:date|what day|which day)\b/.test(draft.lower)) return 'time';
  // ("Tours in Athens" then "for kids", "hotels in Rome" then "something near the Vatican": who it is for, or where in the
  // city, narrows the same search.)
  if (
    weakOnly &&
    memory.lastIntent &&
    memory.lastIntent !== 'flight' &&
    bookingIntents.includes(memory.lastIntent) &&
    /^(?:(?:and|also|but|ok|okay|maybe)\s+)*(?:(?:something|somewhere|anything|one|ones|a place|any)\s+(?:near|close to|by|around|next to)\b|(?:near|close to|next to|walking distance (?:to|from|of))\s+(?:the\s+)?\S|(?:for|with)\s+(?:the\s+|my\s+|our\s+|a\s+)?(?:kids|children|family|families|couples?|groups?|seniors|students|teens|toddlers)\b)/.test(
      draft.lower.trim(),
    )
  )
    return memory.lastIntent;
  // ("A transfer from Gatwick to London" then "tomorrow at 6pm": the day and the hour of that ride, not a clock to read.)
  if (
    memory.lastIntent &&
    ['transfer', 'car', 'tours', 'tickets'].includes(memory.lastIntent) &&
    draft.entities.startDate &&
    !draft.entities.destination &&
    !draft.entities.origin &&
    findClockTime(draft.lower) &&
    !/\bwhat time\b|\btime (?:in|is it|there)\b|\bclock\b/.test(draft.lower)
  )
    return memory.lastIntent;
  // ("Make that two tickets, my partner is joining" after a flight search: seats on that flight, no sight to visit.)
  if (
    memory.lastIntent === 'flight' &&
    isFollowUp(draft.lower) &&
    /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine) (?:more )?(?:tickets?|seats?)\b/.test(draft.lower) &&
    !/\b(?:museum|tour|gallery|show|concert|match|game|entry|entrance|admission|park)\b/.test(draft.lower) &&
    // ("… two tickets for the Vatican Museums too", "2 tickets for the alcazar": tickets for something named are a visit,
    // not seats; "two tickets for us", "for the same flight" still are.)
    !/\b(?:tickets?|seats?) (?:for|to) (?!(?:us|me|them|both|all|it|that|this|one|(?:the |that |this )?(?:same )?(?:flight|plane|trip|journey))\b)/.test(
      draft.lower,
    )
  )
    return 'flight';
  if (best) return best.intent;
  if (draft.entities.destination || draft.entities.origin) return 'city_info';
  // "The nearest airport to Salzburg" then "how far is it": the airports again.
  // ("Which airports are near Milan" then "which one is closest to the centre".)
  if (
    memory.lastPlace &&
    memory.lastAspects?.includes('airports') &&
    /\bhow far\b|\bdistance\b|\bhow close\b|\b(?:closest|nearest|closer|nearer)\b/.test(draft.lower)
  )
    return 'city_info';
  // "Tell me about Kyoto" then "how far is the airport": the airports of the place talked about.
  if (memory.lastPlace && /\bairports?\b/.test(draft.lower)) return 'city_info';
  // ("… and is it winter there in July?": the weather of the place talked about.)
  if (memory.lastPlace && cityAspects(draft.lower).includes('weather')) return 'city_info';
  return 'unknown';
}

/**
 * The country facts a message asks for directly ("what plugs in Japan", "driving side in Bali"), or
 * undefined when it asks something else: a conversion with an amount, or a strong ask of another
 * kind (a car rental, a flight) that merely mentions a fact word.
 */
function factQuestion(draft: ReadDraft, intent: AstraIntent): FactTopic[] | undefined {
  const topics = findFactTopics(draft.lower);
  if (topics.length === 0) return undefined;
  // "Is Portugal in the same time zone as Spain": two clocks compared, a time question.
  if (topics.every((topic) => topic === 'timezone') && asksTimeDifference(draft.lower)) return undefined;
  if (
    intent === 'currency' &&
    (draft.entities.amount !== undefined || draft.currencies.length > 1) &&
    !topics.some((topic) => topic !== 'currency')
  )
    return undefined;
  const factIntents: AstraIntent[] = ['city_info', 'time', 'currency', 'car', 'unknown', 'greeting', 'thanks', 'help', 'trip_plan'];
  // ("What kind of plug socket will I find in the hotel room": a fact asked by its kind is the question; the
  // booking word only says where.)
  const askedByKind = /^(?:and\s+)?(?:what|which)\s+(?:kinds?|types?|sorts?)\s+of\b/.test(draft.lower.trim());
  const strongOther = draft.scores.find((score) => !factIntents.includes(score.intent) && score.score >= 5);
  if (strongOther && !askedByKind) return undefined;
  if (intent === 'car' && (draft.scores.find((score) => score.intent === 'car')?.score ?? 0) >= 6 && !topics.includes('driving'))
    return undefined;
  return topics;
}

/** Questions about the traveller's own trips: answered from `context.trips` (the device's), or sent back to the device. */
async function myTripReply(
  message: string,
  draft: ReadDraft,
  context: AstraContext,
  memory: AstraMemory,
  today: Date,
): Promise<AstraReply | undefined> {
  // ("Where are we staying in Tokyo? And what's the time in Singapore now", "… Also I'd love to book a food tour while
  // I'm there": a plain ask of the clock, money or a booking to make is no follow-up about their trips.)
  const top = draft.scores[0];
  const asksElse =
    // ("Where am I staying in Rome?" then "and how do I get there from the airport?": a way there, not the booking again.)
    (/\bhow (?:do|can|should|would) (?:i|we) get (?:there|to|into|from)\b/.test(draft.lower) &&
      !asksAboutMyTrips(draft.lower, context.trips)) ||
    (top !== undefined &&
      top.score >= 4 &&
      (top.intent === 'time' ||
        top.intent === 'currency' ||
        // ("… and is there a lounge at the airport I can wait in?": one to find.)
        (bookingIntents.includes(top.intent) &&
          /\b(?:book|find|search|reserve|get|want|need|like|love|looking|is there|are there)\b/.test(draft.lower)) ||
        // ("When do we fly to Tokyo?" then "and the lounges at Frankfurt?": a kind of search their plans hold none of.)
        (['lounge', 'esim', 'tours', 'tickets'].includes(top.intent) &&
          // ("and the tours?": theirs, pointed at.)
          !/\b(?:the|my|our) (?:flights?|hotels?|stays?|trains?|tours?|activit(?:y|ies))\b/.test(draft.lower))) &&
      // ("And which hotel did I book?" asks about theirs.)
      !asksAboutMyTrips(draft.lower, context.trips)) ||
    // ("When is my flight to Amsterdam?" then "and what's the weather going to be like there?": the place's weather.)
    (cityAspects(draft.lower).includes('weather') && !asksAboutMyTrips(draft.lower, context.trips)) ||
    // ("Where am I staying in Amsterdam?" then "how long is that from the airport": how far out the city's airports are.)
    /\b(?:how (?:long|far)|distance)\b[^?]*\bfrom (?:the )?airports?\b|\bairports?\b[^?]*\bhow (?:long|far)\b/.test(draft.lower);
  const followUp = Boolean(memory.aboutTrips) && isFollowUp(draft.lower) && !findFactTopics(draft.lower).length && !asksElse;
  const detailFollowUp =
    Boolean(memory.aboutTrips) &&
    (/\b(?:address|confirmation|phone|check[- ]?(?:in|out)|the one back|return|seat|booking ref|reference|how long|duration|terminal|gate|the day after|who|organi[sz]ed|coming|bring)\b/.test(
      draft.lower,
    ) ||
      // ("When do we fly out to Tokyo?" then "where's the first hotel?": an item of theirs pointed at by its order.)
      (/\bthe (?:first|second|next|last|other) (?:hotel|stay|flight|train|one)\b/.test(draft.lower) &&
        !/\b(?:book|find|search|reserve|cheap|cheaper|need|want)\b/.test(draft.lower))) &&
    !draft.entities.destination &&
    // ("how long is that from the airport": how far out the airport is, not the booking.)
    !/\b(?:how (?:long|far)|distance)\b[^?]*\bfrom (?:the )?airports?\b/.test(draft.lower) &&
    // ("… and whether we need an adapter for our phone chargers": a country fact, the place talked about kept.)
    !findFactTopics(draft.lower).length;
  if (
    !asksAboutMyTrips(draft.lower, context.trips) &&
    !followUp &&
    !detailFollowUp &&
    !(draft.mineByModel && !asksFactForTheirTrip(draft.lower))
  )
    return undefined;
  // ("and how long is the flight": a word right after "how" is no place, whatever town bears its name.)
  const mentions = draft.piece
    ? (await findPlaceList(draft.piece, context.data)).filter((mention) => !/\bhow\s+$/.test(draft.piece!.lower.slice(0, mention.index)))
    : [];
  // ("I'm on the Tokyo trip with Mia … What's the name of the hotel in Kyoto": a place in the sentence that asks
  // comes before one only told about in the story around it.)
  const asking = draft.piece ? askingSentence(draft.piece.lower) : undefined;
  const inAsking = (mention: (typeof mentions)[number]) =>
    asking !== undefined && mention.index >= asking.start && mention.index < asking.end;
  const places = [...mentions.filter(inAsking), ...mentions.filter((mention) => !inAsking(mention))].map((mention) => mention.place);
  for (const place of [draft.entities.destination, draft.entities.origin]) if (place && !places.length) places.push(place);
  const entities = { ...draft.entities };
  const nextMemory: AstraMemory = { ...memory, aboutTrips: true };
  // "What's on tomorrow" then "and the day after?": the day asked is kept.
  if (draft.entities.startDate) nextMemory.startDate = draft.entities.startDate;
  delete nextMemory.pendingIntent;
  delete nextMemory.lastFacts;
  const place = places[0];
  if (place) nextMemory.lastPlace = place;
  if (!context.trips) {
    return {
      ...reply(
        "I can't see your trips from here: they're kept on your device. Open **My Trips**, or ask me in the app, which answers from them, offline too.",
      ),
      intent: 'unknown',
      entities,
      memory: nextMemory,
    };
  }
  const dayAsked = draft.entities.startDate ?? draft.entities.endDate;
  // ("Which seat do I have on the Amsterdam flight" then "and for the return flight?": the detail asked goes on.)
  const details = (draft.lower.match(/\b(?:seat|terminal|gate)\b/g) ?? []) as Array<'seat' | 'terminal' | 'gate'>;
  const carried = details.length === 0 && (followUp || detailFollowUp) ? (memory.tripDetails ?? []) : [];
  const asked = carried.length ? { ...draft, lower: `${draft.lower} (${carried.join(', ')})` } : draft;
  const result = answerMyTrips(
    {
      draft: asked,
      places,
      // ("What time is my flight home on Saturday": a day read as the end of a search is still the day asked.)
      ...(dayAsked ? { startDate: dayAsked } : {}),
      ...(draft.entities.startDate && draft.entities.endDate ? { endDate: draft.entities.endDate } : {}),
      ...(memory.lastPlace ? { lastPlace: memory.lastPlace } : {}),
      followUp: followUp || detailFollowUp,
      ...(memory.tripSubjects ? { lastSubjects: memory.tripSubjects } : {}),
      ...(memory.tripItems ? { lastItems: memory.tripItems } : {}),
      ...(memory.earlierTripItems ? { earlierItems: memory.earlierTripItems } : {}),
    },
    context.trips,
    context,
    today.toISOString().slice(0, 10),
  );
  void message;
  const { understood, pending: _pending, subjects, shown: items, ...shown } = result;
  if (understood?.destination) nextMemory.lastPlace = understood.destination;
  // ("What time do I land tomorrow" then "and how do I get to the hotel from there": with no place named, the place
  // talked about is where the one item shown is: a flight's or a ride's end, a stay's or an activity's city.)
  else if (!place && items.length === 1) {
    const where = shownItemCity(context.trips.items.find((item) => item.id === items[0]));
    const found = where ? await context.data.findPlace(where) : undefined;
    if (found) nextMemory.lastPlace = found;
  }
  nextMemory.tripSubjects = subjects;
  const detailsNow = [...new Set([...details, ...carried])];
  if (detailsNow.length) nextMemory.tripDetails = detailsNow;
  else delete nextMemory.tripDetails;
  if (items.length) nextMemory.tripItems = items;
  else delete nextMemory.tripItems;
  // (What was shown before stays in reach two turns on: "the flight number again for that first one".)
  const earlier = [...new Set([...(memory.tripItems ?? []), ...(memory.earlierTripItems ?? [])])]
    .filter((id) => !items.includes(id))
    .slice(0, 6);
  if (earlier.length) nextMemory.earlierTripItems = earlier;
  else delete nextMemory.earlierTripItems;
  // "What plugs will I need for my hotel in Rome, and what's its address": a country fact asked beside a question about
  // their trip is the fact of the place of that trip, said after it.
  const worldTopics = findFactTopics(draft.lower).filter((topic) => tripPlaceTopics.includes(topic));
  const factPlace = nextMemory.lastPlace;
  if (worldTopics.length > 0 && factPlace && !factPlace.airport_name) {
    const facts = await answerCountryFacts(worldTopics, draft, { destination: factPlace }, context);
    if (!facts.clarifying && !shown.response.includes(facts.response)) shown.response = `${shown.response}\n\n${facts.response}`;
  }
  return { ...shown, intent: 'unknown', entities, memory: nextMemory };
}

/** The city an item of their plans takes them to or happens in. */
function shownItemCity(item: NonNullable<AstraContext['trips']>['items'][number] | undefined): string | undefined {
  if (!item) return undefined;
  const details = item.details as { to?: { city?: string; name?: string }; place?: { city?: string; name?: string } };
  if (item.kind === 'flight' || item.kind === 'transport') return details.to?.city ?? details.to?.name;
  if (item.kind === 'stay' || item.kind === 'activity') return details.place?.city ?? details.place?.name;
  return undefined;
}

/** The country facts a traveller needs at a place of their own trip ("the plugs at my hotel in Rome"). */
const tripPlaceTopics: readonly FactTopic[] = ['languages', 'currency', 'plugs', 'driving', 'emergency', 'tipping'];

/** The last sentence of a message of several that asks (a question mark, or a question word first), where it starts and ends. */
function askingSentence(lower: string): { start: number; end: number } | undefined {
  const sentences = [...lower.matchAll(/[^.!?]+[.!?]*/g)].filter((sentence) => /\p{L}/u.test(sentence[0]));
  if (sentences.length < 2) return undefined;
  const asks = sentences.filter((sentence) =>
    /\?\s*$|^\s*(?:what|whats|what's|which|when|where|how|who|is|are|do|does|did|can|could|would)\b/.test(sentence[0]),
  );
  const last = asks.at(-1);
  return last ? { start: last.index, end: last.index + last[0].length } : undefined;
}

/** What a city question asked about, carried to a follow-up about another place. */
function cityAspects(lower: string): Array<'weather' | 'airports'> {
  const aspects: Array<'weather' | 'airports'> = [];
  if (
    /\b(?:weather|climate|temperature)\b|\bis it (?:hot|cold|warm|humid|sunny|chilly)\b|\b(?:is it|will it be) (?:\w+ )?(?:winter|summer|spring|autumn|fall)\b/.test(
      lower,
    )
  )
    aspects.push('weather');
  if (/\bairports?\b/.test(lower)) aspects.push('airports');
  return aspects;
}

/** A message that continues the last question with a new subject: "and in Rome?", "what about hotels there?", "how about Italy". */
/** "Can you book that for me", "ok please arrange it": the last search, to book. */
const pointsBackToBook =
  /^(?:(?:yes|yeah|ok|okay|great|perfect),? )?(?:(?:can|could|would) you (?:please )?|please )?(?:book|reserve|arrange|organi[sz]e|sort(?: out)?|find) (?:that|it|this|one)(?: (?:for|4) (?:me|us))?(?: (?:please|pls))?\W*$/;

export function isFollowUp(lower: string): boolean {
  // ("no, from munich", "sorry, cannes": a correction's opening word says the last ask goes on, changed.)
  const corrected = lower.trim().replace(/^(?:no|nope|nah|sorry|oops|wait|hmm)\b[,.!]*\s*/, '');
  if (corrected !== lower.trim() && corrected.length > 0) return true;
  return (
    /^(?:and|what about|how about|(?:the )?same (?:for|in|as|dates|day|days|thing|things|but|again|questions?)|also|then|ok and|(?:oh|ah),? and|what of|actually|instead|but|make it|change it|rather)\b/.test(
      lower.trim(),
    ) ||
    lower.trim().split(/\s+/).length <= 2 ||
    // ("we are 3", "there will be four of us": only the party's size, for the last ask or asks.)
    /^(?:(?:it's |its |it is |that's |and )?for|we(?:'ll| will)? be|we are|we're|there (?:are|will be|'ll be)) (?:now )?(?:all |the )?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: (?:people|persons|adults|guests|travell?ers|of us|now|in total|altogether))*\W*$/.test(
      lower.trim(),
    ) ||
    // "can you make that Dubrovnik instead", "could you change it to Friday".
    /^(?:(?:can|could|would) you |please )?(?:make|change|switch) (?:it|that|this)\b|\binstead\W*$/.test(lower.trim()) ||
    // "could you do the same for Bordeaux", "do that again for the 6th".
    /^(?:(?:can|could|would) you (?:please )?|please )?(?:do|try|repeat) (?:the same|that|this|it)(?: again| search)?(?: for| in| with| but| on)?\b/.test(
      lower.trim(),
    ) ||
    // "is it the same in the uk", "change the pick up date to the 2nd": the last ask again, one thing changed.
    /^(?:is it|is that|are they|does it|do they) (?:the )?same\b/.test(lower.trim()) ||
    // ("in thailand also left?", "for portugal too?": the last question asked of another place, with a word of agreement.)
    /^(?:in|for) [a-z][a-z'. -]{1,30}? (?:also|too|as well)\b[^?]{0,20}\??\s*$/.test(lower.trim()) ||
    // "Are there any in Tokyo the day before as well?": the same thing asked of another place or day. ("Are there any
    // direct flights from Oslo to Rome?", "are there any good walking tours in Marseille": a thing named after "any" is
    // a new question of its own.)
    /^(?:(?:are there|is there|do you have|have you got|got) )?(?:any|some|one)(?: (?:in|at|for|near|around|there|on|else|other|others|left|more|cheaper|closer|nearer|available)\b|\W*$)/.test(
      lower.trim(),
    ) ||
    /^(?:(?:can|could|would) you |please )?(?:change|move|switch) the (?:[a-z-]+ ){0,2}(?:date|day|dates|days)\b/.test(lower.trim()) ||
    pointsBackToBook.test(lower.trim())
  );
}

/** Whether two places are further apart than a ride from an airport goes (about 150 km). */
function farApart(a: { lat?: number; lon?: number }, b: { lat?: number; lon?: number }): boolean {
  if (a.lat === undefined || a.lon === undefined || b.lat === undefined || b.lon === undefined) return false;
  const kmPerDegree = 111.2;
  const dx = (a.lon - b.lon) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180)) * kmPerDegree;
  const dy = (a.lat - b.lat) * kmPerDegree;
  return Math.hypot(dx, dy) > 150;
}

/** "Two days longer", "3 more nights", "one extra day", "a day shorter": how far to move the last day of the dates kept. */
function daysLonger(lower: string): number | undefined {
  const said =
    /\b(\d{1,2}|a|an|one|two|three|four|five|six|seven) (?:more |extra |additional )?(days?|nights?|weeks?) (longer|more|extra|shorter|less|fewer)\b|\b(\d{1,2}|an?|one|two|three|four|five|six|seven) (?:more|extra|additional) (days?|nights?|weeks?)\b|\b(?:extend|lengthen|stretch|prolong)\b[^?.!]*?\bby (\d{1,2}|an?|one|two|three|four|five|six|seven) (days?|nights?|weeks?)\b/.exec(
      lower,
    );
  if (!said) return undefined;
  const words: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
  const count = said[1] ?? said[4] ?? said[6]!;
  const n = words[count] ?? Number(count);
  const unit = (said[2] ?? said[5] ?? said[7]!).startsWith('week') ? 7 : 1;
  return /shorter|less|fewer/.test(said[3] ?? '') ? -n * unit : n * unit;
}

/** Fills what the message left out from the conversation so far ("and a hotel there?"). */
function withMemory(
  intent: AstraIntent,
  entities: AstraEntities,
  memory: AstraMemory,
  pendingFollowUp: boolean,
  followUp = false,
  saysThere = false,
  namedUnknown = false,
): AstraEntities {
  const filled = { ...entities };
  // "Flights from Paris" alone leaves from Paris to anywhere; "how do I get there from London" goes to the place last asked about.
  // (Not where a question about a place names one this side does not know: offline, "nearest airport to hallstatt" after
  // Salzburg is not Salzburg's airports but a question to send when the connection is back. Words of three letters, "pop
  // out", are rarely a town the device's lists lack.)
  if (
    !filled.destination &&
    !namedUnknown &&
    memory.lastPlace &&
    !(intent === 'flight' && filled.origin && !memory.pendingIntent && !followUp && !saysThere) &&
    // ("A transfer from Lisbon airport" then "what about from Faro airport": a ride from a far airport goes to its own city.)
    !(intent === 'transfer' && filled.origin && !saysThere && farApart(filled.origin, memory.lastPlace))
  )
    filled.destination = memory.lastPlace;
  if (
    !filled.origin &&
    memory.lastOrigin &&
    (intent === 'flight' || intent === 'price_alert' || intent === 'transfer' || (intent === 'time' && followUp))
  )
    filled.origin = memory.lastOrigin;
  if (!filled.startDate && memory.startDate && intent !== 'time' && intent !== 'currency') {
    filled.startDate = memory.startDate;
    // ("Make it 5 nights": the length said replaces the last day kept.)
    if (memory.endDate && !filled.endDate && !entities.durationDays) filled.endDate = memory.endDate;
  }
  // "and back on the 12th" after a search with no day out: the way back alone.
  if (!filled.startDate && !filled.endDate && memory.endDate && intent !== 'time' && intent !== 'currency') filled.endDate = memory.endDate;
  if (!filled.travellers && memory.travellers) filled.travellers = memory.travellers;
  // "On the 10th of June … a hotel for 4 nights": a length given with a day kept from before sets the last day.
  if (filled.startDate && !filled.endDate && entities.durationDays && !entities.startDate)
    filled.endDate = toIso(addDays(new Date(`${filled.startDate}T00:00:00Z`), entities.durationDays));
  // (Packing takes the length of the search or the packing answered just before, not of one a few questions back.)
  if (
    !filled.durationDays &&
    memory.durationDays &&
    (intent !== 'packing' || (memory.lastIntent && (memory.lastIntent === 'packing' || bookingIntents.includes(memory.lastIntent))))
  )
    filled.durationDays = memory.durationDays;
  // "A hotel in Rome for 3 nights" then "from the 8th": the length kept sets the last day.
  if (entities.startDate && !filled.endDate && !entities.durationDays && memory.durationDays && bookingIntents.includes(intent))
    filled.endDate = toIso(addDays(new Date(`${entities.startDate}T00:00:00Z`), memory.durationDays));
  if (!filled.targetPrice && memory.targetPrice && pendingFollowUp) filled.targetPrice = memory.targetPrice;
  if (!filled.travelMonth && filled.startDate) filled.travelMonth = Number(filled.startDate.slice(5, 7));
  // ("Flights to Lisbon in May" then "what about Porto": a search asked again of another place keeps its month.)
  if (
    !filled.travelMonth &&
    memory.travelMonth &&
    (intent === 'packing' || intent === 'city_info' || (followUp && !filled.startDate && bookingIntents.includes(intent)))
  )
    filled.travelMonth = memory.travelMonth;
  return filled;
}

/** "sorry", "i mean", "or rather": a place typed is being taken back, and the one after it is meant. */
const correctionMarker =
  /\s*[,;:—–-]?\s*\b(?:sorry|sry|oops|or rather|no wait|i mean|i meant)\b(?:,?\s*(?:i mean|i meant)(?: to say)?)?\s*[,;:—–-]?\s+/giu;

/** The words that name a place, the most words first: the last (or first) one to three words of a piece of text. */
async function placeWords(words: string[], fromEnd: boolean, context: AstraContext): Promise<string | undefined> {
  for (let count = Math.min(3, words.length); count >= 1; count--) {
    const named = (fromEnd ? words.slice(-count) : words.slice(0, count)).join(' ');
    const place = await context.data.findPlace(named);
    // (The words must be the place's name, or its start: "in florence" is not Florence, "new york" is New York City.)
    if (place && normaliseName(place.name).startsWith(normaliseName(named))) return named;
  }
  return undefined;
}

/**
 * "flights to rome, sorry, milan, from hamburg", "tours in florence sorry i mean siena": a place corrected as it is typed
 * is the later one, in the earlier one's place. "sorry i meant milan" after a search: the search again for Milan.
 */
async function withPlaceCorrected(message: string, context: AstraContext): Promise<string> {
  for (const marker of message.matchAll(correctionMarker)) {
    const after = /^[\p{L}'-]+(?:\s+[\p{L}'-]+){0,2}/u.exec(message.slice(marker.index + marker[0].length))?.[0];
    const meant = after ? await placeWords(after.split(/\s+/), false, context) : undefined;
    if (!meant) continue;
    const rest = message.slice(marker.index + marker[0].length + meant.length);
    const typedBefore = message.slice(0, marker.index).trimEnd();
    if (!typedBefore && context.memory?.lastIntent && /^\s*(?:instead|then|please|pls)?\s*[.!?]*\s*$/i.test(rest))
      return `what about ${meant}?`;
    const before = /(?:[\p{L}'-]+\s+){0,2}[\p{L}'-]+$/u.exec(typedBefore)?.[0];
    const taken = before ? await placeWords(before.split(/\s+/), true, context) : undefined;
    if (taken && normaliseName(taken) !== normaliseName(meant))
      return `${typedBefore.slice(0, typedBefore.length - taken.length)}${meant}${rest}`;
  }
  return message;
}

/**
 * First words of cities named in two words or more: typed right while the word after slips ("new yrok", "los angles",
 * "buenos aries", "hong kng", "san fransisco").
 */
const nameFirstWord =
  /(?<![\p{L}])(new|san|santa|los|las|buenos|hong|kuala|rio|sao|tel|abu|saint|cape|puerto|ho chi|salt lake) (\p{L}{3,12})(?![\p{L}])/giu;

/** The message with such a name put right, when one slip of its later word names one big city and the words as typed name none. */
async function withNameSlipsFixed(message: string, context: AstraContext): Promise<string> {
  let fixed = message;
  for (const match of message.matchAll(nameFirstWord)) {
    const [typed, first, second] = match as unknown as [string, string, string];
    const asTyped = await context.data.findPlace(typed);
    if (asTyped && normaliseName(asTyped.name).startsWith(normaliseName(typed))) continue;
    const meant = new Map<string, string>();
    for (const spelling of oneSlipSpellings(second.toLowerCase())) {
      const named = `${first.toLowerCase()} ${spelling}`;
      const place = await context.data.findPlace(named);
      const name = place && place.kind !== 'country' ? normaliseName(place.name) : '';
      if (!place || (place.population ?? 0) < bigCityOverSlip || (name !== named && !name.startsWith(`${named} `))) continue;
      meant.set(`${place.name}|${place.country_code}`, spelling);
    }
    if (meant.size === 1) fixed = fixed.replace(typed, `${first} ${[...meant.values()][0]!}`);
  }
  return withTelegramPlace(
    await withFirstWordSlipFixed(
      fixed.replace(autocorrectedName, (typed: string) => autocorrectedNames[typed.toLowerCase()] ?? typed),
      context,
    ),
    context,
  );
}

/**
 * "hotel + car nice 3-7 jul", "hotel nice 2n": telegram style, a list of things to book and then the place in lower case.
 * A word there that is also an ordinary word ("nice") but names a big city is that city, written as its name.
 */
async function withTelegramPlace(message: string, context: AstraContext): Promise<string> {
  const telegram =
    /^((?:(?:cheap\s+)?(?:hotels?|car hire|car rental|rental car|rent a car|hire car|cars?|flights?|transfers?|tours?|taxis?|e-?sims?|lounges?)\s*(?:[+&,/]|\band\b)?\s*)+)([a-z]{3,12})(?=\s+(?:\d|from\b|on\b|for\b|tomorrow\b|tonight\b|next\b|this\b)|\s*[?.!]*\s*$)/.exec(
      message,
    );
  if (!telegram) return message;
  const word = telegram[2]!;
  const at = telegram[1]!.length;
  // ("car rental lis 3-9 may": an airport's code typed in lower case, where no everyday word is meant.)
  if (word.length === 3 && !everydayThreeLetters.has(word)) {
    const served = await context.data.findPlace(word.toUpperCase());
    if (served?.iata === word.toUpperCase()) return `${message.slice(0, at)}${word.toUpperCase()}${message.slice(at + word.length)}`;
  }
  const place = await context.data.findPlace(word);
  if (!place || place.kind === 'country' || normaliseName(place.name) !== word || (place.population ?? 0) < bigCityOverSlip) return message;
  return `${message.slice(0, at)}${word[0]!.toUpperCase()}${word.slice(1)}${message.slice(at + word.length)}`;
}

/** Shorthand of messages typed like telegrams: "curr thailand", "lang belgium", "tz tokyo", "sos number spain". */
const telegramWords: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcurr\b\.?/gi, 'currency'],
  [/\blang\b\.?/gi, 'languages'],
  [/\btz\b/gi, 'time zone'],
  // ("what is the hour zone of portugal": a second-language word for it.)
  [/\bhour ?zone\b/gi, 'time zone'],
  [/\bsos (?:number|no\.?|nr|#)/gi, 'emergency number'],
  // ("tip usa?": the custom of a place, asked in two words.)
  [/^\s*tips?\s+(?=(?:[a-z]+\s*){1,3}\??\s*$)/i, 'tipping in '],
  // ("call at 3pm their time in new york": the clock of the place named.)
  [/\btheir time (in|at)\b/gi, '$1'],
  [/(\d\s?(?:am|pm)|\d[:.]\d{2}) local time (in|at)\b/gi, '$1 $2'],
  // Dictation's homophones: "what's the whether like", "plugs in grease", "flights to roam".
  [/\bthe whether\b(?! (?:or|to|i|we|you|it)\b)/gi, 'the weather'],
  [/\bwhether (?=like\b|forecast\b)/gi, 'weather '],
  [/\b(in|to|for|of|visit|visiting|around) grease\b/gi, '$1 greece'],
  [/\b(in|to|for|of|visit|visiting|around) roam\b/gi, '$1 rome'],
  // ("when should we head to the airport": the verb, not Hilton Head's airport.)
  [/\b(i|we|you|they|should|will|to|then|and|'ll|gonna|must|can) head(?:ing)? (to|for|out|back|home|off|over|into)\b/gi, '$1 go $2'],
  // ("how many km is from the airport to munich": how far.)
  [/\bhow many (?:km|kms|kilomet(?:er|re)s|miles)(?: is it| is| are)?\b/gi, 'how far is it'],
  // ("I have 5 hours in Doha between flights": the flights are the story, a layover there is what they have.)
  [/\bbetween (?:my |our |two |the )?(?:flights|connections|planes)\b/gi, 'on a layover'],
  // ("taxi cdg to hotel": a ride from the airport of the code.)
  [/\b(taxi|cab|transfer|shuttle|ride|uber)\s+(?=[a-z]{3}\s+to\b)/gi, '$1 from '],
];

const amountWord = `(?:${Object.keys(cardinalWords).join('|')}|hundred|thousand|a)`;
/** "Twenty dollars", "two hundred pounds", "a thousand yen": an amount of money said in words, before its currency. */
const amountInWords = new RegExp(
  `\\b(${amountWord}(?:[\\s-]+(?:and[\\s-]+)?${amountWord})*)(?=\\s+(?:dollars?|euros?|pounds?|quid|bucks|yen|yuan|francs?|baht|won|rupees?|pesos?|kron(?:a|or|er|e)|dirhams?|lira|usd|eur|gbp|jpy|chf|aud|cad)\\b)`,
  'gi',
);

/** The number an amount in words says ("two hundred and fifty" → 250); undefined when it has no number word. */
function amountOf(words: string): number | undefined {
  let total = 0;
  let current = 0;
  let numbers = 0;
  for (const word of words.toLowerCase().split(/[\s-]+/)) {
    if (word === 'and') continue;
    if (word === 'a') current = 1;
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (word === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else if (cardinalWords[word] !== undefined) current += cardinalWords[word]!;
    if (word !== 'a') numbers++;
  }
  return numbers > 0 ? total + current : undefined;
}

/**
 * Telegram style: arrows for "to" ("nrt→city?"), clipped words ("curr", "lang", "tz"), and an airport's code "to city" or
 * "to <its city> how long", which asks how far it is into town ("how far is NRT from Tokyo", with its transfer).
 */
async function withTelegramShorthand(message: string, context: AstraContext): Promise<string> {
  let text = message.replace(/\s*(?:→|->|-+>|=>)\s*/g, ' to ');
  // (Dictated amounts: "how much is twenty dollars in euros".)
  text = text.replace(amountInWords, (words: string) => String(amountOf(words) ?? words));
  for (const [pattern, word] of telegramWords) text = text.replace(pattern, word);
  const intoTown =
    /^\s*([a-z]{3})\s+to\s+(?:the\s+)?(city|centre|center|town|downtown|[a-z][a-z .'-]{2,30}?)\s*(?:how (?:long|far)|kms?|distance|far)?\s*\??\s*$/i.exec(
      text,
    );
  const code = intoTown?.[1]!.toUpperCase();
  if (!intoTown || !code || everydayThreeLetters.has(code.toLowerCase())) return text;
  const served = await context.data.findPlace(code);
  if (served?.iata !== code) return text;
  const city = /^(?:city|centre|center|town|downtown)$/i.test(intoTown[2]!) ? served.name : intoTown[2]!;
  // ("ORY to CDG": from one airport to another, not into town.)
  if (/^[a-z]{3}$/i.test(city) && (await context.data.findPlace(city.toUpperCase()))?.iata === city.toUpperCase()) return text;
  const named = await context.data.findPlace(city);
  if (named && named.slug === served.slug) return `how far is ${code} from ${served.name}?`;
  // ("jfk to manhattan far?": another place near the airport, asked how far.)
  return named && /\b(?:far|how (?:long|far)|kms?|distance)\s*\??\s*$/i.test(text) ? `how far is ${code} from ${named.name}?` : text;
}

/** Names a phone's autocorrect turns into everyday words ("new your"), too far from the name for a slip to be read. */
const autocorrectedNames: Record<string, string> = { 'new your': 'new york', 'check republic': 'czech republic' };
const autocorrectedName = new RegExp(`\\b(?:${Object.keys(autocorrectedNames).join('|')})\\b`, 'gi');

/** The first words of `nameFirstWord`, for a slip in the first word ("lost angeles", "sab francisco", "hing kong"). */
const nameFirstWords = [
  'new',
  'san',
  'santa',
  'los',
  'las',
  'buenos',
  'hong',
  'kuala',
  'rio',
  'sao',
  'tel',
  'abu',
  'saint',
  'cape',
  'puerto',
];

/** The message with the first word of a big city's two-word name put right, when it is one slip off and the second word is typed right. */
async function withFirstWordSlipFixed(message: string, context: AstraContext): Promise<string> {
  let fixed = message;
  // (Each word is tried as a first word: the pairs overlap, "in lost angeles" is "in lost" and "lost angeles".)
  for (const match of message.matchAll(/(?<![\p{L}])(\p{L}{2,7})(?= (\p{L}{3,12})(?![\p{L}]))/giu)) {
    const [, first, second] = match as unknown as [string, string, string];
    const typed = `${first} ${second}`;
    const lower = first.toLowerCase();
    if (nameFirstWords.includes(lower)) continue;
    const candidates = nameFirstWords.filter((word) => oneSlipApart(lower, word));
    if (candidates.length === 0 || (await context.data.findPlace(typed))) continue;
    const meant: string[] = [];
    for (const word of candidates) {
      const named = `${word} ${second.toLowerCase()}`;
      const place = await context.data.findPlace(named);
      const name = place && place.kind !== 'country' ? normaliseName(place.name) : '';
      if (place && (place.population ?? 0) >= bigCityOverSlip && (name === named || name.startsWith(`${named} `))) meant.push(named);
    }
    if (meant.length === 1) fixed = fixed.replace(typed, meant[0]!);
  }
  return fixed;
}

/** A city this big is known well enough to be read through a slip of one word of its name. */
const bigCityOverSlip = 250_000;

/**
 * "what time is the flight tomorrow", "flight tmrw?", "train on sunday what time": a flight or a train asked about on a
 * day their plans hold one, with no place named and nothing to book, is theirs ("my flight"). The message as typed
 * otherwise.
 */
async function withTheirRideOfDay(message: string, context: AstraContext): Promise<string> {
  if (!context.trips) return message;
  const piece = workpieceOf(message);
  const { lower } = piece;
  const ride = /\b(?:the |a )?(flight|plane|train)s?\b/.exec(lower);
  if (!ride || /\b(?:my|our|mine|ours)\b/.test(lower)) return message;
  if (/\b(?:book|find|search|cheap|cheapest|compare|need|want|looking|any|prices?|fares?|from|to|into|tickets?|seats?)\b/.test(lower))
    return message;
  const today = todayIn(context.now, context.timeZone);
  const dates = findDates(lower, today, { dayFirst: readsDayFirst(context.locale, context.timeZone) });
  if (!dates.startDate || dates.endDate) return message;
  const kind = ride[1] === 'train' ? 'transport' : 'flight';
  const ownTrips = new Set(context.trips.trips.map((trip) => trip.id));
  const held = context.trips.items.some((item) => ownTrips.has(item.trip_id) && item.kind === kind && item.day === dates.startDate);
  if (!held) return message;
  // ("flights bergen oslo tomorrow": a search between places named.)
  const named = await findPlaces({ lower: dates.rest, cased: piece.cased }, context.data);
  if (named.origin ?? named.destination ?? named.place) return message;
  // (The typed text, its ride word now "my": dates and the rest are read again as usual.)
  return message.replace(/\b(?:the |a )?(flight|plane|train)(s?)\b/i, 'my $1$2');
}

/** "japans currency", "hungarys money": a place's name with the apostrophe of its possessive left out. */
const possessiveWithoutApostrophe =
  /\b(\p{L}{3,})s (?=(?:currency|money|capital|plugs?|sockets?|languages?|emergency|calling code|dialling code|time ?zone|population|airports?|weather|tipping)\b)/giu;

async function withPossessivesMended(message: string, context: AstraContext): Promise<string> {
  let mended = message;
  for (const match of message.matchAll(possessiveWithoutApostrophe)) {
    const [typed, stem] = match as unknown as [string, string];
    const word = typed.trim();
    const asTyped = await context.data.findPlace(word);
    if (asTyped && normaliseName(asTyped.kind === 'country' ? asTyped.country : asTyped.name) === normaliseName(word)) continue;
    const place = await context.data.findPlace(stem);
    if (!place || normaliseName(place.kind === 'country' ? place.country : place.name) !== normaliseName(stem)) continue;
    mended = mended.replace(typed, `${stem}'s `);
  }
  return mended;
}

/**
 * "What time is it in Kyoto when I land", "when I land in Amsterdam what time will it be in New York", "what time will it
 * be at home when we arrive in Tokyo": the clock of a place at the landing of their flight (the one to the place named, or
 * to the country of the clock asked, or the next one), as a conversion from the landing's local time on its day.
 */
async function theirLandingAsked(message: string, context: AstraContext): Promise<{ asked: string; said: string } | undefined> {
  if (!context.trips) return undefined;
  const lower = message
    .toLowerCase()
    .replace(/[?!.]+\s*$/, '')
    .trim();
  const place = "([a-z][a-z .'-]{1,30}?)";
  const clock = "(?:what(?:'s| is)? the time|what time (?:is it|will it be|would it be|is that))";
  const landing = '(?:land|arrive|get in|touch down)';
  const asked =
    new RegExp(
      `\\bwhen (?:do |will )?(?:i|we) ${landing}(?: (?:in|at) ${place})?,? ${clock}(?: (?:in|at|back in|back at|back) ${place})?$`,
    ).exec(lower) ??
    new RegExp(`\\b${clock} (?:in|at|back in|back at|back) ${place} when (?:do |will )?(?:i|we) ${landing}(?: (?:in|at) ${place})?$`).exec(
      lower,
    );
  // ("My flight departs London at 9pm and takes 7 hours, what time will it be in New York when I arrive": a flight the
  // message describes, not theirs.)
  if (!asked || /\d\s?(?:am|pm)\b|\d[:.]\d{2}|\b(?:takes|lasts|departs|leaves)\b|\bhours?\b/.test(lower)) return undefined;
  const [landingWord, targetWord] = asked[0].startsWith('when') ? [asked[1], asked[2]] : [asked[2], asked[1]];
  const today = toIso(todayIn(context.now, context.timeZone));
  const own = new Set(context.trips.trips.map((trip) => trip.id));
  const flights = context.trips.items
    .filter((item) => own.has(item.trip_id) && item.kind === 'flight')
    .map(
      (item) =>
        item.details as {
          to: { city?: string; code?: string; country_code?: string };
          from: { city?: string };
          arrive_local: string;
          flight_number?: string;
        },
    )
    .filter((flight) => flight.arrive_local.slice(0, 10) >= today)
    .sort((a, b) => a.arrive_local.localeCompare(b.arrive_local));
  // (Home is where their trips start: the city their first flight leaves from.)
  const home = context.trips.items
    .filter((item) => own.has(item.trip_id) && item.kind === 'flight')
    .map((item) => item.details as { from: { city?: string }; depart_local: string })
    .sort((a, b) => a.depart_local.localeCompare(b.depart_local))[0]?.from.city;
  const targetName = !targetWord || /^(?:home|here)$/.test(targetWord.trim()) ? home : targetWord.trim();
  const target = targetName ? await context.data.findPlace(targetName) : undefined;
  if (!target) return undefined;
  const named = landingWord
    ? flights.filter(
        (flight) => normaliseName(flight.to.city ?? '') === normaliseName(landingWord) || flight.to.code?.toLowerCase() === landingWord,
      )
    : flights.filter((flight) => flight.to.country_code?.toUpperCase() === target.country_code.toUpperCase());
  const flight = named[0] ?? (landingWord ? undefined : flights[0]);
  if (!flight?.to.city) return undefined;
  const [day, time] = [flight.arrive_local.slice(0, 10), flight.arrive_local.slice(11, 16)];
  const month = monthNames[Number(day.slice(5, 7)) - 1]!;
  const dayWords = `${Number(day.slice(8, 10))} ${month[0]!.toUpperCase()}${month.slice(1)}`;
  return {
    asked: `what time is it in ${target.name} when it's ${time} in ${flight.to.city} on ${dayWords}`,
    said: `Your flight${flight.flight_number ? ` **${flight.flight_number}**` : ''} lands in **${flight.to.city}** at **${time}** local time on ${dayWords}.`,
  };
}

/** Answers one message. Never throws for anything a traveller types. */
/** A greeting that opens a longer message ("Good morning. Could you tell us…"): the question after it is what is asked. */
const openingGreeting =
  /^\s*(?:(?:hi|hello|hey|hiya|howdy|greetings|(?:good )?(?:morning|afternoon|evening)|good day)(?: there| astra| all)?|dear (?:astra|sir(?: or madam)?|madam|team|all))\s*[.,!;:]+\s*(?=\S)/i;

/**
 * "I wonder whether you might help. We fly to Lisbon…", "I have a question, if I may.": a sentence that only asks for
 * help, before the message says with what, asks nothing yet.
 */
const openingPlea =
  /^\s*(?:i (?:wonder|was wondering|wondered) (?:whether|if) you (?:might|could|can|would)(?: be able to)? help(?: me| us)?(?: with something)?|(?:can|could|would) you (?:please |possibly )?help(?: me| us)?(?: please)?|i (?:need|would like|'d like) (?:some |a little |your )?help(?: please)?|i (?:have|'ve got) a (?:quick |small |short )?question(?:,? if i may)?|(?:a )?quick question)\s*[.!?:]+\s*(?=\S)/i;

/**
 * "Lovely. Could you also…", "Brilliant, thank you. And a car…": a word or two that thanks or agrees,
 * set off by its punctuation before the ask, is no place and no ask ("Lovely" is not Lovell Field).
 */
const openingAcknowledgement =
  /^\s*(?:(?:thanks|thank you|cheers|great|lovely|perfect|brilliant|wonderful|excellent|fantastic|amazing|awesome|super|cool|ok|okay|right|alright|sounds good|that's great|that's perfect)(?: so much| very much)?(?:,\s*(?:thanks|thank you)(?: so much| very much)?)?\s*[.,!]+\s*)+(?=\S)/i;

/**
 * "… which plugs we should bring. Many thanks in advance.", "… Kind regards, Anna": a closing courtesy after the ask, its
 * own sentence, asks nothing and names no place ("Many" is a town in Louisiana).
 */
const closingCourtesy =
  /(?<=[.!?])\s+(?:(?:many|huge|big) thanks|thanks(?: so much| a lot| very much)?|thank you(?: so much| very much)?|cheers|(?:kind(?:est)?|best|warm) regards|best wishes|all the best)(?: (?:in advance|for your help|for any help))?(?:,\s*[\p{L} ]{1,30})?[.!]*\s*$/iu;

const routeOfCodes = /\b([a-z]{3}) ?[-–>]+ ?([a-z]{3})\b/gi;

const dayAndMonth = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${monthNames[Number(iso.slice(5, 7)) - 1]!.slice(0, 3)} ${iso.slice(0, 4)}`;

/**
 * "A hotel in Kyoto for the nights we're there", "a hotel for the Tokyo part of our trip", "a car in Rome while we're
 * there": the days of their trip in that place (its stays there, or the trip's own days when it goes nowhere else),
 * said as dates the searches read. The message as it was when no trip of theirs holds the place.
 */
function withTripDays(message: string, trips: AstraContext['trips']): string {
  const asked =
    /\b(?:for|during) the (?:nights?|days?|time) (?:we(?:'re| are| will be|'ll be)|i(?:'m| am| will be|'ll be)) (?:there|in [\p{L} .'-]+?)\b|\b(?:for|during) the ([\p{L} .'-]+?) (?:part|leg|bit|portion) of (?:our|my|the) trip\b|\b(?:for )?(?:when|while) (?:we(?:'re| are)|i(?:'m| am)) there\b|\bfor (?:our|my|the) ([\p{L}]+(?: [\p{L}]+)?) trip\b/iu.exec(
      message,
    );
  if (!asked || !trips) return message;
  // ("A car for our Rome trip": only a search to make takes the trip's days; packing for it reads the trip itself.)
  if (asked[2] && !/\b(?:cars?|rental|hire|taxis?|transfers?|tours?|tickets?)\b/i.test(message)) return message;
  const lower = ` ${normaliseName(message)} `;
  for (const trip of trips.trips) {
    for (const city of trip.cities) {
      const name = normaliseName(city.name);
      if (!lower.includes(` ${name} `)) continue;
      const stays = trips.items.filter(
        (item) =>
          item.trip_id === trip.id &&
          item.kind === 'stay' &&
          normaliseName((item.details as { place?: { name?: string } }).place?.name ?? '') === name,
      );
      // (For the whole trip, "for our Rome trip", its own first and last days.)
      const span = asked[2]
        ? [trip.start_date, trip.end_date]
        : stays.length
          ? [
              stays.map((item) => String((item.details as { check_in_local?: string }).check_in_local ?? item.day).slice(0, 10)).sort()[0]!,
              stays
                .map((item) => String((item.details as { check_out_local?: string }).check_out_local ?? '').slice(0, 10))
                .sort()
                .at(-1)!,
            ]
          : trip.cities.length === 1
            ? [trip.start_date, trip.end_date]
            : undefined;
      if (!span?.[0] || !span[1]) continue;
      const said = `from ${dayAndMonth(span[0])} to ${dayAndMonth(span[1])}`;
      // ("for the Tokyo part of our trip": the place is said as where the search is.)
      // ("a car for our Rome trip": the place said as where the search is, too.)
      return `${message.slice(0, asked.index)}${asked[1] || asked[2] ? `in ${city.name} ` : ''}${said}${message.slice(asked.index + asked[0].length)}`;
    }
  }
  return message;
}

/**
 * "A transfer from Fiumicino to my hotel on the day I land", "a car in Florence for the day of our train there": the day
 * of that ride of theirs (the one to the place or airport the message names), said as a date the searches read. The
 * message as it was when no ride of theirs fits.
 */
function withTheirRideDay(message: string, trips: AstraContext['trips'], today: string): string {
  const asked =
    /\b(?:on |for )?the (?:day|date) (?:(?:that )?(?:i|we) (?:land|arrive|get (?:there|in)|fly in)|of (?:my|our) (flight|train|ride)(?: (?:there|in|to [\p{L} .'-]+?))?)(?= *(?:[,.!?]|$|\band\b|\bplease\b))/iu.exec(
      message,
    );
  if (!asked || !trips) return message;
  const kind = asked[1]?.toLowerCase() === 'train' ? 'transport' : asked[1]?.toLowerCase() === 'ride' ? undefined : 'flight';
  const own = new Set(trips.trips.map((trip) => trip.id));
  const lower = ` ${normaliseName(message)} `;
  const rides = trips.items
    .filter((item) => own.has(item.trip_id) && (kind ? item.kind === kind : item.kind === 'flight' || item.kind === 'transport'))
    .map((item) => ({ item, details: item.details as { to?: { city?: string; name?: string; code?: string }; arrive_local?: string } }))
    .filter(({ details }) => details.arrive_local && details.arrive_local.slice(0, 10) >= today)
    .sort((a, b) => a.details.arrive_local!.localeCompare(b.details.arrive_local!));
  // (The ride to a place the message names: its city, its airport's or station's name, or the airport's code.)
  const named = rides.filter(({ details }) =>
    [details.to?.city, details.to?.name, details.to?.code].some(
      (name) =>
        name !== undefined &&
        normaliseName(name)
          .split(' ')
          .filter((word) => word.length >= 4 || word === normaliseName(details.to?.code ?? ''))
          .some((word) => lower.includes(` ${word} `)),
    ),
  );
  // (With no place of a ride of theirs named, which one is meant is a guess: the message stays as typed.)
  const ride = (named[0] ?? (rides.length === 1 ? rides[0] : undefined))?.details;
  if (!ride?.arrive_local) return message;
  return `${message.slice(0, asked.index)}on ${dayAndMonth(ride.arrive_local.slice(0, 10))}${message.slice(asked.index + asked[0].length)}`;
}

/** Three-letter words sent alone that are not asking for an airport, though some are codes ("yes", "bye", "hey"). */
const everydayThreeLetters = new Set(
  'yes yep yup yea nah nope hey hii hmm lol omg wow why how who and the thx bye yay aha but any all not now new old one two ten far car bus sup ugh meh huh oki okk wtf idk btw fyi pls plz cya hru sos tip map fun bar pub gym spa zoo'.split(
    ' ',
  ),
);

const monthWord = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*';
const ordinal = (day: number) =>
  `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;

/**
 * "hotel seville aug 1-5" then "can u do 5 to 9 instead": with dates talked about, two bare days joined by "to" or a
 * dash are days of the month talked about (not a clock, a count or a price; nor a span that names its month).
 */
function withBareDaySpan(message: string, memory: AstraMemory | undefined): string {
  if (!memory?.startDate) return message;
  return message.replace(
    new RegExp(
      `(?<![\\d:/.,$€£¥]|${monthWord} |the )\\b([1-9]|[12]\\d|3[01])\\s*(?:-|–|to|till|until)\\s*([1-9]|[12]\\d|3[01])\\b(?![\\d:/.,%]|\\s*(?:am|pm|a\\.m|p\\.m|h|hrs?|hours?|o'?clock|km|miles|nights?|days?|weeks?|years?|people|persons|adults|guests|of\\b|kids|children|stars?|[$€£¥]|euros?|dollars?|pounds?|st|nd|rd|th|${monthWord})\\b)`,
      'gi',
    ),
    (typed, first: string, second: string) =>
      Number(first) < Number(second) ? `the ${ordinal(Number(first))} to the ${ordinal(Number(second))}` : typed,
  );
}

const countWords: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

/** An ISO day moved by some days, said as the searches read dates ("11 May 2027"). */
const shiftedDay = (iso: string, days: number) => dayAndMonth(toIso(addDays(new Date(`${iso}T00:00:00Z`), days)));

/**
 * "flights 3-10 May" then "and back a day later", "can we leave a day earlier"; "hotel 5-9 June" then "add one more
 * night", "one night less": the dates talked about, moved as asked, said as dates the searches read.
 */
function withDaysMoved(message: string, memory: AstraMemory | undefined): string {
  if (!memory?.startDate) return message;
  const lower = message.toLowerCase();
  const count = '(a|an|one|two|three|four|five|[1-5])';
  const nights = new RegExp(
    `\\b(?:${count} (?:more|extra) nights?|${count} nights? (?:more|longer|extra)|${count} nights? (?:less|fewer|shorter))\\b`,
  ).exec(lower);
  const moved = new RegExp(
    `\\b(leave|leaving|go|going|fly|flying|depart|departing|start|starting|check(?:ing)? in|arrive|arriving|get there|pick(?:ing)? (?:it |the car )?up|collect(?:ing)?|back|return|returning|come back|coming back|fly back|flying back|check(?:ing)? out|leave there|end|drop(?:ping)? (?:it |the car )?off)\\s+(?:on\\s+)?${count} days? (earlier|later|sooner|before|after)\\b`,
  ).exec(lower);
  const number = (word: string | undefined) => (word === undefined ? 0 : (countWords[word] ?? Number(word)));
  let { startDate: start } = memory;
  let end = memory.endDate;
  if (nights && end) {
    const more = nights[1] ?? nights[2];
    end = toIso(addDays(new Date(`${end}T00:00:00Z`), more ? number(more) : -number(nights[3])));
  } else if (moved) {
    const days = number(moved[2]) * (/earlier|sooner|before/.test(moved[3]!) ? -1 : 1);
    const atEnd = /back|return|check(?:ing)? out|leave there|end|drop/.test(moved[1]!);
    if (atEnd && !end) return message;
    if (atEnd) end = toIso(addDays(new Date(`${end}T00:00:00Z`), days));
    else start = toIso(addDays(new Date(`${start}T00:00:00Z`), days));
  } else return message;
  if (end && end <= start) return message;
  return end ? `from ${shiftedDay(start, 0)} to ${shiftedDay(end, 0)}` : `on ${shiftedDay(start, 0)}`;
}

const monthIndexOf = (word: string) =>
  ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(word.slice(0, 3).toLowerCase());

/**
 * "hotels in lisbon may 5-9" then "not may, june" (or "june not may", "make it june instead"): the same days of the month,
 * in the month put in place of the one talked about, said as dates the searches read.
 */
function withMonthChanged(message: string, memory: AstraMemory | undefined): string {
  if (!memory?.startDate) return message;
  const month = `(${monthWord})`;
  const changed = new RegExp(
    `^\\s*(?:(?:no|nope|sorry|oops|actually)[,.!]?\\s*)*(?:not (?:in )?${month}[,;.]?\\s*(?:but |it'?s |i meant |in )?${month}|${month}[,;.]?\\s*not (?:in )?${month}|(?:make it|change it to|switch to|in) ${month}(?: instead)?)\\s*(?:instead|please|pls)?\\s*[?.!]*\\s*$`,
    'i',
  ).exec(message);
  if (!changed) return message;
  const [, notA, toA, toB, notB, toC] = changed;
  const to = toA ?? toB ?? toC;
  const kept = Number(memory.startDate.slice(5, 7)) - 1;
  const negated = notA ?? notB;
  // (The month said not to be meant must be the one talked about: "not may, june" after May.)
  const from = negated ? monthIndexOf(negated) : kept;
  const target = monthIndexOf(to!);
  if (target < 0 || target === kept || from !== kept) return message;
  const shifted = (iso: string) => {
    const year = Number(iso.slice(0, 4));
    const moved = Number(iso.slice(5, 7)) - 1 + target - kept;
    const when = new Date(Date.UTC(year + Math.floor(moved / 12), ((moved % 12) + 12) % 12, 1));
    const lastDay = new Date(Date.UTC(when.getUTCFullYear(), when.getUTCMonth() + 1, 0)).getUTCDate();
    return `${Math.min(Number(iso.slice(8, 10)), lastDay)} ${monthNames[when.getUTCMonth()]!.slice(0, 3)} ${when.getUTCFullYear()}`;
  };
  return memory.endDate ? `from ${shifted(memory.startDate)} to ${shifted(memory.endDate)}` : `on ${shifted(memory.startDate)}`;
}

/**
 * What a sentence that only tells says about a search: its dates, its length and who travels ("we'd be there from the
 * 6th", "there are four of us"), as the words typed, in order; empty when it says none of those.
 */
function toldDetails(telling: string, context: AstraContext): string {
  const piece = workpieceOf(telling);
  const today = todayIn(context.now, context.timeZone);
  const dated = findDates(piece.lower, today, { dayFirst: readsDayFirst(context.locale, context.timeZone) }, context.memory?.startDate);
  const counted = findTravellers({ lower: dated.rest, cased: dated.rest }).piece.lower;
  const kept = [...piece.lower].map((char, index) => (counted[index] === ' ' && char !== ' ' ? char : ' ')).join('');
  // (With the word that ties a day to the search: "from the 6th", "until the 10th", "on the 9th".)
  // (A day they leave on ends the search: "we'd leave on the 19th", "flying back on the 9th".)
  const tied = kept.replace(/\S+/g, (span, at: number) => {
    if (kept.slice(Math.max(0, at - 30), at).trim() !== '') return span;
    const before = piece.lower.slice(Math.max(0, at - 30), at);
    if (
      /\b(?:leave|leaving|left|check(?:ing)? out|(?:fly|flying|come|coming|go|going|head|heading) (?:back|home)|return|returning|back)\s+(?:on\s+)?$/.test(
        before,
      )
    )
      return `until ${span}`;
    const tie = /\b(from|on|until|till|to|for|in|by|starting|arriving)\s+$/.exec(before);
    return tie ? `${tie[1]} ${span}` : span;
  });
  return tied
    .replace(/[?.!,;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function answer(typed: string, context: AstraContext): Promise<AstraReply> {
  // (Second-language and dictated English in the words the engine reads: "at what hour", "the ten of may".)
  const dated = withDaysMoved(
    withMonthChanged(
      withBareDaySpan(
        withTheirRideDay(
          withTripDays(await withTelegramShorthand(plainEnglish(typed), context), context.trips),
          context.trips,
          toIso(todayIn(context.now, context.timeZone)),
        ),
        context.memory,
      ),
      context.memory,
    ),
    context.memory,
  );
  const message = await withPlaceCorrected(
    await withNameSlipsFixed(await withTheirRideOfDay(await withPossessivesMended(dated, context), context), context),
    context,
  );
  // "tipping in new york vs london", "plugs in japan or korea?": a country fact compared between two places is asked of each.
  const factCompared =
    /^(.*\b(?:in|for|of)\s+)([\p{L}' .-]+?)\s+(?:vs\.?|versus|or|compared (?:to|with)|(?:the )?same as)\s+(?:in\s+)?([\p{L}' .-]+?)\s*\??\s*$/iu.exec(
      message,
    );
  if (
    factCompared &&
    findFactTopics(workpieceOf(factCompared[1]!).lower).length > 0 &&
    !/\btimes?\b(?! ?zones?)|\bclocks?\b|\bhours?\b/i.test(message)
  ) {
    const [prefix, one, other] = [factCompared[1]!, factCompared[2]!, factCompared[3]!];
    // (Each side is one place, read whole: "new york", "the uk".)
    const [first, second] = await Promise.all(
      [one, other].map(async (name) => {
        const found = await findPlaceList(workpieceOf(name), context.data, 2);
        return found.length === 1 ? found[0]!.place : undefined;
      }),
    );
    if (first && second && first.country_code !== second.country_code) return answer(`${prefix}${one}, and ${prefix}${other}`, context);
  }
  // "frankfurt airport how far from the city": an airport whose whole name is its town's and "airport" is that airport,
  // asked how far out it is, not the town's list of airports. (Not "milan airport": Milan has several, none so named.)
  const townAirport = /\b([\p{L}'-]+(?: [\p{L}'-]+)?) airport\b/iu.exec(message);
  if (townAirport && /\bhow (?:far|close)\b|\bdistance\b/i.test(message) && context.data.findAirport) {
    for (const name of [townAirport[1]!, townAirport[1]!.split(' ').at(-1)!]) {
      const airport = await context.data.findAirport(`${name} airport`, false);
      if (airport?.iata && airport.airport_name && normaliseName(airport.airport_name) === normaliseName(`${name} airport`)) {
        const at = townAirport.index + townAirport[1]!.length - name.length;
        return answer(`${message.slice(0, at)}${airport.iata}${message.slice(townAirport.index + townAirport[0].length)}`, context);
      }
    }
  }
  // ("is orly in paris", "is luton near london": a town whose name one of the city's own airports bears is asked as that
  // airport.)
  const isItIn = /^\s*is ([\p{L}' -]{3,30}?)(?: airport)? (?:in|near|for|close to|part of) ([\p{L}' .-]{3,40}?)\s*\??\s*$/iu.exec(message);
  if (isItIn) {
    const city = await context.data.findPlace(isItIn[2]!.trim());
    const word = normaliseName(isItIn[1]!);
    const own = city && !city.airport_name ? (await detailsOf(city, context))?.airports : undefined;
    const airport = own?.find((one) => normaliseName(one.name).split(' ').includes(word) && normaliseName(city!.name) !== word);
    if (airport) return answer(`how far is ${airport.iata} from ${isItIn[2]!.trim()}`, context);
  }
  // "akl?", "lhr": an airport code sent on its own, in any case, asks which airport it is (not an everyday word, nor the
  // answer to a question just asked).
  // ("what is dxb", "whats lhr": a code asked what it is, typed in lower case; "tfs which island is that", "ktm where is
  // that": the question put after the code.)
  const loneCode =
    /^\s*(?:(?:what|wat)(?:'s|s| is)\s+)?([a-z]{3})\s*[?,:-]*\s*(?:(?:which|what) (?:city|island|town|place|country|airport)(?: is (?:that|it|this))?|where(?:'s| is)? (?:that|it|this)|where)?\s*\?*\s*$/i.exec(
      message,
    )?.[1];
  if (loneCode && !context.memory?.pendingIntent && !everydayThreeLetters.has(loneCode.toLowerCase())) {
    const code = loneCode.toUpperCase();
    // (Not a city's metro code, "nyc", "rio", nor a town of that name: those ask about the place.)
    const [asCode, asTown] = await Promise.all([context.data.findPlace(code), context.data.findPlace(loneCode.toLowerCase())]);
    const town = asTown && normaliseName(asTown.name) === loneCode.toLowerCase();
    // (A metro code that is also its main airport's, "dxb", is that airport.)
    const airportOfCode = asCode && (await detailsOf(asCode, context))?.airports.some((airport) => airport.iata === code);
    if (asCode?.iata === code && (!metroAreaOfCode(code) || airportOfCode) && !town) return answer(`what airport is ${code}`, context);
  }
  // "what airport is bcn" then "and gro?": after an airport answered, a three-letter word asked the same way is its code.
  const codeFollowing = /^\s*(?:and|what about|how about|also)\s+([a-z]{3})\s*\?*\s*$/i.exec(message)?.[1];
  // (Not after a search at an airport: "lounge at heathrow" then "and lgw?" asks for lounges again.)
  if (
    codeFollowing &&
    context.memory?.lastPlace?.airport_name &&
    !(context.memory.lastIntent && bookingIntents.includes(context.memory.lastIntent)) &&
    !everydayThreeLetters.has(codeFollowing.toLowerCase())
  ) {
    const code = codeFollowing.toUpperCase();
    const asCode = await context.data.findPlace(code);
    if (asCode?.iata === code && !metroAreaOfCode(code)) return answer(`what airport is ${code}`, context);
  }
  // "If it's 9am in Berlin what time in NYC" then "and la?": the same clock, read in the place named now.
  const clockKept = context.memory?.lastIntent === 'time' && !context.memory.aboutTrips ? context.memory.lastClock : undefined;
  const clockElsewhere = /^\s*(?:(?:ok|okay|and|what about|how about)\s+)+(?:in\s+|for\s+)?([\p{L}' .-]+?)\s*\??\s*$/iu.exec(message);
  if (clockKept && clockElsewhere && !findDates(clockElsewhere[1]!.toLowerCase(), todayIn(context.now, context.timeZone)).startDate) {
    const elsewhere = await context.data.findPlace(clockElsewhere[1]!.trim());
    if (elsewhere && (!clockKept.place || elsewhere.name !== clockKept.place.name))
      return answer(
        `what time is it in ${clockElsewhere[1]!.trim()} when it is ${clockKept.time} ${clockKept.place ? `in ${clockKept.place.name}` : 'here'}`,
        { ...context, memory: { ...context.memory, lastClock: undefined } },
      );
  }
  // "Flights from London to Reykjavik" then "make it Edinburgh instead of London": the place taken back says which end
  // of the search changes.
  const insteadOf =
    /^\s*(?:(?:actually|sorry|no|nope|ok|okay|oh|hmm)[,.!]?\s*)*(?:(?:can you |could you |please )?(?:make it|change it to|switch (?:it )?to|do|try)\s+)?(?:from\s+|to\s+)?([\p{L}' .-]+?)\s+instead of\s+([\p{L}' .-]+?)\s*[.!?]*\s*$/iu.exec(
      message,
    );
  // ("not new york, boston", "boston not new york": the same, the place taken back said first or last.)
  const notThat =
    /^\s*(?:(?:actually|sorry|no|nope|ok|okay|oh|hmm)[,.!]?\s*)*not (?:to |from |in )?([\p{L}' .-]+?)\s*[,;:]\s*(?:but |i meant |it'?s )?([\p{L}' .-]+?)\s*[.!?]*\s*$/iu.exec(
      message,
    );
  const butNotThat =
    /^\s*(?:(?:actually|sorry|no|nope|ok|okay|oh|hmm)[,.!]?\s*)*(?:from |to |in )?([\p{L}' .-]+?)\s*,?\s+not (?:from |to |in )?([\p{L}' .-]+?)\s*[.!?]*\s*$/iu.exec(
      message,
    );
  const swap = insteadOf
    ? { now: insteadOf[1]!, then: insteadOf[2]! }
    : notThat
      ? { now: notThat[2]!, then: notThat[1]! }
      : butNotThat
        ? { now: butNotThat[1]!, then: butNotThat[2]! }
        : undefined;
  const { lastOrigin: searchedFrom, lastPlace: searchedTo } = context.memory ?? {};
  if (swap && (searchedFrom ?? searchedTo)) {
    const replaced = await context.data.findPlace(swap.then.trim());
    const same = (place: AstraPlace | undefined) =>
      Boolean(place && replaced && normaliseName(place.name) === normaliseName(replaced.name));
    if (same(searchedFrom) && !same(searchedTo)) return answer(`from ${swap.now.trim()}`, context);
    if (same(searchedTo)) return answer(`and ${swap.now.trim()} instead`, context);
  }
  // ("Where am I staying in Amsterdam?" then "how long is that from the airport": how far out the airport of the place
  // talked about is (the data has the city's airports, not the way to a hotel).)
  const fromTheAirport =
    /^\s*(?:(?:and|ok|so)\s+)?(?:how (?:far|long|close)|what(?:'s| is) the distance)\b(?:(?!\b(?:from|to|in|at)\b)[^?])*\b(?:from|to) the airport\s*\??\s*$/i.test(
      message,
    );
  const aroundHere = context.memory?.lastPlace;
  if (fromTheAirport && aroundHere && !aroundHere.airport_name && aroundHere.kind !== 'country')
    return answer(`how far is the airport from ${aroundHere.name}`, context);
  // ("Time in Paris" then "and in summer?": that place's clock against the traveller's, in that season.)
  const seasonAfterClock = /^\s*(?:and|what about|how about|but)\s+(?:in\s+)?(?:the\s+)?(summer|winter|spring|autumn|fall)\s*\??\s*$/i.exec(
    message,
  );
  if (
    seasonAfterClock &&
    context.memory?.lastIntent === 'time' &&
    context.memory.lastPlace &&
    !context.memory.lastAspects?.includes('difference')
  )
    return answer(`time difference with ${context.memory.lastPlace.name} in ${seasonAfterClock[1]!.toLowerCase()}`, context);
  // "whats FRL" then "how far is that from bologna", "how far from reykjavik": the airport just answered about, from the
  // place named.
  const lastAirport = context.memory?.lastPlace?.airport_name && !context.memory.aboutTrips ? context.memory.lastPlace : undefined;
  const farFrom = /^(.*?\bhow (?:far|close)(?: away)?)(?: is (?:that|it|this|the airport))?( from\s+\S.*)$/i.exec(message);
  if (lastAirport?.iata && farFrom) return answer(`${farFrom[1]} is ${lastAirport.iata}${farFrom[2]}`, context);
  // ("what is KEF" then "any closer one", "and the other one": the airports of the city it serves, nearest first.)
  if (
    lastAirport &&
    /^\s*(?:(?:and|but|ok|so)\s+)?(?:(?:is there|are there|any|anything|got)\s+)?(?:an?\s+|the\s+)?(?:closer|nearer|other)(?: (?:ones?|airports?))?(?: (?:one|to (?:the )?(?:city|town|centre|center)))?\s*\??\s*$/i.test(
      message,
    )
  )
    return answer(`airports near ${lastAirport.name}`, context);
  // "When is my flight home from Amsterdam?" then "a transfer to the airport for that day": the day of the one item of
  // theirs just shown.
  const thatDay = /\b(?:for |on )?(?:that|the same) day\b/i.exec(message);
  const shownItem =
    thatDay && context.memory?.aboutTrips && context.memory.tripItems?.length === 1
      ? context.trips?.items.find((item) => item.id === context.memory!.tripItems![0])
      : undefined;
  // ("Which hotel have I booked for Rome?", "when do I check out?", then "my flight home that day": going home, a stay's
  // day is the one it ends.)
  const leavingDay =
    shownItem?.kind === 'stay' && /\b(?:home|back|return|leave|leaving|check(?:ing)?[- ]?out)\b/i.test(message)
      ? shownItem.details.check_out_local.slice(0, 10)
      : shownItem?.day;
  if (thatDay && leavingDay)
    return answer(
      `${message.slice(0, thatDay.index)}on ${dayAndMonth(leavingDay)}${message.slice(thatDay.index + thatDay[0].length)}`,
      context,
    );
  // "When do I land in Tokyo?" then "what time will it be in Berlin then": the landing's clock, converted.
  const atLanding =
    /\bwhat time (?:will|would) it be (?:in|at) ([\p{L} .'-]+?)(?: then| at that (?:time|point)| when (?:i|we) (?:land|arrive|get there))\b/iu.exec(
      message,
    );
  const shownFlight =
    atLanding && context.memory?.aboutTrips && context.memory.tripItems?.length === 1
      ? context.trips?.items.find((item) => item.id === context.memory!.tripItems![0] && item.kind === 'flight')
      : undefined;
  const landing = shownFlight?.details as { arrive_local?: string; to?: { city?: string } } | undefined;
  if (atLanding && landing?.arrive_local && landing.to?.city)
    // (On the landing's own day: the clocks' difference may change before then.)
    return answer(
      `what time is it in ${atLanding[1]!} when it is ${landing.arrive_local.slice(11, 16)} in ${landing.to.city} on ${dayAndMonth(landing.arrive_local.slice(0, 10))}`,
      {
        ...context,
        memory: {},
      },
    );
  // "time in new york", "and la?", then "how many hours between them": the two places talked about last.
  const betweenThem = /\bbetween (?:them|those|these|the two(?: (?:cities|places|of them))?|both(?: of them)?)\b/i.exec(message);
  const { placeBefore, lastPlace } = context.memory ?? {};
  if (betweenThem && placeBefore && lastPlace && placeBefore.name !== lastPlace.name)
    return answer(
      `${message.slice(0, betweenThem.index)}between ${placeBefore.name} and ${lastPlace.name}${message.slice(betweenThem.index + betweenThem[0].length)}`,
      { ...context, memory: { ...context.memory, placeBefore: undefined } },
    );
  // ("What time is it in Kyoto when I land", "when we land in Amsterdam what time will it be in New York": the clock there
  // at their own landing.)
  const landingClock = await theirLandingAsked(message, context);
  if (landingClock) {
    const converted = await answer(landingClock.asked, { ...context, memory: {} });
    return { ...converted, response: `${landingClock.said}\n\n${converted.response}` };
  }
  // ("What time do I land tomorrow" then "and how do I get to the hotel from there": "there" is the airport they land at.)
  const fromLanding =
    context.memory?.aboutTrips && context.memory.tripSubjects?.includes('flight')
      ? message.replace(/\b((?:get|go|travel|head)\b[^?.!]*\bfrom) there\b/i, '$1 the airport')
      : message;
  if (fromLanding !== message) return answer(fromLanding, context);
  const question = message
    .replace(openingGreeting, '')
    .replace(openingPlea, '')
    .replace(openingAcknowledgement, '')
    .replace(closingCourtesy, '');
  if (question !== message && question.trim().length > 0) return answer(question, context);
  // "fra-jfk", "LHR–SIN": two airport codes joined by a dash are a route.
  for (const route of message.matchAll(routeOfCodes)) {
    const [from, to] = [route[1]!.toUpperCase(), route[2]!.toUpperCase()];
    const [origin, destination] = await Promise.all([context.data.findPlace(from), context.data.findPlace(to)]);
    if (origin?.iata === from && destination?.iata === to)
      return answer(`${message.slice(0, route.index)}${from} to ${to}${message.slice(route.index + route[0].length)}`, context);
  }
  const legs = tripInLegs.exec(message.trim());
  if (legs) {
    const trip = await answerTripInLegs(legs, context);
    if (trip) return trip;
  }
  // "And at Frankfurt? That's where we fly from in May.", "Same question for Scotland, please. We're driving up to
  // Edinburgh.": a follow-up asked in the first sentence and only told about after it is that follow-up alone.
  const both = await answerBothAgain(message, context);
  if (both) return both;
  const toldAfter = /^\s*([^?.!]+[?.!])\s+([^?]+)$/.exec(message);
  const followUpFirst =
    toldAfter &&
    (context.memory?.lastIntent ?? context.memory?.aboutTrips) &&
    // ("And Gatwick? My flight to Faro leaves from there on Friday.": two words that open as a follow-up count too.)
    (toldAfter[1]!.trim().split(/\s+/).length >= 3 || /^(?:and|or|what about|how about)\s+\S+\s*[?.!]$/i.test(toldAfter[1]!.trim())) &&
    (isFollowUp(toldAfter[1]!.toLowerCase()) ||
      // ("Is there a lounge there I could wait in? Our connection to Bali is seven hours later.": "there" is the place
      // talked about; a place only told about after the question is the story's.)
      (Boolean(context.memory.lastPlace) &&
        /\bthere\b/.test(toldAfter[1]!.toLowerCase().replace(/\b(?:is|are|was|were|isn't|aren't) there\b/g, ' '))));
  if (toldAfter && followUpFirst && !asksPlainly.test(toldAfter[2]!.toLowerCase())) {
    const asked = await answer(toldAfter[1]!, context);
    // ("And in Porto? We'd be there from the 6th.", "what about faro? we pick it up on the 8th, 3 of us": the telling
    // still says when and for how many; the search asked takes those, as long as they keep it the same search.)
    const details = toldDetails(toldAfter[2]!, context);
    if (!details || asked.links.length === 0) return asked;
    const told = await answer(`${toldAfter[1]!.trim().replace(/[?.!]+$/, '')} ${details}`, context);
    const partners = (one: AstraReply) => one.links.map((link) => link.partner).join(' ');
    return partners(told) === partners(asked) && !told.clarifying ? told : asked;
  }
  // ("And what time does it get in? I'd like to book a table for lunch nearby.": the follow-up is answered, and what no
  // record holds, asked after it, is said after the answer rather than instead of it.)
  const limitTold = toldAfter && followUpFirst ? dataLimitOf(toldAfter[2]!.toLowerCase()) : undefined;
  if (toldAfter && limitTold && !dataLimitOf(toldAfter[1]!.toLowerCase())) {
    const asked = await answer(toldAfter[1]!, context);
    // (Its first sentence only: what a city guide would add belongs to a question about the city.)
    const said = /^[^.]*\./.exec(limitTold.say)?.[0] ?? limitTold.say;
    if (!asked.clarifying && (asked.intent !== 'unknown' || asked.memory.aboutTrips))
      return { ...asked, response: `${asked.response}\n\n${said}` };
  }
  // "Is Narita the same airport as Haneda? Our booking says HND and my brother keeps saying Narita.": a question about
  // the world asked first, then a story that mentions their own booking, asks the question (not their trip).
  // ("What is Ciampino? Our low-cost flight lands there and I'd assumed Rome only had Fiumicino.": nor does a booking the
  // story names make the question a search.)
  const askedThenTold = /^\s*([^?]+\?)\s+([^?]+)$/.exec(message);
  // (The story tells of their own booking, "our flight lands there", and asks for nothing: "also is there a lounge" asks.)
  const storyBooks = (told: string, asked: string) =>
    /\b(?:my|our)\s+(?:[\p{L}-]+\s+){0,2}(?:flight|hotel|car|tour|train|booking|transfer)s?\b/iu.test(told) &&
    !/\b(?:is there|are there|any|can|could|would|please|need|want|book|find)\b/i.test(told) &&
    bookingIntents.includes(scoreIntents(workpieceOf(told).lower)[0]?.intent ?? 'unknown') &&
    !bookingIntents.includes(scoreIntents(workpieceOf(asked).lower)[0]?.intent ?? 'unknown');
  if (
    askedThenTold &&
    tellsOnly(askedThenTold[2]!) &&
    !asksAboutMyTrips(askedThenTold[1]!.toLowerCase(), context.trips) &&
    (asksAboutMyTrips(message.toLowerCase(), context.trips) || storyBooks(askedThenTold[2]!, askedThenTold[1]!))
  ) {
    const asked = await answer(askedThenTold[1]!, context);
    const theirs = asksAboutMyTrips(message.toLowerCase(), context.trips);
    if (!asked.clarifying && asked.intent !== 'unknown' && (theirs || !bookingIntents.includes(asked.intent))) return asked;
  }
  const asks = splitAsks(message, context, await namesKeptWhole(message, context)) ?? learnedSplit(message, context);
  // ("Lovely, and the same in Osaka the day after, please": courtesy alone asks nothing; nor does a correction's "nope, …".)
  const courtesyOnly = (part: string) =>
    /^(?:please|pls|plz|thanks|thank you|thx|cheers|lovely|great|perfect|ok|okay|no|nope|nah|oops|sorry|wait|cool|brilliant|super|excellent|wonderful|awesome|fantastic|alright|if (?:you )?(?:can|could|possible)|if that's (?:ok|okay|alright|possible))$/.test(
      part
        .toLowerCase()
        .replace(/[^a-z' ]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^(?:and|also|then|so) /, ''),
    );
  if (!asks || asks.some(courtesyOnly)) return answerOne(message, context);
  // "Flights to Rome and a hotel there": each ask answered in turn, the second with what the first settled.
  let first = await answer(asks[0], context);
  // "Going to Mexico City … How far behind Berlin is it, and how much should I tip": the clock compared against
  // ("behind Berlin", "from Berlin", "the difference with Berlin") is the reference; the second ask is about the place the first
  // one is about.
  let secondMemory = first.memory;
  const compared = first.memory.lastPlace;
  if (compared && first.memory.lastOrigin && first.memory.lastOrigin.name !== compared.name) {
    const reference = new RegExp(
      `\\b(?:behind|ahead of|than|from|difference (?:with|to)|compared (?:to|with))\\s+${compared.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`,
      'i',
    );
    if (reference.test(asks[0])) secondMemory = { ...first.memory, lastPlace: first.memory.lastOrigin };
  }
  const second = await answerOne(asks[1], { ...context, memory: secondMemory }, true);
  // (What the first ask was about, for a follow-up that asks both again: its answer once it had the second's place.)
  let firstAsked = first.memory;
  // "The emergency number and plugs in South Africa": the first ask takes the place the second names.
  if (first.clarifying && !second.clarifying) {
    const again = await answer(asks[0], { ...context, memory: second.memory });
    if (!again.clarifying) {
      first = { ...again, memory: first.memory };
      firstAsked = again.memory;
    }
  }
  // "A flight to Tromsø and a hotel there for 3 nights from 10 December": the stay's dates are the trip's,
  // so the flight that gave none goes out on the check-in day and back on the check-out day.
  // ("Fly to Lisbon on 3 May and stay 5 nights", "… and rent a car there 4-9 May": a flight out on the day the stay or
  // the rental starts comes back on the day it ends.)
  const stay = second.links.find((one) => (one.partner === 'hotels' || one.partner === 'cars') && one.params.departDate);
  const undatedFlight = first.links.some(
    (one) =>
      one.partner === 'flights' &&
      (!one.params.departDate ||
        (one.params.departDate === stay?.params.departDate &&
          !one.params.returnDate &&
          stay.params.returnDate &&
          !/\bone[- ]?way\b/i.test(asks[0]))),
  );
  if (undatedFlight && stay) {
    const dates = [stay.params.departDate, stay.params.returnDate].filter(Boolean).join(' to ');
    const dated = await answer(`${asks[0]} ${dates}`, context);
    if (dated.links.some((one) => one.partner === 'flights' && one.params.departDate === stay.params.departDate))
      first = { ...dated, memory: first.memory };
  }
  // "An eSIM and a SIM card for the UK": two asks that come to the same search are one.
  const sameLinks = (a: AstraReply['links'], b: AstraReply['links']) =>
    a.length > 0 && a.length === b.length && a.every((link, index) => JSON.stringify(link) === JSON.stringify(b[index]));
  // ("How far is Gatwick from central London, and could you find a transfer for her": the first answer offered the same
  // search, but it also said what the second does not.)
  const alsoSaid = (): AstraReply =>
    first.intent === second.intent || second.response.includes(first.response.trim())
      ? second
      : { ...second, response: `${first.response}\n\n${second.response}`, cards: [...first.cards, ...second.cards] };
  if (sameLinks(first.links, second.links)) return alsoSaid();
  // "A return flight from Dublin to Boston on the 14th…, for two adults": the second ask only completes the
  // first's search (same partner, same places), so the completed search is the answer.
  const sameSearch = (a: AstraReply['links'], b: AstraReply['links']) =>
    a.length === 1 &&
    b.length === 1 &&
    a[0]!.partner === b[0]!.partner &&
    (['origin', 'destination', 'city'] as const).every((key) => a[0]!.params[key] === b[0]!.params[key]);
  if (sameSearch(first.links, second.links)) return alsoSaid();
  // ("The voltage and plugs in the UK": the first ask, answered again with the second's place, already says all the second does.)
  if (second.response.trim() && first.response.includes(second.response.trim()) && second.links.length === 0) return first;

  return {
    ...first,
    response: `${first.response}\n\n${second.response}`,
    // (One search offered once, whichever ask offered it: "the nearest airport to Hallstatt and a hotel there".)
    links: [...first.links, ...second.links].filter(
      (link, index, all) =>
        all.findIndex((other) => other.partner === link.partner && JSON.stringify(other.params) === JSON.stringify(link.params)) === index,
    ),
    cards: [...first.cards, ...second.cards],
    actions: [...first.actions, ...second.actions],
    clarifying: first.clarifying && second.clarifying,
    ...(first.needsServer || second.needsServer ? { needsServer: true } : {}),
    memory: { ...second.memory, ...alsoAskedOf(firstAsked, second.memory) },
  };
}

/** What a turn's first ask was about, for a follow-up that asks both again (undefined when it is what the second was). */
function alsoAskedOf(first: AstraMemory, second: AstraMemory): Pick<AstraMemory, 'alsoAsked'> {
  if (!first.lastIntent || first.aboutTrips || second.aboutTrips) return {};
  const same =
    first.lastIntent === second.lastIntent &&
    JSON.stringify(first.lastFacts ?? []) === JSON.stringify(second.lastFacts ?? []) &&
    JSON.stringify(first.lastAspects ?? []) === JSON.stringify(second.lastAspects ?? []);
  if (same) return {};
  return {
    alsoAsked: {
      lastIntent: first.lastIntent,
      ...(first.lastFacts ? { lastFacts: first.lastFacts } : {}),
      ...(first.lastAspects ? { lastAspects: first.lastAspects } : {}),
    },
  };
}

/**
 * "Currency and plugs in Japan" then "and in Korea?", "a hotel in Lyon and a car there" then "could you do the same for
 * Bordeaux": a follow-up after a turn of two asks asks both again, when it names no new subject of its own (both
 * answers then differ). Undefined when it is not such a follow-up.
 */
async function answerBothAgain(message: string, context: AstraContext): Promise<AstraReply | undefined> {
  const memory = context.memory;
  if (!memory?.alsoAsked || !isFollowUp(message.toLowerCase())) return undefined;
  const { alsoAsked, ...rest } = memory;
  const again: AstraMemory = { ...rest, lastIntent: alsoAsked.lastIntent };
  if (alsoAsked.lastFacts) again.lastFacts = alsoAsked.lastFacts;
  else delete again.lastFacts;
  if (alsoAsked.lastAspects) again.lastAspects = alsoAsked.lastAspects;
  else delete again.lastAspects;
  const [first, second] = await Promise.all([
    answer(message, { ...context, memory: again }),
    answer(message, { ...context, memory: rest }),
  ]);
  if (first.clarifying || second.clarifying || first.response === second.response) return undefined;
  if (first.intent === second.intent && JSON.stringify(first.memory.lastFacts) === JSON.stringify(second.memory.lastFacts))
    return undefined;
  return {
    ...first,
    response: `${first.response}\n\n${second.response}`,
    links: [...first.links, ...second.links].filter(
      (link, index, all) => all.findIndex((other) => JSON.stringify(other) === JSON.stringify(link)) === index,
    ),
    cards: [...first.cards, ...second.cards],
    actions: [...first.actions, ...second.actions],
    ...(first.needsServer || second.needsServer ? { needsServer: true } : {}),
    memory: { ...second.memory, ...alsoAskedOf(first.memory, second.memory) },
  };
}

/**
 * "Fly to Athens, stay 5 days, then Santorini": a trip in legs. The flight there and the stay (1, 2),
 * "then" and the next place (3, without "on to").
 */
const tripInLegs =
  /^(.*\b(?:fly(?:ing)?|flights?)\b.*?\s+stay(?:ing)?\s+(?:(?:for|there)\s+){0,2}(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:days?|nights?|weeks?))\s*[,;]?\s+(?:and\s+)?then\s+(?:(?:fly(?:ing)?|go(?:ing)?|head(?:ing)?|continue|travel(?:ling)?)\s+)?(?:on\s+)?(?:to\s+)?([\p{L}' .-]+?)\s*[.!?]?$/iu;

/**
 * A trip in legs: the first leg answered as its two asks (a one-way flight there and the stay), then
 * the next leg as a flight on from where the first landed, on the day the stay ends when it has dates.
 * Undefined when the next leg names no place (then the message is read as usual).
 */
async function answerTripInLegs(legs: RegExpExecArray, context: AstraContext): Promise<AstraReply | undefined> {
  const [, firstLeg = '', next = ''] = legs;
  if (next.split(/\s+/).length > 4) return undefined;
  // (The flight there is one way: the traveller goes on from the stay, not home.)
  const oneWay = /\bone[- ]?way\b/i.test(firstLeg) ? firstLeg : firstLeg.replace(/\b(fly(?:ing)?|flights?)\b/i, 'one way $1');
  const first = await answer(oneWay, context);
  const stayPlace = first.memory.lastPlace;
  if (!stayPlace || !first.links.some((one) => one.partner === 'flights')) return undefined;
  const stay = first.links.find((one) => one.partner === 'hotels');
  const leaves = stay?.params.returnDate;
  const memory: AstraMemory = { ...first.memory, lastIntent: 'flight', lastPlace: stayPlace };
  const second = await answerOne(`then on to ${next}${leaves ? ` on ${leaves}` : ''}`, { ...context, memory }, true);
  const leg = second.links.find((one) => one.partner === 'flights' && one.params.destination !== stayPlace.iata);
  if (!leg || !second.memory.lastPlace || second.memory.lastPlace.slug === stayPlace.slug) return undefined;
  const length = /stay(?:ing)?\s+(?:(?:for|there)\s+){0,2}(\S+\s+\S+)$/i.exec(firstLeg)?.[1] ?? '';
  const lead = `Then on to **${second.memory.lastPlace.name}** after your ${length} in ${stayPlace.name}:`;
  return {
    ...first,
    response: `${first.response}\n\n${lead}\n\n${second.response}`,
    links: [...first.links, ...second.links].filter(
      (link, index, all) =>
        all.findIndex((other) => other.partner === link.partner && JSON.stringify(other.params) === JSON.stringify(link.params)) === index,
    ),
    cards: [...first.cards, ...second.cards],
    actions: [...first.actions, ...second.actions],
    clarifying: false,
    memory: second.memory,
  };
}

/**
 * The city a named airport's distance is asked from, when it is not the airport's own: "how far is
 * Kansai airport from Kyoto", or "from there" after a question about Kyoto.
 */
async function distanceFrom(
  draft: Draft,
  entities: AstraEntities,
  memory: AstraMemory,
  airports: AstraPlace[],
  context: AstraContext,
): Promise<AstraPlace | undefined> {
  // ("Which airports are near Sapporo" then "how far is New Chitose from the city centre": the city talked about, when
  // the airport is one of its own.)
  const centre = /\b(?:the )?(?:city|town)(?: cent(?:re|er))?\b|\bdowntown\b/.test(draft.lower);
  const candidates = [entities.origin, entities.destination, /\bthere\b/.test(draft.lower) || centre ? memory.lastPlace : undefined];
  const kmFrom = async (place: AstraPlace, iata: string | undefined) =>
    (await detailsOf(place, context))?.airports.find((nearby) => nearby.iata === iata)?.distance_km;
  for (const place of candidates) {
    if (!place || place.airport_name || place.kind === 'country') continue;
    if (place === memory.lastPlace && !/\bthere\b/.test(draft.lower) && (await kmFrom(place, airports[0]?.iata)) === undefined) continue;
    if (airports.some((airport) => airport.name === place.name)) continue;
    // The town an airport is named after ("Newark", "Incheon") is not another city; a city the name
    // only borrows, farther out than the town it serves ("Stockholm" Skavsta, by Nyköping), is.
    // (Accents aside: Keflavík names Keflavik International Airport.)
    const namedAfter = airports.filter((airport) => normaliseName(airport.airport_name ?? '').includes(normaliseName(place.name)));
    let borrowed = true;
    for (const airport of namedAfter) {
      const [fromPlace, fromServed] = await Promise.all([kmFrom(place, airport.iata), kmFrom(airport, airport.iata)]);
      if (fromPlace === undefined || fromServed === undefined || fromPlace <= fromServed) borrowed = false;
    }
    if (borrowed) return place;
  }
  return undefined;
}

/** Whether a part of a message asks something on its own: an intent said plainly, a country fact, or a question about the traveller's trips. */
function asksOnItsOwn(part: string, context: AstraContext): boolean {
  const lower = workpieceOf(part).lower;
  return (
    (scoreIntents(lower)[0]?.score ?? 0) >= 4 ||
    // ("and a car there too, what side do they drive on": a thing to book, named with "a", is asked for.)
    (/^(?:(?:and|also|plus|then)\s+)*(?:a|an|some)\s+\S/.test(lower.trim()) &&
      bookingIntents.includes(scoreIntents(lower)[0]?.intent ?? 'unknown') &&
      (scoreIntents(lower)[0]?.score ?? 0) >= 2) ||
    findFactTopics(lower).length > 0 ||
    asksAboutMyTrips(lower, context.trips) ||
    // "Heathrow airport code and the time in London": an airport's code asked.
    /\b(?:airport|iata) codes?\b|\bcode (?:for|of) [a-z' ]+ airport\b/.test(lower) ||
    // ("… and is it winter there in July?": the weather or season asked.)
    cityAspects(lower).includes('weather') ||
    // ("How many hours is Cape Town from Berlin, and …": two clocks compared.)
    (asksTimeDifference(lower) && /\b(?:time|hours?|ahead|behind)\b/.test(lower)) ||
    // "how do I get from JFK to Manhattan": a way between two places.
    /\bhow (?:do|can|should|would) (?:i|we) get (?:from|to|into)\b/.test(lower) ||
    // "how far is Kansai airport from there": how far out an airport is.
    /\b(?:how far|distance|how close)\b[^?]*\bairports?\b|\bairports?\b[^?]*\b(?:how far|distance)\b/.test(lower) ||
    // "how far is narita from tokyo": how far one place is from another ("how far is it into the city": from where talked about).
    /\bhow far (?:is|are)\b[^?]*\bfrom\b|\bdistance (?:from|between)\b|\bhow far (?:is|are) (?:it|they|that|this)\b/.test(lower) ||
    // "metro ticket cost in Paris and a Seine cruise": a question the data cannot answer is still a question.
    dataLimitOf(lower)?.replace === true ||
    // ("Do I need a visa for India and what's the currency": so is one outside what Astra does.)
    outOfScope(lower) !== undefined
  );
}

/** Whether `right` goes on from where the flight asked in `left` lands: "(then) on to Rome", "then Madrid to Lisbon on the 9th". */
function isNextLeg(left: string, right: string, afterThen: boolean): boolean {
  const top = scoreIntents(workpieceOf(left).lower)[0];
  if (top?.intent !== 'flight' || top.score < 2) return false;
  const next = workpieceOf(right).lower.replace(/^then\s+/, '');
  const rightTop = scoreIntents(next)[0];
  if (rightTop && rightTop.intent !== 'flight' && rightTop.score >= 2) return false;
  if (/^(?:how|what|which|where|when|why|is|are|can|could|do|does)\b/.test(next)) return false;
  // ("Flights for me, my husband and our three children to Orlando": those travelling, not a place to fly on from.)
  if (/^(?:our|my|his|her|their|your)\b/.test(next)) return false;
  // ("… and a few hours to spare. How far is that airport from Seoul?": time on hand, and a sentence after it, are no leg.)
  if (
    /^(?:some|a few|few|a couple of|\d+|one|two|three|four|five|six|seven|eight|nine|ten|many|several)\s+(?:hours?|minutes?|days?|nights?)\b/.test(
      next,
    ) ||
    /[.!?]\s+\S/.test(next)
  )
    return false;
  // ("Paris to Rome and Rome to Athens": a second journey written out is a leg too, with or without "then".)
  void afterThen;
  return /^(?:fly(?:ing)?\s+)?on\s+to\s+\S/.test(next) || /^(?:fly(?:ing)?\s+)?(?:from\s+)?[\p{L}' .-]+?\s+to\s+\S/u.test(next);
}

/** A message that goes on from where the last flight landed: "then on to Rome", "and then Madrid to Lisbon". */
const nextLegPattern =
  /^(?:and\s+)?(?:then\s+(?:on\s+)?|on\s+)(?:fly(?:ing)?\s+)?(?:on\s+)?to\b|^(?:and\s+)?then\s+(?:fly(?:ing)?\s+)?(?:from\s+)?[\p{L}' .-]+?\s+to\b/u;

/** Two time questions, one holding a clock time: a single conversion split by a comma. */
function isOneConversion(left: string, right: string): boolean {
  const sides = [left, right].map((part) => workpieceOf(part).lower);
  // "My flight lands at 6am in Dubai, what time is that in Berlin": the second side converts the first's clock.
  if (
    findClockTime(sides[0]!) &&
    !findClockTime(sides[1]!) &&
    /\bwhat time (?:is|will|would) (?:that|it|this)\b|\bwhat(?:'s| is) that in\b/.test(sides[1]!)
  )
    return true;
  if (!sides.every((side) => scoreIntents(side)[0]?.intent === 'time')) return false;
  return sides.filter((side) => findClockTime(side)).length === 1;
}

/** How a statement of what the traveller is doing opens ("we're going to Marrakech at Easter", "I'm trying to plan the week"). */
const storyOpening =
  /^(?:(?:so|well|honestly|anyway|basically),?\s+)?(?:i|we|i'm|im|we're|i've|ive|we've|i'll|we'll|i am|we are|i have|we have|i was|we were|my|our)\b/;
/** A request said outright, not as a question ("could you", "please", "we'd like", "I need"). */
const asksPlainly =
  /\b(?:can|could|would|will) you\b|\bplease\b|\b(?:i|we)(?:'d| would) (?:also |really |so |just )?(?:like|love)\b|\b(?:i|we|i'll|we'll) (?:also )?(?:need|want|wanna)\b|\b(?:i'm|im|we're|i am|we are) (?:after|looking for)\b|\bwonder(?:ing)?\b/;
/** What makes a clause an ask: a question or a request. */
const requestWords = new RegExp(`\\?|${asksPlainly.source}|\\b(?:how|what|whats|when|where|which|who|whether)\\b`);

/** A story opening that asks and requests nothing in any of its clauses ("we're planning a holiday, the kids too"). */
function tellsOnly(part: string): boolean {
  const lower = part.toLowerCase().trim();
  return (
    storyOpening.test(lower) &&
    !/\?/.test(lower) &&
    // (Nor a sentence put as a question: "… on the way to Bali. Is there a lounge at the airport".)
    !/(?:^|[.!?:;]\s+)(?:is|are|do|does|did|can|could|will|would|should|have|has|any)\b/.test(lower) &&
    !requestWords.test(lower) &&
    !/\b(?:need|want|book|find|get|looking|show|tell|give|check)\b/.test(lower)
  );
}

function isStory(part: string): boolean {
  const lower = part.toLowerCase().trim();
  // ("Before our trip to Kraków, could you tell me …": a trip named only as when the question is asked asks nothing.)
  if (
    /^(?:before|for|during|ahead of|on|after) (?:my|our|the) (?:[a-z]+ )?(?:trip|holiday|vacation|visit|flight|stay)\b[^?]*$/.test(lower) &&
    !requestWords.test(lower)
  )
    return true;
  // ("For my trip to Chiang Mai I've got two questions, if that's alright: …": saying there are questions asks none.)
  if (
    /\b(?:i|we)(?:'ve| have)(?: got)? (?:(?:two|three|a few|some|a couple of|couple of|quick|small|silly|few|a|one|more) )*questions?\b[^?]*$/.test(
      lower,
    )
  )
    return true;
  // (One clause only: "so we land in Lisbon on the 10th, need a car" goes on to ask.)
  // (A second sentence after the story is more than one clause: "We have a layover in Doha. Is there a lounge".)
  return storyOpening.test(lower) && !/[,;:]|[.!?]\s+\S/.test(lower) && !requestWords.test(lower);
}

const bookingIntents: readonly AstraIntent[] = ['flight', 'hotel', 'car', 'tours', 'tickets', 'transfer', 'esim', 'lounge'];

/**
 * "A hotel in Madrid and a car too", "I want to fly to Tokyo then get a hotel": one side asks plainly,
 * the other names a booking of another kind only weakly ("a car", "fly to"). Both are asked.
 */
function namesOtherBooking(left: string, right: string, context: AstraContext): boolean {
  const tops = [left, right].map((part) => scoreIntents(workpieceOf(part).lower)[0]);
  if (!tops[0] || !tops[1] || tops[0].intent === tops[1].intent) return false;
  const booking = (top: (typeof tops)[number]) => Boolean(top && bookingIntents.includes(top.intent) && top.score >= 2);
  if (tops.every(booking)) return asksOnItsOwn(left, context) || asksOnItsOwn(right, context);
  // "The nearest airport to Siena and a car there": a question of another kind, then a booking named weakly.
  return booking(tops[1]) && asksOnItsOwn(left, context) && !asksOnItsOwn(right, context);
}

/**
 * Two asks in one message ("flights from Munich to Bangkok and an eSIM for Thailand", "the time in
 * Tokyo and the emergency number there"): split at the last "and", ", and" or "?" where both sides
 * ask something on their own, so "between Paris and New York" stays whole. A question about the
 * traveller's trips stays whole: it answers every part itself.
 */
/** A weekday alone, perhaps its night ("saturday", "sunday nights too"): the last day of the ask before it. */
const namesOnlyADay =
  /^\s*(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?(?: nights?)?(?: (?:too|as well|also))?\s*[?.!]*\s*$/i;

export function splitAsks(
  message: string,
  context: AstraContext,
  wholeNames: ReadonlyArray<readonly [number, number]> = [],
): [string, string] | undefined {
  if (message.length > 400) return undefined;
  const lower = message.toLowerCase();
  // "Take off Frankfurt 13:30, 11 hr flight to Singapore, local time on arrival?": one sum, not three asks.
  if (asksFlightArrival(workpieceOf(message).lower)) return undefined;
  const aboutTrips = asksAboutMyTrips(lower, context.trips);
  // "We're flying into Heathrow and need to get to our hotel in Kensington, can you sort a transfer?":
  // a message that reads as one transfer mentions the flight and the hotel it goes between; those are
  // not asks of their own.
  const whole = scoreIntents(workpieceOf(message).lower)[0];
  const oneTransfer = whole?.intent === 'transfer' && whole.score >= 8;
  const joins = [
    ...message.matchAll(
      /\s*,?\s+(?:and|plus|as well as|&|\+|then)\s+(?:also\s+)?(?:then\s+)?|\s*[,;]\s+(?:and\s+)?also\s+|\s+also\s+(?=(?:i\s+|we\s+)?(?:need|want|get|book|find|looking|a|an|some)\b)|\?\s+(?=\S)|(?<=[a-z]{3})\.\s+(?=\S)|,\s+(?=an?\s)|,\s+(?=\S)|(?:,|\s+also)\s+(?=(?:what'?s?|which|how|when|where|is|are|do|does|can)\b)|\s+(?=stay(?:ing)?\s+(?:(?:for|there)\s+){0,2}(?:\d|an?\s|one|two|three|four|five|six|seven|eight|nine|ten)\b)/gi,
    ),
  ];
  for (const join of joins.reverse()) {
    // ("currency in antigua and barbuda", "the time in Mobile, Alabama": a join inside one place's name joins no two asks.)
    if (wholeNames.some(([start, end]) => join.index > start && join.index < end)) continue;
    const left = message.slice(0, join.index).trim();
    const right = message.slice(join.index + join[0].length).trim();
    if (left.length < 3 || right.length < 3) continue;
    // ("and the time difference between toronto and vancouver": the two places of "between" are one ask.)
    if (/^\s*,?\s*and\s*$/i.test(join[0]) && /\bbetween\s+(?:(?!and\b)[\p{L}'.-]+\s+){0,2}(?!and\b)[\p{L}'.-]+$/iu.test(left)) continue;
    // ("hotels in florence for friday and saturday": a second day alone is the same ask's last night.)
    if (/^\s*,?\s*(?:and|&|\+)\s*$/i.test(join[0]) && namesOnlyADay.test(right)) continue;
    // ("A hotel with breakfast and free parking in Ghent": what a thing asked for comes with, listed after "with", is one ask;
    // "a hotel with a pool and a car in Faro" still asks for the car.)
    if (
      /^\s*,?\s*and\s*$/i.test(join[0]) &&
      /\bwith\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+$/iu.test(left) &&
      !/^(?:a|an|the|some|also|then|to|could|can|would|please|i|we|what|which|how|when|where|is|are|do|does|book|find|get|tell|know|let)\b/i.test(
        right,
      )
    )
      continue;
    // "Call at 2pm my time, what time in Singapore": a clock time and the place to read it in are one conversion.
    if (isOneConversion(left, right)) continue;
    // "London to Paris and then on to Rome", "berlin to madrid on the 5th then madrid to lisbon": a journey's next leg.
    if (isNextLeg(left, right, /\bthen\b/i.test(join[0]))) return [left, /^then\b/i.test(right) ? right : `then ${right}`];
    // ("A hotel in Dublin and a transfer from the airport": a hotel or flight to book is an ask of its own.)
    if (
      oneTransfer &&
      [left, right].some(
        (part) =>
          ['flight', 'hotel'].includes(scoreIntents(workpieceOf(part).lower)[0]?.intent ?? '') &&
          // ("When's my flight tomorrow and can you get me a transfer": a question about their flight is asked.)
          !(/^(?:when|what|which|where)\b/i.test(part) && asksAboutMyTrips(workpieceOf(part).lower, context.trips)) &&
          !/\b(?:a|an|some|book|find|cheap)\s+(?:hotel|room|place to stay|flight)s?\b|\bhotels\b|\bflights? (?:to|from)\b/i.test(part),
      )
    )
      continue;
    // "I'm trying to plan the week around work, so what have I got on tomorrow": a side that only tells what
    // they are doing (no question, nothing requested) is the story around the ask, not an ask of its own.
    if (isStory(left) || isStory(right)) continue;
    // ("We're planning a big family holiday to Mexico, with my parents and the kids, seven of us. Could you look for a
    // hotel in Cancún …": a story of several clauses that asks for nothing, before a request, is the request's scene.)
    if (tellsOnly(left) && requestWords.test(right.toLowerCase())) continue;
    if ((asksOnItsOwn(left, context) && asksOnItsOwn(right, context)) || namesOtherBooking(left, right, context)) {
      // "When is my flight to Amsterdam and what's the weather there": one side about their trips,
      // the other about the world. Two sides about their trips stay whole (answered together).
      if (!aboutTrips) return [left, right];
      const mine = [left, right].map((part) => asksAboutMyTrips(workpieceOf(part).lower, context.trips));
      if (mine[0] !== mine[1]) return [left, right];
      continue;
    }
    if (aboutTrips) continue;
    // "What about Greece and Turkey": a follow-up naming two places asks each.
    if (isFollowUp(left) && /^(?:and\s+)?[a-z' .-]+$/i.test(right) && right.split(/\s+/).length <= 3 && !asksOnItsOwn(right, context))
      return [left, right.startsWith('and ') ? right : `and ${right}`];
    // "What time is it in New York and in Tokyo": the same question of a second place, answered as a follow-up.
    if (/^(?:also\s+)?(?:in|for|at)\s+\S/i.test(right) && right.split(/\s+/).length <= 4 && asksOnItsOwn(left, context))
      return [left, `and ${right}`];
    // "Current time in LA and NYC", "plugs in Spain and Portugal": a bare name (capitalised, or a code) after
    // the question asks it again of a second place; not where the two belong together ("between", a difference).
    // ("A hotel in Kyoto for me and Mia": a name after "me and" is someone travelling, not a second place.)
    if (/\b(?:me|us|myself)\s*$/i.test(left)) continue;
    if (
      /^[A-Z][\p{L}'.-]*(?:\s+[A-Z][\p{L}'.-]*){0,2}\s*\??$/u.test(right) &&
      asksOnItsOwn(left, context) &&
      !/\b(?:between|from)\b/i.test(left) &&
      !asksTimeDifference(workpieceOf(left).lower)
    )
      return [left, `and ${right}`];
    // (In lower case too, after a question that names its place after "in"/"for"/"of": "languages in switzerland and belgium".)
    // ("time in london and new york right now": a word for now after the name belongs to both.)
    const bareRight = right.replace(/\s+(?:right now|now|rn|atm|today|please|pls)\s*\??$/i, '').trim();
    if (
      /^[a-z][a-z'.-]+(?: [a-z][a-z'.-]+)?\s*\??$/.test(bareRight) &&
      !bareRight.replace(/\?$/, '').trim().split(/\s+/).some(isStopWord) &&
      // ("time in hong kong and singapore": the place after "in" may be of two or three words.)
      /\b(?:in|for|of)\s+\S+(?:\s+\S+){0,2}\s*$/i.test(left) &&
      asksOnItsOwn(left, context) &&
      !/\b(?:between|from)\b/i.test(left) &&
      !asksTimeDifference(workpieceOf(left).lower)
    )
      return [left, `and ${right}`];
  }
  return undefined;
}

/**
 * Where the message names one place in words a split would cut: a country whose own name has "and" in it ("Trinidad and
 * Tobago"), or a town with its region or country after a comma ("Mobile, Alabama"). Start and end of each.
 */
async function namesKeptWhole(message: string, context: AstraContext): Promise<Array<[number, number]>> {
  const spans: Array<[number, number]> = [];
  for (const named of message.matchAll(
    /\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?\s+and\s+(?:the\s+)?\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?/giu,
  )) {
    const words = named[0].split(/\s+/);
    const and = words.findIndex((word) => word.toLowerCase() === 'and');
    // The name's words around "and": one or two before it, one to three after it ("Saint Vincent and the Grenadines").
    for (let before = Math.min(2, and); before >= 1 && !spans.some(([, end]) => end > named.index); before--)
      for (let after = words.length - and - 1; after >= 1; after--) {
        const text = words.slice(and - before, and + 1 + after).join(' ');
        const place = await context.data.findPlace(text);
        if (place?.kind !== 'country' || normaliseName(place.country) !== normaliseName(text)) continue;
        const start = named.index + named[0].indexOf(text);
        spans.push([start, start + text.length]);
        break;
      }
  }
  // ("what time is it in Mobile, Alabama": a town and its region or country after a comma are one place.)
  for (const named of message.matchAll(/(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?),\s+(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?)/gu)) {
    const town = named[1]!.split(/\s+/);
    const region = named[2]!.split(/\s+/);
    found: for (let before = town.length; before >= 1; before--)
      for (let after = region.length; after >= 1; after--) {
        const [name, where] = [town.slice(-before).join(' '), region.slice(0, after).join(' ')];
        const place = await context.data.findPlace(`${name}, ${where}`);
        if (!place || place.kind === 'country' || normaliseName(place.name) !== normaliseName(name)) continue;
        if (![place.region, place.country].some((said) => said && normaliseName(said) === normaliseName(where))) continue;
        spans.push([named.index + named[1]!.length - name.length, named.index + named[0].length - named[2]!.length + where.length]);
        break found;
      }
  }
  return spans;
}

const joinModel = joinModelWeights satisfies JoinModel;
/**
 * How sure the join model must be of a join the rules did not find: chosen by leaving each development
 * batch out of its training in turn (decision 022, sixteenth pass); below it, it split messages of one ask.
 */
const joinModelSure = 0.9;

/**
 * Where the rules find no join of two asks, the join model's best, when it is sure: "… could you find
 * one for a week, and tell me which side they drive on over there?". A question about the traveller's
 * trips stays whole here as in `splitAsks`, unless only one side asks about them.
 */
function learnedSplit(message: string, context: AstraContext): [string, string] | undefined {
  if (message.length > 400) return undefined;
  const best = rankJoins(message, joinModel, askModel)[0];
  if (!best || best.probability < joinModelSure) return undefined;
  // ("How many hours between Auckland and London on the 1st of June": "between … and" joins the two places of one ask.)
  if (/\bbetween\s+[^,.;?!]*$/i.test(best.left) && /^\s*and\s*$/i.test(best.join)) return undefined;
  // ("hotels in florence for friday and saturday": a second day alone is the same ask's last night, not a second ask.)
  if (/^\s*(?:and|&|\+)\s*$/i.test(best.join) && namesOnlyADay.test(best.right)) return undefined;
  if (asksAboutMyTrips(message.toLowerCase(), context.trips)) {
    const mine = [best.left, best.right].map((part) => asksAboutMyTrips(workpieceOf(part).lower, context.trips));
    if (mine[0] === mine[1]) return undefined;
  }
  return [best.left, best.right];
}

/** "5000 yen in euros" then "and 20000?": an amount alone after a conversion converts it the same way. */
const amountAlone = /^\s*(?:(?:and|ok and|what about|how about|now|then)\s+)?(?:[$€£¥]\s?)?(\d[\d,.]*\s?k?)\s*\??\s*$/i;

/** "and in dollars?", "what about yen": a currency alone after a conversion converts the same amount into it. */
const currencyAlone =
  /^\s*(?:(?:and|ok and|what about|how about|now|then)\s+)?(?:(?:in|into|to)\s+)?((?:us |australian |canadian |singapore |swiss |hong kong |new zealand )?(?:dollars?|euros?|pounds?|yen|yuan|rupees?|won|baht|francs?|usd|eur|gbp|jpy|aud|cad|chf|cny|inr|krw|sgd|thb|sek|nok|dkk|pln|czk|huf|mxn|brl|zar|nzd|hkd|aed))\s*\??\s*$/i;

/** Answers one ask. */
async function answerOne(message: string, context: AstraContext, secondAsk = false): Promise<AstraReply> {
  const today = todayIn(context.now, context.timeZone);
  const memory = context.memory ?? {};
  const sameConversion = memory.lastIntent === 'currency' && memory.lastCurrencies ? amountAlone.exec(message) : null;
  if (sameConversion && memory.lastCurrencies) {
    const [from, to] = memory.lastCurrencies;
    return answerOne(`${sameConversion[1]!.trim()} ${from} in ${to}`, context, secondAsk);
  }
  // ("50 euros in dollars" then "the other way round": the same amount, the currencies swapped.)
  const otherWay =
    memory.lastIntent === 'currency' &&
    /^\s*(?:(?:and|ok|okay|now|what about|how about)\s+)*(?:the\s+)?(?:other way(?: round| around)?|reverse(?:d)?|vice versa|opposite)\W*$/i.test(
      message,
    );
  if (otherWay && memory.lastCurrencies && memory.lastAmount !== undefined)
    return answerOne(`${memory.lastAmount} ${memory.lastCurrencies[1]} in ${memory.lastCurrencies[0]}`, context, secondAsk);
  // ("50 euros in pounds" then "and in dollars?": the same amount into another currency.)
  const sameAmount =
    memory.lastIntent === 'currency' && memory.lastCurrencies && memory.lastAmount !== undefined ? currencyAlone.exec(message) : null;
  if (sameAmount && memory.lastCurrencies && memory.lastAmount !== undefined)
    return answerOne(`${memory.lastAmount} ${memory.lastCurrencies[0]} in ${sameAmount[1]!.trim()}`, context, secondAsk);
  const draft = await read(message, context, today);
  // "and in Rome?" after "weather in Paris in May": the follow-up asks the same thing of the new place.
  const aspects = cityAspects(draft.lower);
  if (
    memory.lastAspects?.length &&
    aspects.length === 0 &&
    (isFollowUp(draft.lower) ||
      (memory.lastAspects.includes('airports') && /\bhow far\b|\bdistance\b|\b(?:closest|nearest|closer|nearer)\b/.test(draft.lower)))
  )
    draft.lower = `${draft.lower} ${memory.lastAspects.join(' ')}`;
  // ("How many hours of difference has Lisbon" then "and Madrid?": a difference measured against the traveller, asked again
  // of another place, is that place's against the traveller too, not against the place before.)
  const againstThemAgain =
    memory.lastAspects?.includes('difference') &&
    !memory.lastOrigin &&
    isFollowUp(draft.lower) &&
    !asksTimeDifference(message.toLowerCase());
  const refusal = outOfScope(draft.lower);
  // ("Do I need a visa for India" then "and the currency?": the place asked about is the one talked about.)
  if (refusal)
    return {
      ...reply(refusal),
      intent: 'unknown',
      entities: draft.entities,
      memory: draft.entities.destination ? { ...memory, lastPlace: draft.entities.destination } : memory,
    };
  // "I leave Berlin at 10, it's a 12-hour flight to Tokyo, when do I land": a sum of clock and flight length.
  const arrival = await answerFlightArrival(draft, draft.entities, context);
  if (arrival) return { ...arrival, intent: 'time', entities: draft.entities, memory };
  // What no record holds (opening hours, health, strikes) is said first, even of a place in their plans.
  // "How do I get from the Colosseum to the Trevi Fountain": two places in one city are a route inside it.
  const { origin, destination } = draft.entities;
  const routeInCity =
    origin &&
    destination &&
    !origin.airport_name &&
    !destination.airport_name &&
    origin.name === destination.name &&
    origin.country_code === destination.country_code &&
    /\b(?:get|go|walk|travel|way) (?:from|to)\b/.test(draft.lower);
  // "How do I get from Shinjuku to Shibuya": a way between two spots that name no city is a route inside one.
  const routeBetweenSpots = !origin && !destination && /\bhow (?:do|can|should|would) (?:i|we) get from \S+[^?]* to \S/.test(draft.lower);
  // "Is there a train from Fiumicino": public transport out of an airport named by its name, with nowhere else named, is the ride into town.
  const fromAirportByRail =
    origin?.airport_name &&
    !destination &&
    /\b(?:trains?|bus(?:es)?|metro|subway|tube|trams?|coach(?:es)?)\b/.test(draft.lower) &&
    !/\bflights?\b|\bfly(?:ing)?\b|\bplanes?\b/.test(draft.lower);
  const limit =
    dataLimitOf(draft.lower) ??
    (routeInCity || routeBetweenSpots ? { ...directionsLimit, replace: true } : fromAirportByRail ? airportTransportLimit : undefined);
  const theirLeg = asksTheirLeg(message.toLowerCase(), context.trips);
  if (limit?.replace && !limit.aboutTrips && !theirLeg) return { ...reply(limit.say), intent: 'unknown', entities: draft.entities, memory };
  // "How long is the flight from Berlin to Tokyo": what no record holds, asked with no "I" or "my", is about the world.
  // (A follow-up to a question about their trips stays about them: "and what terminal".)
  const mine =
    limit &&
    !/\b(?:my|our|i|we|me|us|i'm|im|i've)\b/.test(draft.lower) &&
    // ("When do we fly to Rome" then "how long does the flight take?": the flight just shown.)
    !(memory.aboutTrips && (isFollowUp(draft.lower) || /\bthe (?:flight|train|hotel|stay|tour|transfer)\b/.test(draft.lower))) &&
    // ("How long is the flight to Amsterdam" when their trips fly there: theirs.)
    !theirLeg
      ? undefined
      : await myTripReply(message, draft, context, memory, today);
  // "How much was my hotel": what the records lack is said before what they hold. (A route names
  // something of theirs only when it says "my": the Colosseum is a sight before it is their tour.)
  if (mine && limit?.aboutTrips && (!limit.replace || /\b(?:my|our)\b/.test(draft.lower)))
    return { ...mine, response: `${limit.aboutTrips}\n\n${mine.response}` };
  if (limit?.replace && !(theirLeg && mine)) return { ...reply(limit.say), intent: 'unknown', entities: draft.entities, memory };
  if (mine) return mine;
  // "Which countries use the euro": a currency asked the other way round.
  const currencyCode = currencyOwnersAsked(draft.lower);
  if (currencyCode) return { ...(await answerCurrencyOwners(currencyCode, context)), intent: 'currency', entities: draft.entities, memory };
  // "+44 is which country": a calling code asked the other way round.
  const callingCode = callingCodeAsked(draft.lower);
  if (callingCode)
    return { ...(await answerCallingCodeOwner(callingCode, context)), intent: 'city_info', entities: draft.entities, memory };
  // "A car in Faro and also a hotel in Lagos": the second ask's place is looked for near the first's.
  // ("Nearest airport to Zermatt" then "and for Interlaken?": a follow-up's place too.)
  if (
    (secondAsk || (isFollowUp(draft.lower) && memory.lastIntent)) &&
    memory.lastPlace &&
    draft.entities.destination &&
    !['flight', 'price_alert'].includes(draft.intent)
  )
    // (After a whole message, only a namesake of a fair size, or one beside a small town: Melbourne after Orlando stays Australia's.)
    draft.entities.destination = await namesakeIn(draft.entities.destination, memory.lastPlace, context.data, secondAsk);
  let intent = decideIntent(draft, memory);
  if (fromAirportByRail && !dataLimitOf(draft.lower)) intent = 'transfer';
  // "Book us a table for four in Lisbon on Saturday night": the night is the dinner's, not a stay to book.
  const dinnerOnly =
    Boolean(limit && 'dining' in limit && limit.dining) && !/\b(?:hotels?|rooms?|stay(?:ing)?|accommodation|sleep)\b/.test(draft.lower);
  if (dinnerOnly && intent === 'hotel') intent = 'city_info';
  // "Hotels in Tokyo" then "are they expensive": what no record holds, said of the last search, then that search again.
  if (intent === 'unknown' && limit && memory.lastIntent && bookingIntents.includes(memory.lastIntent)) intent = memory.lastIntent;
  // "How do I get from Narita to Tokyo": from an airport (or a town named like the airport) that
  // serves the city asked, with nothing else asked, is a transfer.
  if (intent === 'city_info' && draft.entities.origin?.iata && draft.entities.destination && (draft.scores[0]?.score ?? 0) < 2) {
    const nearby = (await detailsOf(draft.entities.destination, context))?.airports ?? [];
    if (
      nearby.some((airport) => airport.iata === draft.entities.origin!.iata) &&
      draft.entities.origin.name !== draft.entities.destination.name
    )
      intent = 'transfer';
  }
  // "I need to get from Narita to Shinjuku": from an airport, or the town that names one, to a spot the
  // data does not know, is a transfer into the city the airport serves.
  const fromAirport = draft.entities.origin;
  if (
    (intent === 'city_info' || intent === 'unknown') &&
    fromAirport?.iata &&
    !draft.entities.destination &&
    /\b(?:get|go|travel|ride|way)\b[^?]*\bfrom\b[^?]*\bto\s+\S/.test(draft.lower)
  ) {
    const served = await context.data.findPlace(fromAirport.iata);
    const airport = served && (await detailsOf(served, context))?.airports.find((nearby) => nearby.iata === fromAirport.iata);
    if (
      served &&
      airport &&
      (fromAirport.airport_name ||
        (served.name !== fromAirport.name && airport.name.toLowerCase().includes(fromAirport.name.toLowerCase())))
    ) {
      intent = 'transfer';
      draft.entities.destination = served;
    }
  }
  // "I need to get from Paris to Amsterdam on the 3rd of May": a journey between two cities, with nothing else asked.
  const journey = draft.entities;
  if (
    (intent === 'city_info' || intent === 'tickets') &&
    journey.origin &&
    journey.destination &&
    !journey.origin.airport_name &&
    !journey.destination.airport_name &&
    journey.origin.name !== journey.destination.name &&
    (((draft.scores[0]?.score ?? 0) < 2 &&
      /\b(?:get|go|travel|head|getting|going|travelling|traveling) from\b|\bget (?:me|us) to\b|^\s*(?:from\s+)?[\p{L}' .-]+\s+to\s+\p{L}/u.test(
        draft.lower,
      )) ||
      // ("Two tickets to Paris from Amsterdam": a ticket between two cities is a journey, not an attraction.)
      (intent === 'tickets' && /\btickets? to\b/.test(draft.lower)))
  )
    intent = 'flight';
  // "2 tickets to Barcelona on the 18th", "a one way ticket to Madrid": tickets to a city named as itself (not a sight read as
  // its city) are a journey there.
  const ticketsTo = /\btickets? to (?:the )?([a-z][a-z' .-]{1,40})/.exec(draft.lower);
  if (
    intent === 'tickets' &&
    ticketsTo &&
    draft.entities.destination &&
    draft.entities.destination.kind !== 'country' &&
    !draft.entities.destination.airport_name &&
    normaliseName(ticketsTo[1]!).startsWith(normaliseName(draft.entities.destination.name)) &&
    !/\b(?:museum|gallery|palace|castle|tower|park|show|concert|match|game|exhibition|zoo|aquarium|disney\w*|theme park|entry|entrance|admission|skip)\b/.test(
      draft.lower,
    )
  )
    intent = 'flight';
  const pendingFollowUp = intent === memory.pendingIntent;
  // "Car rental in Faro from 2 to 9 June" then "actually make it the 10th": a day after the last one, put in place of
  // "it", moves the last day (the search keeps its first); "from the 10th" still moves the whole search.
  // ("Hotel in Frankfurt for Monday night" then "add Tuesday night too": the nights as the traveller names them.)
  const asked = intent === 'hotel' ? withStayNights(draft.entities, draft.lower, memory) : draft.entities;
  const laterEnd =
    bookingIntents.includes(intent) &&
    memory.startDate &&
    memory.endDate &&
    asked.startDate &&
    !asked.endDate &&
    !asked.durationDays &&
    asked.startDate > memory.endDate &&
    /\b(?:make|change) (?:it|that)(?: to)? the \d{1,2}(?:st|nd|rd|th)?\b/.test(draft.lower);
  // ("Car rental in Malaga 3 to 10 July" then "can you make it two days longer": the days kept, the last one moved on.)
  const longer = memory.startDate && memory.endDate && !asked.startDate && !asked.endDate ? daysLonger(draft.lower) : undefined;
  const stretched = longer
    ? { ...asked, startDate: memory.startDate!, endDate: toIso(addDays(new Date(`${memory.endDate!}T00:00:00Z`), longer)) }
    : undefined;
  if (stretched) delete stretched.durationDays;
  const entities = withMemory(
    intent,
    stretched ?? (laterEnd ? { ...asked, startDate: memory.startDate, endDate: asked.startDate } : asked),
    memory,
    pendingFollowUp,
    // ("from frankfurt, early may, 2 of us" after a flight search: where from, for the place searched.)
    (isFollowUp(draft.lower) ||
      Boolean(draft.entities.origin && !draft.entities.destination && saysOnlyDetails(draft, draft.entities.origin))) &&
      Boolean(memory.lastIntent),
    // "A hotel in Edinburgh and flights from London": the second ask of a message is about the place the first named.
    /\bthere\b/.test(draft.lower) || secondAsk,
    Boolean(context.offline && intent === 'city_info' && (draft.unresolved?.length ?? 0) >= 4),
  );
  // ("We are 12 now": a group bigger than a search carries keeps no smaller count from before.)
  if (draft.partyNote) delete entities.travellers;
  // ("Flights to Athens 12 June back 19 June" then "actually one way": the way back kept is dropped.)
  if (/\bone[- ]?way\b/.test(draft.lower) && !draft.entities.endDate && (intent === 'flight' || intent === 'price_alert'))
    delete entities.endDate;
  // "A hotel in Edinburgh and a car to drive up to the Highlands": where they drive to is not where the car is
  // picked up; that is the place the message named before.
  const drivenTo = entities.destination?.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (
    intent === 'car' &&
    secondAsk &&
    memory.lastPlace &&
    drivenTo &&
    entities.destination!.name !== memory.lastPlace.name &&
    new RegExp(`\\bdrive (?:up |down |out |over |across )?(?:to|into) (?:the )?${drivenTo}\\b`, 'i').test(message)
  )
    entities.destination = memory.lastPlace;
  // ("Car in Lisbon 1-5 July" then "and drop it off in Porto": the car is still picked up where it was; where it is left is
  // chosen on the partner's site.)
  const droppedAt =
    intent === 'car' &&
    memory.lastIntent === 'car' &&
    memory.lastPlace &&
    drivenTo &&
    entities.destination!.name !== memory.lastPlace.name &&
    new RegExp(
      `\\b(?:drop(?:ping)?|leav(?:e|ing)|return(?:ing)?) (?:it |the car |the rental )?(?:off )?(?:in|at) (?:the )?${drivenTo}\\b`,
      'i',
    ).test(message)
      ? entities.destination
      : undefined;
  if (droppedAt) entities.destination = memory.lastPlace;
  // "then on to Rome" after a flight to Paris: the next leg leaves from where the last one landed, on its own day.
  if (
    intent === 'flight' &&
    memory.lastIntent === 'flight' &&
    memory.lastPlace &&
    draft.entities.destination &&
    nextLegPattern.test(draft.lower.trim())
  ) {
    if (!draft.entities.origin) entities.origin = memory.lastPlace;
    if (!draft.entities.startDate) delete entities.startDate;
    if (!draft.entities.endDate) delete entities.endDate;
  }
  // "What language in Seoul and the time difference with Berlin": a second ask comparing one place by
  // the clock compares it with the place the first ask named.
  // ("The time in Dubai" then "and the difference with London": the place before is the other clock.)
  if (
    intent === 'time' &&
    asksTimeDifference(draft.lower) &&
    !draft.entities.origin &&
    !againstThemAgain &&
    memory.lastPlace &&
    // ("Book flights to Lisbon then tell me the time difference": with no place of its own, Lisbon against the traveller's clock.)
    ((secondAsk && draft.entities.destination && draft.entities.destination.name !== memory.lastPlace.name) ||
      (!entities.origin &&
        memory.lastIntent === 'time' &&
        draft.entities.destination &&
        draft.entities.destination.name !== memory.lastPlace.name))
  )
    entities.origin = memory.lastPlace;
  // ("Flights from Madrid to Lima" then "what's the time difference with Madrid then?": the place of the search against the
  // one named, which is only the reference: the place talked about stays the search's.)
  const referenceOnly =
    intent === 'time' &&
    asksTimeDifference(draft.lower) &&
    !draft.entities.origin &&
    !entities.origin &&
    Boolean(memory.lastPlace && memory.lastIntent && bookingIntents.includes(memory.lastIntent)) &&
    Boolean(draft.entities.destination && draft.entities.destination.name !== memory.lastPlace?.name) &&
    !/\b(?:here|me|my time|home|i am|i'm|we are|we're)\b/.test(draft.lower);
  if (referenceOnly) {
    entities.origin = memory.lastPlace;
    // (On the search's first day, when it has one: the clocks may change before then.)
    if (memory.startDate && !draft.entities.startDate) entities.startDate = memory.startDate;
  }
  // ("The time in Seoul" then "and what's the difference from London?": the place before against the one named after "from".)
  else if (
    intent === 'time' &&
    asksTimeDifference(draft.lower) &&
    draft.entities.origin &&
    !draft.entities.destination &&
    memory.lastIntent === 'time' &&
    memory.lastPlace &&
    memory.lastPlace.name !== draft.entities.origin.name
  )
    entities.destination = memory.lastPlace;
  // "Day trips from Edinburgh": for anything but a journey, the one place named is where it happens.
  if (!entities.destination && entities.origin && !['flight', 'price_alert', 'lounge', 'itinerary_add'].includes(intent))
    entities.destination = entities.origin;
  const followUpFacts =
    memory.lastFacts && draft.scores.every((score) => score.score < 4) && isFollowUp(draft.lower) ? memory.lastFacts : undefined;
  const topics = factQuestion(draft, intent) ?? followUpFacts;
  // "I'm flying into O'Hare, how far is downtown": how far a named airport is, asked beside a weak flight word.
  // ("incheon to seoul how far": a transfer asked how far is answered with the distance, and its transfer link.)
  const asksAirportDistance =
    /\bhow far\b|\bdistance\b/.test(draft.lower) &&
    (intent === 'flight' || intent === 'transfer') &&
    // ("dubrovnik airport to old town how far": no ride asked for, only how far.)
    ((draft.scores[0]?.score ?? 0) < 5 || !/\b(?:transfers?|taxis?|cabs?|shuttles?|rides?|drivers?|uber|book)\b/.test(draft.lower));
  // "Narita or Haneda for central Tokyo": a choice between airports, beside a weak booking word, compares them.
  const asksAirportChoice =
    /\bor\b|\bvs\.?\b|\bversus\b/.test(draft.lower) && bookingIntents.includes(intent) && (draft.scores[0]?.score ?? 0) < 5;
  // ("Where is Changi airport" then "weather there in July": the weather is the city's, not the airport's.)
  const named =
    !topics &&
    !(
      (cityAspects(draft.lower).includes('weather') || /\b(?:rainy|dry|wet|monsoon|hurricane) season\b/.test(draft.lower)) &&
      !/\bairports?\b/.test(draft.lower)
    ) &&
    (intent === 'city_info' || intent === 'unknown' || asksAirportDistance || asksAirportChoice)
      ? await namedAirports(draft, entities, context)
      : [];
  // ("keflavik to reykjavik how many km": a town that names one of the destination's airports, asked how far, is that airport.)
  const from = entities.origin;
  if (asksAirportDistance && !topics && named.length === 0 && from?.iata && !from.airport_name && entities.destination) {
    const served = await context.data.findPlace(from.iata);
    const nearby = served && (await detailsOf(served, context))?.airports.find((airport) => airport.iata === from.iata);
    if (served && nearby && normaliseName(nearby.name).includes(normaliseName(from.name)))
      named.push({ ...served, iata: from.iata, kind: 'airport', airport_name: nearby.name });
  }
  const airports =
    asksAirportChoice && !asksAirportDistance && intent !== 'city_info' && intent !== 'unknown' && named.length < 2 ? [] : named;
  const result = topics
    ? await answerCountryFacts(topics, draft, entities, context)
    : airports.length > 0
      ? await answerNamedAirports(
          airports,
          context,
          await distanceFrom(draft, entities, memory, airports, context),
          /\b(?:the )?same (?:airport )?as\b|\bsame airports?\b/.test(draft.lower),
          /\bor\b|\bvs\.?\b|\bversus\b|\bcompared?\b|\b(?:closer|nearer|better|closest|nearest|bigger|smaller)\b|\bwhich\b/.test(
            draft.lower,
          ),
        )
      : await respond(intent, draft, entities, context, today);

  const nextMemory: AstraMemory = { ...memory };
  delete nextMemory.pendingIntent;
  // ("Hotels in Barcelona", "the emergency number in Spain", then "back to the hotel": a fact of the country the city talked
  // about is in leaves that city the place talked about.)
  const factOfItsCountry =
    topics &&
    entities.destination?.kind === 'country' &&
    memory.lastPlace &&
    memory.lastPlace.kind !== 'country' &&
    !memory.lastPlace.airport_name &&
    memory.lastPlace.country_code === entities.destination.country_code;
  if (entities.destination && !factOfItsCountry) nextMemory.lastPlace = entities.destination;
  // ("How far is Narita from Tokyo and is there a lounge": the one airport answered about is the place talked about.)
  // ("Hobby or Bush": airports of one city answered together make that city the place talked about, not a town read on the way.)
  if (!topics && airports.length === 1) nextMemory.lastPlace = airports[0]!;
  // ("Is there a lounge at Frankfurt airport and how far is it from the city": the airport whose lounges were searched is
  // the place talked about, not its city.)
  // (Only where the message names the airport: "lounges at Belfast" keeps the city, whose airports are several.)
  else if (intent === 'lounge' && entities.destination && !entities.destination.airport_name && /\bairport\b/.test(draft.lower)) {
    const code = result.links.find((one) => one.partner === 'lounges')?.params.origin;
    const airport = code ? (await detailsOf(entities.destination, context))?.airports.find((nearby) => nearby.iata === code) : undefined;
    if (airport) nextMemory.lastPlace = { ...entities.destination, iata: airport.iata, kind: 'airport', airport_name: airport.name };
  } else if (
    !topics &&
    airports.length > 1 &&
    airports.every((airport) => airport.slug === airports[0]!.slug) &&
    entities.destination?.slug !== airports[0]!.slug
  ) {
    const { airport_name: _name, kind: _kind, ...city } = airports[0]!;
    nextMemory.lastPlace = city;
  }
  if (entities.origin) nextMemory.lastOrigin = entities.origin;
  if (draft.entities.startDate) {
    nextMemory.startDate = draft.entities.startDate;
    if (draft.entities.endDate) nextMemory.endDate = draft.entities.endDate;
    else delete nextMemory.endDate;
  } else if (draft.entities.endDate) nextMemory.endDate = draft.entities.endDate;
  if (entities.travellers) nextMemory.travellers = entities.travellers;
  if (entities.durationDays) nextMemory.durationDays = entities.durationDays;
  if (entities.targetPrice) nextMemory.targetPrice = entities.targetPrice;
  if (entities.travelMonth) nextMemory.travelMonth = entities.travelMonth;
  if (result.pending) nextMemory.pendingIntent = result.pending;
  delete nextMemory.aboutTrips;
  delete nextMemory.tripSubjects;
  delete nextMemory.tripItems;
  delete nextMemory.tripDetails;
  delete nextMemory.earlierTripItems;
  const askedAspects = cityAspects(draft.lower);
  if (intent === 'city_info' && askedAspects.length) nextMemory.lastAspects = askedAspects;
  // ("How far is Gatwick from London" then "and Luton?": an answer about airports by name is about airports.)
  // ("Is there a lounge at Doha airport" then "how far is it into the city": a lounge is at an airport too.)
  else if (!topics && (airports.length > 0 || intent === 'lounge')) nextMemory.lastAspects = ['airports'];
  // "Time difference between London and New York" then "what about in July?": the difference again.
  else if (intent === 'time' && asksTimeDifference(draft.lower)) nextMemory.lastAspects = ['difference'];
  else delete nextMemory.lastAspects;
  if (topics) nextMemory.lastFacts = topics;
  else delete nextMemory.lastFacts;
  // ("5000 yen in euros" then "and 20000?": the pair converted is kept.)
  if (intent === 'currency' && !topics && draft.currencies.length === 2) {
    const [from, to] = draft.currencies as [Currency, Currency];
    nextMemory.lastCurrencies = [from.code, to.code];
    if (entities.amount !== undefined && entities.amount > 0) nextMemory.lastAmount = entities.amount;
    else delete nextMemory.lastAmount;
  } else if (intent !== 'currency') {
    delete nextMemory.lastCurrencies;
    delete nextMemory.lastAmount;
  }
  if (intent !== 'unknown' && intent !== 'greeting' && intent !== 'thanks' && intent !== 'help') nextMemory.lastIntent = intent;
  const searched = intent === 'tours' || intent === 'tickets' ? result.links[0]?.params.query : undefined;
  if (searched) nextMemory.lastQuery = searched.slice(0, 100);
  else delete nextMemory.lastQuery;
  // ("Time in New York" then "and LA?": the place talked about before stays at hand for "between them".)
  if (memory.lastPlace && entities.destination && memory.lastPlace.name !== entities.destination.name)
    nextMemory.placeBefore = memory.lastPlace;
  const packingKinds = intent === 'packing' ? packingKindsOf(draft.lower, memory) : [];
  if (packingKinds.length) nextMemory.packingKinds = packingKinds;
  else delete nextMemory.packingKinds;
  const { pending: _pending, understood, clock, ...rest } = result;
  // ("If it's 9am in Berlin what time in NYC" then "and LA?": the clock converted is kept.)
  if (clock && intent === 'time') nextMemory.lastClock = clock;
  else delete nextMemory.lastClock;
  // "Time difference Berlin Tokyo": the places an answer settled are the ones a follow-up asks of again.
  if (understood?.origin) nextMemory.lastOrigin = understood.origin;
  if (understood?.destination) nextMemory.lastPlace = understood.destination;
  if (referenceOnly && memory.lastPlace) nextMemory.lastPlace = memory.lastPlace;
  if (limit) rest.response = `${limit.say}\n\n${rest.response}`;
  // (Nor is the city guide's hotel search offered for a dinner.)
  if (dinnerOnly) rest.links = rest.links.filter((link) => link.partner !== 'hotels');
  if (draft.dateNote && (entities.startDate || entities.endDate)) rest.response = `${rest.response}\n\n${draft.dateNote}`;
  // (A group too big for a search is said again while the same searches go on: "… for 12" then "and back on the 7th".)
  const partyNote = draft.partyNote ?? (memory.groupSize && !draft.entities.travellers ? groupNote(memory.groupSize) : undefined);
  if (partyNote && rest.links.length > 0) rest.response = `${rest.response}\n\n${partyNote}`;
  if (draft.groupSize) nextMemory.groupSize = draft.groupSize;
  else if (draft.entities.travellers || !bookingIntents.includes(intent)) delete nextMemory.groupSize;
  if (droppedAt)
    rest.response = `${rest.response}\n\nTo leave it in **${droppedAt.name}**, choose a different drop-off location on the partner's site: a one-way rental may cost extra.`;
  return { ...rest, intent, entities: { ...entities, ...understood }, memory: nextMemory };
}

/** A group bigger than a search carries: said plainly, with what to do. */
const groupNote = (size: number) =>
  `A search here carries at most ${maxTravellers} travellers: for your group of ${size}, set the number on the partner's site, or book in two groups.`;

/** Their flight on a day (ISO), else their next one to the place talked about, else their next one: the details as stored. */
function theirFlight(day: string | undefined, context: AstraContext, today: Date, talkedAbout?: AstraPlace) {
  const flights = (context.trips?.items ?? [])
    .flatMap((item) => (item.kind === 'flight' ? [item.details] : []))
    .filter((flight) => flight.depart_local.slice(0, 10) >= toIso(today))
    .sort((a, b) => a.depart_local.localeCompare(b.depart_local));
  if (day) return flights.find((flight) => flight.depart_local.startsWith(day));
  const there =
    talkedAbout && flights.find((flight) => flight.to.city && normaliseName(flight.to.city) === normaliseName(talkedAbout.name));
  return there ?? flights[0];
}

/**
 * "Is there a lounge at the airport before my flight tomorrow": the airport their flight leaves from, on the day
 * asked, else their next one; undefined where the message is not about a flight of theirs.
 */
async function loungeOfTheirFlight(draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): Promise<Reply | undefined> {
  // ("My flight to Rome is very early … and is there a lounge at the airport": the airport it leaves from, not Rome's.)
  // ("A lounge before our flight to Rome": the airport their flight to Rome leaves from.)
  const toTheirs =
    !draft.entities.origin &&
    draft.entities.destination &&
    /\b(?:my|our) (?:[a-z]+ )?(?:flight|plane) (?:out )?to\b/.test(draft.lower) &&
    theirFlight(undefined, context, today, draft.entities.destination);
  // (Not where the message names the airport itself: "a lounge at Munich before our flight to Tokyo".)
  const namedElse =
    toTheirs && draft.piece
      ? (await findPlaceList(draft.piece, context.data)).some((mention) => mention.place.name !== draft.entities.destination!.name)
      : false;
  const flight =
    toTheirs && !namedElse && normaliseName(toTheirs.to.city ?? '') === normaliseName(draft.entities.destination!.name)
      ? toTheirs
      : !draft.entities.origin &&
          !draft.entities.destination &&
          !/(?<!\b(?:is|are|was|were) )\bthere\b/.test(draft.lower) &&
          /\b(?:my|our|the) (?:[a-z]+ )?(?:flight|airport|plane)\b/.test(draft.lower)
        ? theirFlight(entities.startDate, context, today, entities.destination)
        : undefined;
  const airport = flight && (await context.data.findPlace(flight.from.code));
  if (flight && airport) {
    const lounge = answerLounge(draft, { ...entities, origin: { ...airport, iata: flight.from.code } }, context);
    const leaving = `${flight.flight_number ? `**${flight.flight_number}**` : 'Your flight'} leaves from ${flight.from.name} (${flight.from.code}) on ${new Date(`${flight.depart_local.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })} at ${flight.depart_local.slice(11, 16)}.`;
    return { ...lounge, response: `${leaving}\n\n${lounge.response}` };
  }
  return undefined;
}

/** The first city of the trip of theirs that a day falls in, as a place, when there is one. */
async function placeOfTheirTripOn(day: string | undefined, context: AstraContext): Promise<AstraPlace | undefined> {
  const trip = day ? context.trips?.trips.find((one) => day >= one.start_date && day <= one.end_date) : undefined;
  const city = trip?.cities[0]?.name;
  return city ? ((await context.data.findPlace(city)) ?? undefined) : undefined;
}

async function respond(intent: AstraIntent, draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): Promise<Reply> {
  switch (intent) {
    case 'flight': {
      // "Flights to Dublin in May", "a flight back home from Lisbon": where no origin (or no destination) is
      // named, their home, the airport their trips leave from, unless that is where they fly.
      const home = homeAirport(context.trips);
      const homePlace =
        home && (!entities.origin || (!entities.destination && /\bhome\b/.test(draft.lower)))
          ? await context.data.findPlace(home)
          : undefined;
      const same = (a: AstraPlace, b: AstraPlace) => a.name === b.name && a.country_code === b.country_code;
      if (homePlace && !entities.destination && entities.origin && !same(entities.origin, homePlace))
        return answerFlight(draft, { ...entities, destination: homePlace }, context, today);
      if (homePlace && !entities.origin && entities.destination && !same(entities.destination, homePlace))
        return answerFlight(draft, { ...entities, origin: homePlace }, context, today, true);
      return answerFlight(draft, entities, context, today);
    }
    case 'hotel':
      return answerHotel(draft, entities, context, today);
    case 'tours':
    case 'tickets':
      return answerActivities(intent, draft, entities, context);
    case 'car':
      return answerCar(draft, entities, context, today);
    case 'transfer':
      return answerTransfer(draft, entities, context, today);
    case 'esim':
      return answerEsim(draft, entities, context);
    case 'lounge': {
      const atTheirs = await loungeOfTheirFlight(draft, entities, context, today);
      if (atTheirs) return atTheirs;
      // "A lounge at Frankfurt before our flight to Tokyo": the lounge is where the flight leaves, the other place named.
      if (!entities.origin && entities.destination && /\b(?:flights?|fly(?:ing)?)\s+(?:out\s+)?to\b/.test(draft.lower) && draft.piece) {
        const destination = entities.destination;
        const other = (await findPlaceList(draft.piece, context.data)).find((mention) => mention.place.name !== destination.name);
        if (other) return answerLounge(draft, { ...entities, origin: other.place }, context);
      }
      return answerLounge(draft, entities, context);
    }
    case 'city_info':
      return answerCityInfo(draft, entities, context);
    case 'currency':
      return answerCurrency(draft, entities, context);
    case 'time':
      return answerTime(draft, entities, context);
    case 'packing': {
      // "What should I pack for the Tokyo trip": their own trip there sets the month and the length.
      // ("What should I pack for Amsterdam tomorrow": a day asked that falls in their trip there is that trip, from that day.)
      const { startDate } = entities;
      // ("What do I need to bring tomorrow": no place named, and a day that falls in a trip of theirs, is that trip's place.)
      const destination = entities.destination ?? (await placeOfTheirTripOn(startDate, context));
      const trip =
        destination &&
        context.trips &&
        !entities.durationDays &&
        (startDate
          ? !entities.endDate
          : /\b(?:my|our|the)\b[^?.!]{0,20}\btrip\b/.test(draft.lower) ||
            // ("What should I take to Kyoto": a place of an upcoming trip of theirs, asked of no month or season, is that trip.)
            (!entities.travelMonth && !namesSeason(draft.lower)))
          ? context.trips.trips.find(
              (one) =>
                one.end_date >= toIso(today) &&
                (!startDate || (startDate >= one.start_date && startDate <= one.end_date)) &&
                (one.cities.some((city) => normaliseName(city.name) === normaliseName(destination.name)) ||
                  (destination.kind === 'country' &&
                    context.trips!.items.some(
                      (item) =>
                        item.trip_id === one.id &&
                        item.kind === 'stay' &&
                        item.details.place?.country_code?.toUpperCase() === destination.country_code.toUpperCase(),
                    ))),
            )
          : undefined;
      if (trip) {
        const from = startDate && startDate > trip.start_date ? startDate : trip.start_date;
        const days = Math.round((Date.parse(`${trip.end_date}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
        // A month or season the message names wins over the trip's ("…for our Tokyo trip, if we go in winter").
        const travelMonth = entities.travelMonth ?? (namesSeason(draft.lower) ? undefined : Number(from.slice(5, 7)));
        const packed = await answerPacking(draft, { ...entities, destination, durationDays: days, travelMonth }, context, today);
        // (Said, so the length and month taken are not a guess: "Going by your trip Tokyo with Mia, 2 May to 9 May"; not where
        // the message moves the trip to another month.)
        if (entities.travelMonth || namesSeason(draft.lower)) return packed;
        const dayWords = (iso: string) =>
          new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
        return {
          ...packed,
          response: `Going by your trip **${trip.title}**, ${dayWords(from)} to ${dayWords(trip.end_date)}.\n\n${packed.response}`,
        };
      }
      return answerPacking(draft, entities, context, today);
    }
    case 'trip_plan':
      return answerTripPlan(draft, entities, context, today);
    case 'price_alert':
      return answerPriceAlert(draft, entities, context);
    case 'clock_add':
      return answerClockAdd(draft, entities, context);
    case 'itinerary_add':
      return answerItineraryAdd(draft, entities, context, today);
    case 'greeting':
    case 'thanks':
    case 'help':
    default:
      return answerSmallTalk(intent);
  }
}
