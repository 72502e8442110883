// Astra's answer latency (issue 20): every utterance of the development evaluation set answered by
// the embedded engine, after one warm-up pass, p50 and p99, two ways:
// - on the server, over the server's city index (the index and the airport-name map are built once
//   at start, not per answer), with the traveller's trips;
// - on the device offline, the way the chat answers without a connection (answerOnDevice in
//   src/features/chat/data.ts): the precached files (public/data/popular-cities.json, world.json and
//   airports.json, served from disk where the app would read them from the service worker's cache)
//   and the trips, plan items and members read from IndexedDB (fake-indexeddb) for every message,
//   with no API at all.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createServerAstraData } from '../api/astra/server-data';
import { sharedCityIndex } from '../api/cities/city-index';
import { answer } from '../src/domain/astra/engine';
import type { AstraMemory } from '../src/domain/astra/types';
import { devSet } from '../tests/eval/astra/dev-set';
import { evalNow, evalTimeZone, items, travellerTrips, tripMembers, trips } from '../tests/eval/astra/fixtures';
import { db } from '../src/db/database';
import { bundledCityDataPath, bundledWorldDataPath } from '../src/domain/cities';
import { bundledAirportsPath } from '../src/domain/airports';
import { answerOnDevice } from '../src/features/chat/data';
import { rootDir } from '../scripts/paths';
import { percentile } from './stats';
import type { BenchRow } from './types';

/**
 * The device answers each message as the chat does offline: the trips and opened cities read per
 * message, the offline lists (about 47,000 places) loaded and indexed once per page, which the
 * page's first offline answer waits for (`first`).
 */
async function deviceTimings(): Promise<{ timings: number[]; first: number }> {
  // The files the service worker precaches for the chat offline, served as its cache would.
  const precached = new Map(
    [bundledCityDataPath, bundledWorldDataPath, bundledAirportsPath].map((url) => [
      url,
      readFileSync(path.join(rootDir, 'public', url), 'utf8'),
    ]),
  );
  const networkFetch = globalThis.fetch;
  let served = 0;
  // Only the bundled file, as the service worker's cache serves it offline; anything else has no network.
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = precached.get(url);
    if (body !== undefined && ++served) return new Response(body, { headers: { 'content-type': 'application/json' } });
    throw new TypeError('offline');
  }) as typeof fetch;
  try {
    await db.trips.bulkPut(trips);
    await db.itineraryItems.bulkPut(items);
    await db.tripMembers.bulkPut(tripMembers);
    const run = async (timings: number[]) => {
      for (const testCase of devSet) {
        let memory: AstraMemory = {};
        for (const text of [...(testCase.before ?? []), testCase.text]) {
          const started = performance.now();
          const reply = await answerOnDevice(text, false, memory);
          timings.push(performance.now() - started);
          memory = reply.memory;
        }
      }
    };
    const warmUp: number[] = [];
    await run(warmUp);
    const timings: number[] = [];
    await run(timings);
    // The device must have answered from the bundled cities, not from nothing.
    if (served < precached.size) throw new Error('the device did not read every precached file it answers from');
    return { timings, first: warmUp[0]! };
  } finally {
    globalThis.fetch = networkFetch;
    await Promise.all([db.trips.clear(), db.itineraryItems.clear(), db.tripMembers.clear()]);
  }
}

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
  const { timings: device, first } = await deviceTimings();
  const devicePercentile = (p: number) => percentile(device, p);
  // (The named alternative for the device: the server answering the same messages in this run.)
  const versusServer = (serverMs: number, deviceMs: number) =>
    `server, same messages: ${serverMs.toFixed(1)} ms (device ${(deviceMs / serverMs).toFixed(1)}×)`;
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
    {
      group: 'astra-latency',
      metric: `answer p50, device offline (${device.length} messages)`,
      value: devicePercentile(50),
      unit: 'ms',
      versus: versusServer(p50, devicePercentile(50)),
      target: '< 50 ms',
      met: devicePercentile(50) < 50,
    },
    {
      group: 'astra-latency',
      metric: 'answer p99, device offline',
      value: devicePercentile(99),
      unit: 'ms',
      versus: versusServer(p99, devicePercentile(99)),
      target: '< 200 ms',
      met: devicePercentile(99) < 200,
    },
    {
      group: 'astra-latency',
      metric: "a page's first answer offline (loads and indexes the offline lists once)",
      value: first,
      unit: 'ms',
      target: '< 1000 ms',
      met: first < 1000,
    },
  ];
}
