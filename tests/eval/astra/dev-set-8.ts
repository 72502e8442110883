// Astra's evaluation set (issue 20), development part, ninth batch: the 130 cases that were the
// held-out part until the tenth tuning pass (helper astra10), retired then and read. They were written
// with the first batch, as travellers ask and without looking at the engine's patterns, and split off by
// a seeded shuffle within each kind (seed 202027, 36% held out; docs/decisions/018-astra-evaluation.md).
// Their ids are the held-out ids with a `d9-` prefix. A new blind held-out part replaces them; these
// are tuned on like any development case. The `d9-probe-…` cases at the end were written in the tenth
// pass, each with the rule it checks in other words (decision 022). The comment above a case says where
// its expected facts come from. Scored by ./score.ts; the traveller's trips are in ./fixtures.ts.
import type { EvalCase } from './score';

export const devSetEighth: EvalCase[] = [
  // built-in rate table: 100 EUR = 116 USD
  {
    id: 'd9-book-004',
    kind: 'booking',
    text: 'How much is 100 euros in dollars?',
    expect: { says: [/(?<![\d.,])(?:116[.,]00|116(?![.,]\d))/], money: true },
  },
  // built-in rate table: 50 GBP = 56.85 EUR
  {
    id: 'd9-book-005',
    kind: 'booking',
    text: 'convert 50 gbp to eur',
    expect: { says: [/(?<![\d.,])(?:56[.,]85|57(?![.,]\d))/], money: true },
  },
  // esim
  { id: 'd9-book-011', kind: 'booking', text: 'Can I get a data sim for my trip to the USA?', expect: { links: ['esim'] } },
  // hotels
  {
    id: 'd9-book-016',
    kind: 'booking',
    text: 'Could you please help me find accommodation in Amsterdam for the weekend of April 16?',
    expect: { links: [{ partner: 'hotels', to: ['Amsterdam'] }] },
  },
  // cars
  { id: 'd9-book-018', kind: 'booking', text: 'hire a car in mallorca', expect: { links: ['cars'] } },
  // lounges
  {
    id: 'd9-book-019',
    kind: 'booking',
    text: 'airport lounge in dubai',
    expect: { links: [{ partner: 'lounges', from: ['DXB', 'Dubai'] }] },
  },
  // built-in rate table: 80 CHF = 85.87 EUR
  {
    id: 'd9-book-022',
    kind: 'booking',
    text: '80 swiss francs in euros?',
    expect: { says: [/(?<![\d.,])(?:85[.,]87|86(?![.,]\d))/], money: true },
  },
  // flights
  {
    id: 'd9-book-023',
    kind: 'booking',
    text: 'flight to NYC from Paris tomorrow',
    expect: { links: [{ partner: 'flights', from: ['PAR', 'CDG', 'ORY', 'Paris'], to: ['NYC', 'JFK', 'EWR', 'New York'] }] },
  },
  // trip plan mentions the city
  { id: 'd9-book-025', kind: 'booking', text: 'Plan a 4 day trip to Kyoto', expect: { says: [/Kyoto/i] } },
  // flights
  {
    id: 'd9-book-026',
    kind: 'booking',
    text: 'Heyyy can u find me sth cheap to fly from hamburg to palma in july',
    expect: { links: [{ partner: 'flights', from: ['HAM', 'Hamburg'], to: ['PMI', 'Palma'] }] },
  },
  // byIata(FCO): Rome–Fiumicino Leonardo da Vinci International Airport → Rome
  { id: 'd9-code-004', kind: 'airport_code', text: 'FCO is which airport', expect: { says: [/Rome/i] } },
  // byIata(ORD): Chicago O'Hare International Airport → Chicago
  { id: 'd9-code-006', kind: 'airport_code', text: 'what city does the code ORD stand for', expect: { says: [/Chicago/i] } },
  // byIata(ICN): Incheon International Airport → Incheon
  { id: 'd9-code-011', kind: 'airport_code', text: 'which city is ICN', expect: { says: [/Incheon|Seoul/i] } },
  // byIata(LIS): Humberto Delgado Airport (Lisbon Portela Airport) → Lisbon
  { id: 'd9-code-012', kind: 'airport_code', text: 'LIS airport is in which city', expect: { says: [/Lisbon/i] } },
  // byIata(DPS): Ngurah Rai (Bali) International Airport → Denpasar
  { id: 'd9-code-014', kind: 'airport_code', text: 'the code DPS on my booking, where is that?', expect: { says: [/Denpasar|Bali/i] } },
  // byIata(EZE): Minister Pistarini International Airport → Buenos Aires
  { id: 'd9-code-016', kind: 'airport_code', text: 'EZE airport which city', expect: { says: [/Buenos Aires/i] } },
  // 9:0 in Europe/Paris on 2027-03-24 = 2027-03-24T08:00:00.000Z = 17:0 in Asia/Tokyo (Intl)
  {
    id: 'd9-conv-001',
    kind: 'time_convert',
    text: 'what time is it in tokyo when it is 9 am in paris',
    expect: { says: [/\b(?:0?17|5)[:.]00\b|\b5\s?(?:pm|p\.m\.)/i] },
  },
  // 12:0 in Australia/Sydney on 2027-03-24 = 2027-03-24T01:00:00.000Z = 18:0 in America/Los_Angeles (Intl)
  {
    id: 'd9-conv-003',
    kind: 'time_convert',
    text: 'when its noon in sydney what time is it in los angeles',
    expect: { says: [/\b(?:0?18|6)[:.]00\b|\b6\s?(?:pm|p\.m\.)/i] },
  },
  // 9:0 in Europe/London on 2027-03-24 = 2027-03-24T09:00:00.000Z = 17:0 in Asia/Singapore (Intl)
  {
    id: 'd9-conv-004',
    kind: 'time_convert',
    text: '9am london time in singapore?',
    expect: { says: [/\b(?:0?17|5)[:.]00\b|\b5\s?(?:pm|p\.m\.)/i] },
  },
  // 7:0 in America/Chicago on 2027-03-24 = 2027-03-24T12:00:00.000Z = 17:30 in Asia/Kolkata (Intl)
  {
    id: 'd9-conv-008',
    kind: 'time_convert',
    text: 'if its 7 in the morning in chicago whats the time in delhi',
    expect: { says: [/\b(?:0?17|5)[:.]30\b/i] },
  },
  // 12:0 in Europe/London on 2027-03-24 = 2027-03-24T12:00:00.000Z = 17:45 in Asia/Kathmandu (Intl)
  {
    id: 'd9-conv-014',
    kind: 'time_convert',
    text: 'what time is it in kathmandu when its 12 noon in london',
    expect: { says: [/\b(?:0?17|5)[:.]45\b/i] },
  },
  // Asia/Tokyo 540 min, Europe/Paris 60 min on 2027-03-24 (Intl)
  {
    id: 'd9-diff-003',
    kind: 'time_difference',
    text: 'How many hours ahead is Tokyo from Paris?',
    expect: {
      says: [
        /\b(?:8|eight)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Tokyo)[^.\n]{0,60}\bahead|(?:Paris)[^.\n]{0,60}\bbehind|ahead of (?:Paris)|behind (?:Tokyo)|(?:Tokyo)[^.\n]{0,40}\blater|(?:Paris)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Australia/Sydney 660 min, Europe/London 0 min on 2027-03-24 (Intl)
  {
    id: 'd9-diff-005',
    kind: 'time_difference',
    text: 'what is the time difference between sydney and london today',
    expect: {
      says: [
        /\b(?:11|eleven)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Sydney)[^.\n]{0,60}\bahead|(?:London)[^.\n]{0,60}\bbehind|ahead of (?:London)|behind (?:Sydney)|(?:Sydney)[^.\n]{0,40}\blater|(?:London)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // America/New_York -240 min, America/Los_Angeles -420 min on 2027-03-24 (Intl)
  {
    id: 'd9-diff-008',
    kind: 'time_difference',
    text: 'time diff between new york and los angeles',
    expect: {
      says: [
        /\b(?:3|three)\s?(?:hours?|hrs?|h)\b/i,
        /(?:New York City|New York)[^.\n]{0,60}\bahead|(?:Los Angeles)[^.\n]{0,60}\bbehind|ahead of (?:Los Angeles)|behind (?:New York City|New York)|(?:New York City|New York)[^.\n]{0,40}\blater|(?:Los Angeles)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Europe/Paris 120 min, America/Chicago -300 min on 2027-03-31 (Intl)
  {
    id: 'd9-diff-012',
    kind: 'time_difference',
    text: 'time difference between chicago and paris on march 31',
    expect: {
      says: [
        /\b(?:7|seven)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Paris)[^.\n]{0,60}\bahead|(?:Chicago)[^.\n]{0,60}\bbehind|ahead of (?:Chicago)|behind (?:Paris)|(?:Paris)[^.\n]{0,40}\blater|(?:Chicago)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Asia/Tokyo 540 min, Europe/Berlin 60 min on 2027-03-24 (Intl)
  {
    id: 'd9-diff-013',
    kind: 'time_difference',
    text: 'how many hours ahead of me is tokyo',
    expect: {
      says: [
        /\b(?:8|eight)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Tokyo)[^.\n]{0,60}\bahead|(?:you|your|here|Berlin)[^.\n]{0,60}\bbehind|ahead of (?:you|your|here|Berlin)|behind (?:Tokyo)|(?:Tokyo)[^.\n]{0,40}\blater|(?:you|your|here|Berlin)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Asia/Kathmandu 345 min, Asia/Kolkata 330 min on 2027-03-24 (Intl)
  {
    id: 'd9-diff-016',
    kind: 'time_difference',
    text: 'time difference between kathmandu and delhi',
    expect: {
      says: [
        /\b15\s?(?:minutes?|mins?)\b|quarter of an hour/i,
        /(?:Kathmandu)[^.\n]{0,60}\bahead|(?:Delhi)[^.\n]{0,60}\bbehind|ahead of (?:Delhi)|behind (?:Kathmandu)|(?:Kathmandu)[^.\n]{0,40}\blater|(?:Delhi)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Asia/Hong_Kong 480 min, Asia/Singapore 480 min on 2027-03-24 (Intl)
  {
    id: 'd9-diff-017',
    kind: 'time_difference',
    text: 'Hong Kong and Singapore, any time difference?',
    expect: { says: [/same time|no (?:time )?difference|\b0 hours?\b|same (?:time ?zone|clock)/i] },
  },
  // Asia/Dubai 240 min, Europe/London 60 min on 2027-07-15 (Intl)
  {
    id: 'd9-diff-020',
    kind: 'time_difference',
    text: 'time difference between dubai and london in july',
    expect: {
      says: [
        /\b(?:3|three)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Dubai)[^.\n]{0,60}\bahead|(?:London)[^.\n]{0,60}\bbehind|ahead of (?:London)|behind (?:Dubai)|(?:Dubai)[^.\n]{0,40}\blater|(?:London)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Europe/Berlin 60 min, America/Chicago -300 min on 2027-03-24 (Intl)
  {
    id: 'd9-diff-024',
    kind: 'time_difference',
    text: 'my boss is in chicago and keeps calling at weird hours, how many hours behind us is chicago exactly?',
    expect: {
      says: [
        /\b(?:6|six)\s?(?:hours?|hrs?|h)\b/i,
        /(?:you|your|here|Berlin)[^.\n]{0,60}\bahead|(?:Chicago)[^.\n]{0,60}\bbehind|ahead of (?:Chicago)|behind (?:you|your|here|Berlin)|(?:you|your|here|Berlin)[^.\n]{0,40}\blater|(?:Chicago)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // country facts languages (SG): English, Malay, Tamil, Chinese
  {
    id: 'd9-fact-004',
    kind: 'country_fact',
    text: 'Is English widely spoken in Singapore? what are the official languages there',
    expect: { says: ['English'] },
  },
  // country facts languages (MA): Arabic
  {
    id: 'd9-fact-006',
    kind: 'country_fact',
    text: 'hi! heading to Marrakech next month, what language do people speak there?',
    expect: { says: ['Arabic'] },
  },
  // country facts currency (CZ): Czech Koruna (CZK)
  {
    id: 'd9-fact-012',
    kind: 'country_fact',
    text: 'what money do i need for prague',
    expect: { says: [/Czech Koruna|\bCZK\b|\bKorunas?\b/i] },
  },
  // country facts currency (HU): Hungarian Forint (HUF)
  {
    id: 'd9-fact-013',
    kind: 'country_fact',
    text: 'Which currency should I bring to Budapest?',
    expect: { says: [/Hungarian Forint|\bHUF\b|\bForints?\b/i] },
  },
  // country facts currency (HR): Euro (EUR)
  { id: 'd9-fact-015', kind: 'country_fact', text: 'do they use euros in croatia now', expect: { says: [/Euro|\bEUR\b|\bEuros?\b/i] } },
  // country facts currency (ZA): South African Rand (ZAR)
  {
    id: 'd9-fact-017',
    kind: 'country_fact',
    text: 'local currency in Cape Town please',
    expect: { says: [/South African Rand|\bZAR\b|\bRands?\b/i] },
  },
  // countryExtras.IN.plugs: C, D, M
  {
    id: 'd9-fact-026',
    kind: 'country_fact',
    text: 'im flying to delhi, which plug types should my adapter have',
    expect: {
      says: [
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bC\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bD\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bM\b/,
      ],
    },
  },
  // countryExtras.TH.drivingSide: left
  {
    id: 'd9-fact-032',
    kind: 'country_fact',
    text: 'What side of the road do people drive in Thailand?',
    expect: {
      says: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i],
      notSays: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i],
    },
  },
  // countryExtras.NZ.drivingSide: left
  {
    id: 'd9-fact-033',
    kind: 'country_fact',
    text: 'is it left hand traffic in new zealand',
    expect: {
      says: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i],
      notSays: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i],
    },
  },
  // countryExtras.SE.drivingSide: right
  {
    id: 'd9-fact-034',
    kind: 'country_fact',
    text: 'which side do they drive on in sweden',
    expect: {
      says: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i],
      notSays: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i],
    },
  },
  // countryExtras.ZA.drivingSide: left
  {
    id: 'd9-fact-035',
    kind: 'country_fact',
    text: 'renting a car in Cape Town, which side of the road is it?',
    expect: {
      says: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i],
      notSays: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i],
    },
  },
  // countryExtras.US.emergency: 911
  { id: 'd9-fact-039', kind: 'country_fact', text: 'emergency number usa', expect: { says: [/(?<![\d+])911(?!\d)/] } },
  // countryExtras.GB.emergency: 999 or 112
  {
    id: 'd9-fact-040',
    kind: 'country_fact',
    text: 'Who do I call in an emergency in the UK? what number',
    expect: { says: [/(?<![\d+])999(?!\d)/] },
  },
  // countryExtras.AU.emergency: 000 (112 from mobiles)
  {
    id: 'd9-fact-041',
    kind: 'country_fact',
    text: 'what number do i dial for an ambulance in australia',
    expect: { says: [/(?<![\d+])000(?!\d)/] },
  },
  // countryExtras.TH.emergency: 191 (police), 1669 (ambulance), 1155 (tourist police)
  {
    id: 'd9-fact-043',
    kind: 'country_fact',
    text: 'police number thailand',
    expect: { says: [/(?<![\d+])191(?!\d)/, /(?<![\d+])1669(?!\d)/, /(?<![\d+])1155(?!\d)/] },
  },
  // countryExtras.NZ.emergency: 111
  {
    id: 'd9-fact-044',
    kind: 'country_fact',
    text: 'What is the emergency number in New Zealand?',
    expect: { says: [/(?<![\d+])111(?!\d)/] },
  },
  // countryExtras.KR.emergency: 112 (police), 119 (fire and ambulance)
  {
    id: 'd9-fact-045',
    kind: 'country_fact',
    text: 'if something happens in seoul what number do i call',
    expect: { says: [/(?<![\d+])112(?!\d)/, /(?<![\d+])119(?!\d)/] },
  },
  // countryExtras.JP.tipping: Not customary, and it can cause confusion.
  {
    id: 'd9-fact-047',
    kind: 'country_fact',
    text: 'Do you tip in Japan?',
    expect: {
      says: [/not (?:customary|expected|usual|common|necessary|a custom|part of)|no tipping|don't tip|isn't (?:customary|expected)/i],
    },
  },
  // countryExtras.US.tipping: 15–20% in restaurants and for taxis; $1–2 a drink at bars.
  {
    id: 'd9-fact-048',
    kind: 'country_fact',
    text: 'how much should i tip in restaurants in the us',
    expect: { says: [/15\s?%?\s?(?:–|-|to)\s?20\s?%|15\s?(?:–|-|to)\s?20 ?(?:per ?cent|percent)/i], money: true },
  },
  // countryExtras.IS.tipping: Service is included; tipping is not expected.
  {
    id: 'd9-fact-050',
    kind: 'country_fact',
    text: 'Is tipping expected in Iceland?',
    expect: { says: [/service (?:is |already )?included|included in the (?:bill|price)|service compris/i] },
  },
  // countryExtras.EG.tipping: Expected: 10–15% in restaurants and small notes for porters and guides.
  {
    id: 'd9-fact-052',
    kind: 'country_fact',
    text: 'whats the tipping custom in egypt',
    expect: { says: [/10\s?%?\s?(?:–|-|to)\s?15\s?%|10\s?(?:–|-|to)\s?15 ?(?:per ?cent|percent)/i] },
  },
  // countryExtras.CA.tipping: 15–20% in restaurants, 10–15% for taxis.
  {
    id: 'd9-fact-054',
    kind: 'country_fact',
    text: 'tip etiquette canada',
    expect: { says: [/15\s?%?\s?(?:–|-|to)\s?20\s?%|15\s?(?:–|-|to)\s?20 ?(?:per ?cent|percent)/i] },
  },
  // country facts callingCodes: 91
  {
    id: 'd9-fact-061',
    kind: 'country_fact',
    text: 'international code for india',
    expect: { says: [/\+\s?91\b|\b00\s?91\b|code[^.\n]{0,30}\b91\b/i] },
  },
  // Atlantic/Reykjavik is UTC+0 on 2027-03-24 (Intl)
  {
    id: 'd9-fact-063',
    kind: 'country_fact',
    text: 'timezone of iceland',
    expect: { says: [/(?:UTC|GMT)(?!\s?[+−–-]\s?[1-9])|Atlantic\/Reykjavik/i] },
  },
  // Asia/Dubai is UTC+4 on 2027-03-24 (Intl)
  {
    id: 'd9-fact-064',
    kind: 'country_fact',
    text: 'What time zone is Dubai in?',
    expect: { says: [/(?:UTC|GMT)\s?\+\s?0?4(?![\d:.]*[1-9])|Asia\/Dubai/i] },
  },
  // country facts capital: Canberra
  { id: 'd9-fact-067', kind: 'country_fact', text: 'what is the capital of australia', expect: { says: ['Canberra'] } },
  // country facts capital: Ottawa
  { id: 'd9-fact-068', kind: 'country_fact', text: 'Capital of Canada?', expect: { says: ['Ottawa'] } },
  // countryExtras.TR.emergency: 112
  { id: 'd9-fact-076', kind: 'country_fact', text: 'whats the emergency number in Istanbul', expect: { says: [/(?<![\d+])112(?!\d)/] } },
  // country facts currency (HK): Hong Kong Dollar (HKD)
  { id: 'd9-fact-078', kind: 'country_fact', text: 'currency used in Hong Kong', expect: { says: [/Hong Kong Dollar|\bHKD\b/i] } },
  // countryExtras.VN.plugs: A, C
  {
    id: 'd9-fact-080',
    kind: 'country_fact',
    text: 'so my partner and I are finally doing the big trip to Vietnam in the spring and I keep forgetting to ask, what plugs do they use there, do we need an adapter from Germany?',
    expect: {
      says: [
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bA\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bC\b/,
      ],
    },
  },
  // country facts currency (TH): Thai Baht (THB)
  {
    id: 'd9-follow-001',
    kind: 'follow_up',
    text: 'and in Thailand?',
    before: ['what currency do they use in Japan'],
    expect: { says: [/Thai Baht|\bTHB\b|\bBahts?\b/i] },
  },
  // America/New_York at 2027-03-24T08:15:00.000Z is 4:15 (Intl)
  {
    id: 'd9-follow-003',
    kind: 'follow_up',
    text: 'and in New York?',
    before: ['what time is it in Tokyo'],
    expect: { says: [/\b0?4[:.]15\b/i] },
  },
  // country facts languages (CH): German, French, Italian
  {
    id: 'd9-follow-007',
    kind: 'follow_up',
    text: 'and in Switzerland',
    before: ['what language do they speak in Belgium'],
    expect: { says: ['German', 'French', 'Italian'] },
  },
  // countryExtras.ZA.drivingSide: left
  {
    id: 'd9-follow-009',
    kind: 'follow_up',
    text: 'and in South Africa?',
    before: ['which side of the road do they drive on in Australia'],
    expect: {
      says: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i],
      notSays: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i],
    },
  },
  // Asia/Tokyo 540 min, Europe/London 0 min on 2027-03-24 (Intl)
  {
    id: 'd9-follow-010',
    kind: 'follow_up',
    text: 'and between London and Tokyo?',
    before: ['time difference between London and New York'],
    expect: {
      says: [
        /\b(?:9|nine)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Tokyo)[^.\n]{0,60}\bahead|(?:London)[^.\n]{0,60}\bbehind|ahead of (?:London)|behind (?:Tokyo)|(?:Tokyo)[^.\n]{0,40}\blater|(?:London)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // countryExtras.HU.plugs: C, F
  {
    id: 'd9-follow-013',
    kind: 'follow_up',
    text: 'plugs?',
    before: ['what currency in Hungary'],
    expect: {
      says: [
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bC\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bF\b/,
      ],
    },
  },
  // PLN is not in the rate table (currency-codes.ts): it should say the rate is not there, naming the currency
  {
    id: 'd9-follow-022',
    kind: 'follow_up',
    text: 'convert 100 of it to euros',
    before: ['which currency do they use in Poland'],
    expect: { unknown: true, says: [/\bPLN\b|zloty|z[łl]oty/i] },
  },
  // there = Prague
  {
    id: 'd9-follow-023',
    kind: 'follow_up',
    text: 'what about tickets for attractions there',
    before: ['hotel in Prague for 2 people'],
    expect: { links: [{ partner: 'tickets', to: ['Prague', 'Praha'] }] },
  },
  // Asia/Kathmandu at 2027-03-24T08:15:00.000Z is 14:00 (Intl)
  {
    id: 'd9-follow-024',
    kind: 'follow_up',
    text: 'and in Kathmandu',
    before: ['What is the time in Delhi?'],
    expect: { says: [/\b(?:0?14|2)[:.]00\b|\b2\s?(?:pm|p\.m\.)/i] },
  },
  // LHR London Heathrow Airport (airports data); Heathrow the US town is the trap
  {
    id: 'd9-named-001',
    kind: 'airport_named',
    text: 'lounge access at Heathrow',
    expect: { links: [{ partner: 'lounges', from: ['LHR', 'London', 'Heathrow'] }], notSays: [/United States|\bUSA\b|Orlando|Florida/i] },
  },
  // city details amsterdam-nl airports AMS: 11 km
  {
    id: 'd9-named-007',
    kind: 'airport_named',
    text: 'How far is Schiphol from Amsterdam centre?',
    expect: { says: [/\b11\s?(?:km|kilometres|kilometers)/i] },
  },
  // Heathrow is LHR, London
  {
    id: 'd9-named-009',
    kind: 'airport_named',
    text: 'Book me a transfer from Heathrow to my hotel in central London',
    expect: { links: [{ partner: 'transfers', to: ['LHR', 'London', 'Heathrow'] }], notSays: [/United States|\bUSA\b|Orlando|Florida/i] },
  },
  // LHR, SIN
  {
    id: 'd9-named-010',
    kind: 'airport_named',
    text: 'flights from heathrow to changi in june',
    expect: {
      links: [{ partner: 'flights', from: ['LHR', 'LON', 'London'], to: ['SIN', 'Singapore'] }],
      notSays: [/United States|\bUSA\b|Orlando|Florida/i],
    },
  },
  // SIN Singapore Changi Airport
  {
    id: 'd9-named-015',
    kind: 'airport_named',
    text: 'lounges at changi airport',
    expect: { links: [{ partner: 'lounges', from: ['SIN', 'Singapore', 'Changi'] }] },
  },
  // AMS Amsterdam Airport Schiphol
  {
    id: 'd9-named-016',
    kind: 'airport_named',
    text: 'car rental at schiphol airport',
    expect: { links: [{ partner: 'cars', to: ['AMS', 'Amsterdam', 'Schiphol'] }] },
  },
  // JFK
  {
    id: 'd9-named-020',
    kind: 'airport_named',
    text: 'cheap flight from berlin to JFK next month',
    expect: { links: [{ partner: 'flights', from: ['BER', 'Berlin'], to: ['JFK', 'NYC', 'New York'] }] },
  },
  // AMS Amsterdam Airport Schiphol
  {
    id: 'd9-named-022',
    kind: 'airport_named',
    text: 'Is there a lounge I can get into at Schiphol before my flight',
    expect: { links: [{ partner: 'lounges', from: ['AMS', 'Amsterdam', 'Schiphol'] }] },
  },
  // city details airports of paris-fr: ORY 15 km, CDG 23 km, BVA 69 km, URO 103 km, XCR 136 km
  {
    id: 'd9-near-003',
    kind: 'airport_nearest',
    text: 'which airports serve Paris',
    expect: { says: [/\bORY\b|Paris-Orly Airport/i, /\bCDG\b|Charles de Gaulle International Airport/i] },
  },
  // city details airports of rome-it: CIA 12 km, FCO 24 km, PEG 134 km
  {
    id: 'd9-near-007',
    kind: 'airport_nearest',
    text: 'nearest airport to rome city centre',
    expect: { says: [/\bCIA\b|Ciampino–G\. B\. Pastine International Airport/i] },
  },
  // city details airports of porto-pt: OPO 12 km, VRL 76 km, VSE 77 km, VGO 120 km
  {
    id: 'd9-near-011',
    kind: 'airport_nearest',
    text: 'i need the nearest airport to Porto',
    expect: { says: [/\bOPO\b|Francisco de Sá Carneiro Airport|Francisco de Sa Carneiro Airport/i] },
  },
  // city details airports of seville-es: SVQ 8 km, XRY 71 km, GIB 148 km
  { id: 'd9-near-012', kind: 'airport_nearest', text: 'airports close to Seville?', expect: { says: [/\bSVQ\b|Sevilla Airport/i] } },
  // city details airports of tokyo-jp: HND 17 km, NRT 63 km, IBR 85 km, OIM 105 km
  {
    id: 'd9-near-014',
    kind: 'airport_nearest',
    text: 'which airports does tokyo have',
    expect: { says: [/\bHND\b|Tokyo Haneda International Airport/i, /\bNRT\b|Narita International Airport/i] },
  },
  // Europe/London at 2027-03-24T08:15:00.000Z is 8:15 (Intl)
  { id: 'd9-now-003', kind: 'time_now', text: 'time in london', expect: { says: [/\b0?8[:.]15\b/i] } },
  // Australia/Sydney at 2027-03-24T08:15:00.000Z is 19:15 (Intl)
  { id: 'd9-now-004', kind: 'time_now', text: 'current time sydney', expect: { says: [/\b(?:0?19|7)[:.]15\b/i] } },
  // Asia/Dubai at 2027-03-24T08:15:00.000Z is 12:15 (Intl)
  { id: 'd9-now-005', kind: 'time_now', text: 'whats the time in dubai now', expect: { says: [/\b0?12[:.]15\b/i] } },
  // Pacific/Auckland at 2027-03-24T08:15:00.000Z is 21:15 (Intl)
  {
    id: 'd9-now-008',
    kind: 'time_now',
    text: 'is it night in Auckland right now? what time is it there',
    expect: { says: [/\b(?:0?21|9)[:.]15\b/i] },
  },
  // Asia/Kolkata at 2027-03-24T08:15:00.000Z is 13:45 (Intl)
  { id: 'd9-now-009', kind: 'time_now', text: 'local time delhi', expect: { says: [/\b(?:0?13|1)[:.]45\b/i] } },
  // Pacific/Honolulu at 2027-03-24T08:15:00.000Z is 22:15 (Intl)
  { id: 'd9-now-012', kind: 'time_now', text: 'what time is it in honolulu', expect: { says: [/\b(?:0?22|10)[:.]15\b/i] } },
  // America/Chicago at 2027-03-24T08:15:00.000Z is 3:15 (Intl)
  { id: 'd9-now-014', kind: 'time_now', text: 'what time is it in chicago', expect: { says: [/\b0?3[:.]15\b/i] } },
  // packingWeather(13.75398, 8, TH) = hot-wet
  {
    id: 'd9-pack-006',
    kind: 'packing',
    text: 'what should I bring for a week in Bangkok in August',
    expect: { says: [/rain (?:jacket|coat)|poncho|insect repellent|umbrella|mosquito/i] },
  },
  // packing activityItems.children; no length given: a typical one assumed and said
  {
    id: 'd9-pack-007',
    kind: 'packing',
    text: 'packing list for a family trip with kids to Barcelona',
    expect: {
      says: [
        /\bkids?\b|\bchild|children|little ones|toddler|baby/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packingWeather(35.6895, 12, JP) = cool; no length given: a typical one assumed and said
  {
    id: 'd9-pack-008',
    kind: 'packing',
    text: 'What clothes to pack for Tokyo in December?',
    expect: {
      says: [
        /warm (?:jacket|sweater|layers|coat)|sweater|fleece|jumper|layers/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.business; no length given: a typical one assumed and said
  {
    id: 'd9-pack-009',
    kind: 'packing',
    text: 'help me pack for a business trip to Frankfurt',
    expect: {
      says: [
        /business (?:outfit|clothes|attire|wear|cards)|\bsuit\b|smart (?:shoes|clothes|outfit)|laptop/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packingWeather(-33.86785, 7, AU) = cool; no length given: a typical one assumed and said
  {
    id: 'd9-pack-010',
    kind: 'packing',
    text: 'what to pack for sydney in july',
    expect: {
      says: [
        /warm (?:jacket|sweater|layers|coat)|sweater|fleece|jumper|layers/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packingWeather(25.07725, 7, AE) = hot; no length given: a typical one assumed and said
  {
    id: 'd9-pack-012',
    kind: 'packing',
    text: 'packing tips for dubai in summer',
    expect: {
      says: [
        /sun ?hat|sunscreen|sun cream|sunglasses|swimwear|sandals|light clothes/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packingWeather(38.71667, 10, PT) = mild
  {
    id: 'd9-pack-013',
    kind: 'packing',
    text: 'What should I take to Lisbon for a long weekend in October?',
    expect: { says: [/light jacket|layers|sweater|cardigan|umbrella/i] },
  },
  // packing activityItems.beach; no length given: a typical one assumed and said
  {
    id: 'd9-pack-014',
    kind: 'packing',
    text: 'beach trip to cancun - what do i need',
    expect: {
      says: [
        /swim(?:wear|suit|ming)|sunscreen|sun cream|beach towel/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packingWeather(1.28967, 3, SG) = hot-wet; no length given: a typical one assumed and said
  {
    id: 'd9-pack-018',
    kind: 'packing',
    text: 'what should I pack for Singapore',
    expect: {
      says: [
        /rain (?:jacket|coat)|poncho|insect repellent|umbrella|mosquito/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.beach; no length given: a typical one assumed and said
  {
    id: 'd9-pack-020',
    kind: 'packing',
    text: 'packing for a beach holiday in Bali in december',
    expect: {
      says: [
        /swim(?:wear|suit|ming)|sunscreen|sun cream|beach towel/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.ski; no length given: a typical one assumed and said
  {
    id: 'd9-pack-028',
    kind: 'packing',
    text: 'going skiing in whistler in january, packing list pls',
    expect: {
      says: [
        /ski (?:jacket|trousers|pants|socks|gloves|clothes|wear)|goggles|thermal/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // next flight: KL 1774 BER→AMS departs 2027-03-25T10:25 (Amsterdam trip)
  {
    id: 'd9-trip-001',
    kind: 'my_trip',
    text: 'when is my flight',
    expect: { says: [/KL\s?1774/i, /\b10[:.]25\b/, /\btomorrow\b|\b25(?:th)? (?:of )?March|March 25|Thu(?:rsday)?|03-25/i] },
  },
  // KL 1774 depart_local 2027-03-25T10:25
  { id: 'd9-trip-003', kind: 'my_trip', text: 'what time is my flight tomorrow', expect: { says: [/\b10[:.]25\b/] } },
  // stay Hotel V Nesplein address Nes 49, 1012 KD Amsterdam
  { id: 'd9-trip-005', kind: 'my_trip', text: "what is my hotel's address in Amsterdam", expect: { says: ['Nes 49'] } },
  // Hotel V Nesplein confirmation HVN-44120
  { id: 'd9-trip-013', kind: 'my_trip', text: 'confirmation number for my hotel in Amsterdam', expect: { says: ['HVN-44120'] } },
  // Hotel Artemide confirmation ART-58213907
  { id: 'd9-trip-014', kind: 'my_trip', text: 'whats the booking reference for the rome hotel', expect: { says: ['ART-58213907'] } },
  // AZ 415 confirmation R8M2QX
  { id: 'd9-trip-015', kind: 'my_trip', text: 'What is my confirmation code for the flight to Rome?', expect: { says: ['R8M2QX'] } },
  // KL 1777 AMS→BER 2027-03-27T17:10
  {
    id: 'd9-trip-018',
    kind: 'my_trip',
    text: 'when is my flight back from Amsterdam',
    expect: { says: [/KL\s?1777|\b17[:.]10\b|\b5[:.]10\s?pm/i] },
  },
  // Rome 2027-04-10: Colosseum underground tour 14:15
  { id: 'd9-trip-019', kind: 'my_trip', text: 'what am I doing in Rome on April 10', expect: { says: [/Colosseum/i] } },
  // train Roma Termini → Firenze SMN 2027-04-11T08:10
  {
    id: 'd9-trip-021',
    kind: 'my_trip',
    text: 'when is my train to Florence',
    expect: { says: [/\b0?8[:.]10\b/, /11 April|April 11|Apr(?:il)? 11|11th|Sunday/i] },
  },
  // Mount Takao hike day 2027-05-04
  {
    id: 'd9-trip-026',
    kind: 'my_trip',
    text: 'what day is the Mount Takao hike',
    expect: { says: [/4 May|May 4|May 4th|4th of May|05-04/i] },
  },
  // KL 1774 seat 14C
  { id: 'd9-trip-030', kind: 'my_trip', text: 'what is my seat on the amsterdam flight', expect: { says: [/\b14C\b/] } },
  // KL 1774 terminal 1
  { id: 'd9-trip-031', kind: 'my_trip', text: 'which terminal do I leave from tomorrow', expect: { says: [/terminal\s?1\b|\bT1\b/i] } },
  // Hotel Artemide 2027-04-08 → 2027-04-12: 4 nights
  {
    id: 'd9-trip-034',
    kind: 'my_trip',
    text: 'how long is my stay in Rome',
    expect: { says: [/\b4 nights\b|\bfour nights\b|\b5 days\b|\bfive days\b/i] },
  },
  // flights + hotels, Rome
  {
    id: 'd9-two-001',
    kind: 'two_asks',
    text: 'flights to Rome and a hotel there',
    expect: {
      links: [
        { partner: 'flights', to: ['Rome', 'ROM', 'FCO', 'CIA'] },
        { partner: 'hotels', to: ['Rome', 'Roma'] },
      ],
    },
  },
  // flights + cars, Lisbon
  {
    id: 'd9-two-004',
    kind: 'two_asks',
    text: 'I need a flight from Berlin to Lisbon on May 3 and a rental car when I land',
    expect: {
      links: [
        { partner: 'flights', from: ['BER', 'Berlin'], to: ['LIS', 'Lisbon'] },
        { partner: 'cars', to: ['Lisbon', 'LIS', 'Lisboa'] },
      ],
    },
  },
  // tours + hotels
  {
    id: 'd9-two-015',
    kind: 'two_asks',
    text: 'tours in rome and a hotel near the colosseum',
    expect: {
      links: [
        { partner: 'tours', to: ['Rome', 'Roma', 'Colosseum'] },
        { partner: 'hotels', to: ['Rome', 'Roma', 'Colosseum'] },
      ],
    },
  },
  // countryExtras.TH.plugs: A, B, C, F, O; country facts currency (TH): Thai Baht (THB)
  {
    id: 'd9-two-016',
    kind: 'two_asks',
    text: 'what plug type in Thailand, and what is the local currency',
    expect: {
      says: [
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bA\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bB\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bC\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bF\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bO\b/,
        /Thai Baht|\bTHB\b|\bBahts?\b/i,
      ],
    },
  },
  // AMS; Europe/Amsterdam at 2027-03-24T08:15:00.000Z is 9:15 (Intl)
  {
    id: 'd9-two-017',
    kind: 'two_asks',
    text: 'airport code for Schiphol and the time in Amsterdam',
    expect: { says: [/\bAMS\b/, /\b0?9[:.]15\b/i] },
  },
  // flights + lounges
  {
    id: 'd9-two-018',
    kind: 'two_asks',
    text: 'Cheap flights to Tokyo in May and a lounge at Frankfurt',
    expect: {
      links: [
        { partner: 'flights', to: ['TYO', 'Tokyo', 'NRT', 'HND'] },
        { partner: 'lounges', from: ['FRA', 'Frankfurt'] },
      ],
    },
  },
  // countryExtras.IT.emergency: 112; countryExtras.IT.drivingSide: right
  {
    id: 'd9-two-020',
    kind: 'two_asks',
    text: 'emergency number in Italy and which side they drive on',
    expect: {
      says: [
        /(?<![\d+])112(?!\d)/,
        /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i,
      ],
      notSays: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i],
    },
  },
  // no visa data
  {
    id: 'd9-unknown-001',
    kind: 'unknown',
    text: 'Do I need a visa for Japan?',
    expect: { unknown: true, notSays: [/(?:don't|do not|no) need (?:a )?visa|visa[- ]free|visa on arrival|\b90 days\b/i] },
  },
  // no forecasts
  {
    id: 'd9-unknown-002',
    kind: 'unknown',
    text: 'what is the weather going to be in Amsterdam tomorrow',
    expect: { unknown: true, notSays: [/-?\d+\s?°|\d+\s?degrees|\d+\s?%\s?(?:chance|rain)/i] },
  },
  // no fares (money check on every case)
  { id: 'd9-unknown-003', kind: 'unknown', text: 'how much is a flight from berlin to rome', expect: { unknown: true } },
  // countryExtras has no JO
  {
    id: 'd9-unknown-007',
    kind: 'unknown',
    text: 'emergency number in Jordan?',
    expect: { unknown: true, notSays: [/\b911\b|\b112\b|\b199\b|\b193\b/] },
  },
  // not in the stay record
  {
    id: 'd9-unknown-014',
    kind: 'unknown',
    text: 'Whats the wifi password at my hotel in Amsterdam',
    expect: { unknown: true, notSays: [/password (?:is|:)\s*\S+/i] },
  },
  // Hotel Artemide phone is empty
  {
    id: 'd9-unknown-017',
    kind: 'unknown',
    text: 'what is the phone number of my hotel in Rome',
    expect: { unknown: true, notSays: [/\+39\s?\d/] },
  },
  // no Barcelona stay
  {
    id: 'd9-unknown-021',
    kind: 'unknown',
    text: 'what is the confirmation number for my hotel in Barcelona',
    expect: { unknown: true, notSays: [/HVN-44120|ART-58213907|PHT-771204|KNR-30955|LUT-90210/i] },
  },
  // no opening hours
  {
    id: 'd9-unknown-022',
    kind: 'unknown',
    text: 'when does the Colosseum close today',
    expect: { unknown: true, notSays: [/\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:pm|am)\b/i] },
  },
  // no live places data
  {
    id: 'd9-unknown-023',
    kind: 'unknown',
    text: 'whats the best restaurant open now near me',
    expect: { unknown: true, notSays: [/open now/i] },
  },
  // no live queues
  {
    id: 'd9-unknown-025',
    kind: 'unknown',
    text: 'how busy is the security line at Heathrow right now',
    expect: { unknown: true, notSays: [/\b\d+\s?min(?:ute)?s?\b/i] },
  },

  // ---- tenth pass probes (helper astra10): each rule in other words and other places ----
  // A SIM for data abroad is the eSIM partner's, and "for my trip" is the reason, not a question about the trip.
  { id: 'd9-probe-001', kind: 'booking', text: 'need a local sim for japan', expect: { links: ['esim'] } },
  { id: 'd9-probe-002', kind: 'booking', text: 'prepaid sim in thailand?', expect: { links: ['esim'] } },
  { id: 'd9-probe-003', kind: 'booking', text: 'where can i buy a sim card for my holiday in italy', expect: { links: ['esim'] } },
  { id: 'd9-probe-004', kind: 'booking', text: 'tourist sim for australia pls', expect: { links: ['esim'] } },
  // A lounge "before my flight" is a lounge to find: LHR, SIN, MUC (airports data).
  {
    id: 'd9-probe-005',
    kind: 'airport_named',
    text: 'any lounge at heathrow i can use before my flight',
    expect: { links: [{ partner: 'lounges', from: ['LHR'] }] },
  },
  {
    id: 'd9-probe-006',
    kind: 'airport_named',
    text: 'can i get into a lounge at changi before my connecting flight',
    expect: { links: [{ partner: 'lounges', from: ['SIN'] }] },
  },
  {
    id: 'd9-probe-007',
    kind: 'airport_named',
    text: 'lounge in munich airport for my trip next week',
    expect: { links: [{ partner: 'lounges', from: ['MUC'] }] },
  },
  // A number to call in trouble is the emergency number: countryExtras.ES 112, JP 110/119, AU 000 (112 from mobiles), MX 911.
  {
    id: 'd9-probe-008',
    kind: 'country_fact',
    text: 'who do i call if i get robbed in barcelona',
    expect: { says: [/(?<![\d+])112(?!\d)/] },
  },
  {
    id: 'd9-probe-009',
    kind: 'country_fact',
    text: 'if anything goes wrong in tokyo which number should i ring',
    expect: { says: [/(?<![\d+])110(?!\d)/, /(?<![\d+])119(?!\d)/] },
  },
  {
    id: 'd9-probe-010',
    kind: 'country_fact',
    text: 'what number do we dial in case of an accident in australia',
    expect: { says: [/(?<![\d+])000(?!\d)/] },
  },
  {
    id: 'd9-probe-011',
    kind: 'country_fact',
    text: 'in cancun what number should i call if something bad happens',
    expect: { says: [/(?<![\d+])911(?!\d)/] },
  },
  // ...while the number to dial first is still the calling code: FR +33, IT +39 (country table).
  {
    id: 'd9-probe-012',
    kind: 'country_fact',
    text: 'what number do i dial first to call france',
    expect: { says: [/\+\s?33\b|\b00\s?33\b|code[^.\n]{0,30}\b33\b/i], notSays: [/(?<![\d+])112(?!\d)/] },
  },
  {
    id: 'd9-probe-013',
    kind: 'country_fact',
    text: 'which code do we put in front when calling italy',
    expect: { says: [/\+\s?39\b|\b00\s?39\b|code[^.\n]{0,30}\b39\b/i], notSays: [/Front/] },
  },
  // "X city centre" is X's centre, not a town "X City", unless "X City" is the bigger (city details' airports).
  {
    id: 'd9-probe-014',
    kind: 'airport_nearest',
    text: 'closest airport to paris city center',
    expect: { says: [/\bORY\b/], notSays: [/United States/] },
  },
  {
    id: 'd9-probe-015',
    kind: 'airport_nearest',
    text: 'airports near mexico city centre',
    expect: { says: [/\bMEX\b/] },
  },
  {
    id: 'd9-probe-016',
    kind: 'airport_nearest',
    text: 'nearest airport to dublin city centre',
    expect: { says: [/\bDUB\b/], notSays: [/United States/] },
  },
  {
    id: 'd9-probe-017',
    kind: 'airport_nearest',
    text: 'how far is the airport from london city centre',
    expect: { says: [/\bLHR\b/, /\bLCY\b/] },
  },
  // A forecast asked: the season in words, no figure that reads as that day's weather.
  {
    id: 'd9-probe-018',
    kind: 'unknown',
    text: 'will it rain in london tomorrow',
    expect: { unknown: true, notSays: [/-?\d+\s?°|\d+\s?degrees|\d+\s?%\s?(?:chance|rain)/i] },
  },
  {
    id: 'd9-probe-019',
    kind: 'unknown',
    text: 'weather in rome this weekend',
    expect: { unknown: true, notSays: [/-?\d+\s?°|\d+\s?degrees/i] },
  },
  {
    id: 'd9-probe-020',
    kind: 'unknown',
    text: 'whats the forecast for lisbon on saturday',
    expect: { unknown: true, says: [/Lisbon/], notSays: [/-?\d+\s?°|\d+\s?degrees/i] },
  },
  {
    id: 'd9-probe-021',
    kind: 'unknown',
    text: 'is it going to snow in zurich next week',
    expect: { unknown: true, says: [/Zurich|Zürich/], notSays: [/-?\d+\s?°|\d+\s?degrees|Belarus/i] },
  },

  // An airport's name with an everyday word inside, where the message talks of airports (airports data:
  // BUR Bob Hope Airport, BHD George Best Belfast City Airport, SNA John Wayne Airport-Orange County Airport).
  { id: 'd9-probe-022', kind: 'airport_named', text: 'bob hope airport code', expect: { says: [/\bBUR\b/] } },
  {
    id: 'd9-probe-023',
    kind: 'airport_named',
    text: 'lounge at bob hope',
    expect: { links: [{ partner: 'lounges', from: ['BUR'] }], notSays: [/Polynesia/] },
  },
  {
    id: 'd9-probe-024',
    kind: 'airport_named',
    text: 'george best belfast city airport how far from the centre',
    expect: { says: [/\bBHD\b/, /\b4\s?km\b/], notSays: [/South Africa/] },
  },
  {
    id: 'd9-probe-025',
    kind: 'booking',
    text: 'flights into george best belfast city',
    expect: { links: [{ partner: 'flights', to: ['BHD', 'Belfast'] }], notSays: [/South Africa/] },
  },
  {
    id: 'd9-probe-026',
    kind: 'airport_named',
    text: 'john wayne airport lounges',
    expect: { links: [{ partner: 'lounges', from: ['SNA'] }] },
  },
  // "where is X" alone, X an airport's word: ORY Paris-Orly Airport 15 km, STN London Stansted Airport (city details).
  { id: 'd9-probe-027', kind: 'airport_named', text: 'where is orly', expect: { says: [/\bORY\b/, /Paris/] } },
  { id: 'd9-probe-028', kind: 'airport_named', text: "where's stansted?", expect: { says: [/\bSTN\b/, /London/] } },
  { id: 'd9-probe-029', kind: 'airport_named', text: 'how far is orly', expect: { says: [/\bORY\b/, /\b15\s?km\b/] } },
  // ...and a town asked so is still the town.
  { id: 'd9-probe-030', kind: 'country_fact', text: 'where is kotor', expect: { says: [/Montenegro/] } },
  // Three letters named as an airport are its name: MBA Moi International Airport (Mombasa), GAN Gan International Airport.
  {
    id: 'd9-probe-031',
    kind: 'airport_named',
    text: 'moi airport mombasa',
    expect: { says: [/\bMBA\b/, /Mombasa/], notSays: [/Norway/] },
  },
  {
    id: 'd9-probe-032',
    kind: 'airport_named',
    text: 'moi international airport code',
    expect: { says: [/\bMBA\b/], notSays: [/Norway/] },
  },
  { id: 'd9-probe-033', kind: 'airport_named', text: 'where is moi airport', expect: { says: [/Mombasa/, /Kenya/] } },
  {
    id: 'd9-probe-034',
    kind: 'airport_named',
    text: 'lounge at gan international',
    expect: { links: [{ partner: 'lounges', from: ['GAN'] }] },
  },
  // Namesakes: the bigger is answered and one of note named beside it, with the region where both share a country
  // (city index: Portland, Oregon 652,503 and Maine 66,881; Albany, New York 98,469 and Georgia 74,843;
  // Hamilton, Canada and New Zealand).
  { id: 'd9-probe-035', kind: 'country_fact', text: 'tell me about portland', expect: { says: [/Oregon/, /Portland, Maine/] } },
  {
    id: 'd9-probe-036',
    kind: 'booking',
    text: 'hotels in albany',
    expect: { says: [/New York/], links: [{ partner: 'hotels', to: ['Albany'] }] },
  },
  { id: 'd9-probe-037', kind: 'country_fact', text: 'whats portland maine like', expect: { says: [/Maine/], notSays: [/Oregon/] } },
  { id: 'd9-probe-038', kind: 'country_fact', text: 'hamilton', expect: { says: [/Canada/, /Hamilton, New Zealand/] } },
  // A town's own three-letter name before "airport" is not another airport's code (GAQ Gao Airport, Mali; GAO is Guantánamo's).
  { id: 'd9-probe-039', kind: 'airport_named', text: 'gao airport code', expect: { says: [/\bGAQ\b/, /Mali/], notSays: [/Cuba/] } },
  { id: 'd9-probe-040', kind: 'airport_named', text: 'lounges at gao airport', expect: { links: [{ partner: 'lounges', from: ['GAQ'] }] } },
  { id: 'd9-probe-041', kind: 'airport_code', text: 'what airport is GAO', expect: { says: [/Guantánamo|Guantanamo/] } },
];
