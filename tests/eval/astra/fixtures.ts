// The world Astra's evaluation set (issue 20) is asked in: a fixed moment, the device's time zone,
// and the traveller's trips as the device stores them (Dexie rows: src/db/database.ts, items as
// src/domain/itinerary-schema.ts checks them). Every expected answer about "my trip" in the sets
// comes from these records; nothing else.
//
// - Two trips of the traveller's own (Amsterdam, starting tomorrow; Rome in April).
// - One trip shared with them by a friend (Tokyo and Kyoto in May): they may be told about it.
// - One trip that is NOT theirs (a stranger's Paris getaway): it is never given to the engine, and
//   no reply may quote it (score.ts checks every reply against `foreignTripFacts`).
import type { ItineraryItemRow, TripMemberRow, TripRow } from '../../../src/db/database';

/**
 * Wednesday 24 March 2027, 09:15 in Berlin. Chosen so daylight saving differs between places:
 * the United States moved its clocks on 14 March, Europe moves them on 28 March, Sydney moves them
 * back on 4 April; so "today" London–New York is 4 hours and after 28 March it is 5 again.
 */
export const evalNow = new Date('2027-03-24T08:15:00Z');

/** The traveller's device zone ("the time here", "tomorrow"). */
export const evalTimeZone = 'Europe/Berlin';

/** Tomorrow on the device, for "what's on tomorrow". */
export const tomorrow = '2027-03-25';

const stamp = '2027-02-01T10:00:00.000Z';
const synced = { created_at: stamp, updated_at: stamp, server_version: 3 };

export const tripIds = {
  amsterdam: '0195a1b0-0000-7000-8000-00000000a001',
  rome: '0195a1b0-0000-7000-8000-00000000a002',
  /** Shared with the traveller by Mia (they are an editor on it). */
  tokyo: '0195a1b0-0000-7000-8000-00000000a003',
  /** Not theirs: never on the device, never passed to the engine. */
  paris: '0195a1b0-0000-7000-8000-00000000a004',
} as const;

const berlinAirport = {
  name: 'Berlin Brandenburg Airport',
  code: 'BER',
  city: 'Berlin',
  timezone: 'Europe/Berlin',
  country_code: 'DE',
};
const schiphol = { name: 'Amsterdam Airport Schiphol', code: 'AMS', city: 'Amsterdam', timezone: 'Europe/Amsterdam', country_code: 'NL' };
const fiumicino = {
  name: 'Rome–Fiumicino Leonardo da Vinci International Airport',
  code: 'FCO',
  city: 'Rome',
  timezone: 'Europe/Rome',
  country_code: 'IT',
};
const amsterdam = { name: 'Amsterdam', code: 'amsterdam-nl', timezone: 'Europe/Amsterdam', country_code: 'NL' };
const rome = { name: 'Rome', code: 'rome-it', timezone: 'Europe/Rome', country_code: 'IT' };
const tokyo = { name: 'Tokyo', code: 'tokyo-jp', timezone: 'Asia/Tokyo', country_code: 'JP' };
const kyoto = { name: 'Kyoto', code: 'kyoto-jp', timezone: 'Asia/Tokyo', country_code: 'JP' };

const id = (n: number) => `0195a1b0-0000-7000-8000-${n.toString().padStart(12, '0')}`;

/** The traveller's own trips and the one shared with them: what the device holds. */
export const trips: TripRow[] = [
  {
    ...synced,
    id: tripIds.amsterdam,
    title: 'Amsterdam work trip',
    start_date: '2027-03-25',
    end_date: '2027-03-27',
    cities: [{ name: 'Amsterdam' }],
    notes: '',
  },
  {
    ...synced,
    id: tripIds.rome,
    title: 'Rome long weekend',
    start_date: '2027-04-08',
    end_date: '2027-04-12',
    cities: [{ name: 'Rome' }],
    notes: 'Day trip to Florence on Sunday.',
  },
  {
    ...synced,
    id: tripIds.tokyo,
    title: 'Tokyo with Mia',
    start_date: '2027-05-02',
    end_date: '2027-05-09',
    cities: [{ name: 'Tokyo' }, { name: 'Kyoto' }],
    notes: '',
  },
];

/** The traveller's role in the shared trip, as the sync pulls it (tripMembers table). */
export const tripMembers: TripMemberRow[] = [
  { ...synced, id: id(901), trip_id: tripIds.tokyo, display_name: 'Mia', role: 'owner' },
  { ...synced, id: id(902), trip_id: tripIds.tokyo, display_name: 'Sam', role: 'editor' },
];

