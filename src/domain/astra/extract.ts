// Entities in a message: places (resolved against the city data, never guessed), travellers,
// amounts, currencies and a target price. Dates are dates.ts's; each pass blanks what it read, so
// "10 March" is never a place and "2 adults" never an amount.
import { normaliseName } from '../cities';
import { findCurrency, type Currency } from '../currency';
import { chatLimits } from './chat-protocol';
import { airportCommonWords, airportGenericWords, airportNicknameKeys } from './airport-words';
import { placeAliasOf } from './place-aliases';
import { withTravelWordsFixed } from './typos';
import { blank, numberWordPattern, oneSlipSpellings, readCount } from './text';
import type { AstraData, AstraPlace } from './types';

/** The message twice, with the same offsets: as typed (minus accents) and lower case. */
export type Workpiece = { cased: string; lower: string };

/**
 * The most characters the engine reads of a message once normalised. Normalising can grow text 18×
 * (U+FDFA is one character and eighteen after NFKD): without a cap, 2,000 of them cost 400 ms of
 * pattern work per message (issue 21, finding 3). Twice the longest message leaves room for accents.
 */
export const workpieceMaxChars = 2 * chatLimits.maxMessageChars;

export function workpieceOf(message: string): Workpiece {
  const typed = message
    .slice(0, workpieceMaxChars)
    .normalize('NFKD')
    .slice(0, workpieceMaxChars)
    .replace(/[\u0300-\u036f]/g, '')
    // "berlin–london": a dash between two names is a journey.
    .replace(/(\p{L})\s*[\u2013\u2014]\s*(?=\p{L})/gu, '$1 to ')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    // Words as they sound, typed in a hurry: "flite", "tonite".
    .replace(/\b([Ff])lite(s?)\b/g, '$1light$2')
    .replace(/\b([Tt]o)?([Nn])ite(s?)\b/g, '$1$2ight$3')
    // "my fight to rome", "cheap fights from munich": autocorrect's "fight" for flight, by the words a flight takes.
    .replace(
      /\b((?:[Mm]y|[Oo]ur|[Cc]heap|[Rr]eturn|[Cc]onnecting|[Dd]irect|[Nn]ext) )?([Ff])ight(s?)\b(?=\s+(?:to|from|number|home|back|leaves?|departs?|lands?|tomorrow)\b)/g,
      '$1$2light$3',
    )
    .replace(/\b([Mm]y|[Oo]ur|[Cc]heap|[Rr]eturn|[Cc]onnecting|[Dd]irect) ([Ff])ight(s?)\b/g, '$1 $2light$3');
  // "wat time is my flght tmrw", "hotle", "accomodation", "currancy": a travel word misspelt, read by the one typo reader (typos.ts).
  const cased = withTravelWordsFixed(typed)
    // "keflavik to reykjavik how many km": how far.
    .replace(/\b([Hh])ow many (?:kms?|kilomet(?:er|re)s|miles)\b/g, '$1ow far')
    .replace(/\s+/g, ' ')
    .trim();
  const lower = cased.toLowerCase();
  // A letter whose lower case is longer (İ) would shift offsets: read everything in lower case then.
  return lower.length === cased.length ? { cased, lower } : { cased: lower, lower };
}

export function blankSpan(piece: Workpiece, start: number, length: number): Workpiece {
  return { cased: blank(piece.cased, start, length), lower: blank(piece.lower, start, length) };
}

/** Runs a pattern over the lower-case text, blanks the first match and hands back its groups. */
export function take(piece: Workpiece, pattern: RegExp): { piece: Workpiece; groups: string[] } | undefined {
  const match = pattern.exec(piece.lower);
  if (!match) return undefined;
  return { piece: blankSpan(piece, match.index, match[0].length), groups: match.slice(1) as string[] };
}

const travellerRules: Array<{ pattern: RegExp; count: (groups: string[]) => number | undefined }> = [
  // "me and 3 mates", "us and two friends": the one asking counts too.
  {
    pattern: new RegExp(
      `\\b(?:me|i) (?:and|\\+|&|plus) (?:my )?(\\d{1,2}|${numberWordPattern}) (?:(?:best|close|old|good) )*(?:mates|friends|buddies|colleagues|others|people|pals|kids|children|sons|daughters|grandkids)\\b`,
    ),
    count: ([count]) => (readCount(count!) ?? 0) + 1,
  },
  // "my two best friends and I", "my 3 old school mates and me": the one asking counts too.
  {
    pattern: new RegExp(
      `\\bmy (\\d{1,2}|${numberWordPattern}) (?:(?:best|close|old|good|school|uni|work|university) )*(?:mates|friends|buddies|colleagues|pals|kids|children|sons|daughters|sisters|brothers|cousins) and (?:i|me)\\b`,
    ),
    count: ([count]) => (readCount(count!) ?? 0) + 1,
  },
  // "zwei Personen", "trois personnes", "dos personas": a party size in the writer's first language.
  {
    pattern:
      /\b(zwei|drei|vier|fünf|funf|sechs|deux|trois|quatre|cinq|dos|tres|cuatro|cinco|due|tre|quattro|cinque)\s+(?:personen|personnes|personas|persone|pessoas)\b/,
    count: ([word]) => foreignCounts[word!],
  },
  {
    pattern: new RegExp(
      `\\b(\\d{1,2}|${numberWordPattern})\\s+(?:adults?|people|ppl|persons|passengers|travell?ers|guests|pax|of us|friends|retirees|pensioners|seniors|students|backpackers|colleagues)\\b`,
    ),
    count: ([count]) => readCount(count!),
  },
  // "2ppl", "3pax": the count typed onto its word.
  { pattern: /\b(\d{1,2})(?:ppl|pax|adults?|persons|people|guests)\b/, count: ([count]) => readCount(count!) },
  { pattern: new RegExp(`\\bfamily of (\\d{1,2}|${numberWordPattern})\\b`), count: ([count]) => readCount(count!) },
  // "we'll be a group of six", "a party of 4", "we are 5", "we're six now": the size of the party said outright.
  {
    pattern: new RegExp(
      `\\b(?:group|party) of (\\d{1,2}|${numberWordPattern})\\b|\\b(?:we(?:'ll| will)? be|we are|we're|there(?:'ll| will) be|there are) (?:now )?(\\d{1,2}|${numberWordPattern})(?: now| in total| altogether| of us| of them)?(?=[.,!?;]|\\s*$| (?:and|so|but)\\b)`,
    ),
    count: ([group, we]) => readCount((group ?? we)!),
  },
  // "flights for the two of them", "all four of us": those travelling, counted by the one asking.
  {
    pattern: new RegExp(`\\b(?:the|all) (\\d|${numberWordPattern}) of (?:us|them)\\b`),
    count: ([count]) => readCount(count!),
  },
  { pattern: /\bboth of them\b/, count: () => 2 },
  // ("flights ber to lis 3 jun x2": a count typed as a times sign after the search.)
  { pattern: /(?:^|\s)[x×] ?([1-9])(?=\s*$|[,.;!?])/, count: ([count]) => readCount(count!) },
  // "two tickets to Paris", "3 tickets for the Louvre", "2 one way tickets to Cape Town": one ticket a traveller.
  {
    pattern: new RegExp(
      `\\b(\\d|${numberWordPattern})(?= (?:(?:one[- ]?way|return|round[- ]?trip|plane|flight|train|economy|business|cheap) )*(?:tickets|seats|places)(?: (?:to|for|on)\\b|(?=[,.;!?]|\\s*$)))`,
    ),
    count: ([count]) => readCount(count!),
  },
  // "me, my wife and 2 kids": the two of them and the children.
  {
    pattern: new RegExp(
      `\\b(?:me|us|i),? (?:and )?my (?:wife|husband|partner|girlfriend|boyfriend),? and (?:our |my )?(\\d|${numberWordPattern}) (?:kids|children|sons|daughters)\\b`,
    ),
    count: ([count]) => (readCount(count!) ?? 0) + 2,
  },
  {
    pattern:
      /\b(?:me and my (?:wife|husband|partner|girlfriend|boyfriend|friend|mum|mom|mother|dad|father|son|daughter|colleague|sister|brother|fiancee?|boss)|my (?:wife|husband|partner|girlfriend|boyfriend|friend|mum|mom|mother|dad|father|son|daughter|colleague|sister|brother|fiancee?|boss) and (?:i|me)|for two|a couple(?! of (?:nights?|days?|weeks?|hours?))|the two of us|both of us)\b/,
    count: () => 2,
  },
  { pattern: /\b(?:solo|just me|by myself|alone|on my own|for one)\b/, count: () => 1 },
  // "a hotel for my son, just him", "my mum is flying on her own": someone else travelling alone.
  { pattern: /\b(?:just (?:him|her)|(?:him|her)self|on (?:his|her) own|(?:him|her) alone)\b/, count: () => 1 },
  // "hotel barcelona 3rd to 7th of july for 2": a lone small number after "for" (dates are read
  // before this) is who travels, unless a unit or an amount follows.
  {
    pattern:
      /\bfor ([1-9]|1[0-2]|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?![.:,]?\d)(?!\s*(?:of\b|days?|nights?|weeks?|months?|hours?|hrs?|h\b|mins?|minutes|am\b|pm\b|[$€£¥%]|euros?|dollars?|pounds?|k\b|stars?|bags?))/,
    count: ([count]) => readCount(count!),
  },
];

const foreignCounts: Record<string, number> = {
  ...Object.fromEntries(['zwei', 'deux', 'dos', 'due'].map((word) => [word, 2])),
  ...Object.fromEntries(['drei', 'trois', 'tres', 'tre'].map((word) => [word, 3])),
  ...Object.fromEntries(['vier', 'quatre', 'cuatro', 'quattro'].map((word) => [word, 4])),
  ...Object.fromEntries(['fünf', 'funf', 'cinq', 'cinco', 'cinque'].map((word) => [word, 5])),
  sechs: 6,
};

