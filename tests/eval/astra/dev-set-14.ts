// Astra's evaluation set (issue 20), development part, fifteenth batch: written in the eighteenth tuning
// pass (helper astra18) before its engine code was opened, weighted to the single-kind answers no pass
// had looked at for a long while: country and city facts (asked for a country, for a city in it, by a
// demonym or an adjective, misspelled, lower case, without punctuation, inside a story, politely and
// indirectly), the time now (also "over there" after a place was named), named airports (by nickname
// and full name), the nearest airports (small towns, islands, regions), airport codes (lower case, in
// a sentence, two in one), packing (places, seasons, kinds of trip, lengths in nights or "a long
// weekend" or none) and unknowns that must be declined without inventing. Writers vary: phone-typed
// lower case, terse, polite, non-native English, long messages written with time.
// Expectations are lenient on wording and strict on facts. Facts come from the app's data (the city
// index: country facts, city details and their airports, airport codes; src/domain/country-extras.ts;
// src/domain/packing.ts's packingWeather) and Intl for the time at the fixed moment of ./fixtures.ts
// (Wednesday 24 March 2027, 08:15 UTC), looked up by a scratch script kept out of the repository; the
// comment above a case names its source. Where the data holds no answer the case is an unknown.
// Scored by ./score.ts. The 22 probes at the end (`d15-probe-…`) were written after the batch's first run, for
// the rules it led to, in other words and places.
import type { EvalCase } from './score';

const plug = (letter: string): RegExp => new RegExp(`(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\\b[^\\n]{0,80}?\\b${letter}\\b`);
const plugs = (...letters: string[]): RegExp[] => letters.map(plug);
const left = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i;
const right = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i;
const callingCode = (code: string): RegExp => new RegExp(`\\+\\s?${code}\\b|\\b00\\s?${code}\\b|code[^.\\n]{0,30}\\b${code}\\b`, 'i');
const emergency = (number: string): RegExp => new RegExp(`(?<![\\d+])${number}(?!\\d)`);
const percentRange = (from: number, to: number): RegExp =>
  new RegExp(`${from}\\s?%?\\s?(?:–|-|to)\\s?${to}\\s?%|${from}\\s?(?:–|-|to)\\s?${to} ?(?:per ?cent|percent)`, 'i');
/** A clock time in 24-hour or 12-hour form ("04:15", "4:15 am"). */
const clock = (h24: string, h12: string, half: 'am' | 'pm') => new RegExp(`\\b${h24}\\b|\\b${h12}\\s*${half[0]}\\.?\\s*m\\b`, 'i');
const km = (distance: number): RegExp => new RegExp(`\\b${distance}\\s?(?:km|kilometres|kilometers)\\b`, 'i');
/** A length of stay said back (the one given, or a typical one assumed and said). */
const length =
  /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i;
const cold = /winter coat|thermal|warm hat|gloves|insulated/i;
const cool = /warm (?:jacket|sweater|layers|coat)|sweater|fleece|jumper|layers/i;
const mild = /light jacket|layers|sweater|cardigan|umbrella/i;
const hot = /sunscreen|sun cream|swimwear|sunglasses|sandals/i;
const wet = /rain (?:jacket|coat)|poncho|insect repellent|mosquito|umbrella/i;
const beach = /swim(?:wear|suit|ming)|sunscreen|sun cream|beach towel/i;
const ski = /ski (?:jacket|goggles|gloves|socks|clothes)|goggles|thermal/i;
const hiking = /hiking boots|boots|head torch|blister/i;
const business = /business (?:outfit|clothes|attire|wear|cards)|\bsuit\b|smart (?:shoes|clothes|outfit)|laptop/i;
const kids = /\bkids?\b|\bchild|children|little ones|toddler|baby/i;

