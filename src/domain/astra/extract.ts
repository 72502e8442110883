// Entities in a message: places (resolved against the city data, never guessed), travellers,
// amounts, currencies and a target price. Dates are dates.ts's; each pass blanks what it read, so
// "10 March" is never a place and "2 adults" never an amount.
import { normaliseName } from '../cities';
import { findCurrency, type Currency } from '../currency';
import { chatLimits } from './chat-protocol';
import { placeAliasOf } from './place-aliases';
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
  const cased = message
    .slice(0, workpieceMaxChars)
    .normalize('NFKD')
    .slice(0, workpieceMaxChars)
    .replace(/[\u0300-\u036f]/g, '')
    // "berlin–london": a dash between two names is a journey.
    .replace(/(\p{L})\s*[\u2013\u2014]\s*(?=\p{L})/gu, '$1 to ')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
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
  {
    pattern: new RegExp(
      `\\b(\\d{1,2}|${numberWordPattern})\\s+(?:adults?|people|persons|passengers|travell?ers|guests|pax|of us|friends)\\b`,
    ),
    count: ([count]) => readCount(count!),
  },
  { pattern: new RegExp(`\\bfamily of (\\d{1,2}|${numberWordPattern})\\b`), count: ([count]) => readCount(count!) },
  // "me, my wife and 2 kids": the two of them and the children.
  {
    pattern: new RegExp(
      `\\b(?:me|us|i),? (?:and )?my (?:wife|husband|partner|girlfriend|boyfriend),? and (?:our |my )?(\\d|${numberWordPattern}) (?:kids|children|sons|daughters)\\b`,
    ),
    count: ([count]) => (readCount(count!) ?? 0) + 2,
  },
  {
    pattern:
      /\b(?:me and my (?:wife|husband|partner|girlfriend|boyfriend|friend|mum|mom|dad|son|daughter|colleague)|my (?:wife|husband|partner|girlfriend|boyfriend) and i|for two|a couple|the two of us|both of us)\b/,
    count: () => 2,
  },
  { pattern: /\b(?:solo|just me|by myself|alone|on my own|for one)\b/, count: () => 1 },
  // "hotel barcelona 3rd to 7th of july for 2": a lone small number after "for" (dates are read
  // before this) is who travels, unless a unit or an amount follows.
  {
    pattern:
      /\bfor ([1-9])\b(?![.:,]?\d)(?!\s*(?:days?|nights?|weeks?|months?|hours?|hrs?|h\b|mins?|minutes|am\b|pm\b|[$€£¥%]|euros?|dollars?|pounds?|k\b|stars?|bags?))/,
    count: ([count]) => Number(count),
  },
];

export function findTravellers(piece: Workpiece): { travellers?: number; piece: Workpiece } {
  for (const rule of travellerRules) {
    const taken = take(piece, rule.pattern);
    if (!taken) continue;
    const count = rule.count(taken.groups);
    if (count && count >= 1 && count <= 9) return { travellers: count, piece: taken.piece };
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

/** Words that start, end or fill a sentence around a place, never the place itself (unless capitalised mid-sentence: "Nice"). */
const stopWords = new Set(
  `a an the to from in at on for with and or of by via into onto towards toward near around between about over than
  i im i'm id i'd ive me my we us our you your it its is are was be been am do does did can could would should will shall may might
  what whats what's how when where which who whom why please pls plz thanks thank hi hello hey ok okay yes no not any some
  need want wanna like love find book get show give tell looking look search check compare see know let help make add put set
  cheap cheapest best good great top popular nice local next this coming last first one two three four five
  flight flights fly flying plane airfare airline airlines ticket tickets hotel hotels stay staying room rooms accommodation hostel
  tour tours activity activities things thing do trip trips travel travelling traveling plan planning itinerary holiday holidays vacation
  car cars rental rent hire transfer transfers taxi airport airports esim sim data lounge lounges currency money rate rates exchange convert
  time clock world pack packing list bring alert alerts price prices notify watch there here now today tonight tomorrow
  weekend week weeks day days night nights month people adults guests family kids city cities town country guide info information
  weather climate temperature rain tips tip safe visa visit visiting central centre center downtown go going leave leaving arrive arriving depart departing return returning back round way one-way also then just
  much many more most same other another all every each really very so too surprise hope ideas idea anywhere somewhere
  police ambulance fire emergency hospital doctor pharmacy`.split(/\s+/),
);

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
]);