/** The most travellers a partner search carries (flight searches stop at 9; the app's searches keep to that). */
export const maxTravellers = 9;

/** Who travels, as said; `overLimit` when a group is bigger than a search carries ("we are 12 friends"). */
export function findTravellers(piece: Workpiece): { travellers?: number; overLimit?: number; piece: Workpiece } {
  for (const rule of travellerRules) {
    const taken = take(piece, rule.pattern);
    if (!taken) continue;
    const count = rule.count(taken.groups);
    if (count && count >= 1 && count <= maxTravellers) return { travellers: count, piece: taken.piece };
    if (count && count > maxTravellers && count <= 99) return { overLimit: count, piece: taken.piece };
    return { piece: taken.piece };
  }
  return { piece };
}

const numberPattern = '(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d+))?\\s*(k\\b)?';

function readNumber(whole: string, fraction: string | undefined, thousands: string | undefined): number {
  const value = Number(`${whole.replace(/,/g, '')}${fraction ? `.${fraction}` : ''}`);
  return thousands ? value * 1000 : value;
}

/** "under $500", "below 400 euros", "drops to 350": the price an alert waits for. */
export function findTargetPrice(piece: Workpiece): { targetPrice?: number; currency?: Currency; piece: Workpiece } {
  const taken = take(
    piece,
    new RegExp(
      `\\b(?:under|below|less than|cheaper than|lower than|drops? (?:below|under|to)|falls? (?:below|under|to)|goes? (?:below|under|to)|gets? (?:below|under|to)|max(?:imum)?|at most|up to|budget(?: of)?|for)\\s*([$€£¥₹])?\\s?${numberPattern}(?:\\s*([a-z]{3,}))?`,
    ),
  );
  if (!taken) return { piece };
  const [symbol, whole, fraction, thousands, word] = taken.groups;
  const currency = (symbol && findCurrency(symbol)) || (word ? findCurrency(word) : undefined);
  return { targetPrice: readNumber(whole!, fraction, thousands), ...(currency ? { currency } : {}), piece: taken.piece };
}

/** An amount to convert: the first number in the message, with a currency sign in front if any. */
export function findAmount(piece: Workpiece): { amount?: number; symbolCurrency?: Currency; piece: Workpiece } {
  const taken = take(piece, new RegExp(`(?:([$€£¥₹฿₩])\\s?)?(?<![\\d.])${numberPattern}`));
  if (!taken) return { piece };
  const [symbol, whole, fraction, thousands] = taken.groups;
  const symbolCurrency = symbol ? findCurrency(symbol) : undefined;
  // Keep the sign readable for the currency scan (blanking took it).
  return { amount: readNumber(whole!, fraction, thousands), ...(symbolCurrency ? { symbolCurrency } : {}), piece: taken.piece };
}

/** Currencies named in the message, in order ("euros … yen"), with where each was found. */
export function findCurrencies(piece: Workpiece): Array<{ currency: Currency; index: number; length: number }> {
  const found: Array<{ currency: Currency; index: number; length: number }> = [];
  const words = [...piece.lower.matchAll(/[a-z$€£¥₹฿₩]+/g)];
  for (let i = 0; i < words.length; i++) {
    const two = i + 1 < words.length ? `${words[i]![0]} ${words[i + 1]![0]}` : undefined;
    const pair = two ? findCurrency(two) : undefined;
    const one = findCurrency(words[i]![0]);
    const currency = pair ?? one;
    if (!currency) continue;
    const length = pair ? words[i + 1]!.index + words[i + 1]![0].length - words[i]!.index : words[i]![0].length;
    if (!found.some((entry) => entry.currency.code === currency.code)) found.push({ currency, index: words[i]!.index, length });
    if (pair) i++;
  }
  return found;
}

/** Whether a lower-case word starts, ends or fills a sentence around a place rather than naming one. */
export const isStopWord = (word: string): boolean => stopWords.has(word);

/** Words that start, end or fill a sentence around a place, never the place itself (unless capitalised mid-sentence: "Nice"). */
const stopWords = new Set(
  `a an the to from in at on for with and or of by via into onto towards toward near around between about over than
  i im i'm id i'd ive me my we us our you your it its is are was be been am do does did can could would should will shall may might
  what whats what's how when where which who whom why please pls plz thanks thank hi hello hey ok okay yes no not any some
  need want wanna like love find book get show give tell looking look search check compare see know let help make add put set
  cheap cheapest best good great top popular nice local next this coming last first one two three four five
  flight flights fly flying plane airfare airline airlines ticket tickets hotel hotels stay staying room rooms accommodation hostel train trains
  tour tours activity activities things thing do trip trips travel travelling traveling plan planning itinerary holiday holidays vacation
  car cars rental rent hire transfer transfers taxi airport airports esim sim data lounge lounges currency money rate rates exchange convert
  time clock world pack packing list bring alert alerts price prices notify watch there here now today tonight tomorrow
  weekend week weeks day days night nights month people adults guests family kids city cities town country guide info information
  weather climate temperature rain tips tip safe visa visit visiting central centre center downtown go going leave leaving arrive arriving depart departing return returning back round way one-way also then just
  much many more most same other another all every each really very so too surprise hope ideas idea anywhere somewhere home
  police ambulance fire emergency hospital doctor pharmacy
  wat wot wht whn hw u ur plz ppl rn asap btw lol omg idk tmrw tmr thx beach beaches advance worth
  closest nearest nearby closer nearer use take snow snowing raining front bottom early late morning afternoon evening
  spring summer autumn fall winter charge touch case sort date dates pick drop
  come came ask say mobile phone mother father mum mom dad son daughter wife husband sister brother friend
  wedding weddings birthday conference meeting funeral honeymoon anniversary graduation reunion christening
  main major biggest largest smallest kill`.split(/\s+/),
);

/** Words that follow a verb, not a place: its object ("ring my aunt", "send an email") or a clause ("ask, but…"). */
const verbObjectWords = new Set([
  'my',
  'your',
  'his',
  'her',
  'their',
  'our',
  'me',
  'him',
  'them',
  'us',
  'you',
  'it',
  'an',
  'a',
  'but',
  'whether',
  'if',
]);

/**
 * "I want to ring my aunt in Buenos Aires", "to send an email to…", "embarrassed to ask, but…": one lower-case
 * word after "to" that takes an object ("my", "an", "her") or opens a clause ("but", "whether") is a verb,
 * not a small place of that name.
 */
function isVerbAfterTo(tokens: Token[], at: number, resolved: { place: AstraPlace; length: number }): boolean {
  const word = tokens[at];
  const after = tokens[at + 1];
  // ("if we want to pop out": a lower-case word before "out", "up", "off" or "down" is a verb, whatever it reaches as a
  // code, unless it is the place's own name.)
  if (
    word &&
    after &&
    resolved.length === 1 &&
    !word.capitalised &&
    !isIataToken(word) &&
    ['out', 'up', 'off', 'down'].includes(after.lower) &&
    normaliseName(resolved.place.name) !== word.lower
  )
    return true;
  return Boolean(
    word &&
    after &&
    resolved.length === 1 &&
    !word.capitalised &&
    !isIataToken(word) &&
    resolved.place.kind !== 'country' &&
    (resolved.place.population ?? 0) < bigCityOverWord &&
    verbObjectWords.has(after.lower),
  );
}

/** Words that may come between "to"/"in" and a place's name. */
const beforeNames = new Set([
  'the',
  'central',
  'downtown',
  'beautiful',
  'lovely',
  'sunny',
  'rainy',
  'old',
  'historic',
  'my',
  'our',
  'sunny',
  'both',
  'either',
]);

/** Where travellers sleep, said of their own ("our villa"): never a town of that name. */
const lodgingWords = new Set([
  'villa',
  'hotel',
  'apartment',
  'flat',
  'house',
  'home',
  'place',
  'airbnb',
  'resort',
  'cottage',
  'chalet',
  'hostel',
  'lodge',
  'cabin',
]);

/** Words that may sit inside a place's name ("Rio de Janeiro", "Stratford upon Avon"). */
const nameJoiners = new Set([
  'de',
  'da',
  'do',
  'dos',
  'das',
  'del',
  'della',
  'di',
  'la',
  'le',
  'les',
  'el',
  'al',
  'upon',
  'am',
  'an',
  'der',
  'y',
  'sur',
  'en',
  'st',
  'saint',
  'san',
  'santa',
  'the',
  // "Isle of Skye", "Kyle of Lochalsh", "Bay of Islands".
  'of',
]);

type Token = {
  word: string;
  lower: string;
  index: number;
  capitalised: boolean;
  boundaryBefore: boolean;
  /** Typed in lower case in a message that writes names with capitals (`writesNamesCapitalised`). */
  inLowerAmongNames?: boolean;
  /** The measure asked after "how" ("how long", "how far"): never a place, whatever town bears the word's name. */
  measureAsked?: boolean;
};

const measureWords = new Set(['long', 'far', 'much', 'many', 'soon', 'often', 'late', 'early', 'big']);

