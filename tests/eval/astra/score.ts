// The scorer of Astra's evaluation set (issue 20): a pure function from a case and the reply (and,
// for a follow-up, the replies to the earlier turns) to what is wrong with it. Engine-agnostic: it
// reads only what a traveller sees, the reply's text and the partner links it offers, never the
// intent or the entities, so the engine may answer however it likes as long as the answer is right.
//
// Rules:
// - `says`: every entry must be in the reply text (a string: case- and accent-insensitive
//   substring; a RegExp: tested on the text and on the text without accents).
// - `notSays`: no entry may be in it (same matching).
// - `links`: each expected partner link must be offered; with `to`, one of those names or codes
//   must be in the link's destination, city, country or query; with `from`, in its origin; with
//   `departDate`, `returnDate` or `adults`, the search must carry exactly those.
// - `notLinks`: no link to these partners (a search nobody asked for).
// - `unknown`: the reply must admit it does not have the answer (`admitsNotKnowing` below), and it
//   must not offer a fact in `notSays`.
// - On every reply of every case: nothing from the stranger's trip (fixtures.ts), and no price or
//   amount of money (a currency sign or code beside a number) unless the case says `money`. Text in
//   quotation marks is left out of that check: it is an example of what to ask ("100 USD in EUR"),
//   not a price.
import type { PartnerId } from '../../../src/domain/partners';
import type { AstraReply } from '../../../src/domain/astra/types';
import { foreignTripFacts } from './fixtures';

/** The kinds of answer issue 20 asks for; accuracy is printed per kind. */
export const evalKinds = [
  /** Languages, currency, plugs, driving side, emergency numbers, tipping, calling code, time zone, capital: of a country or a city in it. */
  'country_fact',
  /** The time in a place now. */
  'time_now',
  /** The difference between two places (or a place and the traveller), on a day, saying which is ahead. */
  'time_difference',
  /** "What time is it in Tokyo when it is 9 am in Paris". */
  'time_convert',
  /** A named airport (Heathrow, JFK, Changi…) resolved to the airport, not a town. */
  'airport_named',
  /** The nearest airports to a city. */
  'airport_nearest',
  /** The city of an airport code. */
  'airport_code',
  /** Packing for a place, season and kind of trip. */
  'packing',
  /** The traveller's own trips (and those shared with them). */
  'my_trip',
  /** Two asks in one message. */
  'two_asks',
  /** A follow-up that keeps its subject. */
  'follow_up',
  /** Flights, hotels, tours, cars, transfers, currency and the other existing asks, in varied phrasing. */
  'booking',
  /** What the data cannot answer: an honest "I don't have that". */
  'unknown',
] as const;
export type EvalKind = (typeof evalKinds)[number];

export type Fact = string | RegExp;

export type LinkExpectation = {
  partner: PartnerId;
  /** One of these (a city name or an airport/metro code) in the link's destination, city, country or query. */
  to?: readonly string[];
  /** One of these in the link's origin. */
  from?: readonly string[];
  /** The search's first day (YYYY-MM-DD): the flight out, the check-in, the pick-up. */
  departDate?: string;
  /** The search's last day (YYYY-MM-DD): the flight back, the check-out, the drop-off. */
  returnDate?: string;
  /** How many travellers the search is for. */
  adults?: number;
};

export type EvalExpectation = {
  says?: readonly Fact[];
  notSays?: readonly Fact[];
  links?: ReadonlyArray<PartnerId | LinkExpectation>;
  /** Partners the reply must not offer a link to (a search nobody asked for). */
  notLinks?: readonly PartnerId[];
  /** The data holds no answer: the reply must say so. */
  unknown?: true;
  /** The answer may show money (a conversion, a tipping custom quoted in dollars). */
  money?: true;
};

export type EvalCase = {
  id: string;
  kind: EvalKind;
  text: string;
  /** Earlier turns of the conversation, in order (their replies are not scored, only carried). */
  before?: readonly string[];
  expect: EvalExpectation;
};

/**
 * How a reply admits it does not have an answer. Broad on purpose: any honest wording counts, and
 * the case's `notSays` catches a reply that admits and then invents anyway.
 */
