// Astra's evaluation set (issue 20), development part, sixth batch (helper astra6): cases written
// before the engine was opened again, in the way travellers type and dictate (lower case, typos, no
// punctuation, "um" and "please", rambling, British and American wording, tmrw, nxt, nr, frm),
// weighted to the kinds the held-out figures show weakest: named airports (by name, nickname, code,
// with a slip, "which airport is X", lounges, how to get into town, the airports of second cities),
// the nearest airports to cities and small towns (Bath, Hallstatt, Sintra, the Amalfi coast), bookings
// (one way and return, dates as words and ranges, "first week of june", "over easter", travellers as
// words, trips of several legs), two asks, follow-ups that change one thing, the traveller's own trip,
// and what the data cannot answer. Also: flight-length arithmetic ("leave at 10, 12-hour flight, when do
// I land") and calling codes asked the other way round ("+44 is which country").
//
// Same rules as the earlier batches (docs/decisions/018-astra-evaluation.md): every expected fact was
// looked up in the app's data (the city index: exactMatches, city details with their airports and
// distances, byIata, the country table with its calling codes; country-extras; the trips of
// fixtures.ts) or computed at the fixed moment (Wednesday 24 March 2027, 09:15 in Berlin, UTC+1;
// London UTC+0 until 28 March; New York UTC−4; Bangkok UTC+7; Singapore UTC+8; Seoul and Tokyo UTC+9;
// Canberra UTC+11; Easter Sunday 2027 is 28 March), never from memory or the engine. The held-out
// part was not read.
import type { EvalCase } from './score';

const plug = (letter: string): RegExp => new RegExp(`(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\\b[^\\n]{0,80}?\\b${letter}\\b`);
const plugs = (...letters: string[]): RegExp[] => letters.map(plug);
const left = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i;
const right = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i;
const emergency = (number: string): RegExp => new RegExp(`(?<![\\d+])${number}(?!\\d)`);
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
const anyPlugType = /\btypes?\s+[A-O]\b/i;
const drivesOn = /drive[s]? on the (?:left|right)|(?:left|right)[- ]hand traffic/i;
const london = ['LON', 'LHR', 'LGW', 'STN', 'LTN', 'LCY', 'London'];
const newYork = ['NYC', 'JFK', 'EWR', 'LGA', 'New York'];
const paris = ['PAR', 'CDG', 'ORY', 'Paris'];
const rome = ['ROM', 'FCO', 'CIA', 'Rome'];

