import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itineraryPlan, type PlanEntry } from './itinerary-plan';
import { addDays, dateLabel, itemInstants, itemTimes, zoneLabel, type ItineraryItemWithId } from './itinerary-rules';
import { activity, ba15, flight, note, places, stay, transport } from '../../tests/setup/itinerary-fixtures';

const utc = (iso: string) => Date.parse(iso);
const trip = (start_date: string, end_date: string, cities: string[] = []) => ({
  start_date,
  end_date,
  cities: cities.map((name) => ({ name })),
});

/** What the screen prints for an entry's times: "21:40 BST → 18:05 UTC+8 +1 · 13 h 25 min". */
function shownLine(entry: PlanEntry): string {
  const { start, end, endDaysLabel } = entry.shown;
  const at = (time: typeof start) => (time ? `${time.time}${time.zoneLabel ? ` ${time.zoneLabel}` : ''}` : '');
  const startText = `${at(start)}${entry.startDaysLabel ? ` ${entry.startDaysLabel}` : ''}`;
  const endText = end ? ` → ${at(end)}${endDaysLabel ? ` ${endDaysLabel}` : ''}` : '';
  return `${startText}${endText}${entry.duration ? ` · ${entry.duration.label}` : ''}`;
}

describe('an item’s times as the plan shows them', () => {
  it('shows LHR 21:40 → SIN 18:05 the next day with +1 and its true duration, in June (BST)', () => {
    const plan = itineraryPlan({ trip: trip('2027-06-12', '2027-06-14'), items: [ba15()], ownZone: 'Europe/London', display: 'local' });
    const [entry] = plan.days[0]!.entries;
    expect(entry!.title).toBe('Flight BA15 LHR → SIN');
    expect(shownLine(entry!)).toBe('21:40 BST → 18:05 UTC+8 +1 · 13 h 25 min');
    expect(entry!.shown.end).toMatchObject({ date: '2027-06-13', zone: 'Asia/Singapore' });
    expect(entry!.duration?.minutes).toBe(13 * 60 + 25);
    expect(entry!.own).toBeUndefined();
  });

  it('gives the same flight in March 12 h 25 min, London being on GMT', () => {
    const plan = itineraryPlan({
      trip: trip('2027-03-12', '2027-03-14'),
      items: [ba15('2027-03-12', '03')],
      ownZone: 'Europe/London',
      display: 'local',
    });
    expect(shownLine(plan.days[0]!.entries[0]!)).toBe('21:40 GMT → 18:05 UTC+8 +1 · 12 h 25 min');
  });

  it('shows every time in the traveller’s own zone on request, keeping the local times beside', () => {
    const fromSingapore = itineraryPlan({
      trip: trip('2027-06-12', '2027-06-14'),
      items: [ba15()],
      ownZone: 'Asia/Singapore',
      display: 'own',
    });
    const entry = fromSingapore.days[0]!.entries[0]!;
    // 21:40 in London is 04:40 the next morning in Singapore: the flight, listed on the 12th, starts a day later there.
    expect(shownLine(entry)).toBe('04:40 UTC+8 +1 → 18:05 UTC+8 · 13 h 25 min');
    expect(entry.shown).toBe(entry.own);
    expect(entry.local.start).toMatchObject({ time: '21:40', zoneLabel: 'BST' });

    const fromLondon = itineraryPlan({ trip: trip('2027-06-12', '2027-06-14'), items: [ba15()], ownZone: 'Europe/London', display: 'own' });
    expect(shownLine(fromLondon.days[0]!.entries[0]!)).toBe('21:40 BST → 11:05 BST +1 · 13 h 25 min');
  });

  it('is right across London’s change to summer time (28 March 2027)', () => {
    const sleeper = transport('2027-03-27', 'a0', {
      mode: 'train',
      from: { name: 'London Euston', timezone: 'Europe/London' },
      to: { name: 'Inverness', timezone: 'Europe/London' },
      depart_local: '2027-03-27T21:15',
      arrive_local: '2027-03-28T08:40',
      operator: 'Caledonian Sleeper',
    });
    const local = itineraryPlan({ trip: trip('2027-03-27', '2027-03-28'), items: [sleeper], ownZone: 'Europe/London', display: 'local' });
    // The clocks say 11 h 25 min; an hour of the night never happens.
    expect(shownLine(local.days[0]!.entries[0]!)).toBe('21:15 GMT → 08:40 BST +1 · 10 h 25 min');
    expect(local.days[0]!.entries[0]!.title).toBe('Train London Euston → Inverness');
    // New York moved to summer time on 14 March, so it is 4 hours behind London on the night, then 5.
    const fromNewYork = itineraryPlan({
      trip: trip('2027-03-27', '2027-03-28'),
      items: [sleeper],
      ownZone: 'America/New_York',
      display: 'own',
    });
    expect(shownLine(fromNewYork.days[0]!.entries[0]!)).toBe('17:15 EDT → 03:40 EDT +1 · 10 h 25 min');
  });

  it('is right across New York’s change back to winter time (7 November 2027)', () => {
    const bus = transport('2027-11-06', 'a0', {
      mode: 'bus',
      from: places.newYork,
      to: places.boston,
      depart_local: '2027-11-06T23:30',
      arrive_local: '2027-11-07T03:30',
    });
    // 01:00–02:00 happens twice that night, so the first 01:30 (summer time) is an hour before the second.
    const twice = activity('2027-11-07', 'a0', {
      title: 'Night tour',
      place: places.boston,
      start_local: '2027-11-07T01:30',
      duration_minutes: 60,
    });
    const plan = itineraryPlan({
      trip: trip('2027-11-06', '2027-11-07'),
      items: [bus, twice],
      ownZone: 'America/New_York',
      display: 'local',
    });
    expect(shownLine(plan.days[0]!.entries[0]!)).toBe('23:30 EDT → 03:30 EST +1 · 5 h');
    expect(shownLine(plan.days[1]!.entries[0]!)).toBe('01:30 EDT → 01:30 EST · 1 h');
    // London went back a week earlier: on the night it is five hours ahead of New York's winter time and four of its summer time.
    const fromLondon = itineraryPlan({ trip: trip('2027-11-06', '2027-11-07'), items: [bus], ownZone: 'Europe/London', display: 'own' });
    expect(shownLine(fromLondon.days[0]!.entries[0]!)).toBe('03:30 GMT +1 → 08:30 GMT · 5 h');
  });

  it('shows a stay as its nights, a timed activity’s end, and a time without a place as written', () => {
    const hotel = stay('2027-06-13', 'a0', {
      name: 'Marina Hotel',
      place: places.singapore,
      check_in_local: '2027-06-13T15:00',
      check_out_local: '2027-06-16T11:00',
    });
    const museum = activity('2027-06-14', 'a0', {
      title: 'ArtScience Museum',
      place: places.singapore,
      start_local: '2027-06-14T23:00',
      duration_minutes: 90,
    });
    const walk = activity('2027-06-14', 'a1', { title: 'Night walk', start_local: '2027-06-14T20:00', duration_minutes: 45 });
    const plan = itineraryPlan({
      trip: trip('2027-06-13', '2027-06-16'),
      items: [hotel, museum, walk],
      ownZone: 'Europe/London',
      display: 'own',
    });
    const hotelEntry = plan.days[0]!.entries[0]!;
    expect(hotelEntry.title).toBe('Stay at Marina Hotel');
    expect(hotelEntry.duration?.label).toBe('3 nights');
    expect(shownLine(hotelEntry)).toBe('08:00 BST → 04:00 BST +3 · 3 nights');
    const [walkEntry, museumEntry] = plan.days[1]!.entries;
    expect(shownLine(museumEntry!)).toBe('16:00 BST → 17:30 BST · 1 h 30 min');
    expect(museumEntry!.local.end).toMatchObject({ local: '2027-06-15T00:30', zoneLabel: 'UTC+8' });
    expect(museumEntry!.local.endDaysLabel).toBe('+1');
    expect(shownLine(walkEntry!)).toBe('20:00 → 20:45 · 45 min');
    expect(walkEntry!.shown.start?.zone).toBeUndefined();
  });

  it('reads zones the way travellers know them', () => {
    const summer = utc('2027-07-01T12:00:00Z');
    const winter = utc('2027-01-15T12:00:00Z');
    expect(zoneLabel(winter, 'Europe/London')).toBe('GMT');
    expect(zoneLabel(summer, 'Europe/London')).toBe('BST');
    expect(zoneLabel(summer, 'Europe/Paris')).toBe('CEST');
    expect(zoneLabel(winter, 'America/New_York')).toBe('EST');
    expect(zoneLabel(summer, 'America/Los_Angeles')).toBe('PDT');
    expect(zoneLabel(summer, 'Asia/Singapore')).toBe('UTC+8');
    expect(zoneLabel(summer, 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(zoneLabel(summer, 'America/Sao_Paulo')).toBe('UTC\u22123');
    expect(zoneLabel(summer, 'UTC')).toBe('UTC');
    expect(dateLabel('2027-06-12')).toBe('Sat 12 Jun');
    expect(dateLabel('2027-06-12T21:40')).toBe('Sat 12 Jun');
  });

  it('reads the start and end of every kind of item in its places’ zones', () => {
    const items = [
      ba15(),
      stay('2027-06-13', 'a0', {
        name: 'Marina Hotel',
        place: places.singapore,
        check_in_local: '2027-06-13T15:00',
        check_out_local: '2027-06-16T11:00',
      }),
      activity('2027-06-14', 'a0', { title: 'Museum', place: places.singapore, start_local: '2027-06-14T10:00' }),
      activity('2027-06-14', 'a1', { title: 'Walk', start_local: '2027-06-14T10:00' }),
      activity('2027-06-14', 'a2', { title: 'Shopping', place: places.singapore }),
      transport('2027-06-15', 'a0', {
        mode: 'ferry',
        from: places.singapore,
        to: { name: 'Batam', timezone: 'Asia/Jakarta' },
        depart_local: '2027-06-15T09:00',
        arrive_local: '2027-06-15T09:30',
      }),
      note(null, 'a0', 'Visa'),
    ];
    const london = 'Europe/London';
    const singapore = places.singapore.timezone;
    expect(items.map((item) => itemTimes(item))).toEqual([
      { start: { local: '2027-06-12T21:40', zone: london }, end: { local: '2027-06-13T18:05', zone: singapore } },
      { start: { local: '2027-06-13T15:00', zone: singapore }, end: { local: '2027-06-16T11:00', zone: singapore } },
      { start: { local: '2027-06-14T10:00', zone: singapore } },
      {},
      {},
      { start: { local: '2027-06-15T09:00', zone: singapore }, end: { local: '2027-06-15T09:30', zone: 'Asia/Jakarta' } },
      {},
    ]);
  });
});

describe('the trip day by day', () => {
  const londonHotel = stay('2027-06-11', 'a0', {
    name: 'The Pelham',
    place: places.london,
    check_in_local: '2027-06-11T15:00',
    check_out_local: '2027-06-12T11:00',
  });
  const marina = stay('2027-06-13', 'a1', {
    name: 'Marina Hotel',
    place: places.singapore,
    check_in_local: '2027-06-13T19:00',
    check_out_local: '2027-06-15T11:00',
  });

  it('has one day per date from start to end, each with the city the traveller is in and why', () => {
    const plan = itineraryPlan({
      trip: trip('2027-06-10', '2027-06-17', ['London', 'Singapore']),
      items: [londonHotel, ba15(), marina],
      ownZone: 'Europe/London',
      display: 'local',
    });
    expect(plan.days.map((day) => `${day.dayNumber} ${day.label}: ${day.city} (${day.citySource})`)).toEqual([
      '1 Thu 10 Jun: London (trip)',
      '2 Fri 11 Jun: London (stay)',
      // BA15 leaves at 21:40: the day is spent in London ("London Heathrow" reading as the trip's city)…
      '3 Sat 12 Jun: London (travel)',
      // …and lands at 18:05 the next day, the rest of which is spent in Singapore.
      '4 Sun 13 Jun: Singapore (travel)',
      '5 Mon 14 Jun: Singapore (stay)',
      '6 Tue 15 Jun: Singapore (carried)',
      '7 Wed 16 Jun: Singapore (carried)',
      '8 Thu 17 Jun: Singapore (carried)',
    ]);
    expect(plan.days.map((day) => day.zone)).toEqual([
      undefined,
      'Europe/London',
      'Europe/London',
      'Asia/Singapore',
      'Asia/Singapore',
      'Asia/Singapore',
      'Asia/Singapore',
      'Asia/Singapore',
    ]);
  });

  it('says on later days that the traveller is staying there, and when they check out', () => {
    const plan = itineraryPlan({
      trip: trip('2027-06-12', '2027-06-16'),
      items: [ba15(), marina],
      ownZone: 'Europe/London',
      display: 'local',
    });
    const byDate = Object.fromEntries(plan.days.map((day) => [day.date, day]));
    expect(byDate['2027-06-13']!.entries.map((entry) => entry.title)).toEqual(['Stay at Marina Hotel']);
    expect(byDate['2027-06-13']!.staying).toEqual([]);
    expect(byDate['2027-06-14']!.staying).toMatchObject([{ name: 'Marina Hotel', night: 2, nights: 2 }]);
    expect(byDate['2027-06-14']!.staying[0]!.checkOut).toBeUndefined();
    expect(byDate['2027-06-15']!.staying).toMatchObject([
      { name: 'Marina Hotel', nights: 2, checkOut: { time: '11:00', zoneLabel: 'UTC+8' } },
    ]);
    expect(byDate['2027-06-15']!.staying[0]!.night).toBeUndefined();
    expect(byDate['2027-06-16']!.staying).toEqual([]);
  });

  it('spreads the trip’s own cities over days no item speaks for, and names none when it has none', () => {
    const outline = itineraryPlan({
      trip: trip('2027-05-01', '2027-05-06', ['Paris', 'Lyon']),
      items: [],
      ownZone: 'Europe/Paris',
      display: 'local',
    });
    expect(outline.days.map((day) => day.city)).toEqual(['Paris', 'Paris', 'Paris', 'Lyon', 'Lyon', 'Lyon']);
    expect(new Set(outline.days.map((day) => day.citySource))).toEqual(new Set(['trip']));
    const blank = itineraryPlan({ trip: trip('2027-05-01', '2027-05-02'), items: [], ownZone: 'Europe/Paris', display: 'local' });
    expect(blank.days.map((day) => [day.city, day.citySource])).toEqual([
      [undefined, 'none'],
      [undefined, 'none'],
    ]);
  });

  it('takes the stay booked later when two cover the same night, and on a day of two flights the place awake longest', () => {
    const first = stay('2027-06-01', 'a0', {
      name: 'Hotel A',
      place: places.paris,
      check_in_local: '2027-06-01T15:00',
      check_out_local: '2027-06-04T11:00',
    });
    const second = stay('2027-06-02', 'a0', {
      name: 'Hotel B',
      place: places.london,
      check_in_local: '2027-06-02T15:00',
      check_out_local: '2027-06-03T11:00',
    });
    const out = flight('2027-06-05', 'a0', {
      from: places.cdg,
      to: places.lhr,
      depart_local: '2027-06-05T08:00',
      arrive_local: '2027-06-05T08:20',
    });
    const back = flight('2027-06-05', 'a1', {
      from: places.lhr,
      to: places.jfk,
      depart_local: '2027-06-05T12:00',
      arrive_local: '2027-06-05T15:00',
    });
    const plan = itineraryPlan({
      trip: trip('2027-06-01', '2027-06-05', ['Paris', 'London']),
      items: [back, first, second, out],
      ownZone: 'Europe/Paris',
      display: 'local',
    });
    expect(plan.days.map((day) => day.city)).toEqual(['Paris', 'London', 'Paris', 'Paris', 'New York JFK']);
  });
});

describe('the city of a travel day: where the traveller is awake longest', () => {
  const cityLine = (items: ItineraryItemWithId[], start: string, end: string, cities: string[] = []) =>
    itineraryPlan({ trip: trip(start, end, cities), items, ownZone: 'Europe/London', display: 'local' }).days.map(
      (day) => `${day.date}: ${day.city} (${day.citySource})`,
    );

  it('after an afternoon flight the day still reads the city left, and the days after read the city reached', () => {
    const afternoon = flight('2027-06-12', 'a0', {
      from: places.lhr,
      to: places.cdg,
      depart_local: '2027-06-12T16:00',
      arrive_local: '2027-06-12T18:20',
      flight_number: 'AF1181',
    });
    expect(cityLine([afternoon], '2027-06-12', '2027-06-14', ['London', 'Paris'])).toEqual([
      '2027-06-12: London (travel)',
      '2027-06-13: Paris (carried)',
      '2027-06-14: Paris (carried)',
    ]);
  });

  it('names an airport day by the city the airport serves, when its place says it', () => {
    const bkk = { name: 'Suvarnabhumi Airport', code: 'BKK', city: 'Bangkok', timezone: 'Asia/Bangkok', country_code: 'TH' };
    const tg = flight('2027-06-12', 'a0', {
      from: places.sin,
      to: bkk,
      depart_local: '2027-06-12T08:00',
      arrive_local: '2027-06-12T09:30',
    });
    expect(cityLine([tg], '2027-06-12', '2027-06-13')).toEqual(['2027-06-12: Bangkok (travel)', '2027-06-13: Bangkok (carried)']);
  });

  it('reads the city left on the day of an evening flight, and the city reached on the day it lands', () => {
    // No trip cities to lend their names: the airports' own names show.
    expect(cityLine([ba15()], '2027-06-12', '2027-06-14')).toEqual([
      '2027-06-12: London Heathrow (travel)',
      '2027-06-13: Singapore Changi (travel)',
      '2027-06-14: Singapore Changi (carried)',
    ]);
    // A London hotel checked out that morning does not move the day either.
    const pelham = stay('2027-06-10', 'a0', {
      name: 'The Pelham',
      place: places.london,
      check_in_local: '2027-06-10T15:00',
      check_out_local: '2027-06-12T11:00',
    });
    expect(cityLine([pelham, ba15()], '2027-06-10', '2027-06-13', ['London', 'Singapore'])).toEqual([
      '2027-06-10: London (stay)',
      '2027-06-11: London (stay)',
      '2027-06-12: London (travel)',
      '2027-06-13: Singapore (travel)',
    ]);
    // Without trip cities, the hotels there that day name the airports' cities.
    const marina = stay('2027-06-13', 'a0', {
      name: 'Marina Hotel',
      place: places.singapore,
      check_in_local: '2027-06-13T20:00',
      check_out_local: '2027-06-15T11:00',
    });
    expect(cityLine([pelham, ba15(), marina], '2027-06-12', '2027-06-14')).toEqual([
      '2027-06-12: London (travel)',
      '2027-06-13: Singapore (travel)',
      '2027-06-14: Singapore (stay)',
    ]);
  });

  it('reads the city reached on the day of a morning flight', () => {
    const morning = flight('2027-06-05', 'a0', {
      from: places.lhr,
      to: places.cdg,
      depart_local: '2027-06-05T08:30',
      arrive_local: '2027-06-05T10:50',
    });
    expect(cityLine([morning], '2027-06-05', '2027-06-06', ['London', 'Paris'])).toEqual([
      '2027-06-05: Paris (travel)',
      '2027-06-06: Paris (carried)',
    ]);
  });

  it('reads an overnight train as the city it leaves, then the city it reaches', () => {
    const sleeper = transport('2027-09-01', 'a0', {
      mode: 'train',
      from: places.paris,
      to: { name: 'Berlin', timezone: 'Europe/Berlin', country_code: 'DE' },
      depart_local: '2027-09-01T19:04',
      arrive_local: '2027-09-02T09:24',
    });
    expect(cityLine([sleeper], '2027-09-01', '2027-09-03')).toEqual([
      '2027-09-01: Paris (travel)',
      '2027-09-02: Berlin (travel)',
      '2027-09-03: Berlin (carried)',
    ]);
  });

  it('reads a day trip by train as the city visited, before the hotel where the night is spent', () => {
    const hotel = stay('2027-09-01', 'a0', {
      name: 'Hotel Lutetia',
      place: places.paris,
      check_in_local: '2027-09-01T15:00',
      check_out_local: '2027-09-04T11:00',
    });
    const lyon = { name: 'Lyon', timezone: 'Europe/Paris', country_code: 'FR' };
    const there = transport('2027-09-02', 'a0', {
      mode: 'train',
      from: places.paris,
      to: lyon,
      depart_local: '2027-09-02T07:30',
      arrive_local: '2027-09-02T09:30',
    });
    const back = transport('2027-09-02', 'a1', {
      mode: 'train',
      from: lyon,
      to: places.paris,
      depart_local: '2027-09-02T19:30',
      arrive_local: '2027-09-02T21:30',
    });
    expect(cityLine([hotel, there, back], '2027-09-01', '2027-09-03')).toEqual([
      '2027-09-01: Paris (stay)',
      '2027-09-02: Lyon (travel)',
      '2027-09-03: Paris (stay)',
    ]);
  });

  it('reads a day spent under way as where the journey goes, and a tie as where the day ends', () => {
    // Leaves London 06:00, lands in Sydney after 23:00 the next day: no waking hour on the ground on the 2nd.
    const longHaul = flight('2027-03-01', 'a0', {
      from: places.lhr,
      to: { name: 'Sydney', code: 'SYD', timezone: 'Australia/Sydney', country_code: 'AU' },
      depart_local: '2027-03-01T06:00',
      arrive_local: '2027-03-02T23:30',
    });
    expect(cityLine([longHaul], '2027-03-01', '2027-03-02', ['London'])).toEqual([
      '2027-03-01: Sydney (travel)',
      '2027-03-02: Sydney (travel)',
    ]);
    // Seven and a half waking hours in each city: the day goes to the one the traveller ends it in.
    const midday = transport('2027-03-05', 'a0', {
      mode: 'train',
      from: places.paris,
      to: { name: 'Lyon', timezone: 'Europe/Paris', country_code: 'FR' },
      depart_local: '2027-03-05T14:30',
      arrive_local: '2027-03-05T15:30',
    });
    expect(cityLine([midday], '2027-03-05', '2027-03-05')).toEqual(['2027-03-05: Lyon (travel)']);
  });
});

describe('the order of a day', () => {
  it('puts timed items in time order in the places they hold, leaving untimed ones where the traveller put them', () => {
    const sg = places.singapore;
    const items = [
      note('2027-06-14', 'a0', 'Pack the adapters'),
      activity('2027-06-14', 'a1', { title: 'Gardens by the Bay', place: sg, start_local: '2027-06-14T14:00' }),
      activity('2027-06-14', 'a2', { title: 'Breakfast at Ya Kun', place: sg, start_local: '2027-06-14T08:00' }),
      note('2027-06-14', 'a3', 'Ask the hotel about laundry'),
      activity('2027-06-14', 'a4', { title: 'Buy souvenirs' }),
      // No place, so no zone: read in the day's city's zone (Singapore, from the stay), 11:00 there.
      activity('2027-06-14', 'a5', { title: 'Hawker lunch', start_local: '2027-06-14T11:00' }),
      stay('2027-06-13', 'a0', {
        name: 'Marina Hotel',
        place: sg,
        check_in_local: '2027-06-13T15:00',
        check_out_local: '2027-06-16T11:00',
      }),
    ];
    const plan = itineraryPlan({
      trip: trip('2027-06-13', '2027-06-16'),
      items: items.reverse(),
      ownZone: 'America/Los_Angeles',
      display: 'local',
    });
    expect(plan.days[1]!.entries.map((entry) => entry.title)).toEqual([
      'Pack the adapters',
      'Breakfast at Ya Kun',
      'Hawker lunch',
      'Ask the hotel about laundry',
      'Buy souvenirs',
      'Gardens by the Bay',
    ]);
  });

  it('orders by the instant, zones counted, not by the clock time read in different zones', () => {
    // 08:00 in Paris is 07:00 in London: the flight leaves before the 07:30 London breakfast.
    const breakfast = activity('2027-06-05', 'a0', { title: 'Breakfast', place: places.london, start_local: '2027-06-05T07:30' });
    const early = flight('2027-06-05', 'a1', {
      from: places.cdg,
      to: places.sin,
      depart_local: '2027-06-05T08:00',
      arrive_local: '2027-06-06T02:00',
    });
    const plan = itineraryPlan({
      trip: trip('2027-06-05', '2027-06-06'),
      items: [breakfast, early],
      ownZone: 'Europe/London',
      display: 'local',
    });
    expect(plan.days[0]!.entries.map((entry) => entry.title)).toEqual(['Flight CDG → SIN', 'Breakfast']);
  });

  it('keeps equal times in the traveller’s order, comparing order keys as plain strings', () => {
    const sg = places.singapore;
    const at10 = (position: string, title: string) =>
      activity('2027-06-14', position, { title, place: sg, start_local: '2027-06-14T10:00' });
    // Fractional-indexing keys: "Zz" sorts before "a0" in code-unit order, which localeCompare would not say.
    const plan = itineraryPlan({
      trip: trip('2027-06-14', '2027-06-14'),
      items: [
        at10('a1', 'Third'),
        at10('a0V', 'Second'),
        at10('Zz', 'First'),
        note(null, 'a1', 'Idea 3'),
        note(null, 'Zz', 'Idea 1'),
        note(null, 'a0V', 'Idea 2'),
      ],
      ownZone: 'UTC',
      display: 'local',
    });
    expect(plan.days[0]!.entries.map((entry) => entry.title)).toEqual(['First', 'Second', 'Third']);
    expect(plan.ideas.map((entry) => entry.title)).toEqual(['Idea 1', 'Idea 2', 'Idea 3']);
  });
});

describe('nothing is hidden', () => {
  it('lists items whose day lies outside the trip’s dates apart, by day, and the Ideas in order', () => {
    const items = [
      note('2027-06-20', 'a0', 'After'),
      note('2027-06-12', 'a0', 'Inside'),
      note(null, 'a0', 'An idea'),
      note('2027-06-10', 'a1', 'Before, second'),
      note('2027-06-10', 'a0', 'Before, first'),
    ];
    const plan = itineraryPlan({ trip: trip('2027-06-12', '2027-06-13'), items, ownZone: 'UTC', display: 'local' });
    expect(plan.days.flatMap((day) => day.entries.map((entry) => entry.title))).toEqual(['Inside']);
    expect(plan.ideas.map((entry) => entry.title)).toEqual(['An idea']);
    expect(plan.outside.map((entry) => `${entry.item.day} ${entry.title}`)).toEqual([
      '2027-06-10 Before, first',
      '2027-06-10 Before, second',
      '2027-06-20 After',
    ]);
  });

  it('puts every dated item apart when the trip’s dates make no days', () => {
    const plan = itineraryPlan({
      trip: trip('2027-06-12', '2027-06-11'),
      items: [ba15(), note(null, 'a0', 'Idea')],
      ownZone: 'UTC',
      display: 'local',
    });
    expect(plan.days).toEqual([]);
    expect(plan.outside.map((entry) => entry.title)).toEqual(['Flight BA15 LHR → SIN']);
    expect(plan.ideas).toHaveLength(1);
  });

  it('reads own times in UTC when the traveller’s zone is not a real one', () => {
    const plan = itineraryPlan({ trip: trip('2027-06-12', '2027-06-13'), items: [ba15()], ownZone: 'Mars/Base', display: 'own' });
    expect(shownLine(plan.days[0]!.entries[0]!)).toBe('20:40 UTC → 10:05 UTC +1 · 13 h 25 min');
  });
});

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

describe(`any trip and items (seed ${seed}, FC_SEED=${seed} to replay)`, () => {
  const zones = ['Europe/London', 'America/New_York', 'Asia/Singapore', 'Australia/Sydney', 'Asia/Kathmandu'];
  const itemArbitrary = fc.record({
    day: fc.option(fc.integer({ min: -3, max: 14 }), { nil: null }),
    position: fc.stringMatching(/^[0-9A-Za-z]{1,3}$/),
    timed: fc.option(
      fc.record({ zone: fc.constantFrom(...zones), hour: fc.integer({ min: 0, max: 23 }), minute: fc.constantFrom(0, 15, 30, 45) }),
      {
        nil: undefined,
      },
    ),
  });

  it('lists every item exactly once, timed ones in time order and the rest in the traveller’s order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.array(itemArbitrary, { maxLength: 30 }), (length, drafts) => {
        // Around London's change to summer time, so some days have 23 hours.
        const start = '2027-03-24';
        const items = drafts.map((draft, index) => {
          const day = draft.day === null ? null : addDays(start, draft.day);
          const id = `0193a7d2-5c1e-7abc-8def-${String(index).padStart(12, '0')}`;
          if (!draft.timed || day === null) return note(day, draft.position, `Note ${index}`, id);
          const { zone, hour, minute } = draft.timed;
          const start_local = `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          return activity(day, draft.position, { title: `Activity ${index}`, place: { name: zone, timezone: zone }, start_local }, id);
        });
        const plan = itineraryPlan({ trip: trip(start, addDays(start, length)), items, ownZone: 'Europe/London', display: 'own' });
        const listed = [...plan.days.flatMap((day) => day.entries), ...plan.ideas, ...plan.outside].map((entry) => entry.item.id);
        expect(listed.sort()).toEqual(items.map((item) => item.id).sort());
        for (const day of plan.days) {
          const instants = day.entries.map((entry) => itemInstants(entry.item).start).filter((at) => at !== undefined);
          expect(instants).toEqual([...instants].sort((a, b) => a - b));
          const untimed = day.entries.filter((entry) => itemInstants(entry.item).start === undefined).map((entry) => entry.item.position);
          expect(untimed).toEqual([...untimed].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
          for (const entry of day.entries) expect(entry.item.day).toBe(day.date);
        }
        const ideaPositions = plan.ideas.map((entry) => entry.item.position);
        expect(ideaPositions).toEqual([...ideaPositions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }),
      { seed, numRuns: 200 },
    );
  });
});
