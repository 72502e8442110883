// The training of Astra's join model (src/domain/astra/join-model.ts) from the development sets of
// issue 20, labelled by what their writers expected, never by the engine:
// - a message whose writer expected one kind of answer (every kind but two asks) joins no two asks:
//   each of its candidate joins is a negative;
// - a message written as two (or three) asks joins them somewhere, but its writer did not say where:
//   its best candidate is the positive (multiple-instance learning), first the one where both sides
//   most surely ask on their own by the ask model, then the one the model trained so far ranks first,
//   three rounds. Its other candidates teach nothing (a third ask may sit at one of them).
// Used by scripts/astra-join-model.ts, which writes the model, and by the test that keeps the committed
// model in step with the sets.
import type { AskModel } from '../../../src/domain/astra/ask-model';
import { guessAsk } from '../../../src/domain/astra/ask-model';
import { joinCandidates, joinFeatures, joinProbability, type JoinModel } from '../../../src/domain/astra/join-model';
import type { EvalCase } from './score';

type Example = { features: string[]; positive: boolean };

const rounds = 3;
const epochs = 200;
const learningRate = 0.5;
const l2 = 0.001;

/** Logistic regression by full-batch gradient descent: deterministic, so retraining gives the same weights. */
function fit(examples: readonly Example[]): JoinModel {
  const index = new Map<string, number>();
  const rows = examples.map(({ features, positive }) => ({
    ids: [...new Set(features)].map((feature) => {
      if (!index.has(feature)) index.set(feature, index.size);
      return index.get(feature)!;
    }),
    y: positive ? 1 : 0,
  }));
  const positives = rows.filter(({ y }) => y === 1).length;
  // (Far fewer joins of two asks than other joins: each side weighs as much in all.)
  const weightOf = (y: number) =>
    y === 1 ? rows.length / (2 * Math.max(positives, 1)) : rows.length / (2 * Math.max(rows.length - positives, 1));
  const weights = new Float64Array(index.size);
  let bias = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    const gradient = new Float64Array(index.size);
    let biasGradient = 0;
    for (const { ids, y } of rows) {
      let sum = bias;
      for (const id of ids) sum += weights[id]!;
      const error = (1 / (1 + Math.exp(-sum)) - y) * weightOf(y);
      biasGradient += error;
      for (const id of ids) gradient[id]! += error;
    }
    bias -= (learningRate * biasGradient) / rows.length;
    for (let id = 0; id < weights.length; id++) weights[id]! -= learningRate * (gradient[id]! / rows.length + l2 * weights[id]!);
  }
  const rounded: Record<string, number> = {};
  for (const [feature, id] of [...index].sort(([a], [b]) => a.localeCompare(b))) {
    const weight = Math.round(weights[id]! * 1000) / 1000;
    if (Math.abs(weight) >= 0.01) rounded[feature] = weight;
  }
  return { bias: Math.round(bias * 1000) / 1000, weights: rounded };
}

/** The join model trained from these cases, its sides read by this ask model. */
export function trainJoinModel(cases: readonly EvalCase[], askModel: AskModel): JoinModel {
  const negatives: Example[] = [];
  const bags: Array<{ features: string[][]; sure: number[] }> = [];
  for (const testCase of cases) {
    const candidates = joinCandidates(testCase.text);
    if (candidates.length === 0) continue;
    const features = candidates.map((candidate) => joinFeatures(candidate, askModel));
    if (testCase.kind !== 'two_asks') {
      for (const one of features) negatives.push({ features: one, positive: false });
      continue;
    }
    const sure = candidates.map((candidate) =>
      Math.min(...[candidate.left, candidate.right].map((side) => guessAsk(askModel, side)[0]?.probability ?? 0)),
    );
    bags.push({ features, sure });
  }
  // The first positives: where both sides most surely ask on their own (the later join on a tie).
  let chosen = bags.map(({ sure }) => sure.reduce((best, value, at) => (value >= sure[best]! ? at : best), 0));
  let model: JoinModel = { bias: 0, weights: {} };
  for (let round = 0; round < rounds; round++) {
    const positives = bags.map(({ features }, at) => ({ features: features[chosen[at]!]!, positive: true }));
    model = fit([...negatives, ...positives]);
    chosen = bags.map(({ features }) =>
      features.reduce((best, one, at) => (joinProbability(model, one) > joinProbability(model, features[best]!) ? at : best), 0),
    );
  }
  return model;
}
