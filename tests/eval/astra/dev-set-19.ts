// Astra's twentieth development batch (issue 20, the twenty-third pass): near misses, written before
// the engine's code was read. Each case looks like a shape the recent passes taught the engine (a
// follow-up, "make that …", "same but …", "and there?", a story around the ask, a message with "and",
// a town beside its country, a word the story lists now ignore) but is not quite that shape: a second
// message that is a new, complete question; a "make that …" that changes something other than a
// flight's seats; a story sentence that is itself the ask; an "and" inside one ask; a town named only
// as the traveller's home or base; a lower-case word that is the place meant ("mobile, alabama",
// "reading", "bath", "split"); a party or dates said in an unusual way; a country fact asked
// indirectly; a question about their trip with a story around it. Half is typed on a phone (short,
// lower case, typos), half written with time (long, polite, a story).
//
// Every expected fact was looked up in the app's data (the city index's country facts, city details,
// nearby airports and `byIata`; `country-extras`; `packingWeather`; the fixtures' trips; Intl for the
// clocks at the evaluation's "now", Wednesday 24 March 2027, 09:15 in Berlin), never guessed. Dates:
// 3 June 2027 is a Thursday, 10 June a Thursday, 12 July a Monday, 20 August a Friday.
import type { EvalCase } from './score';

const hot = /sunscreen|sun cream|sun hat|swimwear|sunglasses|sandals/i;
const beach = /swim(?:wear|suit|ming)|sunscreen|sun cream|beach towel/i;

