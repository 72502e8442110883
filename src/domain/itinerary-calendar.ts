// A trip's itinerary as an RFC 5545 calendar: the .ics the app downloads and the subscription feed
// the server answers are this one text. Plain TypeScript without zod or any Node or DOM API, so
// the browser and the server both run it. `now` comes in (it stamps DTSTAMP).
//
// What becomes an event: every item on a day. Flights, transport, stays (check-in to check-out)
// and activities with a time are timed events in UTC, computed from each place's local time and
// zone; an activity without a duration lasts an hour. An activity with a time but no place has
// no zone: it is a "floating" time (RFC 5545 §3.3.5), 10:00 wherever the traveller is, which is
// what its ticket means. Activities and notes without a time are all-day events on their day, so
// the calendar holds everything the plan does. Ideas (no day) are not plans and are left out.
import type { TripFields } from './trips';
import {
  dateLabel,
  defaultActivityMinutes,
  itemInstants,
  itemTimes,
  itemTitle,
  zoneLabel,
  type ItineraryItemWithId,
  type LocalMoment,
} from './itinerary-rules';
import { formatDuration, toInstant } from './local-time';

/** An item as the calendar takes it; `updated_at`, when known, becomes the event's LAST-MODIFIED. */
export type CalendarItem = ItineraryItemWithId & { updated_at?: string };

/**
 * The right-hand side of every event's UID (`{item id}@…`). Fixed, not the server's host name, so
 * an event keeps its identity when the app moves; under `.invalid` (RFC 2606), a name that is
 * never anyone's real domain.
 */
export const calendarUidDomain = 'itinerary.astra-travel.invalid';

/** How often a subscribed calendar should poll the feed (RFC 7986 REFRESH-INTERVAL). */
const refreshInterval = 'PT1H';

