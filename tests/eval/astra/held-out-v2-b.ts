// Astra's held-out evaluation set, version 2, half B (issue 20): 130 cases written blind, by a
// writer who never saw the engine, its decision records, its tests or any earlier set. Scored once,
// after the tuning work lands; its accuracy is the figure reported for the product.
//
// NOBODY WHO TUNES ASTRA MAY READ THIS FILE: not its cases, not its expectations, not its failures.
// A set that has been read is a development set.
//
// Where each kind's expected facts come from (all computed for fixtures.ts's moment, Wednesday
// 24 March 2027 09:15 in Berlin, or the day a case names):
// - country_fact, two_asks, follow_up: the city index's country facts (api/cities/artifact.ts
//   CountryFacts: capital, currency, languages, calling codes), src/domain/country-extras.ts (plugs,
//   driving side, tipping, emergency numbers) and each city's zone in the city data.
// - time_now, time_difference, time_convert: Intl.DateTimeFormat on the cities' IANA zones, daylight
//   saving as in force on the day (US since 14 March, Europe from 28 March, Sydney until 4 April).
// - airport_named, airport_code, airport_nearest: the city index (airportNames, byIata,
//   nearestAirports as details() lists them) over public/data/airports.json's airports.
// - packing: src/domain/packing.ts (packingWeather by latitude and month, its climate and activity
//   items) with the country's plugs.
// - my_trip: fixtures.ts's trips only (the traveller's Amsterdam and Rome, Mia's shared Tokyo).
// - booking: src/domain/partners.ts's partners and search params; conversions from
//   src/domain/currency.ts's built-in rate table.
// - unknown: facts checked to be absent from all of the above (no extras for the country, no
//   forecasts, visas, fares, live flight status, opening hours, hotel amenities, or rate for the currency).
import type { EvalCase } from './score';

/** A time of day as a reply may write it: 24-hour ("14:05", "14.05", "14h05") or 12-hour ("2:05 pm", "2 pm"). */
function clock(hour: number, minute: number): RegExp {
  const mm = String(minute).padStart(2, '0');
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const half = hour < 12 ? 'a\\.?m\\b\\.?' : 'p\\.?m\\b\\.?';
  const forms = [
    `\\b${String(hour).padStart(2, '0')}[:.h]${mm}\\b`,
    `\\b${h12}${minute === 0 ? `(?:[:.]${mm})?` : `[:.]${mm}`}\\s?${half}`,
  ];
  if (hour > 0 && hour < 10) forms.push(`\\b${hour}[:.]${mm}\\b(?!\\s?p\\.?m)`);
  return new RegExp(forms.join('|'), 'i');
}

/** One IEC plug letter named as a plug type ("types C, D and M", "A/B", "the G plug"), not the article "A". */
function plug(letter: string): RegExp {
  return new RegExp(
    `(?:\\b[Tt]ypes?|\\b[Pp]lugs?|\\bthe|,|\\band|\\bor|&|/|:|\\()\\s*${letter}\\b|\\b${letter}(?=\\s*(?:,|and\\b|or\\b|&|/|[Pp]lugs?\\b|[Tt]ypes?\\b|[Ss]ockets?\\b|-type))`,
  );
}
const plugs = (...letters: string[]) => letters.map(plug);

/** A whole number of hours, in figures or words. */
function hours(count: number): RegExp {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const anHour = count === 1 ? '|\\ban hour\\b' : '';
  return new RegExp(`\\b(?:${count}|${words[count]})[\\s-]?(?:hours?|hrs?|h)\\b${anHour}`, 'i');
}

/** A UTC offset as a reply may write it: "UTC+5", "GMT+05:00", "+05:00". */
function utc(offset: string): RegExp {
  const [sign, rest] = [offset[0], offset.slice(1)];
  const [h, m = '00'] = rest.split(':');
  const escapedSign = sign === '+' ? '\\+' : '[-−–]';
  const minutes = m === '00' ? `(?![:\\d]|\\.\\d)|(?:UTC|GMT)\\s?${escapedSign}\\s?0?${h}:00` : `[:.]${m}`;
  return new RegExp(`(?:UTC|GMT)\\s?${escapedSign}\\s?0?${h}${minutes}|${escapedSign}0?${h}:${m}(?!\\d)`, 'i');
}

/** Which of two places is ahead: "Auckland is 2 hours ahead of Sydney" or "Sydney is 2 hours behind Auckland". */
function ahead(leader: string, follower: string): RegExp {
  const sameSentence = '(?:[^.;\\n]|\\.(?=\\d)){0,60}';
  return new RegExp(`\\b(?:${leader})\\b${sameSentence}\\bahead|\\b(?:${follower})\\b${sameSentence}\\bbehind`, 'i');
}

/** A claim about the side of the road (not "left or right", not "not the right"). */
function drivesOn(side: 'left' | 'right'): RegExp {
  return new RegExp(
    `(?:drive|drives|driving|traffic|cars?)\\s+(?:is\\s+|are\\s+|keeps?\\s+|stays?\\s+|goes\\s+)?on the ${side}\\b(?!\\s*(?:or|and)\\b)|${side}-hand (?:traffic|drive)|driving side:\\s*${side}`,
    'i',
  );
}

