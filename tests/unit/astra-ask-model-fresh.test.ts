// Astra's ask model is trained from the development sets (scripts/astra-ask-model.ts). A case added to
// or changed in a set must reach the model too, or the model would answer from sets that no longer
// exist: the committed counts must be what training on today's sets gives.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { labelledAsks, trainAskModel } from '../eval/astra/ask-model-training';

describe("Astra's committed ask model", () => {
  it('is what the development sets train (run `npx tsx scripts/astra-ask-model.ts` after changing them)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../src/domain/astra/ask-model.json', import.meta.url), 'utf8')) as unknown;
    expect(trainAskModel(labelledAsks())).toEqual(committed);
  });
});
