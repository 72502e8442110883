import { describe, expect, it } from 'vitest';
import type { AskModel } from './ask-model';
import askModelCounts from './ask-model.json';
import { joinCandidates, joinFeatures, joinProbability, rankJoins, type JoinModel } from './join-model';
import joinModelWeights from './join-model.json';

const askModel = askModelCounts satisfies AskModel;
const model = joinModelWeights satisfies JoinModel;

describe("Astra's join model", () => {
  it('finds the places a message may join two asks, with the text either side', () => {
    const candidates = joinCandidates('What currency do they use in Norway? Oh and can you find tours for the northern lights');
    expect(candidates.map(({ join, left, right }) => [join.trim(), left, right])).toEqual([
      ['? Oh and', 'What currency do they use in Norway', 'can you find tours for the northern lights'],
    ]);
    // (A full stop after a short word is no end: "St. Pancras".)
    expect(joinCandidates('a hotel near St. Pancras')).toEqual([]);
  });

  it("reads the join's words, the words either side and each side's ask", () => {
    const [candidate] = joinCandidates('plugs in brazil, and a hotel in rio');
    const features = joinFeatures(candidate!, askModel);
    expect(features).toEqual(expect.arrayContaining(['j:, and', 'jp:,', 'jw:and', 'l1:brazil', 'r1:a', 'r2:a hotel']));
    expect(features.some((feature) => feature.startsWith('asks:'))).toBe(true);
  });

  it('ranks the join of two asks above a join inside one', () => {
    const [best] = rankJoins(
      'we pick up a car in dublin on the 12th of august for a week, and which side do they drive on there?',
      model,
      askModel,
    );
    expect(best?.right).toBe('which side do they drive on there?');
    expect(joinProbability(model, [])).toBeGreaterThan(0);
    expect(joinProbability({ bias: 0, weights: { x: 100 } }, ['x'])).toBeCloseTo(1);
  });

  it("reads a word that names an object's own property as any other unknown feature", () => {
    expect(joinProbability(model, ['constructor', '__proto__'])).toBeCloseTo(joinProbability(model, []));
  });
});
