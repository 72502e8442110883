// Astra's twenty-first development batch (issue 20, the twenty-fifth pass), written before the engine's
// code was read. It varies the persona and the shape of the conversation more than the earlier batches:
// an ask in the negative ("I don't suppose you know…"); the ask first and its context after; an ask
// made by comparison ("is it the same plug as at home in Germany?"); a correction in the middle of the
// message ("to rome, sorry, milan"); the answer to Astra's own question as the next turn ("the 3rd to the
// 9th", "a week", "in nice, 3 to 7 july"); three-turn conversations and a turn that refers back two
// turns; British and American date orders ("14/6", "6/14", "June 4th"); the traveller's own trip mixed
// with a world fact ("what plugs will I need for my hotel in Rome"). Half is typed on a phone (short,
// lower case, typos, abbreviations), half written with time (long, polite, a story around the ask).
// The first four probes test gaps found by hand before the batch was written; the later ones (d21-probe-005…) were
// added after the batch was first measured, each in other words than the miss it follows.
//
// Every expected fact was looked up in the app's data (the city index's country facts, city details,
// nearby airports and `byIata`; `country-extras`; `packingWeather`; the built-in rate table; the
// fixtures' trips; Intl for the clocks at the evaluation's "now", Wednesday 24 March 2027, 09:15 in
// Berlin), never guessed. Dates: 3 April 2027 is a Saturday, 14 May a Friday, 4 June a Friday, 14 June a
// Monday, 9 July a Friday, 10 September a Friday, 1 October a Friday; Europe's clocks go forward on
// Sunday 28 March.
import type { EvalCase } from './score';

const cold = /winter coat|thermal|warm hat|gloves|insulated/i;
const cool = /warm (?:jacket|sweater|layers|coat)|sweater|fleece|jumper|layers/i;
const mild = /light jacket|layers|sweater|cardigan|umbrella/i;
const wet = /rain (?:jacket|coat)|poncho|insect repellent|mosquito|umbrella/i;
const beach = /swim(?:wear|suit|ming)|sunscreen|sun cream|beach towel/i;
const ski = /ski (?:jacket|goggles|gloves|socks|clothes)|goggles|thermal/i;
const business = /business (?:outfit|clothes|attire|wear|cards)|\bsuit\b|smart (?:shoes|clothes|outfit)|laptop/i;
const left = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i;
const right = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i;
const drivingClaim = /(?:drive|drives|driving|traffic)\s+(?:is\s+)?on\s+the\s+(?:left|right)/i;
const week = /\b7[- ]?days?\b|seven days|\ba week\b|one week/i;
const milan = ['Milan', 'MIL', 'MXP', 'LIN', 'BGY'];
const rome = ['Rome', 'ROM', 'FCO', 'CIA'];
const london = ['London', 'LON', 'LHR', 'LGW', 'STN', 'LTN', 'LCY'];