/** "I", "I'm", "I'd": capitals that say nothing about how the writer spells names. */
const firstPerson = /^I(?:'[a-z]+)?$/;

/**
 * Whether the message is written in sentence case and writes a name with a capital inside a sentence
 * ("I want to ring my aunt in Buenos Aires"): such a writer would have capitalised a place, so a word
 * they typed in lower case ("ring", "spring", "wedding") is a word of the story, not a town's name.
 */
function writesNamesCapitalised(cased: string, tokens: Token[]): boolean {
  if (!/^\P{L}*\p{Lu}/u.test(cased)) return false;
  return tokens.some(
    (token) =>
      token.capitalised &&
      !firstPerson.test(token.word) &&
      !/^\p{Lu}{2,}$/u.test(token.word) &&
      !/[.!?:;]["'”’)]*\s*$/.test(cased.slice(0, token.index)),
  );
}

function tokensOf(piece: Workpiece): Token[] {
  const tokens: Token[] = [];
  let lastEnd = -1;
  for (const match of piece.cased.matchAll(/[\p{L}\p{N}'.-]+/gu)) {
    // "Spain's capital": the possessive is not part of the name.
    const word = match[0].replace(/^[.'-]+|[.'-]+$/g, '').replace(/(?<=\p{L}{3})'s$/u, '');
    if (!word) continue;
    const between = lastEnd < 0 ? '' : piece.cased.slice(lastEnd, match.index);
    tokens.push({
      word,
      lower: word.toLowerCase(),
      index: match.index,
      capitalised: /^\p{Lu}/u.test(word) && match.index > 0,
      // A comma, a blanked date or other punctuation ends a place's name.
      boundaryBefore: lastEnd < 0 || /[^ ]|\s{2,}/.test(between),
      ...(tokens.at(-1)?.lower === 'how' && measureWords.has(word.toLowerCase()) && !/^\p{Lu}/u.test(word) ? { measureAsked: true } : {}),
    });
    lastEnd = match.index + match[0].length;
  }
  if (writesNamesCapitalised(piece.cased, tokens))
    for (const token of tokens) if (/^\p{Ll}/u.test(token.word)) token.inLowerAmongNames = true;
  return tokens;
}

const isIataToken = (token: Token) => /^[A-Z]{3}$/.test(token.word);

/** May this token be part of a place's name? */
function canBePlace(token: Token, first: boolean): boolean {
  if (/^\d/.test(token.word) || token.measureAsked) return false;
  if (isIataToken(token)) return true;
  if (!stopWords.has(token.lower)) return true;
  // "cape town", "mexico city", "ho chi minh city": the last word of many names, typed in lower case.
  if (!first && (token.lower === 'town' || token.lower === 'city' || token.lower === 'beach')) return true;
  if (token.capitalised) return true;
  return !first && nameJoiners.has(token.lower);
}

/** How near a town must be to the area named after it ("Sirmione on Lake Garda", read as Verona) to be in it. */
const areaKm = 100;

/** Whether a town lies in the area of a bigger place named after it: the same country, smaller, and near. */
function isInArea(town: AstraPlace, area: AstraPlace): boolean {
  if (town.kind === 'country' || town.airport_name || area.airport_name || town.country_code !== area.country_code) return false;
  if ((town.population ?? 0) >= (area.population ?? 0) || town.lat === undefined || town.lon === undefined) return false;
  if (area.lat === undefined || area.lon === undefined) return false;
  const radians = Math.PI / 180;
  const dLat = (area.lat - town.lat) * radians;
  const dLon = (area.lon - town.lon) * radians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(town.lat * radians) * Math.cos(area.lat * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h))) <= areaKm;
}

/** Whether a place named later lies around one already named: the same country, neither a country nor an airport, within `areaKm`. */
function isNearby(first: AstraPlace, second: AstraPlace): boolean {
  if (first.kind === 'country' || second.kind === 'country' || first.airport_name || second.airport_name) return false;
  if (first.country_code !== second.country_code || first.name === second.name) return false;
  if (first.lat === undefined || first.lon === undefined || second.lat === undefined || second.lon === undefined) return false;
  const radians = Math.PI / 180;
  const dLat = (second.lat - first.lat) * radians;
  const dLon = (second.lon - first.lon) * radians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(first.lat * radians) * Math.cos(second.lat * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h))) <= areaKm;
}

/** "on lake garda", "in tuscany" right after a town: the area it lies in, which says the town is meant. */
async function withinAreaAfter(tokens: Token[], at: number, town: AstraPlace, data: AstraData): Promise<boolean> {
  if (!['on', 'in', 'by', 'near'].includes(tokens[at]?.lower ?? '') || !tokens[at + 1]) return false;
  let from = at + 1;
  if (tokens[from]!.lower === 'the' && tokens[from + 1]) from++;
  const area = await resolveSpan(tokens, from, data, 1);
  return Boolean(area && isInArea(town, area.place));
}

/** Parts of a city, in lower case: never a place called so ("the old town", not Old Town, Maine). */
const cityPart = /^(?:old (?:town|city|quarter)|(?:city|town) cent(?:re|er)|historic (?:centre|center|district|quarter)|downtown)$/;

/** May a name start at this token? ("love field": an ordinary word before "field" starts an airport's name.) */
function canStartName(tokens: Token[], at: number): boolean {
  // ("long beach", "long island": "long" starts a name; in "how long is the flight" it is a word.)
  if (tokens[at]!.lower === 'long' && !tokens[at]!.capitalised) return /^(?:beach|island|bay)$/.test(tokens[at + 1]?.lower ?? '');
  return canBePlace(tokens[at]!, true) || (tokens[at + 1]?.lower === 'field' && /^\p{Ll}+$/u.test(tokens[at]!.word));
}

const anchors: ReadonlyMap<string, 'origin' | 'destination' | 'place'> = new Map(
  Object.entries({
    from: 'origin',
    leaving: 'origin',
    departing: 'origin',
    to: 'destination',
    into: 'destination',
    towards: 'destination',
    visit: 'destination',
    visiting: 'destination',
    in: 'place',
    at: 'place',
    near: 'place',
    around: 'place',
    about: 'place',
    for: 'place',
    of: 'place',
    serves: 'place',
    serving: 'place',
    between: 'origin',
  } as const),
);

/** "Lake X" the data does not hold is the town X only from this size up ("Lake Bled": Bled, 5,181). */
const lakeTownPopulation = 2_000;

/** A place this small, typed in lower case one slip from a country's name, is read as the country ("marocco"). */
const villagePopulation = 5_000;

/** Without "in"/"to" or a capital letter, only a city this big counts as a place. */
const minimumUnanchoredPopulation = 50_000;

/** Three lower-case letters after "near"/"to"/"from" are an airport code only for a city this big ("near jfk"). */
const codeAfterAnchorPopulation = 500_000;

/** An ordinary word after "in"/"to" is a city's name only for a city this big ("in nice", Nice). */
const bigCityOverWord = 250_000;

export type FoundPlaces = { origin?: AstraPlace; destination?: AstraPlace; place?: AstraPlace; unresolved?: string; piece: Workpiece };

/** Words that make a name more likely an airport's than a town's ("Narita airport code"). */
const airportContextPattern =
  /\bairports?\b|\biata\b|\bcodes?\b|\blounges?\b|\bterminals?\b|\bland(?:s|ing)?\b|\btaxi\b|\btransfers?\b|\bshuttle\b|\bflights?\b|\bfly(?:ing)?\b|\bhow far\b|\bcloser\b|\bclosest\b|\bdistance\b|\b(?:which|what) city\b|\b(?:is|are) [a-z' ]{3,30} close to\b|\bis [a-z]{3} (?:in|near)\b|\bwhere(?:'s| is) [a-z]{3}\b|^where(?:'s| is) (?:the )?[a-z]{4,}\W*$|\bwhich\b[^?]*\bor\b|\bor\b[^?]*\bwhich\b|\b(?:get(?:ting)?|go(?:ing)?|travel(?:ling)?) from\b[^?]*\b(?:to|into) (?:the )?(?:city|town|centre|center|downtown|hotel)\b/;

/** A town this small that shares its name with an airport ("Heathrow", Florida) is read as the airport. */
const airportOverTownPopulation = 150_000;
// Without words about airports around it, only a town under a third of that gives way ("Orly", "Heathrow").

/** A town up to this size gives way to an airport of its name serving a city `namesakeAirportRatio` times bigger ("Bole": Addis Ababa's). */
const namesakeAirportTownLimit = 1_000_000;
const namesakeAirportRatio = 10;

async function placeOrAirport(text: string, data: AstraData, airportContext: boolean, townFirst = false): Promise<AstraPlace | undefined> {
  const place = await data.findPlace(text);
  if (place?.kind === 'country' || !data.findAirport || /^[A-Z]{3}$/.test(text)) return place;
  // "The closest airport to Cannes", "which airport for Cambridge": the town asked about, not the airport named after it.
  if (townFirst && place) return place;
  // "Which airports are near Milan": a city this big is the city, whatever the words around it.
  if (place && (place.population ?? 0) >= (airportContext ? airportOverTownPopulation : airportOverTownPopulation / 3)) {
    // ("Bole airport": a town under a million named like the airport of a city ten times bigger, where the message talks of airports, is that airport.)
    if (!airportContext || (place.population ?? 0) >= namesakeAirportTownLimit || !sameName(place.name, text)) return place;
    const airport = await data.findAirport(text, airportContext);
    const bigger = airport && airport.slug !== place.slug && (airport.population ?? 0) >= namesakeAirportRatio * (place.population ?? 0);
    return bigger ? airport : place;
  }
  const airport = await data.findAirport(text, airportContext);
  // "how far is it from cambridge": a town of that very name, bigger than the one the airport serves and is named
  // after ("Cambridge Bay"), is the town.
  if (
    airport &&
    place &&
    sameName(place.name, text) &&
    normaliseName(airport.name).startsWith(`${normaliseName(text)} `) &&
    (place.population ?? 0) > (airport.population ?? 0)
  )
    return place;
  return airport ?? place;
}

/** A place this big may be typed in lower case by a writer who capitalises names ("flights to Rome from berlin"). */
const lowerCaseAmongNamesPopulation = 250_000;

async function resolveSpan(...args: Parameters<typeof resolveSpanAsTyped>): Promise<{ place: AstraPlace; length: number } | undefined> {
  const [tokens, start, , direction = 1] = args;
  const resolved = await resolveSpanAsTyped(...args);
  if (!resolved) return undefined;
  const first = direction === 1 ? start : start - resolved.length + 1;
  const words = tokens.slice(first, first + resolved.length);
  // "I want to ring my aunt in Buenos Aires", "visiting Seville in the spring": from a writer who capitalises names, words
  // in lower case are no small town (Ring, Spring Point), nor an airport or a town reached by an alias or a slip; only
  // a country, or a big city written out whole.
  if (!words[0]?.inLowerAmongNames) return resolved;
  const text = words.map((token) => token.word).join(' ');
  if (resolved.place.kind === 'country') return resolved;
  // ("new york" is New York City's name, "nyc" a known short form of it.)
  const writtenWhole =
    sameName(text, resolved.place.name) ||
    normaliseName(resolved.place.name).startsWith(`${normaliseName(text)} `) ||
    placeAliasOf(text.toLowerCase());
  if (writtenWhole && (resolved.place.population ?? 0) >= lowerCaseAmongNamesPopulation) return resolved;
  // ("We fly into lax on Friday": the code of a big city's airport, as after an anchor.)
  const code = words.length === 1 && resolved.place.iata?.toLowerCase() === text;
  return code && (resolved.place.population ?? 0) >= codeAfterAnchorPopulation ? resolved : undefined;
}

async function resolveSpanAsTyped(
  tokens: Token[],
  start: number,
  data: AstraData,
  direction: 1 | -1 = 1,
  airportContext = false,
  afterAnchor = false,
  townFirst = false,
): Promise<{ place: AstraPlace; length: number } | undefined> {
  // "bob hope airport", "will rogers world", "great falls": where the message talks of airports, a name
  // starting with an everyday word is an airport's whole name, or a town's, typed exactly (no slips).
  if (direction === 1 && airportContext && tokens[start] && !canStartName(tokens, start)) {
    for (let length = 3; length >= 2; length--) {
      const words = tokens.slice(start, start + length);
      if (words.length < length || words.slice(1).some((token) => token.boundaryBefore || stopWords.has(token.lower))) continue;
      const text = words.map((token) => token.word).join(' ');
      const town = await data.findPlace(text);
      if (town && town.kind !== 'country' && sameName(town.name, text)) return { place: town, length };
      const airport = town ? undefined : await data.findAirport?.(text, false);
      if (airport?.airport_name) return { place: airport, length };
    }
    return undefined;
  }
  if (direction === 1 && airportContext) {
    const named = (await airportNameAcrossWords(tokens, start, data)) ?? (await threeLetterAirportName(tokens, start, data));
    if (named) return named;
  }
  const span: Token[] = [];
  for (let i = start; i >= 0 && i < tokens.length && span.length < 5; i += direction) {
    const token = tokens[i]!;
    // ("love field or dfw": an ordinary word before "field" is an airport's name, as "Dallas Love Field" has it.)
    // ("dallas love field": the same inside a name.)
    if (
      !(direction === 1 ? canStartName(tokens, i) || (span.length > 0 && canBePlace(token, false)) : canBePlace(token, span.length === 0))
    )
      break;
    if (direction === 1 && span.length > 0 && token.boundaryBefore) break;
    if (direction === -1 && span.length > 0 && tokens[i + 1]!.boundaryBefore) break;
    if (direction === 1) span.push(token);
    else span.unshift(token);
  }
  // Longest first: "New York" before "York".
  for (let length = span.length; length >= 1; length--) {
    const words = direction === 1 ? span.slice(0, length) : span.slice(span.length - length);
    if (length === 1 && words[0]!.lower.length < 3 && !isIataToken(words[0]!) && !placeAliasOf(words[0]!.lower)) continue;
    const text = words.map((token) => token.word).join(' ');
    // "to the old town", "city centre": a part of a city, never a place of that name.
    if (cityPart.test(text)) continue;
    // A trailing joiner ("Rio de") is never the end of a name, unless it is a place's whole name as the data spells it ("Big Sur", "Hoi An").
    const joinerLast =
      nameJoiners.has(words[words.length - 1]!.lower) &&
      !words[words.length - 1]!.capitalised &&
      !(length === 1 && placeAliasOf(words[0]!.lower));
    if (joinerLast) {
      const whole = length > 1 ? await data.findPlace(text) : undefined;
      if (whole && whole.kind !== 'country' && normaliseName(whole.name) === normaliseName(text)) return { place: whole, length };
      continue;
    }
    const alias = placeAliasOf(text.toLowerCase());
    const aliased = alias ? await data.findPlace(alias.lookup) : undefined;
    let place = aliased
      ? { ...aliased, ...(alias?.shownAs ? { name: alias.shownAs } : {}) }
      : await placeOrAirport(text, data, airportContext, townFirst);
    // "Lake Bled", "lake annecy": a lake the data does not hold under that name, read as the town it is named after.
    if (!aliased && length > 1 && words[0]!.lower === 'lake' && (!place || normaliseName(place.name) !== normaliseName(text))) {
      const town = await data.findPlace(
        words
          .slice(1)
          .map((token) => token.word)
          .join(' '),
      );
      // (Only a town big enough to name a lake visitors ask about: "Lake Louise" is not Louise, Texas, of 995.)
      if (town && town.kind !== 'country' && (town.population ?? 0) >= lakeTownPopulation) place = { ...town };
    }
    if (!place) continue;
    // A lone word of three lower-case letters that reached a place only as an airport's code.
    const bareThreeLetters =
      length === 1 && words[0]!.word.length === 3 && !isIataToken(words[0]!) && !alias && place.name.toLowerCase() !== words[0]!.lower;
    // Three lower-case letters ("fly", "the") are a word, not an airport code, unless a city has that name.
    // Where the message talks of airports ("tlv airport city?"), three letters are read as a code.
    // ("Which city does the code MLA belong to? I saw it on a luggage tag": a writer who types a code in capitals types
    // every code so; "saw" is a word.)
    // (Not one set beside that code: "LHR or lgw".)
    if (bareThreeLetters && tokens.some((token, at) => isIataToken(token) && Math.abs(at - start) > 2)) continue;
    if (
      bareThreeLetters &&
      !airportContext &&
      // "hotel near jfk": right after "near"/"to"/"from", the code of a big city's airport.
      !(afterAnchor && (place.population ?? 0) >= codeAfterAnchorPopulation && place.iata?.toLowerCase() === words[0]!.lower)
    )
      continue;
    // "kai tak airport": three lower-case letters after another word of a name, before "airport", end that name; they are no code.
    const previous = direction === 1 ? tokens[start - 1] : undefined;
    if (
      bareThreeLetters &&
      previous &&
      !words[0]!.boundaryBefore &&
      !stopWords.has(previous.lower) &&
      !/^\d/.test(previous.word) &&
      !isIataToken(previous) &&
      /^airports?$/.test(tokens[start + 1]?.lower ?? '')
    )
      continue;
    // "rome city centre": "city" starts the part of the city, not a name "Rome City", unless that one is the bigger ("mexico city centre").
    const after = direction === 1 ? tokens[start + length] : undefined;
    if (length > 1 && after && cityPart.test(`${words[length - 1]!.lower} ${after.lower}`)) {
      const shorter = await placeOrAirport(
        words
          .slice(0, -1)
          .map((token) => token.word)
          .join(' '),
        data,
        airportContext,
        townFirst,
      );
      if (shorter && shorter.kind !== 'country' && (shorter.population ?? 0) >= (place.population ?? 0))
        return { place: shorter, length: length - 1 };
    }
    return { place, length };
  }
  return undefined;
}

/**
 * "lounge at bob hope", "george best belfast city airport": an airport's name with an everyday word
 * inside ("hope", "best" end a town's name elsewhere) is read whole where the message talks of airports,
 * when the words typed stand in that order in the airport's name.
 */
async function airportNameAcrossWords(
  tokens: Token[],
  start: number,
  data: AstraData,
): Promise<{ place: AstraPlace; length: number } | undefined> {
  if (!data.findAirport || !tokens[start] || stopWords.has(tokens[start]!.lower)) return undefined;
  for (let length = 4; length >= 2; length--) {
    const words = tokens.slice(start, start + length);
    if (words.length < length || words.slice(1).some((token) => token.boundaryBefore)) continue;
    if (!words.slice(1).some((token) => stopWords.has(token.lower)) || airportGenericWords.has(words[length - 1]!.lower)) continue;
    const text = words.map((token) => token.word).join(' ');
    // (As typed only: a scan for slips per run of words would cost every message that talks of airports.)
    const airport = await data.findAirport(text, false);
    if (airport?.airport_name && ` ${normaliseName(airport.airport_name)} `.includes(` ${normaliseName(text)} `))
      return { place: airport, length };
  }
  return undefined;
}

/** "moi airport", "Gan International": three letters named as an airport are that airport's own name, not a code or a town. */
async function threeLetterAirportName(
  tokens: Token[],
  start: number,
  data: AstraData,
): Promise<{ place: AstraPlace; length: number } | undefined> {
  const word = tokens[start];
  const next = tokens[start + 1];
  if (!word || !next || !/^\p{L}{3}$/u.test(word.word) || stopWords.has(word.lower) || !/^(?:airport|international|intl)$/.test(next.lower))
    return undefined;
  const airport = await data.findAirport?.(`${word.word} airport`, false);
  return airport?.airport_name && normaliseName(airport.airport_name).startsWith(`${normaliseName(word.word)} `)
    ? { place: airport, length: 1 }
    : undefined;
}

/** Two spellings of one name: "St. Petersburg" and "Saint Petersburg", "St Ives" and "Saint Ives". */
export function sameName(a: string, b: string): boolean {
  const key = (name: string) => normaliseName(name).replace(/\b(?:st|ste)\b/g, (short) => (short === 'st' ? 'saint' : 'sainte'));
  return key(a) === key(b);
}

/** The states of the United States by their postal codes, as travellers write them after a town ("tampa fl"). */
const usStateCodes: ReadonlyMap<string, string> = new Map(
  Object.entries({
    al: 'Alabama',
    ak: 'Alaska',
    az: 'Arizona',
    ar: 'Arkansas',
    ca: 'California',
    co: 'Colorado',
    ct: 'Connecticut',
    de: 'Delaware',
    fl: 'Florida',
    ga: 'Georgia',
    hi: 'Hawaii',
    id: 'Idaho',
    il: 'Illinois',
    in: 'Indiana',
    ia: 'Iowa',
    ks: 'Kansas',
    ky: 'Kentucky',
    la: 'Louisiana',
    me: 'Maine',
    md: 'Maryland',
    ma: 'Massachusetts',
    mi: 'Michigan',
    mn: 'Minnesota',
    ms: 'Mississippi',
    mo: 'Missouri',
    mt: 'Montana',
    ne: 'Nebraska',
    nv: 'Nevada',
    nh: 'New Hampshire',
    nj: 'New Jersey',
    nm: 'New Mexico',
    ny: 'New York',
    nc: 'North Carolina',
    nd: 'North Dakota',
    oh: 'Ohio',
    ok: 'Oklahoma',
    or: 'Oregon',
    pa: 'Pennsylvania',
    ri: 'Rhode Island',
    sc: 'South Carolina',
    sd: 'South Dakota',
    tn: 'Tennessee',
    tx: 'Texas',
    ut: 'Utah',
    vt: 'Vermont',
    va: 'Virginia',
    wa: 'Washington',
    wv: 'West Virginia',
    wi: 'Wisconsin',
    wy: 'Wyoming',
  }),
);

/** "santa fe new mexico", "portland maine": a region right after a name, as the data's region of one of its namesakes, picks that one. */
async function withRegionAfter(
  resolved: { place: AstraPlace; length: number },
  tokens: Token[],
  from: number,
  data: AstraData,
): Promise<{ place: AstraPlace; length: number }> {
  const at = from + resolved.length;
  for (let length = Math.min(2, tokens.length - at); length >= 1; length--) {
    const words = tokens.slice(at, at + length);
    if (words.some((token, index) => (index > 0 && token.boundaryBefore) || stopWords.has(token.lower) || /^\d/.test(token.word))) continue;
    const typedRegion = words.map((token) => token.word).join(' ');
    // ("st pete fl", "portland OR": a state of the United States by its postal code.)
    const region = (length === 1 && usStateCodes.get(typedRegion.toLowerCase())) || typedRegion;
    const namesake = await data.findPlace(`${resolved.place.name}, ${region}`);
    if (namesake && namesake.kind !== 'country' && sameName(namesake.name, resolved.place.name))
      return { place: namesake, length: resolved.length + length };
  }
  return resolved;
}

/** "trinidad and tobago", "antigua and barbuda": a country whose own name has "and" in it, typed out whole. */
async function countryWithAnd(tokens: Token[], at: number, data: AstraData): Promise<{ place: AstraPlace; length: number } | undefined> {
  for (let length = Math.min(6, tokens.length - at); length >= 3; length--) {
    const words = tokens.slice(at, at + length);
    const and = words.findIndex((token) => token.lower === 'and');
    if (and < 1 || and > length - 2 || words.some((token, index) => index > 0 && token.boundaryBefore)) continue;
    const typed = words.map((token) => token.word).join(' ');
    const country = await data.findPlace(typed);
    if (country?.kind === 'country' && sameName(country.country, typed)) return { place: country, length };
  }
  return undefined;
}

/**
 * A word of the story ("mobile", "reunion") that names a place after all, told by what follows it: the region or the
 * country of a place of that name ("mobile alabama", "mobile, al"), or "island" after a country's name ("reunion
 * island"). Undefined when nothing after it says so, so the word stays a word of the story.
 */
async function namedByWhatFollows(
  tokens: Token[],
  at: number,
  data: AstraData,
): Promise<{ place: AstraPlace; length: number } | undefined> {
  const word = tokens[at];
  if (!word || word.word.length < 3 || /^\d/.test(word.word)) return undefined;
  for (let length = Math.min(2, tokens.length - at - 1); length >= 1; length--) {
    const words = tokens.slice(at + 1, at + 1 + length);
    if (words.some((token, index) => (index > 0 && token.boundaryBefore) || stopWords.has(token.lower) || /^\d/.test(token.word))) continue;
    const typed = words.map((token) => token.word).join(' ');
    if (/^islands?$/i.test(typed)) {
      const country = await data.findPlace(word.word);
      if (country?.kind === 'country' && sameName(country.country, word.word)) return { place: country, length: 2 };
      continue;
    }
    const region = (length === 1 && usStateCodes.get(typed.toLowerCase())) || typed;
    const place = await data.findPlace(`${word.word}, ${region}`);
    if (place && place.kind !== 'country' && sameName(place.name, word.word)) return { place, length: 1 + length };
  }
  return undefined;
}

/** "nearest airport to Cannes", "what airport do I fly into for Interlaken": the town the airports are asked for, after this anchor. */
function asksAirportsOfTown(piece: Workpiece, anchor: Token): boolean {
  return (
    ['to', 'for', 'near', 'around', 'in', 'of', 'serves', 'serving'].includes(anchor.lower) &&
    /\b(?:airports?|fly(?:ing)? into)\s+(?:(?:do|should|would|can|could)\s+(?:i|we)\s+(?:fly\s+into|use|take)\s+)?(?:best\s+)?$/.test(
      piece.lower.slice(0, anchor.index),
    )
  );
}

/** "cambridge england closest airport", "montreux nearest airports": the town before asks its airports, not one named after it. */
function asksAirportsAfter(tokens: Token[], at: number): boolean {
  const after = tokens
    .slice(at + 1, at + 6)
    .map((token) => token.lower)
    .join(' ');
  return (
    /\b(?:nearest|closest)\s+(?:(?:big|main|major|international|commercial|large|real)\s+)?airports?\b/.test(after) &&
    !tokens.some((token) => token.lower === 'or' || token.lower === 'vs')
  );
}

/** "Interlaken, Switzerland", "cambridge england", "ghent belgium": a country right after a name picks the namesake there. */
async function withCountryAfter(
  resolved: { place: AstraPlace; length: number },
  tokens: Token[],
  from: number,
  data: AstraData,
): Promise<{ place: AstraPlace; length: number; notIn?: string }> {
  if (resolved.place.kind === 'country' || resolved.place.airport_name) return resolved;
  const typedName = tokens
    .slice(from, from + resolved.length)
    .map((token) => token.word)
    .join(' ');
  // "perth in scotland", "paris in texas": the country or region after "in" says which namesake of a town typed by its
  // own name, as right after the name. ("is jfk in new york": a code is no namesake.)
  const inBetween =
    tokens[from + resolved.length]?.lower === 'in' &&
    !tokens[from + resolved.length]!.boundaryBefore &&
    sameName(typedName, resolved.place.name)
      ? 1
      : 0;
  const qualifier =
    (await countryAfter(tokens, from + resolved.length, data)) ??
    (inBetween ? await countryAfter(tokens, from + resolved.length + 1, data) : undefined);
  const skipped = qualifier && tokens[from + resolved.length]?.lower === 'in' ? inBetween : 0;
  if (!qualifier) {
    const plain = await withRegionAfter(resolved, tokens, from, data);
    if (plain !== resolved || !inBetween) return plain;
    const region = await withRegionAfter(resolved, tokens, from + 1, data);
    return region === resolved ? resolved : { place: region.place, length: region.length + 1 };
  }
  const namesake =
    qualifier.countryCode === resolved.place.country_code
      ? resolved.place
      : await data.findPlace(`${resolved.place.name}, ${qualifier.country}`);
  // ("killarney in ireland", "Killarney, Ireland": a town named with the country it is in, where the data holds no town
  // of that name, is not the namesake elsewhere; it is a place the data does not have.)
  if (
    (!namesake || namesake.country_code !== qualifier.countryCode) &&
    (skipped || tokens[from + resolved.length]?.boundaryBefore) &&
    sameName(typedName, resolved.place.name)
  )
    return { ...resolved, length: resolved.length + skipped + qualifier.length, notIn: qualifier.country };
  if (skipped) resolved = { ...resolved, length: resolved.length + skipped };
  if (!namesake || namesake.country_code !== qualifier.countryCode) {
    // "goa india": a name read only as something else in another country (Genoa's code GOA), with a country after it,
    // is somewhere in that country the data does not hold: the country's facts are the ones asked. ("munich singapore",
    // a place typed by its own name, is a journey.)
    const typed = tokens
      .slice(from, from + resolved.length)
      .map((token) => token.word)
      .join(' ');
    const country = sameName(typed, resolved.place.name) ? undefined : await data.findPlace(qualifier.country);
    return country?.kind === 'country' && country.country_code === qualifier.countryCode
      ? { place: country, length: resolved.length + qualifier.length }
      : resolved;
  }
  // (The country said which one: no other namesake is worth mentioning.)
  const { namesake: _passedOver, ...confirmed } = namesake;
  return { place: confirmed, length: resolved.length + qualifier.length };
}

/** A country named right after a place ("york uk", "Granada, Spain"), read as what it stands for, and how many words it takes. */
async function countryAfter(
  tokens: Token[],
  at: number,
  data: AstraData,
): Promise<{ country: string; countryCode: string; length: number } | undefined> {
  if (!tokens[at]) return undefined;
  for (let length = Math.min(3, tokens.length - at); length >= 1; length--) {
    const words = tokens.slice(at, at + length);
    if (words.slice(1).some((token) => token.boundaryBefore)) continue;
    const text = words.map((token) => token.lower).join(' ');
    const alias = placeAliasOf(text);
    const place = alias ? await data.findPlace(alias.lookup) : await data.findPlace(text);
    // Only a country, or a name that stands for one (England, the UK, the States): never another town.
    if (!place || !place.country || !place.country_code) continue;
    if (place.kind === 'country' || isCountryWord(text)) return { country: place.country, countryCode: place.country_code, length };
  }
  return undefined;
}

/** Words that stand for a country (or a nation of one) without being its name in the data. */
const isCountryWord = (text: string) =>
  /^(?:uk|u\.k\.|usa|us|u\.s\.|the us|america|the states|england|scotland|wales|northern ireland|britain|great britain|holland)$/.test(
    text,
  );

/**
 * Places in the message: after "from"/"to"/"in"… first, then "X to Y", then any capitalised or
 * unknown word that names a city. Each is resolved by `data.findPlace`, so an answer is grounded.
 */
export async function findPlaces(piece: Workpiece, data: AstraData): Promise<FoundPlaces> {
  const tokens = tokensOf(piece);
  const airportContext = airportContextPattern.test(piece.lower);
  const found: FoundPlaces = { piece };
  const used = new Set<number>();
  /** Airports read from a lower-case word only through a slip of its spelling ("eleven", "wedding"). */
  const slips = new Set<AstraPlace>();
  /** A word after an anchor that named nothing, to try again as a misspelt city or country ("in amsterdm"). */
  // (Every lower-case word after an anchor that names nothing as typed, in order: the first one a slip reads is the place,
  // so "what to put in my luggage for copenhaguen" reaches Copenhagen past "luggage".)
  const slipCandidates: Array<{ role: 'origin' | 'destination' | 'place'; word: string }> = [];
  /** Index of the last token of the place read last, so "for Paris to Rome" can tell Paris is the start. */
  let placeEnd = -2;
  const assign = (role: 'origin' | 'destination' | 'place', place: AstraPlace) => {
    if (role === 'origin' && !found.origin) found.origin = place;
    else if (role === 'destination' && !found.destination) found.destination = place;
    else if (!found.place && !found.destination) found.place = place;
    // ("A car for the week we're in Seville so we can see a bit of Andalusia": a place named later around the one
    // already named, in its country and near it, is the area it lies in, not another place to go.)
    // (Not a bigger city of its own: "visiting friends in Kyoto … two nights in Osaka first" asks for Osaka.)
    else if (
      role === 'place' &&
      found.place &&
      !found.destination &&
      isNearby(found.place, place) &&
      (place.population ?? 0) <= (found.place.population ?? 0)
    )
      return;
    else if (!found.destination) found.destination = place;
    // ("A family holiday to Mexico … a hotel in Cancún": a town in the country already named is the more exact place.)
    else if (
      found.destination.kind === 'country' &&
      place.kind !== 'country' &&
      !place.airport_name &&
      place.country_code === found.destination.country_code
    )
      found.destination = place;
  };
  for (let i = 0; i < tokens.length; i++) {
    // ("and keswick?": a follow-up's "and" before a name is an anchor, so a small town counts.)
    // ("can you make that dubrovnik instead": what a follow-up changes the last ask to is a place however small.)
    const changedTo =
      ['that', 'it'].includes(tokens[i]!.lower) && /^(?:make|change|switch)$/.test(tokens[i - 1]?.lower ?? '') ? 'place' : undefined;
    const role = anchors.get(tokens[i]!.lower) ?? (i === 0 && tokens[i]!.lower === 'and' ? 'place' : changedTo);
    if (!role || used.has(i + 1)) continue;
    // "a hotel in Singapore near Marina Bay": a spot near the place already named is not another place.
    if ((found.place || found.destination) && (tokens[i]!.lower === 'near' || tokens[i]!.lower === 'around')) continue;
    // "to central London", "in beautiful Lisbon": words between the anchor and the name.
    let from = i + 1;
    // ("in the states": an alias that starts with "the" keeps it.)
    while (
      from < tokens.length - 1 &&
      beforeNames.has(tokens[from]!.lower) &&
      !tokens[from]!.capitalised &&
      !placeAliasOf(`${tokens[from]!.lower} ${tokens[from + 1]!.lower}`)
    )
      from++;
    // ("to our villa in mallorca", "to my hotel": a lodging of theirs, typed in lower case, is no town called Villa.)
    if (
      tokens.slice(i + 1, from).some((token) => token.lower === 'my' || token.lower === 'our') &&
      !tokens[from]?.capitalised &&
      lodgingWords.has(tokens[from]?.lower ?? '')
    )
      continue;
    // "isle of skye what airport", "hotels on the isle of skye": "of" inside a name is no anchor.
    if (tokens[i]!.lower === 'of' && i > 0 && !tokens[i]!.boundaryBefore && canBePlace(tokens[i - 1]!, true) && !used.has(i - 1)) {
      const whole = await resolveSpan(tokens, i - 1, data, 1, airportContext);
      if (whole && whole.length > 2) continue;
    }
    const theAlias = tokens[from]?.lower === 'the' && tokens[from + 1] ? placeAliasOf(`the ${tokens[from + 1]!.lower}`) : undefined;
    const aliasPlace = theAlias ? await data.findPlace(theAlias.lookup) : undefined;
    const townFirst = asksAirportsOfTown(piece, tokens[i]!);
    let resolved = aliasPlace
      ? { place: aliasPlace, length: 2 }
      : ((await countryWithAnd(tokens, from, data)) ??
        (tokens[from] && stopWords.has(tokens[from]!.lower) && !tokens[from]!.capitalised
          ? await namedByWhatFollows(tokens, from, data)
          : undefined) ??
        (await resolveSpan(tokens, from, data, 1, airportContext, true, townFirst)));
    // "car hire in nice", "which airport for nice": an ordinary word right after "in", "to", "for"… that is the name of a big city,
    // at the end of the message or before a joining word, is the city.
    const next = tokens[from];
    const after = tokens[from + 1];
    if (
      !resolved &&
      next &&
      ['in', 'to', 'for', 'from', 'near', 'at'].includes(tokens[i]!.lower) &&
      stopWords.has(next.lower) &&
      (!after ||
        after.boundaryBefore ||
        ['and', 'for', 'from', 'on', 'in', 'with', 'plus', 'so', 'because', 'as', 'instead', 'too', 'please'].includes(after.lower))
    ) {
      const place = await data.findPlace(next.word);
      if (place && place.kind !== 'country' && (place.population ?? 0) >= bigCityOverWord && normaliseName(place.name) === next.lower)
        resolved = { place, length: 1 };
    }
    // ("flights from nice to split": an ordinary word that names a big city, between "from" and "to", is where the trip starts.)
    if (!resolved && next && tokens[i]!.lower === 'from' && after?.lower === 'to' && !after.boundaryBefore && stopWords.has(next.lower)) {
      const place = await data.findPlace(next.word);
      if (place && place.kind !== 'country' && (place.population ?? 0) >= bigCityOverWord && normaliseName(place.name) === next.lower)
        resolved = { place, length: 1 };
    }
    // ("time in mobile alabama", "hotels in mobile, al", "currency on reunion island": a word of the story typed in lower
    // case names a place after all when the region or the country of a place of that name follows it, or "island".)
    if (!resolved && next && stopWords.has(next.lower) && !next.capitalised) resolved = await namedByWhatFollows(tokens, from, data);
    if (resolved && tokens[i]!.lower === 'to' && isVerbAfterTo(tokens, from, resolved)) continue;
    // ("tiping in marocco": a word typed in lower case that names only a village, one slip from a country's name, is
    // the country; Marocco, Italy, of 842 people, is not what a traveller asks about.)
    if (
      resolved &&
      resolved.length === 1 &&
      resolved.place.kind !== 'country' &&
      !tokens[from]!.capitalised &&
      !isIataToken(tokens[from]!) &&
      (resolved.place.population ?? 0) < villagePopulation
    ) {
      const country = await placeWithOneSlip(tokens[from]!.lower, data);
      if (country?.kind === 'country') resolved = { place: country, length: 1 };
    }
    // "a hotel near the opera", "close to the station": one lower-case word after "the" is a thing of the place,
    // not a small town (Opera, Italy); a big city, a country, an airport's name or a known short form still counts.
    if (
      resolved &&
      resolved.length === 1 &&
      tokens[from - 1]?.lower === 'the' &&
      !tokens[from]!.capitalised &&
      resolved.place.kind !== 'country' &&
      !resolved.place.airport_name &&
      !placeAliasOf(tokens[from]!.lower) &&
      (resolved.place.population ?? 0) < bigCityOverWord
    )
      continue;
    if (!resolved) {
      if (
        next &&
        !next.inLowerAmongNames &&
        /^[a-z]{6,20}$/.test(next.lower) &&
        !stopWords.has(next.lower) &&
        (!after || after.boundaryBefore || !canBePlace(after, false))
      )
        slipCandidates.push({ role, word: next.lower });
      if (role !== 'place' && i + 1 < tokens.length && !found.unresolved && canBePlace(tokens[i + 1]!, true))
        found.unresolved = tokens[i + 1]!.word;
      continue;
    }
    const qualified = await withCountryAfter(resolved, tokens, from, data);
    if (qualified.notIn) {
      for (let k = i + 1; k < from + qualified.length; k++) used.add(k);
      if (!found.unresolved) found.unresolved = `${qualified.place.name} in ${qualified.notIn}`;
      continue;
    }
    resolved = qualified;
    // "hotels in soho london": a small place followed by a much bigger one elsewhere is a district of the bigger.
    const following = tokens[from + resolved.length];
    if (following && !following.boundaryBefore && resolved.place.kind !== 'country') {
      const bigger = await resolveSpan(tokens, from + resolved.length, data, 1, airportContext);
      if (
        bigger &&
        bigger.place.kind !== 'country' &&
        !bigger.place.airport_name &&
        bigger.place.country_code !== resolved.place.country_code &&
        (bigger.place.population ?? 0) > 10 * (resolved.place.population ?? 0)
      )
        resolved = { place: bigger.place, length: resolved.length + bigger.length };
    }
    for (let k = i + 1; k < from + resolved.length; k++) used.add(k);
    const resolvedEnd = from + resolved.length - 1;
    if (isAirportSlip(tokens, from, resolved)) slips.add(resolved.place);
    // "between Paris and Rome": the second place follows "and".
    if (tokens[i]!.lower === 'between' && tokens[from + resolved.length]?.lower === 'and') {
      assign('origin', resolved.place);
      const second = await resolveSpan(tokens, from + resolved.length + 1, data, 1, airportContext);
      if (second) {
        assign('destination', second.place);
        for (let k = from + resolved.length + 1; k < from + resolved.length + 1 + second.length; k++) used.add(k);
      }
      continue;
    }
    // "for Paris to Rome": a place right before "to" is where the trip starts.
    if (tokens[i]!.lower === 'to' && !found.origin && found.place && placeEnd === i - 1) {
      found.origin = found.place;
      delete found.place;
    }
    // "London to Paris": the words before "to" are where the trip starts.
    if (tokens[i]!.lower === 'to' && !found.origin && i > 0 && !used.has(i - 1)) {
      const before = await resolveSpan(tokens, i - 1, data, -1, airportContext);
      if (before && !tokens[i]!.boundaryBefore) {
        assign('origin', before.place);
        for (let k = i - before.length; k < i; k++) used.add(k);
      }
    }
    // "sirmione in tuscany", "a hotel in bellagio on lake como": a smaller town right before "in"/"near" the area around it is the place.
    if (
      role === 'place' &&
      i > 0 &&
      !found.place &&
      !found.destination &&
      !used.has(i - 1) &&
      ['in', 'near', 'around'].includes(tokens[i]!.lower)
    ) {
      const before = await resolveSpan(tokens, i - 1, data, -1, airportContext);
      const typedBefore = before
        ? tokens
            .slice(i - before.length, i)
            .map((token) => token.word)
            .join(' ')
        : '';
      if (before && sameName(typedBefore, before.place.name) && isInArea(before.place, resolved.place)) {
        for (let k = i - before.length; k < i; k++) used.add(k);
        assign(role, before.place);
        placeEnd = resolvedEnd;
        continue;
      }
    }
    assign(role, resolved.place);
    placeEnd = resolvedEnd;
  }
  // ("Mobile, Alabama: what time is it there?", "currency on reunion island": with nothing read after an anchor, a word of
  // the story followed by the region or the country of a place of that name, or by "island", is that place.)
  for (let i = 0; i + 1 < tokens.length && !found.origin && !found.destination && !found.place; i++) {
    if (used.has(i)) continue;
    // ("calling code antigua and barbuda": a country named with "and", with no anchor before it, too.)
    const named = stopWords.has(tokens[i]!.lower) ? await namedByWhatFollows(tokens, i, data) : await countryWithAnd(tokens, i, data);
    if (!named) continue;
    assign('place', named.place);
    for (let k = i; k < i + named.length; k++) used.add(k);
  }
  if (!found.origin && !found.destination && !found.place) {
    // No anchor: "Lisbon hotels", "LHR lounge", "tokyo?". A word that is the place's own name (or an
    // airport code) beats one that only reaches a place through an alias ("canal boat tour amsterdam").
    let best: { place: AstraPlace; rank: number } | undefined;
    for (let i = 0; i < tokens.length; i++) {
      if (used.has(i) || (!canStartName(tokens, i) && !airportContext)) continue;
      const townAsked = asksAirportsAfter(tokens, i);
      const span = await resolveSpan(tokens, i, data, 1, airportContext, false, townAsked);
      if (!span) continue;
      // "kotor montenegro airport", "sorrento italy": a town with its country after it is a place, however small.
      const resolved = await withCountryAfter(span, tokens, i, data);
      if (resolved.notIn) {
        found.unresolved ??= `${resolved.place.name} in ${resolved.notIn}`;
        continue;
      }
      const qualified = resolved.length > span.length && resolved.place.kind !== 'country';
      const typedWords = tokens
        .slice(i, i + resolved.length)
        .map((token) => token.word)
        .join(' ');
      // An ordinary word that happens to name a village ("surprise me") is not a place; a known short form ("algarve") is.
      // ("big sur hotels": a name of two words or more, typed whole as the data spells it, is a place however small.)
      const wholeName = resolved.length > 1 && sameName(typedWords, resolved.place.name);
      // ("dubrovnik airport to old town": a name right before "airport" is the airport's town, however small.)
      const beforeAirport = /^airports?$/.test(tokens[i + resolved.length]?.lower ?? '') && !tokens[i + resolved.length]!.boundaryBefore;
      // ("sirmione on lake garda": a town followed by the area around it, near and in the same country.)
      const inArea = await withinAreaAfter(tokens, i + resolved.length, resolved.place, data);
      const isOrdinaryWord =
        !qualified &&
        !wholeName &&
        !beforeAirport &&
        !inArea &&
        // ("krabi nearest international airport": the town whose nearest airports are asked, however small.)
        !(townAsked && /^(?:nearest|closest)$/.test(tokens[i + resolved.length]?.lower ?? '')) &&
        !isIataToken(tokens[i]!) &&
        !placeAliasOf(typedWords.toLowerCase()) &&
        // ("malta plugs", "what side does iceland drive on": a country is read by its name, however small its capital.)
        resolved.place.kind !== 'country' &&
        (resolved.place.population ?? 0) < minimumUnanchoredPopulation;
      if (isOrdinaryWord) continue;
      const typed = normaliseName(typedWords);
      // A city's own name, a code, a country or a known short form first; then an airport's name
      // ("canal" names an airport in Chile, "Amsterdam" is the city); then anything else.
      const rank =
        isIataToken(tokens[i]!) ||
        qualified ||
        inArea ||
        sameName(typed, resolved.place.name) ||
        resolved.place.kind === 'country' ||
        Boolean(placeAliasOf(typed))
          ? 3
          : resolved.place.airport_name
            ? 2
            : 1;
      if (!best || rank > best.rank) best = { place: resolved.place, rank };
      if (rank === 3) break;
      i += resolved.length - 1;
    }
    if (best) assign('place', best.place);
  }
  // "code for nice airport": an ordinary word right before "airport" that is the name of a big city is the city.
  if (!found.origin && !found.destination && !found.place) {
    for (let i = 0; i + 1 < tokens.length; i++) {
      if (!stopWords.has(tokens[i]!.lower) || !/^airports?$/.test(tokens[i + 1]!.lower)) continue;
      const place = await data.findPlace(tokens[i]!.word);
      if (
        place &&
        place.kind !== 'country' &&
        (place.population ?? 0) >= bigCityOverWord &&
        normaliseName(place.name) === tokens[i]!.lower
      ) {
        assign('place', place);
        break;
      }
    }
  }
  // "zermatt closest airport??", "airport on mykonos": where every other word is about airports, the one
  // word left is the place, however small.
  if (!found.origin && !found.destination && !found.place && airportContext) {
    const content = tokens.map((token, index) => ({ token, index })).filter(({ token }) => canBePlace(token, true) && !isIataToken(token));
    const first = content[0];
    const contiguous = content.every((entry, offset) => entry.index === (first?.index ?? 0) + offset);
    const span =
      first && contiguous && content.length <= 3 ? await resolveSpan(tokens, first.index, data, 1, false, true, true) : undefined;
    if (first && span && (first.token.lower.length >= 4 || span.length > 1)) {
      // ("hoi an closest airport": a joiner inside the name; "kotor montenegro airport": the country says which.)
      const resolved = await withCountryAfter(span, tokens, first.index, data);
      const left = content.filter((entry) => entry.index >= first.index + resolved.length);
      // ("alberobello trulli which airport": one word left over that names no place says what the town is known for.)
      const leftOver = left.length === 1 && !(await data.findPlace(left[0]!.token.word)) ? [] : left;
      if (leftOver.length === 0 && !resolved.notIn) assign('place', resolved.place);
    }
  }
  // "the code of Manchester airport in the UK": a country after the place only says which one is meant.
  if (found.place && !found.origin && found.destination?.kind === 'country' && found.place.kind !== 'country') {
    const country = found.destination;
    const namesake =
      found.place.country_code === country.country_code ? found.place : await data.findPlace(`${found.place.name}, ${country.country}`);
    if (namesake && namesake.country_code === country.country_code) {
      found.place = namesake;
      delete found.destination;
    }
  }
  // ("flihgt from berlin to barcelonna": a misspelt name is read in the role its anchor gives, when nothing else filled it.)
  for (const slip of slipCandidates) {
    const slipRoleOpen =
      slip.role === 'origin' ? !found.origin : slip.role === 'destination' ? !found.destination : !found.place && !found.destination;
    if (found.origin && found.destination) break;
    if (!slipRoleOpen) continue;
    const place = await placeWithOneSlip(slip.word, data);
    if (place && place !== found.origin && place !== found.destination && place !== found.place) {
      assign(slip.role, place);
      break;
    }
  }
  // ("Our flight lands at Dublin at about eleven at night": a slip to an airport of another country, beside a place
  // read as it is spelt, is a word of the story; see findPlaceList.)
  const spelt = [found.origin, found.destination, found.place].filter(
    (place): place is AstraPlace => Boolean(place) && !slips.has(place!) && place!.kind !== 'country',
  );
  for (const role of ['origin', 'destination', 'place'] as const) {
    const place = found[role];
    // (A big city is meant, one slip away or not: "flihgt from berlin to barcelonna".)
    if (
      place &&
      slips.has(place) &&
      (place.population ?? 0) < slipPopulation &&
      spelt.length > 0 &&
      !spelt.some((other) => other.country_code === place.country_code)
    )
      delete found[role];
  }
  if (found.origin || found.destination || found.place) delete found.unresolved;
  return found;
}

/** Whether a span read as an airport was typed in lower case and reaches it only through a slip of its spelling. */
function isAirportSlip(tokens: Token[], from: number, resolved: { place: AstraPlace; length: number }): boolean {
  if (!resolved.place.airport_name || tokens[from]?.capitalised || (tokens[from] && isIataToken(tokens[from]!))) return false;
  const typed = tokens
    .slice(from, from + resolved.length)
    .map((token) => token.word)
    .join(' ');
  return !/^\p{Lu}/u.test(typed) && isSlipFor(typed, resolved.place);
}

/** Whether what was typed reaches the airport only through a slip: not words of its name, nor one of its nicknames. */
function isSlipFor(typed: string, airport: AstraPlace): boolean {
  const words = normaliseName(typed);
  if (` ${normaliseName(airport.airport_name ?? '')} `.includes(` ${words} `)) return false;
  const squeezed = words.replace(/\s+/g, '');
  return !airportNicknameKeys(airport.iata ?? '').some((key) => key === words || key.replace(/\s+/g, '') === squeezed);
}

/** A country or a city this big is known well enough to be read through a slip of the keyboard. */
const slipPopulation = 250_000;
/** A name typed this long is distinctive enough to be read through a slip for a smaller city ("reykjavic", "dubrovnick"). */
const longSlipLength = 9;
const longSlipPopulation = 25_000;

/**
 * A misspelt country or big city after an anchor ("hotels in amsterdm", "emergency number in
 * brazill"): one slip away from the name as the data spells it, and only when every such spelling
 * names the same place.
 */
async function placeWithOneSlip(typed: string, data: AstraData): Promise<AstraPlace | undefined> {
  const read = await placeWithOneSlipAsTyped(typed, data);
  if (read) return read;
  // ("phillipines": a long name with a letter doubled that should not be, and one doubled that should; the doubling
  // put right first, then one slip, for a name long enough to be distinctive.)
  const undoubled = typed.replace(/(\p{L})\1/gu, '$1');
  const unslipped = typed.length >= longSlipLength && undoubled !== typed ? await placeWithOneSlipAsTyped(undoubled, data) : undefined;
  if (unslipped) return unslipped;
  // ("edinborough", "gothenberg", "strasburg": the endings -burgh, -borough, -burg, -berg and -bourg are written for one
  // another; a big city so spelt is meant.)
  const ending = /(borough|burough|brough|burgh|burg|berg|bourg)$/.exec(typed);
  if (!ending) return undefined;
  const found = new Map<string, AstraPlace>();
  for (const other of ['borough', 'brough', 'burgh', 'burg', 'berg', 'bourg']) {
    if (other === ending[1]) continue;
    const spelling = `${typed.slice(0, ending.index)}${other}`;
    const place = await data.findPlace(spelling);
    if (!place || place.kind === 'country' || normaliseName(place.name) !== spelling || (place.population ?? 0) < longSlipPopulation)
      continue;
    found.set(`${place.name}|${place.country_code}`, place);
  }
  // (Where two spellings name places, the one far bigger is meant: Edinburgh, not Edinburg in Texas.)
  const [biggest, next] = [...found.values()].sort((a, b) => (b.population ?? 0) - (a.population ?? 0));
  return biggest && (!next || (biggest.population ?? 0) >= 3 * (next.population ?? 0)) ? biggest : undefined;
}

async function placeWithOneSlipAsTyped(typed: string, data: AstraData): Promise<AstraPlace | undefined> {
  const found = new Map<string, AstraPlace>();
  for (const spelling of oneSlipSpellings(typed)) {
    const place = await data.findPlace(spelling);
    if (!place || normaliseName(place.kind === 'country' ? place.country : place.name) !== spelling) continue;
    if (place.kind !== 'country' && (place.population ?? 0) < (typed.length >= longSlipLength ? longSlipPopulation : slipPopulation))
      continue;
    found.set(`${place.name}|${place.country_code}`, place);
    if (found.size > 1) return undefined;
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/** A place named in the message, where it starts (a character offset) and the text it was read from. */
export type PlaceMention = { place: AstraPlace; index: number; end: number };

/**
 * Every place named in the message, in the order written ("Sydney vs London", "paris tokyo"): after
 * an anchor word, capitalised, an airport code, or a city big enough not to be an ordinary word.
 */
export async function findPlaceList(piece: Workpiece, data: AstraData, max = 4, aboutAirports = false): Promise<PlaceMention[]> {
  const tokens = tokensOf(piece);
  const airportContext = aboutAirports || airportContextPattern.test(piece.lower);
  const found: PlaceMention[] = [];
  for (let i = 0; i < tokens.length && found.length < max; i++) {
    // ("Mobile, Alabama: what time is it there?": a word of the story with the region of a place of that name after it.)
    const named = stopWords.has(tokens[i]!.lower) ? await namedByWhatFollows(tokens, i, data) : undefined;
    if (named) {
      const last = tokens[i + named.length - 1]!;
      found.push({ place: named.place, index: tokens[i]!.index, end: last.index + last.word.length });
      i += named.length - 1;
      continue;
    }
    if (!canStartName(tokens, i) && !airportContext) continue;
    const anchored = i > 0 && anchors.has(tokens[i - 1]!.lower);
    const townFirst = (anchored && asksAirportsOfTown(piece, tokens[i - 1]!)) || asksAirportsAfter(tokens, i);
    const span = await resolveSpan(tokens, i, data, 1, airportContext, anchored, townFirst);
    if (!span) {
      // ("when its 9am in londn what time is it in tokio": a country or big city after an anchor, one slip away, as the
      // one place read for the message reads it.)
      const token = tokens[i]!;
      const slipped =
        anchored && !token.capitalised && /^\p{L}{5,}$/u.test(token.word) && !stopWords.has(token.lower)
          ? await placeWithOneSlip(token.lower, data)
          : undefined;
      if (slipped) found.push({ place: slipped, index: token.index, end: token.index + token.word.length });
      continue;
    }
    if (tokens[i - 1]?.lower === 'to' && isVerbAfterTo(tokens, i, span)) continue;
    const resolved = await withCountryAfter(span, tokens, i, data);
    if (resolved.notIn) continue;
    const typedWords = tokens
      .slice(i, i + resolved.length)
      .map((token) => token.word)
      .join(' ');
    const ordinary =
      !(resolved.length > span.length && resolved.place.kind !== 'country') &&
      !anchored &&
      // ("mont st michel", "big sur": a known short form, or a name of two words or more typed whole, is a place.)
      !placeAliasOf(typedWords.toLowerCase()) &&
      !(resolved.length > 1 && sameName(typedWords, resolved.place.name)) &&
      // ("dubrovnik airport": a name right before "airport" is the airport's town, however small.)
      !(/^airports?$/.test(tokens[i + resolved.length]?.lower ?? '') && !tokens[i + resolved.length]!.boundaryBefore) &&
      // ("kona airport code hawaii": an airport's name, where the message talks of airports, names the airport, however small its town.)
      // (Not words that only describe airports: "national park".)
      !(
        airportContext &&
        resolved.place.airport_name &&
        tokens.slice(i, i + resolved.length).some((token) => !airportGenericWords.has(token.lower) && !airportCommonWords.has(token.lower))
      ) &&
      !isIataToken(tokens[i]!) &&
      !tokens[i]!.capitalised &&
      (resolved.place.population ?? 0) < minimumUnanchoredPopulation;
    if (ordinary) continue;
    const last = tokens[i + resolved.length - 1]!;
    found.push({ place: resolved.place, index: tokens[i]!.index, end: last.index + last.word.length });
    i += resolved.length - 1;
  }
  // "A wedding in Kyoto, which airport", "my colleague is joining me in Amsterdam": beside a place read as it is
  // spelt, a lower-case word that reaches an airport of another country only through a slip ("wedding", Redding;
  // "joining", Jining) is a word of the story, not that airport. ("How far is heatrow from london": a slip for an
  // airport of the place beside it is that airport.)
  const slipped = found.map(
    ({ place, index, end }) =>
      Boolean(place.airport_name) &&
      !/^\p{Lu}/u.test(piece.cased.slice(index, index + 1)) &&
      isSlipFor(piece.cased.slice(index, end), place),
  );
  const spelt = found.filter((_, index) => !slipped[index] && found[index]!.place.kind !== 'country');
  if (spelt.length === 0) return found;
  return found.filter(({ place }, index) => !slipped[index] || spelt.some((other) => other.place.country_code === place.country_code));
}
