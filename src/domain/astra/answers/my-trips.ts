// The traveller's own trips, answered from what the device holds (their trips and the ones shared
// with them, with the plan's items): "when is my flight", "my hotel's address", "what's on
// tomorrow", "how long until my trip", "where am I staying in Rome", "the confirmation number for
// the hotel". Only what the records say: a seat or a phone number not saved is said to be missing,
// and live flight status, baggage rules or prices are not in them.
import { scoreIntents } from '../intents';
import { findFactTopics } from './country-facts';
import { askingPart, oneSlipApart } from '../text';
import type { ItineraryItemFields } from '../../itinerary-schema';
import type { TripFields } from '../../trips';
import { normaliseName } from '../../cities';
import { listInWords } from '../../list-in-words';
import type { AstraContext, AstraLink, AstraPlace } from '../types';
import { datesSentence, hotelsLink, reply, type Draft, type Reply } from './reply';
import { partners } from '../../partners';
import { type tripSubjects } from '../fact-topics';

export type AstraTripRecord = Pick<TripFields, 'title' | 'start_date' | 'end_date' | 'cities'> & { id: string };
export type AstraItemRecord = ItineraryItemFields & { id: string };
export type AstraTripMember = { trip_id: string; display_name: string; role: string };
/** The traveller's trips as the device stores them: their own and those shared with them (never anyone else's). */
export type AstraTrips = { trips: readonly AstraTripRecord[]; items: readonly AstraItemRecord[]; members?: readonly AstraTripMember[] };

export type TripSubject = (typeof tripSubjects)[number];
type Subject = TripSubject;

/** Kinds of booking the plan has no record type for ("a table for dinner", "my rental car"): found only in an item's words. */
const otherBookings = /\b(?:table|restaurant|dinner|lunch|breakfast|rental car|hire car|car|concert|show|spa|massage)\b/;

/** Who travels with them: "who's coming", "who else is going", "who am I travelling with". */
const peoplePattern =
  /\bwho(?:'s|s| is| are| else is| else)? (?:coming|going|joining|travell?ing|on)\b|\bwho (?:am i|are we|is) (?:going|travell?ing|coming)\b|\bwith whom\b|\bwho(?:'s| is)? sharing\b|\bcompanions?\b|\brole\b|\bwho (?:shared|invited|owns|organi[sz]ed|planned|made|set up|created|booked|arranged)\b|\bshar(?:ing|ed) (?:the |my |our |this )?[a-z ]*trip\b|\bwith anyone\b/;

/**
 * "How long is the flight to Amsterdam", "how long the train to Florence takes": the flight or train to a place
 * their trips go to is theirs, said without "my" as second-language writers often do.
 */
