// The words an airport is known by ("heathrow", "charles de gaulle", "laguardia", "orly"), shared by
// the server's airport index (api/astra/server-data.ts) and the device's (src/features/chat/data.ts)
// so both read a named airport the same way.
import { oneSlipSpellings } from './text';

/** Words that name no airport on their own. */
export const airportGenericWords: ReadonlySet<string> = new Set(
  'airport international intl regional national municipal field base city county metropolitan air aerodrome airfield terminal de la del do da el the and of'.split(
    ' ',
  ),
);

/** Ordinary words a single-word key may not be: "Lake" or "Golden" is not an airport. */
export const airportCommonWords: ReadonlySet<string> = new Set(
  'name field park lake river north south east west saint santa grand port bay island valley mount point central general king queen royal capital golden green white black love hope express'.split(
    ' ',
  ),
);

/** A four-letter word of an airport's name ("orly"): only read as the airport where the message talks of airports. */
export const shortAirportKey = (word: string): string => `~${word}`;

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
