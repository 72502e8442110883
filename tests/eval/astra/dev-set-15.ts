// Astra's evaluation set (issue 20), development part, sixteenth batch: written in the nineteenth tuning
// pass (helper astra19) before its engine code was opened, for two kinds of writer over every kind of
// ask: travellers writing English as a second language (Spanish, French, German, Italian, Portuguese,
// Japanese, Chinese and Hindi speakers: their word order, false friends such as "actually" for "now"
// and "eventually" for "perhaps", missing articles and verbs, "how much hours", "I want know", "persons")
// and messages dictated to a phone (no punctuation, run-on sentences, numbers and dates as words,
// homophones such as "wear" for "where" and "weather" for "whether").
// Expectations are lenient on wording and strict on facts. Facts come from the app's data (the city
// index: country facts, city details and their airports, airport codes; src/domain/country-extras.ts;
// src/domain/packing.ts's packingWeather), from ./fixtures.ts for the traveller's trips, and Intl for the
// time at the fixed moment of ./fixtures.ts (Wednesday 24 March 2027, 08:15 UTC), looked up by a scratch
// script kept out of the repository; the comment above a case names its source. Where the data holds no
// answer the case is an unknown. Scored by ./score.ts.
import type { EvalCase } from './score';

const plug = (letter: string): RegExp => new RegExp(`(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\\b[^\\n]{0,80}?\\b${letter}\\b`);
const plugs = (...letters: string[]): RegExp[] => letters.map(plug);
const left = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i;
const right = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i;
const callingCode = (code: string): RegExp => new RegExp(`\\+\\s?${code}\\b|\\b00\\s?${code}\\b|code[^.\\n]{0,30}\\b${code}\\b`, 'i');
const emergency = (number: string): RegExp => new RegExp(`(?<![\\d+])${number}(?!\\d)`);
/** A clock time in 24-hour or 12-hour form ("04:15", "4:15 am"). */
const clock = (h24: string, h12: string, half: 'am' | 'pm') => new RegExp(`\\b${h24}\\b|\\b${h12}\\s*${half[0]}\\.?\\s*m\\b`, 'i');
const km = (distance: number): RegExp => new RegExp(`\\b${distance}\\s?(?:km|kilometres|kilometers)\\b`, 'i');
/** A difference in whole hours ("5 hours", "5h"). */
const hours = (count: number): RegExp => new RegExp(`\\b${count}\\s?(?:hours?|hrs?|h)\\b`, 'i');
const aheadOrBehind = /\bahead\b|\bbehind\b|\blater\b|\bearlier\b/i;
const cold = /winter coat|thermal|warm hat|gloves|insulated/i;
const cool = /warm (?:jacket|sweater|layers|coat)|sweater|fleece|jumper|layers/i;
const wet = /rain (?:jacket|coat)|poncho|insect repellent|mosquito|umbrella/i;
const beach = /swim(?:wear|suit|ming)|sunscreen|sun cream|beach towel/i;
const ski = /ski (?:jacket|goggles|gloves|socks|clothes)|goggles|thermal/i;
const business = /business (?:outfit|clothes|attire|wear|cards)|\bsuit\b|smart (?:shoes|clothes|outfit)|laptop/i;

