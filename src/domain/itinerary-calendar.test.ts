import { readFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarUidDomain, escapeText, foldLine, itineraryCalendar } from './itinerary-calendar';
import { activity, ba15, note, places, stay, transport } from '../../tests/setup/itinerary-fixtures';

// Calendar apps read the calendar's name, X-WR-CALNAME (de facto) and NAME (RFC 7986), as TEXT;
// ical.js 2.2 does not know either and would hand back the escaped form.
const calendarProperties: Record<string, { defaultType: string }> = ICAL.design.icalendar.property;
calendarProperties['x-wr-calname'] = { defaultType: 'text' };
calendarProperties['name'] = { defaultType: 'text' };

const utc = (iso: string) => Date.parse(iso);
const now = utc('2027-05-01T09:30:15Z');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, events, byUid: new Map(events.map((event) => [event.uid, event])) };
}

const uidOf = (id: string) => `${id}@${calendarUidDomain}`;

describe('the trip as an RFC 5545 calendar', () => {
  const flight = ba15();
  const hotel = stay('2027-06-13', 'a1', {
    name: 'Marina Bay Sands',
    address: '10 Bayfront Avenue',
    place: places.singapore,
    check_in_local: '2027-06-13T19:00',
    check_out_local: '2027-06-15T11:00',
    phone: '+65 6688 8888',
    confirmation: 'MBS-22817',
  });
  const museum = activity('2027-06-14', 'a0', {
    title: 'ArtScience Museum',
    place: places.singapore,
    start_local: '2027-06-14T10:00',
    duration_minutes: 150,
    booking_url: 'https://example.com/tickets',
  });
  const lunch = activity('2027-06-14', 'a1', { title: 'Hawker lunch', place: places.singapore, start_local: '2027-06-14T12:30' });
  const walk = activity('2027-06-14', 'a2', { title: 'Night walk', start_local: '2027-06-14T20:00', duration_minutes: 45 });
  const shopping = activity('2027-06-15', 'a0', { title: 'Shopping on Orchard Road', place: places.singapore });
  const reminder = note('2027-06-15', 'a1', 'Return the SIM card');
  const idea = activity(null, 'a0', { title: 'Night safari', place: places.singapore, start_local: '2027-06-14T19:30' });
  const items = [flight, hotel, museum, lunch, walk, shopping, reminder, idea];
  const text = itineraryCalendar({ title: 'Singapore, June' }, items, now);

  it('is a calendar with the trip’s name, one event per dated item and none for the Ideas', () => {
    const { calendar, events, byUid } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Astra Travel Concierge//Itinerary//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Singapore, June');
    expect(calendar.getFirstPropertyValue('name')).toBe('Singapore, June');
    expect(events).toHaveLength(7);
    expect(byUid.has(uidOf(idea.id))).toBe(false);
    for (const item of items.filter((entry) => entry.day !== null)) expect(byUid.has(uidOf(item.id)), item.id).toBe(true);
  });

  it('puts a flight at its absolute times in UTC, with what the traveller needs at the gate', () => {
    expect(text).toContain('\r\nDTSTART:20270612T204000Z\r\nDTEND:20270613T100500Z\r\n');
    const event = parse(text).byUid.get(uidOf(flight.id))!;
    expect(event.startDate.toJSDate().getTime()).toBe(utc('2027-06-12T20:40:00Z'));
    expect(event.endDate.toJSDate().getTime()).toBe(utc('2027-06-13T10:05:00Z'));
    expect(event.summary).toBe('Flight BA15 LHR → SIN');
    expect(event.location).toBe('London Heathrow (LHR)');
    expect(event.description.split('\n')).toEqual([
      'Flight: British Airways BA15',
      'Departs: London Heathrow (LHR), Sat 12 Jun 21:40 BST',
      'Terminal: 5',
      'Arrives: Singapore Changi (SIN), Sun 13 Jun 18:05 UTC+8',
      'Duration: 13 h 25 min',
      'Seat: 32A',
      'Confirmation: XK7Q2M',
    ]);
    expect(event.component.getFirstPropertyValue('geo')).toEqual([51.47, -0.4543]);
    expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2027-05-01T09:30:15Z');
  });

  it('makes a stay run from check-in to check-out, with its address, phone and confirmation', () => {
    const event = parse(text).byUid.get(uidOf(hotel.id))!;
    expect(event.startDate.toJSDate().getTime()).toBe(utc('2027-06-13T11:00:00Z'));
    expect(event.endDate.toJSDate().getTime()).toBe(utc('2027-06-15T03:00:00Z'));
    expect(event.summary).toBe('Stay at Marina Bay Sands');
    expect(event.location).toBe('10 Bayfront Avenue, Singapore');
    expect(event.description).toContain('Address: 10 Bayfront Avenue, Singapore');
    expect(event.description).toContain('Check-in: Sun 13 Jun 19:00 UTC+8');
    expect(event.description).toContain('Phone: +65 6688 8888');
    expect(event.description).toContain('Confirmation: MBS-22817');
    expect(event.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
  });

  it('gives timed activities their duration or an hour, a time without a place floats, and untimed items are all-day', () => {
    const { byUid } = parse(text);
    const museumEvent = byUid.get(uidOf(museum.id))!;
    expect(museumEvent.startDate.toJSDate().getTime()).toBe(utc('2027-06-14T02:00:00Z'));
    expect(museumEvent.endDate.toJSDate().getTime()).toBe(utc('2027-06-14T04:30:00Z'));
    expect(museumEvent.description).toContain('Booking: https://example.com/tickets');
    const lunchEvent = byUid.get(uidOf(lunch.id))!;
    expect(lunchEvent.endDate.toJSDate().getTime() - lunchEvent.startDate.toJSDate().getTime()).toBe(60 * 60_000);

    // 20:00 wherever the traveller is: no zone, no Z (RFC 5545 floating time).
    expect(text).toContain('\r\nDTSTART:20270614T200000\r\nDTEND:20270614T204500\r\n');
    const walkEvent = byUid.get(uidOf(walk.id))!;
    expect(walkEvent.startDate.toString()).toBe('2027-06-14T20:00:00');
    expect(walkEvent.startDate.zone?.tzid).toBe('floating');

    for (const untimed of [shopping, reminder]) {
      const event = byUid.get(uidOf(untimed.id))!;
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe('2027-06-15');
      expect(event.endDate.toString()).toBe('2027-06-16');
    }
    expect(byUid.get(uidOf(reminder.id))!.summary).toBe('Return the SIM card');
  });

  it('is still a calendar that parses for a trip with nothing dated yet', () => {
    const empty = parse(itineraryCalendar({ title: 'Someday' }, [idea], now));
    expect(empty.events).toEqual([]);
    expect(empty.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Someday');
  });

  it('keeps each event’s UID from one export to the next, and stamps it with `now`', () => {
    const later = itineraryCalendar({ title: 'Singapore, June' }, [...items].reverse(), utc('2027-06-01T00:00:00Z'));
    const uids = (calendar: string) => [...calendar.matchAll(/^UID:(.*)$/gm)].map((match) => match[1]!.trim());
    expect(uids(later)).toEqual(uids(text));
    expect(later).toContain('DTSTAMP:20270601T000000Z');
    const withUpdate = itineraryCalendar({ title: 'T' }, [{ ...flight, updated_at: '2027-04-30T18:00:00.000Z' }], now);
    expect(withUpdate).toContain('\r\nLAST-MODIFIED:20270430T180000Z\r\n');
  });

  it('is right on both sides of a daylight-saving change', () => {
    const sleeper = transport('2027-03-27', 'a0', {
      mode: 'train',
      from: { name: 'London Euston', timezone: 'Europe/London' },
      to: { name: 'Inverness', timezone: 'Europe/London' },
      depart_local: '2027-03-27T21:15',
      arrive_local: '2027-03-28T08:40',
      reference: 'CS-4411',
    });
    const nightTour = activity('2027-11-07', 'a0', {
      title: 'Night tour',
      place: places.newYork,
      start_local: '2027-11-07T01:30',
      duration_minutes: 60,
    });
    const { byUid } = parse(itineraryCalendar({ title: 'Changes' }, [sleeper, nightTour], now));
    const train = byUid.get(uidOf(sleeper.id))!;
    expect(train.startDate.toJSDate().getTime()).toBe(utc('2027-03-27T21:15:00Z'));
    expect(train.endDate.toJSDate().getTime()).toBe(utc('2027-03-28T07:40:00Z'));
    expect(train.description).toContain('Duration: 10 h 25 min');
    expect(train.description).toContain('Reference: CS-4411');
    // The first of the two 01:30s that night, on summer time.
    expect(byUid.get(uidOf(nightTour.id))!.startDate.toJSDate().getTime()).toBe(utc('2027-11-07T05:30:00Z'));
  });
});

describe('text that survives the round trip', () => {
  const awkward = 'Meet Kenji; bring cash, passport\nand the 予約番号 (booking ref) \\ 🍣🎌 at the 東京駅 Yaesu exit, by the 銀の鈴';
  const sushi = activity('2027-10-02', 'a0', {
    title: 'Sushi, sake; and more: 鮨 さいとう 🍣',
    place: { name: '東京, 港区', timezone: 'Asia/Tokyo' },
    start_local: '2027-10-02T18:00',
    notes: awkward.repeat(3),
  });
  const memo = note('2027-10-03', 'a0', `${'🗾'.repeat(40)}\r\nline two, with a comma; and a semicolon`);
  const text = itineraryCalendar({ title: 'Japan; autumn, 2027 🍁' }, [sushi, memo], now);

  it('reads back exactly what the traveller wrote: commas, semicolons, backslashes, new lines, Japanese and emoji', () => {
    const { calendar, byUid } = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Japan; autumn, 2027 🍁');
    const event = byUid.get(uidOf(sushi.id))!;
    expect(event.summary).toBe('Sushi, sake; and more: 鮨 さいとう 🍣');
    expect(event.location).toBe('東京, 港区');
    expect(event.description.endsWith(`\n\n${awkward.repeat(3)}`)).toBe(true);
    expect(event.startDate.toJSDate().getTime()).toBe(utc('2027-10-02T09:00:00Z'));
    expect(byUid.get(uidOf(memo.id))!.description).toBe(`${'🗾'.repeat(40)}\nline two, with a comma; and a semicolon`);
  });

  it('ends every line with CRLF, folds at 75 octets and never cuts a character in two', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    const physical = text.slice(0, -2).split('\r\n');
    const encoder = new TextEncoder();
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of physical) {
      expect(line).not.toMatch(/[\r\n]/);
      const bytes = encoder.encode(line);
      expect(bytes.length, line).toBeLessThanOrEqual(75);
      // A surrogate half left alone by a cut would not survive UTF-8 and back.
      expect(decoder.decode(bytes)).toBe(line);
    }
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('folds exactly at the limit, counting the continuation’s leading space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldLine('x'.repeat(75 + 74 + 1))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
    // 24 three-octet characters are 72 octets; after "AB:" that is 75, so the 25th moves on.
    expect(foldLine(`AB:${'予'.repeat(25)}`)).toBe(`AB:${'予'.repeat(24)}\r\n 予`);
    expect(foldLine(`${'x'.repeat(73)}🍣`)).toBe(`${'x'.repeat(73)}\r\n 🍣`);
    // An escaped comma stays in one piece.
    expect(foldLine(`${'x'.repeat(74)}\\,y`)).toBe(`${'x'.repeat(74)}\r\n \\,y`);
  });

  it('escapes TEXT as RFC 5545 says and drops control characters it forbids', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\there, bell\u0007 gone')).toBe('tab\there\\, bell gone');
  });
});

describe('the calendar writer runs in the browser and on the server', () => {
  it('loads neither zod nor any Node API', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)';/gm)) {
        if (match[1]) continue; // erased by the compiler
        const specifier = match[2]!;
        expect(specifier.startsWith('.'), `${path.basename(file)} imports ${specifier}`).toBe(true);
        visit(path.resolve(path.dirname(file), `${specifier}.ts`));
      }
      expect(source, path.basename(file)).not.toMatch(/\b(Buffer|process\.|require\(|globalThis\.document|window\.)/);
    };
    visit(path.resolve(import.meta.dirname, 'itinerary-calendar.ts'));
    expect([...seen].map((file) => path.basename(file)).sort()).toEqual([
      'intl-formats.ts',
      'itinerary-calendar.ts',
      'itinerary-rules.ts',
      'local-time.ts',
      'partners.ts',
    ]);
  });
});
