// Astra's evaluation set (issue 20), development part, fifth batch (helper astra5): cases written
// before the engine was opened again, in the way travellers type (lower case, typos, no punctuation,
// rambling messages, two asks in one, follow-ups that change only the place or only the thing),
// weighted to named airports (nicknames such as Roissy, Schiphol, O'Hare, airports asked by name for
// their code, lounges, the towns airports are named after), two asks, bookings with dates in many
// forms (numeric day/month such as "2/5" read day first on a device in Berlin and said so, "14/6",
// "6/14", "5th of feb", "10.04.2027", ISO days, weekdays), country facts, time conversions, the
// traveller's own trip, follow-ups (a sum "in their money" after a place) and questions the data
// cannot answer (directions inside a city, prices, countries without extras). Same rules as the
// earlier batches (docs/decisions/018-astra-evaluation.md): every expected fact was looked up in the
// app's data (the city index: city details with their airports and quick facts, byIata, the country
// table, country-extras; the built-in rate table; the packing rules; the trips of fixtures.ts) or
// computed with Intl at the fixed moment (Wednesday 24 March 2027, 09:15 in Berlin: Berlin, Paris,
// Oslo UTC+1, London and Lisbon UTC+0, New York UTC−4, Chicago UTC−5, Los Angeles UTC−7, Buenos
// Aires UTC−3, Cape Town and Cairo UTC+2, Dubai UTC+4, Mumbai UTC+5:30, Bangkok and Hanoi UTC+7,
// Singapore UTC+8, Tokyo UTC+9, Sydney UTC+11, Wellington UTC+13; from 28 March Berlin is UTC+2),
// never from the engine. The held-out part was not read. The 160 cases before the "probes" heading were
// committed before any engine change (120 passed then); the `d5-probe-…` cases after it are phrasings
// of our own tried on the engine while fixing it, each written in the same step as its fix.
import type { EvalCase } from './score';

const plug = (letter: string): RegExp => new RegExp(`(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\\b[^\\n]{0,80}?\\b${letter}\\b`);
const plugs = (...letters: string[]): RegExp[] => letters.map(plug);
const left = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i;
const right = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i;
const emergency = (number: string): RegExp => new RegExp(`(?<![\\d+])${number}(?!\\d)`);
const hours = (count: number, word: string): RegExp => new RegExp(`\\b(?:${count}|${word})\\s?(?:hours?|hrs?|h)\\b`, 'i');
/** Which of two places is ahead, in any of the usual wordings. */
const ahead = (later: string[], earlier: string[]): RegExp => {
  const a = later.join('|');
  const b = earlier.join('|');
  return new RegExp(
    `(?:${a})[^.\\n]{0,60}\\bahead|(?:${b})[^.\\n]{0,60}\\bbehind|ahead of (?:${b})|behind (?:${a})|(?:${a})[^.\\n]{0,40}\\blater|(?:${b})[^.\\n]{0,40}\\bearlier`,
    'i',
  );
};
/** A clock time in 24-hour or 12-hour form: at(17, 15) accepts 17:15 and 5:15 (pm). */
const at = (hour: number, minute: number): RegExp => {
  const mm = String(minute).padStart(2, '0');
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? 'am|a\\.m\\.' : 'pm|p\\.m\\.';
  const bare = minute === 0 ? `|\\b${twelve}\\s?(?:${suffix})` : '';
  return new RegExp(`\\b0?${hour}[:.]${mm}\\b|\\b${twelve}[:.]${mm}\\s?(?:${suffix})${bare}`, 'i');
};
const midnight = /\b(?:00|24)[:.]00\b|\bmidnight\b|\b12(?:[:.]00)?\s?(?:am|a\.m\.)/i;
const km = (count: number): RegExp => new RegExp(`\\b${count}\\s?km\\b`);
const code = (iata: string): RegExp => new RegExp(`\\b${iata}\\b`);
const typicalLength =
  /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i;
const cold = /insulated|winter coat|thermal|warm (?:hat|coat|layers|boots|clothes)|gloves|scarf|down jacket/i;
const hotWet = /sun ?hat|sunscreen|sun cream|sunglasses|swimwear|sandals|light clothes|rain jacket|poncho|insect repellent/i;
const business = /business (?:outfit|clothes|attire|wear|cards)|\bsuit\b|smart (?:shoes|clothes|outfit)|laptop/i;
const beach = /swim(?:wear|suit|ming)|sunscreen|sun cream|beach towel/i;
const ski = /ski (?:jacket|gloves|socks|clothes|goggles)|goggles|thermal (?:base )?layers/i;
const hiking = /hiking boots|waterproof jacket|blister|head torch/i;
const anyPlugType = /\btypes?\s+[A-O]\b/i;
const drivesOn = /drive[s]? on the (?:left|right)|(?:left|right)[- ]hand traffic/i;