export const devSetFourteenth: EvalCase[] = [
  // ── Country and city facts ─────────────────────────────────────────────────────────────────────
  // countryExtras.JP.tipping: Not customary, and it can cause confusion.
  { id: 'd15-fact-001', kind: 'country_fact', text: 'do the japanese tip', expect: { says: [/not customary|not expected|confus/i] } },
  // countryExtras.IE.drivingSide: left
  {
    id: 'd15-fact-002',
    kind: 'country_fact',
    text: 'what side of the road do they drive on in ireland',
    expect: { says: [left], notSays: [right] },
  },
  // Bali is Indonesia (DPS Ngurah Rai (Bali) International Airport → Denpasar, ID); countryExtras.ID.plugs: C, F
  { id: 'd15-fact-003', kind: 'country_fact', text: 'will my uk charger work in bali', expect: { says: plugs('C', 'F') } },
  // country facts VN currency: Vietnamese Dong (VND)
  {
    id: 'd15-fact-004',
    kind: 'country_fact',
    text: 'whats the currency in vietnam',
    expect: { says: [/Vietnamese Dong|\bVND\b|\bdong\b/i] },
  },
  // Zurich (CH): languages German, French, Italian
  { id: 'd15-fact-005', kind: 'country_fact', text: 'what language do they speak in zurich', expect: { says: ['German'] } },
  // countryExtras.CH.drivingSide: right
  { id: 'd15-fact-006', kind: 'country_fact', text: 'do the swiss drive on the right?', expect: { says: [right], notSays: [left] } },
  // countryExtras.TH.emergency: 191 (police), 1669 (ambulance), 1155 (tourist police); "thailnd" misspelled
  {
    id: 'd15-fact-007',
    kind: 'country_fact',
    text: 'emergency number in thailnd',
    expect: { says: [emergency('191'), emergency('1669')] },
  },
  // country facts PT callingCodes: 351
  { id: 'd15-fact-008', kind: 'country_fact', text: 'calling code for portugal', expect: { says: [callingCode('351')] } },
  // Mexico City: America/Mexico_City, UTC-6 (Intl, no daylight saving)
  {
    id: 'd15-fact-009',
    kind: 'country_fact',
    text: 'what time zone is mexico city in',
    expect: { says: [/UTC\s?[-−–]\s?0?6\b|GMT\s?[-−–]\s?0?6\b|America\/Mexico_City|[-−–]06:00|Central/i] },
  },
  // country facts AU capital: Canberra
  {
    id: 'd15-fact-010',
    kind: 'country_fact',
    text: 'capital of australia?',
    expect: { says: ['Canberra'], notSays: [/capital[^.\n]{0,30}Sydney/i] },
  },
  // countryExtras.US.tipping: 15–20% in restaurants and for taxis; $1–2 a drink at bars.
  {
    id: 'd15-fact-011',
    kind: 'country_fact',
    text: 'Is tipping expected in the US? how much do people usually leave',
    expect: { says: [percentRange(15, 20)], money: true },
  },
  // country facts HR currency: Euro (EUR)
  {
    id: 'd15-fact-012',
    kind: 'country_fact',
    text: "My girlfriend and I are finally doing the trip we've been talking about for years, two weeks in Croatia in September, starting in Split and ending in Dubrovnik. We've booked most things but I just realised I have no idea what money they use there now, I heard they changed it recently?",
    expect: { says: [/\bEuros?\b|\bEUR\b/i] },
  },
  // countryExtras.ZA.plugs: C, D, M, N
  { id: 'd15-fact-013', kind: 'country_fact', text: 'which plugs in south africa', expect: { says: plugs('C', 'D', 'M', 'N') } },
  // countryExtras.NZ.emergency: 111
  {
    id: 'd15-fact-014',
    kind: 'country_fact',
    text: "Hi, sorry to bother you, could you possibly tell me what the emergency number is in New Zealand, just in case something happens while we're out hiking?",
    expect: { says: [emergency('111')] },
  },
  // country facts KR currency: South Korean Won (KRW); by the adjective
  { id: 'd15-fact-015', kind: 'country_fact', text: 'korean money?', expect: { says: [/South Korean Won|\bKRW\b|\bWon\b/i] } },
  // Casablanca (MA): languages Arabic
  { id: 'd15-fact-016', kind: 'country_fact', text: 'what do people speak in casablanca', expect: { says: ['Arabic'] } },
  // countryExtras.AU.drivingSide: left
  { id: 'd15-fact-017', kind: 'country_fact', text: 'driving side australia', expect: { says: [left], notSays: [right] } },
  // countryExtras.FR.tipping: Service is included (service compris); a few euros for good service is a kind extra.
  {
    id: 'd15-fact-018',
    kind: 'country_fact',
    text: 'tipping in france, what is normal?',
    expect: { says: [/service (?:is )?included|service compris/i] },
  },
  // country facts GB callingCodes: 44
  { id: 'd15-fact-019', kind: 'country_fact', text: 'whats the dialing code for the uk', expect: { says: [callingCode('44')] } },
  // Amsterdam (NL): languages Dutch
  { id: 'd15-fact-020', kind: 'country_fact', text: 'do they speak english in amsterdam or only dutch', expect: { says: ['Dutch'] } },
  // country facts CA capital: Ottawa
  { id: 'd15-fact-021', kind: 'country_fact', text: 'the capital city of canada is toronto right?', expect: { says: ['Ottawa'] } },
  // Budapest (HU): Hungarian Forint (HUF)
  {
    id: 'd15-fact-022',
    kind: 'country_fact',
    text: 'currency in budapest pls',
    expect: { says: [/Hungarian Forint|\bHUF\b|\bForints?\b/i] },
  },
  // Tokyo (JP): countryExtras.JP.plugs A, B
  { id: 'd15-fact-023', kind: 'country_fact', text: 'power sockets in tokyo', expect: { says: plugs('A', 'B') } },
  // countryExtras.MX.emergency: 911
  { id: 'd15-fact-024', kind: 'country_fact', text: 'is the emergency number 911 in mexico too', expect: { says: [emergency('911')] } },
  // countryExtras.GB.drivingSide: left; by the demonym
  { id: 'd15-fact-025', kind: 'country_fact', text: 'which side do the brits drive on', expect: { says: [left], notSays: [right] } },
  // Barcelona (ES): languages Spanish, Basque, Catalan, Galician, Occitan
  { id: 'd15-fact-026', kind: 'country_fact', text: 'what language do they speak in barcelona', expect: { says: ['Spanish', 'Catalan'] } },
  // countryExtras.GR.tipping: Round up or leave 5–10% in restaurants.
  { id: 'd15-fact-027', kind: 'country_fact', text: 'do greeks expect tips', expect: { says: [/5\s?%?\s?(?:–|-|to)\s?10\s?%|round up/i] } },
  // Mumbai (IN): countryExtras.IN.plugs C, D, M
  {
    id: 'd15-fact-028',
    kind: 'country_fact',
    text: 'which adapter do i need for my hair straightener in mumbai',
    expect: { says: plugs('C', 'D', 'M') },
  },
  // country facts IS currency: Icelandic Króna (ISK)
  {
    id: 'd15-fact-029',
    kind: 'country_fact',
    text: 'what currency do they use in iceland, do i need cash at all',
    expect: { says: [/Icelandic Kr[oó]na|\bISK\b|\bkr[oó]nur?\b/i] },
  },
  // Dubai (AE): countryExtras.AE.emergency 999 (police), 998 (ambulance), 997 (fire)
  {
    id: 'd15-fact-030',
    kind: 'country_fact',
    text: 'whats the number for an ambulance in dubai',
    expect: { says: [emergency('998')] },
  },
  // country facts CH currency: Swiss Franc (CHF); "swizerland" misspelled
  { id: 'd15-fact-031', kind: 'country_fact', text: 'currancy in swizerland', expect: { says: [/Swiss Franc|\bCHF\b|\bFrancs?\b/i] } },
  // country facts NO callingCodes: 47
  { id: 'd15-fact-032', kind: 'country_fact', text: 'country code to call norway from abroad', expect: { says: [callingCode('47')] } },
  // countryExtras.KR.tipping: Not customary.
  {
    id: 'd15-fact-033',
    kind: 'country_fact',
    text: 'Good evening. I will travel to Seoul for my work next month and I want to know, is it polite to give tip in the restaurant there?',
    expect: { says: [/not customary|not expected|no tip/i] },
  },
  // Tokyo: Asia/Tokyo, UTC+9
  {
    id: 'd15-fact-034',
    kind: 'country_fact',
    text: 'tokyo timezone',
    expect: { says: [/UTC\s?\+\s?0?9\b|GMT\s?\+\s?0?9\b|Asia\/Tokyo|\+09:00/i] },
  },
  // countryExtras.IT.drivingSide: right; by the adjective
  { id: 'd15-fact-035', kind: 'country_fact', text: 'italian roads, left or right side?', expect: { says: [right], notSays: [left] } },

  // ── The time now (2027-03-24T08:15Z, Intl) ─────────────────────────────────────────────────────
  // America/New_York: 04:15
  { id: 'd15-now-001', kind: 'time_now', text: "what's the time in nyc rn", expect: { says: [clock('0?4:15', '4:15', 'am')] } },
  // Australia/Sydney: 19:15
  { id: 'd15-now-002', kind: 'time_now', text: 'is it night in sydney', expect: { says: [clock('19:15', '7:15', 'pm')] } },
  // Asia/Tokyo: 17:15, "over there" after Tokyo was named
  {
    id: 'd15-now-003',
    kind: 'time_now',
    text: 'what time is it over there',
    before: ["I'm thinking about a trip to Tokyo in the spring"],
    expect: { says: [clock('17:15', '5:15', 'pm')] },
  },
  // America/Los_Angeles: 01:15
  { id: 'd15-now-004', kind: 'time_now', text: 'time in LA right now', expect: { says: [clock('0?1:15', '1:15', 'am')] } },
  // Asia/Kathmandu: 14:00
  { id: 'd15-now-005', kind: 'time_now', text: 'current local time in kathmandu?', expect: { says: [clock('14:00', '2:00', 'pm')] } },
  // Australia/Perth (Perth, Australia, the biggest of the name): 16:15
  {
    id: 'd15-now-006',
    kind: 'time_now',
    text: 'can i still call my mum in perth or is it too late? what time is it there',
    expect: { says: [clock('16:15', '4:15', 'pm')] },
  },
  // Asia/Kolkata (India has one zone): 13:45
  { id: 'd15-now-007', kind: 'time_now', text: 'what time is it in india', expect: { says: [clock('13:45', '1:45', 'pm')] } },
  // America/Vancouver: 01:15
  { id: 'd15-now-008', kind: 'time_now', text: 'time in vancouver please', expect: { says: [clock('0?1:15', '1:15', 'am')] } },
  // Atlantic/Reykjavik: 08:15
  { id: 'd15-now-009', kind: 'time_now', text: 'whats the local time in reykjavík', expect: { says: [clock('0?8:15', '8:15', 'am')] } },
  // America/Sao_Paulo (Rio de Janeiro): 05:15
  { id: 'd15-now-010', kind: 'time_now', text: 'is it morning in rio right now?', expect: { says: [clock('0?5:15', '5:15', 'am')] } },
  // Africa/Nairobi: 11:15
  { id: 'd15-now-011', kind: 'time_now', text: 'nairobi time now', expect: { says: [clock('11:15', '11:15', 'am')] } },
  // Asia/Shanghai (China has one zone): 16:15
  { id: 'd15-now-012', kind: 'time_now', text: 'what is the time now in china', expect: { says: [clock('16:15', '4:15', 'pm')] } },
  // Europe/Madrid: 09:15
  { id: 'd15-now-013', kind: 'time_now', text: 'which hour is it now in madrid?', expect: { says: [clock('0?9:15', '9:15', 'am')] } },

  // ── Named airports ─────────────────────────────────────────────────────────────────────────────
  // city details tokyo-jp airports: NRT Narita International Airport 63 km
  {
    id: 'd15-named-001',
    kind: 'airport_named',
    text: 'how far is Narita from the city',
    expect: { says: [km(63)], notSays: [/United States/] },
  },
  // city details paris-fr airports: CDG 23 km
  {
    id: 'd15-named-002',
    kind: 'airport_named',
    text: 'Charles de Gaulle to the city centre, how far?',
    expect: { says: [km(23)] },
  },
  // ORD Chicago O'Hare International Airport
  {
    id: 'd15-named-003',
    kind: 'airport_named',
    text: "lounges at O'Hare",
    expect: { links: [{ partner: 'lounges', from: ['ORD', 'Chicago', "O'Hare"] }] },
  },
  // DXB Dubai International Airport
  { id: 'd15-named-004', kind: 'airport_named', text: 'whats the code for dubai international', expect: { says: [/\bDXB\b/] } },
  // HND Tokyo Haneda International Airport
  { id: 'd15-named-005', kind: 'airport_named', text: 'haneda airport code?', expect: { says: [/\bHND\b/] } },
  // FRA Frankfurt Airport
  {
    id: 'd15-named-006',
    kind: 'airport_named',
    text: 'car hire at frankfurt airport',
    expect: { links: [{ partner: 'cars', to: ['FRA', 'Frankfurt'] }] },
  },
  // DUB Dublin Airport
  {
    id: 'd15-named-007',
    kind: 'airport_named',
    text: 'is there a lounge i can use at dublin airport',
    expect: { links: [{ partner: 'lounges', from: ['DUB', 'Dublin'] }], notSays: [/United States/] },
  },
  // city details london-gb airports: LHR London Heathrow Airport 24 km
  { id: 'd15-named-008', kind: 'airport_named', text: 'how far is heathrow from central london', expect: { says: [km(24)] } },
  // CDG → Paris; from Berlin
  {
    id: 'd15-named-009',
    kind: 'airport_named',
    text: 'flights from berlin to charles de gaulle',
    expect: { links: [{ partner: 'flights', from: ['BER', 'Berlin'], to: ['CDG', 'PAR', 'Paris'] }] },
  },
  // city details milan-it airports: MXP Malpensa International Airport 40 km
  { id: 'd15-named-010', kind: 'airport_named', text: 'malpensa how far from milan', expect: { says: [km(40)] } },
  // MAD Adolfo Suárez Madrid–Barajas Airport
  { id: 'd15-named-011', kind: 'airport_named', text: 'barajas airport code', expect: { says: [/\bMAD\b/] } },

  // ── Nearest airports ───────────────────────────────────────────────────────────────────────────
  // city details amalfi-it: NAP Naples International Airport 38 km (Amalfi, Colombia is the bigger namesake: MDE)
  {
    id: 'd15-near-001',
    kind: 'airport_nearest',
    text: 'closest airport to the amalfi coast',
    expect: { says: [/\bNAP\b|Naples/i], notSays: [/\bMDE\b|Colombia/] },
  },
  // Disneyland Paris: Paris's airports (paris-fr: ORY 15 km, CDG 23 km; Chessy: CDG 21 km, ORY 33 km)
  {
    id: 'd15-near-002',
    kind: 'airport_nearest',
    text: 'which airport for disneyland paris',
    expect: { says: [/\bCDG\b|\bORY\b|Charles de Gaulle|Orly/i], notSays: [/United States|California|Anaheim/] },
  },
  // city details hallstatt-at: SZG Salzburg Airport 55 km
  { id: 'd15-near-003', kind: 'airport_nearest', text: 'nearest airport to hallstatt', expect: { says: [/\bSZG\b|Salzburg/i] } },
  // Santorini: JTR Santorini Airport (Fira 5 km)
  {
    id: 'd15-near-004',
    kind: 'airport_nearest',
    text: 'flying into santorini, which airport is it',
    expect: { says: [/\bJTR\b|Santorini Airport/i] },
  },
  // city details bled-si: LJU Ljubljana Jože Pučnik Airport 31 km, KLU Klagenfurt Airport 35 km
  { id: 'd15-near-005', kind: 'airport_nearest', text: 'airports near lake bled', expect: { says: [/\bLJU\b|Ljubljana/i] } },
  // city details chamonix-mont-blanc-fr: NCY 59 km, GVA 68 km
  {
    id: 'd15-near-006',
    kind: 'airport_nearest',
    text: 'what is the closest airport to chamonix',
    expect: { says: [/\bNCY\b|Annecy|\bGVA\b|Geneva/i] },
  },
  // city details ubud-id: DPS Ngurah Rai (Bali) International Airport 29 km
  { id: 'd15-near-007', kind: 'airport_nearest', text: 'closest airport to ubud', expect: { says: [/\bDPS\b|Ngurah Rai/i] } },
  // city details banff-ca: YYC Calgary International Airport 108 km
  {
    id: 'd15-near-008',
    kind: 'airport_nearest',
    text: 'which airport do i fly into for banff',
    expect: { says: [/\bYYC\b|Calgary/i], notSays: [/United Kingdom|Scotland/] },
  },
  // city details kotor-me: TIV Tivat Airport 4 km
  { id: 'd15-near-009', kind: 'airport_nearest', text: 'airports close to kotor montenegro', expect: { says: [/\bTIV\b|Tivat/i] } },
  // city details hvar-hr: BWK Brač Airport 23 km, SPU Split Airport 42 km
  {
    id: 'd15-near-010',
    kind: 'airport_nearest',
    text: 'nearest airport to hvar island?',
    expect: { says: [/\bBWK\b|Bra[cč]|\bSPU\b|Split/i] },
  },
  // city details tulum-mx: CZM Cozumel 65 km, CUN Cancún 111 km
  { id: 'd15-near-011', kind: 'airport_nearest', text: 'tulum nearest airport', expect: { says: [/\bCZM\b|Cozumel|\bCUN\b|Canc[uú]n/i] } },

  // ── Airport codes ──────────────────────────────────────────────────────────────────────────────
  // byIata(LHR): London Heathrow Airport → London
  { id: 'd15-code-001', kind: 'airport_code', text: 'what airport is lhr', expect: { says: [/Heathrow|London/i] } },
  // byIata(YYZ): Lester B. Pearson International Airport → Toronto
  { id: 'd15-code-002', kind: 'airport_code', text: "where's YYZ", expect: { says: [/Toronto/i] } },
  // byIata(CDG), byIata(ORY): both Paris
  {
    id: 'd15-code-003',
    kind: 'airport_code',
    text: 'cdg and ory, which is which?',
    expect: { says: [/Charles de Gaulle/i, /Orly/i, /Paris/i] },
  },
  // byIata(KIX): Kansai International Airport → Osaka
  {
    id: 'd15-code-004',
    kind: 'airport_code',
    text: 'my ticket says KIX, is that tokyo?',
    expect: { says: [/Osaka|Kansai/i] },
  },
  // byIata(MXP): Malpensa International Airport → Milan
  { id: 'd15-code-005', kind: 'airport_code', text: 'flying into mxp next week where is that', expect: { says: [/Milan|Malpensa/i] } },
  // byIata(DMK), byIata(BKK): both Bangkok
  {
    id: 'd15-code-006',
    kind: 'airport_code',
    text: 'dmk vs bkk what is the difference',
    expect: { says: [/Don Mueang/i, /Suvarnabhumi/i, /Bangkok/i] },
  },
  // byIata(AKL): Auckland International Airport → Auckland
  { id: 'd15-code-007', kind: 'airport_code', text: 'what city is akl', expect: { says: [/Auckland/i] } },
  // byIata(EWR): Newark Liberty International Airport → New York City
  { id: 'd15-code-008', kind: 'airport_code', text: 'EWR is new york right?', expect: { says: [/Newark/i] } },
  // byIata(SVQ): Sevilla Airport → Seville
  { id: 'd15-code-009', kind: 'airport_code', text: 'what is SVQ', expect: { says: [/Sevill[ea]/i] } },
  // byIata(TFS): Tenerife Sur Airport → Arona
  { id: 'd15-code-010', kind: 'airport_code', text: 'tfs airport which island', expect: { says: [/Tenerife/i] } },

  // ── Packing (packingWeather for the place and month; activity items of src/domain/packing.ts) ──
  // Iceland (Reykjavik, 64.1°N) in February: cold
  { id: 'd15-pack-001', kind: 'packing', text: 'what should i bring to iceland in feb', expect: { says: [cold] } },
  // activityItems.business; 3 nights
  {
    id: 'd15-pack-002',
    kind: 'packing',
    text: 'packing list for a business trip to london, 3 nights',
    expect: { says: [business, /\b[34][- ]?(?:days?|nights?)\b/i] },
  },
  // Phuket in October: hot-wet; activityItems.beach
  {
    id: 'd15-pack-003',
    kind: 'packing',
    text: 'beach week in phuket in october what to pack',
    expect: { says: [beach, /rain (?:jacket|coat)|poncho|insect repellent|rainy/i] },
  },
  // Innsbruck in January: cold; activityItems.ski; 5 days
  {
    id: 'd15-pack-004',
    kind: 'packing',
    text: 'ski trip to innsbruck in january, 5 days, what do i need',
    expect: { says: [ski, /\b5[- ]?days?\b/i] },
  },
  // activityItems.hiking (Cusco)
  { id: 'd15-pack-005', kind: 'packing', text: 'hiking around cusco in may, what to pack', expect: { says: [hiking] } },
  // children; Barcelona in August: hot
  {
    id: 'd15-pack-006',
    kind: 'packing',
    text: 'travelling with our 2 kids to barcelona in august, what should we pack',
    expect: { says: [kids, hot] },
  },
  // Florence in May: mild (a wedding: no items of its own in the data)
  {
    id: 'd15-pack-007',
    kind: 'packing',
    text: 'what should I pack for a wedding in florence in may? staying 4 nights',
    expect: { says: [mild, /\b[45][- ]?(?:days?|nights?)\b/i] },
  },
  // Athens in June: hot (a cruise leaving from there)
  {
    id: 'd15-pack-008',
    kind: 'packing',
    text: 'packing for a cruise from athens in june, one week',
    expect: { says: [hot, /\b7[- ]?days?\b|\b(?:a|one) week\b/i] },
  },
  // Budapest in March: cool (a festival)
  { id: 'd15-pack-009', kind: 'packing', text: 'going to a festival in budapest in march, what do i pack', expect: { says: [cool] } },
  // Prague in December: cold; a long weekend
  {
    id: 'd15-pack-010',
    kind: 'packing',
    text: 'long weekend in prague in december packing list',
    expect: { says: [cold, /\b[34][- ]?days?\b|long weekend/i] },
  },
  // Vancouver in October: cool
  { id: 'd15-pack-011', kind: 'packing', text: 'what should i pack for vancouver in october', expect: { says: [cool, length] } },
  // Marrakech in April: mild; 6 nights
  {
    id: 'd15-pack-012',
    kind: 'packing',
    text: "hey i'm off to marrakech in april for 6 nights, what clothes should i take",
    expect: { says: [mild, /\b(?:6|7)[- ]?(?:days?|nights?)\b/i] },
  },
  // Hanoi in August: hot-wet; 10 days
  { id: 'd15-pack-013', kind: 'packing', text: 'pack list hanoi august 10 days', expect: { says: [wet, /\b10[- ]?days?\b/i] } },
  // Cape Town in December: hot (southern summer)
  { id: 'd15-pack-014', kind: 'packing', text: 'what to pack for cape town in december', expect: { says: [hot] } },
  // Tromsø in January: cold
  {
    id: 'd15-pack-015',
    kind: 'packing',
    text: 'Tromsø in January for the northern lights, what do I need to pack?',
    expect: { says: [cold] },
  },
  // Singapore next month (April): hot-wet; activityItems.business
  {
    id: 'd15-pack-016',
    kind: 'packing',
    text: 'business trip to singapore next month what to bring',
    expect: { says: [business, /rain (?:jacket|coat)|poncho|insect repellent|rainy|sunscreen|sunglasses/i] },
  },
  // Edinburgh in November: cold
  { id: 'd15-pack-017', kind: 'packing', text: 'packing for edinburgh in november', expect: { says: [cold, length] } },
  // Bergen in June: mild; activityItems.hiking; a week
  {
    id: 'd15-pack-018',
    kind: 'packing',
    text: 'what should I pack for a hiking week in bergen in june',
    expect: { says: [hiking, mild] },
  },
  // Kyoto in April: mild; two weeks
  {
    id: 'd15-pack-019',
    kind: 'packing',
    text: 'Kyoto in April with my parents for 2 weeks, what should we pack?',
    expect: { says: [mild, /\b14[- ]?days?\b|\b(?:2|two) weeks\b/i] },
  },
  // Zermatt in February: cold; activityItems.ski; a weekend
  { id: 'd15-pack-020', kind: 'packing', text: 'ski weekend zermatt in feb what to take', expect: { says: [ski, cold] } },
  // Rio de Janeiro in February: hot-wet
  { id: 'd15-pack-021', kind: 'packing', text: 'packing for rio carnival in feb', expect: { says: [wet] } },
  // activityItems.business, no place given
  {
    id: 'd15-pack-022',
    kind: 'packing',
    text: 'what should I pack for a week-long business trip',
    expect: { says: [business, /\b7[- ]?days?\b|\b(?:a|one) week\b|week-?long/i] },
  },

  // ── Unknowns: the data holds no answer ─────────────────────────────────────────────────────────
  // countryExtras has no PE: no plug types for Lima
  {
    id: 'd15-unk-001',
    kind: 'unknown',
    text: 'plug sockets in lima?',
    expect: { unknown: true, notSays: [/\btypes?\s+[A-O]\b/i] },
  },
  // countryExtras has no KE: no tipping custom
  {
    id: 'd15-unk-002',
    kind: 'unknown',
    text: 'do people tip in kenya',
    expect: { unknown: true, notSays: [/\d+\s?%/] },
  },
  // countryExtras has no CL: no driving side
  {
    id: 'd15-unk-003',
    kind: 'unknown',
    text: 'which side of the road do they drive on in chile',
    expect: { unknown: true, notSays: [left, right] },
  },
  // countryExtras has no LK: no emergency number
  {
    id: 'd15-unk-004',
    kind: 'unknown',
    text: 'emergency number in sri lanka?',
    expect: { unknown: true, notSays: [/(?<![\d+])(?:110|112|118|119|911|999)(?!\d)/] },
  },
  // no voltage in the data
  {
    id: 'd15-unk-005',
    kind: 'unknown',
    text: "what's the voltage in japan",
    expect: { unknown: true, notSays: [/\d+\s?(?:V|volts?)\b/i] },
  },
  // no tap-water data
  {
    id: 'd15-unk-006',
    kind: 'unknown',
    text: 'is the tap water safe to drink in mexico city',
    expect: { unknown: true, notSays: [/water (?:is|'s) (?:safe|fine|drinkable)|(?:is|it's) safe to drink/i] },
  },
  // the city index has Killarney in Canada and Australia, none in Ireland
  {
    id: 'd15-unk-007',
    kind: 'unknown',
    text: 'nearest airport to killarney in ireland',
    expect: { unknown: true, notSays: [/\bYBR\b|Brandon/] },
  },
  // no sunset times
  {
    id: 'd15-unk-008',
    kind: 'unknown',
    text: 'what time does the sun set in oslo today',
    expect: { unknown: true, notSays: [/\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:pm|am)\b/i] },
  },
  // no vaccination advice
  {
    id: 'd15-unk-009',
    kind: 'unknown',
    text: 'which vaccines do i need for tanzania',
    expect: { unknown: true, notSays: [/yellow fever|hepatitis|typhoid|malaria/i] },
  },

  // ── Probes, written after the batch's first run, for the rules it led to, in other words and places ──
  // A people or an adjective for its country (countryExtras IE, DK, AU, PT, TH, SE, CA; country facts BE)
  { id: 'd15-probe-001', kind: 'country_fact', text: 'do the irish drive on the left', expect: { says: [left], notSays: [right] } },
  { id: 'd15-probe-002', kind: 'country_fact', text: 'what currency do the danes use', expect: { says: [/Danish Kron[ea]|\bDKK\b/i] } },
  {
    id: 'd15-probe-003',
    kind: 'country_fact',
    text: 'do australians expect tips',
    expect: { says: [/not expected/i] },
  },
  { id: 'd15-probe-004', kind: 'country_fact', text: 'portuguese roads left or right', expect: { says: [right], notSays: [left] } },
  { id: 'd15-probe-005', kind: 'country_fact', text: 'thai plugs', expect: { says: plugs('A', 'B', 'C', 'F', 'O') } },
  { id: 'd15-probe-006', kind: 'country_fact', text: 'swedish emergency number', expect: { says: [emergency('112')] } },
  {
    id: 'd15-probe-007',
    kind: 'country_fact',
    text: 'what language do the belgians speak',
    expect: { says: ['Dutch', 'French', 'German'] },
  },
  { id: 'd15-probe-008', kind: 'country_fact', text: 'do canadians tip taxi drivers', expect: { says: [percentRange(10, 15)] } },
  // Two codes side by side, in lower case; a code said to be a place (byIata HKG, SIN, FCO, CIA, LIS)
  {
    id: 'd15-probe-009',
    kind: 'airport_code',
    text: 'hkg and sin which is which',
    expect: { says: [/Hong Kong International/i, /Changi/i] },
  },
  { id: 'd15-probe-010', kind: 'airport_code', text: 'fco vs cia', expect: { says: [/Fiumicino/i, /Ciampino/i] } },
  { id: 'd15-probe-011', kind: 'airport_code', text: 'LIS is lisbon?', expect: { says: [/Humberto Delgado/i] } },
  // A month named and then a length ("june 5 days"): packingWeather(Bergen, 6) mild, (Bangkok, 7) hot-wet
  {
    id: 'd15-probe-012',
    kind: 'packing',
    text: 'packing list bergen june 5 days',
    expect: { says: [mild, /\b5[- ]?days?\b/i], notSays: [/in March/] },
  },
  {
    id: 'd15-probe-013',
    kind: 'packing',
    text: 'what to pack for bangkok in july 2 weeks',
    expect: { says: [wet, /\b14[- ]?days?\b|\b(?:2|two) weeks\b/i] },
  },
  // Packing asked outright, for a kind of trip a tour word names: packingWeather(Nairobi, 3) hot-wet, (Kyoto, 4) mild
  { id: 'd15-probe-014', kind: 'packing', text: 'packing list for a safari in nairobi', expect: { says: [wet] } },
  { id: 'd15-probe-015', kind: 'packing', text: 'what should we pack for a guided tour of kyoto in april', expect: { says: [mild] } },
  // A town with "in" and its country or region: perth-gb (DND 26 km; 08:15), portland-us (01:15), paris-us (TYR, TXK)
  {
    id: 'd15-probe-016',
    kind: 'airport_nearest',
    text: 'nearest airport to perth in scotland',
    expect: { says: [/\bDND\b|Dundee|\bEDI\b|Edinburgh/i], notSays: [/\bPER\b|Australia/] },
  },
  {
    id: 'd15-probe-017',
    kind: 'time_now',
    text: 'what time is it in perth in scotland',
    expect: { says: [clock('0?8:15', '8:15', 'am')], notSays: [/Australia/] },
  },
  { id: 'd15-probe-018', kind: 'time_now', text: 'time in portland in oregon', expect: { says: [clock('0?1:15', '1:15', 'am')] } },
  {
    id: 'd15-probe-019',
    kind: 'airport_nearest',
    text: 'airports near paris in texas',
    expect: { says: [/\bTYR\b|Tyler|\bTXK\b|Texarkana/i], notSays: [/\bCDG\b|\bORY\b/] },
  },
  // ... and where the country holds no town of that name (the index has Sorrento in Italy, Australia, the United States)
  {
    id: 'd15-probe-020',
    kind: 'unknown',
    text: 'closest airport to sorrento in spain',
    expect: { unknown: true, notSays: [/\bNAP\b|Naples/] },
  },
  // "atm" in a time question is "at the moment", not a cash machine
  {
    id: 'd15-probe-021',
    kind: 'time_now',
    text: 'whats the time in sydney atm',
    expect: { says: [clock('19:15', '7:15', 'pm')], notSays: [/cash/i] },
  },
  { id: 'd15-probe-022', kind: 'time_now', text: 'time in la atm?', expect: { says: [clock('0?1:15', '1:15', 'am')], notSays: [/cash/i] } },
];
