// A packing list made from a trip's plan: where (the cities the nights are spent in, the one with
// most nights giving the weather), for how long (the plan's days), when (the start's month) and what
// kind of trip the items tell (flights, several cities, a ferry, hiking, the beach, skiing,
// business). Pure: the packing rules themselves are in packing.ts.
import { normaliseName } from './cities';
import { itineraryPlan } from './itinerary-plan';
import { itemInstants, type ItineraryItemWithId } from './itinerary-rules';
import { listInWords } from './list-in-words';
import {
  packingActivities,
  packingLimits,
  type PackingActivity,
  type PackingPlace,
  type PackingStop,
  type PackingTripKind,
} from './packing';
import { cityNamer, tripCities, type KnownTripCity, type TripCity } from './trip-cities';
import type { TripFields } from './trips';

export type TripPacking = {
  /** "Tokyo", "Tokyo and Kyoto", "Tokyo, Kyoto and 2 more": at most packingLimits.maxDestinationChars. */
  destination: string;
  durationDays: number;
  startDate: string;
  travelMonth: number;
  /** The city with most nights, when the device knows where it is: its weather and plugs. */
  place?: PackingPlace;
  /** The cities the nights are spent in, in order. */
  cities: string[];
  kind: PackingTripKind;
};

/** Words in an item that say what gear it needs (matched as whole words, accents and case aside). */
const activityWords: Record<PackingActivity, RegExp> = {
  hiking:
    /\b(hike|hikes|hiking|trek|treks|trekking|trail|trails|mountain|mountains|national park|volcano|climb|climbing|canyon|camping|campsite|glacier)\b/,
  beach:
    /\b(beach|beaches|swim|swims|swimming|snorkel|snorkelling|snorkeling|scuba|dive|diving|surf|surfing|pool|lagoon|seaside|water park)\b/,
  ski: /\b(ski|skis|skiing|snowboard|snowboarding|slopes|piste|pistes|chairlift|apres ski)\b/,
  business:
    /\b(meeting|meetings|conference|business(?! class)|client|clients|presentation|congress|trade fair|expo|offsite|interview|keynote)\b/,
};

/** What an item is called and what it says, for finding activities in. */
function wordsOf(item: ItineraryItemWithId): { label: string; text: string } | undefined {
  switch (item.kind) {
    case 'activity':
      return { label: item.details.title, text: `${item.details.title} ${item.details.notes}` };
    case 'stay':
      return { label: item.details.name, text: item.details.name };
    case 'note': {
      const firstLine = item.details.text.trim().split('\n')[0] ?? '';
      return { label: firstLine, text: item.details.text };
    }
    default:
      return undefined;
  }
}

/** The activities the items' words suggest, in packingActivities order, each with the items that said so. */
export function tripActivities(items: readonly ItineraryItemWithId[]): NonNullable<PackingTripKind['activities']> {
  const found = new Map<PackingActivity, string[]>();
  for (const item of items) {
    const words = wordsOf(item);
    if (!words) continue;
    const text = normaliseName(words.text);
    for (const activity of packingActivities) {
      if (!activityWords[activity].test(text)) continue;
      const reasons = found.get(activity) ?? [];
      if (!reasons.includes(words.label)) reasons.push(words.label);
      found.set(activity, reasons);
    }
  }
  return packingActivities.flatMap((activity) => {
    const reasons = found.get(activity);
    return reasons ? [{ activity, reasons }] : [];
  });
}

function flightsOf(items: readonly ItineraryItemWithId[]): PackingTripKind['flights'] {
  let count = 0;
  let longestMinutes = 0;
  let isInternational = false;
  for (const item of items) {
    if (item.kind !== 'flight') continue;
    count += 1;
    const { start, end } = itemInstants(item);
    if (start !== undefined && end !== undefined) longestMinutes = Math.max(longestMinutes, Math.round((end - start) / 60_000));
    const { from, to } = item.details;
    if (from.country_code && to.country_code && from.country_code !== to.country_code) isInternational = true;
  }
  return count > 0 ? { count, longestMinutes, isInternational } : undefined;
}

/** "Tokyo", "Tokyo and Kyoto", "Tokyo, Kyoto and Osaka", "Tokyo, Kyoto and 3 more", always within the limit. */
export function destinationOf(cities: readonly string[], fallback: string): string {
  const limit = packingLimits.maxDestinationChars;
  const fit = (text: string) => (text.length <= limit ? text : `${text.slice(0, limit - 1)}…`);
  if (cities.length === 0) return fit(fallback.trim() || 'My trip');
  const all = cities.length <= 3 ? listInWords(cities) : `${cities.slice(0, 2).join(', ')} and ${cities.length - 2} more`;
  if (all.length <= limit) return all;
  return fit(cities.length > 1 ? `${cities[0]} and ${cities.length - 1} more` : (cities[0] ?? ''));
}

