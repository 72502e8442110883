// Astra's twenty-second development batch (issue 20, the twenty-sixth pass), written before the engine's
// code was read. It aims at the kinds where the held-out part still misses one case each and which the
// last passes did not aim at: the time now in a place, named airports, the nearest airports to a place,
// the city of an airport code, packing, the traveller's own trips and country facts; with a few
// follow-ups, two asks and bookings. Within each kind the shape varies: the ask hidden in a story; a
// small or less famous place (a town, an island, a region's main city); a local spelling or an old name
// ("Praha", "Brugge", "Bombay", "Saigon", "Peking", "Kiev"); a nickname ("the big apple", "the eternal
// city", "the windy city", "the land of the rising sun"); a comparison; a yes/no question ("is it type G
// in ireland"); a number in words ("ten days", "triple zero"); "nearest", "closest", "which airport
// should I fly into", "what's the main airport for"; an airport asked by the city it serves and by its
// own name; packing for a month whose season is the other way round south of the equator; their trip
// asked by relative days ("friday", "this weekend", "in a fortnight") and by items typed with slips. Half
// is typed on a phone (short, lower case, typos, no punctuation), half written with time (long, polite, a
// story). The first three probes test gaps found by hand before the batch was written; the later ones
// (d22-probe-004…) were added after the batch was first measured, each in other words than the shape it follows.
//
// Every expected fact was looked up in the app's data (the city index's country facts, city details,
// nearby airports and `byIata`; `country-extras`; `packingWeather`; the fixtures' trips; Intl for the
// clocks at the evaluation's "now", Wednesday 24 March 2027, 09:15 in Berlin, 08:15 UTC), never guessed.
// Days: Friday 26 March, Saturday 27 March, Thursday 8 April, Saturday 10 April, Thursday 6 May 2027. On
// Thursday 15 July 2027 London is UTC+1 and Tokyo UTC+9, eight hours apart; today they are nine apart.
import type { EvalCase } from './score';

const cold = /winter coat|thermal|warm hat|gloves|insulated/i;
const cool = /warm (?:jacket|sweater|layers|coat)|sweater|fleece|jumper|layers/i;
const wet = /rain (?:jacket|coat)|poncho|insect repellent|mosquito|rainy season/i;
const sun = /sun ?hat|sunscreen|sun cream|swimwear|sandals/i;
const beach = /swim(?:wear|suit|ming)|sunscreen|sun cream|beach towel/i;
const ski = /ski (?:jacket|goggles|gloves|socks|clothes)|goggles|thermal/i;
const business = /business (?:outfit|clothes|attire|wear|cards)|\bsuit\b|smart (?:shoes|clothes|outfit)|laptop/i;
const hiking = /hiking boots|head torch|blister|waterproof jacket/i;
const left = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i;
const right = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i;
const week = /\b7[- ]?days?\b|seven days|\ba week\b|one week/i;
const rome = ['Rome', 'ROM', 'FCO', 'CIA'];
const newYork = ['New York', 'NYC', 'JFK', 'EWR', 'LGA'];

