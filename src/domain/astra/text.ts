// Text helpers of the Astra engine: the small number words travellers type, blanking what a pass
// has read, and flags.

/** The numbers in words, one to nineteen and the tens: counts ("four of us") and amounts ("twenty dollars") read them alike. */
export const cardinalWords: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const numberWords: Record<string, number> = { a: 1, an: 1, single: 1, couple: 2, ...cardinalWords };

export const numberWordPattern = Object.keys(numberWords).join('|');

/** "3" → 3, "three" → 3; undefined for anything else. */
export function readCount(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return numberWords[word];
}

/** Blanks out a matched span so later passes (places) do not read it again; offsets stay put. */
export function blank(text: string, start: number, length: number): string {
  return text.slice(0, start) + ' '.repeat(length) + text.slice(start + length);
}

/** Regional-indicator flag of an ISO country code ("JP" → 🇯🇵); a globe for anything else. */
export function flagOf(countryCode: string): string {
  const code = countryCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '🌍';
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

const alphabet = 'abcdefghijklmnopqrstuvwxyz';

/** Every spelling one slip away from `typed`: a letter missing, added, changed, or two swapped (not `typed` itself). */
/** Whether two words differ by one slip: a letter missing, added, changed, or two side by side swapped. */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const [restA, restB] = [a.slice(start, a.length - end), b.slice(start, b.length - end)];
  if (restA.length + restB.length <= 1) return true;
  if (restA.length === 1 && restB.length === 1) return true;
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

export function oneSlipSpellings(typed: string): string[] {
  const found = new Set<string>();
  for (let i = 0; i <= typed.length; i++) {
    const before = typed.slice(0, i);
    const after = typed.slice(i);
    for (const letter of alphabet) found.add(`${before}${letter}${after}`);
    if (i < typed.length) {
      found.add(`${before}${after.slice(1)}`);
      for (const letter of alphabet) found.add(`${before}${letter}${after.slice(1)}`);
      if (i + 1 < typed.length) found.add(`${before}${typed[i + 1]}${typed[i]}${after.slice(2)}`);
    }
  }
  found.delete(typed);
  return [...found].filter((spelling) => !spelling.startsWith(' ') && !spelling.endsWith(' ') && !spelling.includes('  '));
}

/** Sentences (and clauses after ", so", ", but", ", could you", ", what do you") of a long message that ask or request: a question, a clause opening with a question or request word, and the last one. */
const askingOpening =
  /^(?:what|whats|what's|when|whens|when's|which|where|wheres|where's|how|who|could|can|would|will|do|does|did|is|are|am|have|has|please|tell|remind|give|show|find|book|get|search|add|save)\b/;

/**
 * The part of a message that asks, without the story around it ("I'm trying to plan the week, so what
 * have I got on tomorrow?"): the whole message when it is one sentence. "Find it", "check that": a
 * request about what the story named, not a search.
 */
/** A request said outright: "book a taxi too", "could you…", "please…", "I'd like…", "we need…". */
const requestsOutright =
  /^(?:please |also |and |then )?(?:book|find|get|add|search|reserve|show|tell|give|send|check)\b|\b(?:can|could|would|will) you\b|\bplease\b|\b(?:i|we)(?:'d| would) (?:also )?(?:like|love)\b|\b(?:i|we) (?:also )?(?:need|want)\b/;

export function askingPart(lower: string): string {
  const parts = lower
    // (A dash before a question sets it off too: "Planning a ski trip to Innsbruck in February - what should I pack".)
    .split(
      /(?<=[.!?:;])\s+|,\s+(?=(?:so|but)\s|(?:could|can|would|will) you\b|what (?:do|would|should) (?:you|i|we)\b)|\s+[-–—]\s+(?=(?:what|which|how|where|when|who|is|are|do|does|can|could|would|will|should|any)\b)/,
    )
    .map((part) => part.trim().replace(/^(?:so|but)\s+/, ''));
  if (parts.length < 2) return lower.replace(/\b(?:find|check|look up|search for) (?:it|them|that|this)\b/g, ' ');
  // (The last part counts when nothing else is a question, or when it asks outright itself: "Could you remind me of the
  // confirmation number? My sister wants to book the same place." asks the first.)
  const anyQuestion = parts.some((part) => /\?$/.test(part));
  const asking = parts.filter(
    (part, index) =>
      /\?$/.test(part) || askingOpening.test(part) || (index === parts.length - 1 && (!anyQuestion || requestsOutright.test(part))),
  );
  // ("I need an eSIM for Japan and a car in Kyoto, could you help with both?": a request that only points back asks what the story says.)
  const pointsBack = asking.every((part) =>
    /^(?:please\s+)?(?:could|can|would|will) you (?:please )?(?:help|do|sort|manage|handle|arrange)\b/.test(part),
  );
  return (pointsBack ? lower : asking.join(' ')).replace(/\b(?:find|check|look up|search for) (?:it|them|that|this)\b/g, ' ');
}