export const devSetTwentieth: EvalCase[] = [
  // ── Follow-ups: a correction, the answer to Astra's own question, three turns, a turn two back.
  {
    id: 'd21-001',
    kind: 'follow_up',
    before: ['flights from berlin to rome on 14 may'],
    text: 'sorry i meant milan',
    expect: { links: [{ partner: 'flights', from: ['BER', 'Berlin'], to: milan, departDate: '2027-05-14' }] },
  },
  {
    id: 'd21-002',
    kind: 'follow_up',
    before: ['hotel in lisbon'],
    text: 'the 3rd to the 9th',
    expect: { links: [{ partner: 'hotels', to: ['Lisbon', 'Lisboa'], departDate: '2027-04-03', returnDate: '2027-04-09' }] },
  },
  {
    id: 'd21-003',
    kind: 'follow_up',
    before: ['Could you find me a hotel in Porto?'],
    text: 'From the 14th to the 16th of May, for two of us.',
    expect: { links: [{ partner: 'hotels', to: ['Porto'], departDate: '2027-05-14', returnDate: '2027-05-16', adults: 2 }] },
  },
  // Lisbon (38.7°N) in May: mild.
  {
    id: 'd21-004',
    kind: 'follow_up',
    before: ['packing list for lisbon in may'],
    text: 'its for a week',
    expect: { says: [week, mild] },
  },
  {
    id: 'd21-005',
    kind: 'follow_up',
    before: ['flights london to lisbon june 4', 'hotel there too'],
    text: 'what about a car',
    expect: { links: [{ partner: 'cars', to: ['Lisbon', 'Lisboa', 'LIS'] }], notLinks: ['flights'] },
  },
  {
    id: 'd21-006',
    kind: 'follow_up',
    before: ['whats the currency in thailand', 'and the plugs'],
    text: 'and do they drive on the left',
    expect: { says: [left] },
  },
  {
    id: 'd21-007',
    kind: 'follow_up',
    before: ['time in tokyo', 'and in seoul'],
    text: 'and sydney',
    expect: { says: [/\b19:15\b|\b7:15\s?PM\b/i] },
  },
  {
    id: 'd21-008',
    kind: 'follow_up',
    before: ['tours in seville', "what's the emergency number in spain"],
    text: 'ok and car hire back in seville for the weekend',
    expect: { links: [{ partner: 'cars', to: ['Seville', 'Sevilla', 'SVQ'] }] },
  },
  {
    id: 'd21-009',
    kind: 'follow_up',
    before: ['How many hours ahead of London is Dubai?'],
    text: 'And Mumbai?',
    expect: { says: [/\b5(?:\.5|:30| and a half| ?h(?:ours?)?(?: and)? 30)|five and a half/i] },
  },
  {
    id: 'd21-010',
    kind: 'follow_up',
    before: ['plug type in ireland'],
    text: 'is it the same as in the uk',
    expect: { says: [/(?:[Tt]ype|[Pp]lugs?|sockets?)(?: [a-z]+){0,3}:? G\b/] },
  },
  {
    id: 'd21-011',
    kind: 'follow_up',
    before: ['car rental in faro from 2 to 9 june'],
    text: 'actually make it the 10th',
    expect: { links: [{ partner: 'cars', to: ['Faro', 'FAO'], departDate: '2027-06-02', returnDate: '2027-06-10' }] },
  },
  {
    id: 'd21-012',
    kind: 'follow_up',
    before: ['flights to athens on 2 july'],
    text: 'for 4 of us',
    expect: { links: [{ partner: 'flights', to: ['Athens', 'ATH'], departDate: '2027-07-02', adults: 4 }] },
  },
  // "Right," here acknowledges the answer; the ask is the plug (New Zealand: type I).
  {
    id: 'd21-013',
    kind: 'follow_up',
    before: ['Which side of the road do they drive on in New Zealand?'],
    text: 'Right, and what would I need for the sockets?',
    expect: { says: [/(?:[Tt]ype|[Pp]lugs?|sockets?)(?: [a-z]+){0,3}:? I\b/] },
  },
  {
    id: 'd21-014',
    kind: 'follow_up',
    before: ['hotels in vienna 12-15 august'],
    text: 'what about prague instead',
    expect: {
      links: [{ partner: 'hotels', to: ['Prague', 'Praha'], departDate: '2027-08-12', returnDate: '2027-08-15' }],
      notLinks: ['flights'],
    },
  },
  {
    id: 'd21-015',
    kind: 'follow_up',
    before: ["What's the tipping custom in the US?"],
    text: 'And in Canada? We cross the border at Niagara.',
    expect: { says: [/15\s?[–-]\s?20\s?%/] },
  },
  {
    id: 'd21-016',
    kind: 'follow_up',
    before: ['flights from manchester to malaga on 6 august'],
    text: 'and back on the 20th',
    expect: {
      links: [
        {
          partner: 'flights',
          from: ['MAN', 'Manchester'],
          to: ['AGP', 'Malaga', 'Málaga'],
          departDate: '2027-08-06',
          returnDate: '2027-08-20',
        },
      ],
    },
  },
  {
    id: 'd21-017',
    kind: 'follow_up',
    before: ['hotel in edinburgh for 3 nights from 10 september'],
    text: 'and a transfer from the airport',
    expect: { links: [{ partner: 'transfers', to: ['Edinburgh', 'EDI'] }], notLinks: ['flights'] },
  },
  {
    id: 'd21-018',
    kind: 'follow_up',
    before: ['tickets for the colosseum'],
    text: 'for 4 please',
    expect: { links: [{ partner: 'tickets', to: ['Colosseum', 'Colosseo'], adults: 4 }], notLinks: ['flights'] },
  },
  // Berlin–New York is 5 hours today (the US moved its clocks on 14 March), 6 after Europe's change on 28 March.
  {
    id: 'd21-019',
    kind: 'follow_up',
    before: ['whats the time difference between berlin and new york'],
    text: 'and after the clocks change on sunday',
    expect: { says: [/\b6\s?(?:h|hours?)\b|six hours/i] },
  },
  // Porto: OPO, 12 km.
  {
    id: 'd21-020',
    kind: 'follow_up',
    before: ["I'm flying into Lisbon next month. Which airports are near the city?"],
    text: 'and near porto?',
    expect: { says: ['OPO'] },
  },
  {
    id: 'd21-021',
    kind: 'follow_up',
    before: ['lounges at heathrow'],
    text: 'and at gatwick',
    expect: { links: [{ partner: 'lounges', to: ['LGW', 'Gatwick'] }] },
  },
  {
    id: 'd21-022',
    kind: 'follow_up',
    before: ['what language do they speak in switzerland'],
    text: 'and belgium',
    expect: { says: ['Dutch', 'French'] },
  },
  {
    id: 'd21-023',
    kind: 'follow_up',
    before: ['Flights from Paris to Montreal on the 10th of June, please.', 'And a hotel in Montreal from the 10th to the 17th.'],
    text: 'What about tours while we are there?',
    expect: { links: [{ partner: 'tours', to: ['Montreal', 'Montréal'] }], notLinks: ['flights'] },
  },
  {
    id: 'd21-024',
    kind: 'follow_up',
    before: ['book me a car'],
    text: 'in nice, 3 to 7 july',
    expect: { links: [{ partner: 'cars', to: ['Nice', 'NCE'], departDate: '2027-07-03', returnDate: '2027-07-07' }] },
  },
  {
    id: 'd21-025',
    kind: 'follow_up',
    before: ['I need a hotel'],
    text: 'Dublin, please, from the 5th of June for three nights.',
    expect: { links: [{ partner: 'hotels', to: ['Dublin'], departDate: '2027-06-05', returnDate: '2027-06-08' }] },
  },
  {
    id: 'd21-026',
    kind: 'follow_up',
    before: ['flights to tokyo'],
    text: 'from frankfurt, early may, 2 of us',
    expect: { links: [{ partner: 'flights', from: ['FRA', 'Frankfurt'], to: ['TYO', 'NRT', 'HND', 'Tokyo'], adults: 2 }] },
  },
  {
    id: 'd21-027',
    kind: 'follow_up',
    before: ['whats the capital of australia'],
    text: 'and its calling code',
    expect: { says: ['61'] },
  },
  // Honolulu: Tuesday 22:15 while it is Wednesday 09:15 in Berlin.
  {
    id: 'd21-028',
    kind: 'follow_up',
    before: ['what time is it in honolulu'],
    text: 'so is it still yesterday there',
    expect: { says: [/\bTue(?:sday)?\b/i] },
  },
  {
    id: 'd21-029',
    kind: 'follow_up',
    before: ['plugs in japan'],
    text: 'same as the us?',
    expect: { says: [/\bA\b[^.\n]{0,12}\bB\b/] },
  },
  {
    id: 'd21-030',
    kind: 'follow_up',
    before: ['flights from berlin to rome on 14 may'],
    text: 'can you make that the 15th, and 2 adults',
    expect: { links: [{ partner: 'flights', to: rome, departDate: '2027-05-15', adults: 2 }] },
  },
  {
    id: 'd21-031',
    kind: 'follow_up',
    before: ['hotels in barcelona 2-6 june', 'what tours are there'],
    text: 'back to the hotels, make it 3 adults',
    expect: { links: [{ partner: 'hotels', to: ['Barcelona'], departDate: '2027-06-02', returnDate: '2027-06-06', adults: 3 }] },
  },

  // ── Two asks in one message.
  // Italy: plugs C, F and L.
  {
    id: 'd21-032',
    kind: 'two_asks',
    text: 'flights to milan and whats the plug type there',
    expect: { links: [{ partner: 'flights', to: milan }], says: [/\bL\b/] },
  },
  {
    id: 'd21-033',
    kind: 'two_asks',
    text: 'car in split 1-8 aug and the emergency number in croatia',
    expect: { links: [{ partner: 'cars', to: ['Split', 'SPU'], departDate: '2027-08-01', returnDate: '2027-08-08' }], says: ['112'] },
  },
  {
    id: 'd21-034',
    kind: 'two_asks',
    text: 'What currency do they use in Morocco, and do they drive on the right?',
    expect: { says: [/dirham/i, right] },
  },
  {
    id: 'd21-035',
    kind: 'two_asks',
    text: 'hotel in bangkok and time there now',
    expect: { links: [{ partner: 'hotels', to: ['Bangkok'] }], says: [/\b15:15\b|\b3:15\s?PM\b/i] },
  },
  {
    id: 'd21-036',
    kind: 'two_asks',
    text: 'airport code for dublin + what side do they drive on in ireland',
    expect: { says: ['DUB', left] },
  },
  {
    id: 'd21-037',
    kind: 'two_asks',
    text: "I don't suppose you know what language they speak in Brazil, or what the money is called?",
    expect: { says: ['Portuguese', /\breal\b/i] },
  },
  {
    id: 'd21-038',
    kind: 'two_asks',
    text: 'tickets for the colosseum and a hotel nearby 9-11 april',
    expect: {
      links: [
        { partner: 'tickets', to: ['Colosseum', 'Colosseo', 'Rome'] },
        { partner: 'hotels', to: ['Rome', 'Roma'], departDate: '2027-04-09', returnDate: '2027-04-11' },
      ],
    },
  },
  {
    id: 'd21-039',
    kind: 'two_asks',
    text: 'what plugs will i need for my hotel in rome and whats its address',
    expect: { says: [/\bL\b/, 'Via Nazionale 22'] },
  },
  {
    id: 'd21-040',
    kind: 'two_asks',
    text: 'whens my flight to amsterdam and do i need an adapter there',
    expect: { says: ['10:25', /\bF\b/] },
  },
  {
    id: 'd21-041',
    kind: 'two_asks',
    text: 'Before I forget, two things: the emergency number in Greece, and whether people tip in restaurants there.',
    expect: { says: ['112', /5\s?[–-]\s?10\s?%|round up/i] },
  },
  {
    id: 'd21-042',
    kind: 'two_asks',
    text: 'transfer from the airport in lisbon and a tour of sintra',
    expect: {
      links: [
        { partner: 'transfers', to: ['Lisbon', 'Lisboa', 'LIS'] },
        { partner: 'tours', to: ['Sintra'] },
      ],
    },
  },
  {
    id: 'd21-043',
    kind: 'two_asks',
    text: 'flights from london to edinburgh on 10 september and a car there for the weekend',
    expect: {
      links: [
        { partner: 'flights', from: london, to: ['EDI', 'Edinburgh'], departDate: '2027-09-10' },
        { partner: 'cars', to: ['Edinburgh', 'EDI'] },
      ],
    },
  },
  // Chicago 03:15 (UTC−5), Berlin 09:15 (UTC+1): 6 hours behind.
  {
    id: 'd21-044',
    kind: 'two_asks',
    text: 'what time is it in chicago and how far behind berlin is that',
    expect: { says: [/\b0?3:15\b/, /\b6\s?(?:h|hours?)\b|six hours/i] },
  },
  {
    id: 'd21-045',
    kind: 'two_asks',
    text: 'nearest airports to salzburg and hotels there from 1 to 4 october',
    expect: { says: ['SZG'], links: [{ partner: 'hotels', to: ['Salzburg'], departDate: '2027-10-01', returnDate: '2027-10-04' }] },
  },
  {
    id: 'd21-046',
    kind: 'two_asks',
    text: 'capital of canada and what language',
    expect: { says: ['Ottawa', 'English', 'French'] },
  },
  {
    id: 'd21-047',
    kind: 'two_asks',
    text: 'lounge at changi and an esim for singapore',
    expect: {
      links: [
        { partner: 'lounges', to: ['SIN', 'Changi'] },
        { partner: 'esim', to: ['Singapore', 'SG'] },
      ],
    },
  },
  {
    id: 'd21-048',
    kind: 'two_asks',
    text: 'Could you tell me the calling code for Portugal? And also the currency, my husband insists it is still the escudo.',
    expect: { says: ['351', /\beuro/i] },
  },
  {
    id: 'd21-049',
    kind: 'two_asks',
    text: 'my hotel in amsterdam, whats the check in time and the phone number',
    expect: { says: ['15:00', '+31 20 662 3233'] },
  },
  {
    id: 'd21-050',
    kind: 'two_asks',
    text: 'flights to dubai from munich on 6/14 and a hotel for 5 nights',
    expect: {
      links: [
        { partner: 'flights', from: ['MUC', 'Munich'], to: ['DXB', 'Dubai'], departDate: '2027-06-14' },
        { partner: 'hotels', to: ['Dubai'], departDate: '2027-06-14', returnDate: '2027-06-19' },
      ],
    },
  },
  {
    id: 'd21-051',
    kind: 'two_asks',
    text: 'hotels in krakow 14/6-17/6 and a tour to auschwitz',
    expect: {
      links: [
        { partner: 'hotels', to: ['Krakow', 'Kraków'], departDate: '2027-06-14', returnDate: '2027-06-17' },
        { partner: 'tours', to: ['Krakow', 'Kraków', 'Auschwitz', 'Oswiecim', 'Oświęcim'] },
      ],
    },
  },
  // Denmark: plugs C, E, F and K (Germany: C and F); right-hand traffic like Germany.
  {
    id: 'd21-052',
    kind: 'two_asks',
    text: 'Is it the same plug as at home in Germany, and the same side of the road? We are driving up to Denmark in the summer.',
    expect: { says: [/\bK\b/, right] },
  },
  {
    id: 'd21-053',
    kind: 'two_asks',
    text: 'whats the time in auckland and the plug type in new zealand',
    expect: { says: [/\b21:15\b|\b9:15\s?PM\b/i, /(?:[Tt]ype|[Pp]lugs?|sockets?)(?: [a-z]+){0,3}:? I\b/] },
  },
  // 200 EUR at the built-in rate of 178.9 yen.
  {
    id: 'd21-054',
    kind: 'two_asks',
    text: 'currency in japan and 200 euros in yen',
    expect: { says: [/\byen\b/i, /35[,.\s]?780/], money: true },
  },
  {
    id: 'd21-055',
    kind: 'two_asks',
    text: 'what is the airport code for venice and is there a lounge',
    expect: { says: ['VCE'], links: [{ partner: 'lounges', to: ['VCE', 'Venice', 'Marco Polo'] }] },
  },
  {
    id: 'd21-056',
    kind: 'two_asks',
    text: 'hotel in cape town 10-20 december and do they drive on the left there',
    expect: { links: [{ partner: 'hotels', to: ['Cape Town'], departDate: '2027-12-10', returnDate: '2027-12-20' }], says: [left] },
  },

  // ── Bookings: corrections mid-message, the ask first, a negative ask, date orders.
  {
    id: 'd21-057',
    kind: 'booking',
    text: 'flights to rome, sorry, milan, from hamburg on 3 june',
    expect: { links: [{ partner: 'flights', from: ['HAM', 'Hamburg'], to: milan, departDate: '2027-06-03' }] },
  },
  {
    id: 'd21-058',
    kind: 'booking',
    text: 'tours in florence sorry i mean siena',
    expect: { links: [{ partner: 'tours', to: ['Siena'] }] },
  },
  {
    id: 'd21-059',
    kind: 'booking',
    text: 'I was hoping to rent a car in Marrakech for a few days at the start of April; nothing fancy, just something to get us up into the Atlas mountains.',
    expect: { links: [{ partner: 'cars', to: ['Marrakech', 'Marrakesh', 'RAK'] }] },
  },
  {
    id: 'd21-060',
    kind: 'booking',
    text: 'flight ber to cph 26 mar',
    expect: { links: [{ partner: 'flights', from: ['BER', 'Berlin'], to: ['CPH', 'Copenhagen'], departDate: '2027-03-26' }] },
  },
  {
    id: 'd21-061',
    kind: 'booking',
    text: 'A hotel in Edinburgh, please, for the 4th to the 7th of August. It is for the festival, so it is probably booked out already!',
    expect: { links: [{ partner: 'hotels', to: ['Edinburgh'], departDate: '2027-08-04', returnDate: '2027-08-07' }] },
  },
  {
    id: 'd21-062',
    kind: 'booking',
    text: 'is there a transfer from the airport to the old town in dubrovnik',
    expect: { links: [{ partner: 'transfers', to: ['Dubrovnik', 'DBV'] }] },
  },
  {
    id: 'd21-063',
    kind: 'booking',
    text: 'need flights lisbon -> london 21 june 2 adults',
    expect: { links: [{ partner: 'flights', from: ['LIS', 'Lisbon'], to: london, departDate: '2027-06-21', adults: 2 }] },
  },
  {
    id: 'd21-064',
    kind: 'booking',
    text: 'My wife and I would love to see the Acropolis when we are in Greece this summer. Could you look up tickets?',
    expect: { links: [{ partner: 'tickets', to: ['Acropolis', 'Athens'] }] },
  },
  {
    id: 'd21-065',
    kind: 'booking',
    text: 'Could you find a hotel in Oxford? Some context: my daughter graduates on the 21st of June and we will stay two nights.',
    expect: { links: [{ partner: 'hotels', to: ['Oxford'], departDate: '2027-06-21', returnDate: '2027-06-23' }] },
  },
  {
    id: 'd21-066',
    kind: 'booking',
    text: 'car hire malaga airport 12-19 jul',
    expect: { links: [{ partner: 'cars', to: ['Malaga', 'Málaga', 'AGP'], departDate: '2027-07-12', returnDate: '2027-07-19' }] },
  },
  {
    id: 'd21-067',
    kind: 'booking',
    text: 'esim for japan',
    expect: { links: [{ partner: 'esim', to: ['Japan', 'JP'] }] },
  },
  {
    id: 'd21-068',
    kind: 'booking',
    text: 'walking tours budapest',
    expect: { links: [{ partner: 'tours', to: ['Budapest'] }] },
  },
  {
    id: 'd21-069',
    kind: 'booking',
    text: 'Flights from New York to London on June 4th, returning June 18th, please.',
    expect: {
      links: [
        { partner: 'flights', from: ['NYC', 'JFK', 'EWR', 'New York'], to: london, departDate: '2027-06-04', returnDate: '2027-06-18' },
      ],
    },
  },
  {
    id: 'd21-070',
    kind: 'booking',
    text: 'We land at Schiphol on a Friday evening in May and need a ride into Amsterdam. Can you find a transfer?',
    expect: { links: [{ partner: 'transfers', to: ['Amsterdam', 'AMS', 'Schiphol'] }] },
  },
  {
    id: 'd21-071',
    kind: 'booking',
    text: 'flights to reykjavik from london in october for a long weekend',
    expect: { links: [{ partner: 'flights', from: london, to: ['Reykjav', 'KEF', 'REK'] }] },
  },
  {
    id: 'd21-072',
    kind: 'booking',
    text: 'lounge access at jfk',
    expect: { links: [{ partner: 'lounges', to: ['JFK'] }] },
  },
  {
    id: 'd21-073',
    kind: 'booking',
    text: 'hotel in porto for 2 adults from june 4 to june 8',
    expect: { links: [{ partner: 'hotels', to: ['Porto'], departDate: '2027-06-04', returnDate: '2027-06-08', adults: 2 }] },
  },
  {
    id: 'd21-074',
    kind: 'booking',
    text: "I don't suppose you could look for flights from Dublin to Boston on the 9th of July?",
    expect: { links: [{ partner: 'flights', from: ['DUB', 'Dublin'], to: ['BOS', 'Boston'], departDate: '2027-07-09' }] },
  },
  {
    id: 'd21-075',
    kind: 'booking',
    text: 'tickets sagrada familia 3 adults',
    expect: { links: [{ partner: 'tickets', to: ['Sagrada', 'Barcelona'], adults: 3 }] },
  },
  {
    id: 'd21-076',
    kind: 'booking',
    text: 'cars in queenstown new zealand 3-10 jan',
    expect: { links: [{ partner: 'cars', to: ['Queenstown', 'ZQN'], departDate: '2028-01-03', returnDate: '2028-01-10' }] },
  },

  // ── Country facts: negative asks, comparisons, the ask first.
  {
    id: 'd21-077',
    kind: 'country_fact',
    text: 'plug in south africa',
    expect: { says: [/\bM\b/, /\bN\b/] },
  },
  {
    id: 'd21-078',
    kind: 'country_fact',
    text: 'whats the emergency number in mexico',
    expect: { says: ['911'] },
  },
  {
    id: 'd21-079',
    kind: 'country_fact',
    text: 'Is tipping expected in Japan? A colleague told me it can even be rude.',
    expect: { says: [/not customary|confusion/i] },
  },
  {
    id: 'd21-080',
    kind: 'country_fact',
    text: 'what languages do they speak in india',
    expect: { says: ['Hindi', 'English'] },
  },
  {
    id: 'd21-081',
    kind: 'country_fact',
    text: 'calling code for morocco?',
    expect: { says: ['212'] },
  },
  {
    id: 'd21-082',
    kind: 'country_fact',
    text: 'Which side of the road do they drive on in India? Some context: we are planning a road trip through Rajasthan in November.',
    expect: { says: [left], notSays: [right] },
  },
  {
    id: 'd21-083',
    kind: 'country_fact',
    text: 'what money do they use in vietnam',
    expect: { says: [/\bdong\b/i] },
  },
  {
    id: 'd21-084',
    kind: 'country_fact',
    text: 'Is it the euro in Croatia these days? I remember paying in kuna.',
    expect: { says: [/\beuro/i] },
  },
  {
    id: 'd21-085',
    kind: 'country_fact',
    text: 'capital of turkey',
    expect: { says: ['Ankara'] },
  },
  {
    id: 'd21-086',
    kind: 'country_fact',
    text: 'will my phone charger fit in the philipines, what plugs do they have',
    expect: { says: [/\bA\b[^.\n]{0,12}\bB\b[^.\n]{0,12}\bC\b/] },
  },
  {
    id: 'd21-087',
    kind: 'country_fact',
    text: 'emergency number thailand',
    expect: { says: ['191', '1669'] },
  },
  {
    id: 'd21-088',
    kind: 'country_fact',
    text: 'do they use euros in switzerland',
    expect: { says: [/franc/i] },
  },
  {
    id: 'd21-089',
    kind: 'country_fact',
    text: 'Is the plug in Norway the same as the one we have at home in Germany?',
    expect: { says: [/\bC\b/, /\bF\b/] },
  },
  {
    id: 'd21-090',
    kind: 'country_fact',
    text: 'What time zone is Iceland in? I always forget whether they change their clocks.',
    expect: { says: [/GMT|UTC|Reykjavik|Reykjavík/] },
  },

  // ── Time: now, differences, conversions.
  {
    id: 'd21-091',
    kind: 'time_now',
    text: 'whats the time in kathmandu',
    expect: { says: [/\b14:00\b|\b2:00\s?PM\b/i] },
  },
  {
    id: 'd21-092',
    kind: 'time_now',
    text: 'Right now, what time is it in Adelaide? My aunt lives there and I always get it wrong by half an hour.',
    expect: { says: [/\b18:45\b|\b6:45\s?PM\b/i] },
  },
  {
    id: 'd21-093',
    kind: 'time_now',
    text: 'time in sao paulo rn',
    expect: { says: [/\b0?5:15\b/] },
  },
  {
    id: 'd21-094',
    kind: 'time_now',
    text: 'What time is it in Istanbul right now, please? My connecting flight leaves from there this afternoon.',
    expect: { says: [/\b11:15\b/] },
  },
  {
    id: 'd21-095',
    kind: 'time_difference',
    text: 'how far ahead is tokyo from london',
    expect: { says: [/\b9\s?(?:h|hours?)\b|nine hours/i] },
  },
  {
    id: 'd21-096',
    kind: 'time_difference',
    text: "I don't suppose you know the time difference between Berlin and Los Angeles?",
    expect: { says: [/\b8\s?(?:h|hours?)\b|eight hours/i] },
  },
  {
    id: 'd21-097',
    kind: 'time_difference',
    text: 'is auckland 12 hours ahead of us',
    expect: { says: [/\b12\s?(?:h|hours?)\b|twelve hours/i] },
  },
  {
    id: 'd21-098',
    kind: 'time_difference',
    text: 'dubai vs singapore time difference',
    expect: { says: [/\b4\s?(?:h|hours?)\b|four hours/i, 'Singapore'] },
  },
  {
    id: 'd21-099',
    kind: 'time_convert',
    text: 'if its 9am in paris what time in tokyo',
    expect: { says: [/\b17:00\b|\b5(?::00)?\s?PM\b/i] },
  },
  {
    id: 'd21-100',
    kind: 'time_convert',
    text: "When it's 6pm in New York, what time is it back home in London?",
    expect: { says: [/\b22:00\b|\b10(?::00)?\s?PM\b/i] },
  },
  // 15:00 in Sydney (UTC+11 until 4 April) is 05:00 in Berlin (UTC+1).
  {
    id: 'd21-101',
    kind: 'time_convert',
    text: 'i have a call at 3pm sydney time, what time is that for me',
    expect: { says: [/\b0?5:00\b|\b5(?::00)?\s?AM\b/i] },
  },

  // ── Airports.
  {
    id: 'd21-probe-001',
    kind: 'airport_named',
    text: 'is LHR the same as gatwick',
    expect: { says: [/Heathrow/i, /Gatwick/i, /different|not the same|two (?:separate )?airports|separate/i] },
  },
  {
    id: 'd21-102',
    kind: 'airport_named',
    text: 'which city is schiphol in',
    expect: { says: ['Amsterdam'] },
  },
  {
    id: 'd21-103',
    kind: 'airport_named',
    text: 'how far is malpensa from milan',
    expect: { says: [/\b40\s?km\b/] },
  },
  {
    id: 'd21-104',
    kind: 'airport_named',
    text: 'Is Narita the same airport as Haneda? Our booking says HND and my brother keeps saying Narita.',
    expect: { says: [/Narita/i, /Haneda/i, /different|not the same|two (?:separate )?airports|separate/i] },
  },
  {
    id: 'd21-105',
    kind: 'airport_named',
    text: "what's o'hare's code",
    expect: { says: ['ORD'] },
  },
  {
    id: 'd21-106',
    kind: 'airport_nearest',
    text: 'nearest airport to siena',
    expect: { says: ['FLR'] },
  },
  {
    id: 'd21-107',
    kind: 'airport_nearest',
    text: "What's the closest airport to Cannes? We're going for the film festival and would rather not drive far.",
    expect: { says: [/\bCEQ\b|\bNCE\b/] },
  },
  {
    id: 'd21-108',
    kind: 'airport_nearest',
    text: 'airports near oxford',
    expect: { says: ['LHR'] },
  },
  {
    id: 'd21-109',
    kind: 'airport_code',
    text: 'what airport is KEF',
    expect: { says: [/Keflav[ií]k/i] },
  },
  {
    id: 'd21-110',
    kind: 'airport_code',
    text: 'where is bgy',
    expect: { says: ['Bergamo'] },
  },
  {
    id: 'd21-111',
    kind: 'airport_code',
    text: "Which city is the airport code YUL for? I saw it on my cousin's ticket.",
    expect: { says: [/Montr[eé]al/i] },
  },

  // ── Packing.
  // Oslo (59.9°N) in January: cold.
  {
    id: 'd21-112',
    kind: 'packing',
    text: 'what to pack for oslo in january',
    expect: { says: [cold] },
  },
  // Edinburgh (56°N) in October: cool.
  {
    id: 'd21-113',
    kind: 'packing',
    text: "What should I bring for Edinburgh in October? It's a four-day trip.",
    expect: { says: [cool, /\b4[- ]?days?\b|four days/i] },
  },
  // Bangkok (13.8°N) in August: hot and in the rainy season.
  {
    id: 'd21-114',
    kind: 'packing',
    text: 'packing for bangkok in august',
    expect: { says: [wet] },
  },
  {
    id: 'd21-115',
    kind: 'packing',
    text: 'ski trip innsbruck february what to bring',
    expect: { says: [ski] },
  },
  {
    id: 'd21-116',
    kind: 'packing',
    text: 'beach week in split in august, what should i take',
    expect: { says: [beach, week] },
  },
  {
    id: 'd21-117',
    kind: 'packing',
    text: 'Packing for a business trip to Dubai in July, two nights.',
    expect: { says: [business] },
  },
  // Cape Town (33.9°S) in July: winter, cool.
  {
    id: 'd21-118',
    kind: 'packing',
    text: 'what clothes for cape town in july',
    expect: { says: [cool] },
  },
  // Vienna in December: cold. The hotel search's "3 nights" two turns back is not the packing's length.
  {
    id: 'd21-probe-002',
    kind: 'packing',
    before: ['hotel in vienna 3 nights from 12 december', 'whats the emergency number in austria', 'and the tipping'],
    text: 'what do i pack for vienna in december',
    expect: { says: [cold], notSays: [/\b3[- ]?(?:days?|nights?)\b|three (?:days|nights)/i] },
  },

  // ── Their own trip.
  {
    id: 'd21-probe-003',
    kind: 'my_trip',
    before: ['when is my flight to amsterdam', 'and my hotel there'],
    text: 'and the confirmation number for that first one?',
    expect: { says: ['KLQ7ZP'], notSays: ['HVN-44120'] },
  },
  {
    id: 'd21-119',
    kind: 'my_trip',
    text: 'remind me what seat i have tomorrow',
    expect: { says: ['14C'] },
  },
  {
    id: 'd21-120',
    kind: 'my_trip',
    text: "I don't suppose you remember which terminal I leave from tomorrow?",
    expect: { says: [/terminal:?\s?1\b/i] },
  },
  {
    id: 'd21-121',
    kind: 'my_trip',
    text: 'whats on the day after tomorrow',
    expect: { says: [/workshop/i, '9:30'] },
  },
  {
    id: 'd21-122',
    kind: 'my_trip',
    text: "Our hotel in Kyoto: what's the address again? My friend Mia booked it and I've lost the email.",
    expect: { says: ['190 Kitamachi'] },
  },
  {
    id: 'd21-123',
    kind: 'my_trip',
    text: 'how many days until rome',
    expect: { says: [/\b15 days\b/i] },
  },
  {
    id: 'd21-124',
    kind: 'my_trip',
    text: 'the train to florence, whats the booking reference',
    expect: { says: ['TI-9517-XK'] },
  },
  {
    id: 'd21-125',
    kind: 'my_trip',
    text: 'what time do i have to check out of the hotel in rome',
    expect: { says: ['11:00'] },
  },

  // ── What the data does not hold: an honest "I don't have that".
  // Malta, Chile and Kenya have no driving side, plugs or tipping on file.
  {
    id: 'd21-126',
    kind: 'unknown',
    text: "I don't suppose you know whether they drive on the left in Malta?",
    expect: { unknown: true, notSays: [drivingClaim] },
  },
  {
    id: 'd21-127',
    kind: 'unknown',
    text: 'do they drive on the right in chile',
    expect: { unknown: true, notSays: [drivingClaim] },
  },
  {
    id: 'd21-128',
    kind: 'unknown',
    text: 'tipping in kenya',
    expect: { unknown: true, notSays: [/\d+\s?%/] },
  },
  {
    id: 'd21-129',
    kind: 'unknown',
    text: 'whats the weather going to be like in porto this weekend',
    expect: { unknown: true },
  },
  {
    id: 'd21-130',
    kind: 'unknown',
    text: 'Is it safe to drink the tap water in Morocco? We are going in April with the children.',
    expect: { unknown: true },
  },
  {
    id: 'd21-131',
    kind: 'unknown',
    text: 'how much is a taxi from heathrow into central london',
    expect: { unknown: true },
  },

  // ── Probe: "make that 3" after tickets for a named sight keeps the sight.
  {
    id: 'd21-probe-004',
    kind: 'follow_up',
    before: ['tickets for the eiffel tower'],
    text: 'make that 3',
    expect: { links: [{ partner: 'tickets', to: ['Eiffel'], adults: 3 }], notLinks: ['flights'] },
  },

  // ── Probes written after the batch was measured, in the shapes its misses showed (the rules are general; these
  // are other words for them).
  {
    id: 'd21-probe-005',
    kind: 'follow_up',
    before: ['car in malaga 1-8 july'],
    text: 'automatic pls',
    expect: { unknown: true, links: [{ partner: 'cars', to: ['Malaga', 'Málaga'], departDate: '2027-07-01', returnDate: '2027-07-08' }] },
  },
  {
    id: 'd21-probe-006',
    kind: 'follow_up',
    before: ['hotel in rome 8-12 april'],
    text: 'with breakfast',
    expect: { unknown: true, links: [{ partner: 'hotels', to: ['Rome', 'Roma'], departDate: '2027-04-08', returnDate: '2027-04-12' }] },
  },
  {
    id: 'd21-probe-007',
    kind: 'follow_up',
    before: ['tours in rome'],
    text: 'any in florence?',
    expect: { links: [{ partner: 'tours', to: ['Florence', 'Firenze'] }] },
  },
  {
    id: 'd21-probe-008',
    kind: 'follow_up',
    before: ['tours in rome'],
    text: 'what about tickets for the vatican',
    expect: { links: [{ partner: 'tickets', to: ['Vatican'] }], notSays: ['10:30'] },
  },
  // Vietnam: 113 (police), 115 (ambulance), 114 (fire); "Asia" is also a town in the Philippines (911).
  {
    id: 'd21-probe-009',
    kind: 'country_fact',
    text: "I've never been to Asia before and I'm a bit nervous. What's the emergency number in Vietnam?",
    expect: { says: ['113', '115'], notSays: ['911', 'Philippines'] },
  },
  // Auckland: 21:15 on Wednesday.
  {
    id: 'd21-probe-010',
    kind: 'time_now',
    text: 'what day is it in auckland',
    expect: { says: [/\b21:15\b|\b9:15\s?PM\b/i] },
  },
  {
    id: 'd21-probe-011',
    kind: 'follow_up',
    before: ['flights to rome 8 april'],
    text: 'direct only',
    expect: { unknown: true, links: [{ partner: 'flights', to: rome, departDate: '2027-04-08' }] },
  },
  // A city of two words whose second word slips on a phone; an ending written as another (-borough for -burgh).
  {
    id: 'd21-probe-012',
    kind: 'time_now',
    text: 'time in los angles',
    expect: { says: [/\b0?1:15\b/, 'Los Angeles'] },
  },
  {
    id: 'd21-probe-013',
    kind: 'booking',
    text: 'flights to buenos aries from madrid',
    expect: { links: [{ partner: 'flights', from: ['MAD', 'Madrid'], to: ['BUE', 'EZE', 'Buenos Aires'] }] },
  },
  {
    id: 'd21-probe-014',
    kind: 'time_now',
    text: 'whats the time in hong kng',
    expect: { says: [/\b16:15\b|\b4:15\s?PM\b/i, 'Hong Kong'] },
  },
  {
    id: 'd21-probe-015',
    kind: 'booking',
    text: 'hotel in gothenberg 4-6 june',
    expect: { links: [{ partner: 'hotels', to: ['Gothenburg', 'Göteborg'], departDate: '2027-06-04', returnDate: '2027-06-06' }] },
  },
  // Two dates that share their month only when read month first (June 4 to 7, not 6 April to 6 July).
  {
    id: 'd21-probe-016',
    kind: 'booking',
    text: 'hotels in edinburgh 6/4 - 6/7',
    expect: { links: [{ partner: 'hotels', to: ['Edinburgh'], departDate: '2027-06-04', returnDate: '2027-06-07' }] },
  },
  {
    id: 'd21-probe-017',
    kind: 'unknown',
    text: 'what time is it in zorblat',
    expect: { unknown: true, notSays: [/\b\d{1,2}:\d{2}\b/] },
  },
  // A metro code that is also its main airport's, asked in lower case; a code set against a town's airport.
  {
    id: 'd21-probe-018',
    kind: 'airport_code',
    text: 'what is dxb',
    expect: { says: ['Dubai International'] },
  },
  {
    id: 'd21-probe-019',
    kind: 'airport_named',
    text: 'jfk or newark for manhattan',
    expect: { says: ['JFK', 'EWR'] },
  },
  {
    id: 'd21-probe-020',
    kind: 'booking',
    text: 'We have tickets for a concert in Vienna on the 12th of June. Can you find a hotel for that night and the next one?',
    expect: { links: [{ partner: 'hotels', to: ['Vienna', 'Wien'], departDate: '2027-06-12', returnDate: '2027-06-14' }] },
  },
  {
    id: 'd21-probe-021',
    kind: 'booking',
    text: 'Not sure if you can help, but I need to get from Nice airport to Monaco on the 3rd of July. What are my options?',
    expect: { links: [{ partner: 'transfers', to: ['Monaco'], from: ['NCE'] }] },
  },
  // Their flight of a day asked without "my"; how long they stay at a place of theirs.
  {
    id: 'd21-probe-022',
    kind: 'my_trip',
    text: 'what time is the flight tomorrow',
    expect: { says: ['10:25'], notLinks: ['flights'] },
  },
  {
    id: 'd21-probe-023',
    kind: 'my_trip',
    text: 'flight tmrw?',
    expect: { says: ['KL 1774', '10:25'] },
  },
  {
    id: 'd21-probe-024',
    kind: 'my_trip',
    text: 'how many nights in rome',
    expect: { says: [/\b4 nights\b/], notLinks: ['hotels'] },
  },
  // A small country read by its name alone; a possessive typed without its apostrophe.
  {
    id: 'd21-probe-025',
    kind: 'unknown',
    text: 'malta plugs',
    expect: { unknown: true, says: ['Malta'], notSays: [/\btypes?\s+[A-O]\b/] },
  },
  {
    id: 'd21-probe-026',
    kind: 'country_fact',
    text: 'japans currency',
    expect: { says: [/\byen\b/i] },
  },
  {
    id: 'd21-probe-027',
    kind: 'country_fact',
    text: 'hungarys money?',
    expect: { says: [/forint/i] },
  },
  // A tour's language is no town (English, Indiana), and a filter the search cannot set.
  {
    id: 'd21-probe-028',
    kind: 'follow_up',
    before: ['tours in kyoto'],
    text: 'in english?',
    expect: { unknown: true, links: [{ partner: 'tours', to: ['Kyoto'] }] },
  },
];
