// Astra's nineteenth development batch (issue 20, the twenty-second pass): written before the engine's
// recent code was read, about conversations. Follow-ups of every kind (only the place changed, only
// the dates, only the party, the kind of booking, "same but…", "and there?", "what about…", pointing
// back to a fact asked two turns before, a follow-up after a turn that asked two things, a follow-up
// after a question about their own trip) and two or three asks in one message, in the held-out part's
// two manners: half typed on a phone (short, lower case, typos) and half written with time (long,
// a story around the question, polite and indirect). A share of named and nearest airports, airport
// codes and packing is asked in the same shapes.
//
// Every expected fact was looked up in the app's data (the city index's country facts, city details,
// nearby airports and `byIata`; `country-extras`; `packingWeather`; the fixtures' trips; Intl for the
// clocks at the evaluation's "now", Wednesday 24 March 2027, 09:15 in Berlin), never guessed. Dates:
// 2 May 2027 is a Sunday, 4 June a Friday, 3 July a Saturday, 14 August a Saturday, 11 October a Monday.
import type { EvalCase } from './score';

const cold = /winter coat|thermal|warm hat|gloves|insulated/i;
const hot = /sunscreen|sun cream|swimwear|sunglasses|sandals/i;
const wet = /rain (?:jacket|coat)|poncho|insect repellent|mosquito|umbrella/i;
const beach = /swim(?:wear|suit|ming)|sunscreen|sun cream|beach towel/i;
const business = /business (?:outfit|clothes|attire|wear|cards)|\bsuit\b|smart (?:shoes|clothes|outfit)|laptop/i;
const ski = /ski (?:jacket|goggles|gloves|socks|clothes)|goggles|thermal/i;

