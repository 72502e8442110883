// The training of Astra's ask model (src/domain/astra/ask-model.ts) from the development sets of
// issue 20: each message labelled by what its writer expected, never by the engine (the kind of
// answer, and for a booking the partner of the link asked for). Two asks in one message and
// follow-ups (whose words do not say their subject) are left out. Used by scripts/astra-ask-model.ts,
// which writes the model, and by the test that keeps the committed model in step with the sets.
import { askFeatures, type AskModel } from '../../../src/domain/astra/ask-model';
import { devSet } from './dev-set';
import type { EvalCase } from './score';

const partnerAsks: Record<string, string> = {
  flights: 'flight',
  hotels: 'hotel',
  tours: 'tours',
  cars: 'car',
  transfers: 'transfer',
  tickets: 'tickets',
  esim: 'esim',
  lounges: 'lounge',
};

function askOf(testCase: EvalCase): string | undefined {
  if (testCase.before?.length) return undefined;
  switch (testCase.kind) {
    case 'country_fact':
      return 'fact';
    case 'time_now':
    case 'time_difference':
    case 'time_convert':
      return 'time';
    case 'airport_named':
    case 'airport_nearest':
    case 'airport_code':
      return 'airport';
    case 'packing':
      return 'packing';
    case 'my_trip':
      return 'my_trip';
    case 'unknown':
      return 'limit';
    case 'booking': {
      const first = testCase.expect.links?.[0];
      const partner = typeof first === 'string' ? first : first?.partner;
      if (partner) return partnerAsks[partner];
      return testCase.expect.money ? 'currency' : undefined;
    }
    default:
      return undefined;
  }
}

export const batchOf = (id: string) => /^(d2[0-5]|d1[0-9]|d[2-9])-/.exec(id)?.[1] ?? 'd1';

export type LabelledAsk = { testCase: EvalCase; ask: string };

/** Where a message of several asks is cut into its clauses: a comma, "and", "plus", "then", "also", "+", "&", ";" or "?". */
const clauseJoins = /\s*,\s*(?:and\s+|also\s+|then\s+)*|\s+(?:and|plus|then|also|as well as)\s+(?:also\s+|then\s+)*|\s*[;?]\s+|\s+[+&]\s+/i;

/**
 * The clauses of a message of several asks, each labelled from what its writer expected: only where every
 * expectation is a search (a link), of different partners, and the message cuts at its joins into exactly as
 * many clauses, the first clause taking the first search and so on ("flights to vienna and a hotel near the
 * opera": flight, then hotel). A clause alone is how an ask looks inside a longer message.
 */
function clauseAsks(testCase: EvalCase): LabelledAsk[] {
  if (testCase.kind !== 'two_asks' || testCase.before?.length) return [];
  const { links = [], says, unknown } = testCase.expect;
  if (says?.length || unknown || links.length < 2) return [];
  const partners = links.map((wanted) => (typeof wanted === 'string' ? wanted : wanted.partner));
  if (new Set(partners).size !== partners.length) return [];
  const clauses = testCase.text
    .split(clauseJoins)
    .map((clause) => clause.trim())
    .filter(Boolean);
  if (clauses.length !== partners.length) return [];
  return clauses.flatMap((clause, index) => {
    const ask = partnerAsks[partners[index]!];
    return ask ? [{ testCase: { ...testCase, text: clause }, ask }] : [];
  });
}

/** Every development message the model can learn from, with its label (and the clauses of several asks, labelled). */
export function labelledAsks(): LabelledAsk[] {
  return devSet.flatMap((testCase) => {
    const ask = askOf(testCase);
    return ask ? [{ testCase, ask }] : clauseAsks(testCase);
  });
}

/** The model's counts from these messages; a feature seen once says little and would only grow the file. */
export function trainAskModel(training: LabelledAsk[]): AskModel {
  const classes = [...new Set(training.map(({ ask }) => ask))].sort();
  const messages = classes.map(() => 0);
  const totals = classes.map(() => 0);
  const seen = new Map<string, number[]>();
  for (const { testCase, ask } of training) {
    const index = classes.indexOf(ask);
    messages[index]!++;
    for (const feature of askFeatures(testCase.text)) {
      const row = seen.get(feature) ?? classes.map(() => 0);
      row[index]!++;
      totals[index]!++;
      seen.set(feature, row);
    }
  }
  const counts: AskModel['counts'] = {};
  for (const [feature, row] of [...seen].sort(([a], [b]) => a.localeCompare(b))) {
    if (row.reduce((sum, count) => sum + count, 0) < 2) continue;
    counts[feature] = row.flatMap((count, index) => (count > 0 ? [[index, count]] : []));
  }
  return { classes, messages, totals, counts };
}