export function itineraryCalendar(trip: Pick<TripFields, 'title'>, items: readonly CalendarItem[], now: number): string {
  const stamp = utcStamp(now);
  const events = items
    .filter((item) => item.day !== null)
    .map((item) => ({ item, when: eventTimes(item) }))
    .filter((event): event is { item: CalendarItem; when: EventTimes } => event.when !== undefined)
    .sort((a, b) => a.when.order - b.when.order || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0));

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Astra Travel Concierge//Itinerary//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(trip.title)}`,
    `NAME:${escapeText(trip.title)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refreshInterval}`,
    `X-PUBLISHED-TTL:${refreshInterval}`,
  ];
  for (const { item, when } of events) {
    lines.push('BEGIN:VEVENT', `UID:${item.id}@${calendarUidDomain}`, `DTSTAMP:${stamp}`);
    const modified = item.updated_at === undefined ? NaN : Date.parse(item.updated_at);
    if (Number.isFinite(modified)) lines.push(`LAST-MODIFIED:${utcStamp(modified)}`);
    lines.push(...when.lines, `SUMMARY:${escapeText(itemTitle(item))}`);
    const place = locationOf(item);
    if (place.location) lines.push(`LOCATION:${escapeText(place.location)}`);
    if (place.lat !== undefined && place.lon !== undefined) lines.push(`GEO:${place.lat.toFixed(6)};${place.lon.toFixed(6)}`);
    const description = descriptionOf(item).join('\n');
    if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
    // Stays and whole days do not make the traveller busy in a shared calendar; flights do.
    if (item.kind === 'stay' || when.allDay) lines.push('TRANSP:TRANSPARENT');
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

type EventTimes = { lines: string[]; allDay: boolean; order: number };

function eventTimes(item: CalendarItem): EventTimes | undefined {
  const { start, end } = itemInstants(item);
  if (start !== undefined) {
    const until = end ?? start + defaultActivityMinutes * 60_000;
    const lines = [`DTSTART:${utcStamp(start)}`];
    // RFC 5545 wants DTEND after DTSTART; a stored item always has it, this only guards the file.
    if (until > start) lines.push(`DTEND:${utcStamp(until)}`);
    return { lines, allDay: false, order: start };
  }
  if (item.kind === 'activity' && item.details.start_local) {
    const wall = Date.parse(`${item.details.start_local}:00Z`);
    const minutes = item.details.duration_minutes ?? defaultActivityMinutes;
    return { lines: [`DTSTART:${floatingStamp(wall)}`, `DTEND:${floatingStamp(wall + minutes * 60_000)}`], allDay: false, order: wall };
  }
  if (item.day === null) return undefined;
  const day = Date.parse(`${item.day}T00:00:00Z`);
  return {
    lines: [`DTSTART;VALUE=DATE:${dateStamp(day)}`, `DTEND;VALUE=DATE:${dateStamp(day + 86_400_000)}`],
    allDay: true,
    order: day,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

function dateStamp(instant: number): string {
  const date = new Date(instant);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

/** A wall-clock time read as if in UTC, written without the Z: RFC 5545's floating form. */
function floatingStamp(wall: number): string {
  const date = new Date(wall);
  return `${dateStamp(wall)}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
}

/** 20270612T204000Z */
function utcStamp(instant: number): string {
  return `${floatingStamp(instant)}Z`;
}

type EventPlace = { location: string; lat?: number; lon?: number };

function locationOf(item: CalendarItem): EventPlace {
  const at = (name: string, place?: { lat?: number; lon?: number }): EventPlace => ({
    location: name,
    ...(place?.lat !== undefined && place.lon !== undefined ? { lat: place.lat, lon: place.lon } : {}),
  });
  switch (item.kind) {
    case 'flight':
      return at(`${item.details.from.name} (${item.details.from.code})`, item.details.from);
    case 'stay': {
      const { address, place } = item.details;
      const withCity = !address
        ? place.name
        : address.toLowerCase().includes(place.name.toLowerCase())
          ? address
          : `${address}, ${place.name}`;
      return at(withCity, place);
    }
    case 'activity':
      return item.details.place ? at(item.details.place.name, item.details.place) : at('');
    case 'transport':
      return at(item.details.from.name, item.details.from);
    case 'note':
      return at('');
  }
}

/** "Sat 12 Jun 21:40 BST": a local time as the ticket says it, with its zone. */
function localTimeText(moment: LocalMoment): string {
  const instant = toInstant(moment.local, moment.zone);
  const label = instant === undefined ? '' : ` ${zoneLabel(instant, moment.zone)}`;
  return `${dateLabel(moment.local)} ${moment.local.slice(11, 16)}${label}`;
}

/** The event's description: what a traveller looks up at the gate or the front desk, one fact a line. */
function descriptionOf(item: CalendarItem): string[] {
  const lines: string[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value?.trim()) lines.push(`${label}: ${value.trim()}`);
  };
  const { start, end } = itemTimes(item);
  const instants = itemInstants(item);
  const duration =
    instants.start !== undefined && instants.end !== undefined
      ? formatDuration(Math.round((instants.end - instants.start) / 60_000))
      : undefined;
  switch (item.kind) {
    case 'flight': {
      const { details } = item;
      add('Flight', [details.airline, details.flight_number].filter(Boolean).join(' '));
      add('Departs', `${details.from.name} (${details.from.code}), ${start ? localTimeText(start) : details.depart_local}`);
      add('Terminal', details.terminal);
      add('Arrives', `${details.to.name} (${details.to.code}), ${end ? localTimeText(end) : details.arrive_local}`);
      add('Duration', duration);
      add('Seat', details.seat);
      add('Confirmation', details.confirmation);
      break;
    }
    case 'stay': {
      const { details } = item;
      add('Address', details.address ? `${details.address}, ${details.place.name}` : details.place.name);
      add('Check-in', start ? localTimeText(start) : details.check_in_local);
      add('Check-out', end ? localTimeText(end) : details.check_out_local);
      add('Phone', details.phone);
      add('Confirmation', details.confirmation);
      break;
    }
    case 'activity': {
      const { details } = item;
      add('Place', details.place?.name);
      if (details.start_local)
        add('Starts', start ? localTimeText(start) : `${dateLabel(details.start_local)} ${details.start_local.slice(11, 16)}`);
      if (details.duration_minutes !== undefined) add('Duration', formatDuration(details.duration_minutes));
      add('Booking', details.booking_url);
      if (details.notes.trim()) lines.push('', details.notes.trim());
      break;
    }
    case 'transport': {
      const { details } = item;
      add('Operator', details.operator);
      add('Departs', `${details.from.name}, ${start ? localTimeText(start) : details.depart_local}`);
      add('Arrives', `${details.to.name}, ${end ? localTimeText(end) : details.arrive_local}`);
      add('Duration', duration);
      add('Reference', details.reference);
      break;
    }
    case 'note':
      lines.push(item.details.text.trim());
      break;
  }
  return lines;
}

/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as "\n". Other control
 * characters are not allowed in a content line (§3.1) and are dropped; a tab is kept.
 */
export function escapeText(text: string): string {
  const allowed = [...text.replace(/\r\n|\r/g, '\n')].filter((character) => {
    const code = character.codePointAt(0)!;
    return code === 0x09 || code === 0x0a || (code >= 0x20 && code !== 0x7f);
  });
  return allowed.join('').replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
}

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * RFC 5545 §3.1: a content line is at most 75 octets; a longer one continues on lines that start
 * with one space (which counts). Octets of UTF-8, and only ever between characters: a Japanese
 * character or an emoji is never cut in two. An escape ("\,", "\n") is kept whole too: unfolding
 * comes first in a parser, so cutting one is valid, but some readers are naive about it.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  const units = line.match(/\\[\s\S]|[\s\S]/gu) ?? [];
  for (const unit of units) {
    let size = 0;
    for (const character of unit) size += utf8Length(character.codePointAt(0)!);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += unit;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