function monthOf(date: string): number {
  const month = Number(date.slice(5, 7));
  return month >= 1 && month <= 12 ? month : 1;
}

/**
 * What to pack for a trip, from its plan: the nights of each city (the city each day of the plan
 * is in, or for a travel day the next day's, the last day aside since its night is at home), the plan's days, the start's month and
 * what the items say. Without items, the trip's own cities stand in.
 */
export function tripPacking(input: {
  trip: Pick<TripFields, 'title' | 'start_date' | 'end_date' | 'cities'>;
  items: readonly ItineraryItemWithId[];
  knownCities: readonly KnownTripCity[];
}): TripPacking {
  const { trip, items, knownCities } = input;
  const scheduled = items.filter((item) => item.day !== null);
  const plan = itineraryPlan({ trip, items: scheduled, ownZone: 'UTC', display: 'local' });
  const namer = cityNamer(trip, knownCities);
  const fromItems = tripCities(trip, scheduled, knownCities, namer);

  // The plan names a day's city as the trip does, else by the place's own name: both lead here.
  const byName = new Map<string, TripCity>();
  for (const city of fromItems) byName.set(normaliseName(city.name), city);
  for (const item of scheduled) {
    for (const place of placesOf(item)) {
      const city = byName.get(normaliseName(namer.cityOf(place)));
      if (city) byName.set(normaliseName(place.name), city);
    }
  }

  const nights = new Map<string, { city: TripCity; nights: number; firstDay: string }>();
  const nightDays = plan.days.length > 1 ? plan.days.slice(0, -1) : plan.days;
  for (const [index, planDay] of nightDays.entries()) {
    // A travel day is named for where the traveller is awake longest (London, for an evening flight
    // out); its night is spent where the next day is.
    const day = planDay.citySource === 'travel' ? { ...planDay, city: plan.days[index + 1]?.city ?? planDay.city } : planDay;
    if (!day.city) continue;
    let city = byName.get(normaliseName(day.city));
    if (!city) {
      const known = namer.known(day.city);
      city = {
        name: day.city,
        isStartOnly: false,
        ...(known ? { timezone: known.timezone, country_code: known.country_code, lat: known.lat } : {}),
      };
      byName.set(normaliseName(day.city), city);
    }
    const key = normaliseName(city.name);
    const entry = nights.get(key) ?? { city, nights: 0, firstDay: day.date };
    entry.nights += 1;
    nights.set(key, entry);
  }

  const stays = [...nights.values()];
  const main = stays.reduce<(typeof stays)[number] | undefined>(
    (best, entry) => (!best || entry.nights > best.nights ? entry : best),
    undefined,
  );
  const visited = stays.length > 0 ? stays.map((entry) => entry.city) : fromItems.filter((city) => !city.isStartOnly);
  const cityNames = visited.map((city) => city.name);
  const placeOf = (city: TripCity | undefined): PackingPlace | undefined =>
    city && city.country_code && city.lat !== undefined ? { name: city.name, country_code: city.country_code, lat: city.lat } : undefined;
  const mainCity = main?.city ?? visited.find((city) => placeOf(city));
  const place = placeOf(mainCity);
  const travelMonth = monthOf(trip.start_date);

  const otherStops: PackingStop[] = stays.flatMap((entry) => {
    const stopPlace = entry.city === mainCity ? undefined : placeOf(entry.city);
    return stopPlace ? [{ place: stopPlace, month: monthOf(entry.firstDay) }] : [];
  });
  const flights = flightsOf(scheduled);
  const activities = tripActivities(scheduled);
  const kind: PackingTripKind = {
    ...(flights ? { flights } : {}),
    ...(scheduled.some((item) => item.kind === 'transport' && item.details.mode === 'ferry') ? { hasFerry: true } : {}),
    cityNames,
    ...(otherStops.length ? { otherStops } : {}),
    ...(activities.length ? { activities } : {}),
  };

  return {
    destination: destinationOf(cityNames, trip.cities.map((city) => city.name).join(', ') || trip.title),
    durationDays: Math.min(Math.max(plan.days.length, 1), packingLimits.maxDays),
    startDate: trip.start_date,
    travelMonth,
    ...(place ? { place } : {}),
    cities: cityNames,
    kind,
  };
}

function placesOf(item: ItineraryItemWithId) {
  switch (item.kind) {
    case 'flight':
    case 'transport':
      return [item.details.from, item.details.to];
    case 'stay':
      return [item.details.place];
    case 'activity':
      return item.details.place ? [item.details.place] : [];
    default:
      return [];
  }
}
