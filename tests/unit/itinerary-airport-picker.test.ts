// Every airport the item form's place picker can offer is one the server accepts: the bundled
// guides' airports, the offline search list's codes and the airports of any city opened before
// (here: every city of the search list, as /api/cities/{slug} details them), and, once loaded, every
// airport of public/data/airports.json with its own place and zone; each pushed as a flight through
// POST /api/sync to the real app with the real city data.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledAirportsFile, bundledCityDataFile } from '../../api/cities/artifact';
import { sharedCityIndex } from '../../api/cities/city-index';
import { decodeAirports, type BundledAirportsFile } from '../../src/domain/airports';
import type { BundledCityData } from '../../src/domain/cities';
import { uuidv7 } from '../../src/domain/ids';
import { syncLimits } from '../../src/domain/sync-protocol';
import { placeOptions } from '../../src/features/itinerary/data';
import { deviceApi, syncOpsFor } from '../setup/device-api';
import { openTestStorage, type TestStorage } from '../setup/storage';

describe('the place picker’s airports', () => {
  let testStorage: TestStorage;
  beforeAll(async () => {
    testStorage = await openTestStorage('sqlite');
  });
  afterAll(() => testStorage.cleanup());

  it('are all accepted by the server as a flight’s airports', async () => {
    const cities = sharedCityIndex();
    const bundled = JSON.parse(readFileSync(bundledCityDataFile, 'utf8')) as BundledCityData;
    const opened = bundled.search.flatMap((city) => {
      const details = cities.details(city.slug);
      return details
        ? [{ slug: city.slug, name: city.name, country: city.country, country_code: city.country_code, details, cached_at: '' }]
        : [];
    });
    const everyAirport = decodeAirports(JSON.parse(readFileSync(bundledAirportsFile, 'utf8')) as BundledAirportsFile);
    const airports = [...placeOptions(bundled, opened), ...placeOptions(bundled, opened, everyAirport)].filter(
      (option) => option.kind === 'airport',
    );
    // The list is large and offers the well-known hubs (guarding against a test that checks nothing).
    expect(airports.length).toBeGreaterThan(500 + 3000);
    expect(airports.map((option) => option.place.code)).toEqual(expect.arrayContaining(['LHR', 'CDG', 'JFK', 'SIN', 'NRT']));

    const device = deviceApi(testStorage.storage, undefined, { cities });
    const clientId = uuidv7();
    const tripId = uuidv7();
    const tripOps = syncOpsFor('trip');
    const itemOps = syncOpsFor('itinerary_item');
    const created = await device.call('POST', '/api/sync', {
      client_id: clientId,
      cursor: 0,
      ops: [tripOps('create', tripId, { title: 'Everywhere', start_date: '2027-03-12', end_date: '2027-03-20', cities: [] })],
    });
    expect(created.body.acks[0].status).toBe('applied');

    const refused: string[] = [];
    for (let start = 0; start < airports.length; start += syncLimits.maxOpsPerPush) {
      const batch = airports.slice(start, start + syncLimits.maxOpsPerPush);
      const ops = batch.map(({ place }) =>
        itemOps('create', uuidv7(), {
          trip_id: tripId,
          kind: 'flight',
          day: '2027-03-12',
          position: 'a0',
          details: { from: place, to: place, depart_local: '2027-03-12T09:00', arrive_local: '2027-03-12T11:00' },
        }),
      );
      const pushed = await device.call('POST', '/api/sync', { client_id: clientId, cursor: 0, ops });
      (pushed.body.acks as Array<{ status: string; error?: { message: string } }>).forEach((ack, index) => {
        if (ack.status !== 'applied') refused.push(`${batch[index]!.place.code}: ${ack.error?.message}`);
      });
    }
    expect(refused).toEqual([]);
  });
});
