// Answers that hand the traveller to a partner's search: flights, hotels, tours and tickets, cars,
// transfers, eSIMs and lounges. Astra fills in what it understood and never quotes a price.
import { listInWords } from '../../list-in-words';
import { monthName } from '../../packing';
import { addDays, daysBetween, toIso } from '../dates';
import { normaliseName } from '../../cities';
import { findPlaceList } from '../extract';
import { mainAirportsFirst } from './city-info';
import type { PartnerSearchParams } from '../../partners';
import { partners } from '../../partners';
import type { AstraContext, AstraEntities, AstraLink } from '../types';
import type { AstraTrips } from './my-trips';
import {
  ask,
  datesSentence,
  detailsOf,
  hotelsLink,
  link,
  neverPrices,
  notFound,
  placeLabel,
  plural,
  reply,
  type Draft,
  type Reply,
} from './reply';

/** `fromHome`: the origin is not the message's but their home airport (homeAirport), and the reply says so. */
export function answerFlight(draft: Draft, entities: AstraEntities, context: AstraContext, today: Date, fromHome = false): Reply {
  const { origin, destination } = entities;
  if (!destination) return notFound(draft, context, 'Where would you like to fly to?', 'flight');
  if (origin && origin.name === destination.name && origin.country_code === destination.country_code) {
    return ask(`You're already in ${placeLabel(destination)}. Where would you like to fly to?`, 'flight');
  }
  // "Flights to Rome in May": the search opens on the month's first day still ahead (the partner takes a day, not a month).
  const monthStart = !entities.startDate && entities.travelMonth ? firstDayOf(entities.travelMonth, today) : undefined;
  const params: PartnerSearchParams = {
    origin: origin?.iata,
    destination: destination.iata,
    departDate: entities.startDate ?? monthStart,
    returnDate: entities.endDate,
    adults: entities.travellers,
  };
  const homeNote = origin && fromHome ? ', where your trips leave from' : '';
  const route = origin
    ? `from ${placeLabel(origin)}${origin.iata ? ` (${origin.iata})` : ''}${homeNote} to ${placeLabel(destination)}${destination.iata ? ` (${destination.iata})` : ''}`
    : `to ${placeLabel(destination)}${destination.iata ? ` (${destination.iata})` : ''}`;
  const when = datesSentence(entities, today, { from: 'departing', to: 'returning' });
  const who = entities.travellers && entities.travellers > 1 ? `for ${plural(entities.travellers, 'adult')}` : '';
  const byLand = /\b(?:trains?|rail|bus(?:es)?|coach)\b/.test(draft.lower) && !/\b(?:flights?|fly)\b/.test(draft.lower);
  const lines = [
    `${byLand ? "I can't search trains or buses yet, so here" : 'Here'}'s a flight search ${route}${when ? `, ${when}` : ''}${who ? `, ${who}` : ''} on ${partners.flights.name}, which compares fares across airlines.`,
  ];
  if (!destination.iata) lines.push(`I don't know an airport near ${destination.name}, so pick the airport on the search page.`);
  if (monthStart)
    lines.push(
      `For **${monthName(entities.travelMonth!)}** the search opens on ${formatDay(monthStart)}: pick your days on the partner's site, or tell me them and I will set them.`,
    );
  else if (!entities.startDate)
    lines.push(
      entities.endDate
        ? 'No day out yet: the search starts two weeks from today. Tell me the day you leave and I will set it.'
        : 'No date yet: the search starts two weeks from today. Tell me your dates and I will set them.',
    );
  if (!origin) lines.push('Where are you flying from? Tell me and I will narrow the search.');
  else if (fromHome) lines.push('Flying from somewhere else? Tell me where and I will change the search.');
  lines.push(neverPrices);
  return reply(lines.join('\n\n'), { links: [link('flights', `Flights to ${destination.name}`, params, 'flight', context)] });
}

