// Astra's evaluation set (issue 20) answered the way the chat answers with no connection: the same
// engine over the device's data (deviceAstraData in src/features/chat/data.ts), that is the files the
// service worker precaches (the popular guides and the search list, every country's facts, the
// cities airports serve and the towns travellers ask about, every airport), read here from
// public/data as the cache would serve them, and the traveller's trips read from IndexedDB. Nothing
// else answers: any other request fails as it would offline. Both parts' accuracy is printed and held
// to issue 20's bar; only the development part's failures are printed, as in astra-eval-v2.test.ts.
// What the device cannot know offline (a town on none of its lists: Hvar, Big Sur) it says so and
// offers to ask when the connection is back, which the scorer counts wrong.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/db/database';
import { answer } from '../../src/domain/astra/engine';
import { bundledAirportsPath } from '../../src/domain/airports';
import { bundledCityDataPath, bundledWorldDataPath } from '../../src/domain/cities';
import { deviceAstraData, deviceTrips } from '../../src/features/chat/data';
import { rootDir } from '../../scripts/paths';
import { devSet } from '../eval/astra/dev-set';
import { evalNow, evalTimeZone, items, tripMembers, trips } from '../eval/astra/fixtures';
import { heldOutSet } from '../eval/astra/held-out-set';
import { kindLines, measure, meetsTarget, percent, targetAccuracy, type Ask } from '../eval/astra/measure';

const precached = new Map(
  [bundledCityDataPath, bundledWorldDataPath, bundledAirportsPath].map((url) => [url, path.join(rootDir, 'public', url)]),
);

beforeAll(async () => {
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const file = precached.get(url);
    if (!file) throw new TypeError('Failed to fetch (offline)');
    return new Response(readFileSync(file, 'utf8'), { headers: { 'content-type': 'application/json' } });
  });
  await db.trips.bulkPut(trips);
  await db.itineraryItems.bulkPut(items);
  await db.tripMembers.bulkPut(tripMembers);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await Promise.all([db.trips.clear(), db.itineraryItems.clear(), db.tripMembers.clear()]);
});

const data = deviceAstraData();
const askOffline: Ask = async (text, memory) =>
  answer(text, { data, now: evalNow, timeZone: evalTimeZone, agentMode: false, memory, offline: true, trips: await deviceTrips() });

describe('the evaluation set v2 on the device, offline', () => {
  it('answers a country, an airport and a town it holds from the precached files alone', async () => {
    expect((await askOffline('what currency do they use in norway', {})).response).toMatch(/Krone \(NOK/);
    expect((await askOffline('linate airport code', {})).response).toContain('LIN');
    expect((await askOffline('nearest airport to salzburg', {})).response).toContain('SZG');
    // (A town known by many names abroad, on no list but world.json's: Siena is 56 km from Florence's airport.)
    expect((await askOffline('nearest airport to siena', {})).response).toMatch(/FLR[^\n]*56 km/);
    // (A country's name is the country before a town of that name: Peru, Indiana, is on the lists too.)
    const peru = (await askOffline('currency in peru', {})).response;
    expect(peru).toMatch(/Sol \(PEN/);
    expect(peru).not.toContain('United States');
    // (A town on none of its lists is said so, and the question offered to the server, not answered with "which city?".)
    const hvar = await askOffline('tell me about hvar', {});
    expect(hvar.response).toContain("I can't look up **hvar** while you're offline");
    expect(hvar.needsServer).toBe(true);
  });

  it('prints the accuracy of both parts answered offline (and the development failures)', { timeout: 180_000 }, async () => {
    const dev = await measure(devSet, askOffline);
    const heldOut = process.env.ASTRA_EVAL_PART === 'dev' ? undefined : await measure(heldOutSet, askOffline);
    console.info(
      [
        `Astra evaluation v2 on the device, offline (issue 20; target ${targetAccuracy * 100}% on both parts)`,
        `  development: ${percent(dev.overall)}`,
        ...kindLines(dev),
        ...(heldOut
          ? [`  held-out:    ${percent(heldOut.overall)}`, ...kindLines(heldOut)]
          : ['  held-out:    not measured (ASTRA_EVAL_PART=dev)']),
        '  Development failures offline:',
        ...dev.failures,
      ].join('\n'),
    );
    // (Held-out failures are counted, never printed. With the search list alone the device answered 67% of
    // the development part; with the country and airport files, 97.5%; with the towns, 99.7%.)
    for (const part of heldOut ? [dev, heldOut] : [dev]) expect(part.overall.right).toBeGreaterThanOrEqual(meetsTarget(part.overall));
  });
});
