// A small learned reading of what a message asks (issue 20, decision 022's twelfth pass): multinomial
// naive Bayes over the words and word pairs of the message, trained by scripts/astra-ask-model.ts from
// the development sets' messages and what their writers expected (the kind of answer, the partner of a
// booking). It reads no clause shape, so it still knows a packing question told around a story. The
// rules stay first: the engine asks the model only where their scores are weak.

/** What the model tells apart: an intent of the engine, or "my_trip" (their own plans), "fact", "airport", "limit" (what the data lacks). */
export type AskClass = string;

/** The trained counts, as scripts/astra-ask-model.ts writes them: per feature, "class:count" pairs. */
export type AskModel = {
  classes: AskClass[];
  /** Messages per class. */
  messages: number[];
  /** Feature occurrences per class. */
  totals: number[];
  /** Feature → counts per class, sparse: [[class index, count], …]. */
  counts: Record<string, number[][]>;
};

export type AskGuess = { ask: AskClass; probability: number };

/** Words (numbers as "#") and the pairs of neighbouring words, with the message's start marked. */
export function askFeatures(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .match(/[\p{L}]+(?:'[\p{L}]+)?|\d+/gu);
  if (!words) return [];
  const tokens = ['^', ...words.map((word) => (/^\d/.test(word) ? '#' : word))];
  const features = tokens.slice(1);
  for (let i = 1; i < tokens.length; i++) features.push(`${tokens[i - 1]} ${tokens[i]}`);
  return features;
}

/** Laplace smoothing of the counts. */
const smoothing = 0.5;

/**
 * Naive Bayes counts every word as new evidence, so its probabilities run near 0 or 1; dividing the
 * log odds by this (chosen by leaving each development batch out in turn, scripts/astra-ask-model.ts)
 * makes "0.9" mean about nine right in ten on a batch it never saw.
 */
export const askTemperature = 3;

const vocabularies = new WeakMap<AskModel, number>();
function vocabularyOf(model: AskModel): number {
  const known = vocabularies.get(model) ?? Object.keys(model.counts).length;
  vocabularies.set(model, known);
  return known;
}

/** The classes ranked by their probability for `text` (features the model never saw are left out). */
export function guessAsk(model: AskModel, text: string, temperature = askTemperature): AskGuess[] {
  const vocabulary = vocabularyOf(model);
  const allMessages = model.messages.reduce((sum, count) => sum + count, 0);
  const logs = model.classes.map((_, index) => Math.log(model.messages[index]! / allMessages));
  for (const feature of askFeatures(text)) {
    // Own keys only: a message may well say "constructor" (a hostile-input test found the 500).
    const counts = Object.hasOwn(model.counts, feature) ? model.counts[feature] : undefined;
    if (!counts) continue;
    for (let index = 0; index < model.classes.length; index++) {
      const count = counts.find(([known]) => known === index)?.[1] ?? 0;
      logs[index]! += Math.log((count + smoothing) / (model.totals[index]! + smoothing * vocabulary));
    }
  }
  const top = Math.max(...logs);
  const weights = logs.map((log) => Math.exp((log - top) / temperature));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return model.classes.map((ask, index) => ({ ask, probability: weights[index]! / sum })).sort((a, b) => b.probability - a.probability);
}
