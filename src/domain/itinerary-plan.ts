// The trip day by day: what the itinerary screen (and its printable page) shows, from the trip's
// dates and its items. Pure: the traveller's zone and the display choice come in, nothing is read
// from the machine. Every item lands somewhere: on its day, in the Ideas (no day), or in the list
// of items whose day lies outside the trip's dates, so a change of dates never hides one.
import type { TripFields } from './trips';
import {
  addDays,
  dateLabel,
  dayShiftLabel,
  itemInstants,
  itemTimes,
  itemTitle,
  zoneLabel,
  type ItineraryItemWithId,
} from './itinerary-rules';
import { daysBetweenLocal, formatDuration, localOf, toInstant } from './local-time';
import { isValidTimeZone } from './world-clock';

/** Times at each place, as the tickets read ('local'), or all in the traveller's own zone ('own'). */
export type TimeDisplay = 'local' | 'own';

/** A clock time as the screen shows it. */
export type PlanTime = {
  /** The local date-time it reads, 2027-06-12T21:40. */
  local: string;
  date: string;
  /** "21:40" */
  time: string;
  /** The IANA zone it is read in; absent for an activity whose place is not known, shown as written. */
  zone?: string;
  /** "BST", "UTC+8"; empty without a zone. */
  zoneLabel: string;
};

export type PlanTimes = {
  start?: PlanTime;
  end?: PlanTime;
  /** Local days from the start's date to the end's date: 1 for LHR 21:40 → SIN 18:05 next day. */
  endDays: number;
  /** "", "+1", "+2", "−1", to show beside the end time. */
  endDaysLabel: string;
};

export type PlanEntry = {
  item: ItineraryItemWithId;
  /** "Flight BA15 LHR → SIN", "Stay at Hotel Lutetia", the activity's title, a note's first line. */
  title: string;
  /** The times at each place, as the ticket says them. */
  local: PlanTimes;
  /** The same instants in the traveller's own zone: only in the 'own' display. */
  own?: PlanTimes;
  /** What to show for the display chosen: `own` in the 'own' display, else `local`. */
  shown: PlanTimes;
  /**
   * Days from the day the item is listed on to the date its shown start falls on, and its label:
   * a 21:40 London departure seen from Singapore starts "+1" after its day. 0 and "" otherwise.
   */
  startDays: number;
  startDaysLabel: string;
  /** The true duration, zones counted ("13 h 25 min"), or a stay's nights ("3 nights"). */
  duration?: { minutes: number; label: string };
};

/** A night (or the morning of leaving) at a stay that checked in on an earlier day. */
export type PlanStaying = {
  item: ItineraryItemWithId;
  name: string;
  /** Which night this day's night is, 2 of `nights`; absent on the day of check-out. */
  night?: number;
  nights: number;
  /** On the day of check-out: when, in the display chosen. */
  checkOut?: PlanTime;
};

/** How a day's city was decided, so the screen can show a guess more quietly than a booking. */
export type CitySource = 'travel' | 'stay' | 'carried' | 'trip' | 'none';

export type PlanDay = {
  date: string;
  /** 1 for the trip's first day. */
  dayNumber: number;
  /** "Sat 12 Jun" */
  label: string;
  city?: string;
  citySource: CitySource;
  /** The zone of the day's city when an item says it (a stay's or an arrival's place). */
  zone?: string;
  entries: PlanEntry[];
  staying: PlanStaying[];
};

export type ItineraryPlan = {
  days: PlanDay[];
  /** Items without a day, in the traveller's order. */
  ideas: PlanEntry[];
  /** Items whose day is before the trip's start or after its end, by day and in order. */
  outside: PlanEntry[];
};

export type PlanInput = {
  trip: Pick<TripFields, 'start_date' | 'end_date' | 'cities'>;
  items: readonly ItineraryItemWithId[];
  /** The traveller's own IANA zone (the device's); UTC when it is not a valid one. */
  ownZone: string;
  display: TimeDisplay;
};

/** The longest trip laid out day by day; a longer range is laid out up to this many days. */
export const planMaxDays = 3660;

