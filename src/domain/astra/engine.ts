// The Astra engine: answer(message, context) → AstraReply. Pure TypeScript, so the same engine
// answers on the server (over the city index) and on a device with no connection (over the
// cities it has). It reads dates, places, travellers and amounts (dates.ts, extract.ts), picks
// what the traveller wants (intents.ts) and answers only from real data: partner links built by
// the partner registry, city facts from the city data, rates from a dated rate table. It never
// states a price it does not have, and in Agent Mode it proposes the app's own actions, never a
// booking or a payment.
// The answers themselves, one file per group of intents, are in answers/.
import type { Currency } from '../currency';
import { addDays, findDates, todayIn, toIso } from './dates';
import {
  blankSpan,
  findAmount,
  findCurrencies,
  findPlaceList,
  findPlaces,
  findTargetPrice,
  findTravellers,
  workpieceOf,
  type Workpiece,
} from './extract';
import { scoreIntents } from './intents';
import type { AstraContext, AstraEntities, AstraIntent, AstraMemory, AstraReply } from './types';
import { answerClockAdd, answerPriceAlert, answerTripPlan } from './answers/agent-mode';
import { answerNamedAirports, namedAirports } from './answers/airports';
import { answerCityInfo } from './answers/city-info';
import { answerCountryFacts, findFactTopics, type FactTopic } from './answers/country-facts';
import { dataLimitOf } from './answers/limits';
import { answerMyTrips, asksAboutMyTrips } from './answers/my-trips';
import { answerItineraryAdd } from './answers/itinerary';
import { answerCurrency } from './answers/currency';
import { answerPacking } from './answers/packing';
import {
  answerActivities,
  answerCar,
  answerEsim,
  answerFlight,
  answerHotel,
  answerLounge,
  answerTransfer,
} from './answers/partner-searches';
import { detailsOf, reply, type Draft, type Reply } from './answers/reply';
import { answerSmallTalk, outOfScope } from './answers/small-talk';
import { answerTime, asksTimeDifference, findClockTime } from './answers/time';

export { astraGreeting } from './answers/small-talk';

/** Reads the message: dates first, then travellers, prices and amounts, then places from what is left. */
async function read(message: string, context: AstraContext, today: Date): Promise<Draft & { scores: ReturnType<typeof scoreIntents> }> {
  let piece: Workpiece = workpieceOf(message);
  // "in the us": the country, not the word "us".
  piece = { ...piece, cased: piece.cased.replace(/\b(the) us\b/gi, (_, the: string) => `${the} US`) };
  const lower = piece.lower;
  const scores = scoreIntents(lower);
  const top = scores[0]?.intent;

  const dates = findDates(piece.lower, today);
  piece = {
    lower: dates.rest,
    cased: [...piece.cased].map((char, index) => (dates.rest[index] === ' ' && piece.lower[index] !== ' ' ? ' ' : char)).join(''),
  };
  const entities: AstraEntities = {};
  if (dates.startDate) entities.startDate = dates.startDate;
  if (dates.endDate) entities.endDate = dates.endDate;
  if (dates.durationDays) entities.durationDays = dates.durationDays;
  if (dates.travelMonth) entities.travelMonth = dates.travelMonth;

  const travellers = findTravellers(piece);
  piece = travellers.piece;
  if (travellers.travellers) entities.travellers = travellers.travellers;

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

  let places = await findPlaces(piece, context.data);
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
    piece,
    scores,
  };
}

/** The intent to answer: what scored best, else a pending question's, else a city question when a place was named. */
function decideIntent(draft: Draft & { scores: ReturnType<typeof scoreIntents> }, memory: AstraMemory): AstraIntent {
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
      (memory.lastIntent === 'packing' && draft.entities.durationDays))
  )
    return memory.lastIntent;
  // "make it for 2 people returning 20 may leaving 5 may": only the dates or the travellers of the
  // last booking change, with no place and nothing else asked.
  if (
    weakOnly &&
    memory.lastIntent &&
    bookingIntents.includes(memory.lastIntent) &&
    !draft.entities.destination &&
    !draft.entities.origin &&
    (draft.entities.startDate || draft.entities.endDate || draft.entities.travellers || /\bairport\b/.test(draft.lower))
  )
    return memory.lastIntent;
  if (best) return best.intent;
  if (draft.entities.destination || draft.entities.origin) return 'city_info';
  return 'unknown';
}

