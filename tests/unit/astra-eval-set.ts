// Astra's evaluation set: what travellers type, and what a correct answer has. Read against the
// real city index on Monday 23 November 2026, 10:00 in London. `link` is the start of the partner
// link Astra must offer (the affiliate marker follows it); `places` are "name" or "name/IATA".

export type EvalCase = {
  text: string;
  intent: string;
  origin?: string;
  destination?: string;
  start?: string;
  end?: string;
  travellers?: number;
  durationDays?: number;
  amount?: number;
  currencies?: [string, string];
  targetPrice?: number;
  link?: string;
  /** The answer must contain this (a converted amount, a time, a fact). */
  says?: RegExp;
  agentMode?: boolean;
  action?: string;
  clarifying?: boolean;
  /** Earlier turns in the same conversation. */
  before?: Array<{ text: string; agentMode?: boolean }>;
};

export const evalNow = new Date('2026-11-23T10:00:00Z');
export const evalTimeZone = 'Europe/London';

export const evalSet: EvalCase[] = [
  // Flights
  {
    text: 'Find flights from London to Tokyo next Friday',
    intent: 'flight',
    origin: 'London/LON',
    destination: 'Tokyo/TYO',
    start: '2026-11-27',
    link: 'https://www.aviasales.com/search/LON2711TYO1?',
  },
  {
    text: 'flights from paris to new york 10-15 march for 2 adults',
    intent: 'flight',
    origin: 'Paris/PAR',
    destination: 'New York City/NYC',
    start: '2027-03-10',
    end: '2027-03-15',
    travellers: 2,
    link: 'https://www.aviasales.com/search/PAR1003NYC15032?',
  },
  {
    text: 'I need a flight to Lisbon',
    intent: 'flight',
    destination: 'Lisbon/LIS',
    link: 'https://www.aviasales.com/?destination_iata=LIS',
  },
  {
    text: 'cheap flights Berlin to Rome on 5 February',
    intent: 'flight',
    origin: 'Berlin/BER',
    destination: 'Rome/ROM',
    start: '2027-02-05',
    link: 'https://www.aviasales.com/search/BER0502ROM1?',
  },
  {
    text: 'Fly LHR to JFK tomorrow',
    intent: 'flight',
    origin: 'London/LHR',
    destination: 'New York City/JFK',
    start: '2026-11-24',
    link: 'https://www.aviasales.com/search/LHR2411JFK1?',
  },
  {
    text: 'one-way flight from Madrid to Barcelona on 2027-01-15 for three people',
    intent: 'flight',
    origin: 'Madrid/MAD',
    destination: 'Barcelona/BCN',
    start: '2027-01-15',
    travellers: 3,
    link: 'https://www.aviasales.com/search/MAD1501BCN3?',
  },
  {
    text: 'Can you find me a plane ticket from Sydney to Singapore December 20 to January 3',
    intent: 'flight',
    origin: 'Sydney/SYD',
    destination: 'Singapore/SIN',
    start: '2026-12-20',
    end: '2027-01-03',
    link: 'https://www.aviasales.com/search/SYD2012SIN03011?',
  },
  {
    text: 'flights from Dubai to Istanbul this weekend',
    intent: 'flight',
    origin: 'Dubai/DXB',
    destination: 'Istanbul/IST',
    start: '2026-11-27',
    end: '2026-11-29',
    link: 'https://www.aviasales.com/search/DXB2711IST29111?',
  },
  {
    text: 'Zurich to Vienna flights on the 3rd of April, me and my wife',
    intent: 'flight',
    origin: 'Zurich/ZRH',
    destination: 'Vienna/VIE',
    start: '2027-04-03',
    travellers: 2,
    link: 'https://www.aviasales.com/search/ZRH0304VIE2?',
  },
  { text: 'flights to Kyiv', intent: 'flight', destination: 'Kyiv' },
  {
    text: 'I want to fly to Bombay from Delhi next Monday',
    intent: 'flight',
    origin: 'Delhi/DEL',
    destination: 'Mumbai/BOM',
    start: '2026-11-30',
    link: 'https://www.aviasales.com/search/DEL3011BOM1?',
  },
  { text: 'Book me a flight', intent: 'flight', clarifying: true, says: /Where would you like to fly to\?/ },
  {
    text: 'flights from Toronto to Mexico City in 2 weeks',
    intent: 'flight',
    origin: 'Toronto/YTO',
    destination: 'Mexico City/MEX',
    start: '2026-12-07',
    link: 'https://www.aviasales.com/search/YTO0712MEX1?',
  },
  {
    text: 'São Paulo to Buenos Aires flights March 3-9',
    intent: 'flight',
    origin: 'Sao Paulo/SAO',
    destination: 'Buenos Aires/BUE',
    start: '2027-03-03',
    end: '2027-03-09',
    link: 'https://www.aviasales.com/search/SAO0303BUE09031?',
  },

  // Hotels
  {
    text: 'Hotel in Lisbon 10-15 March',
    intent: 'hotel',
    destination: 'Lisbon',
    start: '2027-03-10',
    end: '2027-03-15',
    link: 'https://www.booking.com/searchresults.html?ss=Lisbon%2C+Portugal&checkin=2027-03-10&checkout=2027-03-15',
  },
  {
    text: 'where to stay in Kyoto for 2 guests',
    intent: 'hotel',
    destination: 'Kyoto',
    travellers: 2,
    link: 'https://www.booking.com/searchresults.html?ss=Kyoto%2C+Japan&group_adults=2',
  },
  {
    text: 'I need a room in Amsterdam tomorrow for 3 nights',
    intent: 'hotel',
    destination: 'Amsterdam',
    start: '2026-11-24',
    end: '2026-11-27',
    durationDays: 3,
    link: 'https://www.booking.com/searchresults.html?ss=Amsterdam%2C+Netherlands&checkin=2026-11-24&checkout=2026-11-27',
  },
  {
    text: 'hostels in Prague',
    intent: 'hotel',
    destination: 'Prague',
    link: 'https://www.booking.com/searchresults.html?ss=Prague%2C+Czechia',
  },
  { text: 'Book a hotel', intent: 'hotel', clarifying: true, says: /Which city would you like to stay in\?/ },
  {
    text: 'accommodation in Cape Town from 2026-12-18 to 2026-12-27 for a family of 4',
    intent: 'hotel',
    destination: 'Cape Town',
    start: '2026-12-18',
    end: '2026-12-27',
    travellers: 4,
    link: 'https://www.booking.com/searchresults.html?ss=Cape+Town%2C+South+Africa&checkin=2026-12-18&checkout=2026-12-27&group_adults=4',
  },
  {
    text: 'Any hotels in Nice next weekend?',
    intent: 'hotel',
    destination: 'Nice',
    start: '2026-12-04',
    end: '2026-12-06',
    link: 'https://www.booking.com/searchresults.html?ss=Nice%2C+France',
  },

  // Tours and tickets
  { text: 'food tour in Rome', intent: 'tours', destination: 'Rome', link: 'https://www.getyourguide.com/s/?q=food+tour+Rome' },
  { text: 'things to do in Barcelona', intent: 'tours', destination: 'Barcelona', link: 'https://www.getyourguide.com/s/?q=Barcelona' },
  {
    text: 'day trips from Edinburgh',
    intent: 'tours',
    destination: 'Edinburgh',
    link: 'https://www.getyourguide.com/s/?q=day+trip+Edinburgh',
  },
  {
    text: 'tickets for the Louvre in Paris',
    intent: 'tickets',
    destination: 'Paris',
    link: 'https://www.tiqets.com/en/search/?q=louvre+Paris',
  },
  { text: 'Sagrada Familia tickets', intent: 'tickets', link: 'https://www.tiqets.com/en/search/?q=sagrada+familia' },
  { text: 'attraction tickets in London', intent: 'tickets', destination: 'London', link: 'https://www.tiqets.com/en/search/?q=London' },

  // Cars, transfers, eSIM, lounges
  {
    text: 'rent a car in Los Angeles from 4 to 11 January',
    intent: 'car',
    destination: 'Los Angeles',
    start: '2027-01-04',
    end: '2027-01-11',
    link: 'https://www.discovercars.com/?location=Los+Angeles&pick_date=2027-01-04&drop_date=2027-01-11',
  },
  { text: 'car hire Reykjavik', intent: 'car', destination: 'Reykjavik', link: 'https://www.discovercars.com/?location=Reykjav' },
  { text: 'airport transfer in Bangkok', intent: 'transfer', destination: 'Bangkok', link: 'https://kiwitaxi.com/en/?from=' },
  {
    text: 'I need a taxi from the airport to my hotel in Athens',
    intent: 'transfer',
    destination: 'Athens',
    link: 'https://kiwitaxi.com/en/?from=ATH&to=Athens',
  },
  { text: 'eSIM for Japan', intent: 'esim', destination: 'Japan', link: 'https://www.airalo.com/?country=Japan' },
  { text: 'mobile data in Seoul', intent: 'esim', destination: 'Seoul', link: 'https://www.airalo.com/?country=South+Korea' },
  { text: 'lounge access at LHR', intent: 'lounge', destination: 'London/LHR', link: 'https://www.prioritypass.com/lounges?q=LHR' },
  { text: 'airport lounges in Singapore', intent: 'lounge', destination: 'Singapore', link: 'https://www.prioritypass.com/lounges?q=SIN' },

  // Cities
  { text: 'Tell me about Lisbon', intent: 'city_info', destination: 'Lisbon', says: /Lisbon/ },
  { text: "what's Kyoto like?", intent: 'city_info', destination: 'Kyoto', says: /Kyoto/ },
  { text: 'Which airports are near Milan?', intent: 'city_info', destination: 'Milan', says: /MXP|LIN|BGY/ },
  { text: 'top attractions in Istanbul', intent: 'city_info', destination: 'Istanbul', says: /Top sights/ },
  { text: 'Geneva', intent: 'city_info', destination: 'Geneva' },
  { text: 'What plugs do they use in London?', intent: 'city_info', destination: 'London', says: /type G|G\b/ },
  { text: 'tell me about Ouagadougou', intent: 'city_info', destination: 'Ouagadougou', says: /Ouagadougou/ },

  // Currency
  { text: 'convert 100 USD to EUR', intent: 'currency', amount: 100, currencies: ['USD', 'EUR'], says: /€86\.20/ },
  { text: 'how much is 50 pounds in dollars', intent: 'currency', amount: 50, currencies: ['GBP', 'USD'], says: /\$65\.95|US\$65\.95/ },
  { text: '€250 in yen', intent: 'currency', amount: 250, currencies: ['EUR', 'JPY'], says: /44,725\.00/ },
  { text: 'How many baht is 1,000 euros?', intent: 'currency', amount: 1000, currencies: ['EUR', 'THB'], says: /37,660\.00/ },
  { text: 'GBP to INR rate', intent: 'currency', amount: 1, currencies: ['GBP', 'INR'] },
  { text: 'convert 20 swiss francs to singapore dollars', intent: 'currency', amount: 20, currencies: ['CHF', 'SGD'] },
  { text: 'exchange 5000 won', intent: 'currency', clarifying: true },

  // Time
  { text: 'What time is it in Tokyo?', intent: 'time', destination: 'Tokyo', says: /7:00 PM/ },
  { text: 'time in New York', intent: 'time', destination: 'New York City', says: /5:00 AM/ },
  { text: "what's the local time in Mumbai", intent: 'time', destination: 'Mumbai', says: /3:30 PM/ },
  { text: 'what time is it in Sydney right now', intent: 'time', destination: 'Sydney', says: /9:00 PM/ },

  // Packing
  {
    text: 'What should I pack for Reykjavik, 5 days in January?',
    intent: 'packing',
    destination: 'Reykjavik',
    durationDays: 5,
    says: /Packing for \*\*5 days\*\*/,
  },
  { text: 'packing list for Bangkok for 2 weeks', intent: 'packing', destination: 'Bangkok', durationDays: 14, says: /laundry/i },
  { text: 'packing for Tokyo', intent: 'packing', destination: 'Tokyo', clarifying: true, says: /How many days/ },
  {
    text: 'Packing for Sydney, 7 days in July',
    intent: 'packing',
    destination: 'Sydney',
    durationDays: 7,
    agentMode: true,
    action: 'create_packing_list',
  },

  // Trips and Agent Mode
  {
    text: 'Plan a trip to Rome 3-7 May',
    intent: 'trip_plan',
    destination: 'Rome',
    start: '2027-05-03',
    end: '2027-05-07',
    agentMode: true,
    action: 'create_trip',
  },
  { text: 'plan a weekend in Paris', intent: 'trip_plan', destination: 'Paris', says: /Agent Mode/ },
  {
    text: 'Create a trip to Lisbon from 12 March to 16 March',
    intent: 'trip_plan',
    destination: 'Lisbon',
    start: '2027-03-12',
    end: '2027-03-16',
    agentMode: true,
    action: 'create_trip',
  },
  {
    text: 'plan my trip to Seoul',
    intent: 'trip_plan',
    destination: 'Seoul',
    agentMode: true,
    clarifying: true,
    says: /When are you going/,
  },
  {
    text: 'Alert me when flights from London to Tokyo drop below 600',
    intent: 'price_alert',
    origin: 'London/LON',
    destination: 'Tokyo/TYO',
    targetPrice: 600,
    agentMode: true,
    action: 'create_price_alert',
  },
  {
    text: 'price alert for Paris to Rome under $90',
    intent: 'price_alert',
    origin: 'Paris/PAR',
    destination: 'Rome/ROM',
    targetPrice: 90,
    agentMode: true,
    action: 'create_price_alert',
  },
  { text: 'notify me when flights to Bali get cheaper', intent: 'price_alert', clarifying: true },
  { text: 'add Tokyo to my world clock', intent: 'clock_add', destination: 'Tokyo', agentMode: true, action: 'add_clock_city' },
  { text: 'add Cape Town to the clock', intent: 'clock_add', destination: 'Cape Town', says: /Agent Mode/ },

  // The trip's plan
  {
    text: 'add my flight BA15 from LHR to SIN on 12 March at 21:40, arriving 13 March at 18:05',
    intent: 'itinerary_add',
    origin: 'London/LHR',
    destination: 'Singapore/SIN',
    start: '2027-03-12',
    agentMode: true,
    action: 'add_itinerary_item',
    says: /BA15 LHR → SIN/,
  },
  { text: 'add my flight BA15 from LHR to SIN on 12 March at 21:40 landing 18:05', intent: 'itinerary_add', says: /Agent Mode/ },
  {
    text: 'add my flight BA15 from LHR to SIN on 12 March at 21:40',
    intent: 'itinerary_add',
    agentMode: true,
    clarifying: true,
    says: /When does \*\*BA15\*\* land/,
  },
  {
    text: 'Add flight AF11 from CDG to QQX on 3 April at 10:00 landing 12:30',
    intent: 'itinerary_add',
    agentMode: true,
    clarifying: true,
    says: /QQX/,
  },
  {
    text: 'plan 3 days in Paris',
    intent: 'trip_plan',
    destination: 'Paris',
    durationDays: 3,
    agentMode: true,
    action: 'add_itinerary_item',
  },

  // Follow-ups
  {
    before: [{ text: 'Tell me about Lisbon' }],
    text: 'and hotels there?',
    intent: 'hotel',
    destination: 'Lisbon',
    link: 'https://www.booking.com/searchresults.html?ss=Lisbon%2C+Portugal',
  },
  {
    before: [{ text: 'Book me a flight' }],
    text: 'Tokyo',
    intent: 'flight',
    destination: 'Tokyo/TYO',
    link: 'https://www.aviasales.com/?destination_iata=TYO',
  },
  { before: [{ text: 'packing for Tokyo' }], text: '6 days', intent: 'packing', destination: 'Tokyo', durationDays: 6 },
  {
    before: [{ text: 'flights from London to Tokyo next Friday' }],
    text: 'what about a car there',
    intent: 'car',
    destination: 'Tokyo',
    link: 'https://www.discovercars.com/?location=Tokyo&pick_date=2026-11-27',
  },

  // Small talk and the rest
  { text: 'hello', intent: 'greeting', says: /Astra/ },
  { text: 'thanks!', intent: 'thanks' },
  { text: 'what can you do?', intent: 'help', says: /Flights/ },
  { text: 'sing me a song about penguins', intent: 'unknown', says: /what I can do/ },
];
