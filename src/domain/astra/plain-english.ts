// What travellers writing English as a second language, or dictating to a phone, say, in the words the
// engine reads (the nineteenth pass, issue 20). Each rewrite is a family of its own, not a phrasing:
// - "hour" for the time of day ("at what hour", "which hour is it in Madrid", "tell me the hour of
//   London", "how late is it"), and "it" left out ("what time is in Tokyo");
// - "how much" before a count ("how much days", "how much hours of difference");
// - "do" left out of a question or its verb put first ("what I have on Friday", "when I come back",
//   "at what hour go my flight");
// - "the airport of Nice" for "Nice airport", "prefix" for the calling code, "entrances" for tickets;
// - homophones a phone writes down ("weather to bring a jacket");
// - clock times and days of the month said in words ("nine am", "eight thirty in the evening", "the
//   ten of May"), and a span whose end gives the day alone ("from the 2 of May to the 6");
// - "n" typed for "and" (the twenty-second pass);
// - a length joined to the trip it measures ("a four-day trip"), and "back to the hotels" for the search taken up
//   again (the twenty-fifth pass).
// Applied to the whole message before anything reads it, so every later pass sees plain English.

const months = 'january|february|march|april|may|june|july|august|september|october|november|december';
const monthAhead = `(?:${months}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\b`;

const units = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const teens = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
/** "ten" → 10, "twenty five" → 25: a day of the month or an hour said as a number. */
const cardinals = new Map<string, number>([
  ...units.map((word, index) => [word, index + 1] as const),
  ...teens.map((word, index) => [word, index + 10] as const),
  ['twenty', 20],
  ['thirty', 30],
  ...units.map((word, index) => [`twenty ${word}`, index + 21] as const),
  ['thirty one', 31],
]);
const cardinalPattern = [...cardinals.keys()]
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(' ', '[\\s-]'))
  .join('|');
const cardinal = (word: string) => cardinals.get(word.toLowerCase().replace(/[\s-]+/, ' '));

const hourWords = units.concat(['ten', 'eleven', 'twelve']).join('|');
const minuteWords: Record<string, string> = {
  'o clock': '00',
  "o'clock": '00',
  fifteen: '15',
  thirty: '30',
  'forty five': '45',
  'forty-five': '45',
};
const minutePattern = "o'?\\s?clock|fifteen|thirty|forty[\\s-]five";
const partOfDay: Record<string, 'am' | 'pm'> = { morning: 'am', afternoon: 'pm', evening: 'pm', night: 'pm' };

/** A clock time said in words or with a part of the day ("nine am", "eight thirty in the evening", "10 in the morning") as digits. */
function clockInDigits(text: string): string {
  return text.replace(
    new RegExp(
      `\\b(${hourWords}|\\d{1,2})(?:\\s+(${minutePattern}))?(?:\\s*(am|pm|a\\.m\\.|p\\.m\\.)|\\s+in the (morning|afternoon|evening|night)|\\s+at night)(?![a-z])`,
      'gi',
    ),
    (typed, hour: string, minutes: string | undefined, half: string | undefined, part: string | undefined) => {
      const digits = /^\d+$/.test(hour) ? Number(hour) : cardinal(hour);
      // ("9 am" in digits is read already; "10 in the morning" needs its part of the day said as am or pm.)
      if (!digits || digits > 12) return typed;
      if (/^\d+$/.test(hour) && !minutes && !part) return typed;
      const minute = minutes ? (minuteWords[minutes.toLowerCase().replace(/\s+/, ' ')] ?? '00') : '00';
      const suffix = half ? (half.toLowerCase().startsWith('p') ? 'pm' : 'am') : part ? partOfDay[part.toLowerCase()]! : 'pm';
      return `${digits}${minute === '00' ? '' : `:${minute}`} ${suffix}`;
    },
  );
}