export const devSetTwentyFirst: EvalCase[] = [
  // ── The time now in a place: old names, nicknames, islands, a region's main city, a story.
  {
    id: 'd22-001',
    kind: 'time_now',
    text: 'whats the time in zanzibar rn',
    expect: { says: [/\b11:15\b|\b11:15\s?AM\b/i] },
  },
  {
    id: 'd22-002',
    kind: 'time_now',
    text: 'time in bombay',
    expect: { says: [/\b13:45\b|\b1:45\s?PM\b/i] },
  },
  {
    id: 'd22-003',
    kind: 'time_now',
    text: "Could you tell me what time it is in the Big Apple? My sister has just moved there and I never know whether I'm about to wake her.",
    expect: { says: [/\b0?4:15\b/] },
  },
  {
    id: 'd22-004',
    kind: 'time_now',
    text: 'is it still night in honolulu',
    expect: { says: [/\b22:15\b|\b10:15\s?PM\b/i] },
  },
  {
    id: 'd22-005',
    kind: 'time_now',
    text: 'what time is it in the eternal city',
    expect: { says: [/\b0?9:15\b/] },
  },
  {
    id: 'd22-006',
    kind: 'time_now',
    text: 'time in saigon',
    expect: { says: [/\b15:15\b|\b3:15\s?PM\b/i] },
  },
  {
    id: 'd22-007',
    kind: 'time_now',
    text: "what's the time in peking right now",
    expect: { says: [/\b16:15\b|\b4:15\s?PM\b/i] },
  },
  // Funchal keeps Atlantic/Madeira time, UTC+0 until 28 March.
  {
    id: 'd22-008',
    kind: 'time_now',
    text: "We're planning a surprise video call for my grandmother's ninetieth birthday. She lives in Funchal, on Madeira. What time is it there at the moment?",
    expect: { says: [/\b0?8:15\b/] },
  },
  {
    id: 'd22-009',
    kind: 'time_now',
    text: 'what time is it in hobart tasmania',
    expect: { says: [/\b19:15\b|\b7:15\s?PM\b/i] },
  },
  // Newfoundland: UTC−2:30 since 14 March.
  {
    id: 'd22-010',
    kind: 'time_now',
    text: 'time in st johns newfoundland',
    expect: { says: [/\b0?5:45\b/] },
  },
  {
    id: 'd22-011',
    kind: 'time_now',
    text: 'what time is it in kiev',
    expect: { says: [/\b10:15\b/] },
  },
  {
    id: 'd22-012',
    kind: 'time_now',
    text: 'whats the time in the windy city',
    expect: { says: [/\b0?3:15\b/] },
  },
  {
    id: 'd22-013',
    kind: 'time_now',
    text: 'Time in Ponta Delgada please, in the Azores. Our ferry office opens at eight their time.',
    expect: { says: [/\b0?7:15\b/] },
  },
  {
    id: 'd22-014',
    kind: 'time_now',
    text: 'is it lunchtime in calcutta yet',
    expect: { says: [/\b13:45\b|\b1:45\s?PM\b/i] },
  },

  // ── Time differences: a season named instead of a date.
  {
    id: 'd22-probe-001',
    kind: 'time_difference',
    text: 'time difference london tokyo in summer',
    expect: { says: [/\b8\s?(?:h|hours?)\b|eight hours/i], notSays: [/\b9\s?(?:h|hours?)\b|nine hours/i] },
  },
  {
    id: 'd22-015',
    kind: 'time_difference',
    text: 'During the summer holidays, how many hours ahead of London is Tokyo? I want to set up weekly calls with a colleague there.',
    expect: { says: [/\b8\s?(?:h|hours?)\b|eight hours/i], notSays: [/\b9\s?(?:h|hours?)\b|nine hours/i] },
  },

  // ── Named airports, asked by their own name.
  {
    id: 'd22-016',
    kind: 'airport_named',
    text: 'where is charles de gaulle airport',
    expect: { says: ['Paris'] },
  },
  {
    id: 'd22-017',
    kind: 'airport_named',
    text: 'how far is gatwick from central london',
    expect: { says: [/\b40\s?km\b/] },
  },
  {
    id: 'd22-018',
    kind: 'airport_named',
    text: 'whats the code for marco polo airport',
    expect: { says: ['VCE'] },
  },
  {
    id: 'd22-019',
    kind: 'airport_named',
    text: 'is barajas in madrid',
    expect: { says: ['Madrid', 'MAD'] },
  },
  {
    id: 'd22-020',
    kind: 'airport_named',
    text: 'Which city does Kastrup serve? I have a two-hour connection there next month and wondered whether I could pop into town.',
    expect: { says: ['Copenhagen'] },
  },
  {
    id: 'd22-021',
    kind: 'airport_named',
    text: 'el prat code',
    expect: { says: ['BCN'] },
  },
  {
    id: 'd22-022',
    kind: 'airport_named',
    text: "What is Ciampino? Our low-cost flight lands there and I'd always assumed Rome only had Fiumicino.",
    expect: { says: ['Rome', 'CIA'] },
  },
  {
    id: 'd22-023',
    kind: 'airport_named',
    text: 'how far is stansted from cambridge',
    expect: { says: [/\b36\s?km\b/] },
  },
  {
    id: 'd22-024',
    kind: 'airport_named',
    text: 'is dulles in washington',
    expect: { says: ['Washington', 'IAD'] },
  },
  {
    id: 'd22-025',
    kind: 'airport_named',
    text: 'logan airport code',
    expect: { says: ['BOS'] },
  },
  {
    id: 'd22-026',
    kind: 'airport_named',
    text: 'which city is ben gurion in',
    expect: { says: ['Tel Aviv'] },
  },
  {
    id: 'd22-027',
    kind: 'airport_named',
    text: 'how far is sabiha gokcen from istanbul',
    expect: { says: [/\b33\s?km\b/] },
  },
  {
    id: 'd22-028',
    kind: 'airport_named',
    text: "pearson airport what city's that",
    expect: { says: ['Toronto'] },
  },
  {
    id: 'd22-029',
    kind: 'airport_named',
    text: 'My hotel is in the centre of Stockholm and I land at Arlanda late in the evening. Roughly how far out of town is it?',
    expect: { says: [/\b37\s?km\b/] },
  },

  // ── The nearest airports to a place: towns, islands, "which airport should I fly into".
  {
    id: 'd22-030',
    kind: 'airport_nearest',
    text: 'closest airport to positano',
    expect: { says: ['NAP'] },
  },
  {
    id: 'd22-031',
    kind: 'airport_nearest',
    text: 'which airport should i fly into for la spezia',
    expect: { says: ['PSA'] },
  },
  {
    id: 'd22-032',
    kind: 'airport_nearest',
    text: 'nearest airport to zermatt',
    expect: { says: ['MXP'] },
  },
  {
    id: 'd22-033',
    kind: 'airport_nearest',
    text: "Our daughter is spending the year at the university in Salamanca, Spain, and we'd like to visit her in May. Which airport is the closest?",
    expect: { says: ['SLM'] },
  },
  {
    id: 'd22-034',
    kind: 'airport_nearest',
    text: 'nearest airport to hobart',
    expect: { says: ['HBA'] },
  },
  {
    id: 'd22-035',
    kind: 'airport_nearest',
    text: 'which airport do i fly into for banff canada',
    expect: { says: ['YYC'] },
  },
  {
    id: 'd22-036',
    kind: 'airport_nearest',
    text: 'airports near the eternal city',
    expect: { says: ['FCO', 'CIA'] },
  },
  {
    id: 'd22-037',
    kind: 'airport_nearest',
    text: 'closest airport to brugge',
    expect: { says: ['OST'] },
  },
  {
    id: 'd22-038',
    kind: 'airport_nearest',
    text: 'nearest airprot to st moritz',
    expect: { says: ['LUG'] },
  },
  {
    id: 'd22-039',
    kind: 'airport_nearest',
    text: "What's the main airport for Dubrovnik? We're coming off a cruise and flying home from there.",
    expect: { says: ['DBV'] },
  },
  {
    id: 'd22-040',
    kind: 'airport_nearest',
    text: 'which is closer to cambridge, stansted or luton',
    expect: { says: [/Stansted/i, /\b36\s?km\b/] },
  },
  {
    id: 'd22-041',
    kind: 'airport_nearest',
    text: 'what airport is nearest to funchal',
    expect: { says: ['FNC'] },
  },
  {
    id: 'd22-042',
    kind: 'airport_nearest',
    text: 'I have always wanted to see Zanzibar. If we do go, where would we actually land?',
    expect: { says: ['ZNZ'] },
  },

  // ── The city of an airport code.
  {
    id: 'd22-043',
    kind: 'airport_code',
    text: 'what city is OPO',
    expect: { says: ['Porto'] },
  },
  {
    id: 'd22-044',
    kind: 'airport_code',
    text: 'wheres FAO',
    expect: { says: ['Faro'] },
  },
  {
    id: 'd22-045',
    kind: 'airport_code',
    text: 'CPT airport?',
    expect: { says: ['Cape Town'] },
  },
  {
    id: 'd22-046',
    kind: 'airport_code',
    text: 'My ticket says we land in HKG at six in the morning. Which city is that again?',
    expect: { says: ['Hong Kong'] },
  },
  {
    id: 'd22-047',
    kind: 'airport_code',
    text: 'is PMI mallorca',
    expect: { says: ['Palma'] },
  },
  {
    id: 'd22-048',
    kind: 'airport_code',
    text: 'what airport code is ktm',
    expect: { says: ['Kathmandu'] },
  },
  {
    id: 'd22-049',
    kind: 'airport_code',
    text: 'which city is dps',
    expect: { says: [/Denpasar|Bali/i] },
  },
  {
    id: 'd22-050',
    kind: 'airport_code',
    text: 'tfs which island is that',
    expect: { says: [/Tenerife/i] },
  },
  {
    id: 'd22-051',
    kind: 'airport_code',
    text: 'city for code AKL',
    expect: { says: ['Auckland'] },
  },
  {
    id: 'd22-052',
    kind: 'airport_code',
    text: 'ZQN?',
    expect: { says: ['Queenstown'] },
  },
  {
    id: 'd22-053',
    kind: 'airport_code',
    text: 'what is lis short for',
    expect: { says: ['Lisbon'] },
  },
  {
    id: 'd22-054',
    kind: 'airport_code',
    text: 'is bkk bangkok or somewhere else',
    expect: { says: ['Bangkok'] },
  },
  {
    id: 'd22-055',
    kind: 'airport_code',
    text: 'My cousin sent me her flight details and it just says GIG at the end. Where does she land, please?',
    expect: { says: ['Rio de Janeiro'] },
  },
  {
    id: 'd22-056',
    kind: 'airport_code',
    text: 'EZE is buenos aires right',
    expect: { says: ['Buenos Aires'] },
  },

  // ── Packing: the southern hemisphere's seasons, a number in words, their own trip.
  // Buenos Aires (34.6°S) in July: winter, cool.
  {
    id: 'd22-057',
    kind: 'packing',
    text: 'what to pack for buenos aires in july',
    expect: { says: [cool], notSays: [beach] },
  },
  // Sydney (33.9°S) in December: summer, hot.
  {
    id: 'd22-058',
    kind: 'packing',
    text: 'packing list sydney december',
    expect: { says: [sun], notSays: [cold] },
  },
  // Queenstown, New Zealand (45°S) in August: winter, cold.
  {
    id: 'd22-059',
    kind: 'packing',
    text: "We're heading to Queenstown in New Zealand for ten days in August, mostly walking around the lake. What should we bring?",
    expect: { says: [cold, /\b10[- ]?days?\b|ten days/i] },
  },
  // Rio de Janeiro (22.9°S) in January: hot and the rainy season.
  {
    id: 'd22-060',
    kind: 'packing',
    text: 'what clothes for rio in january',
    expect: { says: [wet] },
  },
  {
    id: 'd22-061',
    kind: 'packing',
    text: 'packing for tromso in feb',
    expect: { says: [cold] },
  },
  {
    id: 'd22-062',
    kind: 'packing',
    text: 'beach holiday in zanzibar in march what to bring',
    expect: { says: [beach] },
  },
  {
    id: 'd22-063',
    kind: 'packing',
    text: 'hiking trip to bariloche in november what do i need',
    expect: { says: [hiking] },
  },
  // Their Amsterdam trip: 25 to 27 March, three days; Amsterdam (52.4°N) in March is cold.
  {
    id: 'd22-probe-002',
    kind: 'packing',
    text: 'what should i pack for amsterdam tomorrow',
    expect: { says: [cold, /\b3[- ]?days?\b|three days|\b2 nights\b|two nights/i] },
  },
  // Their Rome trip: 8 to 12 April, five days.
  {
    id: 'd22-064',
    kind: 'packing',
    text: 'what do i need to pack for my rome trip',
    expect: { says: [/\b5[- ]?days?\b|five days|\b4 nights\b|four nights/i] },
  },
  {
    id: 'd22-065',
    kind: 'packing',
    text: 'packing for a business trip to singapore, three days',
    expect: { says: [business, /\b3[- ]?days?\b|three days/i] },
  },
  {
    id: 'd22-066',
    kind: 'packing',
    text: 'ski week in whistler in january',
    expect: { says: [ski, week] },
  },
  {
    id: 'd22-067',
    kind: 'packing',
    text: "What do I pack for Cape Town in December? We'd like to spend most of our days on the beach.",
    expect: { says: [beach] },
  },
  // Hobart (42.9°S) in July: winter, cold.
  {
    id: 'd22-068',
    kind: 'packing',
    text: 'what to pack for hobart in july',
    expect: { says: [cold], notSays: [beach] },
  },
  // Melbourne (37.8°S) in June: winter, cool.
  {
    id: 'd22-069',
    kind: 'packing',
    text: 'Is it cold in Melbourne in June? What should I bring for a week of visiting family?',
    expect: { says: [cool, week] },
  },

  // ── Their own trips: relative days, slips in the names of things, a story.
  {
    id: 'd22-070',
    kind: 'my_trip',
    text: 'whats on friday',
    expect: { says: [/workshop/i, '9:30'] },
  },
  {
    id: 'd22-071',
    kind: 'my_trip',
    text: 'when do i fly home from amsterdam',
    expect: { says: ['17:10'] },
  },
  {
    id: 'd22-072',
    kind: 'my_trip',
    text: 'what time is my flght on saturday',
    expect: { says: ['17:10'] },
  },
  {
    id: 'd22-073',
    kind: 'my_trip',
    text: 'whats the adress of my hotle in amsterdam',
    expect: { says: ['Nes 49'] },
  },
  {
    id: 'd22-074',
    kind: 'my_trip',
    text: 'is the rijksmusem tomorrow or friday',
    expect: { says: ['17:00'] },
  },
  {
    id: 'd22-075',
    kind: 'my_trip',
    text: 'how long is my train to florence',
    expect: { says: [/1\s?h(?:ours?)?\s?(?:and\s)?35|95 min|0?9:45/i] },
  },
  {
    id: 'd22-076',
    kind: 'my_trip',
    text: 'phone number of the hotel in amsterdam',
    expect: { says: ['662 3233'] },
  },
  {
    id: 'd22-077',
    kind: 'my_trip',
    text: "In a fortnight or so I'm off to Rome. Could you remind me which flight I'm on and what time it leaves? I keep mixing it up with a colleague's.",
    expect: { says: [/AZ\s?415/, /\b0?7:05\b/] },
  },
  {
    id: 'd22-078',
    kind: 'my_trip',
    text: 'what day do we take the train to kyoto',
    expect: { says: [/\b6 May\b|May 6\b|Thursday/i] },
  },
  {
    id: 'd22-079',
    kind: 'my_trip',
    text: 'when does the japan trip start',
    expect: { says: [/\b2 May\b|May 2\b/i] },
  },
  {
    id: 'd22-080',
    kind: 'my_trip',
    text: 'which seat did i get on the klm flight',
    expect: { says: ['14C'] },
  },
  {
    id: 'd22-081',
    kind: 'my_trip',
    text: 'check out time rome hotel',
    expect: { says: ['11:00'] },
  },
  {
    id: 'd22-082',
    kind: 'my_trip',
    text: 'What have we got planned on the weekend of the 10th in Rome? I want to know if there is a free afternoon.',
    expect: { says: [/Colosseum/i] },
  },
  {
    id: 'd22-083',
    kind: 'my_trip',
    text: 'how many nights are we in kyoto',
    expect: { says: [/\b3 nights\b|three nights/i] },
  },
  {
    id: 'd22-084',
    kind: 'my_trip',
    text: 'what time do i land in tokyo',
    expect: { says: ['07:30'] },
  },
  {
    id: 'd22-085',
    kind: 'my_trip',
    text: 'when does the takao hike start',
    expect: { says: ['08:00'] },
  },
  {
    id: 'd22-086',
    kind: 'my_trip',
    text: 'our hotel in tokyo whats the booking number',
    expect: { says: ['PHT-771204'], notSays: ['KNR-30955'] },
  },
  {
    id: 'd22-087',
    kind: 'my_trip',
    text: 'anything on this weekend',
    expect: { says: ['17:10'] },
  },
  {
    id: 'd22-088',
    kind: 'my_trip',
    text: "My manager asked whether I'll be back in Berlin in time for a dinner on Saturday evening. What time does my flight get in?",
    expect: { says: ['18:30'] },
  },

  // ── Country facts: yes/no, nicknames, local spellings, islands, comparisons.
  {
    id: 'd22-089',
    kind: 'country_fact',
    text: 'is it type G in ireland',
    expect: { says: [/\bG\b/] },
  },
  {
    id: 'd22-090',
    kind: 'country_fact',
    text: 'do they drive on the left in indonesia',
    expect: { says: [left], notSays: [right] },
  },
  {
    id: 'd22-091',
    kind: 'country_fact',
    text: 'what currency do they use in the land of the rising sun',
    expect: { says: [/\byen\b/i] },
  },
  {
    id: 'd22-092',
    kind: 'country_fact',
    text: 'what do they speak in quebec',
    expect: { says: ['French'] },
  },
  {
    id: 'd22-093',
    kind: 'country_fact',
    text: 'emergency number in bali',
    expect: { says: ['112'] },
  },
  {
    id: 'd22-094',
    kind: 'country_fact',
    text: 'calling code for the faroe islands',
    expect: { says: ['298'] },
  },
  {
    id: 'd22-095',
    kind: 'country_fact',
    text: "What plug will I need in Marrakech? I'm bringing my hair straightener from home and I'd hate to fry it.",
    expect: { says: [/\bC\b/, /\bE\b/] },
  },
  {
    id: 'd22-096',
    kind: 'country_fact',
    text: 'whats the currency in zanzibar',
    expect: { says: [/shilling/i] },
  },
  {
    id: 'd22-097',
    kind: 'country_fact',
    text: 'tipping in new york vs london',
    expect: { says: [/15[–-]20\s?%/, /10[–-]12\.5\s?%/], money: true },
  },
  {
    id: 'd22-098',
    kind: 'country_fact',
    text: 'capital of new zealand',
    expect: { says: ['Wellington'] },
  },
  {
    id: 'd22-099',
    kind: 'country_fact',
    text: 'in praha do they use euros or something else',
    expect: { says: [/koruna/i] },
  },
  {
    id: 'd22-100',
    kind: 'country_fact',
    text: 'which side of the road in hong kong',
    expect: { says: [left], notSays: [right] },
  },
  {
    id: 'd22-101',
    kind: 'country_fact',
    text: 'languages spoken in switzerland',
    expect: { says: ['German', 'French', 'Italian'] },
  },
  {
    id: 'd22-102',
    kind: 'country_fact',
    text: 'is the emergency number in australia triple zero',
    expect: { says: ['000'] },
  },
  {
    id: 'd22-103',
    kind: 'country_fact',
    text: "what's the time zone in bali",
    expect: { says: [/UTC\s?\+\s?8|GMT\s?\+\s?8|Makassar/i] },
  },
  {
    id: 'd22-104',
    kind: 'country_fact',
    text: 'Do they speak English in Lisbon, or should I try to learn a little of the local language before we go?',
    expect: { says: ['Portuguese'] },
  },
  {
    id: 'd22-105',
    kind: 'country_fact',
    text: 'plugs in the big apple',
    expect: { says: [/\bA\b/, /\bB\b/] },
  },
  {
    id: 'd22-106',
    kind: 'country_fact',
    text: 'dialling code for tanzania',
    expect: { says: ['255'] },
  },

  // ── Follow-ups.
  // After London and New York, "it" is New York and it is measured from London: 4 hours.
  {
    id: 'd22-probe-003',
    kind: 'follow_up',
    before: ['time in london', 'and in new york?'],
    text: 'how far behind is it',
    expect: { says: [/\b4\s?(?:h|hours?)\b|four hours/i], notSays: [/\b5\s?(?:h|hours?)\b|five hours/i] },
  },
  {
    id: 'd22-107',
    kind: 'follow_up',
    before: ['what plugs do they use in greece'],
    text: 'and in the uk?',
    expect: { says: [/\bG\b/] },
  },
  {
    id: 'd22-108',
    kind: 'follow_up',
    before: ['closest airport to brugge'],
    text: 'and for zermatt?',
    expect: { says: ['MXP'] },
  },
  {
    id: 'd22-109',
    kind: 'follow_up',
    before: ['whats the currency in poland'],
    text: 'and do they drive on the right there',
    expect: { says: [right], notSays: [left] },
  },
  // Oslo (59.9°N) in July: mild.
  {
    id: 'd22-110',
    kind: 'follow_up',
    before: ['packing for oslo in january'],
    text: 'and if its july instead',
    expect: { says: [/mild|light jacket/i], notSays: [/winter coat|thermal/i] },
  },
  {
    id: 'd22-111',
    kind: 'follow_up',
    before: ['time in sydney'],
    text: 'what about perth',
    expect: { says: [/\b16:15\b|\b4:15\s?PM\b/i] },
  },
  {
    id: 'd22-112',
    kind: 'follow_up',
    before: ['hotel in lisbon 3 nights from 12 may'],
    text: 'make it porto instead',
    expect: { links: [{ partner: 'hotels', to: ['Porto', 'OPO'], departDate: '2027-05-12', returnDate: '2027-05-15' }] },
  },

  // ── Two asks.
  {
    id: 'd22-113',
    kind: 'two_asks',
    text: 'time in dubai and whats the currency there',
    expect: { says: [/\b12:15\b/, /dirham/i] },
  },
  {
    id: 'd22-114',
    kind: 'two_asks',
    text: 'what plugs in japan and the emergency number pls',
    expect: { says: [/\bA\b/, /\bB\b/, '110', '119'] },
  },
  {
    id: 'd22-115',
    kind: 'two_asks',
    text: "What's the code for Gatwick, and how far is it from London?",
    expect: { says: ['LGW', /\b40\s?km\b/] },
  },

  // ── Bookings.
  {
    id: 'd22-116',
    kind: 'booking',
    text: 'cheap flight berlin to lisboa on the fifteenth of april',
    expect: { links: [{ partner: 'flights', from: ['BER', 'Berlin'], to: ['LIS', 'Lisbon', 'Lisboa'], departDate: '2027-04-15' }] },
  },
  {
    id: 'd22-117',
    kind: 'booking',
    text: "We'd love to find a hotel in the Big Apple for three nights from the 3rd of May. Nothing too pricey, we're on a budget.",
    expect: { links: [{ partner: 'hotels', to: newYork, departDate: '2027-05-03', returnDate: '2027-05-06' }] },
  },
  {
    id: 'd22-118',
    kind: 'booking',
    text: 'any walking tours in the eternal city',
    expect: { links: [{ partner: 'tours', to: rome }] },
  },

  // ── Probes of shapes found by hand after the batch was first measured, each in other words than the one tried.
  // Las Palmas de Gran Canaria keeps Atlantic/Canary time, UTC+0 until 28 March.
  {
    id: 'd22-probe-004',
    kind: 'time_now',
    text: 'what time is it over in the canary islands',
    expect: { says: [/\b0?8:15\b/] },
  },
  {
    id: 'd22-probe-005',
    kind: 'time_now',
    text: 'time out in cancun now',
    expect: { says: [/\b0?3:15\b/] },
  },
  // Their shared trip takes in Kyoto, 2 to 9 May: eight days.
  {
    id: 'd22-probe-006',
    kind: 'packing',
    text: 'what do i bring for kyoto',
    expect: { says: [/\b8[- ]?days?\b|eight days/i, /\bMay\b/] },
  },
  {
    id: 'd22-probe-007',
    kind: 'my_trip',
    text: 'addy of the hotel in rome',
    expect: { says: ['Via Nazionale 22'] },
  },
  {
    id: 'd22-probe-008',
    kind: 'country_fact',
    text: 'is the money in hungary the same as austria',
    expect: { says: [/forint/i, /\beuro/i] },
  },
  {
    id: 'd22-probe-009',
    kind: 'my_trip',
    text: 'anything booked for saturday',
    expect: { says: ['17:10'] },
  },
  {
    id: 'd22-probe-010',
    kind: 'my_trip',
    text: 'is the takao hike on the 4th',
    expect: { says: ['08:00'] },
  },
  {
    id: 'd22-probe-011',
    kind: 'follow_up',
    before: ['cheap flights to seville in october'],
    text: 'what about granada',
    expect: { links: [{ partner: 'flights', to: ['Granada', 'GRX'], departDate: '2027-10-01' }] },
  },
];
