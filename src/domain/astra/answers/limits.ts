// What the app's data never holds, said plainly before anything else is offered: prices and the
// cheapest time to go, forecasts of rates or weather, live flight status, health and safety
// statistics. Astra never guesses these; it says so, then offers what it does have.

import { askingPart } from '../text';

/**
 * `aboutTrips`: what to say instead when the question is about the traveller's own records. `dining`: a
 * meal out is asked, so a night it names is the dinner's, not a stay to book.
 */
type Limit = { pattern: RegExp; say: string; replace: boolean; aboutTrips?: string; dining?: true };

/** Routes inside a city: said plainly, then what the data does hold. */
export const directionsLimit = {
  say: "I don't have directions or routes inside a city (streets, metro lines, bus routes): a maps app shows them, offline too if you save the area first. I can tell you about the city and its sights, its airports, or book an airport transfer or a tour.",
  aboutTrips: "I don't have directions or routes inside a city: a maps app shows the way. Here's what your records hold:",
} as const;

/** Public transport into town from an airport: not held; a transfer is what can be booked. */
export const airportTransportLimit: { say: string; replace: boolean; aboutTrips?: string } = {
  say: "I don't have trains, buses or their timetables into town from airports: the airport's own site lists them. What I can book is a transfer with a driver:",
  replace: false,
};

/** A forecast asked for: the weather of a day to come, not the season's. */
export const forecastAsked =
  /\bforecast\b|\bwill it (?:rain|snow|be (?:sunny|hot|cold|warm))\b|\b(?:is it|it's|it is|its|whether it's|whether it is) (?:going to|gonna) (?:rain|snow|be)\b|\bweather\b[^?.!]*\b(?:tomorrow|today|tonight|this (?:week|weekend)|next (?:week|weekend)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|going to be|gonna be|will be)\b/;

