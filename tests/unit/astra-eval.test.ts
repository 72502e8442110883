// Runs Astra's evaluation set (astra-eval-set.ts) through the embedded engine over the real city
// index and prints the accuracy: a case counts only when the intent, every expected entity, the
// partner link and the wording all match.
import { describe, expect, it } from 'vitest';
import { createServerAstraData } from '../../api/astra/server-data';
import { sharedCityIndex } from '../../api/cities/city-index';
import { answer } from '../../src/domain/astra/engine';
import type { AstraMemory, AstraPlace, AstraReply } from '../../src/domain/astra/types';
import { buildPartnerUrl } from '../../src/domain/partners';
import { evalNow, evalSet, evalTimeZone, type EvalCase } from './astra-eval-set';

const data = createServerAstraData({ cities: sharedCityIndex() });

function placeMatches(place: AstraPlace | undefined, expected: string): boolean {
  const [name, iata] = expected.split('/');
  if (!place) return false;
  const nameOk = place.name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') === name || place.country === name;
  return nameOk && (iata === undefined || place.iata === iata);
}

/** What is wrong with a reply, or nothing. */
function problemsOf(testCase: EvalCase, reply: AstraReply): string[] {
  const problems: string[] = [];
  const { entities } = reply;
  if (reply.intent !== testCase.intent) problems.push(`intent ${reply.intent}`);
  if (testCase.origin && !placeMatches(entities.origin, testCase.origin))
    problems.push(`origin ${entities.origin?.name}/${entities.origin?.iata}`);
  if (testCase.destination && !placeMatches(entities.destination, testCase.destination))
    problems.push(`destination ${entities.destination?.name}/${entities.destination?.iata}`);
  if (testCase.start && entities.startDate !== testCase.start) problems.push(`start ${entities.startDate}`);
  if (testCase.end && entities.endDate !== testCase.end) problems.push(`end ${entities.endDate}`);
  if (testCase.travellers && entities.travellers !== testCase.travellers) problems.push(`travellers ${entities.travellers}`);
  if (testCase.durationDays && entities.durationDays !== testCase.durationDays) problems.push(`days ${entities.durationDays}`);
  if (testCase.amount !== undefined && entities.amount !== testCase.amount) problems.push(`amount ${entities.amount}`);
  if (testCase.currencies && (entities.fromCurrency !== testCase.currencies[0] || entities.toCurrency !== testCase.currencies[1])) {
    problems.push(`currencies ${entities.fromCurrency}→${entities.toCurrency}`);
  }
  if (testCase.targetPrice && entities.targetPrice !== testCase.targetPrice) problems.push(`target ${entities.targetPrice}`);
  if (testCase.link) {
    const urls = reply.links.map((link) => buildPartnerUrl(link.partner, link.params, { subId: link.subId, now: evalNow }));
    if (!urls.some((url) => url.startsWith(testCase.link!))) problems.push(`links ${urls.join(' ') || 'none'}`);
  }
  if (testCase.says && !testCase.says.test(reply.response)) problems.push(`says "${reply.response.slice(0, 160)}"`);
  if (testCase.clarifying !== undefined && reply.clarifying !== testCase.clarifying) problems.push(`clarifying ${reply.clarifying}`);
  if (testCase.action && !reply.actions.some((action) => action.kind === testCase.action))
    problems.push(`actions ${reply.actions.map((action) => action.kind).join(',') || 'none'}`);
  if (!testCase.agentMode && reply.actions.length > 0) problems.push('acted without Agent Mode');
  return problems;
}

async function run(testCase: EvalCase): Promise<AstraReply> {
  let memory: AstraMemory = {};
  for (const turn of testCase.before ?? []) {
    memory = (await answer(turn.text, { data, now: evalNow, timeZone: evalTimeZone, agentMode: turn.agentMode ?? false, memory })).memory;
  }
  return answer(testCase.text, { data, now: evalNow, timeZone: evalTimeZone, agentMode: testCase.agentMode ?? false, memory });
}

describe('Astra evaluation set', () => {
  it('has at least 60 utterances', () => {
    expect(evalSet.length).toBeGreaterThanOrEqual(60);
  });

  it('answers at least 95% of them fully right, and never a price it does not have', async () => {
    const failures: string[] = [];
    const byIntent = new Map<string, { right: number; total: number }>();
    for (const testCase of evalSet) {
      const reply = await run(testCase);
      const problems = problemsOf(testCase, reply);
      const tally = byIntent.get(testCase.intent) ?? { right: 0, total: 0 };
      tally.total++;
      if (problems.length === 0) tally.right++;
      else failures.push(`"${testCase.text}": ${problems.join('; ')}`);
      byIntent.set(testCase.intent, tally);
      // Grounded: only a currency answer shows money, and only from the rate table.
      if (testCase.intent !== 'currency' && testCase.intent !== 'price_alert')
        expect(reply.response, testCase.text).not.toMatch(/[$€£¥]\s?\d/);
    }
    const right = evalSet.length - failures.length;
    const accuracy = right / evalSet.length;
    console.info(
      [
        `Astra evaluation: ${right}/${evalSet.length} right (${(accuracy * 100).toFixed(1)}%)`,
        ...[...byIntent].map(([intent, tally]) => `  ${intent.padEnd(12)} ${tally.right}/${tally.total}`),
        ...failures.map((failure) => `  ✗ ${failure}`),
      ].join('\n'),
    );
    expect(accuracy, failures.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
