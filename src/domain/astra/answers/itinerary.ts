// Agent Mode proposals for a trip's plan: a flight typed in words ("add my flight BA15 from LHR to
// SIN on 12 March at 21:40, arriving 13 March at 18:05") and a city's guide spread over an empty
// trip's days ("plan 3 days in Paris"). The proposal names the trip when this side knows the
// traveller's trips (the device); the server, which has none, leaves the trip for the device to pick.
import { addDays, daysBetween, findDates, toIso } from '../dates';
import { toInstant } from '../../local-time';
import { normaliseName } from '../../cities';
import type { AstraAction, AstraContext, AstraEntities, AstraPlace, AstraTrip } from '../types';
import { airportCodesOf, airportOf, cityPlaceOf, coveringTrip } from '../plan-places';
import { ask, detailsOf, formatDay, placeLabel, plural, reply, type Draft, type Reply } from './reply';

const flightNumberPattern = /\b((?:[a-z][a-z0-9]|\d[a-z]))\s?(\d{1,4})\b/;
const timePattern = /\b([01]?\d|2[0-3])[:h]([0-5]\d)\b/;
const arrivalWord = /\b(?:arriv\w*|lands?|landing)\b/;

/** The code a place was typed as in the message ("from LHR"), when it was. */
const typedCode = (place: AstraPlace, lower: string) =>
  place.iata && new RegExp(`\\b${place.iata.toLowerCase()}\\b`).test(lower) ? place.iata : undefined;

const hhmm = (match: RegExpExecArray) => `${match[1]!.padStart(2, '0')}:${match[2]}`;

export async function answerItineraryAdd(draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): Promise<Reply> {
  const numberMatch = flightNumberPattern.exec(draft.lower);
  const flightNumber = numberMatch ? `${numberMatch[1]!.toUpperCase()}${numberMatch[2]}` : undefined;
  const example = '"add my flight BA15 from LHR to SIN on 12 March at 21:40, arriving 13 March at 18:05"';
  if (draft.unresolved)
    return ask(
      `I don't know an airport or city called **${draft.unresolved}**. Which airport is it? For example ${example}.`,
      'itinerary_add',
    );
  const { origin, destination } = entities;
  const unknownCode = /\b(?:from|to)\s+([a-z]{3})\b/g;
  for (let match = unknownCode.exec(draft.lower); match; match = unknownCode.exec(draft.lower)) {
    const code = match[1]!.toUpperCase();
    if (![origin?.iata, destination?.iata].includes(code) && !['the', 'new', 'los', 'san', 'sao'].includes(match[1]!))
      return ask(`I don't know an airport with the code **${code}**. Which airport is it? For example ${example}.`, 'itinerary_add');
  }
  if (!origin || !destination || !flightNumber)
    return ask(`Tell me the flight number, where it leaves from and where it lands, for example ${example}.`, 'itinerary_add');
  if (!context.agentMode)
    return reply(
      `Turn on Agent Mode and I'll add flight **${flightNumber}** to your trip's plan, or add it yourself in the trip under **My Trips**.`,
    );

  const [fromDetails, toDetails] = await Promise.all([detailsOf(origin, context), detailsOf(destination, context)]);
  const from = airportOf(origin, fromDetails, typedCode(origin, draft.lower));
  const to = airportOf(destination, toDetails, typedCode(destination, draft.lower));
  if (!from || !to) {
    const unknown = !from ? { place: origin, details: fromDetails } : { place: destination, details: toDetails };
    const codes = airportCodesOf(unknown.details);
    return ask(
      codes.length > 1
        ? `${placeLabel(unknown.place)} has more than one airport (${codes.join(', ')}). Which one? Say it again with the airport's code.`
        : `I don't know which airport ${placeLabel(unknown.place)} has. Say it again with the airport's three-letter code.`,
      'itinerary_add',
    );
  }

  const split = arrivalWord.exec(draft.lower);
  const departPart = split ? draft.lower.slice(0, split.index) : draft.lower;
  const arrivePart = split ? draft.lower.slice(split.index) : '';
  const departDay = findDates(departPart, today).startDate;
  const departTime = timePattern.exec(departPart);
  if (!departDay || !departTime)
    return ask(`On which day and at what local time does **${flightNumber}** leave ${from.code}? For example ${example}.`, 'itinerary_add');
  const departLocal = `${departDay}T${hhmm(departTime)}`;
  const arriveTime = timePattern.exec(arrivePart);
  // The plan needs the arrival, and guessing a flight's length would put a wrong time in it: ask.
  if (!arriveTime)
    return ask(
      `When does **${flightNumber}** land in ${to.code}, local time? Say it all again with the arrival, for example ${example}.`,
      'itinerary_add',
    );
  const departs = toInstant(departLocal, from.timezone);
  const arriveDayNamed = findDates(arrivePart, today).startDate;
  const arriveDay =
    arriveDayNamed ??
    // No arrival day: the first day from the departure's on which it lands after leaving (+1 overnight).
    [0, 1, 2]
      .map((shift) => toIso(addDays(new Date(`${departDay}T00:00:00Z`), shift)))
      .find((day) => {
        const lands = toInstant(`${day}T${hhmm(arriveTime)}`, to.timezone);
        return departs !== undefined && lands !== undefined && lands > departs;
      });
  const arriveLocal = arriveDay ? `${arriveDay}T${hhmm(arriveTime)}` : undefined;
  const lands = arriveLocal ? toInstant(arriveLocal, to.timezone) : undefined;
  if (!arriveLocal || departs === undefined || lands === undefined || lands <= departs)
    return ask(
      `**${flightNumber}** would land before it leaves (times are local to each airport). When does it land in ${to.code}?`,
      'itinerary_add',
    );

  const trips = await context.data.trips?.();
  const trip = trips ? coveringTrip(trips, departDay) : undefined;
  if (trips && !trip)
    return ask(
      `None of your trips covers ${formatDay(departDay, today)}. Make a trip for those dates in **My Trips** first, then ask me again.`,
      'itinerary_add',
    );

  const action: AstraAction = {
    kind: 'add_itinerary_item',
    ...(trip ? { trip_id: trip.id, trip_title: trip.title } : {}),
    items: [
      {
        kind: 'flight',
        day: departDay,
        details: {
          from,
          to,
          depart_local: departLocal,
          arrive_local: arriveLocal,
          airline: numberMatch![1]!.toUpperCase(),
          flight_number: flightNumber,
        },
      },
    ],
  };
  const landsLater = arriveDay !== departDay ? ` on ${formatDay(arriveDay!, today)}` : '';
  return reply(
    `I've added flight **${flightNumber} ${from.code} → ${to.code}** to ${trip ? `**${trip.title}**` : 'the trip that covers that day'}: leaves ${formatDay(departDay, today)} at ${hhmm(departTime)}, lands at ${hhmm(arriveTime)}${landsLater} (local times).`,
    { actions: [action] },
  );
}

