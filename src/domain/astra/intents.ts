// What the traveller wants: each intent has weighted word patterns; the highest score wins and
// ties go to the earlier intent in `intentRules` (an alert about flights is an alert, not a search).
import type { AstraIntent } from './types';
import { withTravelWordsFixed } from './typos';

type IntentRule = { intent: AstraIntent; patterns: Array<[RegExp, number]> };

export const intentRules: IntentRule[] = [
  {
    // "Add my flight BA15 from LHR to SIN": an item for the trip's plan, not a flight search.
    intent: 'itinerary_add',
    patterns: [
      [/\b(?:add|put|save)\b.*\bflight\b.*\b(?:[a-z][a-z0-9]|\d[a-z])\s?\d{1,4}\b/, 9],
      [/\b(?:add|put|save)\b.*\bflight\b.*\b(?:to|in|on) my (?:trip|itinerary|plan)\b/, 9],
    ],
  },
  {
    intent: 'price_alert',
    patterns: [
      [/\b(?:price|fare)s?\s+alerts?\b/, 4],
      [/\balert me\b|\bnotify me\b|\blet me know (?:when|if)\b|\btell me (?:when|if)\b|\bping me\b/, 4],
      [/\bgets? cheaper\b|\bcheaper than\b/, 2],
      [/\b(?:watch|track|monitor)\b.*\b(?:prices?|fares?|flights?)\b/, 3],
      // Not alert( in pasted script.
      [/\balerts?\b(?!\s*\()/, 2],
      [/\bprice drops?\b|\b(?:drops?|falls?|goes down)\s+(?:below|under|to)\b/, 2],
    ],
  },
  {
    intent: 'clock_add',
    patterns: [
      [/\badd\b.*\b(?:world )?clocks?\b/, 5],
      [/\b(?:world )?clocks?\b.*\badd\b/, 4],
      [/\bput\b.*\bon my (?:world )?clock\b/, 4],
    ],
  },
  {
    intent: 'currency',
    patterns: [
      // (Not "an exchange semester", "exchange students": a stay abroad, not money.)
      [/\bexchange\b(?! (?:semester|students?|year|programmes?|programs?|term|trip|visit|scheme|family|partner))|\bcurrenc(?:y|ies)\b/, 4],
      // Not "convert 10am Tokyo to London": a clock time converts between places, not currencies.
      [/^(?![^]*\d\s?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|[^]*\d:\d{2})[^]*\b(?:convert|conversion)\b/, 4],
      [/\bhow many\s+(?:dollars|euros|pounds|yen|yuan|rupees|won|baht|francs)\b/, 4],
      [/\b(?:how much is|what is|what's|whats)\s+[$€£¥₹฿₩]?\s?\d/, 2],
      [/[$€£¥₹฿₩]\s?\d|\d\s?(?:usd|eur|gbp|jpy|aud|cad|chf|cny|inr|krw|sgd|thb)\b/, 2],
      [
        /\b(?:usd|eur|gbp|jpy|aud|cad|chf|cny|inr|krw|sgd|thb)\s*(?:to|in|into|\/)\s*(?:usd|eur|gbp|jpy|aud|cad|chf|cny|inr|krw|sgd|thb)\b/,
        4,
      ],
      [/\d\s?(?:dollars?|euros?|pounds?|quid|yen|yuan|renminbi|rupees?|won|baht|francs?)\b/, 4],
      [
        /\b(?:dollars?|euros?|pounds?|yen|yuan|rupees?|won|baht|francs?)\s+(?:to|in|into)\s+(?:us |australian |canadian |singapore |swiss )?(?:dollars?|euros?|pounds?|yen|yuan|rupees?|won|baht|francs?)\b/,
        4,
      ],
      [/\brate\b/, 1],
    ],
  },
  {
    intent: 'time',
    patterns: [
      [/\bwhat(?:'s|s| is)? the time\b|\bwhat time is it\b|\btime is it\b|\bwhat time it is\b/, 5],
      // ("My first time in Portugal", "a good time in Rome": time spent somewhere is the story, not the clock.)
      [
        /\blocal time\b|(?<!\b(?:first|last|second|third|every|each|good|great|nice|fun|hard|lovely|wonderful|long|whole|spare|free|some|any|much|more|less|enough|quality|family|my|our|your|this|that) )\btime (?:(?:over|out|down|up) )?(?:in|at|there)\b|\btime difference\b|\btime zone\b|\btimezone\b/,
        4,
      ],
      // "time mexico city?", "auckland time": a short message of a place and the word "time" asks its clock (not a flight's
      // or a check-out's time).
      [
        /^(?=(?:\S+\s*){2,5}$)(?:the )?time (?!to\b|for\b|of\b|off\b|difference|zone|slot)|^(?=(?:\S+\s*){2,5}$)(?!.*\b(?:flight|flights|check|checkin|checkout|travel|journey|drive|driving|boarding|arrival|departure|opening|closing|train|bus|ferry|tour|meeting|dinner|lunch|breakfast|bed|nap|tea|play|my|our|what|good|best|free|spare)\b).+ time\s*\??$/,
        4,
      ],
      [/\bhow many hours (?:ahead|behind)\b|\bahead of\b|\bbehind\b/, 2],
      [
        /\bhours? (?:apart|difference|between|ahead|behind)\b|\btime gap\b|\bdifference in hours\b|\bhow (?:far|much) (?:ahead|behind)\b|\btime now\b|\bcurrent time\b|\bwhat time (?:is that|will it be|would it be|in)\b/,
        5,
      ],
      // A clock time to carry to another place: "6pm in New York", "at 10:30 in Tokyo".
      [/(?<![\d:.£$€])\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|(?<![\d:.£$€])\d{1,2}:\d{2}(?!\d)/, 3],
      [/(?:\d\s?(?:am|pm)|\d:\d{2})\b.*\btime\b/, 3],
      [/\b(?:noon|midday|midnight)\b|\b\d{1,2} in the (?:morning|afternoon|evening)\b/, 3],
      [/\bhow much (?:later|earlier)\b|\btime diff\b/, 5],
      // "which hour is now in Mexico City", "time rn in bangkok": the clock asked in other words.
      [/\b(?:which|what) hour (?:is (?:it )?(?:now|there)|now)\b|\btime (?:rn|atm|right now)\b/, 5],
      // "what day is it in Auckland", "so is it still yesterday there": the day a place's clock is on.
      [
        /\bwhat day is it (?:in|there|now|for)\b|\bis it (?:still |already )?(?:yesterday|tomorrow|the same day|the next day|the day before) (?:there|in|for)\b/,
        5,
      ],
      // "how many hours differance", "time diffrence": the word as typed in a hurry.
      [/\b(?:hours?|time|timezone|time zone) dif+e?r+[ae]?n[cs]e\b/, 5],
      // "difference between london and new york", "seoul vs bangkok time": two places compared by the clock.
      [
        /\bdifference between\b|\bsame time(?: zone)? as\b|\b(?:vs\.?|versus|compared (?:to|with))\b[^?]*\btimes?\b|\btimes?\b[^?]*\b(?:vs\.?|versus)\b/,
        4,
      ],
      // "Is it the middle of the night in LA right now", "is it lunchtime in calcutta yet": what part of the day it is there.
      [
        /\bmiddle of the night\b|\bis it (?:still |already )?(?:night|day|daytime|night-?time|morning|evening|afternoon|dark|light|late|early|(?:lunch|dinner|breakfast|tea|bed) ?time|midnight|noon|(?:office|working|business|opening) hours)(?: yet| already)? (?:in|there)\b/,
        5,
      ],
      [/\bclock\b/, 1],
    ],
  },
  {
    intent: 'packing',
    patterns: [
      [/\bpack(?:ing|ed)?\b/, 4],
      // "Packing for a cruise from Athens", "pack list for a safari": packing asked outright; the kind of trip is what to pack for.
      [/\bpack(?:ing)? (?:list|for)\b|\bwhat (?:to|should (?:i|we)|do (?:i|we)|shall (?:i|we)) pack\b/, 3],
      // Asked politely or around a story: "what would you suggest I bring", "any ideas what I should take",
      // "what would you say I need", "what should I make sure I don't forget".
      [
        /\bwhat (?:(?:would|do|can|could) you (?:suggest|recommend|advise|say)(?: that)? )?(?:i|we) (?:should |must |ought to |need to )?(?:bring|take|pack|wear)\b|\bwhat (?:would|do|can|could) you (?:suggest|recommend|say)(?: that)? (?:i|we) need\b|\b(?:i|we) (?:don'?t|do not) forget\b/,
        4,
      ],
      [
        /\bwhat (?:should|do|must|shall|need) (?:i|we) (?:bring|take)\b|\bwhat to (?:bring|take|wear)\b|\bwhat (?:to|should (?:i|we)) put in (?:my|our|the) (?:luggage|bag|case|backpack)\b|\bsuitcase\b|\bluggage list\b|\bchecklist\b/,
        4,
      ],
      // "Whether to bring a jacket to London", "do I need an umbrella in Lisbon": one garment asked about is packing.
      [
        /\b(?:whether|should|shall|must|do|will|(?:is it |it's |its )?(?:necessary|needed|worth it|worth|a good idea)) (?:i |we )?(?:to |still |should |need to |must )?(?:bring|take|pack|need|wear|bringing|taking|packing) (?:a |an |my |our |some |warm )?(?:jacket|coat|umbrella|sweater|jumper|fleece|raincoat|rain jacket|boots|shorts|gloves|scarf|hat|layers|warm clothes)s?\b/,
        4,
      ],
      [/\bwhat do (?:i|we) (?:wear|need)\b|\bwhat (?:should|do) (?:we|i) (?:need|wear)\b|\bwhat clothes\b|\bclothes (?:to|for)\b/, 4],
      // ("Carry-on essentials for a long flight to Tokyo": what to take on board is packing, not a flight to search.)
      [
        /\b(?:carry[- ]?on|hand luggage|cabin bag) (?:essentials|items|list|must[- ]haves)\b|\bwhat to (?:bring|take|pack) (?:on|for) (?:a|the|my|our) (?:long )?(?:flight|plane)\b/,
        6,
      ],
    ],
  },
  {
    intent: 'lounge',
    patterns: [[/\blounges?\b/, 5]],
  },
  {
    intent: 'esim',
    patterns: [
      [/\be-?sims?\b/, 5],
      // "a data sim", "a local sim for Japan": a SIM for data abroad is what the eSIM partner sells.
      [/\b(?:data|local|prepaid|pre-paid|tourist|travel|foreign) sims?\b|\bsims? (?:card )?(?:for|in|to use in)\b/, 5],
      // ("A data plan for my trip to Japan": the plan is data, not a trip to plan.)
      [/\b(?:mobile )?data plans?\b|\bmobile data (?:for|in|abroad)\b/, 7],
      // ("internet for my phone in Japan", "mobile internet in Spain": data abroad, said plainly.)
      [
        /\binternet (?:for|on) (?:my|our|the|a) (?:phone|mobile|cell ?phone|smartphone)s?\b|\bmobile internet\b|\b(?:phone|mobile) internet\b/,
        6,
      ],
      [/\bsim cards?\b|\bmobile data\b|\bdata plan\b|\broaming\b|\binternet (?:abroad|access)\b|\bdata (?:in|for|abroad)\b/, 4],
      // "My phone plan doesn't work in the States, what can I do for data": data abroad asked for, the plan at home the reason.
      [/\b(?:do|get|use|have|need) (?:for |some |any )?(?:mobile |phone )?data\b|\b(?:phone|mobile|cell) plan\b[^?.]*\b(?:work|cover)/, 5],
    ],
  },
  {
    intent: 'transfer',
    patterns: [
      [/\btransfers?\b|\bshuttle\b|\bairport (?:pick[- ]?up|taxi|ride)\b|\bpick[- ]?up from the airport\b/, 5],
      [/\btaxi\b|\bcab\b|\bchauffeur\b|\bdriver\b/, 3],
      // ("minibus for 15 people from nice airport", "a van from the airport for our group"): a group's ride.
      [
        /\b(?:mini ?bus|mini ?van|van|people carrier|coach)\b[^?.]*\bairport\b|\bairport\b[^?.]*\b(?:mini ?bus|mini ?van|people carrier)\b/,
        5,
      ],
      [/\bfrom the airport\b|\bto the airport\b|\bget (?:from|to) the airport\b/, 3],
      // "I need to get from Nice airport to Monaco": from a named airport to a place, a ride.
      [/\bget (?:from|out of) (?:the )?[\p{L}' -]{0,30}\bairport (?:to|into)\b/u, 4],
      // Between the airport and where they sleep is a transfer, whatever the hotel word adds.
      [/\b(?:from|to) the airport (?:to|from) (?:my|our|the) (?:hotel|accommodation|apartment|resort|airbnb)\b/, 6],
      [/\b(?:taxi|cab|shuttle|transfer|ride|driver)\b.*\b(?:to|from) (?:my|our|the) (?:hotel|accommodation|apartment|resort|airbnb)\b/, 4],
      // ("taxi from cdg to hotel": telegram style, the hotel with no word before it is where the ride goes.)
      [/\b(?:taxi|cab|shuttle|transfer|ride)s? from [\p{L}' -]{2,30} to (?:hotel|accommodation|apartment|resort|airbnb)\b/u, 6],
      // "Picked up at Heathrow and driven to our hotel", "a private car from Bangkok airport to our hotel": a ride with a driver.
      [
        /\b(?:picked up|collected|met) (?:at|from) (?:the )?[a-z' ]*\b(?:airport|heathrow|gatwick|schiphol|changi)\b|\b(?:pick|meet|collect) (?:us|me) (?:up )?(?:at|from)\b[^?.]*\b(?:drive|take|bring) (?:us|me) to (?:the|our|my) (?:hotel|accommodation|apartment|resort|airbnb)\b|\b(?:picked up|collected) (?:at|from)\b[^?.]*\bdriven\b|\bdriven (?:to|from) (?:my|our|the) (?:hotel|accommodation|apartment|resort|airbnb)\b|\bprivate (?:car|driver|ride)\b[^?.]*\b(?:airport|hotel)\b|\b(?:car|ride|someone|somebody) with a (?:private )?driver\b|\b(?:pick|collect) (?:us|me) up\b[^?.]*\b(?:drive|take|bring|get) (?:us|me) (?:to|into)\b/,
        6,
      ],
      // "We land at Gatwick at 9pm and need to get to central London": from where they land into town.
      [/\b(?:land(?:ing)?|arriv(?:e|ing)|fly(?:ing)? into) (?:at |in |into )?[^?]*\b(?:get|go|travel|head) (?:to|into)\b/, 4],
      // "Is there a train from Charles de Gaulle to the city": from somewhere into town is a ride in, not a trip.
      [
        /\b(?:from [a-z'. -]+|get|go|head) (?:to|into) (?:the )?(?:city(?: cent(?:re|er))?|centre|center|town|downtown|old town)\b(?! of\b)/,
        3,
      ],
      // "From Munich airport to the city": between an airport and the town is a transfer.
      [
        /\bairport (?:to|into) (?:the )?(?:city|centre|center|town|downtown|old town)\b(?! of\b)|\b(?:city|centre|center|town|downtown) (?:to|from) (?:the )?(?:[a-z]+ )?airport\b/,
        5,
      ],
    ],
  },
  {
    intent: 'car',
    patterns: [
      [/\bcar (?:rental|hire)\b|\brent(?:al)? (?:a )?car\b|\bhire (?:a )?car\b|\brental cars?\b|\bbook (?:me )?a car\b/, 6],
      // ("The Van Gogh Museum": a van is one to rent or drive.)
      [
        /\bcars?\b|\bdrive\b|\bdriving\b|\bsuv\b|\b(?:a|the|rental|hire|camper|mini|our|my) vans?\b(?! (?:gogh|der|den|de|dyck|eyck)\b)|\b(?:campervans?|minivans?)\b/,
        2,
      ],
      [/^(?:a |the )?(?:rental |hire )?car (?:in|at|for|from)\b/, 4],
      // ("Could you find a car in Seville from the 2nd": a car asked for, with its place.)
      [
        /\b(?:find|get|book|need|want|reserve|arrange|look for|search for)(?: me| us)? (?:a|an) (?:cheap |small |big |automatic |family )?car (?:in|at|for|from)\b/,
        4,
      ],
      // "Can you find me a rental": a rental asked for alone is a car (a flat to rent names itself).
      [
        /\b(?:find|get|book|need|want|reserve)(?: me| us)? (?:a|an) (?:cheap |good |small |big )?rental\b(?!\s+(?:apartment|flat|house|home|property|villa|cottage|cabin|room))/,
        4,
      ],
      // "need wheels in Lisbon": a car in other words.
      [/\b(?:need|want|get|rent|hire|book)\s+(?:some\s+)?wheels\b/, 6],
      // "need a car from the airport": a car to drive is a rental, not a ride.
      [
        /\b(?:need|want|get|book|rent|hire|pick up|collect)\s+(?:me\s+)?(?:a|the)\s+car\b(?!\s+(?:to take|to drive me|with (?:a )?driver))/,
        4,
      ],
    ],
  },
  {
    intent: 'flight',
    patterns: [
      [/\bflights?\b|\bairfares?\b|\bplane tickets?\b|\bair tickets?\b|\bairline tickets?\b/, 5],
      [/\btrains?\b|\brail\b|\bbus(?:es)?\b|\bcoach\b/, 2],
      [/\bhow (?:do|can|should|would) (?:i|we) get (?:there|to)\b/, 3],
      // "fra-jfk biz class", "premium economy to Singapore": a cabin is a flight's.
      [/\b(?:business|biz|first|economy) class\b|\bpremium economy\b/, 4],
      [/\bfly\b|\bflying\b|\bplane\b|\bone[- ]way\b|\breturn tickets?\b|\bround[- ]trip\b|\bnon-?stop\b|\bdirect (?:to|from)\b/, 3],
    ],
  },
  {
    intent: 'hotel',
    patterns: [
      // ("Which airports are within reach of the resort", "how far from the hotel": a place to stay already had, named
      // as where something is, is not one asked for.)
      [
        /(?<!\b(?:of|near|from|around|to) (?:the|our|my) )(?:\bhotels?\b|\bac+om+odations?\b|\bresorts?\b)|\bhostels?\b|\bplaces? to (?:stay|sleep)\b|\b(?:somewhere|anywhere) (?:nice |cheap |quiet )?to (?:stay|sleep|crash)\b|\bwhere to stay\b|\bguest ?house\b|\bb&b\b|\bbed and breakfast\b|\bairbnbs?\b|\b(?:holiday|vacation) (?:rentals?|lets?|apartments?|homes?)\b|\bmotels?\b|\binns?\b|\bryokans?\b/,
        5,
      ],
      [/\b(?:a )?rooms?\b|\bstay\b|\bstaying\b|\bnights?\b|\bcheck-?in\b|\bapartments?\b|\bsuites?\b|\blodging\b/, 2],
      // "fly to Rome and stay 4 nights": a stay of a length is a stay to book.
      [
        /\bstay(?:ing)?\s+(?:(?:for|there|on|in [a-z]+)\s+){0,2}(?:\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few)\s+(?:more\s+)?(?:nights?|weeks?|days?)\b/,
        3,
      ],
      // "Can you book me a room in Madrid": a room to book is a hotel search.
      [
        /\b(?:book|find|get|reserve|need)\s+(?:me\s+|us\s+)?(?:a\s+|an\s+)?(?:double\s+|twin\s+|single\s+|family\s+)?(?:room|apartment|suite)\b/,
        3,
      ],
    ],
  },
  {
    intent: 'tickets',
    patterns: [
      [/\b(?:attraction|museum|entry|entrance|admission|skip[- ]the[- ]line) tickets?\b|\btickets? (?:for|to) (?:the )?(?!\d)/, 5],
      [/\badmission\b|\bentry\b|\bskip[- ]the[- ]line\b|\bmuseum passes?\b|\bcity pass\b/, 3],
      // ("where i buy the entrance", "where can we get entry"): where to buy a way in.
      [/\bwhere (?:(?:can|do|should|could) )?(?:i|we) (?:buy|get|book) (?:the |an? )?(?:tickets?|entry|entrance|admission)\b/, 6],
      // "Would it be possible to book entry to the Acropolis", "get us in to the Alhambra": entry to a sight, booked.
      [/\b(?:book|buy|get|reserve|pre-?book|booking)(?: (?:me|us))? (?:an? )?(?:entry|entrance|admission|access) (?:to|for|into|at)\b/, 6],
      // "Do I need to buy tickets for the Van Gogh Museum beforehand", "book a slot for the Vatican Museums": entry to a sight.
      [
        /\btickets?\b[^?.]*\b(?:museums?|gallery|galleries|palace|castle|cathedral|basilica|zoo|aquarium)\b|\b(?:museums?|gallery|galleries|palace|castle|cathedral|basilica|zoo|aquarium)\b[^?]*\btickets?\b|\b(?:book|reserve|get) (?:me |us )?(?:a |an )?(?:time[- ]?)?slot\b|\btimed entry\b/,
        5,
      ],
      [/\btickets?\b/, 2],
    ],
  },
  {
    intent: 'tours',
    patterns: [
      [
        /\btours?\b|\bexcursions?\b|\bday trips?\b|\bhop[- ]on\b|\bsightseeing bus(?:es)?\b|\btrips? out (?:to|into|in)\b|\bouting\b|\bguided\b|\bactivities\b|\bexperiences\b|\bcooking class(?:es)?\b|\bcruises?\b|\bboat (?:trips?|rides?)\b|\bsafaris?\b|\bsnorkell?ing\b|\bwine tasting\b/,
        5,
      ],
      [/\bthings to do\b|\bwhat to do\b|\bsomething (?:fun |interesting |nice )?to do\b|\bfun things\b/, 3],
      // ("Lovely, and is there anything fun to do there?")
      [/\b(?:anything|something) (?:fun|interesting|nice|good|cool) to do\b|\bis there anything to do\b/, 5],
      // "and what's there to do", "a surf lesson": asked on its own beside another booking.
      [
        /\bwhat(?:'s|s| is)? there to do\b|\b(?:flamenco|fado|tango|cabaret|folk|dance|magic|light) shows?\b|\b(?:pasta|pizza|sushi|food|cooking|baking|pottery|painting|cheese|chocolate)(?:[- ]making)? (?:class(?:es)?|workshops?|lessons?)\b|\b(?:surf(?:ing)?|ski(?:ing)?|snowboard(?:ing)?|diving|scuba|dive|yoga|dance|salsa|sailing|kitesurf(?:ing)?) (?:lessons?|class(?:es)?|courses?)\b/,
        5,
      ],
    ],
  },
  {
    intent: 'trip_plan',
    patterns: [
      [/\bplan(?:ning)?\b.*\b(?:trip|holiday|vacation|getaway|weekend|visit|itinerary|days?|week)\b|\bitinerary\b/, 6],
      [/\b(?:create|make|add|save|start|new)\b.*\btrips?\b/, 5],
      [/\btrip\b|\bholiday\b|\bvacation\b|\bgetaway\b|\bhoneymoon\b|\bgoing to\b|\bvisit(?:ing)?\b/, 2],
    ],
  },
  {
    intent: 'city_info',
    patterns: [
      // "It says PMI at the bottom. Which city is she flying to", "I'm flying into BER, which city is that": the city of a
      // flight's end, asked, not a search.
      [
        /\b(?:which|what) (?:city|town|place|country) (?:is|are|was|were) (?:she|he|they|it|that|this|my [a-z]+|our [a-z]+) (?:flying|going|headed|heading|landing|travell?ing) (?:to|into|in)\b|\b(?:which|what) (?:city|town|place|country) is (?:that|it|this)(?: again| exactly)?\s*[?.!]*\s*$/,
        5,
      ],
      [
        /\btell me about\b|\bwhat(?:'s| is) .* like\b|\bguide (?:to|for)\b|\bcity guide\b|\bfacts? about\b|\binformation about\b|\binfo (?:on|about)\b/,
        5,
      ],
      [
        /\bwhat to see\b|\bsights?\b|\bsightseeing\b|\battractions?\b|\blandmarks?\b|\bmust[- ]see\b|\bworth (?:a )?visit(?:ing)?\b|\bbest time to visit\b/,
        4,
      ],
      [
        /\bairports? (?:in|near|of|for)\b|\bwhich airport\b|\b(?:best|main|closest|nearest) (?:(?:big|main|major|international|commercial|large|real) )?airports?\b|\bwhere to eat\b|\bfood in\b|\bthe food\b|\blocal food\b|\bdining\b|\bgetting around\b|\bpublic transport\b|\bplugs?\b|\btipping\b|\bemergency number\b|\bpopulation\b|\bwhat language\b|\bcurrency in\b|\bsafe\b/,
        4,
      ],
      // "What airport do I fly into for Interlaken": which airport to use, not a flight search.
      [
        /\b(?:which|what) airports? (?:do|should|would|can|could) (?:i|we) (?:fly|use|take|land)\b|\bwhat airports?\b|\bwhere (?:do|should|would|can|could) (?:i|we) fly (?:into|to) for\b|\bfly into where\b|\bfly(?:ing)? into for\b|\bwhere (?:would|should|could|might) (?:i|we|you) (?:actually )?(?:land|fly into)\b|\bwhere do (?:the )?(?:planes|flights) (?:land|fly into)\b/,
        5,
      ],
      [
        /\bweather\b|\bclimate\b|\btemperature\b|\bhow (?:hot|cold|warm)\b|\brain(?:y|s)?\b|\bis it (?:hot|cold|warm|humid|sunny|chilly)\b/,
        4,
      ],
      [/\btips?\b|\badvice\b|\bknow before\b/, 3],
      [/\bexplore\b|\bcities\b|\bdestinations?\b|\brecommend\b|\bsuggest\b/, 1],
    ],
  },
  {
    intent: 'help',
    patterns: [[/\bhelp\b|\bwhat can you do\b|\bwhat do you do\b|\bhow does (?:this|it) work\b|\bwho are you\b|\bwhat are you\b/, 3]],
  },
  {
    intent: 'thanks',
    patterns: [[/^(?:thanks?|thank you|thx|cheers|great|perfect|awesome|brilliant|ok(?:ay)? thanks?)\b/, 3]],
  },
  {
    intent: 'greeting',
    patterns: [[/^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|howdy|hola|bonjour|ciao|yo)\b/, 2]],
  },
];

export type IntentScore = { intent: AstraIntent; score: number };

/**
 * "A hotel close to Fiumicino for an early flight", "a taxi to catch my flight": a flight named as the
 * reason for another booking is not a flight to search.
 */
const flightAsReason =
  /\b(?:for|before|after|to catch|catch) (?:an? |the |my |our )?(?:early |late |morning |evening |night |connecting |long |red-?eye )?(?:flight|plane)\b/g;

/** Every intent that scored, best first. */
export function scoreIntents(typedText: string): IntentScore[] {
  // (The workpiece has read typos already; the same reader again, for text scored as typed.)
  // (Scoring reads the plural of a booking word as the word, "which airports are closest" as "airport", as it always has.)
  const fixed = withTravelWordsFixed(typedText).replace(/\b(flight|hotel|airport|transfer)s\b/g, '$1');
  const lowerText = /\b(?:hotels?|room|stay|taxi|cab|transfer|shuttle|car)\b/.test(fixed) ? fixed.replace(flightAsReason, ' ') : fixed;
  const scores: IntentScore[] = [];
  for (const rule of intentRules) {
    let score = 0;
    for (const [pattern, weight] of rule.patterns) if (pattern.test(lowerText)) score += weight;
    if (score > 0) scores.push({ intent: rule.intent, score });
  }
  // Array.prototype.sort is stable: equal scores keep the rules' order.
  return scores.sort((a, b) => b.score - a.score);
}