export const devSetNineteenth: EvalCase[] = [
  // A second message that is a new, complete question, not a follow-up of the first.
  {
    id: 'd20-001',
    kind: 'booking',
    before: ['hotel in lisbon 3-7 june'],
    text: 'are there any direct flights from oslo to rome',
    expect: { links: [{ partner: 'flights', from: ['OSL', 'Oslo'], to: ['Rome', 'ROM', 'FCO', 'CIA'] }], notLinks: ['hotels'] },
  },
  {
    id: 'd20-002',
    kind: 'booking',
    before: ['what time is it in tokyo'],
    text: 'are there any tours in lisbon this weekend',
    expect: { links: [{ partner: 'tours', to: ['Lisbon', 'Lisboa'] }] },
  },
  {
    id: 'd20-003',
    kind: 'country_fact',
    before: ['plugs in italy'],
    text: 'what currency do they use in japan',
    expect: { says: [/\byen\b/i], notSays: [/\beuro/i] },
  },
  {
    id: 'd20-004',
    kind: 'country_fact',
    before: ['hotels in paris 2-5 may'],
    text: 'what about the currency in switzerland',
    expect: { says: [/franc/i], notLinks: ['hotels'] },
  },
  {
    id: 'd20-005',
    kind: 'booking',
    before: ['flights from berlin to rome on 8 april'],
    text: 'are there any lounges at fiumicino',
    expect: { links: [{ partner: 'lounges', to: ['FCO', 'Fiumicino'] }], notLinks: ['flights'] },
  },
  {
    id: 'd20-006',
    kind: 'booking',
    before: ['tours in lisbon'],
    text: 'are there any hotels near the airport in porto for 5-7 june',
    expect: {
      links: [{ partner: 'hotels', to: ['Porto', 'OPO'], departDate: '2027-06-05', returnDate: '2027-06-07' }],
      notLinks: ['tours'],
    },
  },
  {
    id: 'd20-007',
    kind: 'booking',
    before: ['car rental in faro 3-7 june'],
    text: 'are there any flights from faro to madrid on the 7th',
    expect: {
      links: [{ partner: 'flights', from: ['FAO', 'Faro'], to: ['MAD', 'Madrid'], departDate: '2027-06-07' }],
      notLinks: ['cars'],
    },
  },
  {
    id: 'd20-008',
    kind: 'airport_nearest',
    before: ['currency and plugs in japan'],
    text: 'are there any airports near kyoto',
    expect: { says: [/\bITM\b|Itami/i], notSays: [/\byen\b/i] },
  },
  {
    id: 'd20-009',
    kind: 'country_fact',
    before: ['flights berlin to madrid 12 may'],
    text: 'and whats the capital of peru',
    expect: { says: ['Lima'], notLinks: ['flights'] },
  },
  {
    id: 'd20-010',
    kind: 'booking',
    before: ['time in new york'],
    text: 'and flights from london to new york on 2 june',
    expect: { links: [{ partner: 'flights', from: ['LON', 'LHR', 'London'], to: ['NYC', 'JFK', 'New York'], departDate: '2027-06-02' }] },
  },
  {
    id: 'd20-011',
    kind: 'booking',
    before: ['Could you look for a hotel in Lisbon from the 3rd to the 7th of June, please?'],
    text: 'Thank you! Something else entirely: are there any direct flights from Copenhagen to Athens on the 20th of June? My brother is flying out to meet us.',
    expect: {
      links: [{ partner: 'flights', from: ['CPH', 'Copenhagen'], to: ['ATH', 'Athens'], departDate: '2027-06-20' }],
      notLinks: ['hotels'],
    },
  },
  {
    id: 'd20-012',
    kind: 'booking',
    before: ['What plugs do they use in Brazil?'],
    text: 'Are there any tours of the old town in Tallinn? We have a free afternoon there during our Baltic cruise.',
    expect: { links: [{ partner: 'tours', to: ['Tallinn'] }] },
  },
  {
    id: 'd20-013',
    kind: 'country_fact',
    before: ["What's the time in Singapore right now?"],
    text: 'And one more thing, unrelated: which side of the road do people drive on in Australia? My wife wants to hire a car in Perth.',
    expect: { says: [/\bleft\b/i] },
  },
  {
    id: 'd20-014',
    kind: 'booking',
    before: ['Could you find us a car in Nice from the 10th to the 14th of July?'],
    text: 'Lovely. Are there any good walking tours in Marseille? We might drive over for a day.',
    expect: { links: [{ partner: 'tours', to: ['Marseille'] }], notLinks: ['cars'] },
  },

  // "Make that …", "same but …", "and there?" where what changes is not what the rule expects.
  {
    id: 'd20-015',
    kind: 'follow_up',
    before: ['tickets for the sagrada familia'],
    text: 'make that 3',
    expect: { links: [{ partner: 'tickets', to: ['Barcelona', 'Sagrada'], adults: 3 }], notLinks: ['flights'] },
  },
  {
    id: 'd20-016',
    kind: 'follow_up',
    before: ['tours in seville'],
    text: 'make that 2 tickets for the alcazar',
    expect: { links: [{ partner: 'tickets', to: ['Seville', 'Sevilla', 'Alcazar', 'Alcázar'], adults: 2 }], notLinks: ['flights'] },
  },
  {
    id: 'd20-017',
    kind: 'follow_up',
    before: ['hotel in vienna 3-6 june'],
    text: 'make that 4 nights',
    expect: { links: [{ partner: 'hotels', to: ['Vienna', 'Wien'], departDate: '2027-06-03', returnDate: '2027-06-07' }] },
  },
  {
    id: 'd20-018',
    kind: 'follow_up',
    before: ['flights to oslo on 2 june'],
    text: 'make that oslo to bergen',
    expect: { links: [{ partner: 'flights', from: ['OSL', 'Oslo'], to: ['BGO', 'Bergen'], departDate: '2027-06-02' }] },
  },
  {
    id: 'd20-019',
    kind: 'follow_up',
    before: ['hotel in edinburgh 12-15 august'],
    text: 'make that glasgow',
    expect: { links: [{ partner: 'hotels', to: ['Glasgow'], departDate: '2027-08-12', returnDate: '2027-08-15' }] },
  },
  {
    id: 'd20-020',
    kind: 'follow_up',
    before: ['flights to paris on 2 june'],
    text: 'make that a hotel instead, 3 nights',
    expect: { links: [{ partner: 'hotels', to: ['Paris'], departDate: '2027-06-02', returnDate: '2027-06-05' }], notLinks: ['flights'] },
  },
  {
    id: 'd20-021',
    kind: 'follow_up',
    before: ['hotel in nice 10-14 july'],
    text: 'same but for 4 people',
    expect: { links: [{ partner: 'hotels', to: ['Nice'], departDate: '2027-07-10', returnDate: '2027-07-14', adults: 4 }] },
  },
  {
    id: 'd20-022',
    kind: 'follow_up',
    before: ['flights from berlin to lisbon 3 june'],
    text: 'same but from hamburg',
    expect: { links: [{ partner: 'flights', from: ['HAM', 'Hamburg'], to: ['LIS', 'Lisbon'], departDate: '2027-06-03' }] },
  },
  {
    id: 'd20-023',
    kind: 'follow_up',
    before: ['car rental in nice 10-14 july'],
    text: 'same but at the airport',
    expect: { links: [{ partner: 'cars', to: ['Nice', 'NCE'], departDate: '2027-07-10', returnDate: '2027-07-14' }] },
  },
  {
    id: 'd20-024',
    kind: 'follow_up',
    before: ['what language do they speak in belgium'],
    text: 'and plugs there?',
    expect: { says: [/\bE\b/] },
  },
  {
    id: 'd20-025',
    kind: 'follow_up',
    before: ['hotel in krakow 3-5 june'],
    text: 'any tours there?',
    expect: { links: [{ partner: 'tours', to: ['Kraków', 'Krakow'] }], notLinks: ['hotels'] },
  },
  {
    id: 'd20-026',
    kind: 'follow_up',
    before: ['flights to athens 2 july'],
    text: 'and there, do they drive on the left?',
    expect: { says: [/\bright\b/i] },
  },
  {
    id: 'd20-027',
    kind: 'follow_up',
    before: ['Could you look for flights from Berlin to Vienna on the 3rd of June?'],
    text: 'Make that two tickets, please. My partner decided to come along after all.',
    expect: { links: [{ partner: 'flights', to: ['VIE', 'Vienna'], departDate: '2027-06-03', adults: 2 }] },
  },
  {
    id: 'd20-028',
    kind: 'follow_up',
    before: ['Could you find tickets for the Alhambra in Granada?'],
    text: 'Make that two tickets, please, my sister is joining me.',
    expect: { links: [{ partner: 'tickets', to: ['Granada', 'Alhambra'], adults: 2 }], notLinks: ['flights'] },
  },
  {
    id: 'd20-029',
    kind: 'follow_up',
    before: ['I need a hotel in Bologna from the 5th to the 8th of May.'],
    text: 'Same but in Parma, if that is possible; my husband found a cheaper cookery course there.',
    expect: { links: [{ partner: 'hotels', to: ['Parma'], departDate: '2027-05-05', returnDate: '2027-05-08' }] },
  },
  {
    id: 'd20-030',
    kind: 'follow_up',
    before: ['Could you find flights from Munich to Dublin on the 14th of August?'],
    text: 'Same again but coming back on the 21st, please: we decided to make a week of it.',
    expect: {
      links: [{ partner: 'flights', from: ['MUC', 'Munich'], to: ['DUB', 'Dublin'], departDate: '2027-08-14', returnDate: '2027-08-21' }],
    },
  },
  {
    id: 'd20-031',
    kind: 'follow_up',
    before: ['What is the emergency number in Portugal?'],
    text: 'And there, is the tap water safe to drink? We are staying in a small village in the Algarve.',
    expect: { unknown: true },
  },
  {
    id: 'd20-032',
    kind: 'follow_up',
    before: ['Could you look for a hotel in Lyon from the 9th to the 11th of June?'],
    text: 'What about a car there as well, for the same days? We want to visit the vineyards.',
    expect: { links: [{ partner: 'cars', to: ['Lyon', 'LYS'], departDate: '2027-06-09', returnDate: '2027-06-11' }] },
  },
  {
    id: 'd20-033',
    kind: 'follow_up',
    before: ['tours in rome'],
    text: 'n in naples?',
    expect: { links: [{ partner: 'tours', to: ['Naples', 'Napoli'] }] },
  },
  {
    id: 'd20-034',
    kind: 'follow_up',
    before: ['flights berlin to madrid 12 may'],
    text: 'make that 2 adults n 1 way',
    expect: { links: [{ partner: 'flights', to: ['MAD', 'Madrid'], departDate: '2027-05-12', adults: 2 }] },
  },

  // A story sentence that is itself the ask.
  {
    id: 'd20-035',
    kind: 'booking',
    text: 'We land in Porto on the 3rd of June and need a car until the 7th.',
    expect: { links: [{ partner: 'cars', to: ['Porto', 'OPO'], departDate: '2027-06-03', returnDate: '2027-06-07' }] },
  },
  {
    id: 'd20-036',
    kind: 'booking',
    text: "My wife and I would love to see a flamenco show while we're in Seville in May.",
    expect: { links: [{ partner: 'tours', to: ['Seville', 'Sevilla'] }] },
  },
  {
    id: 'd20-037',
    kind: 'booking',
    text: "We're flying into Dubrovnik on the 12th of July and our ferry leaves from the old port that afternoon, so we'll need someone to drive us there from the airport.",
    expect: { links: [{ partner: 'transfers', to: ['Dubrovnik', 'DBV'], departDate: '2027-07-12' }] },
  },
  {
    id: 'd20-038',
    kind: 'booking',
    text: "Our anniversary is in September and we've always dreamt of two nights in Venice, from the 17th.",
    expect: { links: [{ partner: 'hotels', to: ['Venice', 'Venezia'], departDate: '2027-09-17', returnDate: '2027-09-19' }] },
  },
  {
    id: 'd20-039',
    kind: 'booking',
    text: 'need somewhere to sleep in ghent 4-6 june',
    expect: { links: [{ partner: 'hotels', to: ['Ghent', 'Gent'], departDate: '2027-06-04', returnDate: '2027-06-06' }] },
  },
  {
    id: 'd20-040',
    kind: 'booking',
    text: "The three of us arrive in Reykjavik on the 2nd of October and we'd like a hotel until the 5th.",
    expect: {
      links: [{ partner: 'hotels', to: ['Reykjavik', 'Reykjavík'], departDate: '2027-10-02', returnDate: '2027-10-05', adults: 3 }],
    },
  },

  // "And" inside one ask.
  {
    id: 'd20-041',
    kind: 'booking',
    text: 'hotel between the station and the old town in porto',
    expect: { links: [{ partner: 'hotels', to: ['Porto', 'OPO'] }], notLinks: ['tours'] },
  },
  {
    id: 'd20-042',
    kind: 'booking',
    text: 'flights to trinidad and tobago on 9 june',
    expect: { links: [{ partner: 'flights', to: ['Trinidad', 'Port of Spain', 'POS', 'Chaguanas'], departDate: '2027-06-09' }] },
  },
  {
    id: 'd20-043',
    kind: 'country_fact',
    text: 'what plugs in bosnia and herzegovina',
    // The data holds no plug types for Bosnia and Herzegovina: it must say so, never guess.
    expect: { unknown: true, says: ['Bosnia'] },
  },
  {
    id: 'd20-044',
    kind: 'country_fact',
    text: 'currency in antigua and barbuda',
    expect: { says: [/East Caribbean dollar/i] },
  },
  {
    id: 'd20-045',
    kind: 'booking',
    text: 'flights for me and my wife to madrid on 9 june',
    expect: { links: [{ partner: 'flights', to: ['MAD', 'Madrid'], departDate: '2027-06-09', adults: 2 }] },
  },
  {
    id: 'd20-046',
    kind: 'booking',
    text: 'Could you find a hotel with breakfast and free parking in Ghent for the 4th to the 6th of June?',
    expect: {
      links: [{ partner: 'hotels', to: ['Ghent', 'Gent'], departDate: '2027-06-04', returnDate: '2027-06-06' }],
      notLinks: ['cars'],
    },
  },
  {
    id: 'd20-047',
    kind: 'booking',
    text: 'My husband and I would like to book a wine tasting and lunch in the hills near Florence.',
    expect: { links: [{ partner: 'tours', to: ['Florence', 'Firenze'] }] },
  },
  {
    id: 'd20-048',
    kind: 'time_difference',
    text: "My brother is in Denver and I'm here in Berlin: how many hours behind us is he?",
    expect: { says: [/\b7\s?(?:h|hours)\b/i] },
  },
  {
    id: 'd20-049',
    kind: 'country_fact',
    text: 'language in trinidad and tobago',
    expect: { says: ['English'] },
  },

  // A town beside its country, or a home town, that is not the place asked about.
  {
    id: 'd20-050',
    kind: 'booking',
    text: "We're staying in Milan, Italy, for a week and fancy a day trip: are there tours in Venice?",
    expect: { links: [{ partner: 'tours', to: ['Venice', 'Venezia'] }] },
  },
  {
    id: 'd20-051',
    kind: 'booking',
    text: "Our cruise starts in Barcelona, Spain. Before that we'd like two nights in Valencia: could you find a hotel there from the 4th of June?",
    expect: { links: [{ partner: 'hotels', to: ['Valencia'], departDate: '2027-06-04', returnDate: '2027-06-06' }] },
  },
  {
    id: 'd20-052',
    kind: 'country_fact',
    text: "I live in Manchester, England, but next month I'm working in Switzerland. Which plugs will I need there?",
    expect: { says: [/\bJ\b/], notSays: [/\bG\b/] },
  },
  {
    id: 'd20-053',
    kind: 'time_now',
    text: "My daughter is studying in Lyon, France, and tonight I'm calling my sister in Montreal. What time is it in Montreal now?",
    expect: { says: [/\b0?4:15\b/] },
  },
  {
    id: 'd20-054',
    kind: 'booking',
    text: "we're in rome, italy but need a hotel in naples 3-5 may",
    expect: { links: [{ partner: 'hotels', to: ['Naples', 'Napoli'], departDate: '2027-05-03', returnDate: '2027-05-05' }] },
  },
  {
    id: 'd20-055',
    kind: 'booking',
    text: "We're visiting friends in Kyoto, Japan, in October, and would like to spend two nights in Osaka first, from the 8th. Could you find a hotel?",
    expect: {
      links: [{ partner: 'hotels', to: ['Osaka'], departDate: '2027-10-08', returnDate: '2027-10-10' }],
      notSays: ['Kanra'],
    },
  },

  // Lower-case words that are the places meant, and everyday words used as places.
  {
    id: 'd20-056',
    kind: 'time_now',
    text: 'time in mobile alabama',
    expect: { says: [/\b0?3:15\b/] },
  },
  {
    id: 'd20-057',
    kind: 'booking',
    text: 'hotels in reading 9-11 june',
    expect: { links: [{ partner: 'hotels', to: ['Reading'], departDate: '2027-06-09', returnDate: '2027-06-11' }] },
  },
  {
    id: 'd20-058',
    kind: 'booking',
    text: 'car hire in bath 2-4 june',
    expect: { links: [{ partner: 'cars', to: ['Bath'], departDate: '2027-06-02', returnDate: '2027-06-04' }] },
  },
  {
    id: 'd20-059',
    kind: 'booking',
    text: 'tours in split croatia',
    expect: { links: [{ partner: 'tours', to: ['Split'] }] },
  },
  {
    id: 'd20-060',
    kind: 'booking',
    text: 'hotels in mobile al 5-7 may',
    expect: { links: [{ partner: 'hotels', to: ['Mobile'], departDate: '2027-05-05', returnDate: '2027-05-07' }] },
  },
  {
    id: 'd20-061',
    kind: 'booking',
    text: 'flights to male maldives on 20 nov',
    expect: { links: [{ partner: 'flights', to: ['Male', 'Malé', 'MLE'], departDate: '2027-11-20' }] },
  },
  {
    id: 'd20-062',
    kind: 'time_now',
    text: 'Mobile, Alabama: what time is it there right now? My cousin has just moved there.',
    expect: { says: [/\b0?3:15\b/] },
  },
  {
    id: 'd20-063',
    kind: 'country_fact',
    text: 'currency on reunion island',
    expect: { says: [/\beuro/i] },
  },
  {
    id: 'd20-064',
    kind: 'booking',
    text: "We're changing trains in Frankfurt am Main on the 4th of June; could you find us a hotel there for one night?",
    expect: { links: [{ partner: 'hotels', to: ['Frankfurt'], departDate: '2027-06-04', returnDate: '2027-06-05' }] },
  },
  {
    id: 'd20-065',
    kind: 'booking',
    text: 'hotel in orange france 3-5 july',
    expect: { links: [{ partner: 'hotels', to: ['Orange'], departDate: '2027-07-03', returnDate: '2027-07-05' }] },
  },
  {
    id: 'd20-066',
    kind: 'airport_nearest',
    text: 'nearest airport to mobile alabama',
    expect: { says: [/\bMOB\b|Mobile Regional/i] },
  },
  {
    id: 'd20-067',
    kind: 'unknown',
    text: 'weather forecast for reading tomorrow',
    expect: { unknown: true },
  },
  {
    id: 'd20-068',
    kind: 'country_fact',
    text: 'A friend of mine is getting married on Réunion in November. Which currency do they use there?',
    expect: { says: [/\beuro/i] },
  },
  {
    id: 'd20-069',
    kind: 'booking',
    text: 'flights from nice to split on 2 july',
    expect: { links: [{ partner: 'flights', from: ['NCE', 'Nice'], to: ['SPU', 'Split'], departDate: '2027-07-02' }] },
  },
  {
    id: 'd20-070',
    kind: 'booking',
    text: 'car in faro, pickup 12.7, back 19.7',
    expect: { links: [{ partner: 'cars', to: ['Faro', 'FAO'], departDate: '2027-07-12', returnDate: '2027-07-19' }] },
  },

  // A party and dates said in unusual ways.
  {
    id: 'd20-071',
    kind: 'booking',
    text: 'hotel lyon 2 nights from june 4th, party of 3',
    expect: { links: [{ partner: 'hotels', to: ['Lyon'], departDate: '2027-06-04', returnDate: '2027-06-06', adults: 3 }] },
  },
  {
    id: 'd20-072',
    kind: 'booking',
    text: 'flight to vienna for the three of us on the 9th of june',
    expect: { links: [{ partner: 'flights', to: ['VIE', 'Vienna'], departDate: '2027-06-09', adults: 3 }] },
  },
  {
    id: 'd20-073',
    kind: 'booking',
    text: 'flights 2 adults berlin-athens 1st july back 8th july',
    expect: {
      links: [
        {
          partner: 'flights',
          from: ['BER', 'Berlin'],
          to: ['ATH', 'Athens'],
          departDate: '2027-07-01',
          returnDate: '2027-07-08',
          adults: 2,
        },
      ],
    },
  },
  {
    id: 'd20-074',
    kind: 'booking',
    text: 'My husband, our two grown-up sons and I (so four of us in all) would like a hotel in Salzburg from the 20th to the 23rd of August.',
    expect: { links: [{ partner: 'hotels', to: ['Salzburg'], departDate: '2027-08-20', returnDate: '2027-08-23', adults: 4 }] },
  },
  {
    id: 'd20-075',
    kind: 'booking',
    text: 'We are a couple travelling to Copenhagen, arriving on Thursday the 10th of June and leaving the following Sunday. Could you look for a hotel for us?',
    expect: {
      links: [{ partner: 'hotels', to: ['Copenhagen', 'København'], departDate: '2027-06-10', returnDate: '2027-06-13', adults: 2 }],
    },
  },
  {
    id: 'd20-076',
    kind: 'booking',
    text: 'It will be just me this time: a flight from Hamburg to Stockholm on the 2nd of September, please.',
    expect: {
      links: [{ partner: 'flights', from: ['HAM', 'Hamburg'], to: ['STO', 'ARN', 'Stockholm'], departDate: '2027-09-02', adults: 1 }],
    },
  },
  {
    id: 'd20-077',
    kind: 'booking',
    text: 'hotel in ghent from the 3rd of june till the 6th, 2 adults',
    expect: { links: [{ partner: 'hotels', to: ['Ghent', 'Gent'], departDate: '2027-06-03', returnDate: '2027-06-06', adults: 2 }] },
  },
  {
    id: 'd20-078',
    kind: 'booking',
    text: 'flights ber to lis 3 jun x2',
    expect: { links: [{ partner: 'flights', from: ['BER', 'Berlin'], to: ['LIS', 'Lisbon'], departDate: '2027-06-03', adults: 2 }] },
  },

  // Country facts asked indirectly.
  {
    id: 'd20-079',
    kind: 'country_fact',
    text: 'Will my hairdryer from the UK work in Spain without an adapter?',
    expect: { says: [/\bF\b/] },
  },
  {
    id: 'd20-080',
    kind: 'country_fact',
    text: 'if i get in trouble in thailand what do i dial',
    expect: { says: ['191'] },
  },
  {
    id: 'd20-081',
    kind: 'country_fact',
    text: 'should i bring euros to croatia',
    expect: { says: [/\beuro/i] },
  },
  {
    id: 'd20-082',
    kind: 'country_fact',
    text: 'Do they drive on the left in Ireland too, like back home in the UK?',
    expect: { says: [/\bleft\b/i, 'Ireland'] },
  },
  {
    id: 'd20-083',
    kind: 'country_fact',
    text: 'whats the main language in switzerland',
    expect: { says: ['German'] },
  },
  {
    id: 'd20-084',
    kind: 'country_fact',
    text: 'What do I put in front of the number when I ring my aunt in Ireland from abroad?',
    expect: { says: ['+353'] },
  },
  {
    id: 'd20-085',
    kind: 'country_fact',
    text: 'is it rude not to tip in japan',
    expect: { says: [/not (?:expected|customary|common)|no tipping|isn't expected|rude/i] },
  },
  {
    id: 'd20-086',
    kind: 'country_fact',
    text: 'money in hungary?',
    expect: { says: [/forint/i] },
  },

  // Their own trip, with a story around the question; and the world asked beside their trip.
  {
    id: 'd20-087',
    kind: 'my_trip',
    text: 'My colleague is flying to Amsterdam tomorrow as well, but on an earlier flight. What time does mine leave?',
    expect: { says: ['10:25'] },
  },
  {
    id: 'd20-088',
    kind: 'my_trip',
    text: "My sister lives in Florence and we'll see her on the Sunday of our Rome trip. What time does our train get in?",
    expect: { says: ['9:45'] },
  },
  {
    id: 'd20-089',
    kind: 'my_trip',
    text: 'my mum wants to call us at the amsterdam hotel, whats the number',
    expect: { says: ['+31 20 662 3233'] },
  },
  {
    id: 'd20-090',
    kind: 'my_trip',
    text: "I've got a meeting in Amsterdam on Friday morning and I keep forgetting the time. When does my workshop start?",
    expect: { says: ['9:30'] },
  },
  {
    id: 'd20-091',
    kind: 'my_trip',
    text: "A friend asked whether I'm free on the 10th of April while we're in Rome. Have I got anything on that day?",
    expect: { says: ['Colosseum', '14:15'] },
  },
  {
    id: 'd20-092',
    kind: 'my_trip',
    text: 'flying home from rome on the monday, what time is the flight',
    expect: { says: ['18:40'] },
  },
  {
    id: 'd20-093',
    kind: 'booking',
    text: 'We fly to Amsterdam tomorrow morning. Is there a lounge at Berlin airport we could use?',
    expect: { links: [{ partner: 'lounges', to: ['BER', 'Berlin'] }] },
  },
  {
    id: 'd20-094',
    kind: 'country_fact',
    text: 'Our Tokyo trip with Mia is in May. What number do we call in Japan in an emergency?',
    expect: { says: ['110', '119'] },
  },
  {
    id: 'd20-095',
    kind: 'booking',
    text: "I'd like to book a hotel in Rome with a view of the Colosseum for my parents, from the 20th to the 22nd of May.",
    expect: {
      links: [{ partner: 'hotels', to: ['Rome', 'Roma'], departDate: '2027-05-20', returnDate: '2027-05-22' }],
      notSays: ['14:15'],
    },
  },
  {
    id: 'd20-096',
    kind: 'booking',
    text: 'tickets for the vatican museums in june for 2',
    expect: { links: [{ partner: 'tickets', to: ['Rome', 'Roma', 'Vatican'], adults: 2 }], notSays: ['10:30'] },
  },

  // Packing with a life event around it; airports asked in everyday words.
  {
    id: 'd20-097',
    kind: 'packing',
    text: 'what to pack for a wedding in seville in july',
    expect: { says: [hot] },
  },
  {
    id: 'd20-098',
    kind: 'packing',
    text: "We're going on our honeymoon to the Maldives in June. What should I pack?",
    expect: { says: [beach] },
  },
  {
    id: 'd20-099',
    kind: 'airport_code',
    text: 'what city is bod',
    expect: { says: ['Bordeaux'] },
  },
  {
    id: 'd20-100',
    kind: 'airport_named',
    text: 'which city is logan airport in',
    expect: { says: ['Boston'] },
  },

  // Probes of our own (the twenty-third pass), in other words and places, for the rules narrowed after the batch's
  // first run; written after it, so they are not part of its unseen figure.
  {
    id: 'd20-probe-001',
    kind: 'booking',
    text: 'car hire in nice france 2-4 june',
    expect: { links: [{ partner: 'cars', to: ['Nice'], departDate: '2027-06-02', returnDate: '2027-06-04' }] },
  },
  {
    id: 'd20-probe-002',
    kind: 'time_now',
    text: 'what time is it on reunion island',
    expect: { says: [/\b12:15\b/, /Reunion|Réunion/] },
  },
  {
    id: 'd20-probe-003',
    kind: 'country_fact',
    text: 'language on reunion island',
    expect: { says: ['French'] },
  },
  {
    id: 'd20-probe-004',
    kind: 'booking',
    text: 'hotel in wedding berlin 3-5 june',
    expect: { links: [{ partner: 'hotels', to: ['Wedding', 'Berlin'], departDate: '2027-06-03', returnDate: '2027-06-05' }] },
  },
  {
    id: 'd20-probe-005',
    kind: 'booking',
    text: 'flights from nice to lyon on 5 june',
    expect: { links: [{ partner: 'flights', from: ['NCE', 'Nice'], to: ['LYS', 'Lyon'], departDate: '2027-06-05' }] },
  },
  {
    id: 'd20-probe-006',
    kind: 'country_fact',
    text: 'capital of trinidad and tobago',
    expect: { says: ['Port of Spain'] },
  },
  {
    id: 'd20-probe-007',
    kind: 'country_fact',
    text: 'calling code antigua and barbuda',
    expect: { says: ['+1 268'] },
  },
  {
    id: 'd20-probe-008',
    kind: 'country_fact',
    text: 'currency of bosnia and herzegovina',
    expect: { says: [/Convertible Mark/i] },
  },
  {
    id: 'd20-probe-009',
    kind: 'time_now',
    text: 'My son lives in Sydney but my daughter moved to Perth. What time is it in Perth right now?',
    expect: { says: [/\b4:15\s?PM\b|\b16:15\b/i, 'Perth'], notSays: [/7:15\s?PM|19:15/i] },
  },
  {
    id: 'd20-probe-010',
    kind: 'booking',
    text: "We'll be staying with family in Kobe and want one night in Osaka on the 3rd of July, could you find a hotel?",
    expect: { links: [{ partner: 'hotels', to: ['Osaka'], departDate: '2027-07-03', returnDate: '2027-07-04' }] },
  },
  {
    id: 'd20-probe-011',
    kind: 'follow_up',
    before: ['flights to madrid on 5 june'],
    text: 'make that 3 tickets for the prado',
    expect: { links: [{ partner: 'tickets', to: ['Madrid', 'Prado'], adults: 3 }], notLinks: ['flights'] },
  },
  {
    id: 'd20-probe-012',
    kind: 'follow_up',
    before: ['flights to madrid on 5 june'],
    text: 'make that 3 tickets',
    expect: { links: [{ partner: 'flights', to: ['MAD', 'Madrid'], departDate: '2027-06-05', adults: 3 }] },
  },
  {
    id: 'd20-probe-013',
    kind: 'booking',
    before: ['plugs in brazil'],
    text: 'are there any good food tours in bologna',
    expect: { links: [{ partner: 'tours', to: ['Bologna'] }] },
  },
  {
    id: 'd20-probe-014',
    kind: 'follow_up',
    before: ['hotels in tokyo 3-6 may'],
    text: 'are there any in osaka',
    expect: { links: [{ partner: 'hotels', to: ['Osaka'], departDate: '2027-05-03', returnDate: '2027-05-06' }] },
  },
  {
    id: 'd20-probe-015',
    kind: 'booking',
    text: 'a room with a balcony and a sea view in nice for 2-4 july',
    expect: { links: [{ partner: 'hotels', to: ['Nice'], departDate: '2027-07-02', returnDate: '2027-07-04' }] },
  },
  {
    id: 'd20-probe-016',
    kind: 'country_fact',
    text: "We're in Rome in April for our long weekend. Which side of the road do they drive on in Italy?",
    expect: { says: [/\bright\b/i] },
  },
  {
    id: 'd20-probe-017',
    kind: 'booking',
    text: 'hotel in porto 4-6 june x3',
    expect: { links: [{ partner: 'hotels', to: ['Porto'], departDate: '2027-06-04', returnDate: '2027-06-06', adults: 3 }] },
  },
  {
    id: 'd20-probe-018',
    kind: 'follow_up',
    before: ['flights to seville on 3 june'],
    text: 'and 2 tickets for the alcazar too',
    expect: { links: [{ partner: 'tickets', to: ['Seville', 'Sevilla', 'Alcazar', 'Alcázar'], adults: 2 }] },
  },
  {
    id: 'd20-probe-019',
    kind: 'country_fact',
    text: 'do we need to bring pounds to scotland',
    expect: { says: [/British Pound|\bGBP\b/i] },
  },
  {
    id: 'd20-probe-020',
    kind: 'country_fact',
    text: 'should i take dollars to japan',
    expect: { says: [/\byen\b|\bJPY\b/i] },
  },
  {
    id: 'd20-probe-021',
    kind: 'country_fact',
    text: 'what do i dial before the number to call my friend in portugal',
    expect: { says: ['+351'] },
  },
  {
    id: 'd20-probe-022',
    kind: 'my_trip',
    text: 'My sister flies to Rome too, but a day later. When does mine leave?',
    expect: { says: ['AZ 415', '07:05'] },
  },
  {
    id: 'd20-probe-023',
    kind: 'my_trip',
    text: 'Do we have anything planned on the 10th of April?',
    expect: { says: ['Colosseum', '14:15'], notSays: ['Hotel Artemide'] },
  },
  {
    id: 'd20-probe-024',
    kind: 'follow_up',
    before: ['hotel in lisbon 3-6 june'],
    text: 'make it 4',
    expect: { links: [{ partner: 'hotels', to: ['Lisbon'], departDate: '2027-06-03', returnDate: '2027-06-06', adults: 4 }] },
  },
  {
    id: 'd20-probe-025',
    kind: 'booking',
    text: 'any good walking tours in lisbon',
    expect: { links: [{ partner: 'tours', to: ['Lisbon'] }], notSays: ['Good walking'] },
  },
  {
    id: 'd20-probe-026',
    kind: 'follow_up',
    before: ['When does my flight to Rome leave?', 'And where am I staying there?'],
    text: 'Can you give me the flight number for that first one again?',
    expect: { says: ['AZ 415'] },
  },
  {
    id: 'd20-probe-027',
    kind: 'booking',
    text: "We'll be in Oslo from the 3rd of June, leaving the following Monday. Could you find us a hotel?",
    expect: { links: [{ partner: 'hotels', to: ['Oslo'], departDate: '2027-06-03', returnDate: '2027-06-07' }] },
  },
  {
    id: 'd20-probe-028',
    kind: 'booking',
    text: 'hotel in rome from 3.6 until 6.6',
    expect: { links: [{ partner: 'hotels', to: ['Rome'], departDate: '2027-06-03', returnDate: '2027-06-06' }] },
  },
];