const rewrites: Array<[RegExp, string]> = [
  // The time of day called "the hour" (hora, heure, ora, Uhrzeit).
  [/\bat what hour\b/gi, 'what time'],
  [/\b(?:which|what) hour (?:is it|it is|is)\b/gi, 'what time is it'],
  [/\b(?:which|what) hour\b(?= (?:(?:do|does|did|will|should|can) )?(?:i|we|my|our|the)\b)/gi, 'what time'],
  [/\btell me the hour\b(?: (?:of|in|at)\b)?/gi, 'what time is it in'],
  [/\bthe (?:local )?hour (?:of|in|at)\b/gi, 'the time in'],
  [/\bhow late is it\b/gi, 'what time is it'],
  // ("time in new york and la", "hotels in la"): "la" closing a message after a joining word is Los Angeles, not an article.
  [/\b(and|or|vs|in|to|from) la(?=\s*[?.!]*\s*$)/gi, '$1 los angeles'],
  // The clock asked in the traveller's first language: "qué hora es en Lima", "hora en Madrid", "que horas são em Lisboa",
  // "quelle heure est-il à Paris", "che ore sono a Roma", "wie spät ist es in Wien".
  [
    /[¿]?\b(?:qu[eé] hora es|que horas s[aã]o|quelle heure est-il|quelle heure il est|che ore sono|wie sp[aä]t ist es)(?: (?:en|em|no|na|à|a|au|in))?(?=\s)/giu,
    'what time is it in',
  ],
  [/^\s*[¿]?(?:la )?hora (?:en|de)\b/giu, 'what time is it in'],
  // "is it too early to call Chicago", "too late to ring my mum in Sydney?": the clock there decides.
  [
    /\b(?:is it )?(?:too )?(?:early|late) (?:to|for) (?:call|ring|phone|text|message|facetime|skype|video ?call)(?:ing)?(?: (?:my|our|the|a) [a-z]+(?: in)?| in)?\b/gi,
    'what time is it in',
  ],
  [/\b(?:in|at) this moment\b/gi, 'now'],
  // "it" left out, as Spanish and Italian leave it: "what time is in Tokyo", "now is night in LA".
  [/\bwhat time is (?=in\b|there\b)/gi, 'what time is it '],
  // "how much days", "how much hours of difference".
  [/\bhow much (?=(?:days|nights|weeks|hours|minutes|people|persons|adults|time zones)\b)/gi, 'how many '],
  [/\b(days|nights|weeks) (?:are |is )?(?:missing|lacking|remaining|left) (?=until|till|to|before)/gi, '$1 '],
  // "do" left out, or the verb put first: "what I have on friday", "when I come back", "what time go my flight".
  [
    /(^\s*|[.?!;,]\s*|\b(?:and|but|so)\s+)(what time|what|when|where|which \w+) (i|we) (have|come|go|arrive|leave|land|fly|stay|depart|check|get)\b/gi,
    '$1$2 do $3 $4',
  ],
  // "the airport of Nice" (aeropuerto de Niza, aéroport de Nice): the town's airport.
  [
    /\bthe airport (?:of|in|at) ([\p{L}'-]+)(?=\s+(?:is|from|to|on|in|and|for|at|how|the|please|near|center|centre|city)\b|\s*[?.,!]|\s*$)/giu,
    '$1 airport',
  ],
  // "make that 3" alone, after a search: a bare count changes the party (a day is said "the 3rd", a length in nights).
  [
    /^(\s*(?:ok(?:ay)?|actually|sorry|oh)?[,\s]*(?:can you |could you |please )?(?:make|change) (?:that|it)(?: to)?) (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)(?=\s*(?:please|pls|instead)?\s*[.!]?\s*$)/gi,
    '$1 $2 people',
  ],
  // "prefix" (prefijo, préfixe, prefisso, Vorwahl) for the calling code.
  [
    /\b(?:the |a )?(?:international |phone |telephone |country |dialling |dialing )?prefix(?: number)?(?: (?:for|to) call(?:ing)?)?(?: (?:of|for|to|in))?\b/gi,
    'the calling code of',
  ],
  // "entrances for the Sagrada Familia" (entradas, entrées, Eintritt): tickets.
  [/\b(?:entrances|entries)\b(?! tickets?\b)/gi, 'tickets'],
  [/\bentrance (?=for|to)\b/gi, 'tickets '],
  // Homophones a phone writes down: "weather to bring a jacket", "weather I need".
  [/\bweather (?=(?:to|i|we) (?:bring|pack|take|wear|need|should)\b|(?:i|we) (?:should|need)\b)/gi, 'whether '],
  // "the nearest airport for international flights": the kind of airport, not a flight search.
  [
    /\b(airports?) (?:for|with|that (?:has|have|takes?|handles?)) (international|direct|long[- ]haul|intercontinental) flights\b/gi,
    '$2 $1',
  ],
  [/(\bairports?\b[^.?!,]*?) (?:for|with) (?:international|direct|long[- ]haul|intercontinental) flights\b/gi, '$1'],
  // "my ticket says Beauvais", "her boarding pass shows PMI": what a ticket in hand says is no ticket to search for.
  [
    /\b(?:my|our|his|her|their|the) (?:(?:plane|flight|train|airline|e-?) ?)?(?:tickets?|boarding pass(?:es)?|booking confirmation) (?:says|said|shows|showed|reads|lists|has)\b/gi,
    'it says',
  ],
  // "the same for the 16th, but coming back instead": the day given is the way back, said as the return.
  [
    /\b(?:for|on) (the \d{1,2}(?:st|nd|rd|th)?(?: of [a-z]+)?|\d{1,2}(?:st|nd|rd|th)? [a-z]+),? (?:but |and )?(?:coming|flying|getting|going|travell?ing|heading) (?:back|home)(?: instead)?(?=\s*(?:[.,!?;]|$))/gi,
    'returning on $1',
  ],
  // "n" typed for "and" on a phone: "n when does it arrive", "time in bangkok n how far ahead" (a lower-case "n" alone
  // between words; "N Ireland" keeps its capital).
  [/^(\s*)n (?=[a-z])/g, '$1and '],
  [/(?<=[a-z?,]) n (?=[a-z])/g, ' and '],
  // "a four-day trip", "our 3 day trip": a length of the whole trip, not a day trip (a tour) to search for.
  [
    /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen)[- ]day (trip|holiday|vacation|visit|stay|break)\b/gi,
    '$2 of $1 days',
  ],
  // "a day-trip from zurich": a day trip (a tour) typed with a hyphen.
  [/\bday-(trips?)\b/gi, 'day $1'],
  // "back to the hotels, make it 3 adults": the search of two turns ago taken up again, not a way to the hotel.
  [
    /^(\s*(?:ok(?:ay)?|so|right|now)?[,\s]*)(?:(?:let's |can we |could we )?go )?back to the (hotels|flights|cars|rental cars|tours|tickets|transfers)\b/gi,
    '$1the $2',
  ],
  // "and the tips?" after a country's facts: the tipping custom, not travel tips.
  [/^(\s*(?:and|what about|how about)\s+(?:the\s+)?)tips(\s*\??\s*)$/gi, '$1tipping$2'],
];

/** The verb put before its subject: "what time go my flight", "when leaves the train" → "what time does my flight go". */
function verbAfterSubject(text: string): string {
  return text.replace(
    /\b(what time|when) (go|goes|leave|leaves|arrive|arrives|depart|departs|land|lands) (my|our|the) (flight|train|plane)\b/gi,
    (_typed, asked: string, verb: string, whose: string, what: string) =>
      `${asked} does ${whose} ${what} ${verb.toLowerCase() === 'goes' ? 'go' : verb.replace(/s$/i, '')}`,
  );
}

/** A day of the month said as a number word before "of" and the month ("the ten of may", "twenty five of march"). */
function daysInDigits(text: string): string {
  return text.replace(
    new RegExp(`\\b(?:the\\s+)?(${cardinalPattern})(?=\\s+of\\s+${monthAhead})`, 'gi'),
    (typed, word: string) => `${typed.toLowerCase().startsWith('the') ? 'the ' : ''}${cardinal(word) ?? word}`,
  );
}

/** "from the 2 of may to the 6": the end of the span gives its day alone, in the month of its start. */
function spanEndsInMonth(text: string): string {
  return text.replace(
    new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${monthAhead.slice(0, -2)})\\s+(to|until|till|-)\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s*(?:of\\s+)?${monthAhead}|\\s*(?:days?|nights?|weeks?|people|persons|adults?|:|am\\b|pm\\b))`,
      'gi',
    ),
    (_typed, start: string, month: string, to: string, end: string) => `${start} ${month} ${to} ${end} ${month}`,
  );
}

export function plainEnglish(message: string): string {
  let text = clockInDigits(daysInDigits(message));
  for (const [pattern, replacement] of rewrites) text = text.replace(pattern, replacement);
  return spanEndsInMonth(verbAfterSubject(text));
}