const ideasPerDay = 2;

/**
 * "Plan 3 days in Paris" in Agent Mode without dates: the city's guide spread over an empty trip's
 * days. Undefined when the guide has no attractions or the message is not about days in a city.
 */
export async function answerPlanDays(
  draft: Draft,
  entities: AstraEntities,
  context: AstraContext,
  today: Date,
): Promise<Reply | undefined> {
  const place = entities.destination;
  const days = draft.entities.durationDays;
  if (!place || !days) return undefined;
  const details = await detailsOf(place, context);
  const attractions = details?.top_attractions ?? [];
  if (!details || attractions.length === 0) return undefined;

  const trips = await context.data.trips?.();
  let trip: AstraTrip | undefined;
  if (trips) {
    const todayIso = toIso(today);
    const city = normaliseName(place.name);
    trip = [...trips]
      .sort((a, b) => a.start_date.localeCompare(b.start_date))
      .find(
        (candidate) =>
          candidate.itemCount === 0 && candidate.end_date >= todayIso && candidate.cities.some((name) => normaliseName(name) === city),
      );
    if (!trip)
      return ask(
        `Make a trip to ${place.name} first in **My Trips**, or say the dates, for example "plan 3 days in ${place.name}, 10-12 March".`,
        'trip_plan',
      );
  }
  const tripDays = trip ? daysBetween(trip.start_date, trip.end_date) + 1 : days;
  const spread = Math.max(1, Math.min(days, tripDays));
  const chosen = attractions.slice(0, spread * ideasPerDay);
  const cityPlace = cityPlaceOf(place, details);
  const action: AstraAction = {
    kind: 'add_itinerary_item',
    ...(trip ? { trip_id: trip.id, trip_title: trip.title } : {}),
    city: details.name,
    items: chosen.map((attraction, index) => ({
      kind: 'activity' as const,
      day_index: Math.floor(index / ideasPerDay),
      details: { title: attraction.title, place: cityPlace, notes: attraction.desc },
    })),
  };
  const outline = Array.from({ length: spread }, (_, day) => {
    const sights = chosen.filter((_, index) => Math.floor(index / ideasPerDay) === day).map((sight) => sight.title);
    return `- **Day ${day + 1}:** ${sights.length > 0 ? sights.join(' and ') : 'a free day to wander'}`;
  });
  return reply(
    `I've added ${plural(chosen.length, 'idea')} from the ${details.name} guide to ${trip ? `**${trip.title}**` : `your empty ${details.name} trip`}, over ${plural(spread, 'day')}:\n${outline.join('\n')}`,
    { actions: [action] },
  );
}
