// Astra's twenty-fifth development batch (issue 20, the twenty-ninth pass), written before the engine's
// code was read. Earlier batches were written by kind of question and by voice; this one is written by
// WHO is travelling, each asking what they would really ask, in their own words, half phone-typed and
// half careful, across every kind (weighted to follow-ups, two asks and bookings):
// - a business traveller between meetings ("make it tuesday morning instead", "is it too early to call
//   chicago");
// - parents with small children ("make it 4 people, the kids are coming too", "family room in heraklion");
// - a student backpacking on a budget ("hostel bangkok 3 nights from tmrw", "same in chiang mai after
//   that");
// - a retired couple on their first trip abroad (long, polite questions);
// - a wheelchair user or someone with a medical need (what the data cannot answer is declined honestly);
// - a group organiser for 6–12 people; a honeymoon couple; a digital nomad staying months; someone flying
//   with a pet; a sports fan; a pilgrim; someone on a layover of a few hours; a traveller whose flight was
//   cancelled; someone sending a relative (their mother, their son) rather than going themselves.
// The probes at the end (`d25-probe-…`) were written after the batch was first measured: gaps found by
// hand, each in other words than the fix's own test.
//
// Every expected fact was looked up in the app's data (the city index's country facts, nearby airports
// and `byIata`; `country-extras`; `packingWeather`; the fixtures' trips; Intl for the clocks at the
// evaluation's "now", Wednesday 24 March 2027, 09:15 in Berlin, 08:15 UTC), never guessed. Days: Thursday
// 25 March, Monday 29 March, Thursday 1 April ("next Thursday"), Saturday 17 April, Wednesday 12 May,
// Friday 4 June, Friday 18 June, Friday 2 July, Saturday 3 July, Saturday 4 September, Tuesday 14
// September, Wednesday 20 October, Friday 10 December 2027, Monday 10 January and Monday 14 February 2028.
//
// Measured blind, before the engine was opened: 120/140 (85.7%).
import type { EvalCase } from './score';

const cold = /winter coat|thermal|warm hat|gloves|insulated/i;
const cool = /warm (?:jacket|sweater|layers|coat)|sweater|fleece|jumper|layers/i;
const wet = /rain (?:jacket|coat)|poncho|insect repellent|mosquito|rainy season/i;
const sun = /sun ?hat|sunscreen|sun cream|swimwear|sandals/i;
const beach = /swim(?:wear|suit|ming)|sunscreen|sun cream|beach towel/i;
const business = /business (?:outfit|clothes|attire|wear|cards)|\bsuit\b|smart (?:shoes|clothes|outfit)|laptop/i;
const left = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i;
const right = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i;
const clock = (h24: number, minutes: number) => {
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const mm = String(minutes).padStart(2, '0');
  const half = h24 < 12 ? 'AM' : 'PM';
  return new RegExp(`\\b0?${h24}:${mm}\\b|\\b${h12}:${mm}\\s?${half}\\b`, 'i');
};
const zurich = ['Zurich', 'Zürich', 'ZRH'];
const lisbon = ['Lisbon', 'Lisboa', 'LIS'];
const berlin = ['BER', 'Berlin'];

