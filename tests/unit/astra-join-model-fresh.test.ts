// Astra's join model is trained from the development sets (scripts/astra-join-model.ts), its sides read
// by the ask model those sets train. A case added to or changed in a set must reach the model too: the
// committed weights must be what training on today's sets gives.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { labelledAsks, trainAskModel } from '../eval/astra/ask-model-training';
import { devSet } from '../eval/astra/dev-set';
import { trainJoinModel } from '../eval/astra/join-model-training';

describe("Astra's committed join model", () => {
  it('is what the development sets train (run `npx tsx scripts/astra-join-model.ts` after changing them)', { timeout: 60_000 }, () => {
    const committed = JSON.parse(readFileSync(new URL('../../src/domain/astra/join-model.json', import.meta.url), 'utf8')) as unknown;
    expect(trainJoinModel(devSet, trainAskModel(labelledAsks()))).toEqual(committed);
  });
});
