// The words an airport is known by ("heathrow", "charles de gaulle", "laguardia", "orly"), shared by
// the server's airport index (api/astra/server-data.ts) and the device's (src/features/chat/data.ts)
// so both read a named airport the same way.
import { normaliseName } from '../cities';
import { oneSlipSpellings } from './text';

/** Words that name no airport on their own. */
export const airportGenericWords: ReadonlySet<string> = new Set(
  'airport international intl regional national municipal field base city county metropolitan air aerodrome airfield terminal de la del do da el the and of'.split(
    ' ',
  ),
);

/** Ordinary words a single-word key may not be: "Lake" or "Golden" is not an airport. */
export const airportCommonWords: ReadonlySet<string> = new Set(
  'name field park lake river north south east west northern southern eastern western worth lights middle upper lower little great high long old new saint santa grand port bay island valley mount point central general king queen royal capital golden green white black love hope express castle palace tower bridge cathedral abbey villa resort hotel apartment cottage chalet hostel lodge'.split(
    ' ',
  ),
);

/**
 * Names travellers call airports by that their official names do not hold: the town they stand in or
 * an older name ("Roissy" for Charles de Gaulle, "Zaventem" for Brussels). Our own list, by code.
 */
const airportNicknames: Readonly<Record<string, readonly string[]>> = {
  CDG: ['roissy'],
  BRU: ['zaventem'],
  VIE: ['schwechat'],
  ZRH: ['kloten'],
  GVA: ['cointrin'],
  MEL: ['tullamarine'],
  AEP: ['aeroparque'],
  PMO: ['punta raisi'],
  HKG: ['chek lap kok'],
  EZE: ['ezeiza'],
  SEA: ['sea tac', 'seatac'],
  PRG: ['ruzyne'],
  MUC: ['franz josef strauss'],
  WAW: ['okecie'],
  BUD: ['ferihegy'],
  JFK: ['idlewild'],
  DEL: ['palam'],
  BOM: ['sahar'],
  KUL: ['klia'],
  ITM: ['itami'],
  LAS: ['mccarran'],
  BGY: ['orio al serio'],
  NAP: ['capodichino'],
  DXB: ['dubai international'],
};

/** The keys an airport is also indexed under for its nicknames (see airportKeysOf). */
export function airportNicknameKeys(iata: string): string[] {
  return (Object.hasOwn(airportNicknames, iata) ? airportNicknames[iata]! : []).flatMap((nickname) => airportKeysOf(nickname.split(' ')));
}

/** A four-letter word of an airport's name ("orly"): only read as the airport where the message talks of airports. */
export const shortAirportKey = (word: string): string => `~${word}`;

/**
 * A three-letter name that is an airport's whole name ("Moi International": Mombasa's): read only where
 * it is named as an airport ("moi airport") or after the town it serves ("mombasa moi"), as three
 * letters are otherwise a code or a word.
 */
export const threeLetterAirportKey = (word: string): string => `~~${word}`;

/**
 * The keys one run of one to three words of an airport's name (normalised) is indexed under: the
 * run itself when it is distinctive, and the run written as one word ("la guardia" as "laguardia",
 * "o hare" as "ohare"), as travellers type it.
 */
export function airportKeysOf(run: readonly string[]): string[] {
  const keys: string[] = [];
  const first = run[0]!;
  const last = run.at(-1)!;
  if (airportGenericWords.has(last)) return keys;
  const compact = run.join('');
  if (run.length > 1 && compact.length >= 5) keys.push(compact);
  if (airportGenericWords.has(first) || compact.length < 4) return keys;
  if (run.length === 1) {
    if (airportCommonWords.has(first)) return keys;
    if (first.length === 4) return [shortAirportKey(first)];
    if (first.length < 4) return keys;
  }
  keys.push(run.join(' '));
  return keys;
}

/**
 * Which airport a key shared by several names belongs to: the one whose name starts with it
 * ("Logan International" for "logan", not "Billings Logan International"), when exactly one does.
 */
export function ownerOfSharedKey<T>(key: string, owners: ReadonlyArray<{ name: string; value: T }>): T | undefined {
  const starting = owners.filter((owner) => owner.name === key || owner.name.startsWith(`${key} `));
  return starting.length === 1 ? starting[0]!.value : undefined;
}

/**
 * An airport's name typed with one slip ("heatrow", "schipol", "gatwik", "charles de gaule"): a
 * letter missing, added, changed, or two swapped. Only for names of six letters or more, and only
 * when every spelling that matches names the same airport. Callers try it where the message talks
 * of airports, after the name as typed found nothing.
 */