export const devSetFourth: EvalCase[] = [
  // ---- named airports: nicknames, names asked for their code, lounges, airport towns ----
  // byIata CDG: Charles de Gaulle International Airport, Paris (at Roissy-en-France); Paris's city details: CDG 23 km.
  {
    id: 'd5-named-001',
    kind: 'airport_named',
    text: 'taxi from roissy to the city',
    expect: { links: [{ partner: 'transfers', from: ['CDG'] }] },
  },
  { id: 'd5-named-002', kind: 'airport_named', text: 'how far is roissy from paris', expect: { says: [code('CDG'), km(23)] } },
  {
    id: 'd5-named-003',
    kind: 'airport_named',
    text: 'what is the airport code for roissy charles de gaulle',
    expect: { says: [code('CDG')] },
  },
  // Paris's city details: Orly ORY 15 km, CDG 23 km.
  {
    id: 'd5-named-004',
    kind: 'airport_named',
    text: 'roissy or orly which one is closer to the city',
    expect: { says: [code('CDG'), code('ORY'), km(15)] },
  },
  // byIata SIN: Singapore Changi Airport.
  { id: 'd5-named-005', kind: 'airport_named', text: 'lounge at changi', expect: { links: [{ partner: 'lounges', from: ['SIN'] }] } },
  { id: 'd5-named-006', kind: 'airport_named', text: 'what city is changi in', expect: { says: ['Singapore'] } },
  {
    id: 'd5-named-007',
    kind: 'airport_named',
    text: 'how do i get from changi to the city centre',
    expect: { links: [{ partner: 'transfers', from: ['SIN'] }] },
  },
  // byIata AMS: Amsterdam Airport Schiphol.
  { id: 'd5-named-008', kind: 'airport_named', text: 'schiphol airport code?', expect: { says: [code('AMS')] } },
  {
    id: 'd5-named-009',
    kind: 'airport_named',
    text: 'hotel near schiphol',
    expect: { links: [{ partner: 'hotels', to: ['Amsterdam', 'AMS', 'Schiphol'] }] },
  },
  // byIata ORD: Chicago O'Hare International Airport; Chicago's city details: Midway MDW 11 km, O'Hare ORD 25 km.
  { id: 'd5-named-010', kind: 'airport_named', text: "o'hare code", expect: { says: [code('ORD')] } },
  {
    id: 'd5-named-011',
    kind: 'airport_named',
    text: "car rental at o'hare",
    expect: { links: [{ partner: 'cars', to: ['ORD', 'Chicago', "O'Hare"] }] },
  },
  {
    id: 'd5-named-012',
    kind: 'airport_named',
    text: 'midway or ohare for downtown chicago',
    expect: { says: [code('MDW'), code('ORD')] },
  },
  // byIata LHR: London Heathrow Airport.
  { id: 'd5-named-013', kind: 'airport_named', text: 'whats heathrows code', expect: { says: [code('LHR')], notSays: ['United States'] } },
  // Rome's city details: Fiumicino FCO 24 km.
  { id: 'd5-named-014', kind: 'airport_named', text: 'is fiumicino far from rome', expect: { says: [code('FCO'), km(24)] } },
  {
    id: 'd5-named-015',
    kind: 'airport_named',
    text: 'priority pass lounge jfk',
    expect: { links: [{ partner: 'lounges', from: ['JFK'] }] },
  },
  // Barcelona's city details: Josep Tarradellas Barcelona-El Prat Airport BCN 12 km.
  { id: 'd5-named-016', kind: 'airport_named', text: 'how far is el prat from barcelona', expect: { says: [code('BCN'), km(12)] } },
  // byIata MAD: Adolfo Suárez Madrid–Barajas Airport.
  {
    id: 'd5-named-017',
    kind: 'airport_named',
    text: 'barajas to madrid centre taxi',
    expect: { links: [{ partner: 'transfers', from: ['MAD'] }] },
  },
  { id: 'd5-named-018', kind: 'airport_named', text: 'lax lounge', expect: { links: [{ partner: 'lounges', from: ['LAX'] }] } },
  // byIata MXP: Malpensa International Airport, Milan.
  {
    id: 'd5-named-019',
    kind: 'airport_named',
    text: 'transfer from malpensa to milan',
    expect: { links: [{ partner: 'transfers', from: ['MXP'] }] },
  },
  // Oslo's city details: Oslo Airport, Gardermoen OSL 37 km; Copenhagen's: Kastrup CPH 9 km.
  { id: 'd5-named-020', kind: 'airport_named', text: 'how far is gardermoen from oslo', expect: { says: [code('OSL'), km(37)] } },
  { id: 'd5-named-021', kind: 'airport_named', text: 'kastrup to copenhagen how far', expect: { says: [code('CPH'), km(9)] } },
  // byIata ARN: Stockholm-Arlanda Airport.
  {
    id: 'd5-named-022',
    kind: 'airport_named',
    text: 'arlanda express or taxi to stockholm',
    expect: { links: [{ partner: 'transfers', from: ['ARN'] }] },
  },
  {
    id: 'd5-named-023',
    kind: 'airport_named',
    text: 'lounge at dubai airport',
    expect: { links: [{ partner: 'lounges', from: ['DXB'] }] },
  },
  { id: 'd5-named-024', kind: 'airport_named', text: 'incheon lounge', expect: { links: [{ partner: 'lounges', from: ['ICN'] }] } },
  // byIata ORY: Paris-Orly Airport, Paris.
  { id: 'd5-named-025', kind: 'airport_named', text: 'where is orly airport', expect: { says: ['Paris'] } },
  // Berlin BER; Amsterdam AMS; a device in Berlin reads 2/5 as 2 May.
  {
    id: 'd5-named-026',
    kind: 'airport_named',
    text: 'flights into schiphol from berlin on 2/5',
    expect: { links: [{ partner: 'flights', from: ['BER'], to: ['AMS'], departDate: '2027-05-02' }] },
  },

  // ---- airport codes and nearest airports ----
  { id: 'd5-code-001', kind: 'airport_code', text: 'what airport is MXP', expect: { says: ['Malpensa', 'Milan'] } },
  { id: 'd5-code-002', kind: 'airport_code', text: 'which city is lga', expect: { says: ['New York', /La ?Guardia/i] } },
  { id: 'd5-code-003', kind: 'airport_code', text: 'KIX which city', expect: { says: ['Kansai', 'Osaka'] } },
  { id: 'd5-code-004', kind: 'airport_code', text: 'airport code yyz where is that', expect: { says: ['Toronto'] } },
  { id: 'd5-code-005', kind: 'airport_code', text: 'what is ATL airport', expect: { says: ['Atlanta'] } },
  // Florence's city details: Peretola FLR 5 km; Kyoto's: Osaka International ITM 39 km; Salzburg's: SZG 3 km; Orlando's: MCO 14 km.
  { id: 'd5-near-001', kind: 'airport_nearest', text: 'closest airport to florence', expect: { says: [code('FLR')] } },
  { id: 'd5-near-002', kind: 'airport_nearest', text: 'nearest airport to kyoto?', expect: { says: [code('ITM'), km(39)] } },
  { id: 'd5-near-003', kind: 'airport_nearest', text: 'which airport do i fly into for salzburg', expect: { says: [code('SZG')] } },
  { id: 'd5-near-004', kind: 'airport_nearest', text: 'orlando airports', expect: { says: [code('MCO')] } },

  // ---- two asks in one message ----
  // Oslo OSL; 2/5 read as 2 May; three nights from 2 May end on 5 May.
  {
    id: 'd5-two-001',
    kind: 'two_asks',
    text: 'flights to oslo on 2/5 and a hotel for 3 nights',
    expect: {
      links: [
        { partner: 'flights', to: ['OSL', 'Oslo'], departDate: '2027-05-02' },
        { partner: 'hotels', to: ['Oslo'], departDate: '2027-05-02', returnDate: '2027-05-05' },
      ],
    },
  },
  // cc NZ: capital Wellington; country-extras NZ: left.
  {
    id: 'd5-two-002',
    kind: 'two_asks',
    text: 'whats the capital of new zealand and which side do they drive on',
    expect: { says: ['Wellington', left], notSays: [right] },
  },
  // Sydney UTC+11: 19:15; country-extras AU: 000.
  {
    id: 'd5-two-003',
    kind: 'two_asks',
    text: 'time in sydney now and the emergency number there',
    expect: { says: [at(19, 15), emergency('000')] },
  },
  {
    id: 'd5-two-004',
    kind: 'two_asks',
    text: 'lounge at changi and a hotel in singapore',
    expect: {
      links: [
        { partner: 'lounges', from: ['SIN'] },
        { partner: 'hotels', to: ['Singapore'] },
      ],
    },
  },
  {
    id: 'd5-two-005',
    kind: 'two_asks',
    text: 'car from malpensa and hotel in milan 5th to 8th of june',
    expect: {
      links: [
        { partner: 'cars', to: ['MXP', 'Milan', 'Malpensa'] },
        { partner: 'hotels', to: ['Milan'], departDate: '2027-06-05', returnDate: '2027-06-08' },
      ],
    },
  },
  // country-extras JP: tipping not customary, plugs A, B.
  {
    id: 'd5-two-006',
    kind: 'two_asks',
    text: 'do ppl tip in japan and what plugs',
    expect: { says: [/not customary/i, ...plugs('A', 'B')] },
  },
  // Budapest BUD; cc HU: Hungarian Forint.
  {
    id: 'd5-two-007',
    kind: 'two_asks',
    text: 'flights berlin to budapest and what currency do they use there',
    expect: { links: [{ partner: 'flights', from: ['BER'], to: ['BUD'] }], says: ['Forint'] },
  },
  {
    id: 'd5-two-008',
    kind: 'two_asks',
    text: 'transfer from roissy to my hotel and a seine cruise',
    expect: {
      links: [
        { partner: 'transfers', from: ['CDG'] },
        { partner: 'tours', to: ['Paris'] },
      ],
    },
  },
  // Berlin UTC+1, New York UTC−4; cc US: +1.
  {
    id: 'd5-two-009',
    kind: 'two_asks',
    text: 'whats the time difference with new york and the calling code for the us',
    expect: { says: [hours(5, 'five'), /\+\s?1\b/] },
  },
  {
    id: 'd5-two-010',
    kind: 'two_asks',
    text: 'esim for europe and a car in lisbon',
    expect: {
      links: [
        { partner: 'esim', to: ['Europe'] },
        { partner: 'cars', to: ['Lisbon', 'LIS'] },
      ],
    },
  },
  // Kyoto's city details: Kansai KIX 81 km.
  {
    id: 'd5-two-011',
    kind: 'two_asks',
    text: 'hotel in kyoto and how far is kansai airport from there',
    expect: { links: [{ partner: 'hotels', to: ['Kyoto'] }], says: [code('KIX'), km(81)] },
  },
  // Cape Town's city details: Languages Afrikaans, English…; Currency South African Rand.
  {
    id: 'd5-two-012',
    kind: 'two_asks',
    text: 'what language in cape town and is the rand their currency',
    expect: { says: ['Afrikaans', 'English', 'Rand'] },
  },
  // 6/14 can only be month first: 14 June.
  {
    id: 'd5-two-013',
    kind: 'two_asks',
    text: 'flights frankfurt to new york 6/14 and a walking tour in manhattan',
    expect: {
      links: [
        { partner: 'flights', from: ['FRA'], to: ['NYC', 'JFK', 'EWR', 'New York'], departDate: '2027-06-14' },
        { partner: 'tours', to: ['New York', 'Manhattan'] },
      ],
    },
  },
  // country-extras AU: plug I; no voltages in the data.
  {
    id: 'd5-two-014',
    kind: 'two_asks',
    text: 'plug type and voltage in australia',
    expect: { says: plugs('I'), unknown: true, notSays: [/\b2[234]0\s?V\b/i] },
  },
  // Barcelona's city details: Languages Spanish, Basque, Catalan, Galician, Occitan.
  {
    id: 'd5-two-015',
    kind: 'two_asks',
    text: 'book a hotel in barcelona and tell me if they speak catalan there',
    expect: { links: [{ partner: 'hotels', to: ['Barcelona'] }], says: ['Catalan'] },
  },
  // Dubai UTC+4; Dubai DXB.
  {
    id: 'd5-two-016',
    kind: 'two_asks',
    text: 'so im going to dubai next month, need flights from munich and whats the time there now',
    expect: { links: [{ partner: 'flights', from: ['MUC'], to: ['DXB'] }], says: [at(12, 15)] },
  },

  // ---- bookings, dates in many forms ----
  // Berlin BER, Rome ROM/FCO; 2/5 on a device in Berlin is 2 May, and the reply says which day it read.
  {
    id: 'd5-book-001',
    kind: 'booking',
    text: 'flights berlin to rome 2/5',
    expect: { links: [{ partner: 'flights', from: ['BER'], to: ['ROM', 'FCO'], departDate: '2027-05-02' }], says: [/\b2 May|May 2\b/i] },
  },
  {
    id: 'd5-book-002',
    kind: 'booking',
    text: 'hotel in paris 14/6 to 18/6',
    expect: { links: [{ partner: 'hotels', to: ['Paris'], departDate: '2027-06-14', returnDate: '2027-06-18' }] },
  },
  {
    id: 'd5-book-003',
    kind: 'booking',
    text: 'flights frankfurt new york 6/14 returning 6/28',
    expect: {
      links: [
        { partner: 'flights', from: ['FRA'], to: ['NYC', 'JFK', 'EWR', 'New York'], departDate: '2027-06-14', returnDate: '2027-06-28' },
      ],
    },
  },
  // 5 February is past on 24 March 2027: next February.
  {
    id: 'd5-book-004',
    kind: 'booking',
    text: 'car rental in nice 5th of feb to 10th of feb',
    expect: { links: [{ partner: 'cars', to: ['Nice', 'NCE'], departDate: '2028-02-05', returnDate: '2028-02-10' }] },
  },
  {
    id: 'd5-book-005',
    kind: 'booking',
    text: 'one way flight to lisbon feb 5th from berlin',
    expect: { links: [{ partner: 'flights', from: ['BER'], to: ['LIS'], departDate: '2028-02-05' }] },
  },
  {
    id: 'd5-book-006',
    kind: 'booking',
    text: 'hotel in vienna 10.04.2027 - 14.04.2027',
    expect: { links: [{ partner: 'hotels', to: ['Vienna', 'Wien'], departDate: '2027-04-10', returnDate: '2027-04-14' }] },
  },
  {
    id: 'd5-book-007',
    kind: 'booking',
    text: 'flights from munich to athens on 2027-06-01',
    expect: { links: [{ partner: 'flights', from: ['MUC'], to: ['ATH'], departDate: '2027-06-01' }] },
  },
  // Tuesday after Wednesday 24 March 2027: the 30th; two nights end on 1 April.
  {
    id: 'd5-book-008',
    kind: 'booking',
    text: 'need a hotel in prague next tuesday for 2 nights',
    expect: { links: [{ partner: 'hotels', to: ['Prague', 'Praha'], departDate: '2027-03-30', returnDate: '2027-04-01' }] },
  },
  {
    id: 'd5-book-009',
    kind: 'booking',
    text: 'book a food tour in rome the day after tomorrow',
    expect: { links: [{ partner: 'tours', to: ['Rome', 'Roma'], departDate: '2027-03-26' }] },
  },
  // Sunday after Wednesday 24 March 2027: the 28th.
  {
    id: 'd5-book-010',
    kind: 'booking',
    text: 'rental car in dublin from tomorrow until sunday',
    expect: { links: [{ partner: 'cars', to: ['Dublin', 'DUB'], departDate: '2027-03-25', returnDate: '2027-03-28' }] },
  },
  {
    id: 'd5-book-011',
    kind: 'booking',
    text: 'flights to barcelona for the 3 of us on the 3rd of may',
    expect: { links: [{ partner: 'flights', to: ['BCN'], departDate: '2027-05-03', adults: 3 }] },
  },
  {
    id: 'd5-book-012',
    kind: 'booking',
    text: 'hotel in london 23/12 to 27/12 for me and my husband',
    expect: { links: [{ partner: 'hotels', to: ['London'], departDate: '2027-12-23', returnDate: '2027-12-27', adults: 2 }] },
  },
  // 1/4 on a device in Berlin: 1 April (4 January would be next year's).
  {
    id: 'd5-book-013',
    kind: 'booking',
    text: 'cheap flight madrid to paris 1/4',
    expect: {
      links: [{ partner: 'flights', from: ['MAD'], to: ['PAR', 'CDG', 'ORY'], departDate: '2027-04-01' }],
      says: [/\b1 April|April 1\b/i],
    },
  },
  // Bangkok's own code BKK.
  {
    id: 'd5-book-014',
    kind: 'booking',
    text: 'airport transfer in bangkok',
    expect: { links: [{ partner: 'transfers', from: ['BKK', 'DMK'] }] },
  },
  {
    id: 'd5-book-015',
    kind: 'booking',
    text: 'skip the line tickets sagrada familia',
    expect: { links: [{ partner: 'tickets', to: ['Barcelona', 'Sagrada'] }] },
  },
  {
    id: 'd5-book-016',
    kind: 'booking',
    text: 'hotel amsterdam july 4th to july 8th 2 adults',
    expect: { links: [{ partner: 'hotels', to: ['Amsterdam'], departDate: '2027-07-04', returnDate: '2027-07-08', adults: 2 }] },
  },
  // Split (Croatia, 161,312 people) is the only Split in the city index.
  {
    id: 'd5-book-017',
    kind: 'booking',
    text: 'hotel in split for a week from 10 june',
    expect: { links: [{ partner: 'hotels', to: ['Split'], departDate: '2027-06-10', returnDate: '2027-06-17' }] },
  },
  {
    id: 'd5-book-018',
    kind: 'booking',
    text: 'flights london to new york for a family of four on 1/7',
    expect: {
      links: [
        { partner: 'flights', from: ['LON', 'LHR', 'London'], to: ['NYC', 'JFK', 'EWR', 'New York'], departDate: '2027-07-01', adults: 4 },
      ],
    },
  },
  {
    id: 'd5-book-019',
    kind: 'booking',
    text: 'cooking class in florence',
    expect: { links: [{ partner: 'tours', to: ['Florence', 'Firenze'] }] },
  },
  {
    id: 'd5-book-020',
    kind: 'booking',
    text: 'kayak tour in dubrovnik on 5/8',
    expect: { links: [{ partner: 'tours', to: ['Dubrovnik'], departDate: '2027-08-05' }] },
  },
  { id: 'd5-book-021', kind: 'booking', text: 'esim for europe', expect: { links: [{ partner: 'esim', to: ['Europe'] }] } },
  // Built-in rate table: 200 GBP × 1.137 = 227.40 EUR.
  {
    id: 'd5-book-022',
    kind: 'booking',
    text: 'how many euros is 200 quid',
    expect: { says: [/(?<![\d.,])(?:227[.,]40?|227(?![.,]\d))/], money: true },
  },
  {
    id: 'd5-book-023',
    kind: 'booking',
    text: 'Hotel in Seville, 12/10 - 15/10, two adults',
    expect: { links: [{ partner: 'hotels', to: ['Seville', 'Sevilla'], departDate: '2027-10-12', returnDate: '2027-10-15', adults: 2 }] },
  },

  // ---- time now, differences and conversions ----
  { id: 'd5-tz-001', kind: 'time_now', text: 'whats the time in new york rn', expect: { says: [at(4, 15)] } },
  { id: 'd5-tz-002', kind: 'time_now', text: 'current time mumbai', expect: { says: [at(13, 45)] } },
  { id: 'd5-tz-003', kind: 'time_now', text: 'is it the middle of the night in LA right now', expect: { says: [at(1, 15)] } },
  { id: 'd5-tz-004', kind: 'time_now', text: 'time in wellington nz', expect: { says: [at(21, 15)] } },
  {
    id: 'd5-tz-005',
    kind: 'time_difference',
    text: 'how far ahead is tokyo',
    expect: { says: [hours(8, 'eight'), ahead(['Tokyo'], ['you', 'your', 'here', 'Berlin'])] },
  },
  {
    id: 'd5-tz-006',
    kind: 'time_difference',
    text: 'time difference london sydney',
    expect: { says: [hours(11, 'eleven'), ahead(['Sydney'], ['London'])] },
  },
  // From 28 March Berlin is UTC+2; New York stays UTC−4.
  {
    id: 'd5-tz-007',
    kind: 'time_difference',
    text: 'difference between berlin and new york on 1 april',
    expect: { says: [hours(6, 'six'), ahead(['Berlin'], ['New York'])] },
  },
  {
    id: 'd5-tz-008',
    kind: 'time_difference',
    text: 'is cairo ahead or behind berlin',
    expect: { says: [hours(1, 'one'), ahead(['Cairo'], ['Berlin'])] },
  },
  {
    id: 'd5-tz-009',
    kind: 'time_difference',
    text: 'hours between wellington and london',
    expect: { says: [hours(13, 'thirteen'), ahead(['Wellington'], ['London'])] },
  },
  {
    id: 'd5-tz-010',
    kind: 'time_difference',
    text: 'time gap buenos aires madrid',
    expect: { says: [hours(4, 'four'), ahead(['Madrid'], ['Buenos Aires'])] },
  },
  {
    id: 'd5-tz-011',
    kind: 'time_convert',
    text: 'if i call at 3pm from berlin what time is it in new york',
    expect: { says: [at(10, 0)] },
  },
  { id: 'd5-tz-012', kind: 'time_convert', text: '9am london is what in tokyo', expect: { says: [at(18, 0)] } },
  { id: 'd5-tz-013', kind: 'time_convert', text: 'whats 14:00 tokyo time in berlin', expect: { says: [at(6, 0)] } },
  { id: 'd5-tz-014', kind: 'time_convert', text: 'meeting 10am new york time, what time is that for me', expect: { says: [at(15, 0)] } },
  { id: 'd5-tz-015', kind: 'time_convert', text: 'when its 6pm in dubai what time is it in singapore', expect: { says: [at(22, 0)] } },
  // On 2 April Berlin is UTC+2, New York UTC−4.
  { id: 'd5-tz-016', kind: 'time_convert', text: 'what time in berlin is 7am in new york on april 2', expect: { says: [at(13, 0)] } },
  { id: 'd5-tz-017', kind: 'time_convert', text: 'noon in paris is what time in mumbai', expect: { says: [at(16, 30)] } },
  { id: 'd5-tz-018', kind: 'time_convert', text: '5pm in la in london time', expect: { says: [midnight] } },
  {
    id: 'd5-tz-019',
    kind: 'time_convert',
    text: 'my flight leaves bangkok at 23:50 what time is that in berlin',
    expect: { says: [at(17, 50)] },
  },

  // ---- country facts ----
  { id: 'd5-fact-001', kind: 'country_fact', text: 'what language do they speak in brazil', expect: { says: ['Portuguese'] } },
  { id: 'd5-fact-002', kind: 'country_fact', text: 'plugs south africa', expect: { says: plugs('C', 'D', 'M', 'N') } },
  { id: 'd5-fact-003', kind: 'country_fact', text: 'which side of the road in ireland', expect: { says: [left], notSays: [right] } },
  { id: 'd5-fact-004', kind: 'country_fact', text: 'emergency number japan', expect: { says: [emergency('110'), emergency('119')] } },
  { id: 'd5-fact-005', kind: 'country_fact', text: 'currency of switzerland?', expect: { says: [/Swiss Franc|CHF/] } },
  {
    id: 'd5-fact-006',
    kind: 'country_fact',
    text: 'how much do you tip in america',
    expect: { says: [/15\s?%?\s?(?:–|-|to)\s?20\s?%/], money: true },
  },
  {
    id: 'd5-fact-007',
    kind: 'country_fact',
    text: 'capital of canada',
    expect: { says: ['Ottawa'], notSays: [/capital[^.\n]{0,30}Toronto/i] },
  },
  { id: 'd5-fact-008', kind: 'country_fact', text: 'calling code mexico', expect: { says: [/\+\s?52\b/] } },
  {
    id: 'd5-fact-009',
    kind: 'country_fact',
    text: 'what time zone is new york in',
    expect: { says: [/UTC\s?[-−–]\s?4|GMT\s?[-−–]\s?4|America\/New_York|Eastern/i] },
  },
  { id: 'd5-fact-010', kind: 'country_fact', text: 'do i need an adapter for the uk coming from germany', expect: { says: plugs('G') } },
  { id: 'd5-fact-011', kind: 'country_fact', text: 'what do they speak in belgium', expect: { says: ['Dutch', 'French', 'German'] } },
  { id: 'd5-fact-012', kind: 'country_fact', text: 'hungary money', expect: { says: ['Forint'] } },
  { id: 'd5-fact-013', kind: 'country_fact', text: 'new zealand drive left or right', expect: { says: [left], notSays: [right] } },
  {
    id: 'd5-fact-014',
    kind: 'country_fact',
    text: 'emergency number in south korea',
    expect: { says: [emergency('112'), emergency('119')] },
  },
  {
    id: 'd5-fact-015',
    kind: 'country_fact',
    text: 'capital city of turkey',
    expect: { says: ['Ankara'], notSays: [/capital[^.\n]{0,30}Istanbul/i] },
  },
  { id: 'd5-fact-016', kind: 'country_fact', text: 'country code to call norway', expect: { says: [/\+\s?47\b/] } },
  { id: 'd5-fact-017', kind: 'country_fact', text: 'is it euros in denmark', expect: { says: [/Danish Kron|DKK/] } },
  { id: 'd5-fact-018', kind: 'country_fact', text: 'tipping in hanoi', expect: { says: [/not expected/i] } },

  // ---- packing ----
  // packingWeather(64.1, 2, IS) = cold; no length given.
  { id: 'd5-pack-001', kind: 'packing', text: 'what to pack for reykjavik in february', expect: { says: [cold, typicalLength] } },
  { id: 'd5-pack-002', kind: 'packing', text: 'beach holiday in bali in august what should i pack', expect: { says: [beach] } },
  {
    id: 'd5-pack-003',
    kind: 'packing',
    text: 'business trip to london next week, what to bring',
    expect: { says: [business, typicalLength] },
  },
  { id: 'd5-pack-004', kind: 'packing', text: 'ski trip to zermatt packing list', expect: { says: [ski] } },
  { id: 'd5-pack-005', kind: 'packing', text: 'going hiking in scotland in may what do i need to pack', expect: { says: [hiking] } },
  // packingWeather(1.29, 4, SG): near the equator, hot and wet all year.
  { id: 'd5-pack-006', kind: 'packing', text: 'what should i pack for singapore in april', expect: { says: [hotWet, typicalLength] } },

  // ---- the traveller's own trip (fixtures.ts) ----
  { id: 'd5-trip-001', kind: 'my_trip', text: 'when do i land in amsterdam tomorrow', expect: { says: [at(11, 55)] } },
  { id: 'd5-trip-002', kind: 'my_trip', text: 'phone number of my amsterdam hotel', expect: { says: ['+31 20 662 3233'] } },
  { id: 'd5-trip-003', kind: 'my_trip', text: 'which terminal do i fly from tomorrow', expect: { says: [/terminal\s?1\b|\bT1\b/i] } },
  { id: 'd5-trip-004', kind: 'my_trip', text: 'what time is the rijksmuseum', expect: { says: [at(17, 0)] } },
  {
    id: 'd5-trip-005',
    kind: 'my_trip',
    text: 'when do i fly back from amsterdam',
    expect: { says: [at(17, 10), /27 March|March 27|Mar(?:ch)? 27|27th/i] },
  },
  { id: 'd5-trip-006', kind: 'my_trip', text: 'address of the tokyo hotel pls', expect: { says: ['1-7-1 Higashi Shimbashi'] } },
  { id: 'd5-trip-007', kind: 'my_trip', text: 'whats my flight number to rome', expect: { says: [/AZ\s?415/] } },
  {
    id: 'd5-trip-008',
    kind: 'my_trip',
    text: 'when do we fly to japan',
    expect: { says: [/2 May|May 2|2nd/i, at(12, 5)] },
  },
  { id: 'd5-trip-009', kind: 'my_trip', text: 'whats planned for the 4th of may', expect: { says: ['Mount Takao', at(8, 0)] } },
  { id: 'd5-trip-010', kind: 'my_trip', text: 'booking ref for my rome flights', expect: { says: ['R8M2QX'] } },
  { id: 'd5-trip-011', kind: 'my_trip', text: 'where am i staying in kyoto', expect: { says: ['Hotel Kanra Kyoto'] } },
  { id: 'd5-trip-012', kind: 'my_trip', text: 'what do i need to bring to the workshop', expect: { says: ['printed proposal'] } },
  { id: 'd5-trip-013', kind: 'my_trip', text: 'is there anything booked for me in paris in april', expect: { unknown: true } },
  { id: 'd5-trip-014', kind: 'my_trip', text: 'what time is the train to kyoto', expect: { says: [at(10, 0)] } },

  // ---- follow-ups ----
  // Built-in rate table: 50 EUR × 178.9 = 8,945 JPY.
  {
    id: 'd5-follow-001',
    kind: 'follow_up',
    before: ['what currency do they use in japan'],
    text: 'how much is 50 euros in their money',
    expect: { says: [/(?<![\d.,])8[,.\s\u202f]?945(?![\d])/], money: true },
  },
  // 100 USD × 32.46 = 3,246 THB.
  {
    id: 'd5-follow-002',
    kind: 'follow_up',
    before: ['going to bangkok next week'],
    text: 'whats 100 dollars in their money',
    expect: { says: [/(?<![\d.,])3[,.\s\u202f]?246(?![\d])/], money: true },
  },
  // The rate table has no Czech Koruna.
  {
    id: 'd5-follow-003',
    kind: 'follow_up',
    before: ['what currency in prague'],
    text: 'and 50 euros in their money?',
    expect: { unknown: true, money: true, notSays: [/\d\s?(?:CZK|Kč)|(?:CZK|Kč)\s?\d/] },
  },
  { id: 'd5-follow-004', kind: 'follow_up', before: ['time in new york'], text: 'and in chicago?', expect: { says: [at(3, 15)] } },
  // country-extras AR: plugs C, I.
  {
    id: 'd5-follow-005',
    kind: 'follow_up',
    before: ['plug type in brazil'],
    text: 'what about argentina',
    expect: { says: plugs('C', 'I') },
  },
  {
    id: 'd5-follow-006',
    kind: 'follow_up',
    before: ['hotels in lisbon'],
    text: 'and porto?',
    expect: { links: [{ partner: 'hotels', to: ['Porto', 'Oporto'] }] },
  },
  {
    id: 'd5-follow-007',
    kind: 'follow_up',
    before: ['flights from berlin to vienna'],
    text: 'make it 14/6',
    expect: { links: [{ partner: 'flights', from: ['BER'], to: ['VIE'], departDate: '2027-06-14' }] },
  },
  {
    id: 'd5-follow-008',
    kind: 'follow_up',
    before: ['when is my flight tomorrow'],
    text: 'and the hotel address?',
    expect: { says: ['Nes 49'] },
  },
  { id: 'd5-follow-009', kind: 'follow_up', before: ['capital of spain'], text: 'and portugal', expect: { says: ['Lisbon'] } },
  // Pisa's city details: Pisa International PSA 3 km.
  {
    id: 'd5-follow-010',
    kind: 'follow_up',
    before: ['nearest airport to florence'],
    text: 'and to pisa?',
    expect: { says: [code('PSA')] },
  },
  {
    id: 'd5-follow-011',
    kind: 'follow_up',
    before: ['tours in prague'],
    text: 'what about hotels there',
    expect: { links: [{ partner: 'hotels', to: ['Prague', 'Praha'] }] },
  },
  // country-extras BE: plugs C, E.
  {
    id: 'd5-follow-012',
    kind: 'follow_up',
    before: ['what language do they speak in belgium'],
    text: 'and the plugs',
    expect: { says: plugs('C', 'E') },
  },
  {
    id: 'd5-follow-013',
    kind: 'follow_up',
    before: ['lounge at heathrow'],
    text: 'and at changi?',
    expect: { links: [{ partner: 'lounges', from: ['SIN'] }] },
  },
  // In July Berlin is UTC+2, Tokyo UTC+9.
  {
    id: 'd5-follow-014',
    kind: 'follow_up',
    before: ['time difference berlin tokyo'],
    text: 'and in july?',
    expect: { says: [hours(7, 'seven')] },
  },

  // ---- what the data does not hold ----
  {
    id: 'd5-unknown-001',
    kind: 'unknown',
    text: 'how do i get from the colosseum to the trevi fountain',
    expect: { unknown: true, notLinks: ['flights'] },
  },
  { id: 'd5-unknown-002', kind: 'unknown', text: 'which metro line goes to montmartre', expect: { unknown: true, notLinks: ['flights'] } },
  {
    id: 'd5-unknown-003',
    kind: 'unknown',
    text: 'walking directions from the louvre to notre dame',
    expect: { unknown: true, notLinks: ['flights'] },
  },
  { id: 'd5-unknown-004', kind: 'unknown', text: 'best restaurant near the eiffel tower', expect: { unknown: true } },
  { id: 'd5-unknown-005', kind: 'unknown', text: 'plug type in romania', expect: { unknown: true, notSays: [anyPlugType] } },
  { id: 'd5-unknown-006', kind: 'unknown', text: 'do they drive on the left in malta', expect: { unknown: true, notSays: [drivesOn] } },
  {
    id: 'd5-unknown-007',
    kind: 'unknown',
    text: 'emergency number in jordan',
    expect: { unknown: true, notSays: [/(?<![\d+])(?:911|112|999|191|110)(?!\d)/] },
  },
  { id: 'd5-unknown-008', kind: 'unknown', text: 'tipping in sri lanka', expect: { unknown: true, notSays: [/\b\d+\s?%/] } },
  { id: 'd5-unknown-009', kind: 'unknown', text: 'is uber available in lisbon', expect: { unknown: true } },
  {
    id: 'd5-unknown-010',
    kind: 'unknown',
    text: 'how long is the flight from berlin to tokyo',
    expect: { unknown: true, notSays: [/\b1\d\s?(?:h|hours)\b/i] },
  },
  {
    id: 'd5-unknown-011',
    kind: 'unknown',
    text: 'is the sagrada familia open on sundays',
    expect: { unknown: true, notSays: [/\bopen (?:on )?sundays?\b|closed on/i] },
  },
  {
    id: 'd5-unknown-012',
    kind: 'unknown',
    text: 'how many czech crowns for 100 euros',
    expect: { unknown: true, money: true, notSays: [/\d\s?(?:CZK|Kč)|(?:CZK|Kč)\s?\d/] },
  },
  {
    id: 'd5-unknown-013',
    kind: 'unknown',
    text: 'whats the weather in london next week',
    expect: { unknown: true, notSays: [/\bsunny\b|\bshowers\b/i] },
  },
  {
    id: 'd5-unknown-014',
    kind: 'unknown',
    text: 'how do i get to my hotel from the station in rome',
    expect: { unknown: true, says: ['Hotel Artemide'] },
  },
  {
    id: 'd5-unknown-015',
    kind: 'unknown',
    text: 'what bus goes from piccadilly circus to camden',
    expect: { unknown: true, notLinks: ['flights'] },
  },

  // ---- probes: phrasings of our own tried on the engine while fixing it, written in the same step as their fix ----
  // Madrid's city details: Tipping Not obligatory; round up or leave 5–10% for good service.
  {
    id: 'd5-probe-001',
    kind: 'two_asks',
    text: 'can you book me a room in madrid and tell me the tipping custom there',
    expect: { links: [{ partner: 'hotels', to: ['Madrid'] }], says: [/5\s?(?:–|-|to)\s?10\s?%/] },
  },
  // Thursday and the Monday after it, from Wednesday 24 March 2027: the 25th and the 29th; Manchester MAN (United Kingdom).
  {
    id: 'd5-probe-002',
    kind: 'booking',
    text: 'flights from manchester to new york on thursday returning the following monday',
    expect: {
      links: [{ partner: 'flights', from: ['MAN'], to: ['NYC', 'JFK', 'EWR'], departDate: '2027-03-25', returnDate: '2027-03-29' }],
    },
  },
  // Toledo, Spain (85,000 people) beside Madrid, not Toledo, Ohio; Saturday is the 27th.
  {
    id: 'd5-probe-003',
    kind: 'booking',
    text: 'day trip to toledo from madrid on saturday',
    expect: { links: [{ partner: 'tours', to: ['Toledo'], departDate: '2027-03-27' }], notSays: ['United States'] },
  },
  // Tokyo UTC+9, Berlin UTC+1: 7 am in Tokyo is 23:00 the day before at home.
  { id: 'd5-probe-004', kind: 'time_convert', text: 'if i land in tokyo at 7am what time is it at home', expect: { says: [at(23, 0)] } },
  { id: 'd5-probe-005', kind: 'unknown', text: 'how do i get from shinjuku to shibuya', expect: { unknown: true, notLinks: ['flights'] } },
  {
    id: 'd5-probe-006',
    kind: 'unknown',
    text: "what's the best area to stay in barcelona",
    expect: { unknown: true, links: [{ partner: 'hotels', to: ['Barcelona'] }] },
  },
  { id: 'd5-probe-007', kind: 'follow_up', before: ['flights to lisbon'], text: 'cheaper on tuesday?', expect: { unknown: true } },
  // Dubai UTC+4: 12:15.
  { id: 'd5-probe-008', kind: 'follow_up', before: ['hotels in dubai'], text: 'whats the time there now', expect: { says: [at(12, 15)] } },
  // Sydney UTC+11: 19:15.
  { id: 'd5-probe-009', kind: 'time_now', text: 'is it night in sydney', expect: { says: [at(19, 15)] } },
  // Kyoto's city details: Kansai KIX 81 km.
  { id: 'd5-probe-010', kind: 'airport_named', text: 'how far is kansai airport from kyoto', expect: { says: [code('KIX'), km(81)] } },
  { id: 'd5-probe-011', kind: 'unknown', text: 'how much money should i take to thailand', expect: { unknown: true } },
  // cc VN: Vietnamese Dong.
  { id: 'd5-probe-012', kind: 'country_fact', text: 'money in vietnam', expect: { says: [/Dong|VND/] } },
  // Built-in rate table: 100 EUR × 1696 = 169,600 KRW.
  {
    id: 'd5-probe-013',
    kind: 'booking',
    text: '100 euros in the local currency in seoul',
    expect: { says: [/(?<![\d.,])169[,.\s\u202f]?600(?![\d])/], money: true },
  },
  // Mexico City UTC−6: 02:15.
  { id: 'd5-probe-014', kind: 'time_now', text: 'time in mexico city', expect: { says: [at(2, 15)] } },
  // Venice's city details: Marco Polo VCE 8 km, Treviso TSF 26 km (Treviso's own airport bears its name).
  {
    id: 'd5-probe-015',
    kind: 'airport_named',
    text: 'Which airport should I use for Venice, Marco Polo or Treviso?',
    expect: { says: [code('VCE'), code('TSF')] },
  },
  // New York City's city details: Newark EWR, JFK.
  { id: 'd5-probe-016', kind: 'airport_named', text: 'EWR or JFK for brooklyn', expect: { says: [code('EWR'), code('JFK')] } },
  // byIata BCN: Josep Tarradellas Barcelona-El Prat Airport, Barcelona.
  { id: 'd5-probe-017', kind: 'airport_code', text: "what's BCN", expect: { says: ['Barcelona', /El Prat|Tarradellas/] } },
  // La Spezia's city details (the Cinque Terre's town): Pisa PSA 65 km.
  { id: 'd5-probe-018', kind: 'airport_nearest', text: 'closest airport to cinque terre', expect: { says: [code('PSA')] } },
  {
    id: 'd5-probe-019',
    kind: 'booking',
    text: 'hotel close to fiumicino for an early flight',
    expect: { links: [{ partner: 'hotels', to: ['Rome', 'FCO', 'Fiumicino'] }], notLinks: ['flights'] },
  },
  {
    id: 'd5-probe-020',
    kind: 'airport_named',
    text: "Hi! We're flying into Heathrow next Tuesday and need to get to our hotel in Kensington, can you sort a transfer?",
    expect: { links: [{ partner: 'transfers', from: ['LHR'] }], notLinks: ['flights'], notSays: ['United States'] },
  },
  // Nice's city details: NCE 6 km.
  { id: 'd5-probe-021', kind: 'airport_nearest', text: 'which airport for nice', expect: { says: [code('NCE')] } },
  // Los Angeles UTC−7 01:15, New York UTC−4 04:15; London 08:15, Tokyo 17:15.
  { id: 'd5-probe-022', kind: 'two_asks', text: 'current time in LA and NYC', expect: { says: [at(1, 15), at(4, 15)] } },
  { id: 'd5-probe-023', kind: 'two_asks', text: 'what time is it in London and Tokyo', expect: { says: [at(8, 15), at(17, 15)] } },
  // country-extras ES and PT: plugs C, F.
  {
    id: 'd5-probe-024',
    kind: 'two_asks',
    text: 'plugs in Spain and Portugal',
    expect: { says: ['Spain', 'Portugal', ...plugs('C', 'F')] },
  },
  {
    id: 'd5-probe-025',
    kind: 'two_asks',
    text: 'hotels in Rome and Florence',
    expect: {
      links: [
        { partner: 'hotels', to: ['Rome'] },
        { partner: 'hotels', to: ['Florence'] },
      ],
    },
  },
  // fixtures.ts: KL 1774 lands 11:55 tomorrow; 10 April holds the Colosseum tour at 14:15; Mia owns the shared
  // Tokyo trip; the Tokyo flight leaves on 2 May; on the night of 4 May they sleep at Park Hotel Tokyo.
  { id: 'd5-probe-026', kind: 'my_trip', text: 'wat time do i land in amsterdam', expect: { says: [at(11, 55)], notSays: ['Waterford'] } },
  { id: 'd5-probe-027', kind: 'my_trip', text: 'whens my flight tmrw', expect: { says: [/KL\s?1774/, at(10, 25)] } },
  { id: 'd5-probe-028', kind: 'my_trip', text: "what's on on 10 april", expect: { says: ['Colosseum', at(14, 15)] } },
  { id: 'd5-probe-029', kind: 'my_trip', text: 'whats mias role on the japan trip', expect: { says: ['Mia', /owner/i] } },
  {
    id: 'd5-probe-030',
    kind: 'my_trip',
    text: 'what day do i fly to tokyo',
    expect: { says: [/2 May|May 2/], notLinks: ['flights'] },
  },
  {
    id: 'd5-probe-031',
    kind: 'my_trip',
    text: 'where am i staying on 4 may',
    expect: { says: ['Park Hotel Tokyo'], notSays: ['Nesplein'] },
  },
  // No journey times in the data; the rate table and the country table hold the yen, not where to change money.
  { id: 'd5-probe-032', kind: 'unknown', text: 'how long is the train from paris to london', expect: { unknown: true } },
  { id: 'd5-probe-033', kind: 'unknown', text: 'where can i exchange money in tokyo', expect: { unknown: true, says: [/Yen|JPY/] } },
  // cc CH: German, French, Italian; cc BE: Dutch, French, German.
  {
    id: 'd5-probe-034',
    kind: 'two_asks',
    text: 'what language do they speak in switzerland and belgium',
    expect: { says: ['Switzerland', 'Belgium', 'Italian', 'Dutch'] },
  },
  // Lisbon UTC+0, Madrid UTC+1.
  {
    id: 'd5-probe-035',
    kind: 'time_difference',
    text: 'is portugal in the same time zone as spain',
    expect: { says: [hours(1, 'one'), ahead(['Madrid', 'Spain'], ['Lisbon', 'Portugal'])] },
  },
  // Tokyo UTC+9, London UTC+0: 10 am in Tokyo is 01:00 in London.
  { id: 'd5-probe-036', kind: 'time_convert', text: 'convert 10am tokyo to london', expect: { says: [at(1, 0)] } },
  // country-extras FR and IT tipping.
  { id: 'd5-probe-037', kind: 'two_asks', text: 'tipping in france and italy?', expect: { says: [/service compris/i, /coperto/i] } },
  {
    id: 'd5-probe-038',
    kind: 'booking',
    text: 'hotel 2 ppl paris 3rd-6th june',
    expect: { links: [{ partner: 'hotels', to: ['Paris'], departDate: '2027-06-03', returnDate: '2027-06-06', adults: 2 }] },
  },
  // The next 10th after 24 March 2027 is 10 April; the 3rd before it, 3 April.
  {
    id: 'd5-probe-039',
    kind: 'booking',
    text: 'i want to fly to lisbon from london on the 3rd and come back on the 10th',
    expect: { links: [{ partner: 'flights', from: ['LON', 'LHR'], to: ['LIS'], departDate: '2027-04-03', returnDate: '2027-04-10' }] },
  },
  // byIata CDG (Paris); Rome's city details: Ciampino CIA 12 km; Florence's (Tuscany's town): Peretola FLR, Pisa PSA.
  {
    id: 'd5-probe-040',
    kind: 'airport_named',
    text: 'is there a train from charles de gaulle to the city',
    expect: { links: [{ partner: 'transfers', from: ['CDG'] }] },
  },
  {
    id: 'd5-probe-041',
    kind: 'airport_named',
    text: 'how far is ciampino from the colosseum',
    expect: { says: [code('CIA'), km(12)], notSays: ['underground tour'] },
  },
  {
    id: 'd5-probe-042',
    kind: 'airport_nearest',
    text: 'what is the best airport to fly into for tuscany',
    expect: { says: [code('FLR'), code('PSA')] },
  },
  // byIata LHR; London UTC+0 08:15.
  {
    id: 'd5-probe-043',
    kind: 'two_asks',
    text: 'heathrow airport code and the time in london',
    expect: { says: [code('LHR'), at(8, 15)] },
  },
  // cc MX: Mexican Peso, not in the rate table; 100 USD × 154.2 = 15,420 JPY.
  {
    id: 'd5-probe-044',
    kind: 'two_asks',
    text: 'what currency do they use in mexico and how much is 100 dollars in it',
    expect: { says: ['Mexican Peso'], unknown: true, money: true, notSays: [/\d\s?MXN|MXN\s?\d/] },
  },
  {
    id: 'd5-probe-045',
    kind: 'two_asks',
    text: 'what currency do they use in japan and how much is 100 dollars in it',
    expect: { says: ['Yen', /(?<![\d.,])15[,.\s\u202f]?420(?![\d])/], money: true },
  },
  // Berlin UTC+1, New York UTC−4; Tokyo UTC+9: 7 pm in Tokyo is 11:00 in Berlin.
  {
    id: 'd5-probe-046',
    kind: 'time_difference',
    text: 'how many hours differance berlin new york',
    expect: { says: [hours(5, 'five'), ahead(['Berlin'], ['New York'])] },
  },
  { id: 'd5-probe-047', kind: 'time_convert', text: "what's 7 in the evening in tokyo in berlin", expect: { says: [at(11, 0)] } },
  {
    id: 'd5-probe-048',
    kind: 'unknown',
    text: 'what time is sunrise in paris',
    expect: { unknown: true, notSays: [/sun ?rise (?:is )?at \d/i] },
  },
  // Kyoto's city details: Osaka International ITM 39 km, Kansai KIX 81 km.
  {
    id: 'd5-probe-049',
    kind: 'follow_up',
    before: ['tell me about kyoto'],
    text: 'how far is the airport',
    expect: { says: [code('ITM'), code('KIX')] },
  },
  // cc BR: Portuguese (the data says nothing of English there).
  {
    id: 'd5-probe-050',
    kind: 'follow_up',
    before: ['what language in brazil'],
    text: 'is english common?',
    expect: { says: ['Portuguese'], notSays: [/english is (?:widely|commonly) spoken/i] },
  },
  // The next 8th after 24 March 2027: 8 April; three nights end on the 11th.
  {
    id: 'd5-probe-051',
    kind: 'follow_up',
    before: ['hotel in rome for 3 nights'],
    text: 'from the 8th',
    expect: { links: [{ partner: 'hotels', to: ['Rome'], departDate: '2027-04-08', returnDate: '2027-04-11' }] },
  },
  // Lagos, Portugal (80 km from Faro), not Lagos, Nigeria.
  {
    id: 'd5-probe-052',
    kind: 'two_asks',
    text: 'need a car in faro and also a hotel in lagos for a week',
    expect: {
      links: [
        { partner: 'cars', to: ['Faro'] },
        { partner: 'hotels', to: ['Lagos, Portugal'] },
      ],
      notSays: ['Nigeria'],
    },
  },
  {
    id: 'd5-probe-053',
    kind: 'two_asks',
    text: "hotel in lisbon and what's there to do",
    expect: {
      links: [
        { partner: 'hotels', to: ['Lisbon'] },
        { partner: 'tours', to: ['Lisbon'] },
      ],
    },
  },
  {
    id: 'd5-probe-054',
    kind: 'two_asks',
    text: 'find me flights to barcelona. also need a hotel near the beach',
    expect: {
      links: [
        { partner: 'flights', to: ['BCN'] },
        { partner: 'hotels', to: ['Barcelona'] },
      ],
      notSays: ['United States'],
    },
  },
  // The next 12th after 24 March 2027 is 12 April; the hotel runs to the 15th.
  {
    id: 'd5-probe-055',
    kind: 'two_asks',
    text: 'flights to madrid on the 12th and a hotel until the 15th',
    expect: {
      links: [
        { partner: 'flights', to: ['MAD'], departDate: '2027-04-12' },
        { partner: 'hotels', to: ['Madrid'], departDate: '2027-04-12', returnDate: '2027-04-15' },
      ],
    },
  },
  // Barcelona's city details (Catalonia's capital): Languages Spanish, Basque, Catalan, Galician, Occitan.
  { id: 'd5-probe-056', kind: 'country_fact', text: 'what language do they speak in catalonia', expect: { says: ['Catalan', 'Spanish'] } },
  {
    id: 'd5-probe-057',
    kind: 'unknown',
    text: 'where is the best place to see the northern lights',
    expect: { unknown: true, notSays: ['Cincinnati', 'CVG'] },
  },
  { id: 'd5-probe-058', kind: 'unknown', text: 'which is better, rome or florence', expect: { unknown: true } },
  // Brugge, Belgium in the city index.
  {
    id: 'd5-probe-059',
    kind: 'country_fact',
    text: 'is it worth visiting bruges',
    expect: { says: ['Belgium'], notSays: ['Dallas', 'DFW'] },
  },
  { id: 'd5-probe-060', kind: 'unknown', text: 'is july a good time to go to greece', expect: { unknown: true } },
  {
    id: 'd5-probe-061',
    kind: 'follow_up',
    before: ['hotels in tokyo'],
    text: 'are they expensive',
    expect: { unknown: true, links: [{ partner: 'hotels', to: ['Tokyo'] }] },
  },
  {
    id: 'd5-probe-062',
    kind: 'unknown',
    text: 'do i need to book the vatican in advance',
    expect: { says: ['Rome'], notSays: ['United States'] },
  },
  // Salzburg's city details list Munich Airport MUC (113 km); byIata NRT (Tokyo), LHR (London).
  {
    id: 'd5-probe-063',
    kind: 'airport_named',
    text: 'Munich airport to Salzburg transfer',
    expect: { links: [{ partner: 'transfers', from: ['MUC'], to: ['Salzburg'] }] },
  },
  {
    id: 'd5-probe-064',
    kind: 'airport_named',
    text: 'I need to get from Narita to Shinjuku',
    expect: { links: [{ partner: 'transfers', from: ['NRT'] }] },
  },
  {
    id: 'd5-probe-065',
    kind: 'airport_named',
    text: 'how do i get from heathrow to shoreditch',
    expect: { links: [{ partner: 'transfers', from: ['LHR'] }], notLinks: ['flights'] },
  },
  {
    id: 'd5-probe-066',
    kind: 'booking',
    text: 'Yo, need flights to Ibiza for me and 3 mates, 12th-19th July',
    expect: { links: [{ partner: 'flights', to: ['IBZ'], departDate: '2027-07-12', returnDate: '2027-07-19', adults: 4 }] },
  },
  // Built-in rate table: 1 EUR = 37.66 THB, 1 USD = 32.46 THB.
  {
    id: 'd5-probe-067',
    kind: 'booking',
    text: 'whats the exchange rate in thailand',
    expect: { says: ['Baht', /37[.,]66/], money: true },
  },
  // byIata ORY and CDG (Paris).
  { id: 'd5-probe-068', kind: 'airport_code', text: 'ORY to CDG', expect: { says: ['Orly', 'Charles de Gaulle'] } },
  // cc ES: capital Madrid; Madrid UTC+1, 09:15.
  { id: 'd5-probe-069', kind: 'two_asks', text: 'capital of spain and time there', expect: { says: ['Madrid', at(9, 15)] } },
];