export function itineraryPlan({ trip, items, ownZone, display }: PlanInput): ItineraryPlan {
  const zone = isValidTimeZone(ownZone) ? ownZone : 'UTC';
  const dayCount = Math.min(planMaxDays, Math.max(0, daysBetweenLocal(trip.start_date, trip.end_date) + 1));
  const dates = Array.from({ length: dayCount }, (_, index) => addDays(trip.start_date, index));
  const lastDate = dates[dates.length - 1];
  const cities = dayCities(dates, items, trip.cities);
  const stays = items.filter((item) => item.kind === 'stay' && item.day !== null).sort(byPosition);

  const byDay = new Map<string, ItineraryItemWithId[]>();
  const ideas: ItineraryItemWithId[] = [];
  const outside: ItineraryItemWithId[] = [];
  for (const item of items) {
    if (item.day === null) ideas.push(item);
    else if (lastDate !== undefined && item.day >= trip.start_date && item.day <= lastDate) {
      const list = byDay.get(item.day) ?? [];
      list.push(item);
      byDay.set(item.day, list);
    } else outside.push(item);
  }

  const entryOf = (item: ItineraryItemWithId) => planEntry(item, zone, display);
  const days = dates.map((date, index): PlanDay => {
    const city = cities[index] ?? { source: 'none' };
    const dayItems = orderDay(byDay.get(date) ?? [], city.zone ?? zone);
    return {
      date,
      dayNumber: index + 1,
      label: dateLabel(date),
      ...(city.name === undefined ? {} : { city: city.name }),
      citySource: city.source,
      ...(city.zone === undefined ? {} : { zone: city.zone }),
      entries: dayItems.map(entryOf),
      staying: stayingOn(date, stays, zone, display),
    };
  });

  const outsideByDay = new Map<string, ItineraryItemWithId[]>();
  for (const item of outside) outsideByDay.set(item.day ?? '', [...(outsideByDay.get(item.day ?? '') ?? []), item]);
  const outsideOrdered = [...outsideByDay.keys()].sort().flatMap((day) => orderDay(outsideByDay.get(day) ?? [], zone));

  return { days, ideas: [...ideas].sort(byPosition).map(entryOf), outside: outsideOrdered.map(entryOf) };
}

