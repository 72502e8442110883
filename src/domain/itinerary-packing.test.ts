import { describe, expect, it } from 'vitest';
import { destinationOf, tripActivities, tripPacking } from './itinerary-packing';
import { generatePackingList, packingLimits } from './packing';
import type { KnownTripCity } from './trip-cities';
import { activity, flight, note, stay, transport } from '../../tests/setup/itinerary-fixtures';

const known: KnownTripCity[] = [
  { name: 'Tokyo', country: 'Japan', country_code: 'JP', lat: 35.6895, lon: 139.6917, timezone: 'Asia/Tokyo' },
  { name: 'Kyoto', country: 'Japan', country_code: 'JP', lat: 35.0116, lon: 135.7681, timezone: 'Asia/Tokyo' },
  { name: 'Osaka', country: 'Japan', country_code: 'JP', lat: 34.6937, lon: 135.5023, timezone: 'Asia/Tokyo' },
  { name: 'Bangkok', country: 'Thailand', country_code: 'TH', lat: 13.7563, lon: 100.5018, timezone: 'Asia/Bangkok' },
  { name: 'Lisbon', country: 'Portugal', country_code: 'PT', lat: 38.7167, lon: -9.1333, timezone: 'Europe/Lisbon' },
  { name: 'London', country: 'United Kingdom', country_code: 'GB', lat: 51.5085, lon: -0.1257, timezone: 'Europe/London' },
];

const lhr = { name: 'London Heathrow Airport', code: 'LHR', timezone: 'Europe/London', country_code: 'GB', lat: 51.5085, lon: -0.1257 };
// The device's city data gives an airport its city's point: Haneda is at Tokyo's, Kansai at Osaka's.
const hnd = { name: 'Haneda Airport', code: 'HND', timezone: 'Asia/Tokyo', country_code: 'JP', lat: 35.6895, lon: 139.6917 };
const kix = { name: 'Kansai International Airport', code: 'KIX', timezone: 'Asia/Tokyo', country_code: 'JP', lat: 34.6937, lon: 135.5023 };
const bkk = { name: 'Suvarnabhumi Airport', code: 'BKK', timezone: 'Asia/Bangkok', country_code: 'TH', lat: 13.7563, lon: 100.5018 };
const tokyo = { name: 'Tokyo', code: 'tokyo', timezone: 'Asia/Tokyo', country_code: 'JP', lat: 35.6895, lon: 139.6917 };
const kyoto = { name: 'Kyoto', code: 'kyoto', timezone: 'Asia/Tokyo', country_code: 'JP', lat: 35.0116, lon: 135.7681 };
const bangkok = { name: 'Bangkok', code: 'bangkok', timezone: 'Asia/Bangkok', country_code: 'TH', lat: 13.7563, lon: 100.5018 };

/** Nine days in Japan in March: five nights in Tokyo (the first on arrival), three in Kyoto, home from Osaka. */
function japanTrip() {
  const trip = {
    title: 'Japan in spring',
    start_date: '2027-03-20',
    end_date: '2027-03-28',
    cities: [{ name: 'Tokyo' }, { name: 'Kyoto' }],
  };
  const items = [
    flight('2027-03-20', 'a0', {
      from: lhr,
      to: hnd,
      depart_local: '2027-03-20T11:00',
      arrive_local: '2027-03-21T07:00',
      flight_number: 'JL44',
    }),
    stay('2027-03-21', 'a0', {
      name: 'Shinjuku Hotel',
      place: tokyo,
      check_in_local: '2027-03-21T15:00',
      check_out_local: '2027-03-25T10:00',
    }),
    activity('2027-03-22', 'a0', { title: 'Client meeting at Marunouchi', place: tokyo, start_local: '2027-03-22T10:00' }),
    transport('2027-03-25', 'a1', {
      mode: 'train',
      from: tokyo,
      to: kyoto,
      depart_local: '2027-03-25T11:00',
      arrive_local: '2027-03-25T13:15',
    }),
    stay('2027-03-25', 'a2', {
      name: 'Gion Ryokan',
      place: kyoto,
      check_in_local: '2027-03-25T15:00',
      check_out_local: '2027-03-28T10:00',
    }),
    activity('2027-03-26', 'a0', { title: 'Fushimi Inari hike', place: kyoto, notes: 'Up the mountain through the gates' }),
    flight('2027-03-28', 'a0', {
      from: kix,
      to: lhr,
      depart_local: '2027-03-28T11:30',
      arrive_local: '2027-03-28T16:40',
      flight_number: 'JL43',
    }),
    note(null, 'a0', 'Maybe a day at the beach?'),
  ];
  return { trip, items };
}

