// Itinerary rules without zod, shared by the day-by-day plan, "what comes next" and the calendar
// writer (which the browser and the server both load, so it must not pull zod in): an item's
// times, its title, and how a zone and a date read to a traveller.
import { dateTimeFormat } from './intl-formats';
import type { ItineraryItemFields, ItineraryKindAndDetails, TransportMode } from './itinerary-schema';
import { localOf, remembered, toInstant, zoneOffsetMinutes } from './local-time';
import { parseIsoDate } from './partners';

/**
 * An item as the plan, the trips list and the calendar take it: the fields and the id. A stored
 * item (with its version and timestamps) is one.
 */
export type ItineraryItemWithId = ItineraryItemFields & { id: string };

/** A moment as the ticket says it: a local date-time and, when the place is known, its IANA zone. */
export type LocalMoment = { local: string; zone: string };

/** The start and end of an item in its places' zones, when it has them (the schema checks that the end comes after the start). */
export function itemTimes(item: ItineraryKindAndDetails): { start?: LocalMoment; end?: LocalMoment } {
  switch (item.kind) {
    case 'flight':
    case 'transport':
      return {
        start: { local: item.details.depart_local, zone: item.details.from.timezone },
        end: { local: item.details.arrive_local, zone: item.details.to.timezone },
      };
    case 'stay':
      return {
        start: { local: item.details.check_in_local, zone: item.details.place.timezone },
        end: { local: item.details.check_out_local, zone: item.details.place.timezone },
      };
    case 'activity':
      return item.details.start_local && item.details.place
        ? { start: { local: item.details.start_local, zone: item.details.place.timezone } }
        : {};
    case 'note':
      return {};
  }
}

/** How long an activity with a start time and no duration is taken to last, in the calendar and "what comes next". */
export const defaultActivityMinutes = 60;

/**
 * The absolute start and end (epoch ms) of an item, when it has a start in a known zone. An
 * activity ends after its duration; one without a duration has no end (the plan shows none).
 */
export function itemInstants(item: ItineraryKindAndDetails): { start?: number; end?: number } {
  const { start, end } = itemTimes(item);
  const startAt = start ? toInstant(start.local, start.zone) : undefined;
  if (startAt === undefined) return {};
  if (item.kind === 'activity') {
    const minutes = item.details.duration_minutes;
    return minutes === undefined ? { start: startAt } : { start: startAt, end: startAt + minutes * 60_000 };
  }
  const endAt = end ? toInstant(end.local, end.zone) : undefined;
  return endAt === undefined ? { start: startAt } : { start: startAt, end: endAt };
}

const modeNames: Record<TransportMode, string> = { train: 'Train', bus: 'Bus', ferry: 'Ferry', car: 'Car', transfer: 'Transfer' };
const noteTitleLength = 80;

/** What an item is called in a list or a calendar: "Flight BA15 LHR → SIN", "Stay at Hotel Lutetia". */
export function itemTitle(item: ItineraryKindAndDetails): string {
  switch (item.kind) {
    case 'flight': {
      const number = item.details.flight_number.trim();
      return `Flight ${number ? `${number} ` : ''}${item.details.from.code} → ${item.details.to.code}`;
    }
    case 'stay':
      return `Stay at ${item.details.name}`;
    case 'activity':
      return item.details.title;
    case 'transport':
      return `${modeNames[item.details.mode]} ${item.details.from.name} → ${item.details.to.name}`;
    case 'note': {
      const firstLine = item.details.text.trim().split(/\r\n|\r|\n/)[0] ?? '';
      return [...firstLine].length > noteTitleLength ? `${[...firstLine].slice(0, noteTitleLength - 1).join('')}…` : firstLine;
    }
  }
}

function abbreviationIn(locale: 'en-US' | 'en-GB', instant: number, zone: string): string | undefined {
  return dateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
}

/**
 * How a zone reads at an instant: the abbreviation travellers know where there is one (BST, GMT,
 * CEST, EDT, PST) and the offset otherwise (UTC+8, UTC+5:30, UTC−3). The abbreviations come from
 * the American and British English names only, which are unambiguous; elsewhere Intl answers
 * "GMT+8", which we write as an offset from UTC.
 */
export const zoneLabel: (instant: number, zone: string) => string = remembered(labelOfZone);

function labelOfZone(instant: number, zone: string): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  for (const locale of ['en-US', 'en-GB'] as const) {
    const name = abbreviationIn(locale, instant, zone);
    if (name && /^[A-Z]{2,5}$/.test(name)) return name;
  }
  const offset = zoneOffsetMinutes(instant, zone);
  const sign = offset < 0 ? '\u2212' : '+';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `UTC${sign}${hours}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`}`;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date as a traveller reads it, "Sat 12 Jun", or the date itself when it is not one. */
export function dateLabel(date: string): string {
  const parsed = parseIsoDate(date.slice(0, 10));
  if (!parsed) return date;
  return `${weekdays[parsed.getUTCDay()]} ${parsed.getUTCDate()} ${months[parsed.getUTCMonth()]}`;
}

/** The ISO date a whole number of days after another ("2027-06-30" + 1 → "2027-07-01"). */
export function addDays(date: string, days: number): string {
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  return new Date(parsed.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A day difference as a traveller reads it beside a time: "", "+1", "+2", "−1". */
export function dayShiftLabel(days: number): string {
  if (days === 0) return '';
  return days > 0 ? `+${days}` : `\u2212${-days}`;
}

/** The local date-time an instant reads in a zone, with the zone's label then. */
export function readAt(instant: number, zone: string): { local: string; label: string } {
  return { local: localOf(instant, zone), label: zoneLabel(instant, zone) };
}