/**
 * Where the traveller flies from when a message names nowhere ("flights to Dublin in May", "a flight back
 * home from Lisbon"): the airport their own trips' flights leave from first and come back to last, the
 * likeliest when they disagree. Trips shared with them count only when they have none of their own.
 */
export function homeAirport(trips: AstraTrips | undefined): string | undefined {
  if (!trips) return undefined;
  const shared = new Set((trips.members ?? []).map((member) => member.trip_id));
  const own = trips.trips.filter((trip) => !shared.has(trip.id));
  const counts = new Map<string, number>();
  for (const trip of own.length ? own : trips.trips) {
    const flights = trips.items
      .filter((item) => item.trip_id === trip.id && item.kind === 'flight')
      .sort((a, b) => `${a.day}${a.position}`.localeCompare(`${b.day}${b.position}`));
    const [first, last] = [flights[0], flights.at(-1)].map((item, index) =>
      item?.kind === 'flight' ? (index === 0 ? item.details.from : item.details.to).code : undefined,
    );
    for (const code of [first, last]) if (code) counts.set(code.toUpperCase(), (counts.get(code.toUpperCase()) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const formatDay = (iso: string): string => `${Number(iso.slice(8, 10))} ${monthName(Number(iso.slice(5, 7)))} ${iso.slice(0, 4)}`;

/** The first day of a month (1–12) that is not past: this year's, tomorrow in the current month, else next year's. */
function firstDayOf(month: number, today: Date): string {
  const year = today.getUTCFullYear();
  const thisMonth = today.getUTCMonth() + 1;
  if (month === thisMonth) return new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);
  return `${month > thisMonth ? year : year + 1}-${String(month).padStart(2, '0')}-01`;
}

/**
 * "A hotel for my trip to Rome", "a rental car for my Rome trip": with no dates given, the first and last day
 * of their coming trip there.
 */
function withTripDates(draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): AstraEntities {
  const place = entities.destination;
  if (entities.startDate || !place || !/\b(?:my|our|the) (?:[a-z]+ ){0,2}trip\b/.test(draft.lower)) return entities;
  const trip = context.trips?.trips
    .filter((one) => one.end_date >= toIso(today) && one.cities.some((city) => normaliseName(city.name) === normaliseName(place.name)))
    .sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
  return trip ? { ...entities, startDate: trip.start_date, endDate: trip.end_date } : entities;
}

function stayLength(entities: AstraEntities): string {
  if (entities.startDate && entities.endDate) {
    const nights = Math.max(1, daysBetween(entities.startDate, entities.endDate));
    return ` (${plural(nights, 'night')})`;
  }
  return '';
}

export function answerHotel(draft: Draft, asked: AstraEntities, context: AstraContext, today: Date): Reply {
  // "A hostel for tonight", "near the airport for tomorrow night": a stay named by its night is one night.
  const oneNight = asked.startDate && !asked.endDate && /\b(?:tonight|tonite|night)\b/.test(draft.lower);
  let entities = oneNight ? { ...asked, endDate: toIso(addDays(new Date(`${asked.startDate}T00:00:00Z`), 1)) } : asked;
  entities = withTripDates(draft, entities, context, today);
  const place = entities.destination;
  if (!place) return notFound(draft, context, 'Which city would you like to stay in?', 'hotel');
  const when = datesSentence(entities, today, { from: 'checking in', to: 'out' });
  const who = entities.travellers ? `, for ${plural(entities.travellers, 'guest')}` : '';
  const lines = [
    `Here are places to stay in ${placeLabel(place)}${when ? `, ${when}${stayLength(entities)}` : ''}${who} on ${partners.hotels.name}.`,
  ];
  if (!entities.startDate) lines.push('Add your dates there to see prices and what is free, or tell me and I will set them.');
  lines.push(neverPrices);
  return reply(lines.join('\n\n'), {
    links: [hotelsLink(place, entities, 'hotel', context)],
  });
}

/** Who goes, said where a sight would be named: "three of us", "2 adults", "my wife and me". */
const partyWords =
  /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|all|both|my|our)\b.*\b(?:of us|people|persons|adults|guests|travellers|travelers|kids|children|family|wife|husband|me)$/;

/** "Louvre tickets", "tickets for the Colosseum", "a food tour": what to search for on a tours or tickets site. */
function searchQuery(lower: string, intent: 'tours' | 'tickets'): string | undefined {
  const patterns =
    intent === 'tickets'
      ? [
          /\b(?:tickets?|entry|entrance|admission|access) (?:for|to|into) (?:the )?([a-z' -]{3,40}?)(?= in\b| on\b| for\b| next\b| this\b|[?.!,]|$)/,
          /\b(?:the )?([a-z' -]{3,30}?) tickets?\b/,
        ]
      : // ("a hop-on-hop-off bus tour": a hyphenated word is one word.)
        [/(?<![a-z-])((?:[a-z-]+ ){0,2}(?:tours?|class(?:es)?|cruises?|excursions?|day trips?|tastings?|walks?))\b/];
  for (const pattern of patterns) {
    const match = pattern.exec(lower);
    // ("entry tickets for three of us": who goes is the party, not the sight.)
    if (match?.[1] && partyWords.test(match[1].trim())) return undefined;
    const query = match?.[1]
      ?.replace(
        // (And the words of a request: "could you look for tours", "do you have any tours", "can we see tours".)
        // ("skip-the-line": the words inside a hyphenated one stay.)
        /(?<![\w-])(?:book|find|get|me|a|an|some|any|the|want|need|i|to|for|buy|looking|look|search|searching|see|check|show|are|is|of|do|does|have|has|we|my|our|recommend|suggest|attraction|museum|entry|admission|what|how|about|and|also|there|too|please|pls|plz|could|can|would|you|u|us)(?![\w-])/g,
        ' ',
      )
      .replace(/\s+/g, ' ')
      .trim()
      // (Praise before a tour's kind names no tour: "any good food tours", "the best walking tours"; a sight's name
      // keeps it: "tickets for the Good Shepherd church", "a Great Wall tour".)
      .replace(
        intent === 'tours'
          ? /^(?:good|nice|best|top|decent|interesting|cool|fun) (?=[a-z]+ (?:tour|class|cruise|excursion|tasting|walk))/
          : /^$/,
        '',
      );
    if (query && query.length >= 3 && !/^(?:tours?|tickets?)$/.test(query))
      return intent === 'tours' ? query.replace(/(tour|trip|class|cruise|excursion|tasting|walk)(?:es|s)$/, '$1') : query;
  }
  return undefined;
}

export async function answerActivities(
  intent: 'tours' | 'tickets',
  draft: Draft,
  entities: AstraEntities,
  context: AstraContext,
): Promise<Reply> {
  const place = entities.destination;
  // ("Tickets for the Eiffel Tower" then "make that 3": the same sight, when the follow-up names no other place.)
  const { memory } = context;
  const keptQuery = memory?.lastIntent === intent && !draft.entities.destination ? memory.lastQuery : undefined;
  const query = searchQuery(draft.lower, intent) ?? keptQuery;
  const partner = partners[intent];
  if (!place && !query)
    return notFound(
      draft,
      context,
      intent === 'tours' ? 'Which city are you looking for tours in?' : 'Which attraction or city would you like tickets for?',
      intent,
    );
  const details = await detailsOf(place, context);
  const links: AstraLink[] = [
    link(
      intent,
      query ? `${query[0]!.toUpperCase()}${query.slice(1)}${place ? ` in ${place.name}` : ''}` : `${partner.label} in ${place!.name}`,
      { city: place?.name, query, departDate: entities.startDate, returnDate: entities.endDate, adults: entities.travellers },
      intent,
      context,
    ),
  ];
  const shown = query ? `${query[0]!.toUpperCase()}${query.slice(1)}` : undefined;
  const lines = [
    shown
      ? `Here's what ${partner.name} has for **${shown}**${place ? ` in ${placeLabel(place)}` : ''}.`
      : `Here are ${partner.label.toLowerCase()} in ${placeLabel(place!)} on ${partner.name}.`,
  ];
  const attractions = details?.top_attractions.slice(0, 3) ?? [];
  if (attractions.length > 0 && !query) {
    lines.push(`Popular there: ${listInWords(attractions.map((attraction) => `**${attraction.title}**`))}.`);
    for (const attraction of attractions)
      links.push(link(intent, attraction.title, { city: place!.name, query: attraction.title }, intent, context));
  }
  lines.push(neverPrices);
  return reply(lines.join('\n\n'), { links });
}

export function answerCar(draft: Draft, asked: AstraEntities, context: AstraContext, today: Date): Reply {
  const entities = withTripDates(draft, asked, context, today);
  const place = entities.destination;
  if (!place) return notFound(draft, context, 'Where would you like to pick the car up?', 'car');
  const when = datesSentence(entities, today, { from: 'picking up', to: 'returning' });
  return reply(
    `Here are rental cars in ${placeLabel(place)}${when ? `, ${when}` : ''} on ${partners.cars.name}, which compares the rental companies.\n\n${neverPrices}`,
    {
      links: [
        link(
          'cars',
          `Car rental in ${place.name}`,
          { city: place.name, lat: place.lat, lon: place.lon, departDate: entities.startDate, returnDate: entities.endDate },
          'car',
          context,
        ),
      ],
    },
  );
}

export async function answerTransfer(draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): Promise<Reply> {
  let place = entities.destination;
  if (!place) return notFound(draft, context, 'Which city do you need a transfer in?', 'transfer');
  let details = await detailsOf(place, context);
  // "A taxi from Heathrow": the airport named, else the city's nearest.
  // "Gatwick express or taxi into London": an airport named anywhere in the message, not only after "from".
  const mentioned = draft.piece ? (await findPlaceList(draft.piece, context.data)).map((mention) => mention.place) : [];
  const named = [entities.origin, entities.destination, ...mentioned].find((candidate) => candidate?.airport_name && candidate.iata);
  // "Changi to Marina Bay": a place far from the airport named (no airport of its own list) is a
  // namesake elsewhere, so the transfer goes to the city the airport serves.
  if (named && place !== named && details && !details.airports.some((nearby) => nearby.iata === named.iata)) {
    place = named;
    details = await detailsOf(place, context);
  }
  // "From Narita to Tokyo": a town whose code is one of the city's airports names that airport.
  const fromCode = entities.origin?.iata ? details?.airports.find((nearby) => nearby.iata === entities.origin!.iata) : undefined;
  // Else the airport with the city's own code (Bangkok's BKK, not the nearer DMK), else the nearest.
  const ownCode = details?.airports.find((nearby) => nearby.iata === place!.iata);
  // "Taxi to jfk from Manhattan": one of the city's airports typed as its code, in any case.
  const typedCode = details?.airports.find((nearby) => new RegExp(`\\b${nearby.iata}\\b`, 'i').test(draft.lower));
  // "Munich airport to Salzburg": another city's airport, named by the city, when the place lists it.
  const cityAirport = mentioned
    .filter((other) => other.name !== place!.name && other.iata && draft.lower.includes(`${other.name.toLowerCase()} airport`))
    .map((other) => details?.airports.find((nearby) => nearby.iata === other.iata))
    .find(Boolean);
  // Else the city's main airport (its metropolitan code's first: London's Heathrow, not the nearer City).
  const main = details ? mainAirportsFirst(details, place.iata)[0] : undefined;
  const airport = named ? { name: named.airport_name!, iata: named.iata! } : (cityAirport ?? typedCode ?? fromCode ?? ownCode ?? main);
  const from = airport ? `${airport.name} (${airport.iata})` : place.iata;
  // ("We arrive on the 22nd of October, two of us": the day of the pick-up and who rides are part of the search.)
  const when = datesSentence({ startDate: entities.startDate }, today, { from: 'on', to: 'on' });
  const party = entities.travellers && entities.travellers > 1 ? `, for ${entities.travellers} people` : '';
  // ("How far is it from the airport to Munich", "is the airport near the city": how far out it is, from the city's details.)
  const distance =
    airport &&
    /\bhow far\b|\bdistance\b|\bhow close\b|\b(?:far|near|close) (?:from|to)\b|\bfar\s*\??\s*$|^\s*is (?:it )?(?:far|near|close)\b/.test(
      draft.lower,
    )
      ? details?.airports.find((nearby) => nearby.iata === airport.iata)?.distance_km
      : undefined;
  const howFar =
    distance !== undefined ? `**${airport!.name}** (${airport!.iata}) is **${distance} km** from the centre of ${place.name}.\n\n` : '';
  return reply(
    `${howFar}Here are airport transfers to ${placeLabel(place)}${from ? ` from **${from}**` : ''}${when ? ` ${when}` : ''}${party} on ${partners.transfers.name}: a driver meets you at arrivals with your name on a sign.\n\n${neverPrices}`,
    {
      links: [
        link(
          'transfers',
          `Transfer to ${place.name}`,
          { origin: airport?.iata ?? place.iata, city: place.name, departDate: entities.startDate, adults: entities.travellers },
          'transfer',
          context,
        ),
      ],
    },
  );
}

/** Regions travellers buy one eSIM for ("an eSIM for Europe"), as the eSIM partner names its regional plans. */
const esimRegions: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:europe|european|the eu|schengen)\b/, 'Europe'],
  [/\b(?:south ?east asia|asia|asian)\b/, 'Asia'],
  [/\b(?:latin|south|central) america\b/, 'Latin America'],
  [/\bnorth america\b/, 'North America'],
  [/\bmiddle east\b/, 'Middle East and North Africa'],
  [/\bafrica\b/, 'Africa'],
  [/\bcaribbean\b/, 'Caribbean Islands'],
  [/\boceania\b/, 'Oceania'],
  [/\b(?:worldwide|global|the world|several countries|many countries|multiple countries)\b/, 'Global'],
];

export function answerEsim(draft: Draft, entities: AstraEntities, context: AstraContext): Reply {
  // "An eSIM for Europe": a region's plan, before any one country named or kept from before.
  // ("An eSIM for South Africa": a country whose name holds a region's is that country.)
  const country = entities.destination?.country.toLowerCase();
  const lower = country ? draft.lower.replaceAll(country, ' ') : draft.lower;
  const region = esimRegions.find(([pattern]) => pattern.test(lower))?.[1];
  if (region) {
    return reply(
      `Here are regional eSIM data plans for **${region}** on ${partners.esim.name}: one eSIM for several countries. Check that the plan's list of countries covers every one on your route, install it before you leave and switch it on when you land.\n\n${neverPrices}`,
      { links: [link('esim', `eSIM for ${region}`, { country: region }, 'esim', context)] },
    );
  }
  const place = entities.destination;
  if (!place) return notFound(draft, context, 'Which country do you need mobile data in?', 'esim');
  return reply(
    `Here are eSIM data plans for **${place.country}** on ${partners.esim.name}. Install the eSIM before you leave and switch it on when you land, so you skip roaming charges.\n\n${neverPrices}`,
    { links: [link('esim', `eSIM for ${place.country}`, { country: place.country }, 'esim', context)] },
  );
}

export function answerLounge(draft: Draft, entities: AstraEntities, context: AstraContext): Reply {
  const place = entities.origin ?? entities.destination;
  if (!place) return notFound(draft, context, 'Which airport are you flying from?', 'lounge');
  const code = place.iata;
  return reply(
    `Here are the lounges at ${code ? `**${code}**, ` : ''}${placeLabel(place)} on ${partners.lounges.name}.\n\n${neverPrices}`,
    {
      links: [link('lounges', `Lounges at ${code ?? place.name}`, { origin: code ?? place.name }, 'lounge', context)],
    },
  );
}