export const devSetFifteenth: EvalCase[] = [
  // ── The traveller's own trips (fixtures.ts) ────────────────────────────────────────────────────
  // Amsterdam flight KL 1774, 2027-03-25 10:25
  { id: 'd16-trip-001', kind: 'my_trip', text: 'at what hour go my flight tomorrow', expect: { says: [clock('10:25', '10:25', 'am')] } },
  // Hotel V Nesplein: Nes 49, 1012 KD Amsterdam
  { id: 'd16-trip-002', kind: 'my_trip', text: 'wich is the adress of my hotel in amsterdam', expect: { says: ['Nes 49'] } },
  // Hotel Artemide: ART-58213907
  {
    id: 'd16-trip-003',
    kind: 'my_trip',
    text: 'I want know the confirmation number of the hotel in rome',
    expect: { says: ['ART-58213907'] },
  },
  // Rome trip starts 2027-04-08: 15 days after 2027-03-24
  { id: 'd16-trip-004', kind: 'my_trip', text: 'how much days are missing until my trip to rome', expect: { says: [/\b15\b|two weeks/i] } },
  // Friday 2027-03-26: Client workshop at Zuidas 09:30
  { id: 'd16-trip-005', kind: 'my_trip', text: 'what I have on friday', expect: { says: [/Zuidas|workshop/i] } },
  // Hotel Kanra Kyoto: check out 2027-05-09 10:00
  {
    id: 'd16-trip-006',
    kind: 'my_trip',
    text: 'when is the check out of the hotel in kyoto',
    expect: { says: [clock('10:00', '10(?::00)?', 'am'), /\b9\b|May 9|9 May/i] },
  },
  // Train Roma Termini → Firenze SMN 2027-04-11 08:10
  {
    id: 'd16-trip-007',
    kind: 'my_trip',
    text: 'what time does my train to florence leave',
    expect: { says: [clock('0?8:10', '8:10', 'am')] },
  },
  // KL 1774 seat 14C
  { id: 'd16-trip-008', kind: 'my_trip', text: 'which seat i have in the flight to amsterdam', expect: { says: ['14C'] } },
  // NH 204 arrives HND 2027-05-03 07:30
  { id: 'd16-trip-009', kind: 'my_trip', text: 'at what hour i arrive to tokyo', expect: { says: [clock('0?7:30', '7:30', 'am')] } },
  // Vatican Museums tour 2027-04-09 10:30
  { id: 'd16-trip-010', kind: 'my_trip', text: 'the vatican tour is at which hour', expect: { says: [clock('10:30', '10:30', 'am')] } },
  // KL 1774 terminal 1
  {
    id: 'd16-trip-011',
    kind: 'my_trip',
    text: 'from what terminal leave my flight tomorrow',
    expect: { says: [/terminal\s?1\b/i] },
  },
  // Hotel V Nesplein phone +31 20 662 3233
  {
    id: 'd16-trip-012',
    kind: 'my_trip',
    text: 'give me the telephone of my hotel in amsterdam please',
    expect: { says: [/\+?31 20 662 3233/] },
  },
  // AZ 416 2027-04-12 18:40
  { id: 'd16-trip-013', kind: 'my_trip', text: 'when I come back from rome', expect: { says: [clock('18:40', '6:40', 'pm')] } },
  // Train Tokyo Station → Kyoto Station reference NZM-221
  {
    id: 'd16-trip-014',
    kind: 'my_trip',
    text: 'what is the reference of the train to kyoto',
    expect: { says: ['NZM-221'] },
  },
  // Saturday 2027-04-10: Colosseum underground tour 14:15 ("eventually" = perhaps)
  {
    id: 'd16-trip-015',
    kind: 'my_trip',
    text: 'eventually do I have something planned the saturday in rome?',
    expect: { says: [/Colosseum/i] },
  },
  // KL 1774 10:25 → 11:55: 1 h 30
  {
    id: 'd16-trip-016',
    kind: 'my_trip',
    text: 'how long is the flight to amsterdam',
    expect: { says: [/1\s?h(?:ours?|rs?)?\s?(?:and\s)?30|1:30|90 min|an hour and a half|one hour and a half/i] },
  },
  // Mount Takao hike 2027-05-04 08:00
  {
    id: 'd16-trip-017',
    kind: 'my_trip',
    text: 'when is the hike of mount takao',
    expect: { says: [/\b4\b|May 4|4 May/i, clock('0?8:00', '8(?::00)?', 'am')] },
  },
  // NH 204
  { id: 'd16-trip-018', kind: 'my_trip', text: 'my flight number for going to tokyo', expect: { says: [/NH\s?204/] } },
  // Hotel Artemide check in 2027-04-08 14:00
  {
    id: 'd16-trip-019',
    kind: 'my_trip',
    text: 'from which hour i can do the check in in the hotel of rome',
    expect: { says: [clock('14:00', '2(?::00)?', 'pm')] },
  },
  // Day after tomorrow 2027-03-26: Client workshop at Zuidas (dictated)
  { id: 'd16-trip-020', kind: 'my_trip', text: 'whats on the day after tomorrow', expect: { says: [/Zuidas|workshop/i] } },
  // Hotel Kanra Kyoto 2027-05-06 → 2027-05-09: 3 nights
  { id: 'd16-trip-021', kind: 'my_trip', text: 'how many nights i stay in kyoto', expect: { says: [/\b3 nights\b|three nights/i] } },

  // ── Two asks in one message ────────────────────────────────────────────────────────────────────
  // Asia/Tokyo 17:15; countryExtras.JP.plugs A, B
  {
    id: 'd16-two-001',
    kind: 'two_asks',
    text: 'what time is in tokyo now and which plug they use',
    expect: { says: [clock('17:15', '5:15', 'pm'), ...plugs('A', 'B')] },
  },
  // hotels Lisbon 2027-06-12 → 2027-06-15; cars Lisbon
  {
    id: 'd16-two-002',
    kind: 'two_asks',
    text: 'i need hotel in lisbon for 3 nights from 12 of june and also a car',
    expect: {
      links: [
        { partner: 'hotels', to: ['Lisbon'], departDate: '2027-06-12', returnDate: '2027-06-15' },
        { partner: 'cars', to: ['Lisbon', 'LIS'] },
      ],
    },
  },
  // PL: Polish Zloty (PLN); countryExtras.PL.emergency 112
  {
    id: 'd16-two-003',
    kind: 'two_asks',
    text: 'which currency use in poland and the emergency number',
    expect: { says: [/Polish Z[lł]oty|\bPLN\b|z[lł]oty/i, emergency('112')] },
  },
  // KL 1774 10:25, seat 14C
  {
    id: 'd16-two-004',
    kind: 'two_asks',
    text: 'what time leave my flight tomorrow and what is my seat',
    expect: { says: [clock('10:25', '10:25', 'am'), '14C'] },
  },
  // packingWeather(London 51.5, 4) cool; countryExtras.GB.drivingSide left (dictated, "weather" for "whether")
  {
    id: 'd16-two-005',
    kind: 'two_asks',
    text: 'weather to bring a jacket to london in april and what side they drive',
    expect: { says: [cool, left], notSays: [right] },
  },
  // flights MAD → Rome 2027-03-25; hotels Rome 2027-03-25 → 2027-03-27 (dictated)
  {
    id: 'd16-two-006',
    kind: 'two_asks',
    text: 'flight from madrid to rome on the twenty fifth of march and hotel there two nights',
    expect: {
      links: [
        { partner: 'flights', from: ['MAD', 'Madrid'], to: ['ROM', 'FCO', 'Rome'], departDate: '2027-03-25' },
        { partner: 'hotels', to: ['Rome'], departDate: '2027-03-25', returnDate: '2027-03-27' },
      ],
    },
  },
  // AU capital Canberra; Canberra Australia/Sydney 19:15
  {
    id: 'd16-two-007',
    kind: 'two_asks',
    text: 'capital of australia and what hour is there now',
    expect: { says: ['Canberra', clock('19:15', '7:15', 'pm')] },
  },
  // tokyo-jp airports NRT 63 km; lounges at NRT
  {
    id: 'd16-two-008',
    kind: 'two_asks',
    text: 'how far is narita from tokyo and there is a lounge?',
    expect: { says: [km(63)], links: [{ partner: 'lounges', from: ['NRT', 'Narita'] }] },
  },
  // countryExtras.JP.tipping Not customary; JP languages Japanese
  {
    id: 'd16-two-009',
    kind: 'two_asks',
    text: 'in japan they give tip? also which language they speak',
    expect: { says: [/not customary|not expected|confus/i, 'Japanese'] },
  },
  // Hotel Artemide: Via Nazionale 22, ART-58213907
  {
    id: 'd16-two-010',
    kind: 'two_asks',
    text: 'my hotel in rome address and the confirmation',
    expect: { says: ['Via Nazionale 22', 'ART-58213907'] },
  },
  // esim Türkiye; tours Istanbul
  {
    id: 'd16-two-011',
    kind: 'two_asks',
    text: 'esim for turkey and tours in istanbul',
    expect: {
      links: [
        { partner: 'esim', to: ['Turkey', 'Türkiye', 'Turkiye', 'TR'] },
        { partner: 'tours', to: ['Istanbul'] },
      ],
    },
  },
  // IT callingCodes 39; countryExtras.IT.plugs C, F, L
  {
    id: 'd16-two-012',
    kind: 'two_asks',
    text: 'what is the calling code of italy and the plug',
    expect: { says: [callingCode('39'), ...plugs('C', 'F', 'L')] },
  },
  // America/New_York 04:15, America/Los_Angeles 01:15
  {
    id: 'd16-two-013',
    kind: 'two_asks',
    text: 'what hour is in new york and in los angeles',
    expect: { says: [clock('0?4:15', '4:15', 'am'), clock('0?1:15', '1:15', 'am')] },
  },
  // Berlin UTC+1, Tokyo UTC+9: 8 hours; JP currency Japanese Yen
  {
    id: 'd16-two-014',
    kind: 'two_asks',
    text: 'I want know the time difference between berlin and tokyo and the currency of japan',
    expect: { says: [hours(8), /Japanese Yen|\bJPY\b|\byen\b/i] },
  },
  // transfers Amsterdam 2027-03-25; tours Amsterdam
  {
    id: 'd16-two-015',
    kind: 'two_asks',
    text: 'book transfer from airport to my hotel in amsterdam tomorrow and some tour for saturday',
    expect: {
      links: [
        { partner: 'transfers', to: ['Amsterdam', 'AMS'] },
        { partner: 'tours', to: ['Amsterdam'] },
      ],
    },
  },
  // positano-it airports NAP 33 km; cars Naples/Positano
  {
    id: 'd16-two-016',
    kind: 'two_asks',
    text: 'which airport is more close to positano and i need a car from there',
    expect: { says: [/\bNAP\b|Naples/i], links: [{ partner: 'cars', to: ['NAP', 'Naples', 'Napoli', 'Positano'] }] },
  },
  // byIata(JFK) → New York City; New York UTC-4, London UTC+0: 4 hours
  {
    id: 'd16-two-017',
    kind: 'two_asks',
    text: 'what is JFK and how many hours of difference with london',
    expect: { says: [/New York|Kennedy/i, hours(4)] },
  },
  // countryExtras.IE: drivingSide left, emergency 112 or 999
  {
    id: 'd16-two-018',
    kind: 'two_asks',
    text: 'driving side in ireland and the number of emergency',
    expect: { says: [left, /(?<![\d+])(?:112|999)(?!\d)/], notSays: [right] },
  },

  // ── Follow-ups (2–3 turns) ─────────────────────────────────────────────────────────────────────
  // countryExtras.AR.plugs C, I
  {
    id: 'd16-follow-001',
    kind: 'follow_up',
    text: 'and in argentina?',
    before: ['which plug they use in brazil'],
    expect: { says: plugs('C', 'I') },
  },
  // Asia/Bangkok 15:15
  {
    id: 'd16-follow-002',
    kind: 'follow_up',
    text: 'and in bangkok',
    before: ['what time is in tokyo'],
    expect: { says: [clock('15:15', '3:15', 'pm')] },
  },
  // hotels Barcelona 2027-05-05 → 2027-05-09, 2 adults
  {
    id: 'd16-follow-003',
    kind: 'follow_up',
    text: 'from the fifth of may until the ninth',
    before: ['hotel in barcelona for two persons'],
    expect: { links: [{ partner: 'hotels', to: ['Barcelona'], departDate: '2027-05-05', returnDate: '2027-05-09', adults: 2 }] },
  },
  // flights BER → LIS, back 2027-04-20
  {
    id: 'd16-follow-004',
    kind: 'follow_up',
    text: 'and the return the 20 of april',
    before: ['flights from berlin to lisbon the 14 of april'],
    expect: {
      links: [{ partner: 'flights', from: ['BER', 'Berlin'], to: ['LIS', 'Lisbon'], departDate: '2027-04-14', returnDate: '2027-04-20' }],
    },
  },
  // countryExtras.HU.tipping: 10–15% in restaurants when no service charge is added
  {
    id: 'd16-follow-005',
    kind: 'follow_up',
    text: 'and the tips?',
    before: ['currency in hungary'],
    expect: { says: [/10\s?%?\s?(?:–|-|to)\s?15\s?%/i] },
  },
  // positano-it airports NAP 33 km
  {
    id: 'd16-follow-006',
    kind: 'follow_up',
    text: 'and how far is it',
    before: ['nearest airport of positano'],
    expect: { says: [km(33)] },
  },
  // cars Málaga 2027-06-03 → 2027-06-08
  {
    id: 'd16-follow-007',
    kind: 'follow_up',
    text: 'make it for 5 days',
    before: ['I want a car in malaga the 3 of june'],
    expect: { links: [{ partner: 'cars', to: ['Malaga', 'Málaga', 'AGP'], departDate: '2027-06-03', returnDate: '2027-06-08' }] },
  },
  // AZ 416 2027-04-12 18:40
  {
    id: 'd16-follow-008',
    kind: 'follow_up',
    text: 'and the return?',
    before: ['what time is my flight to rome'],
    expect: { says: [clock('18:40', '6:40', 'pm')] },
  },
  // CH currency Swiss Franc (CHF)
  {
    id: 'd16-follow-009',
    kind: 'follow_up',
    text: 'and the money',
    before: ['which language they speak in switzerland'],
    expect: { says: [/Swiss Franc|\bCHF\b|\bFrancs?\b/i] },
  },
  // Hotel Kanra Kyoto check out 10:00
  {
    id: 'd16-follow-010',
    kind: 'follow_up',
    text: 'what time is the check out',
    before: ['tell me about my hotel in kyoto'],
    expect: { says: [clock('10:00', '10(?::00)?', 'am')] },
  },
  // countryExtras.AT.emergency 112 (three turns)
  {
    id: 'd16-follow-011',
    kind: 'follow_up',
    text: 'and the emergency number?',
    before: ['i go to vienna in july', 'what plug they have'],
    expect: { says: [emergency('112')] },
  },
  // Dubai UTC+4, Berlin UTC+1: 3 hours
  {
    id: 'd16-follow-012',
    kind: 'follow_up',
    text: 'and what is the difference with berlin',
    before: ['what is the time in dubai now'],
    expect: { says: [hours(3)] },
  },
  // lisbon-pt airports LIS (byIata LIS Humberto Delgado)
  {
    id: 'd16-follow-013',
    kind: 'follow_up',
    text: 'and the code of it',
    before: ['how far is the airport of lisbon from the center'],
    expect: { says: [/\bLIS\b/] },
  },
  // flights Athens 2027-05-10, 3 adults
  {
    id: 'd16-follow-014',
    kind: 'follow_up',
    text: 'for three persons',
    before: ['flight to athens the ten of may'],
    expect: { links: [{ partner: 'flights', to: ['ATH', 'Athens'], departDate: '2027-05-10', adults: 3 }] },
  },

  // ── Bookings ───────────────────────────────────────────────────────────────────────────────────
  {
    id: 'd16-book-001',
    kind: 'booking',
    text: 'make me a reservation of hotel in rome for 2 persons',
    expect: { links: [{ partner: 'hotels', to: ['Rome'], adults: 2 }] },
  },
  {
    id: 'd16-book-002',
    kind: 'booking',
    text: 'i need flight from frankfurt to new york the twenty fifth of march',
    expect: {
      links: [{ partner: 'flights', from: ['FRA', 'Frankfurt'], to: ['NYC', 'JFK', 'EWR', 'New York'], departDate: '2027-03-25' }],
    },
  },
  {
    id: 'd16-book-003',
    kind: 'booking',
    text: 'rent car in lisbon from the 2 of may to the 6',
    expect: { links: [{ partner: 'cars', to: ['Lisbon', 'LIS'], departDate: '2027-05-02', returnDate: '2027-05-06' }] },
  },
  {
    id: 'd16-book-004',
    kind: 'booking',
    text: 'transfer from the airport of athens to the hotel',
    expect: { links: [{ partner: 'transfers', to: ['Athens', 'ATH'] }] },
  },
  {
    id: 'd16-book-005',
    kind: 'booking',
    text: 'i want book a tour in the vatican',
    expect: { links: [{ partner: 'tours', to: ['Rome', 'Vatican'] }] },
  },
  {
    id: 'd16-book-006',
    kind: 'booking',
    text: 'entrances for the sagrada familia',
    expect: { links: [{ partner: 'tickets', to: ['Barcelona', 'Sagrada'] }] },
  },
  {
    id: 'd16-book-007',
    kind: 'booking',
    text: 'sim card with internet for japan',
    expect: { links: [{ partner: 'esim', to: ['Japan', 'JP'] }] },
  },
  {
    id: 'd16-book-008',
    kind: 'booking',
    text: 'there is a lounge in changi?',
    expect: { links: [{ partner: 'lounges', from: ['SIN', 'Changi', 'Singapore'] }] },
  },
  {
    id: 'd16-book-009',
    kind: 'booking',
    text: 'hotel in paris for two adults from nine of june to twelve of june',
    expect: { links: [{ partner: 'hotels', to: ['Paris'], departDate: '2027-06-09', returnDate: '2027-06-12', adults: 2 }] },
  },
  {
    id: 'd16-book-010',
    kind: 'booking',
    text: 'flights munich to barcelona for four people only going on the first of july',
    expect: { links: [{ partner: 'flights', from: ['MUC', 'Munich'], to: ['BCN', 'Barcelona'], departDate: '2027-07-01', adults: 4 }] },
  },
  {
    id: 'd16-book-011',
    kind: 'booking',
    text: 'internet data for my phone in the usa',
    expect: { links: [{ partner: 'esim', to: ['United States', 'USA', 'US'] }] },
  },
  {
    id: 'd16-book-012',
    kind: 'booking',
    text: 'car to pick up in the airport of nice on 14 may',
    expect: { links: [{ partner: 'cars', to: ['Nice', 'NCE'], departDate: '2027-05-14' }] },
  },
  {
    id: 'd16-book-013',
    kind: 'booking',
    text: 'i search accommodation in prague 3 nights from saturday',
    expect: { links: [{ partner: 'hotels', to: ['Prague'], departDate: '2027-03-27', returnDate: '2027-03-30' }] },
  },
  {
    id: 'd16-book-014',
    kind: 'booking',
    text: 'private transfer from fiumicino to rome center for 3 persons',
    expect: { links: [{ partner: 'transfers', to: ['Rome', 'FCO', 'Fiumicino'] }] },
  },
  {
    id: 'd16-book-015',
    kind: 'booking',
    text: 'excursion to the pyramids from cairo',
    expect: { links: [{ partner: 'tours', to: ['Cairo', 'Giza', 'pyramids'] }] },
  },
  {
    id: 'd16-book-016',
    kind: 'booking',
    text: 'museum entrance tickets in amsterdam',
    expect: { links: [{ partner: 'tickets', to: ['Amsterdam'] }] },
  },
  {
    id: 'd16-book-017',
    kind: 'booking',
    text: 'flight to rome for me and my wife on the 8 april',
    expect: { links: [{ partner: 'flights', to: ['ROM', 'FCO', 'Rome'], departDate: '2027-04-08', adults: 2 }] },
  },

  // ── Country and city facts ─────────────────────────────────────────────────────────────────────
  // countryExtras.GR.plugs C, F
  { id: 'd16-fact-001', kind: 'country_fact', text: 'which is the plug in Greece', expect: { says: plugs('C', 'F') } },
  // CZ currency Czech Koruna (CZK)
  {
    id: 'd16-fact-002',
    kind: 'country_fact',
    text: 'what money they use in czech republic',
    expect: { says: [/Czech Koruna|\bCZK\b|koruna/i] },
  },
  // countryExtras.DE.drivingSide right
  { id: 'd16-fact-003', kind: 'country_fact', text: 'in Germany they drive in the right?', expect: { says: [right], notSays: [left] } },
  // countryExtras.ES.emergency 112
  { id: 'd16-fact-004', kind: 'country_fact', text: 'how is the emergency number in spain', expect: { says: [emergency('112')] } },
  // countryExtras.IT.tipping: A cover charge (coperto) is common; rounding up or a few euros is enough.
  {
    id: 'd16-fact-005',
    kind: 'country_fact',
    text: 'it is necessary to give tip in italy',
    expect: { says: [/coperto|cover charge|round/i] },
  },
  // BR languages Portuguese
  { id: 'd16-fact-006', kind: 'country_fact', text: 'which language speak in brazil', expect: { says: ['Portuguese'] } },
  // FR callingCodes 33
  { id: 'd16-fact-007', kind: 'country_fact', text: 'what is the prefix for call to france', expect: { says: [callingCode('33')] } },
  // TR capital Ankara
  { id: 'd16-fact-008', kind: 'country_fact', text: 'capital of turkey is istanbul no?', expect: { says: ['Ankara'] } },
  // IN currency Indian Rupee (INR)
  { id: 'd16-fact-009', kind: 'country_fact', text: 'in india which is the money', expect: { says: [/Indian Rupee|\bINR\b|rupee/i] } },
  // countryExtras.GB.plugs G (dictated)
  { id: 'd16-fact-010', kind: 'country_fact', text: 'what kind of plug do they use in the united kingdom', expect: { says: plugs('G') } },
  // countryExtras.JP.drivingSide left
  { id: 'd16-fact-011', kind: 'country_fact', text: 'wich side of the road drive in japan', expect: { says: [left], notSays: [right] } },
  // countryExtras.DE.tipping: Round up or add 5–10%, said to the server as you pay.
  {
    id: 'd16-fact-012',
    kind: 'country_fact',
    text: 'the tip in the restaurant in germany how much',
    expect: { says: [/5\s?%?\s?(?:–|-|to)\s?10\s?%|round up/i] },
  },
  // quebec-ca languages English, French
  { id: 'd16-fact-013', kind: 'country_fact', text: 'what language they talk in quebec', expect: { says: ['French'] } },
  // new-delhi-in: UTC+5:30 (Asia/Kolkata)
  {
    id: 'd16-fact-014',
    kind: 'country_fact',
    text: 'time zone of new delhi',
    expect: { says: [/UTC\s?\+\s?0?5:30|GMT\s?\+\s?0?5:30|Asia\/Kolkata|\+05:30/i] },
  },
  // countryExtras.SG.emergency 999 (police), 995 (ambulance and fire)
  {
    id: 'd16-fact-015',
    kind: 'country_fact',
    text: 'number of emergency for singapore',
    expect: { says: [emergency('999'), emergency('995')] },
  },
  // HR currency Euro (EUR) ("actually" for "currently")
  { id: 'd16-fact-016', kind: 'country_fact', text: 'actually what currency use in croatia', expect: { says: [/\bEuros?\b|\bEUR\b/i] } },
  // countryExtras.MA.plugs C, E (dictated, run-on)
  {
    id: 'd16-fact-017',
    kind: 'country_fact',
    text: 'what plugs do they have in morocco i need to charge my phone and my camera',
    expect: { says: plugs('C', 'E') },
  },
  // countryExtras.EG.tipping: Expected: 10–15% in restaurants...
  {
    id: 'd16-fact-018',
    kind: 'country_fact',
    text: 'in egypt is normal to give tip',
    expect: { says: [/10\s?%?\s?(?:–|-|to)\s?15\s?%|expected/i] },
  },

  // ── The time now (2027-03-24T08:15Z, Intl) ─────────────────────────────────────────────────────
  // America/Argentina/Buenos_Aires 05:15
  { id: 'd16-now-001', kind: 'time_now', text: 'which hour is now in buenos aires', expect: { says: [clock('0?5:15', '5:15', 'am')] } },
  // Asia/Kolkata 13:45
  {
    id: 'd16-now-002',
    kind: 'time_now',
    text: 'what time it is in mumbai in this moment',
    expect: { says: [clock('13:45', '1:45', 'pm')] },
  },
  // Europe/London 08:15
  { id: 'd16-now-003', kind: 'time_now', text: 'tell me the hour of london now', expect: { says: [clock('0?8:15', '8:15', 'am')] } },
  // Asia/Hong_Kong 16:15 (dictated)
  { id: 'd16-now-004', kind: 'time_now', text: 'what time is it in hong kong right now', expect: { says: [clock('16:15', '4:15', 'pm')] } },
  // America/Los_Angeles 01:15
  { id: 'd16-now-005', kind: 'time_now', text: 'now is night in los angeles?', expect: { says: [clock('0?1:15', '1:15', 'am')] } },
  // America/Mexico_City 02:15
  { id: 'd16-now-006', kind: 'time_now', text: 'how late is it in mexico city', expect: { says: [clock('0?2:15', '2:15', 'am')] } },

  // ── Time differences (on 2027-03-24) ───────────────────────────────────────────────────────────
  // Europe/Madrid UTC+1, America/New_York UTC-4: 5 hours
  {
    id: 'd16-diff-001',
    kind: 'time_difference',
    text: 'how much hours of difference between madrid and new york',
    expect: { says: [hours(5), aheadOrBehind] },
  },
  // Asia/Tokyo UTC+9, Europe/Paris UTC+1: 8 hours
  {
    id: 'd16-diff-002',
    kind: 'time_difference',
    text: 'difference of hour between tokyo and paris',
    expect: { says: [hours(8), aheadOrBehind] },
  },
  // Australia/Sydney UTC+11, Europe/Berlin UTC+1: 10 hours
  {
    id: 'd16-diff-003',
    kind: 'time_difference',
    text: 'sydney is how many hours in front of berlin',
    expect: { says: [hours(10)] },
  },
  // Asia/Kolkata UTC+5:30, Europe/London UTC+0: 5 h 30
  {
    id: 'd16-diff-004',
    kind: 'time_difference',
    text: 'time difference from delhi to london',
    expect: { says: [/5(?:\.5| and a half)\s?hours?|5\s?h(?:ours?)?\s?(?:and\s)?30|5:30/i] },
  },
  // device zone Europe/Berlin UTC+1, Asia/Dubai UTC+4: 3 hours
  {
    id: 'd16-diff-005',
    kind: 'time_difference',
    text: 'how many hours difference there is between here and dubai',
    expect: { says: [hours(3)] },
  },
  // Europe/Rome UTC+1, America/Los_Angeles UTC-7: 8 hours
  {
    id: 'd16-diff-006',
    kind: 'time_difference',
    text: 'difference time rome and los angeles',
    expect: { says: [hours(8), aheadOrBehind] },
  },

  // ── Converting a time between places (on 2027-03-24) ──────────────────────────────────────────
  // 09:00 Europe/London (UTC+0) → 18:00 Asia/Tokyo (dictated)
  {
    id: 'd16-conv-001',
    kind: 'time_convert',
    text: 'when is nine am in london what time is in tokyo',
    expect: { says: [clock('18:00', '6(?::00)?', 'pm')] },
  },
  // 15:00 America/New_York (UTC-4) → 20:00 Europe/Berlin
  {
    id: 'd16-conv-002',
    kind: 'time_convert',
    text: 'if in new york is 3 pm which hour is in berlin',
    expect: { says: [clock('20:00', '8(?::00)?', 'pm')] },
  },
  // 20:30 Australia/Sydney (UTC+11) → 10:30 Europe/Rome
  {
    id: 'd16-conv-003',
    kind: 'time_convert',
    text: 'eight thirty in the evening in sydney is what time in rome',
    expect: { says: [clock('10:30', '10:30', 'am')] },
  },
  // 10:00 Asia/Dubai (UTC+4) → 06:00 Europe/London
  {
    id: 'd16-conv-004',
    kind: 'time_convert',
    text: 'at 10 in the morning of dubai what time it is in london',
    expect: { says: [clock('0?6:00', '6(?::00)?', 'am')] },
  },

  // ── Airports ───────────────────────────────────────────────────────────────────────────────────
  // positano-it airports: NAP Naples International Airport 33 km
  { id: 'd16-near-001', kind: 'airport_nearest', text: 'where I can take the plane near Positano', expect: { says: [/\bNAP\b|Naples/i] } },
  // krakow-pl airports: KRK 11 km
  { id: 'd16-near-002', kind: 'airport_nearest', text: 'the airport more close of krakow', expect: { says: [/\bKRK\b|John Paul II/i] } },
  // london-gb airports: LHR 24 km
  {
    id: 'd16-named-001',
    kind: 'airport_named',
    text: 'how far the airport of heathrow is from london center',
    expect: { says: [km(24)] },
  },
  // AMS Amsterdam Airport Schiphol
  { id: 'd16-named-002', kind: 'airport_named', text: 'the code of schiphol airport', expect: { says: [/\bAMS\b/] } },
  // byIata(BCN) → Barcelona
  { id: 'd16-code-001', kind: 'airport_code', text: 'bcn is which city', expect: { says: [/Barcelona/i] } },
  // byIata(MUC) → Munich
  { id: 'd16-code-002', kind: 'airport_code', text: 'muc airport where is', expect: { says: [/Munich/i] } },

  // ── Packing (packingWeather for the place and month; activity items of src/domain/packing.ts) ──
  // London (51.5°N) in April: cool; 4 days
  {
    id: 'd16-pack-001',
    kind: 'packing',
    text: 'what I must bring for london in april for four days',
    expect: { says: [cool, /\b4[- ]?days?\b|four days/i] },
  },
  // Lisbon (38.7°N) in November: cool (dictated, "weather" for "whether")
  { id: 'd16-pack-002', kind: 'packing', text: 'weather to bring a jacket to lisbon in november', expect: { says: [cool] } },
  // Cancún (21.2°N) in July: hot-wet; activityItems.beach
  { id: 'd16-pack-003', kind: 'packing', text: 'for the beach in cancun in july what I pack', expect: { says: [beach, wet] } },
  // Moscow (55.8°N) in January: cold
  { id: 'd16-pack-004', kind: 'packing', text: 'what clothes for moscow in january', expect: { says: [cold] } },
  // activityItems.business; Dubai (25.3°N) in March: mild; two days
  {
    id: 'd16-pack-005',
    kind: 'packing',
    text: 'packing for business trip to dubai two days',
    expect: { says: [business, /\b2[- ]?days?\b|two days/i] },
  },
  // Chamonix (45.9°N) in February: cold; activityItems.ski ("wear" for "where"/"what")
  {
    id: 'd16-pack-006',
    kind: 'packing',
    text: 'wear should i pack for ski in chamonix in february',
    expect: { says: [ski, cold] },
  },

  // ── Unknowns: the data holds no answer ─────────────────────────────────────────────────────────
  // no prices
  {
    id: 'd16-unk-001',
    kind: 'unknown',
    text: 'how much cost the metro ticket in paris',
    expect: { unknown: true, notSays: [/\d+[.,]\d{2}/] },
  },
  // no voltage in the data
  {
    id: 'd16-unk-002',
    kind: 'unknown',
    text: 'which is the voltage in brazil',
    expect: { unknown: true, notSays: [/\d+\s?(?:V|volts?)\b/i] },
  },
  // no forecasts
  {
    id: 'd16-unk-003',
    kind: 'unknown',
    text: 'how will be the weather tomorrow in madrid',
    expect: { unknown: true, notSays: [/\d+\s?°|\bdegrees\b/i] },
  },
  // no visa rules
  {
    id: 'd16-unk-004',
    kind: 'unknown',
    text: 'I need visa for go to india with spanish passport?',
    expect: { unknown: true, notSays: [/\be-?visa\b|visa[- ]free|visa on arrival/i] },
  },
  // countryExtras has no PE: no tipping custom
  {
    id: 'd16-unk-005',
    kind: 'unknown',
    text: 'in peru is normal to leave tip',
    expect: { unknown: true, notSays: [/\d+\s?%/] },
  },

  // ── Probes, written after the batch's first run, for the rules it led to, in other words and places ──
  // "The hour" for the time, "it" left out, "how late is it", "in this moment" (Intl: Asia/Seoul 17:15, Australia/Sydney
  // 19:15, America/New_York 04:15, Africa/Cairo 10:15)
  { id: 'd16-probe-001', kind: 'time_now', text: 'which hour is it in seoul', expect: { says: [clock('17:15', '5:15', 'pm')] } },
  { id: 'd16-probe-002', kind: 'time_now', text: 'tell me the hour of sydney', expect: { says: [clock('19:15', '7:15', 'pm')] } },
  { id: 'd16-probe-003', kind: 'time_now', text: 'how late is it in new york now', expect: { says: [clock('0?4:15', '4:15', 'am')] } },
  {
    id: 'd16-probe-004',
    kind: 'time_now',
    text: 'what time is in cairo in this moment',
    expect: { says: [clock('10:15', '10:15', 'am')] },
  },
  // The verb before its subject, "do" left out (fixtures: Trenitalia 08:10; Hotel Kanra Kyoto; NH 204 lands 07:30)
  {
    id: 'd16-probe-005',
    kind: 'my_trip',
    text: 'at what hour leaves the train to florence',
    expect: { says: [clock('0?8:10', '8:10', 'am')] },
  },
  { id: 'd16-probe-006', kind: 'my_trip', text: 'where we stay in kyoto', expect: { says: ['Hotel Kanra Kyoto'] } },
  { id: 'd16-probe-007', kind: 'my_trip', text: 'when we land in tokyo', expect: { says: [clock('0?7:30', '7:30', 'am')] } },
  // "How much" before a count (Europe/Lisbon UTC+0, Asia/Tokyo UTC+9; Tokyo with Mia starts 2027-05-02: 39 days)
  {
    id: 'd16-probe-008',
    kind: 'time_difference',
    text: 'how much hours between lisbon and tokyo',
    expect: { says: [hours(9), aheadOrBehind] },
  },
  { id: 'd16-probe-009', kind: 'my_trip', text: 'how much days until we go to tokyo', expect: { says: [/\b39\b/] } },
  // "The airport of" a town (london-gb airports LGW 40 km; transfers from LIS)
  {
    id: 'd16-probe-010',
    kind: 'airport_named',
    text: 'how far is the airport of gatwick from london',
    expect: { says: [km(40)], notSays: [/United States/] },
  },
  {
    id: 'd16-probe-011',
    kind: 'booking',
    text: 'taxi from the airport of lisbon to the hotel',
    expect: { links: [{ partner: 'transfers', to: ['Lisbon', 'LIS'] }] },
  },
  // "Prefix" for the calling code (JP 81, MX 52)
  { id: 'd16-probe-012', kind: 'country_fact', text: 'telephone prefix of japan', expect: { says: [callingCode('81')] } },
  {
    id: 'd16-probe-013',
    kind: 'country_fact',
    text: 'which is the international prefix for mexico',
    expect: { says: [callingCode('52')] },
  },
  // "Entrances" for tickets
  {
    id: 'd16-probe-014',
    kind: 'booking',
    text: 'entrances to the colosseum',
    expect: { links: [{ partner: 'tickets', to: ['Rome', 'Colosseum'] }] },
  },
  // One garment asked about, and "weather" for "whether" (packingWeather: London in April cool, Prague in December cold)
  { id: 'd16-probe-015', kind: 'packing', text: 'weather i should bring an umbrella to london in april', expect: { says: [cool] } },
  { id: 'd16-probe-016', kind: 'packing', text: 'do i need a coat in prague in december', expect: { says: [cold] } },
  // "And the tips" after a country's facts (countryExtras.GR.tipping)
  {
    id: 'd16-probe-017',
    kind: 'follow_up',
    text: 'and the tips',
    before: ['emergency number in greece'],
    expect: { says: [/5\s?%?\s?(?:–|-|to)\s?10\s?%|round up/i] },
  },
  // Clock times in words (07:00 America/New_York → 20:00 Asia/Tokyo; 22:30 Europe/London → 02:30 Asia/Dubai)
  {
    id: 'd16-probe-018',
    kind: 'time_convert',
    text: 'when it is seven in the morning in new york what time is in tokyo',
    expect: { says: [clock('20:00', '8(?::00)?', 'pm')] },
  },
  {
    id: 'd16-probe-019',
    kind: 'time_convert',
    text: 'ten thirty pm in london is what time in dubai',
    expect: { says: [clock('0?2:30', '2:30', 'am')] },
  },
  // Days of the month in words, and a span whose end gives the day alone
  {
    id: 'd16-probe-020',
    kind: 'booking',
    text: 'hotel in vienna from the three of july to the seven of july for two persons',
    expect: { links: [{ partner: 'hotels', to: ['Vienna'], departDate: '2027-07-03', returnDate: '2027-07-07', adults: 2 }] },
  },
  {
    id: 'd16-probe-021',
    kind: 'booking',
    text: 'car in porto from the 10 of august to the 15',
    expect: { links: [{ partner: 'cars', to: ['Porto', 'OPO'], departDate: '2027-08-10', returnDate: '2027-08-15' }] },
  },
  // Their flight or train to a place their trips go to, without "my" (AZ 415 07:05 → 09:10: 2 h 5 min; JR Central 10:00 → 12:15)
  {
    id: 'd16-probe-022',
    kind: 'my_trip',
    text: 'how long is the flight to rome',
    expect: { says: [/2\s?h(?:ours?)?\s?(?:and\s)?5\s?min/i] },
  },
  {
    id: 'd16-probe-023',
    kind: 'my_trip',
    text: 'how long does the train to kyoto take',
    expect: { says: [clock('10:00', '10(?::00)?', 'am'), clock('12:15', '12:15', 'pm')] },
  },
  // ... and a flight to a place none of their trips go to stays about the world (no journey times in the data)
  {
    id: 'd16-probe-024',
    kind: 'unknown',
    text: 'how long is the flight to sydney',
    expect: { unknown: true, notSays: [/\bin the air\b/i] },
  },
  // Known misses of earlier passes: a lone lower-case code (byIata AKL, FCO); trip days for a search in a place of their
  // trip (Park Hotel Tokyo 3–6 May, Hotel Kanra Kyoto 6–9 May, Rome trip 8–12 April); "a week on Saturday" (3 April);
  // "<town> airport how far" (frankfurt-am-main-de airports FRA 12 km; dublin-ie DUB 11 km)
  { id: 'd16-probe-025', kind: 'airport_code', text: 'akl?', expect: { says: [/Auckland/i] } },
  { id: 'd16-probe-026', kind: 'airport_code', text: 'fco', expect: { says: [/Fiumicino|Rome/i] } },
  {
    id: 'd16-probe-027',
    kind: 'booking',
    text: 'a hotel for the Tokyo part of our trip',
    expect: { links: [{ partner: 'hotels', to: ['Tokyo'], departDate: '2027-05-03', returnDate: '2027-05-06' }] },
  },
  {
    id: 'd16-probe-028',
    kind: 'booking',
    text: "a hotel in Kyoto for the nights we're there",
    expect: { links: [{ partner: 'hotels', to: ['Kyoto'], departDate: '2027-05-06', returnDate: '2027-05-09' }] },
  },
  {
    id: 'd16-probe-029',
    kind: 'booking',
    text: 'a car in rome for when we are there',
    expect: { links: [{ partner: 'cars', to: ['Rome'], departDate: '2027-04-08', returnDate: '2027-04-12' }] },
  },
  {
    id: 'd16-probe-030',
    kind: 'booking',
    text: 'hotel in berlin a week on saturday for 2 nights',
    expect: { links: [{ partner: 'hotels', to: ['Berlin'], departDate: '2027-04-03', returnDate: '2027-04-05' }] },
  },
  {
    id: 'd16-probe-031',
    kind: 'booking',
    text: 'flight to madrid saturday week',
    expect: { links: [{ partner: 'flights', to: ['MAD', 'Madrid'], departDate: '2027-04-03' }] },
  },
  { id: 'd16-probe-032', kind: 'airport_named', text: 'frankfurt airport how far from the city', expect: { says: [km(12)] } },
  { id: 'd16-probe-033', kind: 'airport_named', text: 'dublin airport how far from the centre', expect: { says: [km(11)] } },
];