describe('a packing list from a trip’s plan', () => {
  it('packs for the cities the nights are spent in, the one with most nights giving the weather, for the plan’s days and month', () => {
    const packing = tripPacking({ ...japanTrip(), knownCities: known });
    expect(packing.destination).toBe('Tokyo and Kyoto');
    expect(packing.cities).toEqual(['Tokyo', 'Kyoto']);
    expect(packing.place).toEqual({ name: 'Tokyo', country_code: 'JP', lat: 35.6895 });
    // The plan shows nine days, 20 to 28 March.
    expect(packing.durationDays).toBe(9);
    expect(packing.travelMonth).toBe(3);
    expect(packing.startDate).toBe('2027-03-20');
  });

  it('tells the kind of trip from the items: two long international flights, a train, hiking and business (an idea aside)', () => {
    const { kind } = tripPacking({ ...japanTrip(), knownCities: known });
    // Home is the longer: London went on summer time that morning (11:30 JST → 16:40 BST is 13 h 10 min).
    expect(kind.flights).toEqual({ count: 2, longestMinutes: 13 * 60 + 10, isInternational: true });
    expect(kind.hasFerry).toBeUndefined();
    expect(kind.cityNames).toEqual(['Tokyo', 'Kyoto']);
    expect(kind.otherStops).toEqual([{ place: { name: 'Kyoto', country_code: 'JP', lat: 35.0116 }, month: 3 }]);
    expect(kind.activities).toEqual([
      { activity: 'hiking', reasons: ['Fushimi Inari hike'] },
      { activity: 'business', reasons: ['Client meeting at Marunouchi'] },
    ]);
  });

  it('makes a list with the trip’s gear, and the same list as before when no kind is given', () => {
    const packing = tripPacking({ ...japanTrip(), knownCities: known });
    let next = 0;
    const list = generatePackingList(
      {
        destination: packing.destination,
        durationDays: packing.durationDays,
        travelMonth: packing.travelMonth,
        place: packing.place!,
        kind: packing.kind,
      },
      () => `item-${++next}`,
    );
    const names = list.items.map((item) => item.name);
    for (const name of [
      'Plug adapter (types A and B)',
      'Neck pillow',
      'Hiking boots',
      'Business outfit',
      'Packing cubes',
      'Clear bag for liquids (100 ml bottles)',
    ]) {
      expect(names).toContain(name);
    }
    expect(list.items.find((item) => item.name === 'Tickets and boarding passes')?.note).toBe(
      '2 flights: keep them on your phone, offline',
    );
    expect(list.notes).toContain(
      '2 cities (Tokyo and Kyoto): pack light enough to carry up stairs and onto trains, and keep a change of clothes on top for the travel days.',
    );
    expect(list.notes.some((text) => text.startsWith('Tokyo in March is usually'))).toBe(true);
    expect(list.notes.some((text) => text.includes('"Fushimi Inari hike"'))).toBe(true);

    const plain = generatePackingList({ destination: 'Tokyo', durationDays: 9, travelMonth: 3, place: packing.place! });
    expect(plain.items.map((item) => item.name)).not.toContain('Hiking boots');
    expect(plain.items.find((item) => item.name === 'Tickets and boarding passes')?.note).toBeUndefined();
  });

  it('falls back on the trip’s own cities when nothing is planned yet, and on its title when it has none', () => {
    const trip = { title: 'A week away', start_date: '2027-08-01', end_date: '2027-08-07', cities: [{ name: 'lisbon' }] };
    const packing = tripPacking({ trip, items: [], knownCities: known });
    expect(packing.destination).toBe('lisbon');
    expect(packing.place).toEqual({ name: 'lisbon', country_code: 'PT', lat: 38.7167 });
    expect(packing.durationDays).toBe(7);
    expect(packing.travelMonth).toBe(8);
    expect(packing.kind).toEqual({ cityNames: ['lisbon'] });

    const nowhere = tripPacking({ trip: { ...trip, cities: [] }, items: [], knownCities: known });
    expect(nowhere.destination).toBe('A week away');
    expect(nowhere.place).toBeUndefined();
  });

  it('weighs the weather by nights: two in Tokyo then five in Bangkok packs for Bangkok, with Tokyo’s weather and plugs as a stop', () => {
    const trip = { title: 'Asia', start_date: '2027-07-01', end_date: '2027-07-08', cities: [] };
    const items = [
      stay('2027-07-01', 'a0', {
        name: 'Tokyo Inn',
        place: tokyo,
        check_in_local: '2027-07-01T15:00',
        check_out_local: '2027-07-03T10:00',
      }),
      flight('2027-07-03', 'a0', { from: hnd, to: bkk, depart_local: '2027-07-03T12:00', arrive_local: '2027-07-03T17:00' }),
      stay('2027-07-03', 'a1', {
        name: 'Riverside',
        place: bangkok,
        check_in_local: '2027-07-03T19:00',
        check_out_local: '2027-07-08T10:00',
      }),
      activity('2027-07-05', 'a0', { title: 'Snorkelling at Koh Samet' }),
    ];
    const packing = tripPacking({ trip, items, knownCities: known });
    expect(packing.destination).toBe('Tokyo and Bangkok');
    expect(packing.place?.name).toBe('Bangkok');
    expect(packing.kind.otherStops).toEqual([{ place: { name: 'Tokyo', country_code: 'JP', lat: 35.6895 }, month: 7 }]);
    expect(packing.kind.flights).toEqual({ count: 1, longestMinutes: 7 * 60, isInternational: true });
    expect(packing.kind.activities).toEqual([{ activity: 'beach', reasons: ['Snorkelling at Koh Samet'] }]);

    const list = generatePackingList({
      destination: packing.destination,
      durationDays: 8,
      travelMonth: 7,
      place: packing.place!,
      kind: packing.kind,
    });
    const names = list.items.map((item) => item.name);
    // Japan's sockets are not Thailand's: each country's adapter, with its note.
    expect(names.filter((name) => name.startsWith('Plug adapter'))).toEqual([
      'Plug adapter (types A, B, C, F and O)',
      'Plug adapter (types A and B)',
    ]);
    expect(names.filter((name) => name === 'Swimwear')).toHaveLength(1);
    expect(list.notes).toContain('Sockets in Tokyo take plug types A and B: pack an adapter unless your chargers already fit.');
    expect(names).toContain('Beach towel');
    // Seven hours from Tokyo to Bangkok: long enough for the sleeping kit.
    expect(names).toContain('Neck pillow');
  });
});