export const devSetEighteenth: EvalCase[] = [
  // Follow-ups, typed on a phone: only the place changes.
  {
    id: 'd19-001',
    kind: 'follow_up',
    before: ['hotel in lisbon 3-7 june'],
    text: 'and porto?',
    expect: { links: [{ partner: 'hotels', to: ['Porto'], departDate: '2027-06-03', returnDate: '2027-06-07' }] },
  },
  {
    id: 'd19-002',
    kind: 'follow_up',
    before: ['flights berlin to madrid may 12'],
    text: 'what about barcelona',
    expect: { links: [{ partner: 'flights', to: ['Barcelona', 'BCN'], from: ['BER', 'Berlin'], departDate: '2027-05-12' }] },
  },
  {
    id: 'd19-003',
    kind: 'follow_up',
    before: ['car rental nice 10-14 july'],
    text: 'same but marseille',
    expect: { links: [{ partner: 'cars', to: ['Marseille'], departDate: '2027-07-10', returnDate: '2027-07-14' }] },
  },
  {
    id: 'd19-004',
    kind: 'follow_up',
    before: ['tours in prague'],
    text: 'n vienna??',
    expect: { links: [{ partner: 'tours', to: ['Vienna', 'Wien'] }], notLinks: ['flights'] },
  },
  {
    id: 'd19-005',
    kind: 'follow_up',
    before: ['transfer from airport to hotel in krakow on 16 april'],
    text: 'how about budapest',
    expect: { links: [{ partner: 'transfers', to: ['Budapest', 'BUD'] }] },
  },
  // Only the dates change.
  {
    id: 'd19-006',
    kind: 'follow_up',
    before: ['hotels in amsterdam 10-12 april'],
    text: 'what about 17-19 april',
    expect: { links: [{ partner: 'hotels', to: ['Amsterdam'], departDate: '2027-04-17', returnDate: '2027-04-19' }] },
  },
  {
    id: 'd19-007',
    kind: 'follow_up',
    before: ['flight to dublin on 2 june'],
    text: 'actually the 4th',
    expect: { links: [{ partner: 'flights', to: ['Dublin', 'DUB'], departDate: '2027-06-04' }] },
  },
  {
    id: 'd19-008',
    kind: 'follow_up',
    before: ['hotel seville aug 1-5'],
    text: 'can u do 5 to 9 instead',
    expect: { links: [{ partner: 'hotels', to: ['Seville', 'Sevilla'], departDate: '2027-08-05', returnDate: '2027-08-09' }] },
  },
  {
    id: 'd19-009',
    kind: 'follow_up',
    before: ['car hire in faro'],
    text: 'from the 2nd to the 9th of sept',
    expect: { links: [{ partner: 'cars', to: ['Faro'], departDate: '2027-09-02', returnDate: '2027-09-09' }] },
  },
  // Only the party changes.
  {
    id: 'd19-010',
    kind: 'follow_up',
    before: ['tours in florence on the 20th of april'],
    text: 'for 4 pls',
    expect: { links: [{ partner: 'tours', to: ['Florence', 'Firenze'], adults: 4 }] },
  },
  {
    id: 'd19-011',
    kind: 'follow_up',
    before: ['hotels in rome for 2 from 20 to 23 may'],
    text: 'make it 3 ppl',
    expect: { links: [{ partner: 'hotels', to: ['Rome', 'Roma'], departDate: '2027-05-20', returnDate: '2027-05-23', adults: 3 }] },
  },
  // The kind of booking changes.
  {
    id: 'd19-012',
    kind: 'follow_up',
    before: ['flights to krakow june 5'],
    text: 'and a hotel there?',
    expect: { links: [{ partner: 'hotels', to: ['Kraków', 'Krakow'] }] },
  },
  {
    id: 'd19-013',
    kind: 'follow_up',
    before: ['hotel in budapest 8-11 may'],
    text: 'tours too?',
    expect: { links: [{ partner: 'tours', to: ['Budapest'] }] },
  },
  {
    id: 'd19-014',
    kind: 'follow_up',
    before: ['hotel in split 20-27 july'],
    text: 'n a car for the same dates',
    expect: { links: [{ partner: 'cars', to: ['Split'], departDate: '2027-07-20', returnDate: '2027-07-27' }] },
  },
  // "Same but…".
  {
    id: 'd19-015',
    kind: 'follow_up',
    before: ['flights from paris to rome 14 may'],
    text: 'same but from lyon',
    expect: { links: [{ partner: 'flights', to: ['Rome', 'ROM', 'FCO'], from: ['Lyon', 'LYS'], departDate: '2027-05-14' }] },
  },
  {
    id: 'd19-016',
    kind: 'follow_up',
    before: ['hotel in vienna 1-3 oct for 2'],
    text: 'same but just me',
    expect: { links: [{ partner: 'hotels', to: ['Vienna', 'Wien'], departDate: '2027-10-01', adults: 1 }] },
  },
  // "And there?", "what about…": facts.
  {
    id: 'd19-017',
    kind: 'follow_up',
    before: ['whats the currency in hungary'],
    text: 'and plugs there?',
    expect: { says: [/\bC\b.{0,12}\bF\b/] },
  },
  {
    id: 'd19-018',
    kind: 'follow_up',
    before: ['time in lima'],
    text: 'and the currency there',
    expect: { says: [/sol|PEN/i] },
  },
  {
    id: 'd19-019',
    kind: 'follow_up',
    before: ['do they drive on the left in ireland'],
    text: 'what about malta',
    expect: { unknown: true, notSays: [/drives? on the (?:left|right)/i] },
  },
  {
    id: 'd19-020',
    kind: 'follow_up',
    before: ['tipping in the usa?'],
    text: 'what about canada',
    expect: { says: [/15–20%/, 'Canada'] },
  },
  {
    id: 'd19-021',
    kind: 'follow_up',
    before: ['calling code czech republic'],
    text: 'n emergency number?',
    expect: { says: ['112'] },
  },
  // Pointing back.
  {
    id: 'd19-022',
    kind: 'follow_up',
    before: ['time in new york', 'and la?'],
    text: 'how many hrs between them',
    expect: { says: [/\b3 (?:hours|h)\b/i] },
  },
  {
    id: 'd19-023',
    kind: 'follow_up',
    before: ['currency in thailand', 'and vietnam'],
    text: 'back to thailand, what plugs',
    expect: { says: [/\bA\b.{0,30}\bO\b/] },
  },
  // After a turn that asked two things.
  {
    id: 'd19-024',
    kind: 'follow_up',
    before: ['currency and plugs in japan'],
    text: 'and in korea?',
    expect: { says: [/won|KRW/i, /\bC\b.{0,12}\bF\b/] },
  },
  {
    id: 'd19-025',
    kind: 'follow_up',
    before: ['time in dubai and the currency'],
    text: 'and qatar',
    expect: { says: [/riyal|QAR/i] },
  },
  {
    id: 'd19-026',
    kind: 'follow_up',
    before: ['flight berlin to oslo 2 may and hotel there 2-5 may'],
    text: 'and for 2 people?',
    expect: { links: [{ partner: 'hotels', to: ['Oslo'], adults: 2 }] },
  },
  // After a question about their own trip.
  {
    id: 'd19-027',
    kind: 'follow_up',
    before: ['whens my flight to amsterdam'],
    text: 'and the hotel address?',
    expect: { says: ['Nes 49'] },
  },
  {
    id: 'd19-028',
    kind: 'follow_up',
    before: ['where am i staying in kyoto'],
    text: 'check in time?',
    expect: { says: ['15:00'] },
  },
  {
    id: 'd19-029',
    kind: 'follow_up',
    before: ['whats my hotel in tokyo'],
    text: 'whats the time there rn',
    expect: { says: [/17:15|5:15\s?PM/i] },
  },
  {
    id: 'd19-030',
    kind: 'follow_up',
    before: ['my rome hotel?'],
    text: 'find tours there for the 9th',
    expect: { links: [{ partner: 'tours', to: ['Rome', 'Roma'], departDate: '2027-04-09' }] },
  },
  {
    id: 'd19-031',
    kind: 'follow_up',
    before: ['when does my train to florence leave'],
    text: 'n when does it arrive',
    expect: { says: ['9:45'] },
  },
  // Airports and codes, typed on a phone, in conversation.
  {
    id: 'd19-032',
    kind: 'airport_code',
    before: ['what airport is bcn'],
    text: 'and gro?',
    expect: { says: ['Girona'] },
  },
  {
    id: 'd19-033',
    kind: 'airport_named',
    before: ['iata code for schiphol'],
    text: 'and heathrow?',
    expect: { says: ['LHR'] },
  },
  {
    id: 'd19-034',
    kind: 'airport_nearest',
    before: ['hotel in sintra 4-8 june'],
    text: 'nearest airport?',
    expect: { says: [/\bLIS\b|Lisbon|Humberto Delgado|\bCAT\b|Cascais/i] },
  },
  {
    id: 'd19-035',
    kind: 'airport_named',
    before: ['is there a lounge at changi'],
    text: 'and at dubai airport?',
    expect: { links: [{ partner: 'lounges', to: ['DXB', 'Dubai'] }] },
  },
  {
    id: 'd19-036',
    kind: 'airport_nearest',
    before: ['nearest airport to florence'],
    text: 'and pisa airport how far from there',
    expect: { says: [/69 km/] },
  },
  {
    id: 'd19-037',
    kind: 'airport_code',
    text: 'opo is porto right? n whats the time there',
    expect: { says: ['Porto', /08:15|8:15\s?AM/i] },
  },
  // Packing, typed on a phone, in conversation.
  {
    id: 'd19-038',
    kind: 'packing',
    before: ['what to pack for oslo in january'],
    text: 'and for lisbon in july?',
    expect: { says: [hot], notSays: [cold] },
  },
  {
    id: 'd19-039',
    kind: 'packing',
    before: ['currency in iceland'],
    text: 'n what shud i pack for reykjavik in dec',
    expect: { says: [cold] },
  },
  {
    id: 'd19-040',
    kind: 'packing',
    text: 'pack list dubai august + is tipping a thing there',
    expect: { says: [hot, /10–15%/] },
  },

  // Two or three asks, typed on a phone.
  {
    id: 'd19-041',
    kind: 'two_asks',
    text: 'currency in czechia + plug type',
    expect: { says: [/koruna|CZK/i, /\bC\b.{0,12}\bE\b/] },
  },
  {
    id: 'd19-042',
    kind: 'two_asks',
    text: 'time in bangkok n how far ahead of us is it',
    expect: { says: [/15:15|3:15\s?PM/i, /\b6 (?:hours|h)\b/i] },
  },
  {
    id: 'd19-043',
    kind: 'two_asks',
    text: 'flight berlin to oslo 2 may and hotel there 2-5 may',
    expect: {
      links: [
        { partner: 'flights', to: ['Oslo', 'OSL'], from: ['BER', 'Berlin'], departDate: '2027-05-02' },
        { partner: 'hotels', to: ['Oslo'], departDate: '2027-05-02', returnDate: '2027-05-05' },
      ],
    },
  },
  {
    id: 'd19-044',
    kind: 'two_asks',
    text: 'which city is jfk and whats the time there',
    expect: { says: ['New York', /04:15|4:15\s?AM/i] },
  },
  {
    id: 'd19-045',
    kind: 'two_asks',
    text: 'calling code greece, emergency no?',
    expect: { says: ['30', '112'] },
  },
  {
    id: 'd19-046',
    kind: 'two_asks',
    text: 'lounge at lhr and time in london',
    expect: { says: [/08:15|8:15\s?AM/i], links: [{ partner: 'lounges', to: ['LHR', 'Heathrow'] }] },
  },
  {
    id: 'd19-047',
    kind: 'two_asks',
    text: 'my rome flight time n hotel name',
    expect: { says: ['07:05', 'Artemide'] },
  },
  {
    id: 'd19-048',
    kind: 'two_asks',
    text: 'capital, currency and language of norway',
    expect: { says: ['Oslo', /krone|NOK/i, 'Norwegian'] },
  },
  {
    id: 'd19-049',
    kind: 'two_asks',
    text: 'what airport is OPO, can u find a hotel there 1-4 june',
    expect: { says: ['Porto'], links: [{ partner: 'hotels', to: ['Porto'], departDate: '2027-06-01', returnDate: '2027-06-04' }] },
  },
  {
    id: 'd19-050',
    kind: 'two_asks',
    text: 'nearest airport to sintra & a car there',
    expect: { says: [/\bLIS\b|Lisbon|Humberto Delgado|\bCAT\b|Cascais/i], links: [{ partner: 'cars' }] },
  },
  {
    id: 'd19-051',
    kind: 'two_asks',
    text: 'drive side in south africa n wat currency',
    expect: { says: [/left/i, /rand|ZAR/i] },
  },
  {
    id: 'd19-052',
    kind: 'two_asks',
    text: 'my seat on the amsterdam flight + terminal?',
    expect: { says: ['14C', /terminal\W{0,3}1\b/i] },
  },

  // Follow-ups written with time: only the place changes, and a later sentence tells dates or party.
  {
    id: 'd19-053',
    kind: 'follow_up',
    before: ['Could you look for a hotel in Lisbon from the 3rd to the 7th of June for the two of us?'],
    text: "And in Porto? We'd be there from the 7th until the 10th.",
    expect: { links: [{ partner: 'hotels', to: ['Porto'], departDate: '2027-06-07', returnDate: '2027-06-10' }] },
  },
  {
    id: 'd19-054',
    kind: 'follow_up',
    before: ['I need a car in Málaga from the 12th to the 19th of September.'],
    text: "What about Granada instead? We've decided to fly in there on the 13th.",
    expect: { links: [{ partner: 'cars', to: ['Granada'], departDate: '2027-09-13' }] },
  },
  {
    id: 'd19-055',
    kind: 'follow_up',
    before: ['Are there any walking tours in Edinburgh on the 14th of August?'],
    text: "How about Glasgow? We'll only be there on the 16th, sadly.",
    expect: { links: [{ partner: 'tours', to: ['Glasgow'], departDate: '2027-08-16' }] },
  },
  {
    id: 'd19-056',
    kind: 'follow_up',
    before: ['I need a transfer from the airport to my hotel in Nice on the 3rd of July.'],
    text: "Same for Cannes, please. That would be on the 5th, and there'll be four of us by then.",
    expect: { links: [{ partner: 'transfers', to: ['Cannes', 'NCE', 'CEQ'], departDate: '2027-07-05', adults: 4 }] },
  },
  {
    id: 'd19-057',
    kind: 'follow_up',
    before: ['Can you find flights from Munich to Athens on the 2nd of July?'],
    text: 'And what about to Heraklion instead? My wife has always wanted to see Crete, and the three of us could go on the 4th.',
    expect: { links: [{ partner: 'flights', to: ['Heraklion', 'HER'], departDate: '2027-07-04', adults: 3 }] },
  },
  // Only the dates change.
  {
    id: 'd19-058',
    kind: 'follow_up',
    before: ['Could you find me flights from Hamburg to Stockholm on the 9th of October?'],
    text: 'Would the 11th work instead? My meeting has been moved back two days.',
    expect: { links: [{ partner: 'flights', to: ['Stockholm', 'STO', 'ARN'], departDate: '2027-10-11' }] },
  },
  {
    id: 'd19-059',
    kind: 'follow_up',
    before: ['Please find a hotel in Bordeaux from the 14th to the 16th of May.'],
    text: "I'm so sorry, I've just realised the wedding is a week later. Could you change it to the 21st to the 23rd?",
    expect: { links: [{ partner: 'hotels', to: ['Bordeaux'], departDate: '2027-05-21', returnDate: '2027-05-23' }] },
  },
  // Only the party changes.
  {
    id: 'd19-060',
    kind: 'follow_up',
    before: ['Please find flights from Vienna to London on the 3rd of May.'],
    text: 'Oh, I forgot to say, my husband and our two children are coming too, so there will be four of us.',
    expect: { links: [{ partner: 'flights', to: ['London', 'LON', 'LHR'], departDate: '2027-05-03', adults: 4 }] },
  },
  {
    id: 'd19-061',
    kind: 'follow_up',
    before: ['Could you look for tours in Seville on the 20th of May?'],
    text: "Actually, we'll be a group of six. My sister is bringing her whole family along.",
    expect: { links: [{ partner: 'tours', to: ['Seville', 'Sevilla'], adults: 6 }] },
  },
  // The kind of booking changes.
  {
    id: 'd19-062',
    kind: 'follow_up',
    before: ['Could you look for a hotel in Split from the 20th to the 27th of July?'],
    text: 'Thank you. What about a car for the same dates? The islands look lovely but we want to explore the coast too.',
    expect: { links: [{ partner: 'cars', to: ['Split'], departDate: '2027-07-20', returnDate: '2027-07-27' }] },
  },
  {
    id: 'd19-063',
    kind: 'follow_up',
    before: ['Please find me flights from Zurich to Reykjavik on the 10th of February.'],
    text: 'Lovely. Is there a lounge at Zurich airport I could use before that flight? It leaves very early.',
    expect: { links: [{ partner: 'lounges', to: ['ZRH', 'Zurich', 'Zürich'] }] },
  },
  {
    id: 'd19-064',
    kind: 'follow_up',
    before: ['We are looking at flights from Berlin to Krakow on the 15th of April.'],
    text: 'And could you also find someone to take us from the airport to the old town when we land? There will be two of us.',
    expect: { links: [{ partner: 'transfers', to: ['Kraków', 'Krakow', 'KRK'], adults: 2 }] },
  },
  // "And there?", "what about…" written with time.
  {
    id: 'd19-065',
    kind: 'follow_up',
    before: ["What's the calling code for Portugal?"],
    text: 'And the emergency number there? My father has a heart condition, so I like to be prepared.',
    expect: { says: ['112'] },
  },
  {
    id: 'd19-066',
    kind: 'follow_up',
    before: ['Which languages do people speak in Belgium?'],
    text: 'What about Switzerland? A colleague told me it depends on which part you are in.',
    expect: { says: ['German', 'French', 'Italian'] },
  },
  {
    id: 'd19-067',
    kind: 'follow_up',
    before: ['Do people tip in restaurants in Greece?'],
    text: "And is it any different in Italy? We're taking the ferry across from Patras afterwards.",
    expect: { says: [/coperto|cover charge/i] },
  },
  {
    id: 'd19-068',
    kind: 'follow_up',
    before: ['What time is it in Melbourne at the moment?'],
    text: 'And how far ahead of Berlin is that? My brother always forgets and calls me in the middle of the night.',
    expect: { says: [/\b10 (?:hours|h)\b/i, /ahead/i] },
  },
  // Pointing back to something asked earlier.
  {
    id: 'd19-069',
    kind: 'follow_up',
    before: ['What currency do they use in Thailand?', 'And what about in Vietnam?'],
    text: 'Thank you. Going back to Thailand for a moment, which plugs do they use there?',
    expect: { says: [/\bA\b.{0,30}\bO\b/] },
  },
  {
    id: 'd19-070',
    kind: 'follow_up',
    before: ['When does my flight to Rome leave?', 'And where am I staying there?'],
    text: 'Sorry, what was the flight number again for that first one?',
    expect: { says: ['AZ 415'] },
  },
  {
    id: 'd19-071',
    kind: 'follow_up',
    before: ['Which airports are there near Milan?', 'And which one is the closest to the centre?'],
    text: 'Thank you. And the second closest, how far out is that one?',
    expect: { says: [/40 km|Malpensa|\bMXP\b/i] },
  },
  // After a turn that asked two things, written with time.
  {
    id: 'd19-072',
    kind: 'follow_up',
    before: ['Could you find me a hotel in Lyon from the 3rd to the 6th of May, and a car there for the same days?'],
    text: 'Lovely. Could you do the same for Bordeaux, from the 6th to the 9th?',
    expect: {
      links: [
        { partner: 'hotels', to: ['Bordeaux'], departDate: '2027-05-06', returnDate: '2027-05-09' },
        { partner: 'cars', to: ['Bordeaux'], departDate: '2027-05-06', returnDate: '2027-05-09' },
      ],
    },
  },
  {
    id: 'd19-073',
    kind: 'follow_up',
    before: ['What currency do they use in South Africa, and which side of the road do they drive on?'],
    text: "And what would I dial there in an emergency? We're planning to drive the Garden Route on our own.",
    expect: { says: ['10111'] },
  },
  {
    id: 'd19-074',
    kind: 'follow_up',
    before: ['What is the time in Doha right now, and how far is the airport from the city?'],
    text: 'Thank you. Is there a lounge there I could wait in? Our connection to Bali is seven hours later.',
    expect: { links: [{ partner: 'lounges', to: ['DOH', 'Doha'] }] },
  },
  // After a question about their own trip, written with time.
  {
    id: 'd19-075',
    kind: 'follow_up',
    before: ['When do we land in Tokyo?'],
    text: "And what currency should I bring for Japan? I've never been before and Mia says cash is still king there.",
    expect: { says: [/yen|JPY/i] },
  },
  {
    id: 'd19-076',
    kind: 'follow_up',
    before: ['When is my flight home from Amsterdam?'],
    text: 'Could you find me a transfer from my hotel to the airport for that day? I will have a big suitcase with me.',
    expect: { links: [{ partner: 'transfers', to: ['Amsterdam', 'AMS', 'Schiphol'], departDate: '2027-03-27' }] },
  },
  {
    id: 'd19-077',
    kind: 'follow_up',
    before: ['What time does my train to Florence leave?'],
    text: "And what time does it get in? I'd like to book a table for lunch somewhere nearby.",
    expect: { says: ['9:45'] },
  },
  {
    id: 'd19-078',
    kind: 'follow_up',
    before: ["What's the name of our hotel in Kyoto?"],
    text: "And the one in Tokyo before that? I've written both down somewhere but can't find the note.",
    expect: { says: ['Park Hotel Tokyo'] },
  },
  // Airports and codes written with time, in conversation.
  {
    id: 'd19-079',
    kind: 'airport_nearest',
    before: ['Which airports are near Milan?'],
    text: "And which of those is closest to the city centre? We land late in the evening and don't want a long ride.",
    expect: { says: [/Linate|\bLIN\b/i] },
  },
  {
    id: 'd19-080',
    kind: 'airport_code',
    before: ["What's the code for Frankfurt airport?"],
    text: 'And the one for Munich? I always mix them up on the luggage tags.',
    expect: { says: ['MUC'] },
  },
  {
    id: 'd19-081',
    kind: 'airport_named',
    text: "My flight to Tokyo lands at Narita, but my friend says Haneda is much nearer the city. How far is Narita from Tokyo, and what's its airport code?",
    expect: { says: [/63 km/, 'NRT'] },
  },
  {
    id: 'd19-082',
    kind: 'airport_nearest',
    text: "We're spending a week in Venice in September, our first time in Italy. Which airports could we fly into, and is there a lounge at the main one?",
    expect: { says: [/\bVCE\b|Marco Polo/i], links: [{ partner: 'lounges', to: ['VCE', 'Venice'] }] },
  },
  {
    id: 'd19-083',
    kind: 'airport_code',
    text: "My aunt sent me a photo of her boarding pass and it says PMI at the bottom. Which city is she flying to, and what's the time there now?",
    expect: { says: ['Palma', /09:15|9:15\s?AM/i] },
  },
  {
    id: 'd19-084',
    kind: 'airport_named',
    before: ["I'm flying into Paris for a conference next month."],
    text: "My ticket says Beauvais. Which city does that airport actually serve? It seemed very cheap, so I'm a little suspicious.",
    expect: { says: ['Paris', /\bBVA\b|Beauvais/i] },
  },
  // Packing written with time, in conversation.
  {
    id: 'd19-085',
    kind: 'packing',
    before: ['Which airports are near Nice?'],
    text: "Thanks. And what should I pack for a week there in August? It's my first beach holiday in years.",
    expect: { says: [beach] },
  },
  {
    id: 'd19-086',
    kind: 'packing',
    before: ['Could you help me pack for a business trip to Chicago in February?'],
    text: 'And what if it were Singapore instead, in June? My manager may send me there rather than Chicago.',
    expect: { says: [business, hot, wet], notSays: [cold] },
  },
  {
    id: 'd19-087',
    kind: 'packing',
    text: "My husband and I are going skiing in Innsbruck in February, our first time since the children were born. What should we pack, and do they drive on the right over there? We're renting a car.",
    expect: { says: [ski, /right/i] },
  },

  // Two or three asks written with time.
  {
    id: 'd19-088',
    kind: 'two_asks',
    text: "We're finally visiting my husband's family in Melbourne, and I'm trying to get organised early. Could you tell me what time it is there now, and which plugs they use in Australia?",
    expect: { says: [/19:15|7:15\s?PM/i, /\bI\b/] },
  },
  {
    id: 'd19-089',
    kind: 'two_asks',
    text: "My daughter is starting university in Edinburgh in the autumn and we're driving her up. What's the nearest airport to the city, for when she flies home, and could you find a hotel there for the two of us from the 18th to the 21st of September?",
    expect: {
      says: [/\bEDI\b|Edinburgh Airport/i],
      links: [{ partner: 'hotels', to: ['Edinburgh'], departDate: '2027-09-18', returnDate: '2027-09-21', adults: 2 }],
    },
  },
  {
    id: 'd19-090',
    kind: 'two_asks',
    text: "We're going on a road trip through South Africa next spring, which I'm both excited and nervous about. Which side of the road do they drive on, what's the currency, and what number do we ring if something goes wrong?",
    expect: { says: [/left/i, /rand|ZAR/i, '10111'] },
  },
  {
    id: 'd19-091',
    kind: 'two_asks',
    text: "My mother is flying in to visit me and her ticket says LIS. I think that's Lisbon, but could you confirm which city it is, and how many hours' difference there is between there and Berlin?",
    expect: { says: ['Lisbon', /\b1 (?:hour|h)\b|one hour/i] },
  },
  {
    id: 'd19-092',
    kind: 'two_asks',
    text: "I've been invited to speak at a conference in Singapore in June, which is a first for me. What should I pack for a business trip there, and is tipping expected in restaurants?",
    expect: { says: [business, /service charge|not expected/i] },
  },
  {
    id: 'd19-093',
    kind: 'two_asks',
    text: "Our son is backpacking in Peru at the moment and we worry, as parents do. What time is it in Lima right now, and what's the calling code if we want to ring his local number?",
    expect: { says: [/03:15|3:15\s?AM/i, '51'] },
  },
  {
    id: 'd19-094',
    kind: 'two_asks',
    text: "I'm putting together a surprise weekend in Copenhagen for my partner's birthday. Could you find flights from Berlin on the 14th of May, coming back on the 16th, and a hotel for those two nights?",
    expect: {
      links: [
        { partner: 'flights', to: ['Copenhagen', 'CPH'], from: ['BER', 'Berlin'], departDate: '2027-05-14', returnDate: '2027-05-16' },
        { partner: 'hotels', to: ['Copenhagen'], departDate: '2027-05-14', returnDate: '2027-05-16' },
      ],
    },
  },
  {
    id: 'd19-095',
    kind: 'two_asks',
    text: 'My grandfather wants to see Naples again, where he was born. Which airport is nearest to the city, and what currency do they use in Italy now? He still talks about the lira.',
    expect: { says: [/\bNAP\b|Naples International/i, /euro|EUR/i] },
  },
  {
    id: 'd19-096',
    kind: 'two_asks',
    text: 'Before I leave for Amsterdam tomorrow, could you remind me which terminal I fly from, and what time the client workshop starts on Friday?',
    expect: { says: [/terminal\W{0,3}1\b/i, '9:30'] },
  },
  {
    id: 'd19-097',
    kind: 'two_asks',
    text: 'Mia keeps asking me about our Japan trip and I never know the answers. When does our flight land in Tokyo, and how many hours ahead of Berlin is Tokyo right now?',
    expect: { says: ['07:30', /\b8 (?:hours|h)\b/i] },
  },
  {
    id: 'd19-098',
    kind: 'two_asks',
    text: "We'll have a long stopover in Doha on the way to Bali with two tired children. How far is the airport from the city, and could you look for a lounge there?",
    expect: { says: [/8 km/], links: [{ partner: 'lounges', to: ['DOH', 'Doha'] }] },
  },
  {
    id: 'd19-099',
    kind: 'two_asks',
    text: "I'm visiting Québec City for the winter carnival. Which languages do they speak there, and what should I pack for the cold in February?",
    expect: { says: ['French', cold] },
  },
  {
    id: 'd19-100',
    kind: 'two_asks',
    text: "We've rented a flat in Reykjavik for the New Year, the whole family. What's the capital's nearest airport for international flights, what currency do they use, and is tipping expected?",
    expect: { says: [/\bKEF\b|Keflavik|\bRKV\b|Reykjavik Airport/i, /kr[oó]na|ISK/i, /not expected|included/i] },
  },
  // Probes of our own, written after the batch was measured, in other words and places: each checks one rule of the
  // twenty-second pass (the regression first: a follow-up's later sentences still tell dates, party and days).
  {
    id: 'd19-probe-001',
    kind: 'follow_up',
    before: ['hotel in valencia 10-14 july'],
    text: 'and bilbao? we get there on the 14th and leave on the 17th',
    expect: { links: [{ partner: 'hotels', to: ['Bilbao'], departDate: '2027-07-14', returnDate: '2027-07-17' }] },
  },
  {
    id: 'd19-probe-002',
    kind: 'follow_up',
    before: ['Could you find flights from Hamburg to Naples on the 2nd of September?'],
    text: "What about to Palermo? We'd fly on the 4th, the four of us.",
    expect: { links: [{ partner: 'flights', to: ['Palermo', 'PMO'], departDate: '2027-09-04', adults: 4 }] },
  },
  {
    id: 'd19-probe-003',
    kind: 'follow_up',
    before: ['car rental in munich from 5 to 9 october'],
    text: 'And in Zagreb? We pick it up on the 12th.',
    expect: { links: [{ partner: 'cars', to: ['Zagreb'], departDate: '2027-10-12' }] },
  },
  {
    id: 'd19-probe-004',
    kind: 'follow_up',
    before: ['Are there any food tours in Brussels on the 3rd of August?'],
    text: "How about Antwerp? We'll be there on the 5th. There are three of us.",
    expect: { links: [{ partner: 'tours', to: ['Antwerp', 'Antwerpen'], departDate: '2027-08-05', adults: 3 }] },
  },
  {
    id: 'd19-probe-005',
    kind: 'follow_up',
    before: ['transfer from the airport in dubrovnik on 20 june'],
    text: "and split? that's on the 24th",
    expect: { links: [{ partner: 'transfers', to: ['Split', 'SPU'], departDate: '2027-06-24' }] },
  },
  {
    id: 'd19-probe-006',
    kind: 'follow_up',
    before: ['Is there a lounge at Vienna airport?'],
    text: 'And at Munich? We change planes there in October.',
    expect: { links: [{ partner: 'lounges', to: ['MUC', 'Munich'] }], notLinks: ['flights'] },
  },
  {
    id: 'd19-probe-007',
    kind: 'follow_up',
    before: ['language and currency in switzerland'],
    text: 'and austria?',
    expect: { says: ['German', /euro/i] },
  },
  {
    id: 'd19-probe-008',
    kind: 'follow_up',
    before: ['flights from berlin to vienna on 4 june and a hotel there until the 7th'],
    text: 'could you do the same for prague?',
    expect: {
      links: [
        { partner: 'flights', to: ['Prague', 'PRG'] },
        { partner: 'hotels', to: ['Prague'] },
      ],
    },
  },
  {
    id: 'd19-probe-009',
    kind: 'follow_up',
    before: ['car hire in bilbao 3-6 sept'],
    text: 'make it 6 to 10',
    expect: { links: [{ partner: 'cars', to: ['Bilbao'], departDate: '2027-09-06', returnDate: '2027-09-10' }] },
  },
  {
    id: 'd19-probe-010',
    kind: 'two_asks',
    text: 'whats the currency in poland n the calling code',
    expect: { says: [/zloty|PLN/i, '48'] },
  },
  {
    id: 'd19-probe-011',
    kind: 'follow_up',
    before: ['What time is it in Istanbul?'],
    text: 'Is there a lounge there? We fly on to Tbilisi afterwards.',
    expect: { links: [{ partner: 'lounges', to: ['IST', 'SAW', 'Istanbul'] }] },
  },
  {
    id: 'd19-probe-012',
    kind: 'follow_up',
    before: ['Where am I staying in Tokyo?'],
    text: 'And when do I check out? Could you also recommend a good sushi restaurant nearby?',
    expect: { says: ['11:00'] },
  },
  {
    id: 'd19-probe-013',
    kind: 'airport_nearest',
    text: 'We have a stopover in Singapore on the way to Sydney. How far is the airport from the city?',
    expect: { says: [/17 km/], notSays: [/Kingsford Smith|\bSYD\b/] },
  },
  {
    id: 'd19-probe-014',
    kind: 'follow_up',
    before: ['Please find a hotel in Lyon from the 2nd to the 4th of July.'],
    text: 'Sorry, the conference has moved. Could you change it to the 9th to the 11th?',
    expect: { links: [{ partner: 'hotels', to: ['Lyon'], departDate: '2027-07-09', returnDate: '2027-07-11' }] },
  },
  {
    id: 'd19-probe-015',
    kind: 'airport_nearest',
    text: 'which airports are near naples',
    expect: { says: ['NAP', 'FOG'] },
  },
  {
    id: 'd19-probe-016',
    kind: 'airport_nearest',
    text: 'Which airports serve Bergamo?',
    expect: { says: ['BGY', 'LIN'] },
  },
  {
    id: 'd19-probe-017',
    kind: 'packing',
    before: ['what to pack for a beach week in heraklion in july'],
    text: 'and what about mallorca in september?',
    expect: { says: [beach] },
  },
  {
    id: 'd19-probe-018',
    kind: 'packing',
    before: ['What should I pack for a hiking trip to Innsbruck in July?'],
    text: 'And if it were Oslo in October instead?',
    expect: { says: [/hiking boots|head torch|blister/i] },
  },
  {
    id: 'd19-probe-019',
    kind: 'airport_nearest',
    text: 'closest airport with international flights to dubrovnik?',
    expect: { says: ['DBV'], notLinks: ['flights'] },
  },
  {
    id: 'd19-probe-020',
    kind: 'airport_code',
    text: 'her boarding pass says CTA. which city is that?',
    expect: { says: ['Catania'], notLinks: ['tickets'] },
  },
  {
    id: 'd19-probe-021',
    kind: 'follow_up',
    before: ['hotel in porto 5-8 may'],
    text: 'we are 5 now, can you update it',
    expect: { links: [{ partner: 'hotels', to: ['Porto'], adults: 5 }] },
  },
  {
    id: 'd19-probe-022',
    kind: 'follow_up',
    before: ['Could you find flights from Berlin to Athens on the 3rd of June?'],
    text: "Actually, we're a party of four. My parents have decided to join us.",
    expect: { links: [{ partner: 'flights', to: ['Athens', 'ATH'], adults: 4 }] },
  },
  {
    id: 'd19-probe-023',
    kind: 'airport_code',
    before: ['which city is FCO'],
    text: 'and cia?',
    expect: { says: ['Ciampino', 'Rome'] },
  },
  {
    id: 'd19-probe-024',
    kind: 'follow_up',
    before: ['time in sydney', 'and in perth'],
    text: 'whats the difference between the two',
    expect: { says: [/\b3 (?:hours|h)\b/i] },
  },
  {
    id: 'd19-probe-025',
    kind: 'follow_up',
    before: ['When is my train to Kyoto?'],
    text: 'can you find tours in kyoto for that day',
    expect: { links: [{ partner: 'tours', to: ['Kyoto'], departDate: '2027-05-06' }] },
  },
  {
    id: 'd19-probe-026',
    kind: 'follow_up',
    before: ['flights from munich to dublin on the 5th of may'],
    text: 'same for the 12th but flying home instead',
    expect: { links: [{ partner: 'flights', to: ['Dublin', 'DUB'], departDate: '2027-05-05', returnDate: '2027-05-12' }] },
  },
  {
    id: 'd19-probe-027',
    kind: 'follow_up',
    before: ['When does my flight to Rome land?'],
    text: 'What time will it be in New York then?',
    expect: { says: [/\b0?3:10\b/] },
  },
  {
    id: 'd19-probe-028',
    kind: 'airport_named',
    text: 'is ORY the same airport as charles de gaulle?',
    expect: { says: ['ORY', 'CDG'] },
  },
  {
    id: 'd19-probe-029',
    kind: 'airport_nearest',
    text: "We're visiting Lisbon in May. Which is the main airport there, and is there a lounge at it?",
    expect: { says: ['LIS'], links: [{ partner: 'lounges', to: ['LIS', 'Lisbon'] }], notSays: [/Jordan/] },
  },
  {
    id: 'd19-probe-030',
    kind: 'follow_up',
    before: ['Could you look for a car in Faro from the 1st to the 8th of June?'],
    text: 'And in Madeira? We land in Funchal on the 10th, for a week.',
    expect: { links: [{ partner: 'cars', to: ['Funchal', 'Madeira'], departDate: '2027-06-10' }] },
  },
];