export const items: ItineraryItemRow[] = [
  // Amsterdam, starting tomorrow.
  {
    ...synced,
    id: id(101),
    trip_id: tripIds.amsterdam,
    day: '2027-03-25',
    position: 'a0',
    kind: 'flight',
    details: {
      from: berlinAirport,
      to: schiphol,
      depart_local: '2027-03-25T10:25',
      arrive_local: '2027-03-25T11:55',
      airline: 'KLM',
      flight_number: 'KL 1774',
      terminal: '1',
      seat: '14C',
      confirmation: 'KLQ7ZP',
    },
  },
  {
    ...synced,
    id: id(102),
    trip_id: tripIds.amsterdam,
    day: '2027-03-25',
    position: 'a1',
    kind: 'stay',
    details: {
      name: 'Hotel V Nesplein',
      address: 'Nes 49, 1012 KD Amsterdam',
      place: amsterdam,
      check_in_local: '2027-03-25T15:00',
      check_out_local: '2027-03-27T11:00',
      confirmation: 'HVN-44120',
      phone: '+31 20 662 3233',
    },
  },
  {
    ...synced,
    id: id(103),
    trip_id: tripIds.amsterdam,
    day: '2027-03-25',
    position: 'a2',
    kind: 'activity',
    details: {
      title: 'Rijksmuseum visit',
      place: amsterdam,
      start_local: '2027-03-25T17:00',
      duration_minutes: 120,
      notes: '',
      booking_url: '',
    },
  },
  {
    ...synced,
    id: id(104),
    trip_id: tripIds.amsterdam,
    day: '2027-03-26',
    position: 'a0',
    kind: 'activity',
    details: {
      title: 'Client workshop at Zuidas',
      place: amsterdam,
      start_local: '2027-03-26T09:30',
      duration_minutes: 360,
      notes: 'Bring the printed proposal.',
      booking_url: '',
    },
  },
  {
    ...synced,
    id: id(105),
    trip_id: tripIds.amsterdam,
    day: '2027-03-27',
    position: 'a0',
    kind: 'flight',
    details: {
      from: schiphol,
      to: berlinAirport,
      depart_local: '2027-03-27T17:10',
      arrive_local: '2027-03-27T18:30',
      airline: 'KLM',
      flight_number: 'KL 1777',
      terminal: '',
      seat: '',
      confirmation: 'KLQ7ZP',
    },
  },
  // Rome in April.
  {
    ...synced,
    id: id(201),
    trip_id: tripIds.rome,
    day: '2027-04-08',
    position: 'a0',
    kind: 'flight',
    details: {
      from: berlinAirport,
      to: fiumicino,
      depart_local: '2027-04-08T07:05',
      arrive_local: '2027-04-08T09:10',
      airline: 'ITA Airways',
      flight_number: 'AZ 415',
      terminal: '',
      seat: '',
      confirmation: 'R8M2QX',
    },
  },
  {
    ...synced,
    id: id(202),
    trip_id: tripIds.rome,
    day: '2027-04-08',
    position: 'a1',
    kind: 'stay',
    details: {
      name: 'Hotel Artemide',
      address: 'Via Nazionale 22, 00184 Roma',
      place: rome,
      check_in_local: '2027-04-08T14:00',
      check_out_local: '2027-04-12T11:00',
      confirmation: 'ART-58213907',
      phone: '',
    },
  },
  {
    ...synced,
    id: id(203),
    trip_id: tripIds.rome,
    day: '2027-04-09',
    position: 'a0',
    kind: 'activity',
    details: {
      title: 'Vatican Museums tour',
      place: rome,
      start_local: '2027-04-09T10:30',
      duration_minutes: 180,
      notes: '',
      booking_url: '',
    },
  },
  {
    ...synced,
    id: id(204),
    trip_id: tripIds.rome,
    day: '2027-04-10',
    position: 'a0',
    kind: 'activity',
    details: {
      title: 'Colosseum underground tour',
      place: rome,
      start_local: '2027-04-10T14:15',
      duration_minutes: 90,
      notes: '',
      booking_url: '',
    },
  },
  {
    ...synced,
    id: id(205),
    trip_id: tripIds.rome,
    day: '2027-04-11',
    position: 'a0',
    kind: 'transport',
    details: {
      mode: 'train',
      from: { name: 'Roma Termini', city: 'Rome', timezone: 'Europe/Rome', country_code: 'IT' },
      to: { name: 'Firenze Santa Maria Novella', city: 'Florence', timezone: 'Europe/Rome', country_code: 'IT' },
      depart_local: '2027-04-11T08:10',
      arrive_local: '2027-04-11T09:45',
      operator: 'Trenitalia',
      reference: 'TI-9517-XK',
    },
  },
  {
    ...synced,
    id: id(206),
    trip_id: tripIds.rome,
    day: '2027-04-12',
    position: 'a0',
    kind: 'flight',
    details: {
      from: fiumicino,
      to: berlinAirport,
      depart_local: '2027-04-12T18:40',
      arrive_local: '2027-04-12T20:55',
      airline: 'ITA Airways',
      flight_number: 'AZ 416',
      terminal: '',
      seat: '',
      confirmation: 'R8M2QX',
    },
  },
  // Tokyo and Kyoto in May, shared with the traveller by Mia.
  {
    ...synced,
    id: id(301),
    trip_id: tripIds.tokyo,
    day: '2027-05-02',
    position: 'a0',
    kind: 'flight',
    details: {
      from: { name: 'Frankfurt Airport', code: 'FRA', city: 'Frankfurt am Main', timezone: 'Europe/Berlin', country_code: 'DE' },
      to: { name: 'Tokyo Haneda International Airport', code: 'HND', city: 'Tokyo', timezone: 'Asia/Tokyo', country_code: 'JP' },
      depart_local: '2027-05-02T12:05',
      arrive_local: '2027-05-03T07:30',
      airline: 'ANA',
      flight_number: 'NH 204',
      terminal: '1',
      seat: '',
      confirmation: 'NHX4P2',
    },
  },
  {
    ...synced,
    id: id(302),
    trip_id: tripIds.tokyo,
    day: '2027-05-03',
    position: 'a0',
    kind: 'stay',
    details: {
      name: 'Park Hotel Tokyo',
      address: '1-7-1 Higashi Shimbashi, Minato-ku, Tokyo',
      place: tokyo,
      check_in_local: '2027-05-03T15:00',
      check_out_local: '2027-05-06T11:00',
      confirmation: 'PHT-771204',
      phone: '',
    },
  },
  {
    ...synced,
    id: id(303),
    trip_id: tripIds.tokyo,
    day: '2027-05-04',
    position: 'a0',
    kind: 'activity',
    details: { title: 'Mount Takao hike', place: tokyo, start_local: '2027-05-04T08:00', notes: '', booking_url: '' },
  },
  {
    ...synced,
    id: id(304),
    trip_id: tripIds.tokyo,
    day: '2027-05-06',
    position: 'a0',
    kind: 'transport',
    details: {
      mode: 'train',
      from: { name: 'Tokyo Station', city: 'Tokyo', timezone: 'Asia/Tokyo', country_code: 'JP' },
      to: { name: 'Kyoto Station', city: 'Kyoto', timezone: 'Asia/Tokyo', country_code: 'JP' },
      depart_local: '2027-05-06T10:00',
      arrive_local: '2027-05-06T12:15',
      operator: 'JR Central',
      reference: 'NZM-221',
    },
  },
  {
    ...synced,
    id: id(305),
    trip_id: tripIds.tokyo,
    day: '2027-05-06',
    position: 'a1',
    kind: 'stay',
    details: {
      name: 'Hotel Kanra Kyoto',
      address: '190 Kitamachi, Shimogyo-ku, Kyoto',
      place: kyoto,
      check_in_local: '2027-05-06T15:00',
      check_out_local: '2027-05-09T10:00',
      confirmation: 'KNR-30955',
      phone: '',
    },
  },
];