export const devSetTwentyFourth: EvalCase[] = [
  // ── Follow-ups.
  // The business traveller moves a flight by a day.
  {
    id: 'd25-001',
    kind: 'follow_up',
    before: ['flights from berlin to zurich on monday'],
    text: 'make it tuesday morning instead',
    expect: { links: [{ partner: 'flights', to: zurich, departDate: '2027-03-30' }] },
  },
  // Dubai (UTC+4): 12:15.
  {
    id: 'd25-002',
    kind: 'follow_up',
    before: ['whats the time in singapore'],
    text: 'and dubai',
    expect: { says: [clock(12, 15)] },
  },
  // A second night added: check-in stays Monday, check-out moves to Wednesday.
  {
    id: 'd25-003',
    kind: 'follow_up',
    before: ['hotel in frankfurt for monday night'],
    text: 'add tuesday night too',
    expect: { links: [{ partner: 'hotels', to: ['Frankfurt'], departDate: '2027-03-29', returnDate: '2027-03-31' }] },
  },
  {
    id: 'd25-004',
    kind: 'follow_up',
    before: ['flights to faro in july for 2 adults'],
    text: 'make it 4 people, the kids are coming too',
    expect: { links: [{ partner: 'flights', to: ['Faro', 'FAO'], adults: 4 }] },
  },
  // United States: 15–20% in restaurants.
  {
    id: 'd25-005',
    kind: 'follow_up',
    before: ['what plugs do they use in orlando'],
    text: 'is tipping a thing there',
    expect: { says: [/15\s?[–-]\s?20\s?%/], money: true },
  },
  {
    id: 'd25-006',
    kind: 'follow_up',
    before: ['cheapest flights to budapest in may'],
    text: 'and to krakow?',
    expect: { links: [{ partner: 'flights', to: ['Krakow', 'Kraków', 'KRK'], departDate: '2027-05-01' }] },
  },
  // Three nights in Hanoi from 10 July; the same three in Chiang Mai after: 13 to 16 July.
  {
    id: 'd25-007',
    kind: 'follow_up',
    before: ['hostel in hanoi for 3 nights from 10 july'],
    text: 'same in chiang mai after that',
    expect: { links: [{ partner: 'hotels', to: ['Chiang Mai', 'CNX'], departDate: '2027-07-13', returnDate: '2027-07-16' }] },
  },
  {
    id: 'd25-008',
    kind: 'follow_up',
    before: ['what currency in peru'],
    text: 'and colombia?',
    expect: { says: [/colombian peso|\bCOP\b/i] },
  },
  // Canada drives on the right, as Germany does.
  {
    id: 'd25-009',
    kind: 'follow_up',
    before: ['My wife and I are flying to Toronto in October. Which plugs do they use there?'],
    text: 'And do they drive on the same side of the road as we do in Germany?',
    expect: { says: [right], notSays: [left] },
  },
  {
    id: 'd25-010',
    kind: 'follow_up',
    before: ['What is the capital of New Zealand, please?'],
    text: 'And which currency will we need there?',
    expect: { says: [/new zealand dollar|\bNZD\b/i] },
  },
  // Whether a vehicle takes a wheelchair is not in the data: said honestly.
  {
    id: 'd25-011',
    kind: 'follow_up',
    before: ['transfer from lisbon airport to the city for 2'],
    text: 'it has to take a folding wheelchair, can you make sure of that?',
    expect: { unknown: true },
  },
  // (Searches carry at most 9 travellers, the flight partner's limit the app keeps for all: the search without a count, and the
  // limit said. Corrected after the blind measure, which asked for a count no search can carry.)
  {
    id: 'd25-012',
    kind: 'follow_up',
    before: ['hotel in porto 12-15 june for 8 people'],
    text: 'actually we are 10 now',
    expect: {
      says: [/\b(?:9|nine) (?:travell?ers|guests|people|adults)\b/i],
      links: [{ partner: 'hotels', to: ['Porto', 'OPO'], departDate: '2027-06-12', returnDate: '2027-06-15' }],
    },
  },
  // (Searches carry at most 9 travellers, the flight partner's limit the app keeps for all: the search without a count, and the
  // limit said. Corrected after the blind measure, which asked for a count no search can carry.)
  {
    id: 'd25-013',
    kind: 'follow_up',
    before: ['flights berlin to dublin 4 sept for 12'],
    text: 'and back on the 7th',
    expect: {
      says: [/\b(?:9|nine) (?:travell?ers|guests|people|adults)\b/i],
      links: [{ partner: 'flights', to: ['Dublin', 'DUB'], departDate: '2027-09-04', returnDate: '2027-09-07' }],
    },
  },
  {
    id: 'd25-014',
    kind: 'follow_up',
    before: ['which airport do you fly into for the maldives'],
    text: 'and for bali?',
    expect: { says: ['DPS'] },
  },
  {
    id: 'd25-015',
    kind: 'follow_up',
    before: ['hotel in bali for our honeymoon, 14 to 21 september'],
    text: 'and a car for the same days',
    expect: { links: [{ partner: 'cars', to: ['Bali', 'Denpasar', 'DPS'], departDate: '2027-09-14', returnDate: '2027-09-21' }] },
  },
  // Tbilisi (UTC+4) and New York (UTC−4 since 14 March): 8 hours, Tbilisi ahead.
  {
    id: 'd25-016',
    kind: 'follow_up',
    before: ['time difference between lisbon and new york'],
    text: 'and tbilisi to new york?',
    expect: { says: [/\b8\s?(?:h|hrs?|hours?)\b|eight hours/i] },
  },
  {
    id: 'd25-017',
    kind: 'follow_up',
    before: ['esim for thailand'],
    text: 'and one for vietnam next month',
    expect: { links: [{ partner: 'esim', to: ['Vietnam', 'VN'] }] },
  },
  // An airline's pet rules are not in the data.
  {
    id: 'd25-018',
    kind: 'follow_up',
    before: ['flights to copenhagen in may'],
    text: 'can my dog fly in the cabin with me',
    expect: { unknown: true },
  },
  {
    id: 'd25-019',
    kind: 'follow_up',
    before: ['hotels in monaco 4 to 6 june'],
    text: 'nice instead, its cheaper',
    expect: { links: [{ partner: 'hotels', to: ['Nice'], departDate: '2027-06-04', returnDate: '2027-06-06' }] },
  },
  // Lourdes: Tarbes-Lourdes-Pyrénées (LDE), 10 km.
  {
    id: 'd25-020',
    kind: 'follow_up',
    before: ['nearest airport to santiago de compostela'],
    text: 'and to lourdes?',
    expect: { says: ['LDE'] },
  },
  {
    id: 'd25-021',
    kind: 'follow_up',
    before: ['hotel in fatima for 2 nights from 12 may'],
    text: 'for the two of us',
    expect: { links: [{ partner: 'hotels', to: ['Fatima', 'Fátima'], departDate: '2027-05-12', returnDate: '2027-05-14', adults: 2 }] },
  },
  // Doha (UTC+3): 11:15.
  {
    id: 'd25-022',
    kind: 'follow_up',
    before: ['i have a 6 hour layover in doha tomorrow'],
    text: 'whats the time there now',
    expect: { says: [clock(11, 15)] },
  },
  {
    id: 'd25-023',
    kind: 'follow_up',
    before: ['any lounge at istanbul airport for my layover?'],
    text: 'what about at sabiha gokcen',
    expect: { links: [{ partner: 'lounges', to: ['SAW', 'Sabiha', 'Istanbul'] }] },
  },
  {
    id: 'd25-024',
    kind: 'follow_up',
    before: ['my flight to dublin got cancelled, find me another one today'],
    text: 'tomorrow morning then',
    expect: { links: [{ partner: 'flights', to: ['Dublin', 'DUB'], departDate: '2027-03-25' }] },
  },
  {
    id: 'd25-025',
    kind: 'follow_up',
    before: ['flight cancelled, i need a hotel in frankfurt tonight'],
    text: 'for 2 people',
    expect: { links: [{ partner: 'hotels', to: ['Frankfurt'], departDate: '2027-03-24', returnDate: '2027-03-25', adults: 2 }] },
  },
  {
    id: 'd25-026',
    kind: 'follow_up',
    before: ['flights for my mother from lisbon to berlin on 10 april'],
    text: 'and back on the 20th',
    expect: { links: [{ partner: 'flights', from: lisbon, to: berlin, departDate: '2027-04-10', returnDate: '2027-04-20' }] },
  },
  // The Philippines: the Philippine peso.
  {
    id: 'd25-027',
    kind: 'follow_up',
    before: ['my son is going to manila in july, what plug do they use'],
    text: 'and what about money?',
    expect: { says: [/philippine peso|\bPHP\b/i] },
  },
  // Their Rome return: AZ 416 from Fiumicino on Monday 12 April at 18:40.
  {
    id: 'd25-028',
    kind: 'follow_up',
    before: ['what time is my flight to rome'],
    text: 'and the one coming back?',
    expect: { says: ['18:40'] },
  },
  {
    id: 'd25-029',
    kind: 'follow_up',
    before: ['where are we staying in tokyo'],
    text: 'and after that in kyoto?',
    expect: { says: [/Kanra/i] },
  },
  // Medellín (UTC−5): 03:15; then Colombia's peso.
  {
    id: 'd25-030',
    kind: 'follow_up',
    before: ["I'm thinking of spending three months in Medellín. What time is it there now?"],
    text: 'And which currency do they use?',
    expect: { says: [/colombian peso|\bCOP\b/i] },
  },

  // ── Two asks.
  {
    id: 'd25-031',
    kind: 'two_asks',
    text: 'flight to zurich monday morning and a hotel there for 2 nights',
    expect: {
      links: [
        { partner: 'flights', to: zurich, departDate: '2027-03-29' },
        { partner: 'hotels', to: zurich, departDate: '2027-03-29', returnDate: '2027-03-31' },
      ],
    },
  },
  // Chicago (UTC−5 since 14 March): 03:15; Midway is 11 km from the city, O'Hare 25 km.
  {
    id: 'd25-032',
    kind: 'two_asks',
    text: "what time is it in chicago now and which is closer to downtown, o'hare or midway",
    expect: { says: [clock(3, 15), /Midway/i] },
  },
  {
    id: 'd25-033',
    kind: 'two_asks',
    text: 'car hire in orlando from 3 to 10 july and a hotel for the same dates',
    expect: {
      links: [
        { partner: 'cars', to: ['Orlando', 'MCO'], departDate: '2027-07-03', returnDate: '2027-07-10' },
        { partner: 'hotels', to: ['Orlando'], departDate: '2027-07-03', returnDate: '2027-07-10' },
      ],
    },
  },
  // Spain: 112; plugs C and F.
  {
    id: 'd25-034',
    kind: 'two_asks',
    text: "we're taking the kids to tenerife. what's the emergency number and which plugs do they have?",
    expect: { says: ['112', /\bC\b/, /\bF\b/] },
  },
  {
    id: 'd25-035',
    kind: 'two_asks',
    text: 'cheap flights to lima in july and an esim for peru',
    expect: {
      links: [
        { partner: 'flights', to: ['Lima', 'LIM'] },
        { partner: 'esim', to: ['Peru'] },
      ],
    },
  },
  {
    id: 'd25-036',
    kind: 'two_asks',
    text: 'hostel in budapest + what money do they use',
    expect: { says: [/forint|\bHUF\b/i], links: [{ partner: 'hotels', to: ['Budapest'] }] },
  },
  // Vienna (48.2°N) in May: mild; Austria speaks German.
  {
    id: 'd25-037',
    kind: 'two_asks',
    text: 'We are going to Vienna in May for the first time. What should we pack, and what language do they speak there?',
    expect: { says: ['German', /jacket|layers|sweater|umbrella/i] },
  },
  // February has passed this year: the next is 2028.
  {
    id: 'd25-038',
    kind: 'two_asks',
    text: 'flights to male and a hotel there for 10 nights from 14 feb, its our honeymoon',
    expect: {
      links: [
        { partner: 'flights', to: ['Male', 'Malé', 'MLE'] },
        { partner: 'hotels', to: ['Male', 'Malé', 'Maldives'], departDate: '2028-02-14', returnDate: '2028-02-24' },
      ],
    },
  },
  {
    id: 'd25-039',
    kind: 'two_asks',
    text: 'what time is it in medellin and what currency do they use',
    expect: { says: [clock(3, 15), /colombian peso|\bCOP\b/i] },
  },
  {
    id: 'd25-040',
    kind: 'two_asks',
    text: 'need an esim and a place to stay in lisbon, i work remotely for 2 months',
    expect: {
      links: [
        { partner: 'esim', to: ['Portugal', 'Lisbon'] },
        { partner: 'hotels', to: ['Lisbon', 'Lisboa'] },
      ],
    },
  },
  // Pet entry rules are not in the data; the United Kingdom's plug is G.
  {
    id: 'd25-041',
    kind: 'two_asks',
    text: 'can i bring my cat into the uk and what plug do they use',
    expect: { unknown: true, says: [/\bG\b/] },
  },
  {
    id: 'd25-042',
    kind: 'two_asks',
    text: 'flights to barcelona on 15 may for the match and a transfer from the airport',
    expect: {
      links: [
        { partner: 'flights', to: ['Barcelona', 'BCN'], departDate: '2027-05-15' },
        { partner: 'transfers', to: ['Barcelona', 'BCN'] },
      ],
    },
  },
  // Mecca: King Abdulaziz (JED), 75 km; Saudi Arabia: the riyal.
  {
    id: 'd25-043',
    kind: 'two_asks',
    text: 'nearest airport to mecca and the currency in saudi arabia',
    expect: { says: ['JED', /riyal|\bSAR\b/i] },
  },
  // Singapore (UTC+8): 16:15.
  {
    id: 'd25-044',
    kind: 'two_asks',
    text: 'lounge at changi for my 5 hour layover, and what time is it in singapore now',
    expect: { says: [clock(16, 15)], links: [{ partner: 'lounges', to: ['SIN', 'Changi', 'Singapore'] }] },
  },
  {
    id: 'd25-045',
    kind: 'two_asks',
    text: 'my flight was cancelled. i need a flight to vienna tomorrow and a hotel in berlin for tonight',
    expect: {
      links: [
        { partner: 'flights', to: ['Vienna', 'VIE'], departDate: '2027-03-25' },
        { partner: 'hotels', to: ['Berlin'], departDate: '2027-03-24', returnDate: '2027-03-25' },
      ],
    },
  },
  // Toronto (UTC−4): 04:15; Canada: 15–20% in restaurants.
  {
    id: 'd25-046',
    kind: 'two_asks',
    text: "my mum is flying to toronto on her own. what's the time there now and how much do people tip?",
    expect: { says: [clock(4, 15), /15\s?[–-]\s?20\s?%/] },
  },
  {
    id: 'd25-047',
    kind: 'two_asks',
    text: 'walking tour in seville for 6 people and a transfer from the airport for all of us',
    expect: {
      links: [
        { partner: 'tours', to: ['Seville', 'Sevilla'] },
        { partner: 'transfers', to: ['Seville', 'Sevilla', 'SVQ'], adults: 6 },
      ],
    },
  },
  // Denpasar, Bali (UTC+8): 16:15; January is its rainy season.
  {
    id: 'd25-048',
    kind: 'two_asks',
    text: "what's the time in bali now and is january the rainy season there",
    expect: { says: [clock(16, 15), /rain/i] },
  },
  // Their workshop is Friday at 09:30; Amsterdam's hotel is Hotel V Nesplein.
  {
    id: 'd25-049',
    kind: 'two_asks',
    text: 'what time is my client workshop and which hotel am i in for it',
    expect: { says: ['9:30', /Nesplein/i] },
  },
  // Israel: Hebrew (and Arabic); the shekel.
  {
    id: 'd25-050',
    kind: 'two_asks',
    text: 'For our pilgrimage to Jerusalem: which language is spoken, and what is the currency?',
    expect: { says: ['Hebrew', /shekel|\bILS\b/i] },
  },

  // ── Bookings.
  // Next Thursday: Thursday 1 April.
  {
    id: 'd25-051',
    kind: 'booking',
    text: 'book me a flight fra to jfk next thursday',
    expect: { links: [{ partner: 'flights', from: ['FRA', 'Frankfurt'], to: ['JFK', 'New York', 'NYC'], departDate: '2027-04-01' }] },
  },
  {
    id: 'd25-052',
    kind: 'booking',
    text: 'need a hotel in zurich for tonight, late meeting',
    expect: { links: [{ partner: 'hotels', to: zurich, departDate: '2027-03-24', returnDate: '2027-03-25' }] },
  },
  {
    id: 'd25-053',
    kind: 'booking',
    text: 'car rental at heathrow from monday to wednesday',
    expect: { links: [{ partner: 'cars', to: ['London', 'LHR', 'Heathrow'], departDate: '2027-03-29', returnDate: '2027-03-31' }] },
  },
  {
    id: 'd25-054',
    kind: 'booking',
    text: 'family room in heraklion for 2 adults and 2 kids, 1 to 8 august',
    expect: { links: [{ partner: 'hotels', to: ['Heraklion', 'Iraklio'], departDate: '2027-08-01', returnDate: '2027-08-08', adults: 2 }] },
  },
  {
    id: 'd25-055',
    kind: 'booking',
    text: 'flights to billund on 2 july, we are 2 adults and 2 little ones going to legoland',
    expect: { links: [{ partner: 'flights', to: ['Billund', 'BLL'], departDate: '2027-07-02' }] },
  },
  {
    id: 'd25-056',
    kind: 'booking',
    text: 'hostel bangkok 3 nights from tmrw',
    expect: { links: [{ partner: 'hotels', to: ['Bangkok'], departDate: '2027-03-25', returnDate: '2027-03-28' }] },
  },
  {
    id: 'd25-057',
    kind: 'booking',
    text: 'one way lima to cusco, as cheap as possible',
    expect: { links: [{ partner: 'flights', from: ['Lima', 'LIM'], to: ['Cusco', 'Cuzco', 'CUZ'] }] },
  },
  {
    id: 'd25-058',
    kind: 'booking',
    text: 'Could you help us find a guided tour of Edinburgh Castle? We are there in September.',
    expect: { links: [{ partner: 'tours', to: ['Edinburgh'] }] },
  },
  // Two weeks from Monday 10 January 2028.
  {
    id: 'd25-059',
    kind: 'booking',
    text: 'We would like to rent a car in Auckland for two weeks from the 10th of January.',
    expect: { links: [{ partner: 'cars', to: ['Auckland', 'AKL'], departDate: '2028-01-10', returnDate: '2028-01-24' }] },
  },
  {
    id: 'd25-060',
    kind: 'booking',
    text: 'I use a wheelchair. Can you find me a hotel in Vienna from 12 to 15 May?',
    expect: { links: [{ partner: 'hotels', to: ['Vienna', 'Wien'], departDate: '2027-05-12', returnDate: '2027-05-15' }] },
  },
  // (Searches carry at most 9 travellers, the flight partner's limit the app keeps for all: the search without a count, and the
  // limit said. Corrected after the blind measure, which asked for a count no search can carry.)
  {
    id: 'd25-061',
    kind: 'booking',
    text: 'we are 12 friends going to krakow, need rooms 10 to 13 december',
    expect: {
      says: [/\b(?:9|nine) (?:travell?ers|guests|people|adults)\b/i],
      links: [{ partner: 'hotels', to: ['Krakow', 'Kraków'], departDate: '2027-12-10', returnDate: '2027-12-13' }],
    },
  },
  {
    id: 'd25-062',
    kind: 'booking',
    text: 'minibus from budapest airport into town for 9 people',
    expect: { links: [{ partner: 'transfers', to: ['Budapest', 'BUD'], adults: 9 }] },
  },
  {
    id: 'd25-063',
    kind: 'booking',
    text: 'flights for 6 of us from berlin to porto on 18 june',
    expect: { links: [{ partner: 'flights', from: berlin, to: ['Porto', 'OPO'], departDate: '2027-06-18', adults: 6 }] },
  },
  {
    id: 'd25-064',
    kind: 'booking',
    text: 'romantic hotel in marrakech for 5 nights starting 20 october',
    expect: { links: [{ partner: 'hotels', to: ['Marrakech', 'Marrakesh', 'RAK'], departDate: '2027-10-20', returnDate: '2027-10-25' }] },
  },
  {
    id: 'd25-065',
    kind: 'booking',
    text: 'sunset boat trip in phuket for the two of us',
    expect: { links: [{ partner: 'tours', to: ['Phuket'] }] },
  },
  {
    id: 'd25-066',
    kind: 'booking',
    text: 'esim for colombia, staying 3 months',
    expect: { links: [{ partner: 'esim', to: ['Colombia'] }] },
  },
  {
    id: 'd25-067',
    kind: 'booking',
    text: 'one way flight lisbon to tbilisi on 1 june',
    expect: { links: [{ partner: 'flights', from: lisbon, to: ['Tbilisi', 'TBS'], departDate: '2027-06-01' }] },
  },
  {
    id: 'd25-068',
    kind: 'booking',
    text: 'rental car in nice so we can bring the dog along',
    expect: { links: [{ partner: 'cars', to: ['Nice', 'NCE'] }] },
  },
  {
    id: 'd25-069',
    kind: 'booking',
    text: 'flights to manchester on 17 april for the derby',
    expect: { links: [{ partner: 'flights', to: ['Manchester', 'MAN'], departDate: '2027-04-17' }] },
  },
  // Saturday 27 March: one night.
  {
    id: 'd25-070',
    kind: 'booking',
    text: 'hotel in london for saturday night, going to a game at wembley',
    expect: { links: [{ partner: 'hotels', to: ['London'], departDate: '2027-03-27', returnDate: '2027-03-28' }] },
  },
  {
    id: 'd25-071',
    kind: 'booking',
    text: 'guided visit of the sanctuary in fatima',
    expect: { links: [{ partner: 'tours', to: ['Fatima', 'Fátima'] }] },
  },
  {
    id: 'd25-072',
    kind: 'booking',
    text: 'flights to tel aviv for our pilgrimage group of 8',
    expect: { links: [{ partner: 'flights', to: ['Tel Aviv', 'TLV'], adults: 8 }] },
  },
  {
    id: 'd25-073',
    kind: 'booking',
    text: 'lounge at istanbul airport, 7 hours to kill',
    expect: { links: [{ partner: 'lounges', to: ['IST', 'Istanbul'] }] },
  },
  {
    id: 'd25-074',
    kind: 'booking',
    text: 'I have eight hours in Reykjavik between flights. Are there any short tours?',
    expect: { links: [{ partner: 'tours', to: ['Reykjavik', 'Reykjavík'] }] },
  },
  {
    id: 'd25-075',
    kind: 'booking',
    text: 'easyjet cancelled my flight to edinburgh, find me another for tomorrow',
    expect: { links: [{ partner: 'flights', to: ['Edinburgh', 'EDI'], departDate: '2027-03-25' }] },
  },
  {
    id: 'd25-076',
    kind: 'booking',
    text: 'book a hotel in dublin for my son from 2 to 5 september, just him',
    expect: { links: [{ partner: 'hotels', to: ['Dublin'], departDate: '2027-09-02', returnDate: '2027-09-05', adults: 1 }] },
  },
  {
    id: 'd25-077',
    kind: 'booking',
    text: 'a taxi from the airport for my mother when she lands in lisbon',
    expect: { links: [{ partner: 'transfers', to: lisbon }] },
  },
  {
    id: 'd25-078',
    kind: 'booking',
    text: 'my parents want to see the northern lights, tours from reykjavik in december?',
    expect: { links: [{ partner: 'tours', to: ['Reykjavik', 'Reykjavík'] }] },
  },
  {
    id: 'd25-079',
    kind: 'booking',
    text: 'airport transfer in denpasar for our honeymoon, 2 people',
    expect: { links: [{ partner: 'transfers', to: ['Denpasar', 'Bali', 'DPS'], adults: 2 }] },
  },
  {
    id: 'd25-080',
    kind: 'booking',
    text: 'need a new flight to amsterdam today, mine got cancelled',
    expect: { links: [{ partner: 'flights', to: ['Amsterdam', 'AMS'], departDate: '2027-03-24' }] },
  },

  // ── The time now.
  // Chicago (UTC−5): 03:15.
  {
    id: 'd25-081',
    kind: 'time_now',
    text: 'is it too early to call chicago',
    expect: { says: [clock(3, 15)] },
  },
  {
    id: 'd25-082',
    kind: 'time_now',
    text: 'what time is it for my clients in singapore',
    expect: { says: [clock(16, 15)] },
  },
  // Auckland (UTC+13): 21:15.
  {
    id: 'd25-083',
    kind: 'time_now',
    text: 'grandma lives in auckland, what time is it there',
    expect: { says: [clock(21, 15)] },
  },
  {
    id: 'd25-084',
    kind: 'time_now',
    text: "what time is it where my son is? he's in manila",
    expect: { says: [clock(16, 15)] },
  },
  {
    id: 'd25-085',
    kind: 'time_now',
    text: 'What is the time in Toronto at the moment, please?',
    expect: { says: [clock(4, 15)] },
  },
  // Melbourne (UTC+11): 19:15.
  {
    id: 'd25-086',
    kind: 'time_now',
    text: 'time in melbourne rn',
    expect: { says: [clock(19, 15)] },
  },
  // Varanasi (UTC+5:30): 13:45.
  {
    id: 'd25-087',
    kind: 'time_now',
    text: 'current time in varanasi',
    expect: { says: [clock(13, 45)] },
  },

  // ── Named airports.
  {
    id: 'd25-088',
    kind: 'airport_named',
    text: "which city is o'hare in",
    expect: { says: ['Chicago'] },
  },
  {
    id: 'd25-089',
    kind: 'airport_named',
    text: 'is hamad airport in doha?',
    expect: { says: ['Doha'] },
  },
  {
    id: 'd25-090',
    kind: 'airport_named',
    text: 'king abdulaziz airport, which city is that',
    expect: { says: ['Jeddah'] },
  },
  {
    id: 'd25-091',
    kind: 'airport_named',
    text: 'liszt ferenc airport code?',
    expect: { says: ['BUD'] },
  },
  {
    id: 'd25-092',
    kind: 'airport_named',
    text: 'Where exactly is Pearson airport?',
    expect: { says: ['Toronto'] },
  },
  {
    id: 'd25-093',
    kind: 'airport_named',
    text: 'ngurah rai airport code',
    expect: { says: ['DPS'] },
  },
  {
    id: 'd25-094',
    kind: 'airport_named',
    text: 'my layover is at sabiha gokcen, which city is it in',
    expect: { says: ['Istanbul'] },
  },

  // ── Nearest airports.
  {
    id: 'd25-095',
    kind: 'airport_nearest',
    text: 'which airport is closest to billund',
    expect: { says: ['BLL'] },
  },
  {
    id: 'd25-096',
    kind: 'airport_nearest',
    text: 'nearest airport to lourdes',
    expect: { says: ['LDE'] },
  },
  // Fátima: Lisbon (LIS), 102 km, is the nearest commercial airport in the data.
  {
    id: 'd25-097',
    kind: 'airport_nearest',
    text: 'which airport should my mother fly into for fatima',
    expect: { says: ['LIS'] },
  },
  {
    id: 'd25-098',
    kind: 'airport_nearest',
    text: 'what airport do i fly into for monaco',
    expect: { says: ['NCE'] },
  },
  {
    id: 'd25-099',
    kind: 'airport_nearest',
    text: 'airports near cusco',
    expect: { says: ['CUZ'] },
  },
  {
    id: 'd25-100',
    kind: 'airport_nearest',
    text: 'Which airport is nearest to Edinburgh, please?',
    expect: { says: ['EDI'] },
  },
  {
    id: 'd25-101',
    kind: 'airport_nearest',
    text: 'closest airport to varanasi',
    expect: { says: ['VNS'] },
  },

  // ── Airport codes.
  {
    id: 'd25-102',
    kind: 'airport_code',
    text: 'what city is SCQ',
    expect: { says: ['Santiago de Compostela'] },
  },
  {
    id: 'd25-103',
    kind: 'airport_code',
    text: 'my boarding pass says LDE, where is that',
    expect: { says: [/Tarbes|Lourdes/] },
  },
  {
    id: 'd25-104',
    kind: 'airport_code',
    text: 'zrh is zurich right?',
    expect: { says: [/Z[uü]rich/] },
  },
  {
    id: 'd25-105',
    kind: 'airport_code',
    text: 'MLE?',
    expect: { says: [/Mal[eé]/] },
  },
  {
    id: 'd25-106',
    kind: 'airport_code',
    text: 'what city is KEF',
    expect: { says: [/Keflav[ií]k|Reykjav[ií]k/] },
  },
  {
    id: 'd25-107',
    kind: 'airport_code',
    text: 'my ticket says CNX, where do i land',
    expect: { says: ['Chiang Mai'] },
  },

  // ── Packing.
  // Dubai (25.1°N) in August: hot; a business trip.
  {
    id: 'd25-108',
    kind: 'packing',
    text: 'packing for 3 days of meetings in dubai in august',
    expect: { says: [business, sun], notSays: [cold] },
  },
  // Tenerife (28.5°N) in August: hot.
  {
    id: 'd25-109',
    kind: 'packing',
    text: 'what do we pack for the kids for tenerife in august',
    expect: { says: [sun], notSays: [cold] },
  },
  // Hanoi in July: hot and its rainy season.
  {
    id: 'd25-110',
    kind: 'packing',
    text: 'backpacking hanoi in july, what do i pack',
    expect: { says: [wet], notSays: [cold] },
  },
  // Edinburgh (56°N) in September: cool.
  {
    id: 'd25-111',
    kind: 'packing',
    text: 'What should we pack for a week in Edinburgh in September?',
    expect: { says: [cool] },
  },
  // Malé (4.2°N) in February: hot and wet.
  {
    id: 'd25-112',
    kind: 'packing',
    text: 'packing list for our honeymoon in the maldives in february',
    expect: { says: [beach], notSays: [cold] },
  },
  // Oslo (59.9°N) in January: cold.
  {
    id: 'd25-113',
    kind: 'packing',
    text: 'pack for oslo in january, going to watch the ski jumping',
    expect: { says: [cold] },
  },
  // Santiago de Compostela (42.9°N) in July: hot.
  {
    id: 'd25-114',
    kind: 'packing',
    text: 'walking the camino to santiago de compostela in july, what do i pack',
    expect: { says: [sun], notSays: [cold] },
  },

  // ── Their trips.
  {
    id: 'd25-115',
    kind: 'my_trip',
    text: "what's the booking reference for my amsterdam hotel",
    expect: { says: ['HVN-44120'] },
  },
  // Saturday 27 March, 17:10 from Schiphol.
  {
    id: 'd25-116',
    kind: 'my_trip',
    text: 'when do i fly home from amsterdam',
    expect: { says: ['17:10'] },
  },
  // Rome: 8 to 12 April, four nights at Hotel Artemide.
  {
    id: 'd25-117',
    kind: 'my_trip',
    text: 'how many nights are we in rome',
    expect: { says: [/\b4 nights\b|four nights/i] },
  },
  {
    id: 'd25-118',
    kind: 'my_trip',
    text: 'which train do we take to florence',
    expect: { says: ['08:10'] },
  },
  {
    id: 'd25-119',
    kind: 'my_trip',
    text: 'who else is coming on the tokyo trip',
    expect: { says: ['Mia', 'Sam'] },
  },
  {
    id: 'd25-120',
    kind: 'my_trip',
    text: 'how long is the colosseum tour',
    expect: { says: [/\b90 min|1\.5 ?h(?:ours?)?\b|an hour and a half|1 h(?:our)? 30|1h30/i] },
  },
  {
    id: 'd25-121',
    kind: 'my_trip',
    text: "what's the address of our hotel in rome? i need it for the taxi driver",
    expect: { says: ['Via Nazionale 22'] },
  },
  // The Paris trip is not theirs: nothing booked there, and nothing of the stranger's quoted.
  {
    id: 'd25-122',
    kind: 'my_trip',
    text: 'do i have anything booked in paris',
    expect: { says: [/\bno\b|nothing|not (?:see|find)|don't (?:see|have)/i] },
  },
  {
    id: 'd25-123',
    kind: 'my_trip',
    text: 'phone number of the hotel in amsterdam',
    expect: { says: ['+31 20 662 3233'] },
  },
  {
    id: 'd25-124',
    kind: 'my_trip',
    text: 'what time does the tokyo flight leave frankfurt',
    expect: { says: ['12:05'] },
  },

  // ── Country facts.
  {
    id: 'd25-125',
    kind: 'country_fact',
    text: 'do i need to tip in japan, im on a budget',
    expect: { says: [/not customary|not expected|no tipping/i] },
  },
  {
    id: 'd25-126',
    kind: 'country_fact',
    text: 'Which side of the road do they drive on in New Zealand? My husband wants to hire a car.',
    expect: { says: [left], notSays: [right] },
  },
  {
    id: 'd25-127',
    kind: 'country_fact',
    text: 'ambulance number in thailand',
    expect: { says: ['1669'] },
  },
  {
    id: 'd25-128',
    kind: 'country_fact',
    text: 'maldives currency',
    expect: { says: [/rufiyaa|\bMVR\b/i] },
  },
  // Georgia the country (Tbilisi): the lari.
  {
    id: 'd25-129',
    kind: 'country_fact',
    text: "what's the currency in georgia, i'm moving to tbilisi for a few months",
    expect: { says: [/\blari\b|\bGEL\b/i], notSays: [/US dollar|\bUSD\b/i] },
  },
  {
    id: 'd25-130',
    kind: 'country_fact',
    text: 'my son is in india, what is the emergency number there',
    expect: { says: ['112'] },
  },
  {
    id: 'd25-131',
    kind: 'country_fact',
    text: 'plug type in qatar for my layover',
    expect: { says: [/\bG\b/] },
  },
  {
    id: 'd25-132',
    kind: 'country_fact',
    text: 'dialling code for ireland',
    expect: { says: ['353'] },
  },

  // ── What the data cannot answer.
  {
    id: 'd25-133',
    kind: 'unknown',
    text: 'is the colosseum wheelchair accessible',
    expect: { unknown: true, notSays: [/\bis (?:fully )?(?:wheelchair )?accessible\b/i] },
  },
  {
    id: 'd25-134',
    kind: 'unknown',
    text: 'can i take my insulin in hand luggage to japan',
    expect: { unknown: true, notSays: [/\byes,? you can\b/i] },
  },
  {
    id: 'd25-135',
    kind: 'unknown',
    text: 'does ryanair allow dogs',
    expect: { unknown: true },
  },
  {
    id: 'd25-136',
    kind: 'unknown',
    text: 'am i owed compensation for my cancelled flight',
    expect: { unknown: true, notSays: [/you are (?:owed|entitled)/i] },
  },
  {
    id: 'd25-137',
    kind: 'unknown',
    text: 'when is the next real madrid home game',
    expect: { unknown: true },
  },
  {
    id: 'd25-138',
    kind: 'unknown',
    text: 'what time is mass at lourdes on sunday',
    expect: { unknown: true, notSays: [/mass (?:is )?at \d/i] },
  },
  {
    id: 'd25-139',
    kind: 'unknown',
    text: 'Do I need a digital nomad visa to work from Portugal for six months?',
    expect: { unknown: true, notSays: [/you (?:need|do not need|don't need) a visa/i] },
  },
  {
    id: 'd25-140',
    kind: 'unknown',
    text: 'which resort in the maldives is best for a honeymoon',
    expect: { unknown: true },
  },

  // ── Probes: the gaps the last two passes found by hand, each in other words than the fix's test.
  // A second night added to tonight's room: check-in stays today, check-out moves to Friday.
  {
    id: 'd25-probe-001',
    kind: 'follow_up',
    before: ['room in vienna for tonight'],
    text: "we'll stay tomorrow night as well",
    expect: { links: [{ partner: 'hotels', to: ['Vienna', 'Wien'], departDate: '2027-03-24', returnDate: '2027-03-26' }] },
  },
  // Next Friday and Saturday nights: in Friday 2 April, out Sunday 4 April.
  {
    id: 'd25-probe-002',
    kind: 'booking',
    text: 'hotel in seville for next friday and saturday nights',
    expect: { links: [{ partner: 'hotels', to: ['Seville', 'Sevilla'], departDate: '2027-04-02', returnDate: '2027-04-04' }] },
  },
  // "The villa" is where they stay, not the town of Villa: no place named, so ask where.
  {
    id: 'd25-probe-003',
    kind: 'booking',
    text: 'can you book a transfer to the villa for us',
    expect: { says: [/where|which (?:city|town|airport|place)/i], notSays: [/Ital(?:y|ia)/i] },
  },
  // The place talked about is Faro.
  {
    id: 'd25-probe-004',
    kind: 'follow_up',
    before: ['flights to faro on 3 july'],
    text: 'and a taxi from the airport to our villa',
    expect: { links: [{ partner: 'transfers', to: ['Faro', 'FAO'] }], notSays: [/Ital(?:y|ia)/i] },
  },
  // Their trips in order: Amsterdam, Rome, Tokyo; the second is the Rome long weekend.
  {
    id: 'd25-probe-005',
    kind: 'follow_up',
    before: ['list my trips'],
    text: 'tell me more about the second one',
    expect: { says: ['Rome', /Artemide|AZ\s?415|07:05|8 April/i] },
  },
  // The number of people applies to both searches of the turn before.
  {
    id: 'd25-probe-006',
    kind: 'follow_up',
    before: ['hotel in lisbon and a transfer from the airport'],
    text: 'we are 3',
    expect: {
      links: [
        { partner: 'hotels', to: lisbon, adults: 3 },
        { partner: 'transfers', to: lisbon, adults: 3 },
      ],
    },
  },
  // A state is named by its big city: California's clock is Los Angeles's (01:15).
  {
    id: 'd25-probe-007',
    kind: 'time_now',
    text: 'time in california at the moment',
    expect: { says: [clock(1, 15), /Los Angeles|San Francisco|California/], notSays: [/McKinleyville/i] },
  },
  // Texas: Houston's clock (UTC−5), 03:15.
  {
    id: 'd25-probe-008',
    kind: 'time_now',
    text: 'what time is it in texas',
    expect: { says: [clock(3, 15), /Houston|Dallas|San Antonio|Austin|Texas/] },
  },
  // No seat is saved on the flight home from Amsterdam (only the outbound one, 14C).
  {
    id: 'd25-probe-009',
    kind: 'follow_up',
    before: ['which seat do i have on the amsterdam flight'],
    text: 'and for the return flight?',
    expect: { unknown: true, notSays: ['14C'] },
  },
  // A companion's own travel is not in the traveller's records.
  {
    id: 'd25-probe-010',
    kind: 'my_trip',
    text: 'what time does sam get to tokyo',
    expect: { unknown: true },
  },
  // Tickets asked for: the ticket partner, even though a Vatican tour is booked.
  {
    id: 'd25-probe-011',
    kind: 'booking',
    text: 'where can i buy tickets for the vatican museums',
    expect: { links: [{ partner: 'tickets', to: ['Rome', 'Vatican'] }] },
  },
  // Tokyo (UTC+9) 17:15 and Sydney (UTC+11) 19:15.
  {
    id: 'd25-probe-012',
    kind: 'two_asks',
    text: 'time in tokyo and sydney',
    expect: { says: [clock(17, 15), clock(19, 15)] },
  },
  // "Oz" is Australia: plug type I.
  {
    id: 'd25-probe-013',
    kind: 'country_fact',
    text: 'heading to oz next month, what plugs do they use',
    expect: { says: [/type I\b/, 'Australia'] },
  },
  // Buenos Aires (34.6°S) in March: autumn.
  {
    id: 'd25-probe-014',
    kind: 'follow_up',
    before: ['time in buenos aires'],
    text: 'is it winter there now?',
    expect: { says: [/autumn|fall/i] },
  },
  // No phrasebook in the data: declined honestly.
  {
    id: 'd25-probe-015',
    kind: 'unknown',
    text: 'how do i say hello in japanese',
    expect: { unknown: true, notSays: [/konnichiwa/i] },
  },
  // A question in Spanish: the time in Lima (UTC−5), 03:15.
  {
    id: 'd25-probe-016',
    kind: 'time_now',
    text: 'qué hora es en lima',
    expect: { says: [clock(3, 15)] },
  },

  // ── Probes written after the first fixes, by hand in the personas' words (each in other words than the rule's test).
  // Melbourne (UTC+11): 19:15.
  {
    id: 'd25-probe-017',
    kind: 'time_now',
    text: "what's the time over in oz",
    expect: { says: [/\b\d{1,2}:15\b/, /Australia|Sydney|Canberra|Melbourne/] },
  },
  // Sydney (33.9°S) in March: autumn.
  {
    id: 'd25-probe-018',
    kind: 'follow_up',
    before: ['time in sydney'],
    text: 'is it summer there?',
    expect: { says: [/autumn|fall/i] },
  },
  {
    id: 'd25-probe-019',
    kind: 'booking',
    text: 'i want visit the vatican, where i buy the entrance',
    expect: { links: [{ partner: 'tickets', to: ['Rome', 'Vatican'] }] },
  },
  // Transit rules are not in the data.
  {
    id: 'd25-probe-020',
    kind: 'unknown',
    text: 'i have 5 hours in doha between flights, am i allowed to leave the airport',
    expect: { unknown: true, notSays: [/you (?:can|may) leave/i] },
  },
  // 15:00 in Lisbon (UTC+0) is 16:00 in Berlin (UTC+1).
  {
    id: 'd25-probe-021',
    kind: 'time_convert',
    text: 'my mum lands in lisbon at 3pm, what time is that here',
    expect: { says: [/\b16:00\b|\b4(?::00)?\s?PM\b/i] },
  },
  {
    id: 'd25-probe-022',
    kind: 'booking',
    text: 'minibus for 15 people from nice airport',
    expect: { says: [/\b(?:9|nine) (?:travell?ers|guests|people|adults)\b/i], links: [{ partner: 'transfers', to: ['Nice', 'NCE'] }] },
  },
  // Denpasar (UTC+8) and London (UTC+0): 8 hours, Bali ahead.
  {
    id: 'd25-probe-023',
    kind: 'time_difference',
    text: 'how many hours ahead is bali from london',
    expect: { says: [/\b8\s?(?:h|hrs?|hours?)\b|eight hours/i] },
  },
  {
    id: 'd25-probe-024',
    kind: 'booking',
    text: 'flights to lourdes for my mother on 12 may, just her',
    expect: { links: [{ partner: 'flights', to: ['Lourdes', 'LDE', 'Tarbes'], departDate: '2027-05-12', adults: 1 }] },
  },
  // Indonesia: a service charge is often included; rounding up is appreciated.
  {
    id: 'd25-probe-025',
    kind: 'country_fact',
    text: "we're on our honeymoon in bali, what's the tipping custom",
    expect: { says: [/service charge|rounding up/i] },
  },
  // Saturday 27 and Sunday 28 March: out Monday 29.
  {
    id: 'd25-probe-026',
    kind: 'booking',
    text: 'hotel in porto saturday and sunday night',
    expect: { links: [{ partner: 'hotels', to: ['Porto'], departDate: '2027-03-27', returnDate: '2027-03-29' }] },
  },
  {
    id: 'd25-probe-027',
    kind: 'follow_up',
    before: ['hotel in porto 12-15 june'],
    text: 'can we extend it by a night',
    expect: { links: [{ partner: 'hotels', to: ['Porto'], departDate: '2027-06-12', returnDate: '2027-06-16' }] },
  },
  // Their flight tomorrow, KL 1774 at 10:25; live status and rebooking are the airline's.
  {
    id: 'd25-probe-028',
    kind: 'my_trip',
    text: "is my flight to amsterdam tomorrow cancelled? i heard there's a strike",
    expect: { unknown: true, says: ['KL 1774'] },
  },
  {
    id: 'd25-probe-029',
    kind: 'two_asks',
    text: 'we land at fiumicino on the 8th, can you get us a transfer to the hotel and a tour of the colosseum',
    expect: {
      links: [
        { partner: 'transfers', to: ['Rome', 'FCO'] },
        { partner: 'tours', to: ['Rome'] },
      ],
    },
  },
  // Ireland: type G; Irish and English.
  {
    id: 'd25-probe-030',
    kind: 'two_asks',
    text: 'sending my son to dublin for a language course. plug type and what language do they speak?',
    expect: { says: [/\bG\b/, 'English'] },
  },

  // Thursday 25 March out, Friday 26 March back.
  {
    id: 'd25-probe-031',
    kind: 'booking',
    text: 'flight to milan tomorrow morning, back friday evening',
    expect: {
      links: [{ partner: 'flights', to: ['Milan', 'MIL', 'LIN', 'MXP', 'BGY'], departDate: '2027-03-25', returnDate: '2027-03-26' }],
    },
  },
  {
    id: 'd25-probe-032',
    kind: 'follow_up',
    before: ['flight to milan tomorrow morning'],
    text: 'and a car at the airport when i land',
    expect: { links: [{ partner: 'cars', to: ['Milan', 'LIN', 'MXP', 'BGY'] }] },
  },
  // Toronto: 04:15; plugs A and B (Germany uses C and F).
  {
    id: 'd25-probe-033',
    kind: 'two_asks',
    text: 'Could you tell me what time it is in Toronto, and whether they use the same plugs as we do in Germany?',
    expect: { says: [clock(4, 15), /\bA\b/, /\bB\b/] },
  },
  {
    id: 'd25-probe-034',
    kind: 'booking',
    text: 'hotel in santorini 10 to 17 june for the two of us',
    expect: {
      links: [{ partner: 'hotels', to: ['Santorini', 'Fira', 'Firá'], departDate: '2027-06-10', returnDate: '2027-06-17', adults: 2 }],
    },
  },
  // Lisbon (UTC+0) and Denpasar (UTC+8): 8 hours.
  {
    id: 'd25-probe-035',
    kind: 'time_difference',
    text: 'time difference between lisbon and bali',
    expect: { says: [/\b8\s?(?:h|hrs?|hours?)\b|eight hours/i] },
  },
  {
    id: 'd25-probe-036',
    kind: 'booking',
    text: 'pet friendly hotel in copenhagen for the weekend',
    expect: { links: [{ partner: 'hotels', to: ['Copenhagen'] }] },
  },
  // Changi: 17 km from Singapore.
  {
    id: 'd25-probe-037',
    kind: 'airport_named',
    text: 'how far is changi from the city, i have a 6 hour layover',
    expect: { says: [/\b17\s?km\b/] },
  },
  {
    id: 'd25-probe-038',
    kind: 'booking',
    text: 'book a car for my dad in faro from 3 to 10 july',
    expect: { links: [{ partner: 'cars', to: ['Faro', 'FAO'], departDate: '2027-07-03', returnDate: '2027-07-10' }] },
  },
  {
    id: 'd25-probe-039',
    kind: 'booking',
    text: '6 of us flying berlin to barcelona 15 may back 18 may',
    expect: {
      links: [
        { partner: 'flights', from: berlin, to: ['Barcelona', 'BCN'], departDate: '2027-05-15', returnDate: '2027-05-18', adults: 6 },
      ],
    },
  },
  // This Friday 26 and Saturday 27 March: out Sunday 28.
  {
    id: 'd25-probe-040',
    kind: 'booking',
    text: 'any hotels in florence for friday and saturday',
    expect: { links: [{ partner: 'hotels', to: ['Florence', 'Firenze'], departDate: '2027-03-26', returnDate: '2027-03-28' }] },
  },
  {
    id: 'd25-probe-041',
    kind: 'follow_up',
    before: ['esim for japan'],
    text: 'how much data will i need for two weeks',
    expect: { unknown: true },
  },
  {
    id: 'd25-probe-042',
    kind: 'unknown',
    text: 'which is cheaper to prague, the bus or the train',
    expect: { unknown: true },
  },

  // Dubai (UTC+4) and London (UTC+0): 4 hours, Dubai ahead.
  {
    id: 'd25-probe-043',
    kind: 'follow_up',
    before: ['time in dubai'],
    text: 'and how far ahead of london is that',
    expect: { says: [/\b4\s?(?:h|hrs?|hours?)\b|four hours/i] },
  },
  {
    id: 'd25-probe-044',
    kind: 'follow_up',
    before: ['car hire in malaga 3-10 july'],
    text: 'pick up at the airport instead',
    expect: { links: [{ partner: 'cars', to: ['Malaga', 'Málaga', 'AGP'], departDate: '2027-07-03', returnDate: '2027-07-10' }] },
  },
  // Lourdes: Tarbes-Lourdes-Pyrénées (LDE), 10 km.
  {
    id: 'd25-probe-045',
    kind: 'two_asks',
    text: 'nearest airport to lourdes and how far is it from the town',
    expect: { says: ['LDE', /\b10\s?km\b/] },
  },
  {
    id: 'd25-probe-046',
    kind: 'airport_code',
    text: "where's FLR",
    expect: { says: ['Florence'] },
  },
  // Toronto (43.7°N) in October: cool.
  {
    id: 'd25-probe-047',
    kind: 'packing',
    text: "what should my mum pack, she's going to toronto in october",
    expect: { says: [cool] },
  },
  {
    id: 'd25-probe-048',
    kind: 'country_fact',
    text: 'do they speak english in the philippines',
    expect: { says: ['English'] },
  },
  // South Korea: C and F.
  {
    id: 'd25-probe-049',
    kind: 'follow_up',
    before: ['plugs in japan'],
    text: 'what about for my mum in korea',
    expect: { says: [/\bC\b/, /\bF\b/] },
  },
  {
    id: 'd25-probe-050',
    kind: 'two_asks',
    text: 'esim and lounge access in dubai for my layover',
    expect: {
      links: [
        { partner: 'esim', to: ['United Arab Emirates', 'UAE', 'Dubai'] },
        { partner: 'lounges', to: ['DXB', 'Dubai'] },
      ],
    },
  },

  {
    id: 'd25-probe-051',
    kind: 'follow_up',
    before: ['one way flight to lisbon on 10 may'],
    text: 'make it a return, back on the 17th',
    expect: { links: [{ partner: 'flights', to: lisbon, departDate: '2027-05-10', returnDate: '2027-05-17' }] },
  },
  {
    id: 'd25-probe-052',
    kind: 'two_asks',
    text: 'flights and hotel in porto 18-21 june for 6',
    expect: {
      links: [
        { partner: 'flights', to: ['Porto', 'OPO'], departDate: '2027-06-18', returnDate: '2027-06-21', adults: 6 },
        { partner: 'hotels', to: ['Porto'], departDate: '2027-06-18', returnDate: '2027-06-21', adults: 6 },
      ],
    },
  },
  // Tokyo (UTC+9) and Berlin (UTC+1): 8 hours, Tokyo ahead.
  {
    id: 'd25-probe-053',
    kind: 'follow_up',
    before: ['time in tokyo'],
    text: "and what's the time difference with us",
    expect: { says: [/\b8\s?(?:h|hrs?|hours?)\b|eight hours/i] },
  },
  {
    id: 'd25-probe-054',
    kind: 'booking',
    text: 'my son flies into heathrow tomorrow, can you get him a taxi into the city',
    expect: { links: [{ partner: 'transfers', to: ['London', 'LHR', 'Heathrow'] }] },
  },
  {
    id: 'd25-probe-055',
    kind: 'follow_up',
    before: ['tours in marrakech'],
    text: 'for 8 people on saturday',
    expect: { links: [{ partner: 'tours', to: ['Marrakech', 'Marrakesh'], adults: 8 }] },
  },
  // Accessibility is not in the data; the lounge search is.
  {
    id: 'd25-probe-056',
    kind: 'booking',
    text: "i'm in a wheelchair, is there a lounge at frankfurt airport i can use",
    expect: { unknown: true, links: [{ partner: 'lounges', to: ['FRA', 'Frankfurt'] }] },
  },
  // Thursday 25 to Sunday 28 March.
  {
    id: 'd25-probe-057',
    kind: 'booking',
    text: 'our flight got cancelled, we need a car in lyon from tomorrow to sunday',
    expect: { links: [{ partner: 'cars', to: ['Lyon', 'LYS'], departDate: '2027-03-25', returnDate: '2027-03-28' }] },
  },
];