/**
 * The country facts a message asks for directly ("what plugs in Japan", "driving side in Bali"), or
 * undefined when it asks something else: a conversion with an amount, or a strong ask of another
 * kind (a car rental, a flight) that merely mentions a fact word.
 */
function factQuestion(draft: Draft & { scores: ReturnType<typeof scoreIntents> }, intent: AstraIntent): FactTopic[] | undefined {
  const topics = findFactTopics(draft.lower);
  if (topics.length === 0) return undefined;
  if (
    intent === 'currency' &&
    (draft.entities.amount !== undefined || draft.currencies.length > 1) &&
    !topics.some((topic) => topic !== 'currency')
  )
    return undefined;
  const factIntents: AstraIntent[] = ['city_info', 'time', 'currency', 'car', 'unknown', 'greeting', 'thanks', 'help', 'trip_plan'];
  const strongOther = draft.scores.find((score) => !factIntents.includes(score.intent) && score.score >= 5);
  if (strongOther) return undefined;
  if (intent === 'car' && (draft.scores.find((score) => score.intent === 'car')?.score ?? 0) >= 6 && !topics.includes('driving'))
    return undefined;
  return topics;
}

/** Questions about the traveller's own trips: answered from `context.trips` (the device's), or sent back to the device. */
async function myTripReply(
  message: string,
  draft: Draft & { scores: ReturnType<typeof scoreIntents> },
  context: AstraContext,
  memory: AstraMemory,
  today: Date,
): Promise<AstraReply | undefined> {
  const followUp = Boolean(memory.aboutTrips) && isFollowUp(draft.lower) && !findFactTopics(draft.lower).length;
  const detailFollowUp =
    Boolean(memory.aboutTrips) &&
    /\b(?:address|confirmation|phone|check-?(?:in|out)|the one back|return|seat|booking ref|reference)\b/.test(draft.lower) &&
    !draft.entities.destination;
  if (!asksAboutMyTrips(draft.lower, context.trips) && !followUp && !detailFollowUp) return undefined;
  const mentions = draft.piece ? await findPlaceList(draft.piece, context.data) : [];
  const places = mentions.map((mention) => mention.place);
  for (const place of [draft.entities.destination, draft.entities.origin]) if (place && !places.length) places.push(place);
  const entities = { ...draft.entities };
  const nextMemory: AstraMemory = { ...memory, aboutTrips: true };
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
  const result = answerMyTrips(
    {
      draft,
      places,
      ...(draft.entities.startDate ? { startDate: draft.entities.startDate } : {}),
      ...(memory.lastPlace ? { lastPlace: memory.lastPlace } : {}),
      followUp: followUp || detailFollowUp,
      ...(memory.tripSubjects ? { lastSubjects: memory.tripSubjects } : {}),
    },
    context.trips,
    context,
    today.toISOString().slice(0, 10),
  );
  void message;
  const { understood, pending: _pending, subjects, ...shown } = result;
  if (understood?.destination) nextMemory.lastPlace = understood.destination;
  nextMemory.tripSubjects = subjects;
  return { ...shown, intent: 'unknown', entities, memory: nextMemory };
}

/** What a city question asked about, carried to a follow-up about another place. */
function cityAspects(lower: string): Array<'weather' | 'airports'> {
  const aspects: Array<'weather' | 'airports'> = [];
  if (/\b(?:weather|climate|temperature)\b/.test(lower)) aspects.push('weather');
  if (/\bairports?\b/.test(lower)) aspects.push('airports');
  return aspects;
}