function byPosition(a: ItineraryItemWithId, b: ItineraryItemWithId): number {
  // Fractional-indexing keys compare as plain strings (code unit order), not with localeCompare.
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The order of a day's items. Untimed items (notes, activities without a time) stay where the
 * traveller put them (by position); the places held by timed items are filled by those items in
 * the order of their start instants, zones counted, since a plan that lists a 09:00 train after a
 * 14:00 museum reads wrong whatever the drag order. So a note put just before a flight stays just
 * before it as long as the timed items around it keep their times. An activity with a time but no
 * place is read in the day's zone (its city's, else the traveller's own). Equal instants keep the
 * position order.
 */
function orderDay(items: readonly ItineraryItemWithId[], dayZone: string): ItineraryItemWithId[] {
  const inPlace = [...items].sort(byPosition);
  const timed = inPlace
    .map((item) => ({ item, at: sortInstant(item, dayZone) }))
    .filter((entry): entry is { item: ItineraryItemWithId; at: number } => entry.at !== undefined);
  const chronological = [...timed].sort((a, b) => a.at - b.at || byPosition(a.item, b.item));
  const timedIds = new Set(timed.map((entry) => entry.item.id));
  let next = 0;
  return inPlace.map((item) => (timedIds.has(item.id) ? chronological[next++]!.item : item));
}

function sortInstant(item: ItineraryItemWithId, dayZone: string): number | undefined {
  const start = itemInstants(item).start;
  if (start !== undefined) return start;
  if (item.kind === 'activity' && item.details.start_local) return toInstant(item.details.start_local, dayZone);
  return undefined;
}

function planTime(local: string, zone: string | undefined, instant: number | undefined): PlanTime {
  return {
    local,
    date: local.slice(0, 10),
    time: local.slice(11, 16),
    ...(zone === undefined ? {} : { zone }),
    zoneLabel: zone === undefined || instant === undefined ? '' : zoneLabel(instant, zone),
  };
}

function planTimes(start: PlanTime | undefined, end: PlanTime | undefined): PlanTimes {
  const endDays = start && end ? daysBetweenLocal(start.local, end.local) : 0;
  return { ...(start ? { start } : {}), ...(end ? { end } : {}), endDays, endDaysLabel: dayShiftLabel(endDays) };
}

/** A wall-clock time some minutes later, zone aside (for an activity whose place is not known). */
function wallClockPlus(local: string, minutes: number): string {
  const wall = Date.parse(`${local}:00Z`);
  return new Date(wall + minutes * 60_000).toISOString().slice(0, 16);
}

function planEntry(item: ItineraryItemWithId, ownZone: string, display: TimeDisplay): PlanEntry {
  const times = itemTimes(item);
  const instants = itemInstants(item);
  let local: PlanTimes;
  let own: PlanTimes | undefined;
  if (times.start && instants.start !== undefined) {
    const startZone = times.start.zone;
    const endZone = times.end?.zone ?? startZone;
    const endLocal = times.end?.local ?? (instants.end === undefined ? undefined : localOf(instants.end, endZone));
    local = planTimes(
      planTime(times.start.local, startZone, instants.start),
      endLocal === undefined ? undefined : planTime(endLocal, endZone, instants.end),
    );
    if (display === 'own') {
      own = planTimes(
        planTime(localOf(instants.start, ownZone), ownZone, instants.start),
        instants.end === undefined ? undefined : planTime(localOf(instants.end, ownZone), ownZone, instants.end),
      );
    }
  } else if (item.kind === 'activity' && item.details.start_local) {
    // A time without a place has no zone: it is shown as written, in both displays.
    const { start_local: start, duration_minutes: minutes } = item.details;
    local = planTimes(
      planTime(start, undefined, undefined),
      minutes === undefined ? undefined : planTime(wallClockPlus(start, minutes), undefined, undefined),
    );
    if (display === 'own') own = local;
  } else {
    local = planTimes(undefined, undefined);
    if (display === 'own') own = local;
  }
  const shown = own ?? local;
  const startDays = item.day !== null && shown.start ? daysBetweenLocal(item.day, shown.start.local) : 0;
  return {
    item,
    title: itemTitle(item),
    local,
    ...(own ? { own } : {}),
    shown,
    startDays,
    startDaysLabel: dayShiftLabel(startDays),
    ...durationOf(item, instants),
  };
}

function durationOf(item: ItineraryItemWithId, instants: { start?: number; end?: number }): Pick<PlanEntry, 'duration'> {
  if (item.kind === 'stay') {
    const nights = daysBetweenLocal(item.details.check_in_local, item.details.check_out_local);
    const minutes = instants.start !== undefined && instants.end !== undefined ? Math.round((instants.end - instants.start) / 60_000) : 0;
    return { duration: { minutes, label: nights === 1 ? '1 night' : `${nights} nights` } };
  }
  if (instants.start !== undefined && instants.end !== undefined) {
    const minutes = Math.round((instants.end - instants.start) / 60_000);
    return { duration: { minutes, label: formatDuration(minutes) } };
  }
  if (item.kind === 'activity' && item.details.duration_minutes !== undefined) {
    return { duration: { minutes: item.details.duration_minutes, label: formatDuration(item.details.duration_minutes) } };
  }
  return {};
}

/** Stays that checked in before `date` and check out on it or later: the screen's "Staying at …". */
function stayingOn(date: string, stays: readonly ItineraryItemWithId[], ownZone: string, display: TimeDisplay): PlanStaying[] {
  const staying: PlanStaying[] = [];
  for (const item of stays) {
    if (item.kind !== 'stay' || item.day === null) continue;
    const checkInDate = item.details.check_in_local.slice(0, 10);
    const checkOutDate = item.details.check_out_local.slice(0, 10);
    if (!(checkInDate < date && date <= checkOutDate)) continue;
    const nights = daysBetweenLocal(checkInDate, checkOutDate);
    if (date < checkOutDate) {
      staying.push({ item, name: item.details.name, night: daysBetweenLocal(checkInDate, date) + 1, nights });
      continue;
    }
    const entry = planEntry(item, ownZone, display);
    staying.push({ item, name: item.details.name, nights, ...(entry.shown.end ? { checkOut: entry.shown.end } : {}) });
  }
  return staying;
}

type DayCity = { name?: string; zone?: string; source: CitySource };

/** The waking day, local to each place: the hours a travel day's city is weighed by. */
export const wakingHours = { from: 'T07:00', to: 'T23:00' } as const;

/** `city`: the city an airport or station serves (Bangkok for Suvarnabhumi), which names a day better. */
type Place = { name: string; timezone: string; city?: string };
/** Where the traveller is between two instants: a leg's arrival and the next leg's departure. */
type Presence = { place: Place; from: number; until: number; isAirport: boolean };

/**
 * The city of each day, decided in this order:
 * 1. a travel day (a flight or transport leaves, lands or is under way on that local date): the
 *    place where the traveller is awake longest, 07:00 to 23:00 local to each place, time in the
 *    air or on board counting for none. So LHR 21:40 → SIN 18:05 next day reads London on the day
 *    of leaving (a whole day in London, then the plane) and Singapore the next (landing at 18:05);
 *    a morning flight or train reads the place it arrives at; an overnight train the place it
 *    leaves on its first day and the one it reaches on the next. A tie goes to where the day ends.
 *    One city, not "London → Singapore": the day's times are read in its city's zone, and the
 *    legs themselves show both ends;
 * 2. else the stay covering that day's night (checked in on or before the day, checking out after
 *    it; when two overlap, the one checked in later, a booking made on top of another);
 * 3. else the city of the day before, carried from the last day that an item decided (after a
 *    travel day, the place its last leg goes to);
 * 4. else, before any item says anything, the trip's cities spread in order over its days (two
 *    cities over six days: three days each), which is the traveller's own outline of the trip.
 * A place's name is written as the trip's city when it contains one ("London Heathrow" on a trip
 * to London reads "London"), the longest such name winning; an airport on a travel day takes the
 * name of the traveller's stay there that day, when there is one.
 */
function dayCities(dates: readonly string[], items: readonly ItineraryItemWithId[], tripCities: readonly { name: string }[]): DayCity[] {
  const scheduled = items.filter((item) => item.day !== null);
  const stays = scheduled.filter((item) => item.kind === 'stay').sort(byPosition);
  const cityNames = tripCities.map((city) => ({ name: city.name, key: ` ${matchKey(city.name)} ` })).filter((city) => city.key.trim());
  const named = (placeName: string) => {
    const key = ` ${matchKey(placeName)} `;
    const matches = cityNames.filter((city) => key.includes(city.key)).sort((a, b) => b.key.length - a.key.length);
    return matches[0]?.name ?? placeName;
  };
  const { legsOn, presences } = travelDays(scheduled);

  let carried: DayCity | undefined;
  return dates.map((date, index): DayCity => {
    const moving = legsOn.get(date);
    if (moving) {
      const { place, presence } = wakingPlace(date, moving, presences, named);
      const hotel = presence?.isAirport ? stayNear(date, presence, stays) : undefined;
      // The days after carry where the day's last leg goes, not where the traveller woke up.
      const last = moving.reduce((latest, leg) => (leg.start > latest.start ? leg : latest));
      carried = { name: named(last.to.city ?? last.to.name), zone: last.to.timezone, source: 'travel' };
      return { name: named(hotel?.name ?? place.city ?? place.name), zone: place.timezone, source: 'travel' };
    }

    let night: { name: string; zone: string; checkIn: number } | undefined;
    for (const stay of stays) {
      if (stay.kind !== 'stay') continue;
      const { check_in_local: checkIn, check_out_local: checkOut, place } = stay.details;
      if (!(checkIn.slice(0, 10) <= date && date < checkOut.slice(0, 10))) continue;
      const at = toInstant(checkIn, place.timezone) ?? 0;
      if (!night || at > night.checkIn) night = { name: place.name, zone: place.timezone, checkIn: at };
    }
    if (night) return (carried = { name: named(night.name), zone: night.zone, source: 'stay' });

    if (carried) return { ...carried, source: 'carried' };
    const guess = tripCities[Math.floor((index * tripCities.length) / dates.length)];
    return guess ? { name: guess.name, source: 'trip' } : { source: 'none' };
  });
}

type Leg = { from: Place; to: Place; start: number; end: number; isFlight: boolean };

/**
 * The trip's flights and transport in time order, where the traveller is between them, and for
 * each local date a leg leaves, lands or is under way on, the legs of that date.
 */
function travelDays(scheduled: readonly ItineraryItemWithId[]): { legsOn: Map<string, Leg[]>; presences: Presence[] } {
  const legs: Leg[] = [];
  const byDate = new Map<string, Leg[]>();
  for (const item of scheduled) {
    if (item.kind !== 'flight' && item.kind !== 'transport') continue;
    const { start, end } = itemInstants(item);
    if (start === undefined || end === undefined || end < start) continue;
    const leg = { from: item.details.from, to: item.details.to, start, end, isFlight: item.kind === 'flight' };
    legs.push(leg);
    const last = item.details.arrive_local.slice(0, 10);
    // A leg spans a day or two; the bound only guards against a date typed years out.
    for (let date = item.details.depart_local.slice(0, 10), count = 0; date <= last && count < 7; date = addDays(date, 1), count++) {
      const list = byDate.get(date) ?? [];
      list.push(leg);
      byDate.set(date, list);
    }
  }
  legs.sort((a, b) => a.start - b.start || a.end - b.end);
  const presences: Presence[] = legs.map((leg, index) => {
    const before = legs[index - 1];
    return before
      ? { place: before.to, from: before.end, until: leg.start, isAirport: before.isFlight }
      : { place: leg.from, from: Number.NEGATIVE_INFINITY, until: leg.start, isAirport: leg.isFlight };
  });
  const lastLeg = legs.at(-1);
  if (lastLeg) presences.push({ place: lastLeg.to, from: lastLeg.end, until: Number.POSITIVE_INFINITY, isAirport: lastLeg.isFlight });
  return { legsOn: byDate, presences };
}

/** The place of a travel day (see dayCities): most waking minutes, a tie to the later; in transit all day, where the leg is going. */
function wakingPlace(
  date: string,
  legs: readonly Leg[],
  presences: readonly Presence[],
  named: (name: string) => string,
): { place: Place; presence?: Presence } {
  const minutes = new Map<string, number>();
  let best: { presence: Presence; minutes: number } | undefined;
  for (const presence of presences) {
    const wakeAt = toInstant(date + wakingHours.from, presence.place.timezone);
    const sleepAt = toInstant(date + wakingHours.to, presence.place.timezone);
    if (wakeAt === undefined || sleepAt === undefined) continue;
    const awake = Math.min(sleepAt, presence.until) - Math.max(wakeAt, presence.from);
    if (awake <= 0) continue;
    const key = named(presence.place.city ?? presence.place.name);
    const total = (minutes.get(key) ?? 0) + awake / 60_000;
    minutes.set(key, total);
    if (!best || total >= best.minutes) best = { presence, minutes: total };
  }
  if (best) return { place: best.presence.place, presence: best.presence };
  return { place: legs.reduce((latest, leg) => (leg.start > latest.start ? leg : latest)).to };
}

/**
 * An airport names a day badly ("Singapore Changi Airport"): the stay the traveller has there that
 * day names it better, one in the airport's zone, on that date and while the traveller is there.
 */
function stayNear(date: string, presence: Presence, stays: readonly ItineraryItemWithId[]): Place | undefined {
  for (const stay of stays) {
    if (stay.kind !== 'stay') continue;
    const { check_in_local: checkIn, check_out_local: checkOut, place } = stay.details;
    if (place.timezone !== presence.place.timezone || date < checkIn.slice(0, 10) || date > checkOut.slice(0, 10)) continue;
    const inAt = toInstant(checkIn, place.timezone);
    const outAt = toInstant(checkOut, place.timezone);
    if (inAt !== undefined && outAt !== undefined && inAt < presence.until && outAt > presence.from) return place;
  }
  return undefined;
}

/** Lower case, no accents, words separated by one space: "São Paulo–Guarulhos" → "sao paulo guarulhos". */
function matchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