type Token = { word: string; lower: string; index: number; capitalised: boolean; boundaryBefore: boolean };

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
    });
    lastEnd = match.index + match[0].length;
  }
  return tokens;
}

const isIataToken = (token: Token) => /^[A-Z]{3}$/.test(token.word);

/** May this token be part of a place's name? */
function canBePlace(token: Token, first: boolean): boolean {
  if (/^\d/.test(token.word)) return false;
  if (isIataToken(token)) return true;
  if (!stopWords.has(token.lower)) return true;
  if (token.capitalised) return true;
  return !first && nameJoiners.has(token.lower);
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
    between: 'origin',
  } as const),
);

/** Without "in"/"to" or a capital letter, only a city this big counts as a place. */
const minimumUnanchoredPopulation = 50_000;

/** Three lower-case letters after "near"/"to"/"from" are an airport code only for a city this big ("near jfk"). */
const codeAfterAnchorPopulation = 500_000;

/** An ordinary word after "in"/"to" is a city's name only for a city this big ("in nice", Nice). */
const bigCityOverWord = 250_000;

export type FoundPlaces = { origin?: AstraPlace; destination?: AstraPlace; place?: AstraPlace; unresolved?: string; piece: Workpiece };

/** Words that make a name more likely an airport's than a town's ("Narita airport code"). */
const airportContextPattern =
  /\bairports?\b|\biata\b|\bcodes?\b|\blounges?\b|\bterminals?\b|\bland(?:s|ing)?\b|\btaxi\b|\btransfers?\b|\bshuttle\b|\bflights?\b|\bfly(?:ing)?\b|\bhow far\b|\bcloser\b|\bclosest\b|\bdistance\b|\b(?:which|what) city\b|\b(?:is|are) [a-z' ]{3,30} close to\b|\bwhich\b[^?]*\bor\b|\bor\b[^?]*\bwhich\b/;

/** A town this small that shares its name with an airport ("Heathrow", Florida) is read as the airport. */
const airportOverTownPopulation = 150_000;
// Without words about airports around it, only a town under a third of that gives way ("Orly", "Heathrow").

async function placeOrAirport(text: string, data: AstraData, airportContext: boolean): Promise<AstraPlace | undefined> {
  const place = await data.findPlace(text);
  if (place?.kind === 'country' || !data.findAirport || /^[A-Z]{3}$/.test(text)) return place;
  // "Which airports are near Milan": a city this big is the city, whatever the words around it.
  if (place && (place.population ?? 0) >= (airportContext ? airportOverTownPopulation : airportOverTownPopulation / 3)) return place;
  const airport = await data.findAirport(text, airportContext);
  return airport ?? place;
}

async function resolveSpan(
  tokens: Token[],
  start: number,
  data: AstraData,
  direction: 1 | -1 = 1,
  airportContext = false,
  afterAnchor = false,
): Promise<{ place: AstraPlace; length: number } | undefined> {
  const span: Token[] = [];
  for (let i = start; i >= 0 && i < tokens.length && span.length < 5; i += direction) {
    const token = tokens[i]!;
    if (!canBePlace(token, span.length === 0)) break;
    if (direction === 1 && span.length > 0 && token.boundaryBefore) break;
    if (direction === -1 && span.length > 0 && tokens[i + 1]!.boundaryBefore) break;
    if (direction === 1) span.push(token);
    else span.unshift(token);
  }
  // Longest first: "New York" before "York".
  for (let length = span.length; length >= 1; length--) {
    const words = direction === 1 ? span.slice(0, length) : span.slice(span.length - length);
    if (length === 1 && words[0]!.lower.length < 3 && !isIataToken(words[0]!) && !placeAliasOf(words[0]!.lower)) continue;
    // A trailing joiner ("Rio de") is never the end of a name.
    if (
      nameJoiners.has(words[words.length - 1]!.lower) &&
      !words[words.length - 1]!.capitalised &&
      !(length === 1 && placeAliasOf(words[0]!.lower))
    )
      continue;
    const text = words.map((token) => token.word).join(' ');
    const alias = placeAliasOf(text.toLowerCase());
    const aliased = alias ? await data.findPlace(alias.lookup) : undefined;
    const place = aliased
      ? { ...aliased, ...(alias?.shownAs ? { name: alias.shownAs } : {}) }
      : await placeOrAirport(text, data, airportContext);
    if (!place) continue;
    // Three lower-case letters ("fly", "the") are a word, not an airport code, unless a city has that name.
    // Where the message talks of airports ("tlv airport city?"), three letters are read as a code.
    if (
      length === 1 &&
      words[0]!.word.length === 3 &&
      !isIataToken(words[0]!) &&
      !alias &&
      place.name.toLowerCase() !== words[0]!.lower &&
      !airportContext &&
      // "hotel near jfk": right after "near"/"to"/"from", the code of a big city's airport.
      !(afterAnchor && (place.population ?? 0) >= codeAfterAnchorPopulation && place.iata?.toLowerCase() === words[0]!.lower)
    )
      continue;
    return { place, length };
  }
  return undefined;
}

/**
 * Places in the message: after "from"/"to"/"in"… first, then "X to Y", then any capitalised or
 * unknown word that names a city. Each is resolved by `data.findPlace`, so an answer is grounded.
 */
export async function findPlaces(piece: Workpiece, data: AstraData): Promise<FoundPlaces> {
  const tokens = tokensOf(piece);
  const airportContext = airportContextPattern.test(piece.lower);
  const found: FoundPlaces = { piece };
  const used = new Set<number>();
  /** A word after an anchor that named nothing, to try again as a misspelt city or country ("in amsterdm"). */
  let slip: { role: 'origin' | 'destination' | 'place'; word: string } | undefined;
  /** Index of the last token of the place read last, so "for Paris to Rome" can tell Paris is the start. */
  let placeEnd = -2;
  const assign = (role: 'origin' | 'destination' | 'place', place: AstraPlace) => {
    if (role === 'origin' && !found.origin) found.origin = place;
    else if (role === 'destination' && !found.destination) found.destination = place;
    else if (!found.place && !found.destination) found.place = place;
    else if (!found.destination) found.destination = place;
  };
  for (let i = 0; i < tokens.length; i++) {
    const role = anchors.get(tokens[i]!.lower);
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
    const theAlias = tokens[from]?.lower === 'the' && tokens[from + 1] ? placeAliasOf(`the ${tokens[from + 1]!.lower}`) : undefined;
    const aliasPlace = theAlias ? await data.findPlace(theAlias.lookup) : undefined;
    let resolved = aliasPlace ? { place: aliasPlace, length: 2 } : await resolveSpan(tokens, from, data, 1, airportContext, true);
    // "car hire in nice": an ordinary word right after "in" or "to" that is the name of a big city,
    // at the end of the message or before a joining word, is the city.
    const next = tokens[from];
    const after = tokens[from + 1];
    if (
      !resolved &&
      next &&
      (tokens[i]!.lower === 'in' || tokens[i]!.lower === 'to') &&
      stopWords.has(next.lower) &&
      (!after || after.boundaryBefore || ['and', 'for', 'from', 'on', 'in', 'with', 'plus'].includes(after.lower))
    ) {
      const place = await data.findPlace(next.word);
      if (place && place.kind !== 'country' && (place.population ?? 0) >= bigCityOverWord && normaliseName(place.name) === next.lower)
        resolved = { place, length: 1 };
    }
    if (!resolved) {
      if (
        next &&
        /^[a-z]{6,20}$/.test(next.lower) &&
        !stopWords.has(next.lower) &&
        (!after || after.boundaryBefore || !canBePlace(after, false))
      )
        slip ??= { role, word: next.lower };
      if (role !== 'place' && i + 1 < tokens.length && !found.unresolved && canBePlace(tokens[i + 1]!, true))
        found.unresolved = tokens[i + 1]!.word;
      continue;
    }
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
    assign(role, resolved.place);
    placeEnd = resolvedEnd;
  }
  if (!found.origin && !found.destination && !found.place) {
    // No anchor: "Lisbon hotels", "LHR lounge", "tokyo?". A word that is the place's own name (or an
    // airport code) beats one that only reaches a place through an alias ("canal boat tour amsterdam").
    let best: { place: AstraPlace; rank: number } | undefined;
    for (let i = 0; i < tokens.length; i++) {
      if (used.has(i) || !canBePlace(tokens[i]!, true)) continue;
      const resolved = await resolveSpan(tokens, i, data, 1, airportContext);
      // An ordinary word that happens to name a village ("surprise me") is not a place.
      const isOrdinaryWord = !isIataToken(tokens[i]!) && (resolved?.place.population ?? 0) < minimumUnanchoredPopulation;
      if (!resolved || isOrdinaryWord) continue;
      const typed = normaliseName(
        tokens
          .slice(i, i + resolved.length)
          .map((token) => token.word)
          .join(' '),
      );
      // A city's own name, a code, a country or a known short form first; then an airport's name
      // ("canal" names an airport in Chile, "Amsterdam" is the city); then anything else.
      const rank =
        isIataToken(tokens[i]!) ||
        typed === normaliseName(resolved.place.name) ||
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
  if (!found.origin && !found.destination && !found.place && slip) {
    const place = await placeWithOneSlip(slip.word, data);
    if (place) assign(slip.role, place);
  }
  if (found.origin || found.destination || found.place) delete found.unresolved;
  return found;
}

/** A country or a city this big is known well enough to be read through a slip of the keyboard. */
const slipPopulation = 250_000;

/**
 * A misspelt country or big city after an anchor ("hotels in amsterdm", "emergency number in
 * brazill"): one slip away from the name as the data spells it, and only when every such spelling
 * names the same place.
 */
async function placeWithOneSlip(typed: string, data: AstraData): Promise<AstraPlace | undefined> {
  const found = new Map<string, AstraPlace>();
  for (const spelling of oneSlipSpellings(typed)) {
    const place = await data.findPlace(spelling);
    if (!place || normaliseName(place.kind === 'country' ? place.country : place.name) !== spelling) continue;
    if (place.kind !== 'country' && (place.population ?? 0) < slipPopulation) continue;
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
export async function findPlaceList(piece: Workpiece, data: AstraData, max = 4): Promise<PlaceMention[]> {
  const tokens = tokensOf(piece);
  const airportContext = airportContextPattern.test(piece.lower);
  const found: PlaceMention[] = [];
  for (let i = 0; i < tokens.length && found.length < max; i++) {
    if (!canBePlace(tokens[i]!, true)) continue;
    const anchored = i > 0 && anchors.has(tokens[i - 1]!.lower);
    const resolved = await resolveSpan(tokens, i, data, 1, airportContext, anchored);
    if (!resolved) continue;
    const ordinary =
      !anchored && !isIataToken(tokens[i]!) && !tokens[i]!.capitalised && (resolved.place.population ?? 0) < minimumUnanchoredPopulation;
    if (ordinary) continue;
    const last = tokens[i + resolved.length - 1]!;
    found.push({ place: resolved.place, index: tokens[i]!.index, end: last.index + last.word.length });
    i += resolved.length - 1;
  }
  return found;
}