export const devSetFifth: EvalCase[] = [
  // ---- named airports: by name, nickname, code, with a slip; lounges; into town; second cities ----
  // byIata LGW: London Gatwick Airport, London.
  { id: 'd6-named-001', kind: 'airport_named', text: 'which airport is gatwick', expect: { says: ['London', code('LGW')] } },
  { id: 'd6-named-002', kind: 'airport_named', text: 'lounges at gatwik', expect: { links: [{ partner: 'lounges', from: ['LGW'] }] } },
  // Routes into town are not in the data: say so, and a transfer from LHR is what it can offer.
  {
    id: 'd6-named-003',
    kind: 'airport_named',
    text: 'how do i get from heathrow airport into town',
    expect: { unknown: true, links: [{ partner: 'transfers', from: ['LHR'] }], notSays: ['United States'] },
  },
  {
    id: 'd6-named-004',
    kind: 'airport_named',
    text: "um what's the uh airport code for stansted please",
    expect: { says: [code('STN')] },
  },
  { id: 'd6-named-005', kind: 'airport_named', text: 'whats the code for luton airport', expect: { says: [code('LTN')] } },
  // London's city details: London City LCY 13 km, Heathrow LHR 24 km.
  {
    id: 'd6-named-006',
    kind: 'airport_named',
    text: 'which london airport is closest to the centre',
    expect: { says: [code('LCY'), km(13)] },
  },
  // byIata JFK: John F Kennedy International Airport, New York City.
  { id: 'd6-named-007', kind: 'airport_named', text: 'is jfk in new york', expect: { says: ['New York', code('JFK')] } },
  // byIata IAD: Washington Dulles International Airport, Washington.
  { id: 'd6-named-008', kind: 'airport_named', text: 'dulles airport code', expect: { says: [code('IAD'), 'Washington'] } },
  // Frankfurt am Main's city details: Frankfurt-Hahn HHN 103 km.
  {
    id: 'd6-named-009',
    kind: 'airport_named',
    text: 'is frankfurt hahn actually near frankfurt',
    expect: { says: [code('HHN'), km(103)] },
  },
  // Rome's city details: Ciampino CIA 12 km.
  { id: 'd6-named-010', kind: 'airport_named', text: 'ciampino how far from rome', expect: { says: [code('CIA'), km(12)] } },
  // byIata BVA: Paris Beauvais Tillé Airport, Paris; Paris's city details: BVA 69 km.
  { id: 'd6-named-011', kind: 'airport_named', text: 'where is beauvais airport', expect: { says: ['Paris', code('BVA')] } },
  // Tokyo's city details: Haneda HND 17 km, Narita NRT 63 km.
  {
    id: 'd6-named-012',
    kind: 'airport_named',
    text: 'narita or haneda which is closer to tokyo',
    expect: { says: [code('HND'), code('NRT'), km(17)] },
  },
  {
    id: 'd6-named-013',
    kind: 'airport_named',
    text: 'can i get lounge access at frankfurt airport',
    expect: { links: [{ partner: 'lounges', from: ['FRA'] }] },
  },
  {
    id: 'd6-named-014',
    kind: 'airport_named',
    text: 'hotel nr munich airport',
    expect: { links: [{ partner: 'hotels', to: ['Munich', 'MUC', 'München'] }], notLinks: ['flights'] },
  },
  {
    id: 'd6-named-015',
    kind: 'airport_named',
    text: 'car hire edinburgh airport',
    expect: { links: [{ partner: 'cars', to: ['EDI', 'Edinburgh'] }] },
  },
  // byIata MAN: Manchester Airport, Manchester (United Kingdom), not Manchester, New Hampshire.
  {
    id: 'd6-named-016',
    kind: 'airport_named',
    text: 'manchester airport lounge',
    expect: { links: [{ partner: 'lounges', from: ['MAN'] }], notSays: ['New Hampshire'] },
  },
  // Birmingham (United Kingdom, 1,144,919 people) before Birmingham, Alabama: BHX.
  { id: 'd6-named-017', kind: 'airport_named', text: 'birmingham airport code', expect: { says: [code('BHX')] } },
  // Istanbul's city details: IST 33 km, SAW 33 km.
  {
    id: 'd6-named-018',
    kind: 'airport_named',
    text: 'sabiha gokcen or istanbul airport which one is nearer the city',
    expect: { says: [code('IST'), code('SAW'), km(33)] },
  },
  // byIata OPO: Francisco de Sá Carneiro Airport, Porto.
  { id: 'd6-named-019', kind: 'airport_named', text: 'porto airport code', expect: { says: [code('OPO')] } },
  // byIata LYS: Lyon Saint-Exupéry Airport.
  { id: 'd6-named-020', kind: 'airport_named', text: 'whats lyon airport called', expect: { says: [code('LYS'), /Saint-Exup/i] } },
  // byIata GOT: Gothenburg-Landvetter Airport, Göteborg (Sweden); the Gothenburg of the city index's exact
  // name is a town of 3,514 in Nebraska.
  {
    id: 'd6-named-021',
    kind: 'airport_named',
    text: 'gothenburg airport',
    expect: { says: [code('GOT'), /Landvetter/i], notSays: ['Nebraska', 'United States'] },
  },
  // Stockholm's city details: Skavsta NYO 89 km.
  { id: 'd6-named-022', kind: 'airport_named', text: 'skavsta to stockholm how far', expect: { says: [code('NYO'), km(89)] } },
  {
    id: 'd6-named-023',
    kind: 'airport_named',
    text: 'taxi dxb to downtown dubai',
    expect: { links: [{ partner: 'transfers', from: ['DXB'] }] },
  },
  // byIata BOS: Logan International Airport, Boston.
  { id: 'd6-named-024', kind: 'airport_named', text: 'which airport is logan', expect: { says: ['Boston', code('BOS')] } },
  // Melbourne (Australia)'s city details: MEL 19 km.
  {
    id: 'd6-named-025',
    kind: 'airport_named',
    text: 'melbourne tullamarine airport code',
    expect: { says: [code('MEL')], notSays: ['Florida'] },
  },
  // Hamburg's city details: Hamburg Helmut Schmidt Airport HAM 9 km.
  {
    id: 'd6-named-026',
    kind: 'airport_named',
    text: 'how far is hamburg airport from the city',
    expect: { says: [code('HAM'), km(9)] },
  },
  // byIata KRK: Kraków John Paul II International Airport.
  {
    id: 'd6-named-027',
    kind: 'airport_named',
    text: 'what is the name of krakow airport',
    expect: { says: [code('KRK'), /John Paul II/i] },
  },
  // Milan's city details: Linate LIN 7 km, Malpensa MXP 40 km.
  {
    id: 'd6-named-028',
    kind: 'airport_named',
    text: 'malpensa or linate for milan centre',
    expect: { says: [code('LIN'), code('MXP'), km(7)] },
  },
  // byIata SKG: Thessaloniki Macedonia International Airport.
  {
    id: 'd6-named-029',
    kind: 'airport_named',
    text: "what's the airport in thessaloniki called",
    expect: { says: [code('SKG'), /Macedonia/i] },
  },
  {
    id: 'd6-named-030',
    kind: 'airport_named',
    text: 'how do i get from schiphol into amsterdam',
    expect: { unknown: true, links: [{ partner: 'transfers', from: ['AMS'] }] },
  },
  // Edinburgh's city details: EDI 11 km, Glasgow GLA 78 km.
  {
    id: 'd6-named-031',
    kind: 'airport_named',
    text: 'Which airports does Edinburgh have?',
    expect: { says: [code('EDI'), km(11)] },
  },
  // byIata HER: Heraklion International Nikos Kazantzakis Airport (the city index calls the town Irákleion).
  {
    id: 'd6-named-032',
    kind: 'airport_named',
    text: 'flights to heraklion from munich',
    expect: { links: [{ partner: 'flights', from: ['MUC'], to: ['HER'] }] },
  },

  // ---- the nearest airports to a city or a small town ----
  // Bath (United Kingdom)'s city details: Bristol BRS 25 km.
  { id: 'd6-near-001', kind: 'airport_nearest', text: 'nearest airport to bath', expect: { says: [code('BRS'), km(25)] } },
  // Oxford (United Kingdom): Luton LTN and Heathrow LHR, both 63 km.
  {
    id: 'd6-near-002',
    kind: 'airport_nearest',
    text: 'closest airport to oxford',
    expect: { says: [/\b(?:LHR|LTN)\b/, km(63)], notSays: ['Mississippi'] },
  },
  // Cambridge (United Kingdom): Stansted STN 36 km.
  {
    id: 'd6-near-003',
    kind: 'airport_nearest',
    text: 'which airport for cambridge england',
    expect: { says: [code('STN'), km(36)], notSays: ['Ontario'] },
  },
  // Como (Italy): Lugano LUG 26 km, Malpensa MXP 34 km; the city index's "Lake Como" is a borough of New Jersey.
  {
    id: 'd6-near-004',
    kind: 'airport_nearest',
    text: 'what airport do i fly into for lake como',
    expect: { says: [/\b(?:LUG|MXP)\b/], notSays: ['New Jersey'] },
  },
  // Hallstatt (Austria): Salzburg SZG 55 km.
  { id: 'd6-near-005', kind: 'airport_nearest', text: 'nearest airport to hallstatt', expect: { says: [code('SZG'), km(55)] } },
  // Cannes: Cannes-Mandelieu CEQ 5 km, Nice NCE 20 km.
  { id: 'd6-near-006', kind: 'airport_nearest', text: 'closest airport to cannes', expect: { says: [code('NCE'), km(20)] } },
  // St. Moritz (Switzerland): Lugano LUG 90 km.
  {
    id: 'd6-near-007',
    kind: 'airport_nearest',
    text: 'which airport is nearest to st moritz',
    expect: { says: [code('LUG'), km(90)] },
  },
  // Sintra (Portugal): Cascais CAT 9 km, Lisbon LIS 21 km.
  { id: 'd6-near-008', kind: 'airport_nearest', text: 'nearest airport to sintra', expect: { says: [code('LIS'), km(21)] } },
  // York (United Kingdom): Leeds Bradford LBA 39 km.
  {
    id: 'd6-near-009',
    kind: 'airport_nearest',
    text: 'closest airports to york uk',
    expect: { says: [code('LBA'), km(39)], notSays: ['Pennsylvania'] },
  },
  // Amalfi (Italy): Naples NAP 38 km (the city index also has an Amalfi in Colombia, of 9,733 people).
  {
    id: 'd6-near-010',
    kind: 'airport_nearest',
    text: 'best airport for the amalfi coast',
    expect: { says: [code('NAP')], notSays: ['Colombia'] },
  },
  // Siena: Florence Peretola FLR 56 km, Pisa PSA 86 km.
  { id: 'd6-near-011', kind: 'airport_nearest', text: 'siena nearest airport', expect: { says: [code('FLR'), km(56)] } },
  // Interlaken (Switzerland): Bern-Belp BRN 38 km; the bigger Interlaken is in California.
  {
    id: 'd6-near-012',
    kind: 'airport_nearest',
    text: 'what airport do i fly into for interlaken switzerland',
    expect: { says: [code('BRN'), km(38)], notSays: ['California'] },
  },
  // Granada (Spain): F.G.L. Granada-Jaén GRX 15 km.
  { id: 'd6-near-013', kind: 'airport_nearest', text: 'nearest airport to granada spain', expect: { says: [code('GRX'), km(15)] } },
  // Canterbury (United Kingdom): Southend SEN 42 km.
  {
    id: 'd6-near-014',
    kind: 'airport_nearest',
    text: 'nearest airport to canterbury',
    expect: { says: [code('SEN'), km(42)], notSays: ['Victoria'] },
  },
  // Zermatt: Malpensa MXP 87 km.
  { id: 'd6-near-015', kind: 'airport_nearest', text: 'zermatt closest airport??', expect: { says: [code('MXP'), km(87)] } },
  // Galway is Gaillimh in the city index: Galway Airport GWY 8 km.
  { id: 'd6-near-016', kind: 'airport_nearest', text: 'nearest airport to galway', expect: { says: [code('GWY')] } },
  // Inverness: INV 13 km.
  {
    id: 'd6-near-017',
    kind: 'airport_nearest',
    text: 'im going to inverness whats the closest airport',
    expect: { says: [code('INV'), km(13)] },
  },
  // Mykonos: Mikonos Airport JMK 2 km.
  { id: 'd6-near-018', kind: 'airport_nearest', text: 'airport on mykonos', expect: { says: [code('JMK')] } },

  // ---- bookings: one way and return, dates in words and ranges, travellers in words, several legs ----
  {
    id: 'd6-book-001',
    kind: 'booking',
    text: 'one way flights london to paris on the fifth of may',
    expect: { links: [{ partner: 'flights', from: london, to: paris, departDate: '2027-05-05' }] },
  },
  {
    id: 'd6-book-002',
    kind: 'booking',
    text: 'return flights berlin to lisbon 3rd to 10th may',
    expect: { links: [{ partner: 'flights', from: ['BER'], to: ['LIS'], departDate: '2027-05-03', returnDate: '2027-05-10' }] },
  },
  // The first week of June 2027 opens on Tuesday 1 June.
  {
    id: 'd6-book-003',
    kind: 'booking',
    text: 'flights to rome first week of june from frankfurt',
    expect: { links: [{ partner: 'flights', from: ['FRA'], to: rome, departDate: '2027-06-01' }] },
  },
  // Easter Sunday 2027 is 28 March: the Easter weekend is Good Friday 26 March to Easter Monday 29 March.
  {
    id: 'd6-book-004',
    kind: 'booking',
    text: 'hotel in vienna over easter',
    expect: { links: [{ partner: 'hotels', to: ['Vienna', 'Wien'], departDate: '2027-03-26', returnDate: '2027-03-29' }] },
  },
  {
    id: 'd6-book-005',
    kind: 'booking',
    text: 'tmrw flight munich to hamburg',
    expect: { links: [{ partner: 'flights', from: ['MUC'], to: ['HAM'], departDate: '2027-03-25' }] },
  },
  // "this friday" from Wednesday 24 March 2027: the 26th.
  {
    id: 'd6-book-006',
    kind: 'booking',
    text: 'flight frm manchester to dublin this fri',
    expect: { links: [{ partner: 'flights', from: ['MAN'], to: ['DUB'], departDate: '2027-03-26' }] },
  },
  {
    id: 'd6-book-007',
    kind: 'booking',
    text: 'i need a car from the 10th to the 15th of july in faro',
    expect: { links: [{ partner: 'cars', to: ['Faro', 'FAO'], departDate: '2027-07-10', returnDate: '2027-07-15' }] },
  },
  {
    id: 'd6-book-008',
    kind: 'booking',
    text: 'book a hotel in lisbon for 4 nights starting may 10th',
    expect: { links: [{ partner: 'hotels', to: ['Lisbon', 'Lisboa'], departDate: '2027-05-10', returnDate: '2027-05-14' }] },
  },
  {
    id: 'd6-book-009',
    kind: 'booking',
    text: 'flights nyc to london december twentieth returning january third',
    expect: { links: [{ partner: 'flights', from: newYork, to: london, departDate: '2027-12-20', returnDate: '2028-01-03' }] },
  },
  // Saturday after Wednesday 24 March 2027: the 27th.
  {
    id: 'd6-book-010',
    kind: 'booking',
    text: 'canal boat tour in amsterdam saturday',
    expect: { links: [{ partner: 'tours', to: ['Amsterdam'], departDate: '2027-03-27' }] },
  },
  {
    id: 'd6-book-011',
    kind: 'booking',
    text: 'rent a car in reykjavik for a week from june 1',
    expect: {
      links: [{ partner: 'cars', to: ['Reykjavik', 'Reykjavík', 'KEF', 'RKV', 'REK'], departDate: '2027-06-01', returnDate: '2027-06-08' }],
    },
  },
  {
    id: 'd6-book-012',
    kind: 'booking',
    text: 'hostel in berlin for tonight',
    expect: { links: [{ partner: 'hotels', to: ['Berlin'], departDate: '2027-03-24', returnDate: '2027-03-25' }] },
  },
  {
    id: 'd6-book-013',
    kind: 'booking',
    text: 'a car in nice from friday to monday',
    expect: { links: [{ partner: 'cars', to: ['Nice', 'NCE'], departDate: '2027-03-26', returnDate: '2027-03-29' }] },
  },
  {
    id: 'd6-book-014',
    kind: 'booking',
    text: 'flights edinburgh to amsterdam on the twenty first of april',
    expect: { links: [{ partner: 'flights', from: ['EDI'], to: ['AMS'], departDate: '2027-04-21' }] },
  },
  // The next 3rd after 24 March 2027 is 3 April; back on the 9th of April.
  {
    id: 'd6-book-015',
    kind: 'booking',
    text: 'flight to oslo from berlin leaving on the 3rd coming back on the 9th',
    expect: { links: [{ partner: 'flights', from: ['BER'], to: ['OSL', 'Oslo'], departDate: '2027-04-03', returnDate: '2027-04-09' }] },
  },
  {
    id: 'd6-book-016',
    kind: 'booking',
    text: 'hotel in rome for me and my girlfriend 12-14 may',
    expect: { links: [{ partner: 'hotels', to: ['Rome', 'Roma'], departDate: '2027-05-12', returnDate: '2027-05-14', adults: 2 }] },
  },
  {
    id: 'd6-book-017',
    kind: 'booking',
    text: 'hotel for three people in edinburgh from the 2nd to the 5th of april',
    expect: { links: [{ partner: 'hotels', to: ['Edinburgh'], departDate: '2027-04-02', returnDate: '2027-04-05', adults: 3 }] },
  },
  {
    id: 'd6-book-018',
    kind: 'booking',
    text: 'return flights glasgow to barcelona leaving 14 august back 21 august',
    expect: { links: [{ partner: 'flights', from: ['GLA'], to: ['BCN'], departDate: '2027-08-14', returnDate: '2027-08-21' }] },
  },
  // A trip of two legs: two flight searches, the second leaving from where the first lands.
  {
    id: 'd6-book-019',
    kind: 'booking',
    text: 'flights london to paris and then on to rome',
    expect: {
      links: [
        { partner: 'flights', from: london, to: paris },
        { partner: 'flights', from: paris, to: rome },
      ],
    },
  },
  {
    id: 'd6-book-020',
    kind: 'booking',
    text: 'fly berlin to madrid on june 5th then madrid to lisbon on the 9th',
    expect: {
      links: [
        { partner: 'flights', from: ['BER'], to: ['MAD'], departDate: '2027-06-05' },
        { partner: 'flights', from: ['MAD'], to: ['LIS'], departDate: '2027-06-09' },
      ],
    },
  },
  {
    id: 'd6-book-021',
    kind: 'booking',
    text: 'hey can you find me a hotel near the airport in frankfurt for tomorrow night',
    expect: {
      links: [{ partner: 'hotels', to: ['Frankfurt', 'FRA'], departDate: '2027-03-25', returnDate: '2027-03-26' }],
      notLinks: ['flights'],
    },
  },
  {
    id: 'd6-book-022',
    kind: 'booking',
    text: 'car hire in malaga next weekend',
    expect: { links: [{ partner: 'cars', to: ['Malaga', 'Málaga', 'AGP'] }] },
  },
  { id: 'd6-book-023', kind: 'booking', text: 'wine tasting in porto', expect: { links: [{ partner: 'tours', to: ['Porto'] }] } },
  {
    id: 'd6-book-024',
    kind: 'booking',
    text: 'airport transfer from lisbon airport to my hotel for 3 people',
    expect: { links: [{ partner: 'transfers', from: ['LIS'] }] },
  },
  // Palma (Spain) is Mallorca's city: Palma de Mallorca Airport PMI; a month alone opens on its 1st.
  {
    id: 'd6-book-025',
    kind: 'booking',
    text: 'flights to mallorca in july from dusseldorf',
    expect: { links: [{ partner: 'flights', from: ['DUS'], to: ['PMI'], departDate: '2027-07-01' }] },
  },
  // Santorini's town is Firá (the city index has no "Santorini" place): Santorini Airport JTR 5 km.
  {
    id: 'd6-book-026',
    kind: 'booking',
    text: 'hotel in santorini 5 nights from 20 june',
    expect: {
      links: [{ partner: 'hotels', to: ['Santorini', 'Fira', 'Firá', 'JTR'], departDate: '2027-06-20', returnDate: '2027-06-25' }],
    },
  },
  // Lucerne is Luzern (Switzerland) in the city index; its exact "Lucerne" is a town of 3,443 in California.
  {
    id: 'd6-book-027',
    kind: 'booking',
    text: 'day trip from lucerne to mount pilatus',
    expect: { links: [{ partner: 'tours', to: ['Luzern', 'Lucerne'] }], notSays: ['California', 'United States'] },
  },
  // Gent (Belgium, 265,086 people); the city index's "Ghent" is a village of 564 in New York state.
  {
    id: 'd6-book-028',
    kind: 'booking',
    text: 'car rental in ghent belgium',
    expect: { links: [{ partner: 'cars', to: ['Gent', 'Ghent'] }], notSays: ['New York', 'United States'] },
  },
  {
    id: 'd6-book-029',
    kind: 'booking',
    text: 'Flights for two adults from Vienna to Athens on the 1st of July',
    expect: { links: [{ partner: 'flights', from: ['VIE'], to: ['ATH'], departDate: '2027-07-01', adults: 2 }] },
  },
  {
    id: 'd6-book-030',
    kind: 'booking',
    text: 'tickets for the alhambra',
    expect: { links: [{ partner: 'tickets', to: ['Granada', 'Alhambra'] }], notSays: ['California'] },
  },
  {
    id: 'd6-book-031',
    kind: 'booking',
    text: 'flights to gothenburg from london',
    expect: { links: [{ partner: 'flights', from: london, to: ['GOT'] }], notSays: ['Nebraska', 'United States'] },
  },
  {
    id: 'd6-book-032',
    kind: 'booking',
    text: 'hotel nr heathrow for one night on the 6th of april',
    expect: { links: [{ partner: 'hotels', to: ['London', 'LHR', 'Heathrow'], departDate: '2027-04-06', returnDate: '2027-04-07' }] },
  },

  // ---- two asks in one message ----
  {
    id: 'd6-two-001',
    kind: 'two_asks',
    text: 'flight to dublin from paris on 3 may and a car for the week',
    expect: {
      links: [
        { partner: 'flights', from: paris, to: ['DUB'], departDate: '2027-05-03' },
        { partner: 'cars', to: ['Dublin', 'DUB'] },
      ],
    },
  },
  // country-extras PT: emergency 112.
  {
    id: 'd6-two-002',
    kind: 'two_asks',
    text: 'hotel in porto and whats the emergency number',
    expect: { links: [{ partner: 'hotels', to: ['Porto'] }], says: [emergency('112')] },
  },
  // byIata ZRH: Zürich Airport; cc CH: Swiss Franc.
  {
    id: 'd6-two-003',
    kind: 'two_asks',
    text: 'airport code for zurich and the currency',
    expect: { says: [code('ZRH'), /Swiss Franc|CHF/] },
  },
  // country-extras GB: plug G, left.
  {
    id: 'd6-two-004',
    kind: 'two_asks',
    text: 'plug type in the uk and which side do they drive',
    expect: { says: [...plugs('G'), left], notSays: [right] },
  },
  // Bangkok UTC+7: 15:15.
  {
    id: 'd6-two-005',
    kind: 'two_asks',
    text: 'time in bangkok and a hotel there tmrw',
    expect: { says: [at(15, 15)], links: [{ partner: 'hotels', to: ['Bangkok'], departDate: '2027-03-25' }] },
  },
  // Siena: Peretola FLR 56 km.
  {
    id: 'd6-two-006',
    kind: 'two_asks',
    text: 'nearest airport to siena and a car there',
    expect: { says: [code('FLR')], links: [{ partner: 'cars', to: ['Siena', 'FLR'] }] },
  },
  {
    id: 'd6-two-007',
    kind: 'two_asks',
    text: 'cooking class in bologna plus a hotel',
    expect: {
      links: [
        { partner: 'tours', to: ['Bologna'] },
        { partner: 'hotels', to: ['Bologna'] },
      ],
    },
  },
  // cc AU: capital Canberra; Canberra (Australia/Sydney) UTC+11: 19:15.
  {
    id: 'd6-two-008',
    kind: 'two_asks',
    text: 'capital of australia and the time there',
    expect: { says: ['Canberra', at(19, 15)] },
  },
  // Lyon's city details: Saint-Exupéry LYS 18 km.
  {
    id: 'd6-two-009',
    kind: 'two_asks',
    text: 'hotel in lyon and how far is the airport',
    expect: { links: [{ partner: 'hotels', to: ['Lyon'] }], says: [code('LYS'), km(18)] },
  },
  // cc PL: Polish Zloty, +48.
  {
    id: 'd6-two-010',
    kind: 'two_asks',
    text: 'currency in poland and the dialling code',
    expect: { says: [/Zloty|PLN/i, /\+\s?48\b/] },
  },
  {
    id: 'd6-two-011',
    kind: 'two_asks',
    text: 'lounge at munich airport and a transfer in rome',
    expect: {
      links: [
        { partner: 'lounges', from: ['MUC'] },
        { partner: 'transfers', from: ['FCO', 'CIA', 'ROM'] },
      ],
    },
  },
  // Kraków KRK; country-extras PL tipping: about 10%.
  {
    id: 'd6-two-012',
    kind: 'two_asks',
    text: 'flights from berlin to krakow and how much do people tip there',
    expect: { links: [{ partner: 'flights', from: ['BER'], to: ['KRK'] }], says: [/10\s?%/] },
  },
  // Gatwick LGW; a hotel in London.
  {
    id: 'd6-two-013',
    kind: 'two_asks',
    text: 'lounge at gatwick and a hotel in london the night before',
    expect: {
      links: [
        { partner: 'lounges', from: ['LGW'] },
        { partner: 'hotels', to: ['London'] },
      ],
    },
  },
  // Osaka's city details: ITM 12 km, KIX 38 km; cc JP plugs A, B.
  {
    id: 'd6-two-014',
    kind: 'two_asks',
    text: 'what airports does osaka have and what plugs do they use',
    expect: { says: [code('KIX'), code('ITM'), ...plugs('A', 'B')] },
  },

  // ---- follow-ups that change one thing ----
  {
    id: 'd6-follow-001',
    kind: 'follow_up',
    before: ['flights from london to dublin on 5 may'],
    text: 'make it 3 people',
    expect: { links: [{ partner: 'flights', from: london, to: ['DUB'], departDate: '2027-05-05', adults: 3 }] },
  },
  {
    id: 'd6-follow-002',
    kind: 'follow_up',
    before: ['hotel in madrid 10th to 12th june'],
    text: 'actually the 11th to the 14th',
    expect: { links: [{ partner: 'hotels', to: ['Madrid'], departDate: '2027-06-11', returnDate: '2027-06-14' }] },
  },
  {
    id: 'd6-follow-003',
    kind: 'follow_up',
    before: ['car hire in faro'],
    text: 'what about malaga',
    expect: { links: [{ partner: 'cars', to: ['Malaga', 'Málaga', 'AGP'] }] },
  },
  // Lucca: Pisa PSA 20 km.
  {
    id: 'd6-follow-004',
    kind: 'follow_up',
    before: ['nearest airport to siena'],
    text: 'and lucca?',
    expect: { says: [code('PSA'), km(20)] },
  },
  {
    id: 'd6-follow-005',
    kind: 'follow_up',
    before: ['lounges at heathrow'],
    text: 'and gatwick',
    expect: { links: [{ partner: 'lounges', from: ['LGW'] }] },
  },
  {
    id: 'd6-follow-006',
    kind: 'follow_up',
    before: ['flights berlin to rome'],
    text: 'one way on the 2nd of may',
    expect: { links: [{ partner: 'flights', from: ['BER'], to: rome, departDate: '2027-05-02' }] },
  },
  // cc NO: Norwegian Krone.
  {
    id: 'd6-follow-007',
    kind: 'follow_up',
    before: ['what currency in sweden'],
    text: 'and norway?',
    expect: { says: [/Norwegian Krone|NOK/] },
  },
  // Seoul UTC+9: 17:15.
  { id: 'd6-follow-008', kind: 'follow_up', before: ['time in bangkok'], text: 'and seoul', expect: { says: [at(17, 15)] } },
  {
    id: 'd6-follow-009',
    kind: 'follow_up',
    before: ['hotels in vienna'],
    text: 'for 2 nights from friday',
    expect: { links: [{ partner: 'hotels', to: ['Vienna', 'Wien'], departDate: '2027-03-26', returnDate: '2027-03-28' }] },
  },
  // country-extras ES: 112.
  {
    id: 'd6-follow-010',
    kind: 'follow_up',
    before: ['emergency number in italy'],
    text: 'same for spain?',
    expect: { says: [emergency('112')] },
  },
  // London's city details: Stansted STN 49 km.
  {
    id: 'd6-follow-011',
    kind: 'follow_up',
    before: ['which airport is stansted'],
    text: 'how far is it from the centre',
    expect: { says: [km(49)] },
  },
  {
    id: 'd6-follow-012',
    kind: 'follow_up',
    before: ['flights from paris to new york on 10 april'],
    text: 'and back on the 20th',
    expect: { links: [{ partner: 'flights', from: paris, to: newYork, departDate: '2027-04-10', returnDate: '2027-04-20' }] },
  },
  {
    id: 'd6-follow-013',
    kind: 'follow_up',
    before: ['hotel in nice for 2'],
    text: 'and a car too',
    expect: { links: [{ partner: 'cars', to: ['Nice', 'NCE'] }] },
  },
  // A second leg after a first: Paris to Rome.
  {
    id: 'd6-follow-014',
    kind: 'follow_up',
    before: ['flights from london to paris'],
    text: 'then on to rome',
    expect: { links: [{ partner: 'flights', from: paris, to: rome }] },
  },
  // Cannes: Nice NCE 20 km.
  {
    id: 'd6-follow-015',
    kind: 'follow_up',
    before: ['nearest airport to nice'],
    text: 'what about cannes',
    expect: { says: [code('NCE'), km(20)] },
  },

  // ---- the traveller's own trip (fixtures.ts) ----
  { id: 'd6-trip-001', kind: 'my_trip', text: 'wot time is my flite tmrw', expect: { says: [at(10, 25)] } },
  { id: 'd6-trip-002', kind: 'my_trip', text: 'which seat did i get on the klm flight', expect: { says: ['14C'] } },
  { id: 'd6-trip-003', kind: 'my_trip', text: 'whats the checkout time at the amsterdam hotel', expect: { says: [at(11, 0)] } },
  {
    id: 'd6-trip-004',
    kind: 'my_trip',
    text: 'when can i check in in rome',
    expect: { says: [at(14, 0), /8 April|April 8/i] },
  },
  { id: 'd6-trip-005', kind: 'my_trip', text: 'hotel confirmation number for kyoto', expect: { says: ['KNR-30955'] } },
  { id: 'd6-trip-006', kind: 'my_trip', text: 'what time does the train to florence leave', expect: { says: [at(8, 10)] } },
  // AZ 416 leaves Fiumicino 18:40 on 12 April and lands in Berlin at 20:55.
  {
    id: 'd6-trip-007',
    kind: 'my_trip',
    text: 'when do i get back to berlin from rome',
    expect: { says: [at(20, 55), /12 April|April 12/i] },
  },
  // Hotel V Nesplein: 25 to 27 March, two nights.
  {
    id: 'd6-trip-008',
    kind: 'my_trip',
    text: 'how many nights am i in amsterdam',
    expect: { says: [/\b(?:2|two) nights\b/i] },
  },
  { id: 'd6-trip-009', kind: 'my_trip', text: 'whats the name of the hotel in tokyo', expect: { says: ['Park Hotel Tokyo'] } },
  // The day after tomorrow is 26 March: the client workshop at Zuidas, 09:30.
  {
    id: 'd6-trip-010',
    kind: 'my_trip',
    text: "what's on the day after tomorrow",
    expect: { says: ['workshop', at(9, 30)] },
  },
  // Nothing is planned on 7 April (Rome starts on the 8th).
  {
    id: 'd6-trip-011',
    kind: 'my_trip',
    text: 'do i have anything planned on 7 april',
    expect: { unknown: true, notSays: ['Vatican', 'Colosseum'] },
  },
  { id: 'd6-trip-012', kind: 'my_trip', text: 'who organised the japan trip', expect: { says: ['Mia'] } },
  {
    id: 'd6-trip-013',
    kind: 'my_trip',
    text: 'when does the vatican tour start',
    expect: { says: [at(10, 30), /9 April|April 9/i] },
  },
  { id: 'd6-trip-014', kind: 'my_trip', text: 'my flight number home from amsterdam', expect: { says: [/KL\s?1777/] } },
  {
    id: 'd6-trip-015',
    kind: 'my_trip',
    text: 'how long is the colosseum tour',
    expect: { says: [/\b90\s?min|1\s?h(?:our)?\s?30|1\.5\s?(?:hours?|h)\b|an hour and a half/i] },
  },
  // The Mount Takao hike's record has no duration.
  {
    id: 'd6-trip-016',
    kind: 'my_trip',
    text: 'how long is the takao hike',
    expect: { unknown: true, notSays: [/\b\d+\s?(?:hours?|h|min)\b/i] },
  },
  { id: 'd6-trip-017', kind: 'my_trip', text: 'what time do we land in tokyo', expect: { says: [at(7, 30)] } },

  // ---- country facts, incl. calling codes asked the other way round and second cities ----
  // The country table: +44 is the United Kingdom (and Guernsey, the Isle of Man, Jersey).
  { id: 'd6-fact-001', kind: 'country_fact', text: '+44 is which country', expect: { says: ['United Kingdom'] } },
  { id: 'd6-fact-002', kind: 'country_fact', text: 'which country has the dialling code 49', expect: { says: ['Germany'] } },
  { id: 'd6-fact-003', kind: 'country_fact', text: 'got a missed call from +81 where is that', expect: { says: ['Japan'] } },
  { id: 'd6-fact-004', kind: 'country_fact', text: 'whose country code is 353', expect: { says: ['Ireland'] } },
  { id: 'd6-fact-005', kind: 'country_fact', text: 'what language do they speak in porto', expect: { says: ['Portuguese'] } },
  { id: 'd6-fact-006', kind: 'country_fact', text: 'currency in krakow', expect: { says: [/Zloty|PLN/i] } },
  // country-extras GB: 999 or 112.
  { id: 'd6-fact-007', kind: 'country_fact', text: 'emergency number in glasgow', expect: { says: [emergency('999')] } },
  { id: 'd6-fact-008', kind: 'country_fact', text: 'plug type in osaka', expect: { says: plugs('A', 'B') } },
  { id: 'd6-fact-009', kind: 'country_fact', text: 'do they drive on the left in cape town', expect: { says: [left], notSays: [right] } },
  // country-extras SE tipping: service is included.
  {
    id: 'd6-fact-010',
    kind: 'country_fact',
    text: 'tipping in gothenburg',
    expect: { says: [/service is included/i], notSays: ['Nebraska', 'United States'] },
  },
  // cc CH: capital Bern.
  { id: 'd6-fact-011', kind: 'country_fact', text: 'is zurich the capital of switzerland', expect: { says: ['Bern'] } },

  // ---- flight-length arithmetic in local time ----
  // Berlin 10:00 (UTC+1) is 09:00 UTC; 12 hours on is 21:00 UTC, 06:00 the next day in Tokyo (UTC+9).
  {
    id: 'd6-tz-001',
    kind: 'time_convert',
    text: 'i leave berlin at 10am and its a 12 hour flight to tokyo what time do i land there',
    expect: { says: [at(6, 0)] },
  },
  // London 21:00 (UTC+0) plus 7 hours is 04:00 UTC, midnight in New York (UTC−4).
  {
    id: 'd6-tz-002',
    kind: 'time_convert',
    text: 'my flight departs london at 9pm and takes 7 hours, what time will it be in new york when i arrive',
    expect: { says: [midnight] },
  },
  // Frankfurt 13:30 (UTC+1) is 12:30 UTC; 11 hours on is 23:30 UTC, 07:30 in Singapore (UTC+8).
  {
    id: 'd6-tz-003',
    kind: 'time_convert',
    text: 'take off frankfurt 13:30, 11 hr flight to singapore, local time on arrival?',
    expect: { says: [at(7, 30)] },
  },

  // ---- what the data cannot answer ----
  { id: 'd6-unknown-001', kind: 'unknown', text: 'is the heathrow express running today', expect: { unknown: true } },
  {
    id: 'd6-unknown-002',
    kind: 'unknown',
    text: 'which terminal does klm use at schiphol',
    expect: { unknown: true, notSays: [/terminal\s?\d/i] },
  },
  {
    id: 'd6-unknown-003',
    kind: 'unknown',
    text: 'how much is a taxi from fiumicino to rome',
    expect: { unknown: true },
  },
  {
    id: 'd6-unknown-004',
    kind: 'unknown',
    text: 'opening hours of the louvre',
    expect: { unknown: true, notSays: [/\b\d{1,2}\s?(?:am|pm)\b/i] },
  },
  { id: 'd6-unknown-005', kind: 'unknown', text: 'is it safe to walk around naples at night', expect: { unknown: true } },
  { id: 'd6-unknown-006', kind: 'unknown', text: 'do i need a visa for india', expect: { unknown: true } },
  {
    id: 'd6-unknown-007',
    kind: 'unknown',
    text: 'how long does it take to drive from nice to monaco',
    expect: { unknown: true, notSays: [/\b\d+\s?(?:minutes|mins|hours?)\b/i] },
  },
  { id: 'd6-unknown-008', kind: 'unknown', text: 'nearest pharmacy to my hotel in amsterdam', expect: { unknown: true } },
  {
    id: 'd6-unknown-009',
    kind: 'unknown',
    text: 'baggage allowance on ita airways',
    expect: { unknown: true, notSays: [/\b\d+\s?kg\b/i] },
  },
  { id: 'd6-unknown-010', kind: 'unknown', text: 'whats the best sushi place in tokyo', expect: { unknown: true } },
  { id: 'd6-unknown-011', kind: 'unknown', text: 'can you drink the tap water in mexico', expect: { unknown: true } },
  { id: 'd6-unknown-012', kind: 'unknown', text: 'will my flight tomorrow be delayed', expect: { unknown: true } },
  // Chile, Kenya and Cuba have no country-extras entry: no plugs, emergency numbers or driving side.
  { id: 'd6-unknown-013', kind: 'unknown', text: 'plug type in chile', expect: { unknown: true, notSays: [anyPlugType] } },
  {
    id: 'd6-unknown-014',
    kind: 'unknown',
    text: 'emergency number in kenya',
    expect: { unknown: true, notSays: [/(?<![\d+])(?:911|112|999|110)(?!\d)/] },
  },
  {
    id: 'd6-unknown-015',
    kind: 'unknown',
    text: 'which side of the road do they drive on in cuba',
    expect: { unknown: true, notSays: [drivesOn] },
  },
  {
    id: 'd6-unknown-016',
    kind: 'unknown',
    text: 'how do i get from gatwick to victoria station by train',
    expect: { unknown: true, notLinks: ['flights'] },
  },
  {
    id: 'd6-unknown-017',
    kind: 'unknown',
    text: 'what gate does my flight leave from tomorrow',
    expect: { unknown: true, notSays: [/\bgate\s?[A-Z]?\d/i] },
  },

  // ---- probes: phrasings of our own tried on the engine while fixing it, written in the same step as their fix ----
  // Windsor (United Kingdom, 33,348 people; the bigger Windsor is in Canada): Heathrow LHR 10 km.
  {
    id: 'd6-probe-001',
    kind: 'airport_nearest',
    text: "what's the nearest airport to windsor castle",
    expect: { says: [code('LHR'), km(10)], notSays: ['Canada'] },
  },
  // Stonehenge's town, Salisbury (United Kingdom): Bournemouth BOH 32 km.
  { id: 'd6-probe-002', kind: 'airport_nearest', text: 'closest airport to stonehenge', expect: { says: [code('BOH'), km(32)] } },
  // The Algarve read as Faro: Faro Airport FAO 3 km.
  { id: 'd6-probe-003', kind: 'airport_nearest', text: 'what airport serves the algarve', expect: { says: [code('FAO')] } },
  // The Cotswolds read as Cirencester: Bristol BRS 64 km.
  { id: 'd6-probe-004', kind: 'airport_nearest', text: 'closest airport to the cotswolds', expect: { says: [code('BRS'), km(64)] } },
  // Edinburgh: EDI 11 km ("castle" is in New Castle Airport's name, near Philadelphia).
  {
    id: 'd6-probe-005',
    kind: 'airport_named',
    text: 'which airport for edinburgh castle',
    expect: { says: [code('EDI'), km(11)], notSays: ['Philadelphia'] },
  },
  {
    id: 'd6-probe-006',
    kind: 'booking',
    text: 'can u find me a cheap hotel in rome 4 nites from tmrw',
    expect: { links: [{ partner: 'hotels', to: ['Rome'], departDate: '2027-03-25', returnDate: '2027-03-29' }] },
  },
  // Next week starts on Monday 29 March; a couple of nights end on the 31st.
  {
    id: 'd6-probe-007',
    kind: 'booking',
    text: "I'm after a hotel in york for a couple of nights next week",
    expect: { links: [{ partner: 'hotels', to: ['York'], departDate: '2027-03-29', returnDate: '2027-03-31' }], notSays: ['Pennsylvania'] },
  },
  // Next weekend (said on a Wednesday) is 2–4 April; the one after it 9–11 April.
  {
    id: 'd6-probe-008',
    kind: 'booking',
    text: 'hotel in berlin the weekend after next',
    expect: { links: [{ partner: 'hotels', to: ['Berlin'], departDate: '2027-04-09', returnDate: '2027-04-11' }] },
  },
  {
    id: 'd6-probe-009',
    kind: 'booking',
    text: 'london to barcelona flights mid june',
    expect: { links: [{ partner: 'flights', from: london, to: ['BCN'], departDate: '2027-06-15' }] },
  },
  { id: 'd6-probe-010', kind: 'unknown', text: 'a table for two in rome tonight', expect: { unknown: true, notLinks: ['flights'] } },

  // New York UTC−4: 04:15; from JFK into Manhattan is a transfer.
  {
    id: 'd6-probe-011',
    kind: 'two_asks',
    text: 'whats the time in new york and how do i get from jfk to manhattan',
    expect: { says: [at(4, 15)], links: [{ partner: 'transfers', from: ['JFK'] }] },
  },
  {
    id: 'd6-probe-012',
    kind: 'two_asks',
    text: 'a hotel in dublin and a transfer from the airport',
    expect: {
      links: [
        { partner: 'hotels', to: ['Dublin'] },
        { partner: 'transfers', from: ['DUB'] },
      ],
    },
  },
  {
    id: 'd6-probe-013',
    kind: 'follow_up',
    before: ['flights to rome'],
    text: 'same dates but to milan',
    expect: { links: [{ partner: 'flights', to: ['MIL', 'MXP', 'LIN', 'BGY', 'Milan'] }] },
  },
  {
    id: 'd6-probe-014',
    kind: 'follow_up',
    before: ['hotel in lisbon 4 to 8 june'],
    text: 'make it 5 nights',
    expect: { links: [{ partner: 'hotels', to: ['Lisbon'], departDate: '2027-06-04', returnDate: '2027-06-09' }] },
  },
  {
    id: 'd6-probe-015',
    kind: 'follow_up',
    before: ['flights from london to paris on 3 may'],
    text: 'actually from manchester',
    expect: { links: [{ partner: 'flights', from: ['MAN'], to: paris, departDate: '2027-05-03' }] },
  },
  // Salzburg's city details: SZG 3 km.
  {
    id: 'd6-probe-016',
    kind: 'follow_up',
    before: ['nearest airport to salzburg'],
    text: 'how far is it',
    expect: { says: [code('SZG'), km(3)] },
  },
  {
    id: 'd6-probe-017',
    kind: 'follow_up',
    before: ['hotel in rome'],
    text: 'cheaper ones?',
    expect: { unknown: true, links: [{ partner: 'hotels', to: ['Rome'] }] },
  },

  // fixtures.ts: Hotel Artemide (Rome, 8–12 April); Hotel Kanra Kyoto checks out 9 May by 10:00; KL 1774 leaves Berlin
  // 10:25 and lands in Amsterdam 11:55, both UTC+1 that day (90 minutes); Saturday 27 March holds KL 1777 at 17:10;
  // Mia owns the Tokyo trip and Sam edits it; NH 204 lands in Tokyo at 07:30; AZ 415 is flown by ITA Airways.
  {
    id: 'd6-probe-018',
    kind: 'my_trip',
    text: 'do i have a hotel booked in rome',
    expect: { says: ['Hotel Artemide'], notLinks: ['hotels'] },
  },
  { id: 'd6-probe-019', kind: 'my_trip', text: "when's checkout in kyoto", expect: { says: ['Hotel Kanra Kyoto', at(10, 0)] } },
  {
    id: 'd6-probe-020',
    kind: 'my_trip',
    text: 'how long is my flight to amsterdam',
    expect: { says: [/\b1 h 30|\b1\.5 h|\b90 min|an hour and a half/i] },
  },
  { id: 'd6-probe-021', kind: 'my_trip', text: 'remind me what im doing on saturday', expect: { says: [/KL\s?1777/, at(17, 10)] } },
  { id: 'd6-probe-022', kind: 'my_trip', text: 'where am i on the 10th of april', expect: { says: ['Hotel Artemide'] } },
  { id: 'd6-probe-023', kind: 'my_trip', text: 'are we sharing the tokyo trip with anyone', expect: { says: ['Mia', 'Sam'] } },
  { id: 'd6-probe-024', kind: 'my_trip', text: 'when do we get to tokyo', expect: { says: [at(7, 30)] } },
  { id: 'd6-probe-025', kind: 'my_trip', text: 'whats the name of my airline to rome', expect: { says: ['ITA Airways'] } },
  { id: 'd6-probe-026', kind: 'my_trip', text: 'is my rome flight direct', expect: { unknown: true, says: [/AZ\s?415/] } },
  {
    id: 'd6-probe-027',
    kind: 'my_trip',
    text: 'what time do i need to be at the airport tomorrow',
    expect: { unknown: true, says: [/KL\s?1774/, at(10, 25)] },
  },

  { id: 'd6-probe-028', kind: 'unknown', text: "what's the best beach in bali", expect: { unknown: true } },
  {
    id: 'd6-probe-029',
    kind: 'unknown',
    text: 'how long does the ferry from dover to calais take',
    expect: { unknown: true, notLinks: ['transfers', 'flights'], notSays: [/\b\d+\s?(?:minutes|mins|hours?)\b/i] },
  },
  { id: 'd6-probe-030', kind: 'unknown', text: 'whats the cheapest airline to fly to spain', expect: { unknown: true } },
  // The rate table holds no Argentine Peso; the city index's "Argentine" is a place in the United States.
  {
    id: 'd6-probe-031',
    kind: 'unknown',
    text: 'whats the exchange rate for argentine pesos',
    expect: { unknown: true, notSays: ['United States', /\d\s?ARS|ARS\s?\d/] },
  },
  { id: 'd6-probe-032', kind: 'unknown', text: 'do shops open on sundays in germany', expect: { unknown: true } },
  {
    id: 'd6-probe-033',
    kind: 'unknown',
    text: 'where can i park near the colosseum',
    expect: { unknown: true, notSays: ['Colosseum underground tour'] },
  },

  // Boston's city details: Logan BOS 5 km (Manchester-Boston Regional MHT, 71 km out, only borrows the name).
  {
    id: 'd6-probe-034',
    kind: 'booking',
    text: "Hi, I'd like to book a return flight from Dublin to Boston, leaving on the 14th of July and coming back on the 28th, for two adults please",
    expect: {
      links: [{ partner: 'flights', from: ['DUB'], to: ['BOS'], departDate: '2027-07-14', returnDate: '2027-07-28', adults: 2 }],
      notLinks: ['hotels'],
    },
  },
  // Christmas Eve to Boxing Day: check in 24 December, out 27 December ("christmas" is not Christmas Island).
  {
    id: 'd6-probe-035',
    kind: 'booking',
    text: 'hotel in new york for christmas',
    expect: {
      links: [{ partner: 'hotels', to: newYork, departDate: '2027-12-24', returnDate: '2027-12-27' }],
      notSays: ['Christmas Island'],
    },
  },
  {
    id: 'd6-probe-036',
    kind: 'booking',
    text: 'we want to go to amsterdam for new years eve, need a hotel',
    expect: { links: [{ partner: 'hotels', to: ['Amsterdam'], departDate: '2027-12-31', returnDate: '2028-01-01' }] },
  },
  {
    id: 'd6-probe-037',
    kind: 'booking',
    text: 'flights from paris to rome and rome to athens',
    expect: {
      links: [
        { partner: 'flights', from: paris, to: rome },
        { partner: 'flights', from: rome, to: ['ATH'] },
      ],
    },
  },

  // byIata LTN: London Luton Airport, London (44 km); Manchester (United Kingdom)'s city details: MAN 15 km.
  { id: 'd6-probe-038', kind: 'airport_named', text: 'is luton in london', expect: { says: [code('LTN'), 'London'] } },
  {
    id: 'd6-probe-039',
    kind: 'airport_named',
    text: "what's the code of manchester airport in the uk",
    expect: { says: [code('MAN')], notSays: ['New Hampshire'] },
  },

  // Santa Fe (United States, New Mexico): Santa Fe Municipal SAF 16 km; the biggest Santa Fe is in Argentina.
  {
    id: 'd6-probe-040',
    kind: 'airport_nearest',
    text: 'nearest airport to santa fe new mexico',
    expect: { says: [code('SAF'), km(16)], notSays: ['Argentina'] },
  },
  // Portland (United States, Maine): Portland International Jetport PWM 4 km (not Oregon's PDX).
  {
    id: 'd6-probe-041',
    kind: 'airport_nearest',
    text: 'nearest airport to portland maine',
    expect: { says: [code('PWM')], notSays: [code('PDX')] },
  },
  // The Cinque Terre read as La Spezia: Pisa PSA 65 km.
  {
    id: 'd6-probe-042',
    kind: 'airport_nearest',
    text: 'where do i fly into for the cinque terre',
    expect: { says: [code('PSA'), km(65)], notLinks: ['flights'] },
  },

  {
    id: 'd6-probe-043',
    kind: 'booking',
    text: 'i need to get from paris to amsterdam on the 3rd of may',
    expect: { links: [{ partner: 'flights', from: paris, to: ['AMS'], departDate: '2027-05-03' }] },
  },
  // cc JP: Japanese Yen; the built-in rate table: 100 EUR × 178.9 = 17,890 JPY.
  {
    id: 'd6-probe-044',
    kind: 'two_asks',
    text: 'whats the currency in japan and how much is 100 euros',
    expect: { says: ['Yen', /(?<![\d.,])17[,.\s\u202f]?890(?![\d])/], money: true },
  },
  // "nxt fri" said on Wednesday 24 March is the Friday of next week, 2 April (as "next weekend" is next week's; decision
  // 022, the twenty-eighth pass); "coming back sun" the Sunday after it, the 4th.
  {
    id: 'd6-probe-045',
    kind: 'booking',
    text: 'can u book me a return flite to barcelona from manchester nxt fri coming back sun',
    expect: { links: [{ partner: 'flights', from: ['MAN'], to: ['BCN'], departDate: '2027-04-02', returnDate: '2027-04-04' }] },
  },
  {
    id: 'd6-probe-046',
    kind: 'booking',
    text: 'flights for me and my 2 kids to orlando 14 july back 28 july',
    expect: { links: [{ partner: 'flights', to: ['MCO', 'Orlando'], departDate: '2027-07-14', returnDate: '2027-07-28', adults: 3 }] },
  },
  {
    id: 'd6-probe-047',
    kind: 'booking',
    text: 'hotel in the city centre of prague for new years',
    expect: { links: [{ partner: 'hotels', to: ['Prague', 'Praha'], departDate: '2027-12-31', returnDate: '2028-01-01' }] },
  },

  // Dubai UTC+4, London UTC+0: 4 hours.
  {
    id: 'd6-probe-048',
    kind: 'follow_up',
    before: ['time in dubai'],
    text: 'whats the difference with london',
    expect: { says: [/\b(?:4|four)\s?(?:hours?|h)\b/i, /Dubai[^.\n]{0,60}\bahead|ahead of[^.\n]{0,10}London/i] },
  },
  {
    id: 'd6-probe-049',
    kind: 'follow_up',
    before: ['flights to tokyo'],
    text: 'make it business class',
    expect: { unknown: true, links: [{ partner: 'flights', to: ['TYO', 'HND', 'NRT', 'Tokyo'] }] },
  },
  {
    id: 'd6-probe-050',
    kind: 'follow_up',
    before: ['car hire in faro 1 to 8 july'],
    text: 'add a child seat',
    expect: { unknown: true, links: [{ partner: 'cars', to: ['Faro', 'FAO'], departDate: '2027-07-01', returnDate: '2027-07-08' }] },
  },

  // country-extras AU: left; the country table: +33 is France; Lisbon (Europe/Lisbon) is UTC+0 on 24 March.
  {
    id: 'd6-probe-051',
    kind: 'country_fact',
    text: 'what side of the road do aussies drive on',
    expect: { says: [left], notSays: [right] },
  },
  { id: 'd6-probe-052', kind: 'country_fact', text: 'country code +33', expect: { says: ['France'] } },
  { id: 'd6-probe-053', kind: 'country_fact', text: 'is portugal on gmt', expect: { says: [/UTC\s?\+\s?0|GMT\b/] } },

  // Nice's city details: Nice-Côte d'Azur NCE 6 km.
  { id: 'd6-probe-054', kind: 'airport_named', text: 'code for nice airport', expect: { says: [code('NCE')] } },
  {
    id: 'd6-probe-055',
    kind: 'unknown',
    text: 'is there a train from the airport to the city in lisbon',
    expect: { unknown: true, links: [{ partner: 'transfers', from: ['LIS'] }] },
  },

  { id: 'd6-probe-056', kind: 'unknown', text: 'how much is a pint in dublin', expect: { unknown: true } },
  {
    id: 'd6-probe-057',
    kind: 'unknown',
    text: "what's the minimum connection time at frankfurt",
    expect: { unknown: true, notSays: [/\b\d+\s?(?:minutes|mins)\b/i] },
  },
  { id: 'd6-probe-058', kind: 'unknown', text: 'hows the nightlife in ibiza', expect: { unknown: true } },
  { id: 'd6-probe-059', kind: 'unknown', text: 'can i drink alcohol in dubai', expect: { unknown: true } },
  {
    id: 'd6-probe-060',
    kind: 'unknown',
    text: "what's the luggage limit for ryanair",
    expect: { unknown: true, notSays: [/\b\d+\s?kg\b/i] },
  },
  { id: 'd6-probe-061', kind: 'unknown', text: 'is lisbon expensive', expect: { unknown: true } },
  { id: 'd6-probe-062', kind: 'unknown', text: 'how many days should i spend in rome', expect: { unknown: true } },

  {
    id: 'd6-probe-063',
    kind: 'booking',
    text: 'berlin to vienna tomorrow morning',
    expect: { links: [{ partner: 'flights', from: ['BER'], to: ['VIE'], departDate: '2027-03-25' }] },
  },
  {
    id: 'd6-probe-064',
    kind: 'booking',
    text: 'two tickets to paris from amsterdam on the 2nd of may',
    expect: { links: [{ partner: 'flights', from: ['AMS'], to: paris, departDate: '2027-05-02', adults: 2 }], notLinks: ['tickets'] },
  },
  {
    id: 'd6-probe-065',
    kind: 'booking',
    text: 'get me to tokyo from frankfurt next month',
    expect: { links: [{ partner: 'flights', from: ['FRA'], to: ['TYO', 'HND', 'NRT', 'Tokyo'], departDate: '2027-04-01' }] },
  },
  // 1 May 2027 is a Saturday: the first weekend of May is Friday 30 April to Sunday 2 May.
  {
    id: 'd6-probe-066',
    kind: 'booking',
    text: 'can you find me somewhere to stay in seville for the first weekend of may',
    expect: { links: [{ partner: 'hotels', to: ['Seville', 'Sevilla'], departDate: '2027-04-30', returnDate: '2027-05-02' }] },
  },
  {
    id: 'd6-probe-067',
    kind: 'booking',
    text: 'sunset cruise in santorini on the 5th',
    expect: { links: [{ partner: 'tours', to: ['Santorini', 'Fira', 'Firá'], departDate: '2027-04-05' }], notSays: [/sunrise or sunset/i] },
  },

  // fixtures.ts: 26 March holds the client workshop at 09:30; the Florence train's reference is TI-9517-XK; Hotel Kanra
  // Kyoto checks in from 15:00; NH 204 leaves from terminal 1; the Colosseum tour lasts 90 minutes (the Vatican one 180).
  {
    id: 'd6-probe-068',
    kind: 'follow_up',
    before: ['whats on tomorrow'],
    text: 'and the day after?',
    expect: { says: ['workshop', at(9, 30)] },
  },
  {
    id: 'd6-probe-069',
    kind: 'follow_up',
    before: ["when's my train to florence"],
    text: 'the reference number please',
    expect: { says: ['TI-9517-XK'], notSays: ['no hotel'] },
  },
  { id: 'd6-probe-070', kind: 'follow_up', before: ['where am i staying in kyoto'], text: 'check in time?', expect: { says: [at(15, 0)] } },
  {
    id: 'd6-probe-071',
    kind: 'follow_up',
    before: ['when do we fly to japan'],
    text: 'and what terminal',
    expect: { says: [/terminal\s?1\b|\bT1\b/i] },
  },
  {
    id: 'd6-probe-072',
    kind: 'follow_up',
    before: ['what time is my colosseum tour'],
    text: 'how long is it',
    expect: { says: [/\b90\s?min|1\s?h(?:our)?\s?30|1\.5\s?(?:hours?|h)\b/i], notSays: ['Vatican'] },
  },

  // Bangkok UTC+7: 15:15; the seasonal estimate (packingWeather) for Bangkok in April: hot.
  {
    id: 'd6-probe-073',
    kind: 'two_asks',
    text: 'whats the time in bangkok and is it hot there in april',
    expect: { says: [at(15, 15), /\bApril\b[^.\n]{0,40}\bhot\b/i] },
  },

  // Bath (United Kingdom): Bristol BRS 25 km ("the city of Bath" is not "into the city").
  {
    id: 'd6-probe-074',
    kind: 'airport_nearest',
    text: 'what is the closest airport to the city of bath in england',
    expect: { says: [code('BRS'), km(25)], notLinks: ['transfers'] },
  },
];
