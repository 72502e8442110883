// Trains Astra's ask model (src/domain/astra/ask-model.ts) from the development sets of issue 20 and
// writes its counts to src/domain/astra/ask-model.json. Each message is labelled by what its writer
// expected, never by the engine: the kind of answer, and for a booking the partner of the link asked
// for. Two asks in one message and follow-ups (whose words do not say their subject) are left out.
//
//   npx tsx scripts/astra-ask-model.ts                       train on every batch, write the model
//   npx tsx scripts/astra-ask-model.ts --leave-out d10       train without batch d10, measure on it
//   npx tsx scripts/astra-ask-model.ts --leave-out d9,d10 --out /tmp/model.json   (several batches left out)
import { writeFileSync } from 'node:fs';
import { guessAsk } from '../src/domain/astra/ask-model';
import { batchOf, labelledAsks, trainAskModel } from '../tests/eval/astra/ask-model-training';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const leftOut = option('--leave-out');
const leftOutBatches = new Set(leftOut?.split(',') ?? []);
const out = option('--out') ?? (leftOut ? undefined : 'src/domain/astra/ask-model.json');

const labelled = labelledAsks();
const training = labelled.filter(({ testCase }) => !leftOutBatches.has(batchOf(testCase.id)));
const model = trainAskModel(training);
console.info(`${training.length} messages, ${model.classes.length} classes, ${Object.keys(model.counts).length} features`);

if (leftOut) {
  const measured = labelled.filter(({ testCase }) => leftOutBatches.has(batchOf(testCase.id)));
  const right = measured.filter(({ testCase, ask }) => guessAsk(model, testCase.text)[0]?.ask === ask).length;
  console.info(`left out ${leftOut}: ${right}/${measured.length} asks read right`);
  // How often the model is right when it is sure, at each temperature: "temperature sure right total" per line.
  for (const temperature of [1, 2, 3, 4, 6, 8])
    for (const sure of [0.8, 0.9, 0.95]) {
      const guesses = measured.map(({ testCase, ask }) => ({ ask, best: guessAsk(model, testCase.text, temperature)[0] }));
      const confident = guesses.filter(({ best }) => (best?.probability ?? 0) >= sure);
      const confidentRight = confident.filter(({ ask, best }) => best?.ask === ask).length;
      console.info(`calibration ${temperature} ${sure} ${confidentRight} ${confident.length}`);
    }
}
if (out) writeFileSync(out, `${JSON.stringify(model)}\n`);
