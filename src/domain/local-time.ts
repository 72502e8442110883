// Local times of places: what a ticket says ("2027-03-12T21:40" at Europe/London), turned into
// instants and back with Intl alone. An itinerary stores the local time and its zone and derives
// the instant, so a later change of zone rules or a moved item never shifts what the ticket says.
import { parseIsoDate } from './partners';

/** A wall-clock time without a zone, as a traveller types it: 2027-03-12T21:40. */
export const localDateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const minuteMs = 60_000;

/**
 * A pure function of two arguments, with its answers kept (up to `limit` of them, then all forgotten
 * at once): for the Intl-backed zone reads, which cost tens of microseconds each, and which a long
 * trip's plan asks thousands of times on every change, mostly with the same arguments.
 */
export function remembered<A, B, T>(compute: (a: A, b: B) => T, limit = 20_000): (a: A, b: B) => T {
  let answers = new Map<A, Map<B, T>>();
  let size = 0;
  return (a, b) => {
    const known = answers.get(a);
    if (known?.has(b)) return known.get(b) as T;
    const answer = compute(a, b);
    if (size >= limit) {
      answers = new Map();
      size = 0;
    }
    const row = answers.get(a) ?? new Map<B, T>();
    row.set(b, answer);
    answers.set(a, row);
    size++;
    return answer;
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** What a zone's clock and calendar read at an instant. */
export type ZonedTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // Offset strings ("+05:30") are fixed offsets that some engines accept: they never follow daylight saving.
    if (/^[+\-\u2212]/.test(zone)) throw new RangeError(`Not an IANA time zone: ${zone}`);
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant (epoch ms); throws a RangeError for a zone that is not IANA. */
export function zonedTime(instant: number, zone: string): ZonedTime {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    // Some engines still write midnight as 24 even in the h23 cycle.
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** The wall-clock fields of a local date-time, or undefined when it is not a real one. */
function fieldsOf(local: string): [number, number, number, number, number] | undefined {
  const match = localDateTimePattern.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (!parseIsoDate(local.slice(0, 10)) || hour > 23 || minute > 59) return undefined;
  return [year, month, day, hour, minute];
}

export function isLocalDateTime(local: string): boolean {
  return fieldsOf(local) !== undefined;
}

/** Minutes the zone is ahead of UTC at an instant (London in summer: 60; New York in winter: -300). */
export function zoneOffsetMinutes(instant: number, zone: string): number {
  const { year, month, day, hour, minute, second } = zonedTime(instant, zone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / minuteMs);
}

/**
 * The instant (epoch ms) of a local date-time in a zone, or undefined when either is not valid.
 * Like Temporal's "compatible" choice: a time that happens twice (clocks go back) is the earlier
 * one; a time that never happens (clocks go forward) moves forward by the gap (02:30 → 03:30).
 */
export const toInstant: (local: string, zone: string) => number | undefined = remembered(instantOfLocal);

function instantOfLocal(local: string, zone: string): number | undefined {
  const fields = fieldsOf(local);
  if (!fields) return undefined;
  const [year, month, day, hour, minute] = fields;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let offsetBefore: number;
  let offsetAfter: number;
  try {
    // The offsets a day either side bracket any change of rules that could touch this wall time.
    offsetBefore = zoneOffsetMinutes(wall - 86_400_000, zone);
    offsetAfter = zoneOffsetMinutes(wall + 86_400_000, zone);
  } catch {
    return undefined;
  }
  const candidates = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => wall - offset * minuteMs)
    .filter((instant) => localOf(instant, zone) === local)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return candidates[0];
  // In the gap: read the wall time with the offset from before the change, which lands after it.
  return wall - Math.min(offsetBefore, offsetAfter) * minuteMs;
}

/** The local date-time (2027-03-12T21:40) of an instant in a zone. */
export function localOf(instant: number, zone: string): string {
  const { year, month, day, hour, minute } = zonedTime(instant, zone);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/** Whole days from the first local date to the second (a flight landing the next day: 1). */
export function daysBetweenLocal(from: string, to: string): number {
  const start = parseIsoDate(from.slice(0, 10));
  const end = parseIsoDate(to.slice(0, 10));
  if (!start || !end) return 0;
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

/** A duration in minutes as a traveller reads it: "13 h 25 min", "45 min", "2 h". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Minutes from one local time at its zone to another at its own, or undefined when either is invalid. */
export function minutesBetween(start: { local: string; zone: string }, end: { local: string; zone: string }): number | undefined {
  const from = toInstant(start.local, start.zone);
  const to = toInstant(end.local, end.zone);
  return from === undefined || to === undefined ? undefined : Math.round((to - from) / minuteMs);
}
