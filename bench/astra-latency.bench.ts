// Astra's answer latency (issue 20): every utterance of the development evaluation set answered by
// the embedded engine over the server's city index, with the traveller's trips, after one warm-up
// pass (the index and the airport-name map are built once at start, not per answer). p50 and p99.
import { createServerAstraData } from '../api/astra/server-data';
import { sharedCityIndex } from '../api/cities/city-index';
import { answer } from '../src/domain/astra/engine';
import type { AstraMemory } from '../src/domain/astra/types';
import { devSet } from '../tests/eval/astra/dev-set';
import { evalNow, evalTimeZone, travellerTrips } from '../tests/eval/astra/fixtures';
import { percentile } from './stats';
import type { BenchRow } from './types';

export default async function astraLatency(): Promise<BenchRow[]> {
  const data = createServerAstraData({ cities: sharedCityIndex() });
  const run = async (timings?: number[]) => {
    for (const testCase of devSet) {
      let memory: AstraMemory = {};
      for (const text of [...(testCase.before ?? []), testCase.text]) {
        const started = performance.now();
        const reply = await answer(text, { data, now: evalNow, timeZone: evalTimeZone, agentMode: false, memory, trips: travellerTrips });
        timings?.push(performance.now() - started);
        memory = reply.memory;
      }
    }
  };
  await run();
  const timings: number[] = [];
  await run(timings);
  const p50 = percentile(timings, 50);
  const p99 = percentile(timings, 99);
  return [
    {
      group: 'astra-latency',
      metric: `answer p50, server data (${timings.length} messages)`,
      value: p50,
      unit: 'ms',
      target: '< 20 ms',
      met: p50 < 20,
    },
    { group: 'astra-latency', metric: 'answer p99, server data', value: p99, unit: 'ms', target: '< 100 ms', met: p99 < 100 },
  ];
}