/** A message that continues the last question with a new subject: "and in Rome?", "what about hotels there?", "how about Italy". */
export function isFollowUp(lower: string): boolean {
  return (
    /^(?:and|what about|how about|same (?:for|in)|also|then|ok and|what of)\b/.test(lower.trim()) || lower.trim().split(/\s+/).length <= 2
  );
}

/** Fills what the message left out from the conversation so far ("and a hotel there?"). */
function withMemory(
  intent: AstraIntent,
  entities: AstraEntities,
  memory: AstraMemory,
  pendingFollowUp: boolean,
  followUp = false,
  saysThere = false,
): AstraEntities {
  const filled = { ...entities };
  // "Flights from Paris" alone leaves from Paris to anywhere; "how do I get there from London" goes to the place last asked about.
  if (
    !filled.destination &&
    memory.lastPlace &&
    !(intent === 'flight' && filled.origin && !memory.pendingIntent && !followUp && !saysThere)
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
    if (memory.endDate && !filled.endDate) filled.endDate = memory.endDate;
  }
  // "and back on the 12th" after a search with no day out: the way back alone.
  if (!filled.startDate && !filled.endDate && memory.endDate && intent !== 'time' && intent !== 'currency') filled.endDate = memory.endDate;
  if (!filled.travellers && memory.travellers) filled.travellers = memory.travellers;
  // "On the 10th of June … a hotel for 4 nights": a length given with a day kept from before sets the last day.
  if (filled.startDate && !filled.endDate && entities.durationDays && !entities.startDate)
    filled.endDate = toIso(addDays(new Date(`${filled.startDate}T00:00:00Z`), entities.durationDays));
  if (!filled.durationDays && memory.durationDays) filled.durationDays = memory.durationDays;
  if (!filled.targetPrice && memory.targetPrice && pendingFollowUp) filled.targetPrice = memory.targetPrice;
  if (!filled.travelMonth && filled.startDate) filled.travelMonth = Number(filled.startDate.slice(5, 7));
  if (!filled.travelMonth && memory.travelMonth && (intent === 'packing' || intent === 'city_info'))
    filled.travelMonth = memory.travelMonth;
  return filled;
}

/** Answers one message. Never throws for anything a traveller types. */
export async function answer(message: string, context: AstraContext): Promise<AstraReply> {
  const asks = splitAsks(message, context);
  if (!asks) return answerOne(message, context);
  // "Flights to Rome and a hotel there": each ask answered in turn, the second with what the first settled.
  let first = await answer(asks[0], context);
  const second = await answerOne(asks[1], { ...context, memory: first.memory }, true);
  // "The emergency number and plugs in South Africa": the first ask takes the place the second names.
  if (first.clarifying && !second.clarifying) {
    const again = await answer(asks[0], { ...context, memory: second.memory });
    if (!again.clarifying) first = { ...again, memory: first.memory };
  }
  return {
    ...first,
    response: `${first.response}\n\n${second.response}`,
    links: [...first.links, ...second.links],
    cards: [...first.cards, ...second.cards],
    actions: [...first.actions, ...second.actions],
    clarifying: first.clarifying && second.clarifying,
    ...(first.needsServer || second.needsServer ? { needsServer: true } : {}),
    memory: second.memory,
  };
}

/** Whether a part of a message asks something on its own: an intent said plainly, a country fact, or a question about the traveller's trips. */
function asksOnItsOwn(part: string, context: AstraContext): boolean {
  const lower = workpieceOf(part).lower;
  return (
    (scoreIntents(lower)[0]?.score ?? 0) >= 4 ||
    findFactTopics(lower).length > 0 ||
    asksAboutMyTrips(lower, context.trips) ||
    // "metro ticket cost in Paris and a Seine cruise": a question the data cannot answer is still a question.
    dataLimitOf(lower)?.replace === true
  );
}

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

const bookingIntents: readonly AstraIntent[] = ['flight', 'hotel', 'car', 'tours', 'tickets', 'transfer', 'esim', 'lounge'];

