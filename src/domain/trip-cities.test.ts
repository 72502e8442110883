import { describe, expect, it } from 'vitest';
import { tripCities, tripClockCities, tripClocks, type KnownTripCity } from './trip-cities';
import { activity, flight, stay, transport } from '../../tests/setup/itinerary-fixtures';

const known: KnownTripCity[] = [
  { name: 'Singapore', country: 'Singapore', country_code: 'SG', lat: 1.2897, lon: 103.8501, timezone: 'Asia/Singapore' },
  { name: 'Kuala Lumpur', country: 'Malaysia', country_code: 'MY', lat: 3.1412, lon: 101.6865, timezone: 'Asia/Kuala_Lumpur' },
  { name: 'Sydney', country: 'Australia', country_code: 'AU', lat: -33.8679, lon: 151.2073, timezone: 'Australia/Sydney' },
  { name: 'London', country: 'United Kingdom', country_code: 'GB', lat: 51.5085, lon: -0.1257, timezone: 'Europe/London' },
];
const lhr = { name: 'Heathrow Airport', code: 'LHR', timezone: 'Europe/London', country_code: 'GB', lat: 51.5085, lon: -0.1257 };
const changi = { name: 'Changi Airport', code: 'SIN', timezone: 'Asia/Singapore', country_code: 'SG', lat: 1.2897, lon: 103.8501 };
const singapore = { name: 'Singapore', code: 'singapore', timezone: 'Asia/Singapore', country_code: 'SG', lat: 1.2897, lon: 103.8501 };
const kl = { name: 'Kuala Lumpur Sentral', timezone: 'Asia/Kuala_Lumpur', country_code: 'MY' };

const trip = { cities: [{ name: 'Singapore' }, { name: 'Kuala Lumpur' }, { name: 'Sydney' }, { name: 'Atlantis' }] };
const items = [
  flight('2027-06-12', 'a0', { from: lhr, to: changi, depart_local: '2027-06-12T21:40', arrive_local: '2027-06-13T18:05' }),
  stay('2027-06-13', 'a0', {
    name: 'Marina Bay',
    place: singapore,
    check_in_local: '2027-06-13T20:00',
    check_out_local: '2027-06-15T11:00',
  }),
  transport('2027-06-15', 'a0', {
    mode: 'bus',
    from: singapore,
    to: kl,
    depart_local: '2027-06-15T12:00',
    arrive_local: '2027-06-15T18:00',
  }),
  activity('2027-06-16', 'a0', { title: 'Batu Caves', place: { name: 'Batu Caves', timezone: 'Asia/Kuala_Lumpur' } }),
  flight('2027-06-18', 'a0', { from: { ...changi }, to: lhr, depart_local: '2027-06-18T23:00', arrive_local: '2027-06-19T06:00' }),
];

describe('a trip’s cities from its plan', () => {
  it('names each place as its city (the trip’s words first, then the city data’s point), in the order they are reached, a sight aside', () => {
    const cities = tripCities(trip, items, known);
    expect(cities.map((city) => [city.name, city.timezone, city.firstDay, city.isStartOnly])).toEqual([
      ['London', 'Europe/London', '2027-06-12', true],
      ['Singapore', 'Asia/Singapore', '2027-06-12', false],
      ['Kuala Lumpur', 'Asia/Kuala_Lumpur', '2027-06-15', false],
    ]);
    expect(cities[2]).toMatchObject({ country_code: 'MY', lat: 3.1412 });
  });

  it('names an airport at its own point as the city it serves: a trip city near it first, else the nearest of its country', () => {
    const nearTokyo: KnownTripCity[] = [
      { name: 'Tokyo', country: 'Japan', country_code: 'JP', lat: 35.6895, lon: 139.6917, timezone: 'Asia/Tokyo' },
      { name: 'Chiba', country: 'Japan', country_code: 'JP', lat: 35.6047, lon: 140.1233, timezone: 'Asia/Tokyo' },
      { name: 'Bangkok', country: 'Thailand', country_code: 'TH', lat: 13.7563, lon: 100.5018, timezone: 'Asia/Bangkok' },
    ];
    const narita = {
      name: 'Narita International Airport',
      code: 'NRT',
      timezone: 'Asia/Tokyo',
      country_code: 'JP',
      lat: 35.7647,
      lon: 140.3864,
    };
    const suvarnabhumi = {
      name: 'Suvarnabhumi Airport',
      code: 'BKK',
      timezone: 'Asia/Bangkok',
      country_code: 'TH',
      lat: 13.69,
      lon: 100.7501,
    };
    const legs = [
      flight('2027-03-12', 'a0', { from: lhr, to: narita, depart_local: '2027-03-12T19:00', arrive_local: '2027-03-13T15:00' }),
      flight('2027-03-17', 'a0', { from: narita, to: suvarnabhumi, depart_local: '2027-03-17T11:00', arrive_local: '2027-03-17T16:00' }),
    ];
    const names = (cities: { name: string }[]) => tripCities({ cities }, legs, nearTokyo).map((city) => city.name);
    expect(names([{ name: 'Tokyo' }])).toEqual(['Heathrow Airport', 'Tokyo', 'Bangkok']);
    // Without the trip's word for it, Narita reads as the nearest city the device knows.
    expect(names([])).toEqual(['Heathrow Airport', 'Chiba', 'Bangkok']);
  });

  it('shows a clock for each city but the home the trip leaves from, then the trip’s own cities the device knows', () => {
    expect(tripClockCities(trip, items, known)).toEqual([
      { name: 'Singapore', timezone: 'Asia/Singapore' },
      { name: 'Kuala Lumpur', timezone: 'Asia/Kuala_Lumpur' },
      { name: 'Sydney', timezone: 'Australia/Sydney' },
    ]);
    expect(tripClockCities({ cities: [{ name: 'london' }] }, [], known)).toEqual([{ name: 'london', timezone: 'Europe/London' }]);
    expect(tripClockCities({ cities: [{ name: 'Atlantis' }] }, [], known)).toEqual([]);
    const lisbon = {
      name: 'Lisbon',
      country: 'Portugal',
      country_code: 'PT',
      lat: 38.7167,
      lon: -9.1333,
      timezone: 'Europe/Lisbon',
      aliases: ['Lisboa'],
    };
    expect(tripClockCities({ cities: [{ name: 'Lisboa' }] }, [], [lisbon])).toEqual([{ name: 'Lisboa', timezone: 'Europe/Lisbon' }]);
  });

  it('reads each clock against the traveller’s zone: the time, the day when it differs, and the difference', () => {
    // 23:30 on 24 Nov in London (GMT) is 07:30 the next morning in Singapore and 10:30 in Sydney (summer time).
    const now = new Date(Date.UTC(2026, 10, 24, 23, 30));
    const clocks = tripClocks(
      [
        { name: 'Singapore', timezone: 'Asia/Singapore' },
        { name: 'Sydney', timezone: 'Australia/Sydney' },
        { name: 'London', timezone: 'Europe/London' },
        { name: 'Nowhere', timezone: 'Not/AZone' },
      ],
      now,
      'Europe/London',
    );
    expect(clocks.map(({ name, reading }) => [name, reading.shortTime, reading.dayDifference, reading.offsetLabel])).toEqual([
      ['Singapore', '7:30 AM', 1, '+8 h'],
      ['Sydney', '10:30 AM', 1, '+11 h'],
      ['London', '11:30 PM', 0, 'Same time'],
    ]);
  });
});
