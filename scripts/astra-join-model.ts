// Trains Astra's join model (src/domain/astra/join-model.ts) from the development sets of issue 20 and
// writes its weights to src/domain/astra/join-model.json (labels: tests/eval/astra/join-model-training.ts).
//
//   npx tsx scripts/astra-join-model.ts                    train on every batch, write the model
//   npx tsx scripts/astra-join-model.ts --leave-out d13    train without batch d13 (its ask model too), measure on it
//   npx tsx scripts/astra-join-model.ts --leave-out d13 --out /tmp/join.json --ask-out /tmp/ask.json
//
// Measured on a batch left out: how often the best join's probability, at each threshold, says rightly
// whether a message holds two asks (the writer's kind), "threshold right total" per line.
import { writeFileSync } from 'node:fs';
import { rankJoins } from '../src/domain/astra/join-model';
import { batchOf, labelledAsks, trainAskModel } from '../tests/eval/astra/ask-model-training';
import { devSet } from '../tests/eval/astra/dev-set';
import { trainJoinModel } from '../tests/eval/astra/join-model-training';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const leftOut = new Set(option('--leave-out')?.split(',') ?? []);
const out = option('--out') ?? (leftOut.size ? undefined : 'src/domain/astra/join-model.json');
const askOut = option('--ask-out');

const kept = (id: string) => !leftOut.has(batchOf(id));
const askModel = trainAskModel(labelledAsks().filter(({ testCase }) => kept(testCase.id)));
const model = trainJoinModel(
  devSet.filter((testCase) => kept(testCase.id)),
  askModel,
);
console.info(`${Object.keys(model.weights).length} features, bias ${model.bias}`);

if (leftOut.size) {
  const measured = devSet.filter((testCase) => !kept(testCase.id));
  for (const threshold of [0.5, 0.7, 0.8, 0.9, 0.95, 0.98]) {
    let right = 0;
    for (const testCase of measured) {
      const best = rankJoins(testCase.text, model, askModel)[0];
      if ((testCase.kind === 'two_asks') === (best !== undefined && best.probability >= threshold)) right++;
    }
    console.info(`threshold ${threshold} ${right} ${measured.length}`);
  }
}
if (out) writeFileSync(out, `${JSON.stringify(model)}\n`);
if (askOut) writeFileSync(askOut, `${JSON.stringify(askModel)}\n`);