/**
 * "A hotel in Madrid and a car too", "I want to fly to Tokyo then get a hotel": one side asks plainly,
 * the other names a booking of another kind only weakly ("a car", "fly to"). Both are asked.
 */
function namesOtherBooking(left: string, right: string, context: AstraContext): boolean {
  const tops = [left, right].map((part) => scoreIntents(workpieceOf(part).lower)[0]);
  if (!tops[0] || !tops[1] || tops[0].intent === tops[1].intent) return false;
  if (!tops.every((top) => bookingIntents.includes(top!.intent) && top!.score >= 2)) return false;
  return asksOnItsOwn(left, context) || asksOnItsOwn(right, context);
}

/**
 * Two asks in one message ("flights from Munich to Bangkok and an eSIM for Thailand", "the time in
 * Tokyo and the emergency number there"): split at the last "and", ", and" or "?" where both sides
 * ask something on their own, so "between Paris and New York" stays whole. A question about the
 * traveller's trips stays whole: it answers every part itself.
 */
export function splitAsks(message: string, context: AstraContext): [string, string] | undefined {
  if (message.length > 400) return undefined;
  const lower = message.toLowerCase();
  const aboutTrips = asksAboutMyTrips(lower, context.trips);
  const joins = [
    ...message.matchAll(
      /\s*,?\s+(?:and|plus|as well as|&|\+|then)\s+(?:also\s+)?(?:then\s+)?|\s*[,;]\s+(?:and\s+)?also\s+|\s+also\s+(?=(?:i\s+|we\s+)?(?:need|want|get|book|find|looking|a|an|some)\b)|\?\s+(?=\S)|,\s+(?=an?\s)|,\s+(?=\S)|(?:,|\s+also)\s+(?=(?:what'?s?|which|how|when|where|is|are|do|does|can)\b)/gi,
    ),
  ];
  for (const join of joins.reverse()) {
    const left = message.slice(0, join.index).trim();
    const right = message.slice(join.index + join[0].length).trim();
    if (left.length < 3 || right.length < 3) continue;
    // "Call at 2pm my time, what time in Singapore": a clock time and the place to read it in are one conversion.
    if (isOneConversion(left, right)) continue;
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
  }
  return undefined;
}

/** Answers one ask. */
async function answerOne(message: string, context: AstraContext, secondAsk = false): Promise<AstraReply> {
  const today = todayIn(context.now, context.timeZone);
  const memory = context.memory ?? {};
  const draft = await read(message, context, today);
  // "and in Rome?" after "weather in Paris in May": the follow-up asks the same thing of the new place.
  const aspects = cityAspects(draft.lower);
  if (memory.lastAspects?.length && aspects.length === 0 && isFollowUp(draft.lower))
    draft.lower = `${draft.lower} ${memory.lastAspects.join(' ')}`;
  const refusal = outOfScope(draft.lower);
  if (refusal) return { ...reply(refusal), intent: 'unknown', entities: draft.entities, memory };
  // What no record holds (opening hours, health, strikes) is said first, even of a place in their plans.
  const limit = dataLimitOf(draft.lower);
  if (limit?.replace) return { ...reply(limit.say), intent: 'unknown', entities: draft.entities, memory };
  const mine = await myTripReply(message, draft, context, memory, today);
  // "How much was my hotel": what the records lack is said before what they hold.
  if (mine && limit?.aboutTrips) return { ...mine, response: `${limit.aboutTrips}\n\n${mine.response}` };
  if (mine) return mine;
  let intent = decideIntent(draft, memory);
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
  const pendingFollowUp = intent === memory.pendingIntent;
  const entities = withMemory(
    intent,
    draft.entities,
    memory,
    pendingFollowUp,
    isFollowUp(draft.lower) && Boolean(memory.lastIntent),
    // "A hotel in Edinburgh and flights from London": the second ask of a message is about the place the first named.
    /\bthere\b/.test(draft.lower) || secondAsk,
  );
  // "What language in Seoul and the time difference with Berlin": a second ask comparing one place by
  // the clock compares it with the place the first ask named.
  if (secondAsk && intent === 'time' && asksTimeDifference(draft.lower) && !draft.entities.origin && memory.lastPlace)
    entities.origin = memory.lastPlace;
  // "Day trips from Edinburgh": for anything but a journey, the one place named is where it happens.
  if (!entities.destination && entities.origin && !['flight', 'price_alert', 'lounge', 'itinerary_add'].includes(intent))
    entities.destination = entities.origin;
  const followUpFacts =
    memory.lastFacts && draft.scores.every((score) => score.score < 4) && isFollowUp(draft.lower) ? memory.lastFacts : undefined;
  const topics = factQuestion(draft, intent) ?? followUpFacts;
  // "I'm flying into O'Hare, how far is downtown": how far a named airport is, asked beside a weak flight word.
  // ("incheon to seoul how far": a transfer asked how far is answered with the distance, and its transfer link.)
  const asksAirportDistance =
    /\bhow far\b|\bdistance\b/.test(draft.lower) && (intent === 'flight' || intent === 'transfer') && (draft.scores[0]?.score ?? 0) < 5;
  // "Narita or Haneda for central Tokyo": a choice between airports, beside a weak booking word, compares them.
  const asksAirportChoice =
    /\bor\b|\bvs\.?\b|\bversus\b/.test(draft.lower) && bookingIntents.includes(intent) && (draft.scores[0]?.score ?? 0) < 5;
  const named =
    !topics && (intent === 'city_info' || intent === 'unknown' || asksAirportDistance || asksAirportChoice)
      ? await namedAirports(draft, entities, context)
      : [];
  const airports =
    asksAirportChoice && !asksAirportDistance && intent !== 'city_info' && intent !== 'unknown' && named.length < 2 ? [] : named;
  const result = topics
    ? await answerCountryFacts(topics, draft, entities, context)
    : airports.length > 0
      ? await answerNamedAirports(airports, context)
      : await respond(intent, draft, entities, context, today);

  const nextMemory: AstraMemory = { ...memory };
  delete nextMemory.pendingIntent;
  if (entities.destination) nextMemory.lastPlace = entities.destination;
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
  const askedAspects = cityAspects(draft.lower);
  if (intent === 'city_info' && askedAspects.length) nextMemory.lastAspects = askedAspects;
  // "Time difference between London and New York" then "what about in July?": the difference again.
  else if (intent === 'time' && asksTimeDifference(draft.lower)) nextMemory.lastAspects = ['difference'];
  else delete nextMemory.lastAspects;
  if (topics) nextMemory.lastFacts = topics;
  else delete nextMemory.lastFacts;
  if (intent !== 'unknown' && intent !== 'greeting' && intent !== 'thanks' && intent !== 'help') nextMemory.lastIntent = intent;
  const { pending: _pending, understood, ...rest } = result;
  if (limit) rest.response = `${limit.say}\n\n${rest.response}`;
  return { ...rest, intent, entities: { ...entities, ...understood }, memory: nextMemory };
}

async function respond(intent: AstraIntent, draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): Promise<Reply> {
  switch (intent) {
    case 'flight':
      return answerFlight(draft, entities, context, today);
    case 'hotel':
      return answerHotel(draft, entities, context, today);
    case 'tours':
    case 'tickets':
      return answerActivities(intent, draft, entities, context);
    case 'car':
      return answerCar(draft, entities, context, today);
    case 'transfer':
      return answerTransfer(draft, entities, context);
    case 'esim':
      return answerEsim(draft, entities, context);
    case 'lounge':
      return answerLounge(draft, entities, context);
    case 'city_info':
      return answerCityInfo(draft, entities, context);
    case 'currency':
      return answerCurrency(draft, entities, context);
    case 'time':
      return answerTime(draft, entities, context);
    case 'packing':
      return answerPacking(draft, entities, context, today);
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