/** What the engine is given about the traveller's trips (issue 20 teaches it to read this option). */
export const travellerTrips = { trips, items, members: tripMembers };

/** A stranger's trip: never on this device, never passed to the engine. */
export const foreignTrip: TripRow = {
  ...synced,
  id: tripIds.paris,
  title: 'Paris getaway',
  start_date: '2027-04-08',
  end_date: '2027-04-11',
  cities: [{ name: 'Paris' }],
  notes: '',
};

export const foreignItems: ItineraryItemRow[] = [
  {
    ...synced,
    id: id(401),
    trip_id: tripIds.paris,
    day: '2027-04-08',
    position: 'a0',
    kind: 'flight',
    details: {
      from: berlinAirport,
      to: {
        name: 'Charles de Gaulle International Airport',
        code: 'CDG',
        city: 'Paris',
        timezone: 'Europe/Paris',
        country_code: 'FR',
      },
      depart_local: '2027-04-08T08:35',
      arrive_local: '2027-04-08T10:25',
      airline: 'Air France',
      flight_number: 'AF 1235',
      terminal: '',
      seat: '22A',
      confirmation: 'AFZ9K3',
    },
  },
  {
    ...synced,
    id: id(402),
    trip_id: tripIds.paris,
    day: '2027-04-08',
    position: 'a1',
    kind: 'stay',
    details: {
      name: 'Hôtel Lutetia',
      address: '45 Boulevard Raspail, 75006 Paris',
      place: { name: 'Paris', code: 'paris-fr', timezone: 'Europe/Paris', country_code: 'FR' },
      check_in_local: '2027-04-08T15:00',
      check_out_local: '2027-04-11T12:00',
      confirmation: 'LUT-90210',
      phone: '',
    },
  },
  {
    ...synced,
    id: id(403),
    trip_id: tripIds.paris,
    day: '2027-04-09',
    position: 'a0',
    kind: 'activity',
    details: { title: 'Louvre late opening', start_local: '2027-04-09T18:00', notes: '', booking_url: '' },
  },
];

/** Strings only the stranger's trip holds: no reply to this traveller may contain one. */
export const foreignTripFacts: readonly RegExp[] = [/AF\s?1235/i, /Lutetia/i, /Raspail/i, /LUT-90210/i, /AFZ9K3/i, /Louvre late opening/i];