export const heldOutB: EvalCase[] = [
  // ───────────────────────── country_fact (30) ─────────────────────────

  // country-extras: JP plugs A, B (Kanazawa is in Japan)
  {
    id: 'hb-fact-001',
    kind: 'country_fact',
    text: "We're flying out to Kanazawa next month with the kids and I was wondering whether I need an adapter for our UK chargers, or do the sockets there take the same plugs?",
    expect: { says: plugs('A', 'B') },
  },
  // country-extras: IE drives on the left (Galway is in Ireland)
  {
    id: 'hb-fact-002',
    kind: 'country_fact',
    text: 'My partner and I are hiring a car in Galway for a week of driving around Connemara. Silly question maybe, but which side of the road do they drive on over there?',
    expect: { says: [/\bleft\b/i], notSays: [drivesOn('right')] },
  },
  // country-extras: TH emergency 1669 for an ambulance (Krabi is in Thailand)
  {
    id: 'hb-fact-003',
    kind: 'country_fact',
    text: "My dad is coming with us to Krabi and he has a heart condition, so I'd like to have it written down just in case: what number do you ring for an ambulance in Thailand?",
    expect: { says: ['1669'] },
  },
  // city index: Peru's currency is the Peruvian Sol (PEN); Arequipa is in Peru
  {
    id: 'hb-fact-004',
    kind: 'country_fact',
    text: 'Hello! I am spending three weeks volunteering near Arequipa this summer. What money do they use there, so I can order some before I go?',
    expect: { says: [/\bsol(?:es)?\b|\bPEN\b/i] },
  },
  // city index: Switzerland's languages German, French, Italian (Lausanne is in Switzerland)
  {
    id: 'hb-fact-005',
    kind: 'country_fact',
    text: "I've got a conference in Lausanne in June and my colleague says I'll get by in English, but what language do people actually speak there?",
    expect: { says: ['French'] },
  },
  // city index: Morocco's calling code +212 (Marrakesh)
  {
    id: 'hb-fact-006',
    kind: 'country_fact',
    text: 'The riad we booked in Marrakech gave us a local phone number without the country bit in front. What is the dialling code for Morocco?',
    expect: { says: ['212'] },
  },
  // country-extras: JP tipping "Not customary, and it can cause confusion." (Osaka)
  {
    id: 'hb-fact-007',
    kind: 'country_fact',
    text: "Being American I always tip 20% without thinking, but a friend told me that's not really a thing in Osaka. Should I be tipping in restaurants there or not?",
    expect: {
      says: [
        /not (?:customary|expected|usual|common|the norm|done|necessary)|isn'?t (?:customary|expected|usual|common|done)|no need to tip|(?:don'?t|do not|not) tip/i,
      ],
    },
  },
  // city index: Australia's capital is Canberra
  {
    id: 'hb-fact-008',
    kind: 'country_fact',
    text: "Settle an argument for us please — my husband insists the capital of Australia is Sydney and I'm fairly sure it isn't. Which city is it?",
    expect: { says: ['Canberra'], notSays: [/capital (?:of Australia )?is Sydney/i] },
  },
  // city index: Tanzania's capital is Dodoma
  {
    id: 'hb-fact-009',
    kind: 'country_fact',
    text: "We're doing a safari and then Zanzibar, and my son asked me what the capital of Tanzania is. I said Dar es Salaam but now I'm doubting myself, is that right?",
    expect: {
      says: ['Dodoma'],
      notSays: [/capital (?:of Tanzania )?is Dar es Salaam|(?:yes|that'?s right|correct),? (?:it'?s |the capital is )?Dar/i],
    },
  },
  // city index: Bulgaria's currency is the Euro (Plovdiv)
  {
    id: 'hb-fact-010',
    kind: 'country_fact',
    text: 'Going to Plovdiv for a long weekend in May. Which currency will I be paying in once I get there?',
    expect: { says: [/\beuros?\b|\bEUR\b/i] },
  },
  // city index: Samarkand's zone Asia/Samarkand, UTC+5
  {
    id: 'hb-fact-011',
    kind: 'country_fact',
    text: 'Could you tell me what time zone Samarkand is in? I am trying to set up my calendar for the Silk Road tour before we leave.',
    expect: { says: [utc('+5')] },
  },
  // country-extras: ZA plugs C, D, M, N (Durban)
  {
    id: 'hb-fact-012',
    kind: 'country_fact',
    text: "Off to Durban for my cousin's weding and I've heard South African sockets are a bit odd. What plug types should I expect there?",
    expect: { says: plugs('C', 'D', 'M', 'N') },
  },
  // country-extras: TH drives on the left (Phuket)
  {
    id: 'hb-fact-013',
    kind: 'country_fact',
    text: "thinking of renting a scooter in Phuket (yes I know, I'll be careful!) — do they drive on the left or the right in Thailand?",
    expect: { says: [/\bleft\b/i], notSays: [drivesOn('right')] },
  },
  // country-extras: AU emergency 000 (112 from mobiles) (Perth, Western Australia)
  {
    id: 'hb-fact-014',
    kind: 'country_fact',
    text: 'My daughter has just moved to Perth in Western Australia for a year abroad. In an emergency over there, which number should she call?',
    expect: { says: ['000'] },
  },
  // city index: Portugal's calling code +351 (Porto)
  {
    id: 'hb-fact-015',
    kind: 'country_fact',
    text: 'The guesthouse in Porto asked me to text them when we land. What do I put in front of their number, what is the country code for Portugal?',
    expect: { says: ['351'] },
  },
  // city index: Belgium's languages Dutch, French, German (Ghent)
  {
    id: 'hb-fact-016',
    kind: 'country_fact',
    text: "I'm visiting Ghent with my book club in the autumn and I'd love to learn a few phrases first. Which language do they speak in that part of Belgium, French or something else?",
    expect: { says: ['Dutch'] },
  },
  // city index: Czechia's currency Czech Koruna (CZK) (Brno)
  {
    id: 'hb-fact-017',
    kind: 'country_fact',
    text: "Is Brno on the euro yet or do they still have their own money? I'd rather not get stuck at a cash machine.",
    expect: { says: [/koruna|\bCZK\b|crowns?\b/i], notSays: [/(?:yes|they use|it uses|pay in|currency is)\s+(?:the\s+)?euro/i] },
  },
  // country-extras: HU tipping 10–15% in restaurants when no service charge is added (Debrecen)
  {
    id: 'hb-fact-018',
    kind: 'country_fact',
    text: "We'll be eating out most nights in Debrecen during the festival. How much is it normal to tip in restaurants in Hungary?",
    expect: { says: [/10\s?(?:%\s?)?(?:–|-|to)\s?15\s?%/i] },
  },
  // country-extras: NZ drives on the left (Rotorua)
  {
    id: 'hb-fact-019',
    kind: 'country_fact',
    text: 'Picking up a campervan in Rotorua in a couple of weeks, first time driving abroad. Which side do they drive on in New Zealand?',
    expect: { says: [/\bleft\b/i], notSays: [drivesOn('right')] },
  },
  // city index: Morocco's capital is Rabat
  {
    id: 'hb-fact-020',
    kind: 'country_fact',
    text: 'My niece is doing a school project on North Africa. What is the capital city of Morocco? She thinks it might be Casablanca or Marrakesh.',
    expect: { says: ['Rabat'], notSays: [/capital (?:of Morocco )?is (?:Casablanca|Marrakes?c?h)/i] },
  },
  // country-extras: IL plugs C, H, M (Tel Aviv)
  {
    id: 'hb-fact-021',
    kind: 'country_fact',
    text: 'I need to pack my hair straightener for Tel Aviv — what kind of plug sockets do they have in Israel?',
    expect: { says: plugs('C', 'H', 'M') },
  },
  // country-extras: US tipping 15–20% in restaurants and for taxis (Denver)
  {
    id: 'hb-fact-022',
    kind: 'country_fact',
    text: "First trip to the States, we're landing in Denver for a ski holiday. I've heard tipping is a big deal there: how much is expected in restaurants?",
    expect: { says: [/15\s?(?:%\s?)?(?:–|-|to)\s?20\s?%/i], money: true },
  },
  // country-extras: MX emergency 911 (Oaxaca)
  {
    id: 'hb-fact-023',
    kind: 'country_fact',
    text: 'What is the emergency phone number in Mexico? We are going to be in Oaxaca for Day of the Dead and I like to have these things saved.',
    expect: { says: ['911'] },
  },
  // city index: Ecuador's currency is the US Dollar (Guayaquil)
  {
    id: 'hb-fact-024',
    kind: 'country_fact',
    text: 'Flying into Guayaquil before the Galápagos cruise. Do I need to change my dollars into some local currency or what do they use in Ecuador?',
    expect: { says: [/US Dollar|\bUSD\b|U\.S\. dollar|American dollar/i] },
  },
  // city index: Kenya's calling code +254 (Kisumu)
  {
    id: 'hb-fact-025',
    kind: 'country_fact',
    text: 'my colleague in Kisumu gave me his mobile but I have to call from abroad. whats the country code for kenya?',
    expect: { says: ['254'] },
  },
  // city index: Singapore's languages English, Malay, Tamil, Chinese
  {
    id: 'hb-fact-026',
    kind: 'country_fact',
    text: 'Out of curiosity before our stopover, which languages are official or commonly spoken in Singapore?',
    expect: { says: ['English', 'Malay', 'Tamil', /Chinese|Mandarin/i] },
  },
  // country-extras: IN plugs C, D, M (Jaipur)
  {
    id: 'hb-fact-027',
    kind: 'country_fact',
    text: "Heading to Jaipur for a friend's wedding and I'm trying to sort out chargers for all my camera gear. Which plug types are used in India?",
    expect: { says: plugs('C', 'D', 'M') },
  },
  // country-extras: ID drives on the left (Denpasar, Bali)
  {
    id: 'hb-fact-028',
    kind: 'country_fact',
    text: 'We land in Denpasar and then want to rent a car to explore Bali ourselves. Does Indonesia drive on the left or on the right?',
    expect: { says: [/\bleft\b/i], notSays: [drivesOn('right')] },
  },
  // city index: Türkiye's capital is Ankara
  {
    id: 'hb-fact-029',
    kind: 'country_fact',
    text: "Quick geography question while I plan our Turkey trip: Istanbul is the capital, isn't it?",
    expect: {
      says: ['Ankara'],
      notSays: [/(?:yes|that'?s right|correct),? Istanbul|capital (?:of T(?:urkey|ürkiye|urkiye) )?is Istanbul/i],
    },
  },
  // country-extras: NO emergency 113 for an ambulance (Bergen)
  {
    id: 'hb-fact-030',
    kind: 'country_fact',
    text: "We'll be hiking above Bergen with my elderly mum. If she needed an ambulance, which number would we dial in Norway?",
    expect: { says: ['113'] },
  },

  // ───────────────────────── time_now (7) ─────────────────────────

  // Intl: Asia/Kathmandu UTC+5:45 → 14:00 on 24 March
  {
    id: 'hb-now-001',
    kind: 'time_now',
    text: 'My brother is trekking out of Kathmandu this month and I want to ring him without waking him up. What time is it there at the moment?',
    expect: { says: [clock(14, 0)] },
  },
  // Intl: Australia/Adelaide UTC+10:30 (summer time) → 18:45
  {
    id: 'hb-now-002',
    kind: 'time_now',
    text: 'Could you tell me the current time in Adelaide, please? I have a video call with my aunt and I can never remember the half-hour thing.',
    expect: { says: [clock(18, 45)] },
  },
  // Intl: America/St_Johns UTC-2:30 (daylight time since 14 March) → 05:45
  {
    id: 'hb-now-003',
    kind: 'time_now',
    text: "What's the time right now in St. John's, Newfoundland? I need to call a B&B there and don't want to get them out of bed.",
    expect: { says: [clock(5, 45)] },
  },
  // Intl: Pacific/Honolulu UTC-10 → 22:15 on Tuesday 23 March
  {
    id: 'hb-now-004',
    kind: 'time_now',
    text: 'Is it still night in Honolulu? What time is it over there just now?',
    expect: { says: [clock(22, 15)] },
  },
  // Intl: Asia/Tehran UTC+3:30 → 11:45
  {
    id: 'hb-now-005',
    kind: 'time_now',
    text: "I've got realtives in Tehran who keep asking when I'm free to talk. What time is it in Tehran right now?",
    expect: { says: [clock(11, 45)] },
  },
  // Intl: America/Lima UTC-5 → 03:15
  {
    id: 'hb-now-006',
    kind: 'time_now',
    text: 'Our tour operator in Lima said to ring them any time during office hours. Would now be ok, what time is it there currently?',
    expect: { says: [clock(3, 15)] },
  },
  // Intl: Africa/Nairobi UTC+3 → 11:15
  {
    id: 'hb-now-007',
    kind: 'time_now',
    text: 'what time is it in nairobi now? my safari guide wants me to confirm the pick up',
    expect: { says: [clock(11, 15)] },
  },

  // ───────────────────────── time_difference (9) ─────────────────────────

  // Intl: Europe/Lisbon and Europe/London both UTC+0 on 24 March
  {
    id: 'hb-diff-001',
    kind: 'time_difference',
    text: "I'm in London and my friend's just moved to Lisbon. Is it the same time in Lisbon as it is here, or are they an hour ahead like the rest of Europe?",
    expect: {
      says: [/(?<!not )(?:the )?same time|no (?:time )?difference|same (?:time zone|clock)|\b0 hours\b|zero hours/i],
      notSays: [/Lisbon[^.;\n]{0,40}\b(?:1|one) hours? ahead/i],
    },
  },
  // Intl: Australia/Sydney UTC+11, Pacific/Auckland UTC+13 on 24 March
  {
    id: 'hb-diff-002',
    kind: 'time_difference',
    text: 'We fly from Sydney to Auckland next week for the second half of our honeymoon. What is the time difference between the two, and which one is ahead?',
    expect: { says: [hours(2), ahead('Auckland|New Zealand', 'Sydney')] },
  },
  // Intl: America/Denver UTC-6 (daylight time), America/Phoenix UTC-7 (Arizona keeps standard time)
  {
    id: 'hb-diff-003',
    kind: 'time_difference',
    text: "I'm in Denver and my sister lives in Phoenix. Are we on the same time at the moment, or is there a difference now the clocks have changed?",
    expect: { says: [hours(1), ahead('Denver|Colorado', 'Phoenix|Arizona')] },
  },
  // Intl: Africa/Johannesburg UTC+2, Europe/Berlin (the device) UTC+1 on 24 March
  {
    id: 'hb-diff-004',
    kind: 'time_difference',
    text: 'How far ahead of us is Cape Town at the moment? I want to phone the vineyard this afternoon.',
    expect: { says: [hours(1), ahead('Cape Town|South Africa', 'Berlin|you|here|Germany')] },
  },
  // Intl: Europe/London UTC+0, America/Los_Angeles UTC-7 on 24 March (8 hours after 28 March)
  {
    id: 'hb-diff-005',
    kind: 'time_difference',
    text: "My son is studying in Los Angeles and we're in London. How many hours apart are we today? I always get confused when the clocks change.",
    expect: { says: [hours(7), ahead('London|UK|you', 'Los Angeles|LA|California')] },
  },
  // Intl: Asia/Dubai UTC+4, Asia/Kolkata UTC+5:30
  {
    id: 'hb-diff-006',
    kind: 'time_difference',
    text: "I work in Dubai and my parents are in Mumbai. What's the time difference between Dubai and Mumbai, and which way round is it?",
    expect: {
      says: [
        /1[.,]5 ?(?:hours?|h)|(?:1|one) (?:hours?|h) (?:and )?30|one and a half|an hour and a half|90 minutes|1:30|1h ?30/i,
        ahead('Mumbai|India', 'Dubai|UAE|Emirates'),
      ],
    },
  },
  // Intl: on 2 April 2027 Europe/Berlin UTC+2, America/Toronto UTC-4
  {
    id: 'hb-diff-007',
    kind: 'time_difference',
    text: "We're flying Berlin to Toronto and landing on Friday 2 April. On that day, how many hours behind Berlin will Toronto be? I want to set the kids' watches.",
    expect: { says: [hours(6)] },
  },
  // Intl: Asia/Kathmandu UTC+5:45 (Pokhara), Asia/Kolkata UTC+5:30 (Delhi)
  {
    id: 'hb-diff-008',
    kind: 'time_difference',
    text: 'Going overland from Delhi to Pokhara. Someone told me Nepal has a strange time zone compared to India. What is the actual difference?',
    expect: { says: [/\b15 ?(?:min|minutes)|fifteen minutes|quarter of an hour|0:15/i, ahead('Pokhara|Nepal|Kathmandu', 'Delhi|India')] },
  },
  // Intl: America/Los_Angeles UTC-7 (daylight time), Pacific/Honolulu UTC-10 (no daylight time)
  {
    id: 'hb-diff-009',
    kind: 'time_difference',
    text: 'How many hours behind LA is Honolulu right now? I thought it was two but my phone says something else.',
    expect: { says: [hours(3)] },
  },

  // ───────────────────────── time_convert (5) ─────────────────────────

  // Intl: Europe/Berlin UTC+1, Asia/Manila UTC+8 on 24 March → 19:00 Berlin is 02:00 in Manila
  {
    id: 'hb-conv-001',
    kind: 'time_convert',
    text: "I'd like to call my mum in Manila this evening at 7pm my time. What time will it be for her? I don't want to ring too late.",
    expect: { says: [clock(2, 0)] },
  },
  // Intl: America/Vancouver UTC-7, Australia/Melbourne UTC+11 on 24 March → 09:00 is 03:00 next day
  {
    id: 'hb-conv-002',
    kind: 'time_convert',
    text: 'When it is 9 in the morning in Vancouver today, what time is it in Melbourne? Trying to organise a family call across both sides of the Pacific.',
    expect: { says: [clock(3, 0)] },
  },
  // Intl: on 1 April Europe/London UTC+1, Asia/Singapore UTC+8 → 15:00 is 22:00
  {
    id: 'hb-conv-003',
    kind: 'time_convert',
    text: 'Our team webinar is at 3pm London time on Thursday 1 April. What time would that be for our colleagues in Singapore?',
    expect: { says: [clock(22, 0)] },
  },
  // Intl: Africa/Nairobi UTC+3, America/Sao_Paulo UTC-3 → 08:30 is 02:30
  {
    id: 'hb-conv-004',
    kind: 'time_convert',
    text: 'If it is 8.30 am in Nairobi, what time is it in São Paulo? My conference call has people in both places.',
    expect: { says: [clock(2, 30)] },
  },
  // Intl: on 25 March America/New_York UTC-4, Europe/Berlin UTC+1 → 10:00 is 15:00
  {
    id: 'hb-conv-005',
    kind: 'time_convert',
    text: 'My client in New York wants a call at 10am their time tomorrow, the 25th. What time is that for me here in Berlin?',
    expect: { says: [clock(15, 0)] },
  },

  // ───────────────────────── airport_named (8) ─────────────────────────

  // airports: LHR London Heathrow Airport (London, GB); the town Heathrow is in Florida; partner lounges
  {
    id: 'hb-named-001',
    kind: 'airport_named',
    text: "I've got a five hour layover at Heathrow on my way home. Is there any way to get lounge access there? I'd love somewhere quiet to work.",
    expect: { says: [/LHR|London/], notSays: [/Florida/i], links: ['lounges'] },
  },
  // airports: BOS Logan International Airport serves Boston; towns called Logan are in Utah, Ohio, West Virginia
  {
    id: 'hb-named-002',
    kind: 'airport_named',
    text: "My connecting flight goes through Logan. Which city is that airport in, and what's its three-letter code so I can look it up on the departures board?",
    expect: { says: ['BOS', 'Boston'], notSays: [/Utah|West Virginia/i] },
  },
  // airports: YYZ Lester B. Pearson International Airport serves Toronto; a town Pearson is in Georgia, US
  {
    id: 'hb-named-003',
    kind: 'airport_named',
    text: 'A friend is picking me up at Pearson. Remind me which city that is and the airport code?',
    expect: { says: ['YYZ', 'Toronto'], notSays: [/Georgia/i] },
  },
  // airports: MDW Chicago Midway International Airport; towns called Midway are in Florida, North Carolina, Utah
  {
    id: 'hb-named-004',
    kind: 'airport_named',
    text: "I've booked a cheap flight into Midway. Is that the airport for Chicago, and what's the code?",
    expect: { says: ['MDW', 'Chicago'], notSays: [/Florida|Utah|North Carolina/i] },
  },
  // airports: MXP Malpensa International Airport serves Milan
  {
    id: 'hb-named-005',
    kind: 'airport_named',
    text: 'Our flight lands at Malpensa around lunchtime. Which city is Malpensa the airport for, and what is its code?',
    expect: { says: ['MXP', 'Milan'] },
  },
  // airports: CPH Copenhagen Kastrup Airport
  {
    id: 'hb-named-006',
    kind: 'airport_named',
    text: "I keep seeing 'Kastrup' on my boarding pass. Which airport is that exactly and which city does it serve?",
    expect: { says: ['CPH', 'Copenhagen'] },
  },
  // airports: SAW Istanbul Sabiha Gökçen International Airport
  {
    id: 'hb-named-007',
    kind: 'airport_named',
    text: 'Cheap tickets to Sabiha Gokcen, is that in Istanbul? And what is the airport code, so I do not confuse it with the other one.',
    expect: { says: ['SAW', 'Istanbul'] },
  },
  // airports: KIX Kansai International Airport serves Osaka
  {
    id: 'hb-named-008',
    kind: 'airport_named',
    text: 'We land at Kansai International in October. Which city is that closest to and what is its IATA code?',
    expect: { says: ['KIX', 'Osaka'] },
  },

  // ───────────────────────── airport_nearest (5) ─────────────────────────

  // city index: Tromsø's nearest airport TOS Tromsø Airport, Langnes (4 km)
  {
    id: 'hb-near-001',
    kind: 'airport_nearest',
    text: "We're hoping to see the northern lights in Tromsø next winter. Which airport would we fly into, the closest one to the town?",
    expect: { says: ['TOS'] },
  },
  // city index: Hobart, Tasmania: HBA Hobart International Airport (15 km); a Hobart in Indiana is near Chicago
  {
    id: 'hb-near-002',
    kind: 'airport_nearest',
    text: "What's the nearest airport to Hobart in Tasmania? Planning a hiking trip down there from Melbourne.",
    expect: { says: ['HBA'], notSays: [/MDW|ORD|Indiana/] },
  },
  // city index: Hoi An (Vietnam): DAD Da Nang International Airport (23 km), HUI (89 km)
  {
    id: 'hb-near-003',
    kind: 'airport_nearest',
    text: "I'd really like to spend a few days in Hoi An but I gather it doesn't have its own airport. Which is the closest one?",
    expect: { says: [/\bDAD\b|Da ?Nang/i] },
  },
  // city index: Valparaíso (Chile): SCL Comodoro Arturo Merino Benítez (88 km); Valparaiso, Indiana is near MDW
  {
    id: 'hb-near-004',
    kind: 'airport_nearest',
    text: 'Which airports are near Valparaíso in Chile? We want to see the colourful hills and the port.',
    expect: { says: ['SCL'], notSays: [/MDW|ORD|Indiana/] },
  },
  // city index: Kanazawa (Japan): KMQ Komatsu Airport (30 km), TOY Toyama (51 km)
  {
    id: 'hb-near-005',
    kind: 'airport_nearest',
    text: 'Is there an airport close to Kanazawa, or do we have to take the train all the way from Tokyo?',
    expect: { says: [/KMQ|Komatsu/i] },
  },

  // ───────────────────────── airport_code (6) ─────────────────────────

  // byIata: CUZ Alejandro Velasco Astete International Airport, Cusco (PE)
  {
    id: 'hb-code-001',
    kind: 'airport_code',
    text: 'My travel agent wrote CUZ on the itinerary for our second flight. Which city does that code stand for?',
    expect: { says: [/Cusco|Cuzco/i] },
  },
  // byIata: GYD Heydar Aliyev International Airport, Baku (AZ)
  {
    id: 'hb-code-002',
    kind: 'airport_code',
    text: 'Where does GYD go to? I saw it on the departures screen and have no idea.',
    expect: { says: ['Baku'] },
  },
  // byIata: ZNZ Abeid Amani Karume International Airport, Zanzibar (TZ)
  {
    id: 'hb-code-003',
    kind: 'airport_code',
    text: 'The last leg of our honeymoon flight is to ZNZ. Could you tell me which place that is?',
    expect: { says: ['Zanzibar'] },
  },
  // byIata: SJO Juan Santamaría International Airport, San José (CR), not San Jose in California (SJC)
  {
    id: 'hb-code-004',
    kind: 'airport_code',
    text: "My flight confirmation says SJO. That's San Jose in California, right? That's where I want to go for my conference.",
    expect: { says: ['Costa Rica'], notSays: [/(?:yes|that'?s right|correct),? (?:it'?s |SJO is )?San Jos[eé],? California/i] },
  },
  // byIata: CMB Bandaranaike International Colombo Airport, Colombo (LK)
  {
    id: 'hb-code-005',
    kind: 'airport_code',
    text: 'what city is the airport code CMB',
    expect: { says: ['Colombo'] },
  },
  // byIata: YUL Montreal / Pierre Elliott Trudeau International Airport, Montréal (CA)
  {
    id: 'hb-code-006',
    kind: 'airport_code',
    text: 'I am booked on a flight to YUL in February, which city is that again?',
    expect: { says: [/Montr[eé]al/i] },
  },

  // ───────────────────────── packing (11) ─────────────────────────

  // packing: Reykjavík (lat 64.1) in March is 'cold' → insulated coat, thermal layers, hat and gloves
  {
    id: 'hb-pack-001',
    kind: 'packing',
    text: "My wife and I are going to Reykjavík for four days at the end of March. We've never been that far north. What should we pack?",
    expect: { says: [/thermal|insulated|winter coat|warm (?:coat|jacket|layers|hat|boots)|gloves/i] },
  },
  // packing: Phuket (lat 7.9) in July is 'hot-wet' → sunscreen, swimwear, rain jacket; beach items
  {
    id: 'hb-pack-002',
    kind: 'packing',
    text: "We're taking the kids to a beach resort in Phuket for ten days in July. Could you help me with a packing list? I always forget something.",
    expect: { says: [/sunscreen|sun cream|suncream|SPF/i, /\brain|poncho|monsoon|wet season/i] },
  },
  // packing: business items (outfit, laptop, business cards); Singapore (lat 1.3) 'hot-wet'
  {
    id: 'hb-pack-003',
    kind: 'packing',
    text: 'I have a business trip to Singapore coming up in April. What should I bring?',
    expect: {
      says: [
        /laptop|business (?:outfit|cards|attire|clothes|wear)|smart (?:shoes|outfit|clothes)|\bsuit\b/i,
        /sunscreen|sun cream|\bsun\b|\brain|umbrella|poncho|\bhot\b|\bhumid/i,
      ],
    },
  },
  // packing: ski items (goggles, thermal base layers, ski clothes); Innsbruck in February is 'cold'
  {
    id: 'hb-pack-004',
    kind: 'packing',
    text: 'Three of us are off skiing near Innsbruck in February, a week on the slopes. What do we need to pack apart from the obvious?',
    expect: { says: [/goggles|thermal|base layers?|ski (?:jacket|gloves|socks|trousers|pants|clothes)/i] },
  },
  // packing: hiking items (boots, waterproof jacket, head torch); Queenstown NZ (lat -45) in April is 'cool'
  {
    id: 'hb-pack-005',
    kind: 'packing',
    text: 'Planning to do some hiking around Queenstown in New Zealand in April. What would you recomend I pack for that?',
    expect: { says: [/boots/i, /warm|fleece|jacket|layers|sweater|jumper/i] },
  },
  // packing: Orlando (lat 28.5) in August is 'hot' → sunscreen, sun hat, swimwear
  {
    id: 'hb-pack-006',
    kind: 'packing',
    text: "We're taking our two little ones to the theme parks in Orlando in August. What should go in the suitcase?",
    expect: { says: [/sunscreen|sun cream|suncream|SPF|sun hat/i] },
  },
  // packing: Edinburgh (lat 56) in November is 'cold'; country-extras GB plugs G (from Boston, US plugs A, B)
  {
    id: 'hb-pack-007',
    kind: 'packing',
    text: "I'm flying from Boston to Edinburgh for a week in November to see my grandmother. What should I pack, and will my American plugs work there?",
    expect: { says: [/warm|\bcoat|thermal|gloves|layers|sweater|jumper|fleece/i, plug('G')] },
  },
  // packing: Marrakesh (lat 31.6) in August is 'hot' → sun hat, sunscreen, sunglasses
  {
    id: 'hb-pack-008',
    kind: 'packing',
    text: 'What would you pack for five days in Marrakech in August? I tend to overpack.',
    expect: { says: [/sunscreen|sun cream|suncream|SPF|sun hat|sunglasses/i] },
  },
  // packing: Bangkok (lat 13.8) in September is 'hot-wet' (rainy season) → rain jacket or poncho, insect repellent
  {
    id: 'hb-pack-009',
    kind: 'packing',
    text: 'Going backpacking in Bangkok for 10 days in September, just a small rucksack. What do I really need?',
    expect: { says: [/\brain|poncho|umbrella|monsoon|wet season/i] },
  },
  // packing: Cape Town (lat -33.9) in December is 'hot' (southern summer) → sunscreen, swimwear; beach items
  {
    id: 'hb-pack-010',
    kind: 'packing',
    text: "We're spending Christmas on the beaches around Cape Town this year. What should we pack? I can't imagine beach weather in December!",
    expect: { says: [/sunscreen|sun cream|suncream|SPF/i, /swim/i] },
  },
  // packing: Oslo (lat 59.9) in January is 'cold' + business items
  {
    id: 'hb-pack-011',
    kind: 'packing',
    text: 'I have to go to Oslo for work in January, three days of meetings. Never been to Norway in winter. Packing advice?',
    expect: {
      says: [
        /thermal|insulated|winter coat|warm (?:coat|jacket|layers|hat|boots)|gloves/i,
        /laptop|business (?:outfit|cards|attire|clothes|wear)|smart (?:shoes|outfit|clothes)|\bsuit\b/i,
      ],
    },
  },

  // ───────────────────────── my_trip (13) ─────────────────────────

  // fixtures: KL 1774 BER→AMS departs 2027-03-25 10:25
  {
    id: 'hb-trip-001',
    kind: 'my_trip',
    text: 'Remind me, what time is my flight to Amsterdam tomorrow? I need to book a taxi to the airport.',
    expect: { says: [clock(10, 25)] },
  },
  // fixtures: Hotel V Nesplein, Nes 49, 1012 KD Amsterdam
  {
    id: 'hb-trip-002',
    kind: 'my_trip',
    text: 'Can you give me the adress of the hotel I booked in Amsterdam? The taxi driver will want it.',
    expect: { says: ['Nes 49'] },
  },
  // fixtures: 2027-03-25: flight KL 1774 10:25, hotel check-in, Rijksmuseum visit 17:00
  {
    id: 'hb-trip-003',
    kind: 'my_trip',
    text: "What have I got on tomorrow? I'd like to see the whole day in one go.",
    expect: { says: ['Rijksmuseum', clock(10, 25)] },
  },
  // fixtures: Rome trip starts 2027-04-08, 15 days after 2027-03-24
  {
    id: 'hb-trip-004',
    kind: 'my_trip',
    text: "How many days is it now until I go to Rome? I'm getting excited.",
    expect: { says: [/\b15\b(?![:.]\d)|fifteen|two weeks and (?:a|one) day/i] },
  },
  // fixtures: Rome stay is Hotel Artemide, Via Nazionale 22
  {
    id: 'hb-trip-005',
    kind: 'my_trip',
    text: 'Where am I staying when I get to Rome in April? I forgot the name of the place.',
    expect: { says: ['Artemide'] },
  },
  // fixtures: Hotel Artemide confirmation ART-58213907
  {
    id: 'hb-trip-006',
    kind: 'my_trip',
    text: 'The hotel in Rome emailed me asking for my booking reference. What is my confirmation number for that hotel?',
    expect: { says: ['ART-58213907'], notSays: ['HVN-44120'] },
  },
  // fixtures: KL 1774 seat 14C
  {
    id: 'hb-trip-007',
    kind: 'my_trip',
    text: "Did I get a window or an aisle? What's my seat number on tomorrow's flight?",
    expect: { says: ['14C'] },
  },
  // fixtures: Trenitalia Roma Termini → Firenze SMN, 2027-04-11 08:10
  {
    id: 'hb-trip-008',
    kind: 'my_trip',
    text: 'What time does my train to Florence leave on the day trip? I want to plan breakfast around it.',
    expect: { says: [clock(8, 10)] },
  },
  // fixtures (shared by Mia): Kyoto stay Hotel Kanra Kyoto, 190 Kitamachi
  {
    id: 'hb-trip-009',
    kind: 'my_trip',
    text: 'Mia organised the Japan trip. Which hotel are we staying at once we get to Kyoto?',
    expect: { says: ['Kanra'] },
  },
  // fixtures (shared by Mia): NH 204 FRA→HND departs 2027-05-02 12:05
  {
    id: 'hb-trip-010',
    kind: 'my_trip',
    text: 'When does our flight to Tokyo leave from Frankfurt? I need the date and time for my out-of-office.',
    expect: { says: [clock(12, 5), /\b2(?:nd)? May|May 2(?:nd)?\b|\b0?2[./]0?5\b|2027-05-02/i] },
  },
  // fixtures: Colosseum underground tour 2027-04-10 14:15
  {
    id: 'hb-trip-011',
    kind: 'my_trip',
    text: "What time is the Colosseum tour I booked? I'd like to have lunch beforehand.",
    expect: { says: [clock(14, 15)] },
  },
  // fixtures: Hotel V Nesplein check-out 2027-03-27 11:00
  {
    id: 'hb-trip-012',
    kind: 'my_trip',
    text: 'what time do I have to check out of the Amsterdam hotel on saturday',
    expect: { says: [clock(11, 0)] },
  },
  // fixtures: no Paris trip is the traveller's (the Paris getaway is a stranger's)
  {
    id: 'hb-trip-013',
    kind: 'my_trip',
    text: "Can you remind me which hotel I'm staying at in Paris in April? I can't find the email anywhere.",
    expect: { unknown: true, notSays: [/Lutetia|Raspail/i] },
  },

  // ───────────────────────── two_asks (7) ─────────────────────────

  // partners: flights BER→LIS and hotels in Lisbon
  {
    id: 'hb-two-001',
    kind: 'two_asks',
    text: "We're thinking of a week in Lisbon in early summer. Could you look for flights from Berlin and also a hotel there for us?",
    expect: {
      links: [
        { partner: 'flights', from: ['BER', 'Berlin'], to: ['LIS', 'Lisbon', 'Lisboa'] },
        { partner: 'hotels', to: ['Lisbon', 'Lisboa'] },
      ],
    },
  },
  // country-extras: VN plugs A, C and drives on the right
  {
    id: 'hb-two-002',
    kind: 'two_asks',
    text: 'Two things about Vietnam before we go: what plugs do they use, and do they drive on the left like in Thailand?',
    expect: { says: [...plugs('A', 'C'), /\bright\b/i], notSays: [drivesOn('left')] },
  },
  // Intl: Asia/Seoul UTC+9 → 17:15; city index: South Korean Won (KRW)
  {
    id: 'hb-two-003',
    kind: 'two_asks',
    text: 'What time is it in Seoul right now, and what currency will I need there?',
    expect: { says: [clock(17, 15), /\bwon\b|\bKRW\b/i] },
  },
  // partners: cars in Faro and an eSIM for Portugal
  {
    id: 'hb-two-004',
    kind: 'two_asks',
    text: "I'm landing in Faro and need a hire car for the Algarve, and I'd also like an eSIM for Portugal so I have data straight away.",
    expect: {
      links: [
        { partner: 'cars', to: ['Faro', 'FAO'] },
        { partner: 'esim', to: ['Portugal', 'PT', 'Faro'] },
      ],
    },
  },
  // country-extras: GR emergency 112; city index: Chania's nearest airport CHQ (11 km)
  {
    id: 'hb-two-005',
    kind: 'two_asks',
    text: 'Heading to Crete with freinds. What is the emergency number in Greece, and which airport is closest to Chania?',
    expect: { says: ['112', 'CHQ'] },
  },
  // city index: Norway's capital Oslo and Norwegian Krone; country-extras NO plugs C, F
  {
    id: 'hb-two-006',
    kind: 'two_asks',
    text: "Some things for my Norway trip, please: what's the capital, what currency do they use, and what plug type will I find in the hotel?",
    expect: { says: ['Oslo', /kron[ea]|\bNOK\b/i, ...plugs('C', 'F')] },
  },
  // partners: transfers in Dubai and tickets for the Burj Khalifa
  {
    id: 'hb-two-007',
    kind: 'two_asks',
    text: 'Could you book me a transfer from Dubai airport to my hotel, and find tickets for the Burj Khalifa while you are at it?',
    expect: {
      links: [
        { partner: 'transfers', to: ['Dubai', 'DXB'] },
        { partner: 'tickets', to: ['Burj Khalifa', 'Dubai'] },
      ],
    },
  },

  // ───────────────────────── follow_up (9) ─────────────────────────

  // country-extras: PT drives on the right (after IE on the left)
  {
    id: 'hb-follow-001',
    kind: 'follow_up',
    before: ['Which side of the road do they drive on in Ireland?'],
    text: 'Thanks. And in Portugal? We are driving there afterwards.',
    expect: { says: [/\bright\b/i], notSays: [drivesOn('left')] },
  },
  // partners: hotels in Vancouver, the place of the flight search before
  {
    id: 'hb-follow-002',
    kind: 'follow_up',
    before: ["I'm looking at flights from Manchester to Vancouver for a family visit in June."],
    text: 'What about a hotel there for the first few nights?',
    expect: { links: [{ partner: 'hotels', to: ['Vancouver'] }] },
  },
  // Intl: Asia/Kathmandu UTC+5:45 vs Europe/Berlin (device) UTC+1 → 4 h 45 min ahead
  {
    id: 'hb-follow-003',
    kind: 'follow_up',
    before: ['What time is it in Kathmandu right now?'],
    text: 'And how far ahead is that from here?',
    expect: { says: [/\b4\s?(?:hours?|hrs?|h)\s?(?:and\s)?45|\b4:45\b|4\.75 hours|four hours and (?:45|forty-five)/i] },
  },
  // city index: Hungary's currency Hungarian Forint (after Croatia's Euro)
  {
    id: 'hb-follow-004',
    kind: 'follow_up',
    before: ['What currency do they use in Croatia?'],
    text: "Okay good. And next door in Hungary? We're driving on to Budapest.",
    expect: { says: [/forint|\bHUF\b/i] },
  },
  // partners: cars in Porto, the place of the hotel search before
  {
    id: 'hb-follow-005',
    kind: 'follow_up',
    before: ['Can you find me a hotel in Porto for the second weekend of May?'],
    text: 'Lovely. Could you also sort out a rental car for the same place?',
    expect: { links: [{ partner: 'cars', to: ['Porto', 'OPO'] }] },
  },
  // country-extras: NZ emergency 111 (after AU 000)
  {
    id: 'hb-follow-006',
    kind: 'follow_up',
    before: ["What's the emergency number in Australia?"],
    text: 'And New Zealand? We are crossing over for the second week.',
    expect: { says: ['111'] },
  },
  // city index: Lucca's nearest airport PSA Pisa (20 km) (after Siena)
  {
    id: 'hb-follow-007',
    kind: 'follow_up',
    before: ['Which airport is nearest to Siena?'],
    text: 'Hmm, and to Lucca? We might stay there instead.',
    expect: { says: [/PSA|Pisa/] },
  },
  // country-extras: AR plugs C, I (after BR)
  {
    id: 'hb-follow-008',
    kind: 'follow_up',
    before: ['What plugs do they use in Brazil?'],
    text: "And what about Argentina? We're crossing the border at the waterfalls.",
    expect: { says: plugs('C', 'I') },
  },
  // fixtures: Hotel Artemide check-in 2027-04-08 14:00 (after the Rome flight)
  {
    id: 'hb-follow-009',
    kind: 'follow_up',
    before: ["When's my flight to Rome?"],
    text: 'And the hotel there, from what time can I check in?',
    expect: { says: [clock(14, 0)] },
  },

  // ───────────────────────── booking (10) ─────────────────────────

  // partners: flights London → Nairobi, 2027-05-12, 2 adults
  {
    id: 'hb-book-001',
    kind: 'booking',
    text: 'My husband and I would like to fly from London to Nairobi on the 12th of May, one way, just the two of us. Can you search that for us?',
    expect: {
      links: [
        {
          partner: 'flights',
          from: ['LON', 'LHR', 'LGW', 'STN', 'LTN', 'LCY', 'London'],
          to: ['NBO', 'Nairobi'],
          departDate: '2027-05-12',
          adults: 2,
        },
      ],
    },
  },
  // partners: hotels in Kraków, 2027-04-16 to 2027-04-19, 2 adults
  {
    id: 'hb-book-002',
    kind: 'booking',
    text: 'Looking for a hotel in Krakow from Friday 16 April for three nights, for two adults. Something central would be ideal.',
    expect: {
      links: [{ partner: 'hotels', to: ['Krakow', 'Kraków', 'KRK'], departDate: '2027-04-16', returnDate: '2027-04-19', adults: 2 }],
    },
  },
  // partners: tours for Machu Picchu from Cusco
  {
    id: 'hb-book-003',
    kind: 'booking',
    text: "We're based in Cusco for a week. Are there any guided tours to Machu Picchu you could show me?",
    expect: { links: [{ partner: 'tours', to: ['Machu Picchu', 'Cusco', 'Cuzco'] }] },
  },
  // partners: cars at Keflavík airport
  {
    id: 'hb-book-004',
    kind: 'booking',
    text: "I'd like to rent a car when I land at Keflavík so we can drive the ring road. Where can I book one?",
    expect: { links: [{ partner: 'cars', to: ['Keflavik', 'KEF', 'Reykjavik'] }] },
  },
  // partners: transfers from Lisbon airport
  {
    id: 'hb-book-005',
    kind: 'booking',
    text: 'Our flight gets into Lisbon quite late at night. Can I pre-book a transfer from the airport to our hotel so we are not hunting for a taxi?',
    expect: { links: [{ partner: 'transfers', to: ['Lisbon', 'Lisboa', 'LIS'] }] },
  },
  // partners: tickets for the Sagrada Família
  {
    id: 'hb-book-006',
    kind: 'booking',
    text: 'Everyone says to get tickets for the Sagrada Família in advance. Could you help me find some for our Barcelona trip?',
    expect: { links: [{ partner: 'tickets', to: ['Sagrada', 'Barcelona'] }] },
  },
  // partners: an eSIM for Japan
  {
    id: 'hb-book-007',
    kind: 'booking',
    text: 'Is there a way to get mobile data sorted before I arrive in Japan? An eSIM would be perfect.',
    expect: { links: [{ partner: 'esim', to: ['Japan', 'JP', 'Tokyo'] }] },
  },
  // currency: built-in table EUR→THB 37.66 → 250 EUR = 9,415 THB
  {
    id: 'hb-book-008',
    kind: 'booking',
    text: 'How much is 250 euros in Thai baht? Just want a rough idea before I change money.',
    expect: { says: [/9[,.\s ]?415\b/], money: true },
  },
  // partners: flights Toronto → Mexico City, 2027-07-03 to 2027-07-17, 2 adults
  {
    id: 'hb-book-009',
    kind: 'booking',
    text: "Can you find return flights from Toronto to Mexico City, going on 3 July and coming back on 17 July? It's for me and my girlfriend.",
    expect: {
      links: [
        {
          partner: 'flights',
          from: ['YTO', 'YYZ', 'Toronto'],
          to: ['MEX', 'Mexico City', 'Ciudad de Mexico'],
          departDate: '2027-07-03',
          returnDate: '2027-07-17',
          adults: 2,
        },
      ],
    },
  },
  // currency: built-in table GBP→JPY 203.4 → 80 GBP = 16,272 JPY
  {
    id: 'hb-book-010',
    kind: 'booking',
    text: "I've got 80 quid left over from my last trip. Roughly how many yen would that be?",
    expect: { says: [/16[,.\s ]?272\b/], money: true },
  },

  // ───────────────────────── unknown (10) ─────────────────────────

  // country-extras: no entry for PE (Peru): plug types are not on file
  {
    id: 'hb-unknown-001',
    kind: 'unknown',
    text: "What kind of plug sockets do they have in Lima? I'm bringing a lot of chargers for the trip to Peru.",
    expect: { unknown: true, notSays: [/(?:\b[Tt]ypes?|\b[Pp]lugs?)\s+[A-O]\b/] },
  },
  // country-extras: no entry for KE (Kenya): driving side is not on file
  {
    id: 'hb-unknown-002',
    kind: 'unknown',
    text: "We're thinking of hiring a car in Mombasa to drive up the coast. Which side of the road do they drive on in Kenya?",
    expect: { unknown: true, notSays: [drivesOn('left'), drivesOn('right')] },
  },
  // no weather forecasts in the data
  {
    id: 'hb-unknown-003',
    kind: 'unknown',
    text: 'Will it rain in Amsterdam tomorrow? I am wondering whether I need to take an umbrella to my meeting.',
    expect: {
      unknown: true,
      notSays: [/-?\d+\s?°|\d+\s?degrees|(?<!(?:whether|if) )(?:it will|it'?s going to) (?:rain|be (?:dry|sunny|wet))/i],
    },
  },
  // no visa rules in the data
  {
    id: 'hb-unknown-004',
    kind: 'unknown',
    text: "I'm travelling on a British passport. Do I need a visa for a two week holiday in Vietnam?",
    expect: {
      unknown: true,
      notSays: [
        /visa[- ]free|(?:don'?t|do not|won'?t|will not) need a visa|(?<!(?:whether|if) )you(?:'ll| will) need an? (?:e-?)?visa|e-?visa is required/i,
      ],
    },
  },
  // no fares in the data
  {
    id: 'hb-unknown-005',
    kind: 'unknown',
    text: 'Roughly how much does a return flight from Berlin to Bangkok cost in June? Just ballpark, so I can budget.',
    expect: { unknown: true, notSays: [/\d{2,}\s?(?:€|euros?|EUR)|€\s?\d/i] },
  },
  // no live flight status in the data
  {
    id: 'hb-unknown-006',
    kind: 'unknown',
    text: 'Is my KLM flight tomorrow running on time or is it delayed? I heard something about strikes.',
    expect: {
      unknown: true,
      notSays: [
        /(?<!(?:whether|if) (?:it|the flight|your flight|KL ?1774) )(?<!(?:whether|if) )(?:is|it's|it is) (?:running |currently )?(?:on time|delayed)\b/i,
        /delayed by \d/i,
      ],
    },
  },
  // country-extras: no entry for GE (Georgia): tipping custom is not on file
  {
    id: 'hb-unknown-007',
    kind: 'unknown',
    text: 'How much should I tip in restaurants in Tbilisi? I never know what is polite in Georgia.',
    expect: { unknown: true, notSays: [/\d+\s?(?:%|per ?cent)/i] },
  },
  // no opening hours in the data
  {
    id: 'hb-unknown-008',
    kind: 'unknown',
    text: "What time does the Rijksmuseum open and close? I'm visiting tomorrow and wondered if I could go earlier.",
    expect: { unknown: true, notSays: [/\bopens? at\b|\bclos(?:es|ing) at\b|\b(?:9|10)(?:[:.]00)?\s?(?:am|a\.m\.)/i] },
  },
  // no hotel amenities in the data (Hotel Artemide's record has name, address, dates, confirmation)
  {
    id: 'hb-unknown-009',
    kind: 'unknown',
    text: 'Does my hotel in Rome include breakfast, or should I plan to eat out in the mornings?',
    expect: {
      unknown: true,
      notSays: [
        /(?<!(?:whether|if) )breakfast is (?:included|not included)|(?<!(?:whether|if) (?:it|the hotel|your (?:stay|hotel|booking|room)) )(?:includes|doesn'?t include) breakfast/i,
      ],
    },
  },
  // currency: PEN is not among the converter's 12 currencies, so no rate is on file
  {
    id: 'hb-unknown-010',
    kind: 'unknown',
    text: "What's the exchange rate from euros to Peruvian soles at the moment? I'd like to know how far my money will go in Cusco.",
    expect: { unknown: true, notSays: [/\d[\d.,]*\s?(?:PEN|soles|sol)\b|S\/\s?\d/i] },
  },
];
