// Astra's eighteenth development batch (issue 20, the twenty-first pass): written before any engine
// code was opened, in the held-out part's "written with time" manner: full sentences, a story around
// the question, polite and indirect asks, two or three asks in one message, and follow-ups that point
// back to an earlier turn. The writers vary: a business traveller, parents, retirees, students and
// people writing English as a second language. Weighted to two asks, follow-ups, their own trips,
// bookings and country facts, with a few of every other kind.
//
// Every expected fact was looked up in the app's data (the city index's country facts, city details,
// nearby airports and `byIata`; `country-extras`; `packingWeather`; the fixtures' trips; Intl for the
// clocks at the evaluation's "now", Wednesday 24 March 2027, 09:15 in Berlin), never guessed. Dates:
// 2 April 2027 is a Friday, 1 May a Saturday, 4 June a Friday.
import type { EvalCase } from './score';

export const devSetSeventeenth: EvalCase[] = [
  // Two asks in one message.
  {
    id: 'd18-two-001',
    kind: 'two_asks',
    text: "I'm flying out to Amsterdam tomorrow for the client workshop and my assistant is off sick, so I'm sorting everything myself this time. Could you remind me what time my flight leaves, and also what the emergency number is in the Netherlands, just in case?",
    expect: { says: ['10:25', '112'] },
  },
  {
    id: 'd18-two-002',
    kind: 'two_asks',
    text: "We're taking the kids to Porto in the summer holidays, and it's my first time organising a trip abroad on my own. Would you be able to look for a hotel there for 2 adults from 12 to 19 August, and tell me what sort of plugs they use in Portugal?",
    expect: {
      says: [/\bC\b.{0,12}\bF\b/],
      links: [{ partner: 'hotels', to: ['Porto'], departDate: '2027-08-12', returnDate: '2027-08-19', adults: 2 }],
    },
  },
  {
    id: 'd18-two-003',
    kind: 'two_asks',
    text: "My late husband always handled the bookings, so forgive me if this is a silly question. I'd like to visit my sister in Gothenburg. What currency will I need over there, and could you find me a flight from Berlin for the 14th of May?",
    expect: {
      says: [/krona|SEK/i],
      links: [{ partner: 'flights', to: ['Gothenburg', 'GOT'], from: ['Berlin', 'BER'], departDate: '2027-05-14' }],
    },
  },
  {
    id: 'd18-two-004',
    kind: 'two_asks',
    text: "So I've got a semester exchange in Kraków starting in October and honestly I have no clue about anything yet. What language do they speak there, and what's the dialling code if my mum wants to ring me?",
    expect: { says: ['Polish', '48'] },
  },
  {
    id: 'd18-two-005',
    kind: 'two_asks',
    text: 'Hello, I am coming from Brazil for work in Seville next month. Please, I want to know which side they drive the cars there, and also is it necessary to give tip in the restaurants?',
    expect: { says: [/right/i, /not obligatory|5–10%/i], notSays: [/Brazil.{0,40}(190|192)/] },
  },
  {
    id: 'd18-two-006',
    kind: 'two_asks',
    text: "Before our Rome long weekend I'd like to get a few things sorted. What's the address of the hotel we're staying at, and can you find a transfer from Fiumicino to it on the 8th of April?",
    expect: {
      says: ['Via Nazionale 22'],
      links: [{ partner: 'transfers', to: ['Rome', 'Roma', 'FCO', 'Fiumicino'], departDate: '2027-04-08' }],
    },
  },
  {
    id: 'd18-two-007',
    kind: 'two_asks',
    text: 'My colleague in Vancouver keeps calling me at silly hours and I want to be a bit more understanding. What time is it over there right now, and how far behind Berlin are they?',
    expect: { says: ['1:15', /8 hours/i, /behind/i] },
  },
  {
    id: 'd18-two-008',
    kind: 'two_asks',
    text: "I've been planning a surprise for my wife's 60th: three nights in Salzburg in June, from the 4th. Could you look for a hotel for the two of us, and also tell me whether we'd be expected to tip in the restaurants over there?",
    expect: {
      says: [/round up/i],
      links: [{ partner: 'hotels', to: ['Salzburg'], departDate: '2027-06-04', returnDate: '2027-06-07', adults: 2 }],
    },
  },
  {
    id: 'd18-two-009',
    kind: 'two_asks',
    text: "I'm off to Da Nang for a friend's wedding in the autumn. Which airport do I fly into for Da Nang, and what do they use for money in Vietnam?",
    expect: { says: ['DAD', /dong|VND/i] },
  },
  {
    id: 'd18-two-010',
    kind: 'two_asks',
    text: "I'm on the Tokyo trip with Mia in May and I keep forgetting the details. What's the name of the hotel in Kyoto, and what's the emergency number in Japan if something goes wrong on the hike?",
    expect: { says: ['Kanra', '110', '119'] },
  },
  {
    id: 'd18-two-011',
    kind: 'two_asks',
    text: 'Our daughter is studying in Busan this year and we want to visit her at Christmas. Could you check what time it is there now, and find flights from Berlin to Busan on the 18th of December for two?',
    expect: {
      says: [/17:15|5:15 PM/i],
      links: [{ partner: 'flights', to: ['Busan', 'PUS'], from: ['Berlin', 'BER'], departDate: '2027-12-18', adults: 2 }],
    },
  },
  {
    id: 'd18-two-012',
    kind: 'two_asks',
    text: "Sorry for the long message, I'm not very good with apps. I will stay in Cape Town for one month to visit my son. Which plugs do they have there? And please, what is the number for the police?",
    expect: { says: [/\bM\b/, /\bN\b/, '10111'] },
  },
  {
    id: 'd18-two-013',
    kind: 'two_asks',
    text: 'Quick sanity check before I book anything for the Marrakech trip: what currency do they use, which side of the road do they drive on, and is tipping a thing there?',
    expect: { says: [/dirham/i, /right/i, /10%/] },
  },
  {
    id: 'd18-two-014',
    kind: 'two_asks',
    text: "I fly home from Amsterdam on Saturday and I'd love to squeeze in one more thing before I go. When does my flight back leave, and are there any tours in Amsterdam I could do that morning?",
    expect: { says: ['17:10'], links: [{ partner: 'tours', to: ['Amsterdam'] }] },
  },
  {
    id: 'd18-two-015',
    kind: 'two_asks',
    text: "My brother just moved to Bogotá for work and we're still figuring out when to talk. How many hours behind us are they, and what's the country code to call a Colombian mobile?",
    expect: { says: [/6 hours/i, '57'] },
  },
  {
    id: 'd18-two-016',
    kind: 'two_asks',
    text: "We've finally booked the Rome trip, which is very exciting! Could you tell me the confirmation number for our flight there, and whether I'll need an adapter for the Italian sockets?",
    expect: { says: ['R8M2QX', /\bL\b/] },
  },
  {
    id: 'd18-two-017',
    kind: 'two_asks',
    text: "I'll be speaking at a conference in Taipei and the organisers have left me to sort out my own arrangements. Can you find a hotel in Taipei from 21 to 24 June, and tell me what language they speak?",
    expect: {
      says: ['Chinese'],
      links: [{ partner: 'hotels', to: ['Taipei'], departDate: '2027-06-21', returnDate: '2027-06-24' }],
    },
  },
  {
    id: 'd18-two-018',
    kind: 'two_asks',
    text: "Could you please help an old man out: I want to rent a car in Split for a week from the 10th of September, and I'd like to know what side of the road they drive on in Croatia.",
    expect: {
      says: [/right/i],
      links: [{ partner: 'cars', to: ['Split'], departDate: '2027-09-10', returnDate: '2027-09-17' }],
    },
  },
  {
    id: 'd18-two-019',
    kind: 'two_asks',
    text: 'My friend recommended a food tour in Oaxaca when we go next month. Could you find tours there, and also tell me what time it is in Oaxaca now? I want to call the guide.',
    expect: { says: ['2:15'], links: [{ partner: 'tours', to: ['Oaxaca'] }] },
  },
  {
    id: 'd18-two-020',
    kind: 'two_asks',
    text: 'The workshop in Amsterdam on Friday, what time does that start again, and which terminal does my flight leave from tomorrow?',
    expect: { says: ['9:30', /terminal 1/i] },
  },
  {
    id: 'd18-two-021',
    kind: 'two_asks',
    text: "We'll be arriving in Tokyo on the 3rd of May after a very long flight. What's the address of our hotel in Tokyo, and is there a lounge at Frankfurt airport we could use before we leave?",
    expect: { says: ['Higashi Shimbashi'], links: [{ partner: 'lounges', to: ['FRA', 'Frankfurt'] }] },
  },
  {
    id: 'd18-two-022',
    kind: 'two_asks',
    text: "I'm a nervous flyer and I'm going to Bergen to see the fjords in July. Could you tell me which airport serves Bergen, and find me an eSIM for Norway so I'm not stuck without data?",
    expect: { says: ['BGO'], links: [{ partner: 'esim', to: ['Norway', 'NO', 'Bergen'] }] },
  },
  {
    id: 'd18-two-023',
    kind: 'two_asks',
    text: "For my trip to Chiang Mai I've got two questions, if that's alright: what's the number for the tourist police, and which plugs should I bring adapters for?",
    expect: { says: ['1155', /\bO\b/] },
  },
  {
    id: 'd18-two-024',
    kind: 'two_asks',
    text: 'hi! me and two friends are planning a girls trip to Budapest in the spring. what currency is it there and can you find us a place to stay from the 16th to the 18th of April?',
    expect: {
      says: [/forint|HUF/i],
      links: [{ partner: 'hotels', to: ['Budapest'], departDate: '2027-04-16', returnDate: '2027-04-18', adults: 3 }],
    },
  },
  {
    id: 'd18-two-025',
    kind: 'two_asks',
    text: "When is our train from Rome to Florence, and what time is it in Rome right now? I'm trying to work out how much I can still do today.",
    expect: { says: ['8:10', '9:15'] },
  },
  {
    id: 'd18-two-026',
    kind: 'two_asks',
    text: "I'm flying to Montreal next month for a hockey tournament with my son. Do they speak French there, and what's the time difference with Berlin?",
    expect: { says: ['French', /5 hours/i] },
  },

  // Follow-ups that point back to an earlier turn.
  {
    id: 'd18-follow-001',
    kind: 'follow_up',
    before: ['What language do they speak in Ghent?'],
    text: "And what about the plugs there? I don't want to pack the wrong adapter again.",
    expect: { says: [/\bC\b.{0,12}\bE\b/] },
  },
  {
    id: 'd18-follow-002',
    kind: 'follow_up',
    before: ['Could you find me a hotel in Seville from the 2nd to the 5th of April?'],
    text: 'Actually, my sister wants to come along too, so could you make that for two people?',
    expect: { links: [{ partner: 'hotels', to: ['Seville', 'Sevilla'], adults: 2 }] },
  },
  {
    id: 'd18-follow-003',
    kind: 'follow_up',
    before: ["What's the time in Auckland right now?"],
    text: 'Thanks. And how many hours ahead of us is that, exactly?',
    expect: { says: [/12 (?:hours|h)\b/i, /ahead/i] },
  },
  {
    id: 'd18-follow-004',
    kind: 'follow_up',
    before: ['When does my flight to Amsterdam leave tomorrow?'],
    text: 'Great, and which seat did I get on that one?',
    expect: { says: ['14C'] },
  },
  {
    id: 'd18-follow-005',
    kind: 'follow_up',
    before: ["What's the currency in Denmark?"],
    text: "And in Norway? We're doing both countries on the same holiday.",
    expect: { says: [/Norwegian Krone|NOK/i] },
  },
  {
    id: 'd18-follow-006',
    kind: 'follow_up',
    before: ['Is tipping expected in Egypt?'],
    text: 'Good to know, thank you. What number do I call there for an ambulance?',
    expect: { says: ['123'] },
  },
  {
    id: 'd18-follow-007',
    kind: 'follow_up',
    before: ['Can you find flights from Berlin to Lisbon on the 9th of July?'],
    text: 'Lovely, thank you. Could you also look for a hotel there from that day until the 16th?',
    expect: { links: [{ partner: 'hotels', to: ['Lisbon'], departDate: '2027-07-09', returnDate: '2027-07-16' }] },
  },
  {
    id: 'd18-follow-008',
    kind: 'follow_up',
    before: ['Where am I staying in Rome?'],
    text: "And what's the phone number of that hotel? I'd like to ask them about an early check-in.",
    expect: { unknown: true, notSays: [/\+39/] },
  },
  {
    id: 'd18-follow-009',
    kind: 'follow_up',
    before: ['Which airports are near Sapporo?'],
    text: 'Thank you. And how far is New Chitose from the city centre, then? Our flight lands there late at night.',
    expect: { says: [/43 km/i] },
  },
  {
    id: 'd18-follow-010',
    kind: 'follow_up',
    before: ['Which side do they drive on in Ireland?'],
    text: "Same question for Scotland, please. We're taking the ferry over from Dublin afterwards and driving up to Edinburgh.",
    expect: { says: [/left/i] },
  },
  {
    id: 'd18-follow-011',
    kind: 'follow_up',
    before: ["I'd like to rent a car in Porto from the 1st to the 8th of June."],
    text: "Oh, and could you change the pick-up to Lisbon instead? We're landing there now.",
    expect: { links: [{ partner: 'cars', to: ['Lisbon'] }] },
  },
  {
    id: 'd18-follow-012',
    kind: 'follow_up',
    before: ["What's on my schedule tomorrow?"],
    text: 'And the day after that?',
    expect: { says: ['Client workshop', '9:30'] },
  },
  {
    id: 'd18-follow-013',
    kind: 'follow_up',
    before: ['What time is my flight to Rome?'],
    text: 'Thanks. How about the flight home from there, when does that one go?',
    expect: { says: ['18:40'] },
  },
  {
    id: 'd18-follow-014',
    kind: 'follow_up',
    before: ['Tell me about tipping in Mexico, please.'],
    text: 'And is it the same in Colombia, or do they do it differently there?',
    expect: { says: [/voluntary 10%/i] },
  },
  {
    id: 'd18-follow-015',
    kind: 'follow_up',
    before: ['Could you find tours in Kraków for the 17th of April?'],
    text: "Great. And what's the closest airport to the old town there?",
    expect: { says: ['KRK'] },
  },
  {
    id: 'd18-follow-016',
    kind: 'follow_up',
    before: ["What's the calling code for Israel?"],
    text: 'And the emergency numbers? My mother worries about these things.',
    expect: { says: ['100', '101'] },
  },
  {
    id: 'd18-follow-017',
    kind: 'follow_up',
    before: ['How long until my trip to Rome?'],
    text: 'And until the Tokyo one with Mia?',
    expect: { says: [/39 days|5 weeks/i] },
  },
  {
    id: 'd18-follow-018',
    kind: 'follow_up',
    before: ['Is there a lounge at Schiphol?'],
    text: "And at Frankfurt? That's where we fly from in May.",
    expect: { links: [{ partner: 'lounges', to: ['FRA', 'Frankfurt'] }] },
  },
  {
    id: 'd18-follow-019',
    kind: 'follow_up',
    before: ['I need a transfer from Kraków airport to my hotel on the 16th of April.'],
    text: 'Make it for four of us, please. My parents have decided to come too.',
    expect: { links: [{ partner: 'transfers', to: ['Kraków', 'Krakow', 'KRK'], adults: 4 }] },
  },
  {
    id: 'd18-follow-020',
    kind: 'follow_up',
    before: ["What's the capital of Australia?"],
    text: 'And the currency? My nephew is moving out there next year.',
    expect: { says: [/Australian Dollar|AUD/i] },
  },

  // Their own trips, asked around a story.
  {
    id: 'd18-trip-001',
    kind: 'my_trip',
    text: "I'm packing my bag tonight and my husband asked me something I couldn't answer: what time do we actually land in Amsterdam tomorrow?",
    expect: { says: ['11:55'] },
  },
  {
    id: 'd18-trip-002',
    kind: 'my_trip',
    text: 'My boss wants me to send her the hotel details for the Amsterdam trip so she can put it through expenses. Could you give me the address and the booking reference?',
    expect: { says: ['Nes 49', 'HVN-44120'] },
  },
  {
    id: 'd18-trip-003',
    kind: 'my_trip',
    text: "It's been a hectic week and I've completely lost track. Is there anything planned for my first evening in Amsterdam?",
    expect: { says: ['Rijksmuseum', '17:00'] },
  },
  {
    id: 'd18-trip-004',
    kind: 'my_trip',
    text: "Someone said there's a train somewhere in the Rome trip, but I can't remember where it goes. Where is it to, and at what time?",
    expect: { says: [/Florence|Firenze/, '8:10'] },
  },
  {
    id: 'd18-trip-005',
    kind: 'my_trip',
    text: "My mother is going to look after the cat while we're in Rome, and she wants to know which day we're back home.",
    expect: { says: [/12\b.{0,6}Apr|Apr\w*\.? 12/i] },
  },
  {
    id: 'd18-trip-006',
    kind: 'my_trip',
    text: "Mia sent me the Tokyo plan but the email is buried somewhere in my inbox. What's the flight number for the flight out there?",
    expect: { says: ['NH 204'] },
  },
  {
    id: 'd18-trip-007',
    kind: 'my_trip',
    text: "We're doing a hike in Japan at some point, I think. Which day is that, and what time do we need to start?",
    expect: { says: ['Takao', '8:00'] },
  },
  {
    id: 'd18-trip-008',
    kind: 'my_trip',
    text: "I can't remember whether I checked: do I have a seat assigned for the flight back from Amsterdam on Saturday?",
    expect: { unknown: true, notSays: ['14C'] },
  },
  {
    id: 'd18-trip-009',
    kind: 'my_trip',
    text: 'Which hotel did we end up booking in Tokyo, and what was the confirmation code for it?',
    expect: { says: ['Park Hotel Tokyo', 'PHT-771204'] },
  },
  {
    id: 'd18-trip-010',
    kind: 'my_trip',
    text: "Our Vatican visit: is that in the morning or in the afternoon? I'd like to plan lunch around it.",
    expect: { says: ['10:30'] },
  },
  {
    id: 'd18-trip-011',
    kind: 'my_trip',
    text: 'How many days are left before we leave for Rome? My kids keep asking me every single morning.',
    expect: { says: [/15 days/i] },
  },
  {
    id: 'd18-trip-012',
    kind: 'my_trip',
    text: 'When do we have to check out of the hotel in Kyoto at the end of the Japan trip?',
    expect: { says: ['10:00'] },
  },
  {
    id: 'd18-trip-013',
    kind: 'my_trip',
    text: "Our taxi driver will need the exact address of where we're sleeping in Kyoto. Could you give it to me?",
    expect: { says: ['190 Kitamachi'] },
  },
  {
    id: 'd18-trip-014',
    kind: 'my_trip',
    text: "I believe I'm on a train from Tokyo to Kyoto at some point. Which station does it leave from, and when?",
    expect: { says: ['Tokyo Station', '10:00'] },
  },
  {
    id: 'd18-trip-015',
    kind: 'my_trip',
    text: 'Just to double-check for my expenses report: which airline am I flying with to Amsterdam?',
    expect: { says: ['KLM'] },
  },
  {
    id: 'd18-trip-016',
    kind: 'my_trip',
    text: 'Could you remind me which day the Colosseum tour is on, and what time we need to be there?',
    expect: { says: ['14:15'] },
  },
  {
    id: 'd18-trip-017',
    kind: 'my_trip',
    text: "What's the reference number for the train to Florence? I imagine the conductor might ask for it.",
    expect: { says: ['TI-9517-XK'] },
  },
  {
    id: 'd18-trip-018',
    kind: 'my_trip',
    text: "My wife asked what we're doing on the Sunday in Rome. Have we got anything booked that day?",
    expect: { says: [/Florence|Firenze/] },
  },
  {
    id: 'd18-trip-019',
    kind: 'my_trip',
    text: "I'm arriving in Amsterdam before lunch tomorrow. From what time am I allowed to check in at my hotel?",
    expect: { says: ['15:00'] },
  },
  {
    id: 'd18-trip-020',
    kind: 'my_trip',
    text: "The flight to Tokyo leaves from Frankfurt, doesn't it? When does it take off? I need to plan the train there.",
    expect: { says: ['12:05'] },
  },

  // Bookings asked indirectly, with a story.
  {
    id: 'd18-book-001',
    kind: 'booking',
    text: "My parents' golden wedding anniversary is coming up and we're surprising them with a trip. Could you look for flights from Berlin to Valletta on the 1st of October for four people?",
    expect: {
      links: [{ partner: 'flights', to: ['Valletta', 'MLA', 'Malta'], from: ['Berlin', 'BER'], departDate: '2027-10-01', adults: 4 }],
    },
  },
  {
    id: 'd18-book-002',
    kind: 'booking',
    text: "I've never rented a car abroad before and I'm a little anxious about it, but I'm told you can't see northern Greece without one. Could you find me a car in Thessaloniki from the 3rd to the 10th of July?",
    expect: { links: [{ partner: 'cars', to: ['Thessaloniki', 'SKG'], departDate: '2027-07-03', returnDate: '2027-07-10' }] },
  },
  {
    id: 'd18-book-003',
    kind: 'booking',
    text: "After a long flight into Marrakech I really don't want to haggle with taxi drivers at midnight. Is there a way to have someone pick us up at the airport and take us to the riad? We arrive on the 22nd of October, two of us.",
    expect: { links: [{ partner: 'transfers', to: ['Marrakesh', 'Marrakech', 'RAK'], departDate: '2027-10-22', adults: 2 }] },
  },
  {
    id: 'd18-book-004',
    kind: 'booking',
    text: "The kids have been obsessed with the Alhambra since a documentary, so I'd like to sort out tickets for it well in advance. Could you help me with that for the 5th of August?",
    expect: { links: [{ partner: 'tickets', to: ['Granada', 'Alhambra'], departDate: '2027-08-05' }] },
  },
  {
    id: 'd18-book-005',
    kind: 'booking',
    text: "I'll be in Istanbul for a conference and would love a guided tour of the old city on my one free afternoon, the 13th of May. What's available?",
    expect: { links: [{ partner: 'tours', to: ['Istanbul'], departDate: '2027-05-13' }] },
  },
  {
    id: 'd18-book-006',
    kind: 'booking',
    text: "We're going to be in Mexico for three weeks and I'd rather not pay my phone company's crazy roaming fees. What can you find for mobile data?",
    expect: { links: [{ partner: 'esim', to: ['Mexico', 'MX'] }] },
  },
  {
    id: 'd18-book-007',
    kind: 'booking',
    text: 'I have a five-hour layover in Doha on my way to Bangkok. Is there a lounge where I could rest for a bit?',
    expect: { links: [{ partner: 'lounges', to: ['Doha', 'DOH'] }] },
  },
  {
    id: 'd18-book-008',
    kind: 'booking',
    text: 'Could you look for a one-way flight from Berlin to Edinburgh on the 2nd of September? It would be just me.',
    expect: { links: [{ partner: 'flights', to: ['Edinburgh', 'EDI'], departDate: '2027-09-02', adults: 1 }] },
  },
  {
    id: 'd18-book-009',
    kind: 'booking',
    text: 'My wife and I would like to spend a few nights in Bergen in July, from the 9th to the 12th. Somewhere near the harbour would be lovely.',
    expect: { links: [{ partner: 'hotels', to: ['Bergen'], departDate: '2027-07-09', returnDate: '2027-07-12', adults: 2 }] },
  },
  {
    id: 'd18-book-010',
    kind: 'booking',
    text: "I'd like to find a cooking class in Chiang Mai for when we're there. My son loves Thai food and I think he'd enjoy it.",
    expect: { links: [{ partner: 'tours', to: ['Chiang Mai'] }] },
  },
  {
    id: 'd18-book-011',
    kind: 'booking',
    text: 'We land at Gimhae late on 20 December and need to get to our hotel in Busan. Can you arrange a car with a driver for us?',
    expect: { links: [{ partner: 'transfers', to: ['Busan', 'PUS'], departDate: '2027-12-20' }] },
  },
  {
    id: 'd18-book-012',
    kind: 'booking',
    text: "My company won't pay for a hotel this time, but they will cover a rental car. Could you find one in Gothenburg from the 14th to the 16th of May?",
    expect: {
      links: [{ partner: 'cars', to: ['Gothenburg', 'GOT'], departDate: '2027-05-14', returnDate: '2027-05-16' }],
      notLinks: ['hotels'],
    },
  },
  {
    id: 'd18-book-013',
    kind: 'booking',
    text: 'Please can you search a flight for me from Berlin to Cartagena in Colombia, on 8 October, and the return on 29 October?',
    expect: {
      links: [
        { partner: 'flights', to: ['Cartagena', 'CTG'], from: ['Berlin', 'BER'], departDate: '2027-10-08', returnDate: '2027-10-29' },
      ],
    },
  },
  {
    id: 'd18-book-014',
    kind: 'booking',
    text: "We'd love to see the Prado while we're in Madrid, my father paints. Could you find entry tickets for three of us on the 2nd of June?",
    expect: { links: [{ partner: 'tickets', to: ['Madrid', 'Prado'], departDate: '2027-06-02', adults: 3 }] },
  },
  {
    id: 'd18-book-015',
    kind: 'booking',
    text: 'A friend recommended a day trip to Sintra from Lisbon. Is there a tour I could book for the 9th of July?',
    expect: { links: [{ partner: 'tours', to: ['Sintra', 'Lisbon'], departDate: '2027-07-09' }] },
  },

  // Country facts, told around a story.
  {
    id: 'd18-fact-001',
    kind: 'country_fact',
    text: "I'm a retired teacher and I've always wanted to see the northern lights, so my book club and I are going to Iceland next winter. One of the ladies asked me what language they speak there, and I realised I had no idea.",
    expect: { says: ['Icelandic'] },
  },
  {
    id: 'd18-fact-002',
    kind: 'country_fact',
    text: "My son is moving to Zürich for a banking job, and he's worried his laptop charger won't fit. What plugs do they use in Switzerland?",
    expect: { says: [/\bJ\b/] },
  },
  {
    id: 'd18-fact-003',
    kind: 'country_fact',
    text: "Could you tell me what the capital of Canada is? My granddaughter has a school project about it and we're planning a trip there together.",
    expect: { says: ['Ottawa'] },
  },
  {
    id: 'd18-fact-004',
    kind: 'country_fact',
    text: "We're doing a road trip around Ireland in the summer and my husband has never driven on the other side. Which side of the road do they drive on there?",
    expect: { says: [/left/i] },
  },
  {
    id: 'd18-fact-005',
    kind: 'country_fact',
    text: "I'm heading to Tel Aviv for a start-up conference. Is it the shekel they use, and roughly how does tipping work in Israel?",
    expect: { says: [/shekel/i, /10–15%/] },
  },
  {
    id: 'd18-fact-006',
    kind: 'country_fact',
    text: 'The last time I visited Vienna they still paid with schillings! What currency do they use in Austria these days?',
    expect: { says: [/euro/i] },
  },
  {
    id: 'd18-fact-007',
    kind: 'country_fact',
    text: "My daughter is backpacking through Malaysia for a few months and I'd sleep better knowing the emergency number there.",
    expect: { says: ['999'] },
  },
  {
    id: 'd18-fact-008',
    kind: 'country_fact',
    text: "I'm calling a guesthouse in Ljubljana tomorrow to confirm my booking. What's the dialling code for Slovenia?",
    expect: { says: ['386'] },
  },
  {
    id: 'd18-fact-009',
    kind: 'country_fact',
    text: "A colleague told me that in Finland nobody tips and I'd look silly if I did. Is that right?",
    expect: { says: [/not expected/i] },
  },
  {
    id: 'd18-fact-010',
    kind: 'country_fact',
    text: "We're driving from Germany into the Czech Republic next month. Do they drive on the right there, like we do?",
    expect: { says: [/right/i] },
  },
  {
    id: 'd18-fact-011',
    kind: 'country_fact',
    text: 'What time zone is Perth in? My cousin lives there and I never know when to call her.',
    expect: { says: [/Australia\/Perth|UTC\+8|GMT\+8/i] },
  },
  {
    id: 'd18-fact-012',
    kind: 'country_fact',
    text: "I'm visiting the Philippines for my cousin's wedding and someone said they speak English there. Is that true, or should I learn some Tagalog?",
    expect: { says: ['English', 'Tagalog'] },
  },
  {
    id: 'd18-fact-013',
    kind: 'country_fact',
    text: "I'm going to Budapest for my best friend's stag weekend. What money will I need in Hungary?",
    expect: { says: [/forint|HUF/i] },
  },
  {
    id: 'd18-fact-014',
    kind: 'country_fact',
    text: "My grandmother was born in Thessaloniki and we're going back for the first time this summer. What language do they speak there? I assume Greek?",
    expect: { says: ['Greek'] },
  },
  {
    id: 'd18-fact-015',
    kind: 'country_fact',
    text: "Do people in South Korea tip? We're going to Busan and Seoul in the autumn and I don't want to offend anyone.",
    expect: { says: [/not customary/i] },
  },
  {
    id: 'd18-fact-016',
    kind: 'country_fact',
    text: 'Would a plug from Britain work in Hong Kong, or will I need an adapter?',
    expect: { says: [/\bG\b/] },
  },

  // The time now, differences and conversions.
  {
    id: 'd18-time-001',
    kind: 'time_now',
    text: "My daughter just landed in Medellín and hasn't messaged yet. What time is it there right now?",
    expect: { says: ['3:15'] },
  },
  {
    id: 'd18-time-002',
    kind: 'time_now',
    text: "I've got a call with a supplier in Mumbai later and I can never remember the half-hour thing. What time is it in Mumbai at the moment?",
    expect: { says: [/13:45|1:45/] },
  },
  {
    id: 'd18-time-003',
    kind: 'time_now',
    text: 'Is it already evening in Auckland? I was hoping to ring my brother before he goes to bed.',
    expect: { says: [/21:15|9:15/] },
  },
  {
    id: 'd18-diff-001',
    kind: 'time_difference',
    text: 'My fiancé is in Santiago de Chile for work and the time difference is killing us. How many hours are there between Berlin and Santiago?',
    expect: { says: [/4 hours/i] },
  },
  {
    id: 'd18-conv-001',
    kind: 'time_convert',
    text: "When it's 9 in the morning here in Berlin, what time is it in Cape Town?",
    expect: { says: ['10:00'] },
  },

  // Airports.
  {
    id: 'd18-named-001',
    kind: 'airport_named',
    text: "I've got a connecting flight through Incheon next month and a few hours to spare. How far is that airport from Seoul itself?",
    expect: { says: [/4[78] km/] },
  },
  {
    id: 'd18-named-002',
    kind: 'airport_named',
    text: 'Which city is Gardermoen in? My ticket only says OSL Gardermoen and I want to be sure.',
    expect: { says: ['Oslo'] },
  },
  {
    id: 'd18-near-001',
    kind: 'airport_nearest',
    text: "We're spending a week in Giethoorn with the grandchildren this spring. Which airports are nearest to it?",
    expect: { says: [/Lelystad|LEY/] },
  },
  {
    id: 'd18-near-002',
    kind: 'airport_nearest',
    text: "What's the closest airport to Hoi An? We're staying near the old town for a week.",
    expect: { says: [/DAD|Da Nang/] },
  },
  {
    id: 'd18-code-001',
    kind: 'airport_code',
    text: 'My boarding pass says SVQ as the destination, which my travel agent booked for me. Where exactly am I going?',
    expect: { says: [/Sevill[ae]/] },
  },
  {
    id: 'd18-code-002',
    kind: 'airport_code',
    text: 'What airport is CNX? My friend wrote it on a napkin and I forgot to ask.',
    expect: { says: ['Chiang Mai'] },
  },

  // Packing.
  {
    id: 'd18-pack-001',
    kind: 'packing',
    text: "I'm going to Bergen for a week in January for work, and I've never been that far north in winter. What should I pack?",
    expect: { says: [/winter coat|thermal|cold/i] },
  },
  {
    id: 'd18-pack-002',
    kind: 'packing',
    text: "We're going to Da Nang for a beach holiday in July with the kids. What do we need to pack?",
    expect: { says: [/swimwear/i, /sunscreen/i] },
  },

  // What the data does not hold.
  {
    id: 'd18-unk-001',
    kind: 'unknown',
    text: 'My nephew is going to Nairobi for an internship and asked me what plugs they use in Kenya. Would you know?',
    expect: { unknown: true, notSays: [/type [A-O]\b/i] },
  },
  {
    id: 'd18-unk-002',
    kind: 'unknown',
    text: "We're thinking of a quick trip to Porto next weekend. What's the weather going to be like there?",
    expect: { unknown: true, notSays: [/°C/] },
  },
];
