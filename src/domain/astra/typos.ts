// The one reader of misspelt travel words (issue 20, twentieth pass): one list of the words that name
// what to book or ask about, and one test of a slip, used both by the workpiece (extract.ts: every
// pass reads the word put right) and by intent scoring (intents.ts), so a typo is read the same way
// everywhere. Places are not here: a misspelt place is read against the city data (extract.ts).

/** The words travellers ask and book with, as the engine's patterns spell them. */
const travelWords: readonly string[] = [
  'flight',
  'flights',
  'hotel',
  'hotels',
  'airport',
  'airports',
  'rental',
  'ticket',
  'tickets',
  'transfer',
  'transfers',
  'lounge',
  'confirmation',
  'reference',
  'tomorrow',
  'accommodation',
  'itinerary',
  'restaurant',
  'restaurants',
  'luggage',
  'baggage',
  'adapter',
  'currency',
  'terminal',
  'train',
  'museum',
  'language',
  'languages',
  'emergency',
  'tipping',
  'capital',
  'difference',
  'nights',
  'packing',
  'address',
  'forecast',
  'which',
  'should',
  'check',
  'time',
  'visa',
  'january',
  'february',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** Real words one slip from a travel word, never read as it ("light", "fight", "lunge", "tie", "trail"). */
const realWords = new Set([
  // (Words of names: "Chek Lap Kok" is Hong Kong's airport; "chek in" is read below.)
  'chek',
  'night',
  'rain',
  'heck',
  'renal',
  'pacing',
  'picking',
  'pecking',
  'topping',
  'tapping',
  'adopter',
  'light',
  'lights',
  'fight',
  'fights',
  'lunge',
  'trail',
  'brain',
  'grain',
  'drain',
  'trains',
  'tim',
  'tie',
  'tine',
  'tome',
  'tide',
  'tile',
  'tire',
  'mime',
  'lime',
  'dime',
  'times',
  'timed',
  'timer',
  'vista',
  'visas',
  'shoulder',
  'checks',
  'cheek',
  'chuck',
  'chick',
  'whichever',
  'witch',
  'capitals',
  'ticked',
  'rented',
  'dress',
  'addresses',
  'lounger',
  'hostel',
  'hostels',
  'motel',
  'motels',
]);

/** Misspellings further than one slip, as travellers type them. */
const farSpellings: Record<string, string> = {
  itinery: 'itinerary',
  itenary: 'itinerary',
  itinary: 'itinerary',
  iternary: 'itinerary',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  tomorow: 'tomorrow',
  tmrw: 'tomorrow',
  seet: 'seat',
  wat: 'what',
  accomadation: 'accommodation',
  acommodation: 'accommodation',
  acomodation: 'accommodation',
  adaptor: 'adapter',
  resturant: 'restaurant',
  restaraunt: 'restaurant',
  resteraunt: 'restaurant',
  // Short forms typed on a phone.
  addy: 'address',
  addr: 'address',
};

const slipReading = (() => {
  const readings = new Map<string, string | null>();
  const note = (typed: string, word: string) => {
    if (travelWords.includes(typed) || realWords.has(typed)) return;
    const known = readings.get(typed);
    // A slip two words share reads as neither, unless one is the other with a plural's "s" ("hotles": hotels, not hotel).
    if (known === undefined || known === word) readings.set(typed, word);
    else if (known === null) return;
    else if (known === `${word}s` || word === `${known}s`)
      readings.set(typed, typed.endsWith('s') ? (known.endsWith('s') ? known : word) : known.endsWith('s') ? word : known);
    else readings.set(typed, null);
  };
  for (const word of travelWords) {
    for (let at = 0; at < word.length; at++) {
      // A letter left out ("flght", "adress"), for words of five letters or more.
      if (word.length >= 5) note(word.slice(0, at) + word.slice(at + 1), word);
      // Two neighbouring letters swapped ("fligth", "tiem").
      if (at + 1 < word.length && word[at] !== word[at + 1]) note(word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2), word);
      // A letter doubled ("hottel", "vissa").
      note(word.slice(0, at + 1) + word[at] + word.slice(at + 1), word);
      // A letter changed, in a word long enough to stay unmistakable ("currancy", "emergancy", "capitol").
      if (word.length >= 7)
        for (const letter of 'aeiouy')
          if (letter !== word[at] && /[aeiouy]/.test(word[at]!)) note(word.slice(0, at) + letter + word.slice(at + 1), word);
    }
  }
  for (const [typed, word] of Object.entries(farSpellings)) readings.set(typed, word);
  return readings;
})();

/** The travel word a typed word is a slip of, or undefined (a travel word itself, a real word, or no slip). */
function travelWordOf(typed: string): string | undefined {
  return slipReading.get(typed.toLowerCase()) ?? undefined;
}

/** A typed word put right when it is a misspelt travel word, keeping a capital first letter; the word as typed otherwise. */
function fixTravelWord(typed: string): string {
  const word = travelWordOf(typed);
  if (!word) return typed;
  return typed[0] === typed[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** Words as long as a travel word or one of its slips. */
const travelWordPattern = /\b[A-Za-z]{3,14}\b/g;

/** "chek in", "chek out": a slip that is also a word of a name, read as the travel word only before what it takes. */
const checkSlipPattern = /\b([Cc])hek(?= (?:in|out)\b)/g;

/** Text with every misspelt travel word put right. */
export function withTravelWordsFixed(text: string): string {
  return text.replace(travelWordPattern, fixTravelWord).replace(checkSlipPattern, '$1heck');
}
