import { describe, expect, it } from 'vitest';
import { askFeatures, guessAsk, type AskModel } from './ask-model';
import askModelCounts from './ask-model.json';

const model = askModelCounts satisfies AskModel;

describe("Astra's ask model", () => {
  it('reads words and neighbouring pairs, numbers as one word', () => {
    expect(askFeatures("What's on 25 May?")).toEqual(["what's", 'on', '#', 'may', "^ what's", "what's on", 'on #', '# may']);
  });

  it('ranks every class, the probabilities summing to one', () => {
    const guesses = guessAsk(model, 'what should i pack for a beach week in phuket');
    expect(guesses.map((guess) => guess.ask).sort()).toEqual([...model.classes].sort());
    expect(guesses.reduce((sum, guess) => sum + guess.probability, 0)).toBeCloseTo(1);
    expect(guesses[0]?.ask).toBe('packing');
  });

  it('knows nothing of words it never saw', () => {
    const guesses = guessAsk(model, 'zzyzx qwxq');
    const prior = Math.max(...model.messages) / model.messages.reduce((sum, count) => sum + count, 0);
    expect(guesses[0]!.probability).toBeLessThan(Math.max(prior * 2, 0.5));
  });

  it("reads a word that names an object's own property as any other unknown word", () => {
    // "constructor" once reached Object.prototype's function through the counts and answered with a 500.
    const unknown = guessAsk(model, 'zzyzx');
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(guessAsk(model, word)[0]!.probability).toBeCloseTo(unknown[0]!.probability);
    }
  });
});