export function lookupWithOneSlip<T>(typed: string, lookup: (key: string) => T | undefined): T | undefined {
  if (typed.length < 6 || typed.length > 32) return undefined;
  const found = new Set<T>();
  for (const spelling of oneSlipSpellings(typed)) {
    const value = lookup(spelling);
    if (value !== undefined) found.add(value);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** How many single edits (a letter missing, added, changed, or two swapped) turn one spelling into the other, up to `limit` (then limit + 1). */
function editsBetween(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * An airport's name typed with two slips ("hetrow", "charles de gaul"): only names of eight letters
 * or more, starting with the letter typed, and only when every name that close is the same airport.
 * A scan of the index's keys: callers try it last, where the message talks of airports.
 */
export function lookupWithTwoSlips<T>(typed: string, entries: Iterable<[string, T]>): T | undefined {
  if (typed.length < 6 || typed.length > 32) return undefined;
  const found = new Set<T>();
  for (const [key, value] of entries) {
    if (key.length < 8 || key[0] !== typed[0] || key.startsWith('~')) continue;
    if (editsBetween(typed, key, 2) <= 2) found.add(value);
    if (found.size > 1) return undefined;
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** Words of airports' names in other languages, as travellers write them in English ("Tenerife Sur": "tenerife south"). */
const englishNameWords: Readonly<Record<string, string>> = {
  sur: 'south',
  sud: 'south',
  sul: 'south',
  norte: 'north',
  nord: 'north',
  oeste: 'west',
  ouest: 'west',
  este: 'east',
  leste: 'east',
  internacional: 'international',
  internazionale: 'international',
  aeropuerto: 'airport',
  aeroporto: 'airport',
  aeroport: 'airport',
  flughafen: 'airport',
};

/** The words of a name with those of other languages in English, or undefined when it has none. */
function inEnglish(words: readonly string[]): string[] | undefined {
  return words.some((word) => Object.hasOwn(englishNameWords, word))
    ? words.map((word) => (Object.hasOwn(englishNameWords, word) ? englishNameWords[word]! : word))
    : undefined;
}

/** Words that only say what a name is of ("airport", "international"), never how travellers tell it apart. */
const airportTitleWords = new Set(['airport', 'international', 'intl', 'airfield', 'aerodrome']);

/**
 * An airport's own name as travellers say it, whole ("aberdeen regional", "london city", "bob hope",
 * "tenerife south", "king khaled"): without "airport", "international" and the like, and without the
 * articles left at either end ("Aeropuerto Internacional de Cancún": "cancun"); each part of a name
 * in two ("Rome–Fiumicino Leonardo da Vinci", "Ottawa / Gatineau") on its own too.
 */
export function wholeAirportNames(name: string): string[][] {
  const names: string[][] = [];
  for (const part of [name, ...(/\s[-–—/]\s|–|—/.test(name) ? name.split(/\s*[–—/]\s*|\s+-\s+/) : [])]) {
    const words = normaliseName(part.replace(/\([^)]*\)/g, ' '))
      .split(' ')
      .filter((word) => word && !airportTitleWords.has(englishNameWords[word] ?? word));
    while (words.length > 0 && airportGenericWords.has(words[0]!) && !airportTitleWords.has(words[0]!)) words.shift();
    while (words.length > 0 && ['de', 'la', 'del', 'do', 'da', 'the', 'and', 'of'].includes(words.at(-1)!)) words.pop();
    // (A single generic or common word, "city", "north", is no name: "Capital City Airport" keeps both words.)
    if (words.length === 0 || (words.length === 1 && (airportCommonWords.has(words[0]!) || words[0]!.length < 3))) continue;
    if (words.length === 1 && airportGenericWords.has(words[0]!)) continue;
    names.push(words);
  }
  return names;
}

/**
 * Airports by the words of their names and their nicknames, each key to the one airport it names.
 * A key several airports share names none of them, unless one's name starts with it ("Logan
 * International" for "logan", not "Billings Logan"), or it is the whole name of one of them only, or
 * one of them only is a large airport ("simon bolivar": Caracas's, not Santa Marta's). Names in other
 * languages are indexed in English too ("tenerife south"). `value` is what a lookup gives back.
 */
export function indexAirportWords<T>(airports: Iterable<{ name: string; iata: string; value: T; large?: boolean }>): Map<string, T> {
  type Owner = { name: string; iata: string; value: T; large: boolean; whole: boolean };
  const owners = new Map<string, Owner[]>();
  const add = (key: string, owner: Owner) => {
    const list = owners.get(key) ?? [];
    const known = list.find((other) => other.iata === owner.iata);
    if (known) known.whole ||= owner.whole;
    else list.push(owner);
    owners.set(key, list);
  };
  for (const { name, iata, value, large = false } of airports) {
    const full = normaliseName(name);
    const original = full.split(' ').filter(Boolean);
    const keys: string[] = [];
    for (const words of [original, inEnglish(original)]) {
      if (!words) continue;
      for (let length = 1; length <= 3; length++)
        for (let start = 0; start + length <= words.length; start++) keys.push(...airportKeysOf(words.slice(start, start + length)));
    }
    // "Dallas Love Field", "Boeing Field": the name's last two words, ending in "field", are how travellers call it ("love field").
    const [beforeField, field] = original.slice(-2);
    // (Only where it is the name itself, not a second name after a dash or in brackets: "Prescott … - Ernest A. Love Field".)
    if (field === 'field' && beforeField && !airportGenericWords.has(beforeField) && !/[-–(]/.test(name)) keys.push(`${beforeField} field`);
    for (const key of [...keys, ...airportNicknameKeys(iata)]) add(key, { name: full, iata, value, large, whole: false });
    for (const words of wholeAirportNames(name))
      for (const variant of [words, inEnglish(words)]) {
        // (A four-letter name, "Anaa", only where the message talks of airports, as every four-letter word of a name; a three-letter one only named as an airport.)
        if (variant)
          add(wholeNameKey(variant), {
            name: full,
            iata,
            value,
            large,
            whole: true,
          });
      }
  }
  const index = new Map<string, T>();
  for (const [key, list] of owners) {
    const wholes = list.filter((owner) => owner.whole);
    const larges = list.filter((owner) => owner.large);
    const owner =
      list.length === 1
        ? list[0]!.value
        : (ownerOfSharedKey(key, list) ??
          (wholes.length === 1 ? wholes[0]!.value : undefined) ??
          (larges.length === 1 ? larges[0]!.value : undefined));
    if (owner !== undefined) index.set(key, owner);
  }
  return index;
}

const wholeNameKey = (words: readonly string[]): string =>
  words.length > 1
    ? words.join(' ')
    : words[0]!.length === 4
      ? shortAirportKey(words[0]!)
      : words[0]!.length === 3
        ? threeLetterAirportKey(words[0]!)
        : words[0]!;

/** An airport's name as typed, without "the" before it or "airport" and "international" after it. */
export function typedAirportName(text: string): { typed: string; namedInternational: boolean; namedAirport: boolean } {
  const full = normaliseName(text).replace(/^the /, '');
  return {
    typed: full.replace(/ (?:(?:international )?airport|international)$/, ''),
    // "Keflavik International": named as an airport, the town's own airport, though the town has its name.
    namedInternational: / international(?: airport)?$/.test(full),
    namedAirport: / (?:airport|international)$/.test(full),
  };
}

/** A verb of getting about, as said on the way ("heading", "leaving", "landed"): never an airport's name with a slip. */
const travelVerbForm =
  /^(?:head|leav|go|com|gett|rush|driv|fly|land|arriv|tak|wait|board|walk|travell?|runn|mak|stay|park|pick|check|hurry)(?:ing|ed)$/;

/**
 * The airport a typed name (from typedAirportName) names in an index of indexAirportWords: as typed,
 * and where the message talks of airports also as a four-letter word or with one or two slips.
 */
export function lookupAirportWords<T>(
  index: Map<string, T>,
  typed: string,
  airportContext: boolean,
  townsOf?: (value: T) => readonly string[],
  namedAirport = false,
): T | undefined {
  // ("nearest international airport": words that only describe airports name none one slip away; "love field" is a name as typed.)
  if (typed.split(' ').every((word) => airportGenericWords.has(word) || airportCommonWords.has(word))) return index.get(typed);
  // ("how far is bergamo airport from milan city": a town and "city" is that town's centre, never a name a slip
  // or two away, Miles City; a name typed whole, "london city", is still found as typed.)
  // ("heading to the airport": a verb of getting about is read as typed, never as Reading a slip away.)
  const slipsAllowed = !/ city$/.test(typed) && !typed.split(' ').every((word) => travelVerbForm.test(word));
  const found =
    index.get(typed) ??
    (namedAirport ? index.get(threeLetterAirportKey(typed)) : undefined) ??
    (airportContext
      ? (index.get(shortAirportKey(typed)) ??
        (slipsAllowed ? (lookupWithOneSlip(typed, (key) => index.get(key)) ?? lookupWithTwoSlips(typed, index)) : undefined))
      : undefined);
  if (found !== undefined || !townsOf) return found;
  // "Milan Malpensa", "Houston Bush", "Tokyo Narita": the town before an airport's name is the town it serves (or the metropolitan area it is part of, or a word of its own name).
  const words = typed.split(' ');
  for (let head = 1; head <= 2 && head < words.length; head++) {
    const town = words.slice(0, head).join(' ');
    // (The name as typed only, no slips: a scan of the keys per split would cost every message naming a town.)
    const rest = words.slice(head).join(' ');
    const airport =
      index.get(rest) ?? (airportContext ? (index.get(shortAirportKey(rest)) ?? index.get(threeLetterAirportKey(rest))) : undefined);
    if (airport !== undefined && townsOf(airport).some((name) => ` ${normaliseName(name)} `.includes(` ${town} `))) return airport;
  }
  return undefined;
}