export function asksTheirLeg(lower: string, trips?: AstraTrips): boolean {
  const leg =
    /\bhow long (?:is |does |will |takes? |lasts? )?the (flight|plane|train) (?:to|into) ([a-z][a-z .'-]*?)(?: take| last)?\s*\??\s*$/.exec(
      lower,
    );
  if (!trips || !leg || /\b(?:book|find|search|compare|cheap|cheapest|usually|normally|average)\b/.test(lower)) return false;
  const kind = leg[1] === 'train' ? 'transport' : 'flight';
  const place = normaliseName(leg[2]!);
  return trips.items.some((item) => {
    if (item.kind !== kind) return false;
    const to = (item.details as { to?: { city?: string; name?: string } }).to;
    return [to?.city, to?.name].some((name) => name !== undefined && ` ${normaliseName(name)} `.includes(` ${place} `));
  });
}

/** Whether a message asks about the traveller's own plans rather than the world. */
/** The first day after `iso` (a day, YYYY-MM-DD) that is the weekday named ("saturday" after Friday 26 March is the 27th). */
function weekdayAfter(iso: string, weekday: string): string {
  for (let offset = 1; offset <= 7; offset++) {
    const candidate = new Date(Date.parse(`${iso}T00:00:00Z`) + offset * 86_400_000);
    if (candidate.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' }).toLowerCase() === weekday)
      return candidate.toISOString().slice(0, 10);
  }
  return iso;
}

/**
 * "For my trip to Chiang Mai I've got two questions: … which plugs should I bring": a country fact asked for their
 * trip is the place's; their trip is only the reason.
 */
export function asksFactForTheirTrip(lower: string): boolean {
  const recordWords = /\b(?:hotel|flight|train|confirmation|address|booking|reservation|seat|terminal)\b/;
  // ("Our Tokyo trip with Mia is in May. What number do we call in Japan in an emergency?": a fact asked in a question of
  // its own, after a sentence that only tells of their trip, names nothing of theirs.)
  const question = /[.!]\s+([^.!?]+\?)\s*$/.exec(lower)?.[1];
  if (question && findFactTopics(question).length > 0 && !/\b(?:my|our|mine|ours)\b/.test(question) && !recordWords.test(question))
    return true;
  return (
    /\b(?:for|before|on|during|ahead of) (?:my|our) (?:[a-z]+ )?(?:trip|holiday|vacation|visit)\b/.test(lower) &&
    findFactTopics(lower).length > 0 &&
    !recordWords.test(lower)
  );
}

export function asksAboutMyTrips(text: string, trips?: AstraTrips): boolean {
  // "200 pounds left over from my last trip to London": a trip in the past is the story, not their plans.
  const lower = text
    .replace(/\b(?:from|on|during|after|since) (?:my|our) (?:last|previous|past) (?:trip|holiday|vacation|visit)\b/g, ' ')
    // "My phone plan doesn't work in the States": a plan with their carrier is not their travel plans.
    .replace(/\b(?:my|our) (?:phone|mobile|cell|cellphone|data|tariff|roaming) (?:plan|contract|provider)s?\b/g, ' ')
    // "During the summer holidays, how many hours ahead of London is Tokyo": a time of year, not their holiday.
    .replace(
      /(?<!\b(?:my|our) )\b(?:the )?(?:summer|winter|spring|autumn|fall|easter|christmas|xmas|school|half[- ]term|bank|public) (?:holidays?|hols|break|vacation)\b/g,
      ' ',
    )
    // "when r we flying to japan": "r" typed for "are".
    .replace(/\br (?=(?:we|i|u)\b)/g, 'are ');
  // "hw far is the airport from the hotel in rome": how far an airport is, asked of the world's data, not a booking.
  if (/\bhow far\b|\bdistance\b/.test(lower.replace(/\bhw\b/g, 'how')) && /\bairports?\b/.test(lower) && !/\b(?:my|our|i|we)\b/.test(lower))
    return false;
  if (asksFactForTheirTrip(lower)) return false;
  // ("A car for our Rome trip", "flights to Kyoto for my trip": something to find for their trip, which is only the reason;
  // a hotel for it is answered with theirs, or a search where they have none.)
  if (
    /^(?:(?:i|we) (?:need|want|would like|'d like) )?(?:a |an |some |cheap )?(?:flights?|cars?|rental cars?|hire cars?|taxis?|transfers?|tours?|tickets?|e-?sims?)\b[^?]*\bfor (?:my|our|the) (?:[\p{L}]+ ){0,2}(?:trip|holiday|vacation|visit|stay)\b/u.test(
      lower.trim(),
    )
  )
    return false;
  // ("Where can I buy tickets for the Vatican Museums", "book entry to the Colosseum": tickets to buy are a search, even for a
  // sight their own plans name.)
  if (
    /\b(?:where (?:(?:can|do|should|could) )?(?:i|we) (?:buy|get|book)(?: (?:the|an?))?|(?:buy|book|get|purchase|need|want) (?:some |the |skip[- ]the[- ]line |entry |entrance )?)(?:tickets?|entry|entrance|admission)\b/.test(
      lower,
    ) &&
    !/\b(?:my|our)\b/.test(lower)
  )
    return false;
  // ("Our flight got cancelled, we need a car in Lyon from tomorrow": a cancellation told, then something new asked for.)
  if (
    /\bcancell?ed\b/.test(lower) &&
    /\b(?:need|find|book|get|want|looking for)(?: me| us)? (?:a|an|another|new|some)\b/.test(lower) &&
    !/\b(?:is|was|has) (?:my|our)\b[^?.!]*\bcancell?ed\?/.test(lower)
  )
    return false;
  if (asksTheirLeg(lower, trips)) return true;
  // "Where do I pick up my rental car": their own car, even with "rent" in it.
  if (/\b(?:my|our) (?:rental |hire |hired |rented )?car\b/.test(lower) && !/\b(?:book|find|search|compare)\b/.test(lower)) return true;
  // "My flight lands at 6:30 in Tokyo, what time is that at home": a clock time to carry, not a record to read.
  if (
    /\bwhat time (?:is that|will (?:it|that) be|would (?:it|that) be)\b/.test(lower) &&
    /\d\s?(?:am|pm)\b|\d[:.]\d{2}\b|\bnoon\b|\bmidnight\b/.test(lower)
  )
    return false;
  // "Who's coming on the Japan trip", "who am I travelling with": the people on their trips.
  if (
    peoplePattern.test(lower) &&
    (/\b(?:trip|holiday|vacation|getaway|travell?ing|with (?:me|us))\b/.test(lower) || (trips && ownWordIn(lower, trips)))
  )
    return true;
  // "Did I book a table?", "have we booked anything in Rome": a question about what they booked.
  if (/\b(?:did|have) (?:i|we) (?:already )?book(?:ed)?\b/.test(lower)) return true;
  // "When does Mia's flight land in Tokyo": the flight of the trip shared with a companion of theirs.
  if (
    (trips?.members ?? []).some((member) =>
      new RegExp(
        `\\b${normaliseName(member.display_name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:'s|s') (?:flights?|plane|hotel|stay|train)\\b`,
      ).test(lower),
    )
  )
    return true;
  // "Do I have vatican tickets", "do we have tickets for the colosseum": whether their plans hold it.
  if (
    /\b(?:do|did) (?:i|we) (?:already |still )?have (?:(?:the|any|our|my) )?(?:[\p{L}'-]+ ){0,3}?(?:tickets?|bookings?|reservations?)\b/u.test(
      lower,
    )
  )
    return true;
  // "Out of curiosity, what's the code for Gatwick? My booking just says London.": a question with no word of theirs
  // that asks about the world on its own, while their plans are only told in another sentence, is about the world.
  const sentences = lower.split(/(?<=[?.!])\s+/).filter((sentence) => /\p{L}/u.test(sentence));
  if (
    sentences.length > 1 &&
    sentences.some(
      (sentence) =>
        /\?\s*$/.test(sentence) &&
        !/\b(?:my|our|i|we|me|us|i'm|im|i've|we're|we've|mine|ours)\b/.test(sentence) &&
        // (Not one that names something of theirs: "What's the booking number for the hotel in Kyoto?"; but "is there
        // anywhere to stay near Tokyo station" looks for a stay of its own, in a place of theirs.)
        // (A clock asked of a place of theirs, "what time is it in Tokyo right now", is the world's.)
        !(
          trips &&
          ownWordIn(sentence, trips) &&
          !/\bwhat time is it\b|\b(?:right now|currently|at the moment)\b/.test(sentence) &&
          !/\b(?:anywhere|somewhere|a place|places) (?:nice |cheap )?to (?:stay|sleep)\b/.test(sentence)
        ) &&
        !/\b(?:booking|confirmation|reference|ref|address|check[- ]?(?:in|out))\b|\bflight (?:number|no|nr|num|#)/.test(sentence) &&
        ((scoreIntents(sentence)[0]?.score ?? 0) >= 4 ||
          /\b(?:airport|iata|three[- ]letter|3[- ]letter) codes?\b|\bcodes? (?:for|of)\b|\bhow far\b/.test(sentence)),
    ) &&
    sentences.every((sentence) => /\?\s*$/.test(sentence) || !/\b(?:can|could|would|will) you\b|\bplease\b/.test(sentence))
  )
    return false;
  // "Add my flight", "plan my trip", "a taxi to my hotel": something to do, not a question about the plan.
  // ("A lounge before my flight", "a data sim for my trip": what to book for it, their trip only the reason.)
  // ("Before I book a taxi: what time do I land in Rome?", "… wants to book the same flight, so could you tell me my
  // flight number": what the story around the question says they will do is not what they ask.)
  const request = askingPart(lower);
  // "We're heading to the airport now, when does our flight leave", "we're leaving for the airport early tomorrow, what
  // time does the plane take off": the way to the airport is the story; their flight is what is asked.
  if (
    /\b(?:when|what time)\b[^?]*\b(?:the|our|my) (?:flight|plane)\b[^?]*\b(?:leaves?|take (?:off|of)|takes (?:off|of)|depart|departs|boards?|lands?|go|goes)\b/.test(
      request,
    ) &&
    /\b(?:i|we|we're|were|i'm|im|our|my|us)\b/.test(lower) &&
    !/\b(?:book|find|search|compare|cheap|cheapest)\b/.test(request)
  )
    return true;
  // "What time should I leave for the airport tomorrow", "when should we head to the airport on Saturday": when their
  // flight leaves, not a ride to book.
  if (
    /\b(?:when|what time)\b[^?.!]*\b(?:i|we)\b[^?.!]*\b(?:leave|head|set off|go) (?:for|to) the airport\b/.test(request) &&
    !/\b(?:book|taxis?|transfers?|cabs?|shuttle|ride)\b/.test(request)
  )
    return true;
  if (
    /\b(?:add|put|save|book|create|taxis?|transfers?|cabs?|ride|shuttle|private (?:car|driver)|with a (?:private )?driver|picked up|pick (?:us|me) up|driven|rent|hire|find|search|compare|pack|packing|alert|watch|lounges?|e-?sims?|sim cards?|(?:data|local|prepaid) sims?|mobile data|data plans?|roaming)\b/.test(
      request,
    ) ||
    /\b(?:plan|make|start) (?:a|an|my|our|me|the|new)\b/.test(request) ||
    // ("Could I get a rental car for my Rome trip?": a car to find for it, not one they booked.)
    /\b(?:a|an|any|some) (?:rental|hire|hired) cars?\b|\bcar (?:rental|hire)\b/.test(request) ||
    /\b(?:from|to) the airport\b|\bget (?:me|us) (?:from|to)\b/.test(request)
  )
    return false;
  // "Remind me what the hotel's called", "the name of the hotel again": the name of a stay is asked of theirs.
  if (
    /\bwhat (?:the|our|my) hotel(?:'s| is)? called\b|\bwhat(?:'s| is)? (?:the|our|my) hotel called\b|\bname of (?:the|our|my) hotel\b/.test(
      lower,
    )
  )
    return true;
  // "What time is the vatican tour", "anything I need to bring to the client workshop": something of theirs named, asked about.
  // ("How far is Ciampino from the Colosseum" asks about the sight, not their tour there.)
  if (
    trips &&
    // ("What about tickets for the Vatican" asks for tickets to buy, not about their Vatican tour.)
    !(/\bhow far\b|\bdistance\b|\bairports?\b|\btickets? (?:for|to|into)\b/.test(lower) && !/\b(?:my|our|i|we)\b/.test(lower)) &&
    // ("is the rijksmusem tomorrow or friday": asked yes or no.)
    /\b(?:what|whats|which|when|where|how|anything|need|bring|did|address)\b|\?|^(?:is|are) (?:the|my|our)\b/.test(lower) &&
    trips.items.some((item) => trips.trips.some((trip) => trip.id === item.trip_id) && namedIn(item, lower))
  )
    return true;
  // "The Kyoto hotel", "the train to Florence", "hotel address rome", "the Japan trip with Mia": a
  // booking of the kind they hold, tied to one of their own places or companions.
  if (trips && ownWordIn(lower, trips)) {
    // ("how many nights in rome", a place of theirs: how long they stay there, not a stay to search.)
    if (/^(?:and )?how (?:many|much) (?:nights|days)\b/.test(lower.trim()) && !/\b(?:should|book|find|search|need|recommend)\b/.test(lower))
      return true;
    const kinds = '(?:hotel|flight|train|tour|trip|stay|booking|reservation|hike|holiday)s?';
    if (new RegExp(`\\b(?:the|my|our) (?:[a-z]+ ){0,2}${kinds}\\b`).test(lower) && !/\b(?:best|cheap|cheapest|good|nice|top)\b/.test(lower))
      return true;
    if (
      /\b(?:address|confirmation|booking ref|reference|check[- ]?in|check[- ]?out|terminal|seat|airline|phone number)\b/.test(lower) &&
      new RegExp(`\\b${kinds}\\b`).test(lower)
    )
      return true;
    // "Whats the address in Kyoto": the only addresses held in one of their places are their stays'.
    if (
      /\b(?:what|whats|where)\b[^?]*\baddress\b/.test(lower) &&
      !/\b(?:of|for) (?:the )?(?!hotel)[a-z]+ (?:museum|station|airport|embassy|consulate)\b/.test(lower)
    )
      return true;
  }
  return (
    /\bwhat time (?:do|does|did|will|is|am|are) (?:i|we|my|our)\b/.test(lower) ||
    // "What time does mine leave?" (beside a colleague's flight): their own, as against someone else's.
    /\b(?:what time|when) (?:does|do|will) (?:mine|ours) (?:leave|depart|take off|land|arrive|get in|go)\b/.test(lower) ||
    /\b(?:my|our)\s+(?:[a-z]+\s+){0,2}(?:flights?|hotels?|stays?|trips?|plans?|itinerary|bookings?|reservations?|confirmations?|seats?|trains?|tours?|schedule|rooms?|holiday|vacation|accommodation)\b/.test(
      lower,
    ) ||
    /\bwhen (?:do|did|am|are|will|should) (?:i|we) (?:fly|leave|land|arrive|check|depart|go|get)\b/.test(lower) ||
    // "What day do I fly to Tokyo", "what date are we leaving", "which day we're back home".
    /\bwhat (?:day|date) (?:do|did|am|are|will|should) (?:i|we)\b/.test(lower) ||
    /\b(?:what|which) (?:day|date) (?:i'?m|we'?re|i am|we are|are we|am i) (?:back|home|leaving|flying|arriving|landing|returning)\b/.test(
      lower,
    ) ||
    // "What's on on 10 April": a day of their plans, however the day is written.
    /\bwhat(?:'s|s| is)? on\b[^?]*\b\d{1,2}(?:st|nd|rd|th)?\b/.test(lower) ||
    // "Which terminal do I leave from", "which airline am I flying", "what have I got", "did I book a table".
    /\b(?:am|are|do|did|have|will|can) (?:i|we) (?:flying|leaving|landing|arriving|departing|leave|land|arrive|depart|check(?:ing)? (?:in|out)|got|booked|book)\b|\bdid (?:i|we) get\b/.test(
      lower,
    ) ||
    /\bwhere (?:am i|are we|do i|do we|will i|will we|did i|did we) (?:staying|stay|sleeping|sleep|booked)\b/.test(lower) ||
    // Written without the helping verb, as in other languages: "where i sleep in tokyo", "when my plane go to Amsterdam".
    /\bwhere (?:i|we) (?:stay|sleep|am staying|are staying|will stay|will sleep)\b/.test(lower) ||
    // ("In which hotel I sleep in Tokyo", "what hotel we stay at in Rome".)
    /\b(?:which|what) (?:hotel|accommodation|place)\b[^?.!]*\b(?:i|we) (?:sleep|stay|am staying|are staying|will stay|will sleep)\b/.test(
      lower,
    ) ||
    /\bwhen (?:is |does |do |will )?(?:my|our) (?:plane|flight|train)s? (?:go|goes|leave|leaves|fly|flies|depart|departs|is|arrive|arrives|land|lands)\b/.test(
      lower,
    ) ||
    /\bwhat(?:'s|s| is)? on\b[^?]*\b(?:tomorrow|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \d|(?:this|next) weekend)/.test(
      lower,
    ) ||
    // "anything on this weekend", "anything planned for friday": whether their plans hold something that day.
    /^(?:(?:so|and|ok|okay),? )?(?:is there |have (?:i|we) got |do (?:i|we) have )?anything (?:on|planned|booked|happening)\b[^?]*\b(?:tomorrow|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \d|(?:this|next) weekend)/.test(
      lower,
    ) ||
    /\bwhat(?:'s|s| is) the plan\b|\bwhat the plan is\b|\b(?:the|my|our) plan (?:is )?(?:for|on)\b/.test(lower) ||
    // "I'd like to know what time the museum visit is": the time of a visit, tour or hike of theirs.
    /\bwhat time\b[^?.!]*\bthe (?:[a-z]+ )?(?:visit|tour|hike|workshop)(?: is| starts| begins)?\s*(?:[?.!,]|$)/.test(lower) ||
    /\bwhen(?:'s| is|s) (?:the|my|our) (?:[a-z]+ )?(?:visit|tour|hike|workshop)\s*(?:[?.!,]|$)/.test(lower) ||
    // "And remind me which terminal it leaves from": a terminal or gate asked of a departure is theirs.
    /\bwhich (?:terminal|gate)\b[^?.!]*\b(?:leave|leaves|depart|departs|go|goes)\b/.test(lower) ||
    // "We leave for Japan from which airport again": the question word left to the end.
    (/\b(?:i|we) (?:leave|fly|depart)\b[^?.!]*\bfrom which (?:airport|terminal)\b/.test(lower) &&
      !/\bhow (?:do|can|should) (?:i|we)\b/.test(lower)) ||
    /\bwhat (?:have|do) (?:i|we) (?:got|have) (?:on|planned)\b/.test(lower) ||
    // ("Everything I've got planned in Rome", "what we've booked for Kyoto".)
    /\b(?:what|everything|anything) (?:i|we)(?:'ve| have)(?: got)? (?:on|planned|booked)\b/.test(lower) ||
    /\bwhat(?:'s|s| is)? planned\b|\bwhat (?:am i|are we|i'?m|we're|were) doing\b|\bwhat do (?:i|we) have on\b/.test(lower) ||
    // "Do I have a hotel booked in Rome", "when's checkout in Kyoto", "where am I on the 10th", "my airline to Rome".
    /\bdo (?:i|we) have (?:a|an|any|my|our)\s+(?:[a-z]+\s+)?(?:hotel|flight|train|room|stay|tour|booking|reservation)s?\b/.test(lower) ||
    /\bwhen(?:'s| is|s) (?:the |my |our )?check-?(?:in|out)\b/.test(lower) ||
    /\bwhere (?:am i|are we|will i be|will we be) (?:on|staying|sleeping)\b/.test(lower) ||
    // ("In two weeks where will I be", "where am I on friday": where their plans put them on a day.)
    /\bwhere (?:will|shall) (?:i|we) be\b(?! (?:able|allowed)\b)/.test(lower) ||
    // ("Where am I two weeks from today", "where are we tomorrow night": where their plans put them on a day.)
    /\bwhere (?:am i|are we|i am|we are)\b[^?.!]*\b(?:today|tonight|tomorrow|from (?:today|now)|in (?:a|\d+|one|two|three|four|five|six|ten) (?:days?|weeks?)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b/.test(
      lower,
    ) ||
    /\b(?:my|our) (?:[a-z]+ )?airlines?\b/.test(lower) ||
    /\b(?:have|got) (?:i |we )?(?:anything|something) (?:booked|planned|on)\b|\bdo (?:i|we) have anything\b|\bwhen do (?:i|we) leave\b|\b(?:booked|planned|reserved) for (?:me|us)\b/.test(
      lower,
    ) ||
    /\b(?:which|what) (?:hotel|flight|train|airline|terminal|seat|gate|room|platform)s? (?:number )?(?:am i|are we|did i|did we|do i|do we|i booked|we booked|have i|have we|i'm|we're|we are|i am|is booked|are booked|was booked|were booked|is reserved|have we got|do we have)\b/.test(
      lower,
    ) ||
    countdownPattern.test(lower) ||
    /\bwhat trips\b|\bcoming up\b/.test(lower) ||
    // ("The confirmation no. for the park hotel", "reservation nr".)
    /\bbooking ref(?:erence)?\b|\bconfirmation (?:number|code)\b|\b(?:confirmation|booking|reservation) (?:no|nr|num|#)(?![a-z])/.test(
      lower,
    ) ||
    // "flight number to tokyo?": a number only a booking holds.
    (/\bflight (?:number|no|nr|num|#)/.test(lower) && !/\b(?:add|save|track|status|delayed|on time)\b/.test(lower)) ||
    // "What's happening on the 10th of April": a day of their plans.
    /\bwhat(?:'s|s| is)? (?:happening|going on)\b[^?]*\b(?:\d{1,2}(?:st|nd|rd|th)?|tomorrow|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.test(
      lower,
    ) ||
    /\bwhen do i check (?:in|out)\b/.test(lower) ||
    // "How many nights am I in Amsterdam", "how long are we in Kyoto".
    /\bhow (?:many nights|long) (?:am i|are we|do i|do we|will i|will we)\b/.test(lower) ||
    // "Whats tomorrow look like", "how does friday look": a day of their plans.
    dayLooksPattern.test(lower) ||
    // "Which terminal tomorrow", "what gate today": a detail of their flight that day.
    /^(?:which|what) (?:terminal|gate|seat)s?\b[^?.!]*\b(?:today|tonight|tomorrow|tmrw|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.test(
      lower.trim(),
    ) ||
    // Telegram style: "checkout sat?", "train florence when", "flight rome what time": a record of theirs asked, with no
    // dates or counts to search with.
    (/^(?:check ?-?out|check ?-?in|flight|train|seat|gate|terminal)s?\b(?:\s+[a-z]+){0,3}\s*\?*\s*$/.test(lower.trim()) &&
      /\?|\bwhen\b|\bwhat time\b|\btime\b|\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b/.test(lower) &&
      !/\b(?:book|find|search|cheap|cheapest|to|from)\b/.test(lower)) ||
    // "Am I travelling today", "do I have something on Friday", "my first thing tomorrow", "tomorrow's flight": their plans
    // that day.
    /\b(?:am|are) (?:i|we) (?:travell?ing|going anywhere|away)\b[^?.!]*\b(?:today|tonight|tomorrow|this week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.test(
      lower,
    ) ||
    /\b(?:do|have) (?:i|we) (?:got |have )?something (?:on |planned |booked )?(?:today|tonight|tomorrow|on|this)\b/.test(lower) ||
    /\b(?:first|last|next) thing\b[^?.!]*\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.test(
      lower,
    ) ||
    /\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)'?s (?:flight|train|hotel|check-?in|check-?out|plans?)\b/.test(
      lower,
    ) ||
    // "Which hotel tonight", "what flight tomorrow", "which hotel on friday": theirs that day, with nothing to search for.
    (/\b(?:which|what) (?:hotel|flight|train)s? (?:tonight|today|tomorrow|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/.test(
      lower,
    ) &&
      !/\b(?:book|find|search|cheap|cheapest|compare|best|good|recommend)\b/.test(lower)) ||
    // "At which hour must I be in the airport tomorrow": when their flight leaves.
    /\b(?:i|we)\b[^?.!]*\b(?:be|get|arrive) (?:in|at|to) the airport\b/.test(lower)
  );
}

/** "What does tomorrow look like", "whats friday look like", "how does the weekend look". */
const dayLooksPattern =
  /\b(?:what(?:'s|s| is| does| will)?|how(?:'s| does| is)?) (?:my |our )?(?:tomorrow|today|tonight|(?:this |the )?weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the day) (?:look|looks|looking)(?: like)?\b/;

/** The words only this traveller's plans hold: their trips' cities and titles, the places of their items, their companions. */
function ownWordsOf(trips: AstraTrips): string[] {
  const generic = new Set(['trip', 'with', 'long', 'weekend', 'work', 'holiday', 'getaway', 'visit', 'tour', 'hotel', 'airport']);
  const words = new Set<string>();
  const add = (text: string | undefined) => {
    if (!text) return;
    const name = normaliseName(text);
    if (name.length >= 3 && !generic.has(name)) words.add(name);
  };
  for (const trip of trips.trips) {
    for (const city of trip.cities) add(city.name);
    for (const word of normaliseName(trip.title).split(' ')) if (word.length >= 4) add(word);
  }
  // Where their flights leave from first is home ("flights from Berlin"), not a place of the trip.
  const home = new Set(
    trips.trips.flatMap((trip) => {
      const first = sortItems(trips.items.filter((item) => item.trip_id === trip.id && item.kind === 'flight'))[0];
      return first?.kind === 'flight' && first.details.from.city ? [normaliseName(first.details.from.city)] : [];
    }),
  );
  for (const item of trips.items) for (const city of itemCities(item)) if (!home.has(normaliseName(city))) add(city);
  for (const member of trips.members ?? []) add(member.display_name);
  // "The KLM flight": the airlines of their flights.
  for (const item of trips.items) if (item.kind === 'flight') add(item.details.airline);
  return [...words];
}

function ownWordIn(lower: string, trips: AstraTrips): boolean {
  const text = ` ${normaliseName(lower)} `;
  // "Mias role": a companion's name with a possessive typed without its apostrophe counts too.
  return ownWordsOf(trips).some((word) => text.includes(` ${word} `) || text.includes(` ${word}s `));
}

/** "How long until my trip", "how many days is it until we go", "how long do we have till Rome". */
const countdownPattern =
  /\bhows? (?:long|many days|many weeks|soon|much time)(?: (?:is it|is there|are there|do (?:i|we) have|have (?:i|we) got|left))? (?:until|till|til|before)\b|\bhow (?:long|many (?:more )?(?:days|weeks)) (?:do|must|will) (?:i|we) (?:still )?(?:have to |need to )?wait\b/;

function subjectsOf(lower: string): Subject[] {
  const subjects: Subject[] = [];
  if (
    /\bhows? (?:long|many days|many weeks|soon) to\b/.test(lower) ||
    countdownPattern.test(lower) ||
    /\bwhen does (?:my|our) [a-z ]*trip (?:start|begin)\b|\bwhen (?:is|does) (?:my|our|the) [a-z ]*trip\b/.test(lower)
  )
    subjects.push('countdown');
  if (/\bwhat trips\b|\b(?:trips|plans) (?:do|have) (?:i|we)\b|\bcoming up\b/.test(lower) && !subjects.length) subjects.push('list');
  if (
    /\bwhen do (?:i|we) leave\b|\bplanes?\b|\b(?:i'?m|we'?re|i am|we are) leaving\b|\b(?:does|do|will) (?:it|mine|ours|my flight|our flight) leave\b|\bflights?\b|\bfly\b|\bflying\b|\bland\b|\blanding\b|\bdepart|\btake off\b|\bseat\b|\bgate\b|\bterminal\b|\bairline\b|\bthe one back\b|\breturn flight\b|\bbaggage\b|\bleave from\b|\b(?:at|in|to|for) the airport\b|\bwhen do (?:i|we) (?:get|arrive) (?:to|in|into|there)\b|\b(?:get|come|go|fly|head) (?:back|home)\b|\b(?:am i|are we|will i be|will we be|i'?m|we'?re|i am|we are) (?:back|home)\b/.test(
      lower,
    )
  )
    subjects.push('flight');
  // "What time do we arrive in Tokyo": arriving, with no other way of travel named, is the flight.
  // ("When do we go to Kyoto", "what day are we travelling to Rome": the way there, by air or else by the ride that gets there.)
  else if (
    (/\barriv(?:e|es|al|ing)\b/.test(lower) ||
      /\b(?:when|what day|which day) (?:do|are|will|shall) (?:i|we) (?:go|going|travel|travell?ing|head|heading) (?:to|into)\b/.test(
        lower,
      )) &&
    !/\b(?:trains?|bus|ferry|transfer)\b/.test(lower)
  )
    subjects.push('flight');
  if (
    /\bhotels?\b|\bstay(?:ing)?\b|\bsleep|\bcheck(?:-| )?(?:in|out)\b|\baddress\b|\baccommodation\b|\broom\b|\bnights\b|\bcheck-?(?:in|out)\b|\bwhere (?:am i|are we|will i be|will we be)\b/.test(
      lower,
    )
  )
    subjects.push('stay');
  if (/\btrains?\b|\bbus\b|\bferry\b|\btransfer\b/.test(lower)) subjects.push('transport');
  if (/\btours?\b|\bvisit\b|\bmuseum|\bhike\b|\bworkshop\b|\bactivit/.test(lower)) subjects.push('activity');
  if (peoplePattern.test(lower)) subjects.push('people');
  if (subjects.length === 0 && otherBookings.test(lower)) subjects.push('other');
  // ("Have I got anything on the 10th?", "do we have anything planned that day": a day of their plans.)
  if (
    dayLooksPattern.test(lower) ||
    /\b(?:first|last|next) thing\b|\b(?:do|have) (?:i|we) (?:got |have )?something\b|\b(?:am|are) (?:i|we) (?:travell?ing|going anywhere|away)\b|\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)'?s plans?\b/.test(
      lower,
    ) ||
    /\bwhat(?:'s|s| is)? (?:on|happening|going on)\b|\bwhat (?:have|do) (?:i|we) (?:got|have)\b|\bwhat (?:i|we)(?:'ve| have) got on\b|\bplan (?:is )?(?:for|on)\b|\bschedule\b|\bagenda\b|\bplanned\b|\bwhat (?:am i|are we|i'?m|we're|were) doing\b|\b(?:have (?:i|we) got|do (?:i|we) have|(?:i|we)(?:'ve| have)? got) (?:anything|something) (?:on|planned|booked)\b|^(?:(?:so|and|ok|okay),? )?(?:is there )?anything (?:on|planned|booked|happening)\b/.test(
      lower,
    )
  )
    subjects.push('day');
  return subjects;
}

// Made on first use: the chat's chunk loads with Home, and a first Intl formatter is slow to make.
let dayFormat: Intl.DateTimeFormat | undefined;
const dayOf = (localDateTime: string) => localDateTime.slice(0, 10);
const timeOf = (localDateTime: string) => localDateTime.slice(11, 16);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function dayWords(day: string, today: string): string {
  const words = (dayFormat ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })).format(new Date(`${day}T12:00:00Z`));
  const apart = daysBetween(today, day);
  return apart === 0 ? `today, ${words}` : apart === 1 ? `tomorrow, ${words}` : words;
}

const sameName = (a: string | undefined, b: string | undefined) => Boolean(a && b && normaliseName(a) === normaliseName(b));

/** Whether a record's place is the place asked about (by city name). */
function isAt(place: AstraPlace, ...names: Array<string | undefined>): boolean {
  return names.some((name) => sameName(name, place.name) || sameName(name, place.airport_name));
}

function itemCities(item: AstraItemRecord): string[] {
  switch (item.kind) {
    case 'flight':
      return [item.details.to.city ?? '', item.details.from.city ?? ''];
    case 'stay':
      return [item.details.place.city ?? item.details.place.name];
    case 'transport':
      return [item.details.to.city ?? item.details.to.name, item.details.from.city ?? item.details.from.name];
    case 'activity':
      return [item.details.place?.city ?? item.details.place?.name ?? ''];
    default:
      return [];
  }
}

function itemCountries(item: AstraItemRecord): string[] {
  switch (item.kind) {
    case 'flight':
      return [item.details.to.country_code ?? ''];
    case 'stay':
      return [item.details.place.country_code ?? ''];
    case 'transport':
      return [item.details.to.country_code ?? '', item.details.from.country_code ?? ''];
    case 'activity':
      return [item.details.place?.country_code ?? ''];
    default:
      return [];
  }
}

/** Minutes between take-off and landing, each local time read in its airport's zone; undefined without both zones. */
function flightMinutes(flight: Extract<AstraItemRecord, { kind: 'flight' }>['details']): number | undefined {
  const instant = (local: string, zone: string | undefined) => {
    if (!zone) return undefined;
    const wall = Date.parse(`${local}:00Z`);
    const offset = (at: number) => {
      const shown = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(at));
      return Date.parse(`${shown.replace(', ', 'T')}:00Z`) - at;
    };
    return wall - offset(wall - offset(wall));
  };
  const leaves = instant(flight.depart_local, flight.from.timezone);
  const lands = instant(flight.arrive_local, flight.to.timezone);
  return leaves === undefined || lands === undefined || Number.isNaN(leaves) || Number.isNaN(lands)
    ? undefined
    : Math.round((lands - leaves) / 60_000);
}

function flightLine(item: Extract<AstraItemRecord, { kind: 'flight' }>, today: string, lower: string): string {
  const flight = item.details;
  const number = flight.flight_number
    ? `**${flight.flight_number}**${flight.airline ? ` (${flight.airline})` : ''}`
    : (flight.airline ?? 'Your flight');
  const from = `${flight.from.city ?? flight.from.name} (${flight.from.code})`;
  const to = `${flight.to.city ?? flight.to.name} (${flight.to.code})`;
  const landsDay = dayOf(flight.arrive_local) !== dayOf(flight.depart_local) ? ` on ${dayWords(dayOf(flight.arrive_local), today)}` : '';
  const extras = [
    flight.terminal ? `terminal ${flight.terminal}` : '',
    flight.seat ? `seat ${flight.seat}` : '',
    flight.confirmation ? `confirmation **${flight.confirmation}**` : '',
  ].filter(Boolean);
  const parts = [
    `Your flight ${number} from ${from} to ${to} leaves on **${dayWords(dayOf(flight.depart_local), today)} at ${timeOf(flight.depart_local)}** and lands at **${timeOf(flight.arrive_local)}**${landsDay} (local times).`,
  ];
  if (extras.length) parts.push(`${extras.join(', ').replace(/^./, (letter) => letter.toUpperCase())}.`);
  if (/\bseat\b/.test(lower) && !flight.seat) parts.push("There's no seat saved for this flight: check in with the airline to choose one.");
  if (/\bgate\b/.test(lower)) parts.push("I don't have gate numbers: the airport's boards show them on the day.");
  // "How long is my flight": from the booking's own times, each read on its airport's clock.
  const minutes = flightMinutes(flight);
  if (/\bhow long\b|\bduration\b|\bflight time\b/.test(lower) && minutes !== undefined && minutes > 0)
    parts.push(
      `That's **${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}** in the air, by the times on the booking.`,
    );
  if (/\bdirect\b|\bnon-?stop\b|\bstop ?over\b|\blay ?over\b|\bconnection\b|\bchange planes\b/.test(lower))
    parts.push("I don't have whether it stops on the way: the booking holds one flight between these two airports.");
  if (/\bcheck(?:-| )?in online\b|\bonline check-?in\b/.test(lower))
    parts.push("I don't have the airline's online check-in: its site or app opens it, usually a day or two before the flight.");
  if (
    /\b(?:be|arrive) (?:at|in) the airport\b|\bget to the airport\b|\b(?:leave|head|set off|go) (?:for|to) the airport\b|\bcheck-?in (?:close|open)s?\b/.test(
      lower,
    )
  )
    parts.push("I don't have the airline's check-in times: its site says how early to be there.");
  if (/\bterminal\b/.test(lower) && !flight.terminal)
    parts.push("I don't have the terminal for this flight: none was saved with the booking, and the airport's boards show it on the day.");
  return parts.join(' ');
}

function stayLine(item: Extract<AstraItemRecord, { kind: 'stay' }>, today: string, lower: string): string {
  const stay = item.details;
  const parts = [
    `You're staying at **${stay.name}**${stay.address ? `, ${stay.address}` : ''}: check-in **${dayWords(dayOf(stay.check_in_local), today)} from ${timeOf(stay.check_in_local)}**, check-out **${dayWords(dayOf(stay.check_out_local), today)} by ${timeOf(stay.check_out_local)}**.`,
  ];
  // "How many nights am I in Amsterdam": counted from the booking's own days.
  const nights = daysBetween(dayOf(stay.check_in_local), dayOf(stay.check_out_local));
  if (/\bhow (?:many nights|long)\b|\bnights\b/.test(lower) && nights > 0)
    parts.push(`That's **${nights} night${nights === 1 ? '' : 's'}**.`);
  if (stay.confirmation) parts.push(`Confirmation **${stay.confirmation}**.`);
  if (stay.phone) parts.push(`Phone ${stay.phone}.`);
  else if (/\bphone|\bnumber\b|\bcall\b/.test(lower) && !/\bconfirmation|\bbooking\b/.test(lower))
    parts.push("I don't have a phone number for it: none was saved with the booking.");
  if (/\bwi-?fi\b|\bpassword\b|\bbreakfast\b|\bparking\b|\bpool\b|\bgym\b|\broom number\b|\bcancel/.test(lower))
    parts.push("I don't have that: the booking on this device holds the hotel's name, address, times, confirmation and phone.");
  if (!stay.address && /\baddress\b/.test(lower)) parts.push("There's no address saved for it.");
  return parts.join(' ');
}

/** Minutes from one local clock time to another ("2027-04-11T08:10" to "…T09:45"), on one clock. */
const minutesBetween = (from: string, to: string) => (Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / 60_000;

const lengthWords = (minutes: number) => `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;

function transportLine(item: Extract<AstraItemRecord, { kind: 'transport' }>, today: string, lower = ''): string {
  const ride = item.details;
  // ("How long is the train to Florence": from the booking's own times, when both ends keep one clock.)
  const minutes =
    ride.from.timezone && ride.from.timezone === ride.to.timezone ? minutesBetween(ride.depart_local, ride.arrive_local) : undefined;
  const length =
    /\bhow long\b|\bduration\b|\bjourney time\b/.test(lower) && minutes !== undefined && minutes > 0
      ? ` That's **${lengthWords(minutes)}** by the times on the booking.`
      : '';
  return `Your ${ride.mode} from **${ride.from.name}** to **${ride.to.name}**${ride.operator ? ` (${ride.operator})` : ''} leaves on **${dayWords(dayOf(ride.depart_local), today)} at ${timeOf(ride.depart_local)}** and arrives at **${timeOf(ride.arrive_local)}**.${length}${ride.reference ? ` Booking reference **${ride.reference}**.` : ''}`;
}

function activityLine(item: Extract<AstraItemRecord, { kind: 'activity' }>, today: string, lower = ''): string {
  const activity = item.details;
  const when = activity.start_local
    ? ` is on **${dayWords(dayOf(activity.start_local), today)} at ${timeOf(activity.start_local)}**`
    : item.day
      ? ` is on **${dayWords(item.day, today)}**`
      : ' is in your ideas, not yet on a day';
  const length = activity.duration_minutes
    ? ` (${activity.duration_minutes >= 60 ? `${Math.round((activity.duration_minutes / 60) * 10) / 10} h` : `${activity.duration_minutes} min`})`
    : '';
  const noLength =
    !activity.duration_minutes && /\bhow long\b|\bduration\b|\bwhen does [a-z ]+ (?:end|finish)\b/.test(lower)
      ? " I don't have how long it takes: no duration was saved with it."
      : '';
  // ("When does the workshop end": its start and length, added up.)
  const ends =
    activity.duration_minutes && activity.start_local && /\b(?:end|ends|finish|finishes|over|done)\b/.test(lower)
      ? ` It ends at **${new Date(Date.parse(`${activity.start_local}:00Z`) + activity.duration_minutes * 60_000).toISOString().slice(11, 16)}**.`
      : '';
  return `**${activity.title}**${when}${length}.${ends}${activity.notes ? ` Note: ${activity.notes}` : ''}${noLength}`;
}

function shortLine(item: AstraItemRecord): string {
  switch (item.kind) {
    case 'flight':
      return `**${timeOf(item.details.depart_local)}** flight ${item.details.flight_number || item.details.airline || ''} ${item.details.from.city ?? item.details.from.code} → ${item.details.to.city ?? item.details.to.code}`.replace(
        /\s+/g,
        ' ',
      );
    case 'stay':
      return `**${timeOf(item.details.check_in_local)}** check in at ${item.details.name}`;
    case 'transport':
      return `**${timeOf(item.details.depart_local)}** ${item.details.mode} ${item.details.from.name} → ${item.details.to.name}`;
    case 'activity':
      return `${item.details.start_local ? `**${timeOf(item.details.start_local)}** ` : ''}${item.details.title}`;
    case 'note':
      return item.details.text;
  }
}

/** Words of an item's name typed in the message ("the vatican tour", "Hotel Artemide"). */
export function namedIn(item: AstraItemRecord, lower: string): boolean {
  const name = item.kind === 'activity' ? item.details.title : item.kind === 'stay' ? item.details.name : undefined;
  if (!name) return false;
  const words = normaliseName(name)
    .split(' ')
    // A city's name ("Park Hotel Tokyo") says where, not which.
    .filter((word) => word.length >= 5 && !['hotel', 'visit', 'museums', 'museum', 'tour', 'tours'].includes(word))
    .filter((word) => !itemCities(item).some((city) => city && normaliseName(city).split(' ').includes(word)));
  const text = ` ${normaliseName(lower)} `;
  // ("Call a client in Toronto": a word of an item's name after "a"/"an" is any such thing, not theirs.)
  const named = (word: string) => text.includes(` ${word} `) && !new RegExp(` (?:a|an) ${word} `).test(text);
  if (words.some((word) => named(word) || named(word.replace(/s$/, '')))) return true;
  // ("when is the colloseum tour": a long word of the name typed with a letter doubled, or one not doubled, is still it.)
  const undoubled = (value: string) => value.replace(/(\p{L})\1/gu, '$1');
  const textUndoubled = ` ${undoubled(normaliseName(lower))} `;
  if (
    words.some(
      (word) =>
        word.length >= 7 &&
        textUndoubled.includes(` ${undoubled(word)} `) &&
        !new RegExp(` (?:a|an) ${undoubled(word)} `).test(textUndoubled),
    )
  )
    return true;
  // ("is the rijksmusem tomorrow": a long word of the name typed with one slip is still it.)
  const typed = text.trim().split(' ');
  if (words.some((word) => word.length >= 8 && typed.some((token) => token.length >= 7 && oneSlipApart(token, word)))) return true;
  // "My confirmation code for the Park Hotel": two words of the name together, however short.
  const all = normaliseName(name).split(' ');
  return all.slice(1).some((word, index) => `${all[index]} ${word}`.length >= 8 && text.includes(` ${all[index]} ${word} `));
}

const sortItems = (items: readonly AstraItemRecord[]) =>
  [...items].sort((a, b) => (a.day ?? '9999').localeCompare(b.day ?? '9999') || a.position.localeCompare(b.position));

/** The first stay that starts after a day. */
const nextStayAfter = (stays: readonly AstraItemRecord[], day: string) =>
  stays.find((item) => item.kind === 'stay' && dayOf(item.details.check_in_local) > day);
const isNextStay = (item: AstraItemRecord, stays: readonly AstraItemRecord[], day: string) => nextStayAfter(stays, day)?.id === item.id;

/** A night no stay of theirs covers: that it is free, what the day holds, and the next stay after it. */
function freeNight(day: string, items: readonly AstraItemRecord[], stays: readonly AstraItemRecord[], today: string): string {
  const onDay = items.filter((item) => item.day === day);
  const next = nextStayAfter(stays, day);
  const parts = [
    `You have no hotel booked for the night of ${dayWords(day, today)}${onDay.length ? '' : ', and nothing planned that day'} in your trips on this device.`,
  ];
  if (onDay.length) parts.push(`That day:\n${onDay.map((item) => `- ${shortLine(item)}`).join('\n')}`);
  if (next?.kind === 'stay') parts.push(`Your next stay: ${stayLine(next, today, '')}`);
  return parts.join('\n\n');
}

/** The flight after the last one shown in the same trip (the way back), when the last answer showed a flight. */
function returnFlightAfter(flights: readonly AstraItemRecord[], lastItems: readonly string[] | undefined): AstraItemRecord | undefined {
  const shown = flights.find((item) => item.kind === 'flight' && lastItems?.includes(item.id));
  if (shown?.kind !== 'flight') return undefined;
  return flights.find(
    (item) => item.kind === 'flight' && item.trip_id === shown.trip_id && item.details.depart_local > shown.details.depart_local,
  );
}

/** Of upcoming flights, the first that lands where one of their trips' first flights leaves from (home). */
function firstFlightHome(flights: readonly AstraItemRecord[], trips: AstraTrips): AstraItemRecord | undefined {
  const home = new Set(
    trips.trips.flatMap((trip) => {
      const first = sortItems(trips.items.filter((item) => item.trip_id === trip.id && item.kind === 'flight'))[0];
      return first?.kind === 'flight' && first.details.from.city ? [normaliseName(first.details.from.city)] : [];
    }),
  );
  return flights.find((item) => item.kind === 'flight' && home.has(normaliseName(item.details.to.city ?? '')));
}

/** Words of someone's own journey: arriving, landing, leaving, flying. */
const journeyWords =
  /\b(?:arriv(?:e|es|ing|al)|lands?|landing|gets? (?:to|in|there)|getting (?:to|in|there)|fl(?:y|ies|ying|ight)|leav(?:e|es|ing)|depart(?:s|ing)?|coming|comes)\b/;

/** The answer when the message asks about a trip member's own travel, not the traveller's ("when does Mia land"). */
function companionTravelOf(lower: string, text: string, trips: AstraTrips): string | undefined {
  if (!journeyWords.test(lower) || /\b(?:my|our|i|we|me|us)\b/.test(lower)) return undefined;
  // (The member travels in the question: "does Sam land", "when is Mia arriving"; not "the flight Mia booked", nor "Mia's
  // flight", which may be the shared trip's own.)
  const named = (trips.members ?? []).filter((member) => {
    const name = normaliseName(member.display_name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return (
      text.includes(` ${normaliseName(member.display_name)} `) &&
      new RegExp(
        `\\b(?:does|do|will|is|did|when's|when is) ${name}\\b(?!'s| s\\b)|\\b${name} (?:arriv|land|get|gets|fly|flies|leav|depart|com)`,
      ).test(lower)
    );
  });
  if (named.length === 0) return undefined;
  const names = [...new Set(named.map((member) => member.display_name))];
  const shared = trips.trips.filter((trip) => named.some((member) => member.trip_id === trip.id));
  const on = shared.length ? ` ${listInWords(names)} ${names.length > 1 ? 'are' : 'is'} on **${shared[0]!.title}** with you.` : '';
  return `I don't have ${listInWords(names)}'s own travel plans: your records hold your trips and who shares them, not another traveller's flights or times.${on}`;
}

export type MyTripQuestion = {
  draft: Draft;
  places: AstraPlace[];
  startDate?: string;
  /** The last day of a span asked about ("this weekend"), when it is more than one day. */
  endDate?: string;
  lastPlace?: AstraPlace;
  followUp: boolean;
  /** What the last question about their trips asked ("where am I staying"), for "and in Tokyo?". */
  lastSubjects?: readonly Subject[];
  /** The items the last answer showed, for a follow-up about the same one ("how long is it?"). */
  lastItems?: readonly string[];
  /** The items answers before that one showed ("that first one"). */
  earlierItems?: readonly string[];
};

/** Answers a question about the traveller's own trips, or says plainly what the records do not hold. */
export function answerMyTrips(
  question: MyTripQuestion,
  trips: AstraTrips,
  context: AstraContext,
  today: string,
): Reply & { subjects: Subject[]; shown: string[] } {
  const { draft, places, startDate } = question;
  const lower = draft.lower;
  const items = sortItems(trips.items.filter((item) => trips.trips.some((trip) => trip.id === item.trip_id)));
  let subjects = subjectsOf(lower);
  // ("When's my flight", "and my hotel there", then "and the confirmation number for that first one?": the kind of the
  // item shown before the last answer, which the last answer did not show.)
  const firstOne = /\b(?:that|the) (?:first|earlier) one\b/.test(lower);
  if (subjects.length === 0 && firstOne && question.followUp) {
    const earlier = items.filter((item) => question.earlierItems?.includes(item.id) && !question.lastItems?.includes(item.id));
    for (const { kind } of earlier) if (kind !== 'note' && !subjects.includes(kind)) subjects.push(kind);
  }
  // ("When's my train to Florence" then "the reference number please": the train's, the subject kept.)
  if (subjects.length === 0 && question.followUp && question.lastSubjects?.length) subjects = [...question.lastSubjects];
  // ("What time does our train to Kyoto leave" then "and when does it arrive": arriving is the ride talked about.)
  if (
    question.followUp &&
    question.lastSubjects?.includes('transport') &&
    subjects.length === 1 &&
    subjects[0] === 'flight' &&
    !/\b(?:flights?|fly|flying|planes?)\b/.test(lower)
  )
    subjects = ['transport'];
  // ("And then we take a train to Kyoto, what time does it leave?": leaving, with a train named and no flight, is the train's.)
  if (subjects.includes('flight') && subjects.includes('transport') && !/\b(?:flights?|fly|flying|planes?|airport)\b/.test(lower))
    subjects = subjects.filter((subject) => subject !== 'flight');
  // ("What am I doing on Friday" then "how long is it?", "anything I need to bring?": the one plan that day showed.)
  const lastOne = question.lastItems?.length === 1 ? items.find((item) => item.id === question.lastItems![0]) : undefined;
  if (
    question.followUp &&
    lastOne &&
    lastOne.kind !== 'note' &&
    !startDate &&
    subjects.every((subject) => subject === 'day') &&
    question.lastSubjects?.includes('day') &&
    !/\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight|weekend|evening|morning|afternoon)\b/.test(lower)
  )
    subjects = [lastOne.kind];
  // ("What day do we go to Florence": a place their trips reach only by train or bus is that ride.)
  if (subjects.length === 0 && places.length > 0 && /\b(?:go|going|get|getting|head|heading|travel|travelling)\b/.test(lower)) {
    const ride = items.find(
      (item) => item.kind === 'transport' && places.some((place) => isAt(place, item.details.to.city, item.details.to.name)),
    );
    const tripCity = trips.trips.some((trip) => trip.cities.some((city) => places.some((place) => isAt(place, city.name))));
    if (ride && !tripCity) subjects = ['transport'];
  }
  if (subjects.length === 0 && /\bconfirmation|\bbooking\b|\breference\b|\bref\b/.test(lower)) subjects = ['stay', 'flight'];
  // "What time is the Rijksmuseum": an item named by its own words says what is asked about; beside another subject too
  // ("when do I check in at the hotel and what time is the Rijksmuseum").
  if (subjects.length === 0 || subjects.every((subject) => subject === 'stay' || subject === 'flight' || subject === 'transport'))
    for (const item of items)
      if ((item.kind === 'activity' || item.kind === 'stay') && namedIn(item, lower) && !subjects.includes(item.kind))
        subjects.push(item.kind);
  const broad = subjects.length === 0 && /\banything\b|\bsomething\b/.test(lower);
  if (broad) subjects = ['stay', 'flight', 'activity'];
  if (subjects.length === 0) subjects = ['list'];

  if (
    /\bon time\b|\bdelay(?:ed|s)?\b|\bstatus\b|\bcancell?ed\b|\brunning late\b/.test(lower) &&
    (subjects.includes('flight') || subjects.includes('transport'))
  ) {
    const kind = subjects.includes('flight') ? 'flight' : 'transport';
    const found = items.find(
      (item) => item.kind === kind && (places.length === 0 || places.some((place) => isAt(place, ...itemCities(item)))),
    );
    const scheduled =
      found?.kind === 'flight' ? ` ${flightLine(found, today, '')}` : found?.kind === 'transport' ? ` ${transportLine(found, today)}` : '';
    return {
      subjects,
      shown: found ? [found.id] : [],
      ...reply(
        `I don't have live ${kind === 'flight' ? 'flight' : 'train or bus'} status: the ${kind === 'flight' ? "airline's" : "operator's"} app shows delays.${scheduled}`,
      ),
    };
  }
  if (/\bbaggage\b|\bluggage allowance\b|\bhand luggage\b|\bcarry-?on\b/.test(lower)) {
    return { ...reply("I don't have baggage allowances: they depend on your fare, so check the airline's booking."), subjects, shown: [] };
  }

  // The place asked about, or (for "the one back", "what's the address?") the one talked about last.
  // A city of their own plans counts even where this side's city data does not know it.
  const text = ` ${normaliseName(lower)} `;
  const ownCities = [
    ...new Set([...trips.trips.flatMap((trip) => trip.cities.map((city) => city.name)), ...items.flatMap(itemCities)]),
  ].filter((name) => name && text.includes(` ${normaliseName(name)} `));
  // A country told around the question ("we're going to Japan … the hotel in Kyoto") yields to a place in it.
  const place =
    places.find((one) => one.kind !== 'country') ??
    places[0] ??
    (ownCities[0] ? { name: ownCities[0], country: '', country_code: '' } : undefined) ??
    // ("and how long is the flight": "long" is no place; nor is a word of their records, "the reference for my train".)
    (draft.unresolved &&
    !/^(?:long|far|much|many|soon|late|early)$/i.test(draft.unresolved) &&
    !/^(?:trains?|flights?|hotels?|trips?|stays?|seats?|bookings?|tours?|reference|confirmation)$/i.test(draft.unresolved.trim())
      ? { name: draft.unresolved, country: '', country_code: '' }
      : undefined) ??
    // ("Flights to Rome on 8 April" then "I think I already booked that one, what time does mine leave": pointing back.)
    // ("… before our flight to Tokyo? And remind me which terminal it leaves from": "it" is the flight just named.)
    (question.followUp ||
    /\b(?:that|this) (?:one|flight|hotel|stay|trip|train|booking)\b|\bmine\b|\bours\b|\b(?:from|in|at) there\b|\b(?:does |do |will )?it (?:leave|leaves|depart|departs|land|lands|arrive|arrives|go|goes)\b|\b(?:get|arrive|be) there\b|\bwhat (?:the|our) hotel(?:'s| is)? called\b|\bname of (?:the|our) hotel\b/.test(
      lower,
    )
      ? question.lastPlace
      : undefined);
  const lines: string[] = [];
  const shown: string[] = [];
  const done = new Set<Subject>();
  const offers: AstraLink[] = [];
  const nothingFor = (what: string, word = 'in') =>
    broad || lines.push(`You have no ${what}${place ? ` ${word} ${place.name}` : ''} in your trips on this device.`);

  // "When does Mia arrive", "what time does Sam get to Tokyo": a companion's own travel is not in the traveller's records;
  // said plainly, with the shared trip they are on (not the traveller's own flight).
  const companionAsked = companionTravelOf(lower, text, trips);
  if (companionAsked) return { ...reply(companionAsked), subjects, shown: [] };

  for (const subject of subjects) {
    if (done.has(subject)) continue;
    done.add(subject);
    if (subject === 'countdown' || subject === 'list' || subject === 'people') {
      const upcoming = [...trips.trips].filter((trip) => trip.end_date >= today).sort((a, b) => a.start_date.localeCompare(b.start_date));
      const companions = (trips.members ?? []).filter((member) => text.includes(` ${normaliseName(member.display_name)} `));
      const withCompanions = companions.length
        ? upcoming.filter((trip) => companions.some((member) => member.trip_id === trip.id))
        : upcoming;
      const matching = place
        ? withCompanions.filter(
            (trip) =>
              trip.cities.some((city) => isAt(place, city.name)) ||
              items.some((item) => item.trip_id === trip.id && isAt(place, ...itemCities(item))) ||
              // "The Japan trip": a country matches the trip's places in it.
              (place.kind === 'country' &&
                items.some((item) => item.trip_id === trip.id && itemCountries(item).includes(place.country_code.toUpperCase()))),
          )
        : withCompanions;
      if (matching.length === 0) {
        lines.push(
          place ? `You have no trip to ${place.name} in your trips on this device.` : 'You have no upcoming trips saved on this device.',
        );
        continue;
      }
      if (subject === 'people') {
        // Only what the records hold: the members of a shared trip; a trip of their own lists no one else.
        for (const trip of place ? matching : matching.slice(0, 3)) {
          const members = (trips.members ?? []).filter((member) => member.trip_id === trip.id);
          lines.push(
            members.length
              ? `On **${trip.title}**: ${members.map((member) => `**${member.display_name}** (${member.role})`).join(', ')}.`
              : `**${trip.title}** is your own: no one else is on it in your records.`,
          );
        }
        continue;
      }
      // "Which of my trips comes after the Amsterdam one": the next trip after the one named.
      const after =
        place && /\b(?<!\blook(?:s|ing|ed)? )(?:after|following)\b/.test(lower)
          ? upcoming.find((trip) => trip.start_date > matching[0]!.start_date)
          : undefined;
      if (subject === 'list' && after) {
        const owner = trips.members?.find((member) => member.trip_id === after.id && member.role === 'owner');
        lines.push(
          `After **${matching[0]!.title}** comes **${after.title}**: ${dayWords(after.start_date, today)} to ${dayWords(after.end_date, today)}${owner ? ` (shared by ${owner.display_name})` : ''}.`,
        );
        continue;
      }
      if (subject === 'list') {
        const asksCities = /\b(?:cities|towns|places|stops|destinations)\b|\bwhere (?:are|am) (?:we|i) (?:going|visiting|heading)\b/.test(
          lower,
        );
        lines.push(
          `Your trips coming up:\n${matching
            .map((trip) => {
              const owner = trips.members?.find((member) => member.trip_id === trip.id && member.role === 'owner');
              // ("Which cities are we visiting on the Japan trip?": the places of each trip, when asked for.)
              const cities = asksCities ? trip.cities.map((city) => city.name).filter(Boolean) : [];
              return `- **${trip.title}**: ${dayWords(trip.start_date, today)} to ${dayWords(trip.end_date, today)}${owner ? ` (shared by ${owner.display_name})` : ''}${cities.length ? `, visiting ${listInWords(cities)}` : ''}`;
            })
            .join('\n')}`,
        );
        continue;
      }
      const trip = matching[0]!;
      const days = daysBetween(today, trip.start_date);
      // ("When does our Rome trip end": its last day.)
      if (/\b(?:end|ends|finish|finishes|over)\b|\bhow long (?:is|are we|am i)\b/.test(lower)) {
        lines.push(
          `**${trip.title}** runs from ${dayWords(trip.start_date, today)} to **${dayWords(trip.end_date, today)}** (${daysBetween(trip.start_date, trip.end_date) + 1} days).`,
        );
        continue;
      }
      lines.push(
        days <= 0
          ? `**${trip.title}** is under way: it runs to ${dayWords(trip.end_date, today)}.`
          : `**${trip.title}** starts on **${dayWords(trip.start_date, today)}**: ${days === 1 ? 'tomorrow, in 1 day' : `in ${days} days`}.`,
      );
      continue;
    }
    if (subject === 'day') {
      // "Everything I've got planned in Rome, day by day": no day named, and a place of theirs with nothing on
      // today, is the whole stay there.
      // (A weekday named is that day of the stay: "what am I doing on Friday in Amsterdam".)
      const weekdayNamed = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.test(lower);
      const there = !startDate && place && !weekdayNamed ? items.filter((item) => isAt(place, ...itemCities(item))) : [];
      if (there.length > 0 && !there.some((item) => item.day === today)) {
        const days = there.map((item) => item.day).filter((day): day is string => Boolean(day));
        for (const day of [...new Set(days)].sort())
          lines.push(
            `On ${dayWords(day, today)}:\n${there
              .filter((item) => item.day === day)
              .map((item) => `- ${shortLine(item)}`)
              .join('\n')}`,
          );
        continue;
      }
      let day = startDate ?? today;
      // "The plan for Sunday in Rome": a weekday named with a place of theirs is that weekday of their stay there.
      const weekday = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.exec(lower)?.[1];
      const stayThere = place && weekday ? trips.trips.find((trip) => trip.cities.some((city) => isAt(place, city.name))) : undefined;
      if (stayThere && weekday && (day < stayThere.start_date || day > stayThere.end_date)) {
        for (let offset = 0; offset < 7; offset++) {
          const candidate = new Date(Date.parse(`${stayThere.start_date}T00:00:00Z`) + offset * 86_400_000);
          const iso = candidate.toISOString().slice(0, 10);
          if (iso > stayThere.end_date) break;
          if (candidate.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' }).toLowerCase() === weekday) {
            day = iso;
            break;
          }
        }
      }
      // ("What do I have on friday and saturday": each weekday named, in turn, the second the first of its name after the first.)
      const secondWeekday =
        /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) (?:and|&) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.exec(
          lower,
        )?.[1];
      if (secondWeekday && startDate && !stayThere) {
        const second = weekdayAfter(day, secondWeekday);
        for (const asked of [day, second]) {
          const planned = items.filter((item) => item.day === asked && (!place || isAt(place, ...itemCities(item))));
          lines.push(
            planned.length === 0
              ? `You have nothing planned on ${dayWords(asked, today)}${place ? ` in ${place.name}` : ''}.`
              : `On ${dayWords(asked, today)}:\n${planned.map((item) => `- ${shortLine(item)}`).join('\n')}`,
          );
          shown.push(...planned.map((item) => item.id));
        }
        continue;
      }
      const onDay = items.filter((item) => item.day === day && (!place || isAt(place, ...itemCities(item))));
      // ("Anything on this weekend": each day of a span asked, those with plans.)
      const { endDate } = question;
      if (endDate && endDate > day && !weekday) {
        const spanned = items.filter(
          (item) => item.day && item.day >= day && item.day <= endDate && (!place || isAt(place, ...itemCities(item))),
        );
        if (spanned.length === 0) {
          lines.push(
            `You have nothing planned from ${dayWords(day, today)} to ${dayWords(endDate, today)}${place ? ` in ${place.name}` : ''}.`,
          );
          continue;
        }
        for (const planned of [...new Set(spanned.map((item) => item.day!))].sort())
          lines.push(
            `On ${dayWords(planned, today)}:\n${spanned
              .filter((item) => item.day === planned)
              .map((item) => `- ${shortLine(item)}`)
              .join('\n')}`,
          );
        continue;
      }
      if (onDay.length === 0) {
        // ("Am I travelling today": nothing that day, and what comes next, so the answer is not a dead end.)
        const next = place ? undefined : items.find((item) => item.day && item.day > day);
        lines.push(
          `You have nothing planned on ${dayWords(day, today)}${place ? ` in ${place.name}` : ''}.${next?.day ? ` Next: ${dayWords(next.day, today)}, ${shortLine(next)}.` : ''}`,
        );
        continue;
      }
      lines.push(`On ${dayWords(day, today)}:\n${onDay.map((item) => `- ${shortLine(item)}`).join('\n')}`);
      // (What a day showed is what "it" points at next: "how long is it?")
      shown.push(...onDay.map((item) => item.id));
      continue;
    }
    if (subject === 'other') {
      const word = otherBookings.exec(lower)?.[0] ?? 'booking';
      const found = items.filter(
        (item) => item.kind === 'activity' && new RegExp(`\\b${word}\\b`, 'i').test(`${item.details.title} ${item.details.notes ?? ''}`),
      );
      if (found.length === 0) {
        lines.push(
          `I don't see a ${word === 'table' || word === 'dinner' || word === 'lunch' || word === 'breakfast' ? 'restaurant' : word} booking${place ? ` in ${place.name}` : ''} in your trips on this device: only what is saved in their plans shows here.`,
        );
        continue;
      }
      for (const item of found.slice(0, 3)) if (item.kind === 'activity') lines.push(activityLine(item, today, lower));
      continue;
    }
    // ("When does my flight with Mia leave": a companion named is the trip shared with them, where it has one of these.)
    const sharedWith = new Set(
      (trips.members ?? []).filter((member) => text.includes(` ${normaliseName(member.display_name)} `)).map((member) => member.trip_id),
    );
    const allOfKind = items.filter((item) => item.kind === subject);
    const ofCompanion = allOfKind.filter((item) => sharedWith.has(item.trip_id));
    const ofKind = ofCompanion.length > 0 ? ofCompanion : allOfKind;
    const named = ofKind.filter((item) => namedIn(item, lower));
    // "What time is my Colosseum tour" then "how long is it": the same item, when nothing new is named.
    const kept =
      question.followUp && !places.length && !startDate && !/\bback\b|\breturn\b|\bhome\b|\bother\b|\bnext\b/.test(lower)
        ? ofKind.filter((item) => question.lastItems?.includes(item.id))
        : [];
    // "Sorry, what was the flight number again for that first one?": the one shown a turn or two before, when the last
    // answer showed none of this kind.
    if (
      kept.length === 0 &&
      !places.length &&
      !startDate &&
      /\b(?:that|the) (?:first|earlier) one\b/.test(lower) &&
      !ofKind.some((item) => question.lastItems?.includes(item.id))
    )
      kept.push(...ofKind.filter((item) => question.earlierItems?.includes(item.id)));
    let chosen: AstraItemRecord[];
    if (named.length > 0) chosen = named.slice(0, 3);
    else if (kept.length > 0) chosen = kept;
    else if (subject === 'flight') {
      // ("What terminal does my flight to Amsterdam leave from": the flight there, not the one leaving it.)
      const back =
        // ("Which terminal am I flying out of in Berlin": the place named is where the flight leaves.)
        /\bback\b|\breturn\b|\bhome\b|\bfrom there\b|\bleav(?:e|ing) (?!for\b|to\b|from\s*(?:(?:tomorrow|today|tonight|(?:on|this|next) [a-z]+)\s*)?[?.!]*\s*$)[a-z]|\b(?:fly|flying|flies|leave|leaving|depart|departing) out of\b/.test(
          lower,
        ) &&
        // ("Going to Rome" is the way there; "going to look after the cat" is the story.)
        !/\b(?:flights?|fl(?:y|ying|ies)(?: out)?|heading|going) (?:to|into)\b(?! (?:look|see|be|have|do|get|take|ask|need|want|try|make|call|check|stay|spend|visit)\b)/.test(
          lower,
        );
      let flights = ofKind.filter((item) => item.kind === 'flight' && dayOf(item.details.depart_local) >= today);
      // "Which terminal do I leave from tomorrow": the flights of the day asked.
      const onDayAsked = Boolean(
        startDate && flights.some((item) => item.kind === 'flight' && dayOf(item.details.depart_local) === startDate),
      );
      if (onDayAsked) flights = flights.filter((item) => item.kind === 'flight' && dayOf(item.details.depart_local) === startDate);
      // "Land back in Berlin from Amsterdam": both ends named settle which flight.
      const origin = draft.entities.origin;
      const destination = draft.entities.destination;
      const bothEnds =
        origin && destination
          ? flights.filter(
              (item) =>
                item.kind === 'flight' &&
                isAt(origin, item.details.from.city, item.details.from.name, item.details.from.code) &&
                isAt(destination, item.details.to.city, item.details.to.name, item.details.to.code),
            )
          : [];
      // ("What time does the Tokyo flight leave Frankfurt": both ends named, read the other way round, when only that way is
      // one of their flights.)
      const turned =
        origin && destination && bothEnds.length === 0
          ? flights.filter(
              (item) =>
                item.kind === 'flight' &&
                isAt(destination, item.details.from.city, item.details.from.name, item.details.from.code) &&
                isAt(origin, item.details.to.city, item.details.to.name, item.details.to.code),
            )
          : [];
      if (bothEnds.length > 0) flights = bothEnds;
      else if (turned.length > 0) flights = turned;
      // "When do I get back to Berlin" (after their Rome flight): the place after "back to" is where the flight lands,
      // and the place talked about last where it leaves.
      let settled: AstraItemRecord[] = [];
      if (bothEnds.length === 0 && place && /\b(?:back|home|return(?:ing)?) (?:to|in|into)\b/.test(lower)) {
        const landing = flights.filter(
          (item) => item.kind === 'flight' && isAt(place, item.details.to.city, item.details.to.name, item.details.to.code),
        );
        const last = question.lastPlace;
        const fromLast = last
          ? landing.filter(
              (item) => item.kind === 'flight' && isAt(last, item.details.from.city, item.details.from.name, item.details.from.code),
            )
          : [];
        settled = (fromLast.length > 0 ? fromLast : landing).slice(0, 1);
      }
      // ("When is my flight tomorrow" then "and the return?": the flight of the same trip back from where the one shown lands.)
      const shownFlight = question.followUp && back ? ofKind.find((item) => question.lastItems?.includes(item.id)) : undefined;
      if (shownFlight?.kind === 'flight' && settled.length === 0 && (!place || isAt(place, shownFlight.details.to.city))) {
        const home = flights.find(
          (item) =>
            item.kind === 'flight' &&
            item.trip_id === shownFlight.trip_id &&
            item.details.depart_local > shownFlight.details.depart_local &&
            sameName(item.details.from.city, shownFlight.details.to.city),
        );
        if (home) settled = [home];
      }
      const matching =
        bothEnds.length > 0 || turned.length > 0
          ? flights
          : // ("The workshop in Amsterdam …, and which terminal does my flight leave from tomorrow": the day asked settles
            // the flight; a place only talked about before does not.)
            place && !(onDayAsked && places.length === 0)
            ? flights.filter(
                (item) =>
                  item.kind === 'flight' &&
                  (back
                    ? isAt(place, item.details.from.city, item.details.from.name)
                    : isAt(place, item.details.to.city, item.details.to.name, item.details.to.code)),
              )
            : flights;
      chosen = settled.length > 0 ? settled : matching.slice(0, 1);
      // "When is my flight tomorrow" then "and the return?": with no place to settle it, the flight back is the next
      // flight of the trip whose flight was just shown, whatever day the last question asked about.
      // (With none shown and no day asked, "when do I fly home" is the first flight that lands where their trips start.)
      const returnLeg =
        back && !place && bothEnds.length === 0
          ? (returnFlightAfter(ofKind, question.lastItems) ?? (onDayAsked ? undefined : firstFlightHome(flights, trips)))
          : undefined;
      if (returnLeg) chosen = [returnLeg];
    } else if (subject === 'transport') {
      const rides = place
        ? ofKind.filter((item) => places.every((asked) => isAt(asked, ...itemCities(item))))
        : ofKind.filter((item) => (item.day ?? '') >= today);
      // ("Do I have any train journeys booked at all?": every one of them.)
      chosen = rides.slice(0, !place && /\b(?:any|all|every)\b|\b(?:trains|journeys|rides)\b/.test(lower) ? 3 : 1);
    } else {
      // "Where am I staying on 4 May": the stay that night.
      const thatNight =
        subject === 'stay' && startDate
          ? ofKind.filter(
              (item) =>
                item.kind === 'stay' && dayOf(item.details.check_in_local) <= startDate && startDate < dayOf(item.details.check_out_local),
            )
          : [];
      // ("Any hotels booked in Japan": a country holds the places of theirs in it.)
      const inPlace = (item: AstraItemRecord) =>
        place!.kind === 'country' ? itemCountries(item).includes(place!.country_code.toUpperCase()) : isAt(place!, ...itemCities(item));
      const here = place ? ofKind.filter(inPlace) : ofKind.filter((item) => (item.day ?? '') >= today);
      // "What time is the hike": of their activities, the one whose title holds the kind asked.
      const kindWord = subject === 'activity' ? /\b(hike|tour|visit|workshop|museum|class|walk)\b/.exec(lower)?.[1] : undefined;
      const ofThatKind = kindWord
        ? here.filter((item) => item.kind === 'activity' && new RegExp(`${kindWord}`, 'i').test(item.details.title))
        : [];
      // ("Do I have any hotels booked in Japan": every one of them.)
      // ("… and the tours?": theirs, in the plural, are every one too.)
      const every = /\b(?:any|all|every|the|my|our)\b/.test(lower) && /\b(?:hotels|stays|activities|tours|plans)\b/.test(lower);
      // ("In two weeks where will I be", "which hotel tonight": a night no stay of theirs covers is said to be free, with what
      // that day holds and the next stay after it, not a stay of another day.)
      if (subject === 'stay' && startDate && !place && thatNight.length === 0 && ofKind.length > 0) {
        lines.push(freeNight(startDate, items, ofKind, today));
        for (const item of items.filter((one) => one.day === startDate || isNextStay(one, ofKind, startDate))) shown.push(item.id);
        continue;
      }
      chosen = (thatNight.length > 0 ? thatNight : ofThatKind.length > 0 ? ofThatKind : here).slice(0, every ? 3 : 1);
    }
    // "When do we get to Kyoto": arriving where no flight of theirs lands, by the train or bus that gets there.
    if (
      chosen.length === 0 &&
      subject === 'flight' &&
      place &&
      /\barriv|\bget (?:to|in|into|there)\b|\b(?:go|going|travel|travell?ing|head|heading) (?:to|into)\b/.test(lower)
    ) {
      const ride = items.find((item) => item.kind === 'transport' && isAt(place, item.details.to.city, item.details.to.name));
      if (ride) chosen = [ride];
    }
    if (chosen.length === 0) {
      if (subject === 'flight') nothingFor(`flight${place ? '' : ' coming up'}`, /\bback\b|\breturn\b/.test(lower) ? 'from' : 'to');
      else nothingFor(subject === 'stay' ? 'hotel' : subject === 'transport' ? 'train or bus' : 'plan like that');
      // "Hotel in Lisbon for my trip" with none booked there: a search for one, on the dates of their trip there when they have one.
      if (subject === 'stay' && place?.country && !broad) {
        const trip = [...trips.trips]
          .filter((one) => one.end_date >= today && one.cities.some((city) => isAt(place, city.name)))
          .sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
        const dates = trip ? { startDate: trip.start_date, endDate: trip.end_date } : {};
        const when = trip ? datesSentence(dates, new Date(`${today}T12:00:00Z`), { from: 'checking in', to: 'out' }) : '';
        lines.push(
          trip
            ? `Here are places to stay in **${place.name}** for your trip “${trip.title}”, ${when}, on ${partners.hotels.name}.`
            : `Here are places to stay in **${place.name}** on ${partners.hotels.name}; none of your trips goes there, so tell me your dates and I will set them.`,
        );
        offers.push(hotelsLink(place, dates, 'hotel', context));
      }
      continue;
    }
    for (const item of chosen) {
      shown.push(item.id);
      if (item.kind === 'flight') lines.push(flightLine(item, today, lower));
      else if (item.kind === 'stay') lines.push(stayLine(item, today, lower));
      else if (item.kind === 'transport') lines.push(transportLine(item, today, lower));
      else if (item.kind === 'activity') lines.push(activityLine(item, today, lower));
    }
  }
  if (lines.length === 0) lines.push(`You have nothing booked${place ? ` in ${place.name}` : ''} in your trips on this device.`);
  return {
    ...reply(lines.join('\n\n'), { ...(place ? { understood: { destination: place } } : {}), ...(offers.length ? { links: offers } : {}) }),
    subjects,
    shown: shown.slice(0, 6),
  };
}
