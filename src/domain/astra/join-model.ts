// A small learned reader of where a message of several asks joins them (issue 20, decision 022's
// sixteenth pass): logistic regression over the candidate join points of a message (a comma, "and",
// "also", "oh and", "plus", a question mark, a full stop), trained by scripts/astra-join-model.ts from
// the development sets, labelled by what their writers expected (a message of one kind of answer has
// no join of two asks; a message written as two asks has at least one), never by the engine. It reads
// the join's words, the words either side and what the ask model makes of each side alone; the engine
// asks it only where the rules found no join (engine.ts, `splitAsks`).
import { guessAsk, type AskModel } from './ask-model';

/** The trained weights, as scripts/astra-join-model.ts writes them: feature → weight, and the bias. */
export type JoinModel = { bias: number; weights: Record<string, number> };

/** A place a message may join two asks, with the text either side. */
export type JoinCandidate = { index: number; length: number; join: string; left: string; right: string };

/**
 * Where asks may be joined: punctuation that ends or splits a clause, and the joining words after it
 * or on their own ("; and also", "? oh and", " plus ", ". Also"). A full stop after a short word is
 * an abbreviation more often than an end ("St. Pancras").
 */
const joinPattern =
  /\s*(?:[,;!?]|(?<=\p{L}{3})\.|\s+-)\s+(?:(?:and|also|plus|oh|then|but|&|\+)\s+)*|\s+(?:(?:and|also|plus|then|as well as|&|\+)\s+)+/giu;

export function joinCandidates(message: string): JoinCandidate[] {
  const candidates: JoinCandidate[] = [];
  for (const match of message.matchAll(joinPattern)) {
    const left = message.slice(0, match.index).trim();
    const right = message.slice(match.index + match[0].length).trim();
    if (left.length < 3 || right.length < 3) continue;
    candidates.push({ index: match.index, length: match[0].length, join: match[0], left, right });
  }
  return candidates;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .match(/[\p{L}]+(?:'[\p{L}]+)?|\d+/gu)
    ?.map((word) => (/^\d/.test(word) ? '#' : word)) ?? [];

const lengthBucket = (count: number) => (count <= 2 ? 'xs' : count <= 5 ? 's' : count <= 10 ? 'm' : count <= 20 ? 'l' : 'xl');

/** How sure the ask model must be of a side for it to count as asking on its own. */
const sideSure = 0.8;

/** The features of one candidate join: its words, its neighbours, each side's length and ask. */
export function joinFeatures(candidate: JoinCandidate, askModel: AskModel): string[] {
  const join = candidate.join.toLowerCase().trim().replace(/\s+/g, ' ') || '_';
  const punctuation = /^[,;!?.-]/.test(join) ? join[0]! : '_';
  const joinWords = join.replace(/^[,;!?.-]\s*/, '') || '_';
  const left = wordsOf(candidate.left);
  const right = wordsOf(candidate.right);
  const features = [
    `j:${join}`,
    `jp:${punctuation}`,
    `jw:${joinWords}`,
    `l1:${left.at(-1) ?? '_'}`,
    `r1:${right[0] ?? '_'}`,
    `r2:${right.slice(0, 2).join(' ')}`,
    `ll:${lengthBucket(left.length)}`,
    `rl:${lengthBucket(right.length)}`,
    `jp:${punctuation} r1:${right[0] ?? '_'}`,
  ];
  const sides = [candidate.left, candidate.right].map((side) => guessAsk(askModel, side)[0]);
  const [leftAsk, rightAsk] = sides.map((guess) => (guess && guess.probability >= sideSure ? guess.ask : undefined));
  features.push(`la:${leftAsk ?? '?'}`, `ra:${rightAsk ?? '?'}`);
  if (leftAsk && rightAsk) features.push(leftAsk === rightAsk ? 'asks:same' : 'asks:different');
  else features.push(leftAsk || rightAsk ? 'asks:one' : 'asks:none');
  if (/\?\s*$/.test(candidate.right)) features.push('r:question');
  if (punctuation === '?') features.push('l:question');
  return features;
}

/** The probability that a candidate joins two asks. */
export function joinProbability(model: JoinModel, features: readonly string[]): number {
  let sum = model.bias;
  for (const feature of features) sum += Object.hasOwn(model.weights, feature) ? model.weights[feature]! : 0;
  return 1 / (1 + Math.exp(-sum));
}

/** The message's candidate joins, each with its probability, best first. */
export function rankJoins(message: string, model: JoinModel, askModel: AskModel): Array<JoinCandidate & { probability: number }> {
  return joinCandidates(message)
    .map((candidate) => ({ ...candidate, probability: joinProbability(model, joinFeatures(candidate, askModel)) }))
    .sort((a, b) => b.probability - a.probability);
}
