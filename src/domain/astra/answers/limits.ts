// What the app's data never holds, said plainly before anything else is offered: prices and the
// cheapest time to go, forecasts of rates or weather, live flight status, health and safety
// statistics. Astra never guesses these; it says so, then offers what it does have.

/** `aboutTrips`: what to say instead when the question is about the traveller's own records. */
type Limit = { pattern: RegExp; say: string; replace: boolean; aboutTrips?: string };

const limits: Limit[] = [
  {
    // "somewhere warm in December, any ideas": choosing a destination is a judgement, not data.
    pattern:
      /\b(?:somewhere|anywhere) (?:warm|hot|sunny|cheap|nice|cold|snowy|new|different|exotic|romantic|quiet)\b|\bwhere should (?:i|we) go\b(?! in\b)|\b(?:any|some) (?:ideas|suggestions|recommendations) (?:for|on|of) where\b|\bsuggest a (?:destination|place to go)\b/,
    say: "I don't have recommendations of where to go: I answer from city data, not tastes. Name a city or two and I can tell you what that month usually brings there, its sights, and find flights.",
    replace: true,
  },
  {
    // "best time to visit Japan": a judgement the data does not make; the season's usual weather follows.
    pattern:
      /\bbest (?:time|month|season|months) (?:of (?:the )?year )?(?:to|for) (?:visit|go|travel|see|a trip)\b|\bwhen (?:is|'s) (?:the )?best (?:time|month)\b/,
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
      /\bhow much (?:does|do|is|are|was|were|did|will|would|should)\b(?! i tip\b)(?!\s+[$€£¥]?\d)[^?]*\b(?:cost|paid|pay|hotel|room|flight|ticket|night|fare|taxi|cab|uber|ride|transfer|meal|beer|coffee|drink|dinner|lunch|breakfast|entry|entrance|admission|bus|train|metro|pass)s?\b|\bhow (?:expensive|pricey|cheap)\b|\bcost(?:s)? (?:per night|of living)\b|\bwhat (?:does|do|would|will) [a-z ]+ cost\b|\bprice (?:of|for)\b|\bcheapest (?:month|time|day|week|season)\b|\bwhen is it cheapest\b|\baverage (?:price|cost)\b/,
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
      /\btap water\b|\bsafe to drink\b|\bdrink the water\b|\bwater (?:safe|drinkable)\b|\bcovid\b|\bcases\b|\bcrime\b|\bvaccin(?:e|es|ation|ations)\b|\bjabs?\b|\bmalaria\b|\bdisease\b|\bis [a-z ]{2,30} (?:safe|dangerous)\b|\bsafe (?:for|to (?:visit|travel|go|walk))\b|\b(?:safety|dangerous|travel advice|travel warning)\b/,
    say: "I don't have health or safety information for places: check your government's travel advice and a travel clinic before you go. I can tell you a country's emergency numbers, plugs, currency or time.",
    replace: true,
  },
  {
    pattern:
      /\bopening (?:hours|times)\b|\bwhat time does\b[^?]*\b(?:open|close)\b|\bis (?:the )?[a-z' ]+ open\b|\bwhen does\b[^?]*\b(?:open|close)\b|\bclosed on\b/,
    say: "I don't have opening hours: check the place's own website before you go, as they change with the season and holidays.",
    replace: true,
  },
  {
    pattern:
      /\bhow (?:busy|crowded)\b|\bqueues? (?:at|for)\b|\bwait(?:ing)? times?\b|\bstrikes?\b|\bdelays? (?:at|on)\b|^(?![^]*\b(?:my|our)\b)[^]*\b(?:trains?|buses|flights?|metro|subway|ferr(?:y|ies))\b[^?]*\b(?:running|cancell?ed|on time|delayed)\b/,
    say: "I don't have live information on crowds, queues, strikes or delays: the operator's own site or app shows them on the day.",
    replace: true,
  },
  {
    pattern:
      /\bforecast\b|\bwill it (?:rain|snow|be (?:sunny|hot|cold|warm))\b|\bis it (?:going to|gonna) (?:rain|snow|be)\b|\bweather\b[^?.!]*\b(?:tomorrow|today|tonight|this (?:week|weekend)|next (?:week|weekend)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|going to be|gonna be|will be)\b/,
    say: "I don't have weather forecasts, only what the season usually brings:",
    replace: false,
  },
  {
    pattern:
      /\bspeed limits?\b|\bdriving (?:rules|laws|licen[cs]es?|permits?)\b|\binternational driving permit\b|\bminimum age\b|\bage limit\b|\bdress code\b|\bwhat (?:to|should i|do i) wear (?:to|in|at|for) (?:a |the )?(?:mosque|temple|church|shrine)s?\b|\blaws?\b|\bis it (?:legal|illegal|allowed)\b|\bdrinking age\b|\bbring (?:my |our |a )?(?:dogs?|cats?|pets?)\b|\bpets? (?:allowed|rules|passport)\b|\bcustoms (?:rules|allowance|limits?)\b|\bduty[- ]free (?:allowance|limits?)\b/,
    say: "I don't have local rules and laws (speed limits, driving permits, dress codes, what is allowed): check the government's travel advice for the country before you go.",
    replace: true,
  },
  {
    pattern: /\bbaggage\b|\bluggage allowance\b|\bhow much luggage\b|\bcarry-?on\b|\bhand luggage\b|\bhow many bags\b/,
    say: "I don't have baggage allowances: they depend on the airline and your fare, so check the airline's site or your booking.",
    replace: true,
  },
  {
    pattern:
      /\bhow long (?:is|does) the flight\b|\bflight (?:time|duration|length)\b|\bhow (?:long|many hours) (?:does it take )?to fly\b|\b(?:which|what) airlines? (?:fly|flies|go|goes|operate)\b/,
    say: "I don't have flight times or which airlines fly a route: the search below shows every option with its duration.",
    replace: false,
  },
  {
    pattern: /\b(?:which|what) terminal\b|\bterminal (?:for|at|does)\b|\bparking at\b|\bairport parking\b/,
    say: "I don't have terminals or parking for airports: the airport's own site lists which airline uses which terminal.",
    replace: false,
  },
  {
    pattern:
      /\b(?:credit|debit|bank) cards?\b|\bcards? (?:accepted|taken)\b|\b(?:accept|take)s? cards?\b|\b(?:need|bring|carry) cash\b|\bhow much cash\b|\bcash\b[^?]*\b(?:bring|need|carry|take)\b|\bcash machines?\b|\batms?\b|\bcontactless\b/,
    say: "I don't have where cards are accepted or where to find cash machines: your bank can tell you about fees abroad. I can tell you the local currency and its rate from my table.",
    replace: false,
  },
  {
    pattern: /\bvoltages?\b|\bvolts?\b|\b\d{3} ?v\b|(?<!currency |money |unit )\bconverters?\b|\btransformers?\b|\bhertz\b|\bhz\b/,
    say: "I don't have voltages or mains frequencies, only plug types: the label on your charger or hairdryer says which voltages it takes.",
    replace: false,
  },
  {
    pattern: /\buber\b|\blyft\b|\bride-?hailing\b|\bride apps?\b|\bbolt app\b/,
    say: "I don't have which ride-hailing apps work where: check the app itself for the city. I can book a transfer with a fixed driver instead.",
    replace: false,
  },
];

/** What the data cannot answer in this message, if anything: the words to say, and whether they replace the usual answer. */
export function dataLimitOf(lower: string): { say: string; replace: boolean; aboutTrips?: string } | undefined {
  const limit = limits.find((entry) => entry.pattern.test(lower));
  return limit && { say: limit.say, replace: limit.replace, ...(limit.aboutTrips ? { aboutTrips: limit.aboutTrips } : {}) };
}