export const admitsNotKnowing =
  /\b(?:(?:do|does|did|can|ca|could)\s?n[o']t|(?:do|does|can)\s+not|cannot|unable to|no way to|not able to)\s+(?:yet\s+)?(?:have|hold|know|find|see|tell|say|check|look|access|answer|give|confirm|show|track|help|provide|predict|get)\b|\b(?:is|are|was|were)\s?n[o']t\s+(?:on file|in (?:my|the|our)|something|available|part of|among|listed|known|saved|stored|recorded|there)|\bnot\s+(?:on file|in (?:my|the|our) (?:data|records?|list)|something I|sure)|\bno\s+(?:data|information|info|record|details?|forecasts?|prices?|fares?|rates?|live|real-time|such|trip|flight|hotel|stay|booking|seat|plans?|entry|answer)\b|\bnothing\s+(?:on file|planned|saved|booked|about|for|in)\b|\bI\s+(?:only\s+)?(?:have|hold|know)\s+no\b|\bI'm afraid\b|\bsorry\b|\bcan't help with\b|\bout of (?:my|what I)\b|\bbeyond what\b|\bdon't have\b|\bhaven't got\b/i;

const stripAccents = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
const fold = (text: string) => stripAccents(text).toLowerCase().replace(/[’‘]/g, "'");

/** Whether a fact is in the text: a substring (case- and accent-insensitive) or a pattern. */
export function mentions(text: string, fact: Fact): boolean {
  if (typeof fact === 'string') return fold(text).includes(fold(fact));
  fact.lastIndex = 0;
  if (fact.test(text)) return true;
  fact.lastIndex = 0;
  return fact.test(stripAccents(text).replace(/[’‘]/g, "'"));
}

/** Money: a currency sign or code beside a number ("€120", "120 EUR", "$ 99"). */
export const moneyPattern =
  /[$€£¥]\s?\d|\d\s?[$€£¥]|\b(?:USD|EUR|GBP|JPY|AUD|CAD|CHF|CNY|INR|KRW|SGD|THB)\s?\d|\d(?:[\d,.]*)\s?(?:USD|EUR|GBP|JPY|AUD|CAD|CHF|CNY|INR|KRW|SGD|THB|euros?|dollars?|pounds?)\b/i;

/** The reply without what it quotes: examples of what to ask are not claims. */
const outsideQuotes = (text: string) => text.replace(/"[^"\n]*"|“[^”\n]*”/g, ' ');

const show = (fact: Fact) => (typeof fact === 'string' ? `"${fact}"` : String(fact));
const excerpt = (text: string) => `"${text.replace(/\s+/g, ' ').slice(0, 200)}${text.length > 200 ? '…' : ''}"`;

function linkMatches(link: AstraReply['links'][number], expected: LinkExpectation): boolean {
  if (link.partner !== expected.partner) return false;
  const { params } = link;
  const near = (values: Array<string | undefined>, names: readonly string[]) =>
    names.some((name) => values.some((value) => value !== undefined && fold(value).includes(fold(name))));
  // A lounge search names its airport as the origin (the lounge is where the flight leaves from):
  // for lounges, that is the place the search goes to.
  const places = [params.destination, params.city, params.country, params.query, ...(link.partner === 'lounges' ? [params.origin] : [])];
  if (expected.to && !near(places, expected.to)) return false;
  if (expected.from && !near([params.origin], expected.from)) return false;
  if (expected.departDate !== undefined && params.departDate !== expected.departDate) return false;
  if (expected.returnDate !== undefined && params.returnDate !== expected.returnDate) return false;
  if (expected.adults !== undefined && params.adults !== expected.adults) return false;
  return true;
}

const describeLink = (link: AstraReply['links'][number]) =>
  `${link.partner}(${Object.entries(link.params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(',')})`;

/**
 * What is wrong with the reply to a case: nothing when it is right. `earlier` are the replies to
 * `before`, checked only for what no reply may ever say (the stranger's trip).
 */
export function score(
  testCase: EvalCase,
  reply: Pick<AstraReply, 'response' | 'links'>,
  earlier: ReadonlyArray<Pick<AstraReply, 'response'>> = [],
): string[] {
  const problems: string[] = [];
  const text = reply.response;
  const { expect } = testCase;

  for (const fact of expect.says ?? []) if (!mentions(text, fact)) problems.push(`missing ${show(fact)} in ${excerpt(text)}`);
  for (const fact of expect.notSays ?? [])
    if (mentions(text, fact)) problems.push(`says ${show(fact)}, which it must not: ${excerpt(text)}`);

  for (const wanted of expect.links ?? []) {
    const expected = typeof wanted === 'string' ? { partner: wanted } : wanted;
    if (!reply.links.some((link) => linkMatches(link, expected))) {
      const where = [
        expected.from && `from ${expected.from.join('|')}`,
        expected.to && `to ${expected.to.join('|')}`,
        expected.departDate && `on ${expected.departDate}`,
        expected.returnDate && `back ${expected.returnDate}`,
        expected.adults && `for ${expected.adults}`,
      ]
        .filter(Boolean)
        .join(' ');
      problems.push(`no ${expected.partner} link${where ? ` ${where}` : ''} (links: ${reply.links.map(describeLink).join(' ') || 'none'})`);
    }
  }

  for (const partner of expect.notLinks ?? [])
    if (reply.links.some((link) => link.partner === partner)) problems.push(`offers a ${partner} link nobody asked for`);

  if (expect.unknown && !admitsNotKnowing.test(fold(text))) problems.push(`does not say it lacks the answer: ${excerpt(text)}`);

  for (const [turn, said] of [...earlier.map((earlierReply) => earlierReply.response), text].entries()) {
    for (const fact of foreignTripFacts)
      if (mentions(said, fact)) problems.push(`quotes a trip that is not the traveller's (${show(fact)}) in turn ${turn + 1}`);
  }
  if (!expect.money && moneyPattern.test(outsideQuotes(text)))
    problems.push(`states an amount of money it was not asked for: ${excerpt(text)}`);
  return problems;
}