const limits: Limit[] = [
  {
    // "Which metro line goes to Montmartre", "walking directions from the Louvre to Notre Dame", "how do I get
    // to my hotel from the station": routes inside a city. (From or to the airport is a transfer.)
    pattern:
      /^(?![^]*\bairports?\b)[^]*?(?:\bdirections?\b|\b(?:walking|driving) route\b|\bwalk(?:ing)? (?:from|to) (?:the|my|our)\b|\b(?:which|what) (?:metro|subway|tube|underground|bus|tram|train) (?:lines? |numbers? |stops? |stations? )?(?:goes|go|runs|run|stops|do i take|should i take|to take|(?:to|for) (?:get|go))\b|\b(?:which|what) (?:metro|subway|tube|underground|bus|tram) lines?\b|\bhow (?:do|can|should|would) (?:i|we) get (?:from|to) (?:the |my |our )?(?:station|train station|bus station|metro|hotel|museum|cathedral|church|beach|old town|market|port)\b)/,
    say: directionsLimit.say,
    replace: true,
    aboutTrips: directionsLimit.aboutTrips,
  },
  {
    // "Best restaurant near the Eiffel Tower": single places to eat are not in the guides, only a note on eating.
    pattern:
      /\b(?:best|good|nice|cheap|top|recommended?) (?:[a-z]+ )?(?:restaurants?|places? to eat|cafes?|bars?|pubs?|brunch)\b|\b(?:sushi|pizza|ramen|burger|tapas|curry|steak|seafood|coffee|noodle|kebab|taco|dim sum|vegan|vegetarian|fish and chips) (?:places?|spots?|joints?|shops?|restaurants?|bars?)\b|\b(?:restaurants?|cafes?|bars?) (?:near|around|close to)\b|\brecommend (?:a |me a |any )?(?:restaurants?|cafes?|bars?)\b/,
    say: "I don't have reviews or picks of single restaurants, cafés or bars: here's what the city guide says about eating there.",
    replace: false,
    dining: true,
  },
  {
    // "Hotels in Rome" then "cheaper ones?": prices are the partner's; the search is shown again.
    pattern:
      /\bcheaper (?:ones?|options?|hotels?|flights?|cars?|places?|deals?)\b|\b(?:anything|something|any) cheaper\b|\bcheapest (?:ones?|options?)\b/,
    say: "I don't have prices, so I can't pick the cheaper ones: the partner's site sorts by price. Here's the search again:",
    replace: false,
  },
  {
    // "The best beach in Bali": rankings of spots are a judgement the data does not make.
    pattern:
      /\b(?:best|nicest|prettiest|most beautiful|top|quietest) (?:beach(?:es)?|hikes?|hiking trails?|viewpoints?|views?|clubs?|markets?|shopping|islands?|neighbou?rhoods?|parks?|museums?)\b|\bnational (?:dish|dishes|food|drink)\b|\bnightlife\b|\bclubbing\b/,
    say: "I don't have rankings of beaches, hikes, spots or dishes: I answer from city data, not tastes. Here's what I have on the place:",
    replace: false,
  },
  {
    // "Where can I park near the Colosseum": parking is not in the data.
    // ("a hotel with breakfast and free parking in Ghent": parking a stay offers is what the stay is asked to have.)
    pattern:
      /\bwhere (?:can|do|should|could) (?:i|we) park\b|\bparking (?:near|in|by|around)\b(?<!\b(?:hotels?|rooms?|apartments?|accommodation|stay|place to stay|b&b|guesthouse)\b[^.?!]*\bwith\b[^.?!]*)|\bcar parks? (?:near|in)\b/,
    say: "I don't have parking: a maps app shows car parks and their prices. I can find a rental car or a transfer.",
    replace: true,
  },
  {
    // "How long does the ferry from Dover to Calais take": ferries, trains and buses are not searched, so no search follows.
    pattern:
      /\bhow long (?:does|do|is|will|would) (?:the |a )?(?:ferry|ferries|train|trains|bus|buses|coach|boat)\b|\b(?:ferry|train|bus|coach) (?:journey |ride |crossing )?(?:time|duration)\b/,
    say: "I don't have journey times for ferries, trains or buses: the operator's site shows them. I can search flights, or tell you about either place.",
    replace: true,
  },
  {
    // "Is Bruges worth visiting", "how many days should I spend in Rome": a judgement for the traveller to make.
    pattern:
      /\bworth (?:it|visiting|a visit|going|seeing|the (?:money|trip|hype))\b|\bhow (?:many days|long) should (?:i|we) (?:spend|stay)\b|\bhow (?:many days|much time|long) (?:do|would) (?:i|we|you) need (?:in|for|to see)\b|\bhow many days (?:is|are) enough\b/,
    say: "I don't have a judgement of whether it's worth it or how long to stay: that depends on what you want from the trip. Here's what I have on the place:",
    replace: false,
  },
  {
    // "The minimum connection time at Frankfurt": not in the data.
    pattern:
      /\b(?:minimum |min )?(?:connection|connecting|layover) times?\b|\bhow long (?:do i need|is enough) (?:for|to) (?:a )?(?:connection|layover|change planes)\b/,
    say: "I don't have minimum connection times: the airline and the airport's own site give them for your flights.",
    replace: true,
  },
  {
    // "Make it business class", "add a child seat": cabins and extras are chosen on the partner's site.
    pattern:
      /\b(?:business|biz|first|premium economy|economy) class\b|\b(?:premium economy|business|first) (?:seats?|tickets?|fares?|cabin)\b|\bchild (?:car )?seats?\b|\bbooster seats?\b|\bsat ?nav\b|\bgps\b|\b(?:full|extra|excess) (?:insurance|cover)\b|\bextra (?:bags?|legroom)\b/,
    say: "I don't have cabin classes or extras (child seats, insurance, bags) to set: you choose them on the partner's site.",
    replace: false,
  },
  {
    // "automatic pls" after a car search, "with breakfast" after a hotel, "direct only" after a flight: a search's
    // filters are set on the partner's site.
    pattern:
      /\bautomatic(?: (?:cars?|transmission|gearbox))?\b|\bmanual (?:cars?|transmission|gearbox)\b|\b(?:an? )?suv\b|\bconvertible\b|\b(?:with|incl(?:uding|\.)?) breakfast\b|\bbreakfast included\b|\b(?:direct|non-?stop)(?: flights?)? only\b|\bonly (?:direct|non-?stop)\b|\bfree cancell?ation\b|\bsea view\b|\b(?:any |only )?(?:direct|non-?stop) ones\b|^\s*(?:and |any |only |just )*(?:direct|non-?stop)(?: flights?)?\s*\??\s*$|^\s*(?:and |only |just |but )*(?:in the (?:morning|afternoon|evening)|early (?:morning|flights?)|late (?:evening|flights?)|(?:an? )?(?:morning|evening|afternoon|night|red-?eye) flights?)\s*\??\s*$|^\s*(?:and |only |just )*(?:[1-5](?:\s?-\s?|\s)stars?|(?:three|four|five)[ -]stars?)(?: hotels?| only| ones)?\s*\??\s*$|\bwith (?:a )?(?:pool|swimming pool)\b|^\s*(?:and |only |but )?in (?:english|french|spanish|german|italian)\W*$|\b(?:tours?|guides?|guided)\b[^.?!]*\bin (?:english|french|spanish|german|italian)\b/,
    say: "I don't have a search's filters (a direct flight, a time of day, breakfast, a hotel's stars, an automatic car, a tour's language) to set: you choose them on the partner's site.",
    replace: false,
  },
  {
    // "A table for two in Rome tonight": restaurants are not booked here, and none are in the data.
    pattern:
      /\b(?:a )?table for (?:\d+|one|two|three|four|five|six|us|me)\b|\b(?:book|reserve|get) (?:me |us )?(?:a )?(?:table|restaurant|dinner reservation)\b/,
    say: "I don't have restaurant bookings or tables: the restaurant's own site or a booking app takes those. Here's what the city guide says about eating there.",
    replace: false,
    dining: true,
  },
  {
    // "What time is sunrise in Paris": no astronomy in the data.
    pattern:
      /\bsun ?(?:rise|set)s?\b(?! (?:cruises?|tours?|sails?|sailing|boat|dinners?|hikes?|walks?|trips?|cocktails?|drinks?|views?))|\bsun (?:rise|set|come up|go down)s?\b|\bdaylight hours\b|\bhow (?:long|many hours) (?:is|of) (?:the )?daylight\b|\bwhen does it get dark\b/,
    say: "I don't have sunrise or sunset times: a weather app shows them for the day.",
    replace: false,
  },
  {
    // "Best area to stay in Barcelona": a judgement of neighbourhoods the data does not make.
    pattern:
      /\b(?:best|nicest|safest|good|quiet(?:est)?) (?:areas?|neighbou?rhoods?|districts?|parts? of (?:town|the city)|places?) (?:to stay|to live|for (?:a )?(?:hotel|stay))\b|\bwhich (?:area|neighbou?rhood|district) (?:to|should (?:i|we)) stay\b/,
    say: "I don't have recommendations of neighbourhoods to stay in: the hotel search below shows each place on a map with guests' reviews.",
    replace: false,
  },
  {
    // "somewhere warm in December, any ideas": choosing a destination is a judgement, not data.
    pattern:
      /\b(?:somewhere|anywhere) (?:warm|hot|sunny|cheap|nice|cold|snowy|new|different|exotic|romantic|quiet)\b(?![^?.]*\b(?:airports?|(?:before|after) (?:my|our|the) (?:[a-z-]+ )?flight)\b)|\bbest (?:place|places|spot|spots|country|city) to (?:see|go|visit|watch)\b|\bwhere should (?:i|we) go\b(?! in\b)|\b(?:any|some) (?:ideas|suggestions|recommendations) (?:for|on|of) where\b|\bsuggest a (?:destination|place to go)\b|\b(?:suggest|recommend|ideas? for|any ideas for) (?:a |an |some )?(?:good |nice |cheap |short |quick )?(?:weekend|city|day|short|quick)? ?(?:trips?|breaks?|getaways?|escapes?) from\b|\bwhere (?:can|could|should) (?:i|we) go (?:for (?:a |the )?(?:weekend|week|few days) )?from\b/,
    say: "I don't have recommendations of where to go: I answer from city data, not tastes. Name a city or two and I can tell you what that month usually brings there, its sights, and find flights.",
    replace: true,
  },
  {
    // "Which is better, Rome or Florence": a matter of taste; the first place's guide follows.
    pattern: /^(?![^]*\bfor\b)[^]*\bwhich (?:is|one is|city is|place is|country is) (?:better|nicer|best)\b|\bis [a-z ]+ better than\b/,
    say: "I don't have a judgement of which place is better: that's a matter of taste. I can tell you about each one, its sights, what a month usually brings there and its airports:",
    replace: false,
  },
  {
    // "best time to visit Japan": a judgement the data does not make; the season's usual weather follows.
    pattern:
      /\bbest (?:time|month|season|months) (?:of (?:the )?year )?(?:to|for) (?:visit|go|travel|see|a trip)\b|\b(?:a )?(?:good|bad|right|nice) (?:time|month|season) (?:of (?:the )?year )?to (?:visit|go|travel)\b|\bwhen (?:is|'s) (?:the )?best (?:time|month)\b/,
    say: 'I don\'t have a best time to visit: it depends on what you want from the trip. I can tell you what a month usually brings (ask "weather in Tokyo in May"), and here is the city:',
    replace: false,
  },
  {
    // "metro ticket cost", "how much is the bus in Rome": fares of a city's own transport, which no search here sells.
    // A journey between places ("bus tickets to Prague") is a search, not a city's fare.
    pattern:
      /^(?![^]*\b(?:to|from)\s+(?!the (?:city|centre|center|airport)\b)[a-z])[^]*?\b(?:metro|subway|bus|tram|underground|tube|public transport|transit|vaporetto)\b[^?.!]*\b(?:tickets?|fares?|passes?|costs?|prices?|how much)\b|^(?![^]*\b(?:to|from)\s+[a-z])[^]*?\bhow much\b[^?.!]*\b(?:metro|subway|bus|tram|underground|tube|public transport|vaporetto)\b/,
    say: "I don't have public transport fares: the operator's site and the ticket machines show them, and they change. I can tell you how to get around the city or book an airport transfer.",
    replace: true,
  },
  {
    pattern:
      /\bhow much (?:does|do|is|are|was|were|did|will|would|should)\b(?! i tip\b)(?!\s+[$€£¥]?\d)[^?]*\b(?:cost|paid|pay|hotel|room|flight|ticket|night|fare|taxi|cab|uber|ride|transfer|meal|beer|coffee|drink|pint|glass of wine|wine|cocktail|sandwich|dinner|lunch|breakfast|entry|entrance|admission|bus|train|metro|pass)s?\b|\bhow (?:expensive|pricey|cheap)\b|\bis [a-z ]{2,30} (?:expensive|cheap|pricey|affordable)\b|\b(?:is|are) (?:it|they|hotels?|flights?|taxis?|restaurants?|food|things) (?:very |really |too )?(?:expensive|pricey|cheap|affordable)\b|\bcost(?:s)? (?:per night|of living)\b|\bwhat (?:does|do|would|will) [a-z ]+ cost\b|\bprice (?:of|for)\b|\bcheapest (?:month|time|day|week|season)\b|\bcheaper (?:on|in|if|to fly|at)\b|\bwhich (?:is|one is|'s|would be|will be) cheaper\b|\bis (?:it )?cheaper to\b|\bwhen is it cheapest\b|\baverage (?:price|cost)\b/,
    say: "I don't have prices: they change by the minute and are live on the partner's site, which I can open for you.",
    replace: false,
    aboutTrips: "I don't have what you paid: your trip records hold no prices. Here's what they do hold:",
  },
  {
    pattern:
      /\bwill the (?:exchange )?rates? be\b|\brates? (?:be )?(?:next|tomorrow|in a (?:week|month))\b|\bexchange rate forecast\b|\bwill (?:the )?(?:euro|dollar|pound|yen)\b[^?]*\b(?:rise|fall|go up|go down)\b/,
    say: "I don't have forecasts of exchange rates: here is today's rate from the table I hold.",
    replace: false,
  },
  {
    pattern:
      /\btap water\b|\bsafe to drink\b|\bdrink the water\b|\bwater (?:safe|drinkable)\b|\bcovid\b|\bcases\b|\bcrime\b|\bvaccin(?:e|es|ation|ations)\b|\bjabs?\b|\bmalaria\b|\bdisease\b|\bis [a-z ]{2,30} (?:safe|dangerous)\b|\bhow (?:safe|dangerous) is\b|\bsafe (?:for|to (?:visit|travel|go|walk))\b|\b(?:safety|dangerous|travel advice|travel warning)\b/,
    say: "I don't have health or safety information for places: check your government's travel advice and a travel clinic before you go. I can tell you a country's emergency numbers, plugs, currency or time.",
    replace: true,
  },
  {
    pattern:
      /\bopening (?:hours|times)\b|\b(?:shops?|stores?|supermarkets?|museums?|banks?) (?:open|close)\b|\bopen on (?:a )?sundays?\b|\bwhat time does\b[^?]*\b(?:open|close)\b|\bis (?:the )?[a-z' ]+ open\b|\b(?:is|are|it's|its|they're) (?:it |they )?open (?:late|early|until|till|on (?:a )?(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b|\bwhen does\b[^?]*\b(?:open|close)\b|\bclosed on\b/,
    say: "I don't have opening hours: check the place's own website before you go, as they change with the season and holidays.",
    replace: true,
  },
  {
    // ("is ryanair on time today": an airline's day, live, asked with no flight word. "Flight cancelled, I need a hotel in
    // Frankfurt tonight", "a new flight to Amsterdam, mine got cancelled": a cancellation told, with a search asked, is no
    // question about the day's flights.)
    pattern:
      /\bhow (?:busy|crowded)\b|\bqueues? (?:at|for)\b|\bwait(?:ing)? times?\b|\bstrikes?\b|\bdelays? (?:at|on)\b|^(?![^]*\b(?:my|our|mine|ours|need|find|book|rebook|another|new)\b)[^]*\b(?:trains?|buses|flights?|metro|subway|ferr(?:y|ies)|[a-z]+ express)\b[^?]*\b(?:running|cancell?ed|on time|delayed)\b|^(?![^]*\b(?:my|our)\b)\s*(?:is|are) (?:the )?[a-z]+(?: air(?:lines?|ways)?)? (?:running )?(?:on time|delayed|late|cancell?ed)\b/,
    say: "I don't have live information on crowds, queues, strikes or delays: the operator's own site or app shows them on the day.",
    replace: true,
  },
  {
    // "Ferry from Piraeus to Mykonos", "boat times to Capri": sea crossings are neither held nor searched ("a boat trip to
    // Capri" is a tour).
    pattern:
      /^(?![^]*\b(?:flights?|fly|my|our)\b)[^]*(?:\b(?:ferry|ferries|boats?(?! (?:trips?|tours?|rides?|cruises?|excursions?)\b)|hydrofoils?|catamarans?(?! (?:trips?|tours?|cruises?)\b))\b[^?.!]*\b(?:from|to|between|tickets?|times?|timetables?|schedules?)\b|\b(?:from|to)\b[^?.!]*\bby (?:ferry|boat)\b)/,
    say: "I don't have ferry or boat routes, times or tickets: the ferry company's own site sells them. I can search flights between the two places, or find a hotel or a transfer at either end.",
    replace: true,
  },
  {
    pattern: forecastAsked,
    say: "I don't have weather forecasts, only what the season usually brings:",
    replace: false,
  },
  {
    pattern:
      /\b(?:drink|buy|bring) alcohol\b|\balcohol (?:laws?|rules?|allowed)\b|\bspeed limits?\b|\bdriving (?:rules|laws|licen[cs]es?|permits?)\b|\binternational driving permit\b|\bminimum age\b|\bage limit\b|\bdress code\b|\bwhat (?:to|should i|do i) wear (?:to|in|at|for) (?:a |the )?(?:mosque|temple|church|shrine)s?\b|\blaws?\b|\bis it (?:legal|illegal|allowed)\b|\bdrinking age\b|\bcustoms (?:rules|allowance|limits?)\b|\bduty[- ]free (?:allowance|limits?)\b/,
    say: "I don't have local rules and laws (speed limits, driving permits, dress codes, what is allowed): check the government's travel advice for the country before you go.",
    replace: true,
  },
  {
    // "Am I allowed to leave the airport on a 5-hour layover in Doha", "do I need a transit visa": entry and transit rules.
    pattern:
      /\b(?:allowed|able|permitted) to (?:leave|exit|go out of|get out of) (?:the )?(?:[a-z]+ )?airport\b|\b(?:can|may|could) (?:i|we) (?:leave|exit|go out of|get out of) (?:the )?(?:[a-z]+ )?airport\b|\btransit (?:visas?|rules|permits?)\b|\bvisa (?:for|on) (?:a |my |the )?(?:layover|stopover|transit|connection)\b/,
    say: "I don't have entry or transit rules (leaving the airport on a layover, transit visas): the airline and the country's immigration site say what applies to your passport.",
    replace: true,
  },
  {
    // "Can my dog fly in the cabin", "can I bring my cat into the UK": airlines' and countries' rules for pets are not held.
    // Said beside the rest of the answer ("a rental car in Nice so we can bring the dog": the car is still found).
    pattern:
      /\b(?:dogs?|cats?|pets?|puppy|puppies|kittens?)\b[^?.!]*\b(?:fly|flying|cabin|hold|allowed|allow|permitted|into|enter|entry|on (?:the |a )?(?:plane|flight)|rules?|passports?|quarantine)\b|\b(?:fly|flying|travel(?:l?ing)?|bring|take|allow|allows)\b[^?.!]*\b(?:my|our|the|a|your|their)?\s?(?:dogs?|cats?|pets?|puppy|kittens?)\b|\bpets? (?:allowed|rules|passport|friendly)\b/,
    say: "I don't have the rules for travelling with pets (an airline's cabin and hold rules, a country's entry rules): the airline's site and the country's government site give them.",
    replace: false,
  },
  {
    // "Is the Colosseum wheelchair accessible", "it has to take a folding wheelchair": accessibility is not in the data.
    pattern:
      /\bwheel ?chairs?\b|\baccessib(?:le|ility)\b|\bstep-?free\b|\bdisabled (?:access|toilets?|parking|travell?ers?|guests?)\b|\breduced mobility\b|\bmobility (?:aids?|scooters?|needs)\b/,
    say: "I don't have accessibility details (step-free access, wheelchair-friendly rooms or vehicles): the place, the hotel or the operator confirms them, so ask them directly when you book.",
    replace: false,
  },
  {
    // "When is the next Real Madrid home game", "what time is mass at Lourdes on Sunday": events and services are not held.
    pattern:
      /\bwhen (?:is|are|does|do) (?:the )?(?:next )?(?:[a-z]+ ){0,3}(?:home |away )?(?:games?|match(?:es)?|fixtures?|concerts?|gigs?|races?|grand prix|festivals?|kick ?-?off|mass|masses)\b|\b(?:what time|when) (?:is|are|does) (?:the )?(?:mass|masses|church service|kick ?-?off|match|game|race)\b|\b(?:football|soccer|league|club|team'?s?) fixtures?\b|\b(?:match|game|event|concert) (?:schedule|calendar|dates?)\b|\bmass (?:times?|schedule)\b|\bwhat'?s on\b[^?.,;!]{0,30}\b(?:events?|concerts?|games?)\b/,
    say: "I don't have events, fixtures or service times (matches, races, concerts, masses): the club's, organiser's or church's own site lists them.",
    replace: true,
  },
  {
    // "Which resort in the Maldives is best for a honeymoon": a judgement of single hotels; the search follows.
    pattern:
      /\b(?:which|what) (?:resorts?|hotels?|islands?|areas?)\b[^?]*\b(?:best|nicest|most romantic|recommend(?:ed)?)\b|\b(?:best|nicest|most romantic|recommend(?:ed)?(?: a)?) (?:resorts?|hotels?)\b/,
    say: "I don't have reviews or picks of single resorts or hotels: the search below shows guests' reviews and lets you sort by them.",
    replace: false,
  },
  {
    pattern:
      /\bbaggage\b|\bluggage allowance\b|\bluggage (?:limits?|rules?|sizes?|weights?)\b|\bbag (?:sizes?|weights?|limits?)\b|\bhow much luggage\b|\bcarry-?on\b|\bhand luggage\b|\bhow many bags\b|\b(?:bring|take|carry|pack|fly with)\b[^?.!]*\b(?:on(?:to)? (?:the|a) (?:plane|flight|aircraft)|on board|in (?:my|the) (?:hand luggage|cabin bag|carry-?on|checked (?:bag|luggage)))\b|\b(?:power ?banks?|(?:lithium )?batter(?:y|ies)|liquids?|lighters?|e-?cigarettes?|vapes?|razors?|knives|medicines?)\b[^?.!]*\b(?:allowed|permitted|on (?:the|a) (?:plane|flight)|on board|in (?:hand|cabin|checked))\b|\b(?:allowed|permitted) (?:in|on) (?:my |the |a )?(?:checked|hand|cabin|carry-?on)\b/,
    say: "I don't have baggage allowances or what may go on board: they depend on the airline, your fare and the airport's security rules, so check the airline's site or your booking.",
    replace: true,
  },
  {
    pattern:
      /\bhow long (?:is|does|will|would) the (?:flight|train|bus|coach|ferry|journey)\b|\bhow long (?:does it|will it|would it|to) (?:take (?:to )?)?(?:fly|flying|get|go|travel)\b|\b(?:travel|journey) time\b|\bflight (?:time|duration|length)\b|\b(?:cheapest|best|which) airlines?\b|\bhow (?:long|many hours) (?:does it take )?to fly\b|\b(?:which|what) airlines? (?:fly|flies|go|goes|operate)\b/,
    say: "I don't have journey times or which airlines or operators run a route: the search below shows every option with its duration.",
    replace: false,
  },
  {
    // (Not "which terminal tomorrow": a day of theirs asks about their own flight's terminal.)
    pattern:
      /^(?![^]*\b(?:today|tonight|tomorrow|tmrw|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)[^]*(?:\b(?:which|what) terminal\b|\bterminal (?:for|at|does)\b)|\bparking at\b|\bairport parking\b/,
    say: "I don't have terminals or parking for airports: the airport's own site lists which airline uses which terminal.",
    replace: false,
  },
  {
    pattern:
      /\b(?:credit|debit|bank) cards?\b|\bcards? (?:accepted|taken)\b|\b(?:accept|take)s? cards?\b|\b(?:need|bring|carry) cash\b|\bhow much (?:cash|money)\b|\b(?:exchange|change) (?:money|currency|cash)\b|\bwhere (?:can|to|do|should) (?:i|we) (?:exchange|change)\b|\bbureau de change\b|\bcash\b[^?]*\b(?:bring|need|carry|take)\b|\bcash machines?\b|^(?![^]*\b(?:time|clock|o'?clock)\b)[^]*\batms?\b|\bcontactless\b/,
    say: "I don't have where cards are accepted, where to change money or where to find cash machines: your bank can tell you about fees abroad. I can tell you the local currency and its rate from my table.",
    replace: false,
  },
  {
    pattern: /\bvoltages?\b|\bvolts?\b|\b\d{3} ?v\b|(?<!currency |money |unit )\bconverters?\b|\btransformers?\b|\bhertz\b|\bhz\b/,
    say: "I don't have voltages or mains frequencies, only plug types: the label on your charger or hairdryer says which voltages it takes.",
    replace: false,
  },
  {
    // "How long does it take to drive from Nice to Monaco": driving times and road distances are not held.
    pattern:
      /\bhow long (?:is|does|will|would) (?:the|it) (?:drive|walk|ride)\b|\bhow long (?:does it|will it|would it|to) (?:take (?:to )?)?(?:drive|walk|cycle)\b|\b(?:driving|walking) (?:time|distance)\b|\bhow (?:far|long) (?:a|of a) (?:drive|walk)\b/,
    say: "I don't have driving or walking times between places: a maps app gives them, with traffic on the day. I can find a rental car or a transfer.",
    replace: true,
  },
  {
    // "Is there luggage storage at Roma Termini": the services of stations, airports and sights are not in the data.
    pattern:
      /\b(?:luggage|baggage|bag) (?:storage|lockers?|deposit|drop)\b|\bleft luggage\b|\blockers?\b|\bstore (?:my|our|the) (?:bags|luggage|suitcases?)\b|\b(?:free )?wi-?fi (?:at|in) (?:the )?(?:station|airport|terminal)\b|\bshowers? (?:at|in) (?:the )?(?:station|airport|terminal)\b/,
    say: "I don't have the services of stations, airports or sights (luggage storage, lockers, wi-fi, showers): the operator's own site lists them. I can tell you about the city, its airports, or book a transfer.",
    replace: true,
  },
  {
    // "Nearest pharmacy to my hotel": shops and services around a place are not in the data.
    pattern:
      /\b(?:nearest|closest|nearby|near (?:my|our|the))\b[^?]*\b(?:pharmac(?:y|ies)|chemists?|drugstores?|supermarkets?|grocery|grocer(?:y|ies)|atms?|hospitals?|doctors?|dentists?|police stations?|petrol stations?|gas stations?|launderettes?|laundromats?|post offices?)\b|\b(?:pharmac(?:y|ies)|chemists?|drugstores?|supermarkets?|hospitals?|launderettes?|laundromats?)\b[^?]*\b(?:near|nearest|closest|around|nearby)\b/,
    say: "I don't have shops, pharmacies or other services around a place: a maps app finds the nearest, with its opening hours. In an emergency, ask me for the country's emergency number.",
    replace: true,
    aboutTrips:
      "I don't have shops, pharmacies or other services around your places: a maps app finds the nearest. Here's the address your records hold:",
  },
  {
    // "How do I get from Gatwick to Victoria station by train": train, bus and metro routes between spots.
    pattern:
      /\bhow (?:do|can|should|would) (?:i|we) get\b[^?]*\b(?:station|terminus)\b|\b(?:trains?|bus(?:es)?|tube|metro|coach|subway)\b[^?]*\bto [a-z' ]+ station\b/,
    say: "I don't have train, bus or metro routes and timetables: the operator's site or a maps app shows them. I can book a transfer with a driver, or tell you about the city.",
    replace: true,
  },
  {
    // "How do I get from Heathrow into town": public transport in from the airport is not held; a transfer is what can be booked.
    pattern:
      /\bis there an? (?:train|bus|metro|subway|tube|tram)\b[^?]*\b(?:airport|town|city|centre|center)\b|\b(?:train|bus|metro|subway|tube|tram)s? (?:from|to|into) (?:the )?airport\b|\bhow (?:do|can|should|would|to) (?:i |we )?get (?:from|out of) [^?]*?\b(?:into|to) (?:the )?(?:town|city|centre|center|downtown)\b|\bhow (?:do|can|should|would) (?:i|we) get from [a-z' ]+ into [a-z]/,
    say: airportTransportLimit.say,
    replace: false,
  },
  {
    // "Do I need travel insurance", "what's the minimum wage in Spain", "the sales tax in New York", "what continent is Egypt in":
    // insurance, the economy, taxes and geography beyond the country's own facts are not in the data.
    pattern:
      /\b(?:travel|health|medical) insurance\b|\bminimum wage\b|\baverage (?:salary|wage|income)\b|\bcost of living\b|\b(?:sales|tourist|city|hotel|departure) tax(?:es)?\b|\bvat (?:rate|refund)\b|\btax[- ]free shopping\b|\bwhat continent\b|\bwhich continent\b|\bcontinent is\b/,
    say: "I don't have that: insurance, taxes, wages and the like are not in my data. I hold each country's capital, languages, currency, plugs, driving side, emergency numbers, tipping custom, calling code and time zones.",
    replace: true,
  },
  {
    // "How do you say thank you", "what's hello in Japanese": no phrasebook in the data; the languages spoken are.
    pattern:
      /\bhow (?:do|would|can|should) (?:you|i|we) say\b|\bhow to say\b|\btranslat(?:e|ion|or)\b|\bphrase ?books?\b|\b(?:useful|basic|common|local) (?:phrases|words|expressions)\b|\bwhat(?:'s| is| does) (?!the (?:time|currency|money|language)\b)[a-z' ]{1,20} (?:in|mean in) (?:japanese|french|spanish|german|italian|portuguese|dutch|greek|thai|arabic|chinese|mandarin|korean|turkish|vietnamese|hindi|polish|czech|croatian|hungarian)\b|\bsay (?:hello|thank you|thanks|please|goodbye|sorry|cheers) in\b/,
    say: "I don't have phrases or translations: a phrasebook or a translation app has them, offline too. I can tell you which languages are spoken in a country.",
    replace: true,
  },
  {
    pattern: /\buber\b|\blyft\b|\bride-?hailing\b|\bride apps?\b|\bbolt app\b/,
    say: "I don't have which ride-hailing apps work where: check the app itself for the city. I can book a transfer with a fixed driver instead.",
    replace: false,
  },
];

/** What the data cannot answer in this message, if anything: the words to say, and whether they replace the usual answer. */
export function dataLimitOf(lower: string): Omit<Limit, 'pattern'> | undefined {
  // ("Honestly I just want to get away somewhere warm. Could you find flights to Cancún?": what the story around
  // the ask says is not what is asked.)
  const asked = askingPart(lower);
  const limit = limits.find((entry) => entry.pattern.test(asked));
  return (
    limit && {
      say: limit.say,
      replace: limit.replace,
      ...(limit.aboutTrips ? { aboutTrips: limit.aboutTrips } : {}),
      ...(limit.dining ? { dining: limit.dining } : {}),
    }
  );
}