describe('the activities an item’s words suggest', () => {
  it('finds hiking, the beach, skiing and business in titles, notes and stay names, as whole words', () => {
    const items = [
      activity('2027-01-02', 'a0', { title: 'Ski school', notes: '' }),
      stay('2027-01-02', 'a1', {
        name: 'Beach House',
        place: bangkok,
        check_in_local: '2027-01-02T15:00',
        check_out_local: '2027-01-03T10:00',
      }),
      note('2027-01-02', 'a2', 'Trek to the glacier\nbring crampons'),
      activity('2027-01-03', 'a0', { title: 'Team offsite' }),
    ];
    expect(tripActivities(items)).toEqual([
      { activity: 'hiking', reasons: ['Trek to the glacier'] },
      { activity: 'beach', reasons: ['Beach House'] },
      { activity: 'ski', reasons: ['Ski school'] },
      { activity: 'business', reasons: ['Team offsite'] },
    ]);
  });

  it('is not fooled by words inside other words or by a business-class seat', () => {
    const items = [
      activity('2027-01-02', 'a0', { title: 'Liverpool stadium tour' }),
      activity('2027-01-02', 'a1', { title: 'Skiathos ferry' }),
      note('2027-01-02', 'a2', 'Upgrade to business class?'),
      activity('2027-01-03', 'a0', { title: 'Boarding pass print' }),
    ];
    expect(tripActivities(items)).toEqual([]);
  });
});

describe('the destination’s words', () => {
  it('lists up to three cities, then counts the rest, and never goes over the limit', () => {
    expect(destinationOf(['Tokyo'], 'x')).toBe('Tokyo');
    expect(destinationOf(['Tokyo', 'Kyoto', 'Osaka'], 'x')).toBe('Tokyo, Kyoto and Osaka');
    expect(destinationOf(['Tokyo', 'Kyoto', 'Osaka', 'Nara', 'Hiroshima'], 'x')).toBe('Tokyo, Kyoto and 3 more');
    expect(destinationOf([], 'Japan in spring')).toBe('Japan in spring');
    const long = 'L'.repeat(120);
    expect(destinationOf([long, 'Kyoto'], 'x').length).toBeLessThanOrEqual(packingLimits.maxDestinationChars);
    expect(destinationOf([long], 'x').length).toBe(packingLimits.maxDestinationChars);
  });
});
