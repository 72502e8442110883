// After a device links to a traveller, restartPull makes its next sync bring in everything the
// traveller holds: two device databases, two engines, the real API over a real SQLite file.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDeviceDatabase } from '../../tests/setup/device-database';
import { deviceApi, newDeviceKey } from '../../tests/setup/device-api';
import { openTestStorage, type TestStorage } from '../../tests/setup/storage';
import type { AstraDatabase } from './database';
import { createTrip } from './trips';
import { restartPull } from './sync-reset';
import { SyncEngine, type SyncTransport } from './sync-engine';
import { SyncRequestError } from './sync-retry';
import type { SyncResponse } from '../domain/sync-protocol';

let testStorage: TestStorage;
beforeEach(async () => {
  testStorage = await openTestStorage('sqlite');
});
afterEach(() => testStorage.cleanup());

function device() {
  const api = deviceApi(testStorage.storage, newDeviceKey());
  const transport: SyncTransport = async (request) => {
    const { status, body } = await api.call('POST', '/api/sync', request);
    if (status !== 200) throw new SyncRequestError(status, body.error.code, body.error.message);
    return body as SyncResponse;
  };
  const database = openDeviceDatabase();
  const engine = new SyncEngine(database, { transport, withLock: (task) => task() });
  return { api, database, engine };
}

const titles = async (database: AstraDatabase) => (await database.trips.toArray()).map((trip) => trip.title).sort();
const trip = (title: string) => ({ title, start_date: '2027-05-01', end_date: '2027-05-03', cities: [], notes: '' });

describe('restartPull', () => {
  it("brings the traveller's records to a device that just linked, and its own to the first device", async () => {
    const [first, second] = [device(), device()];
    await createTrip(trip('Porto'), { database: first.database });
    await createTrip(trip('Bergen'), { database: second.database });
    await first.engine.flush();
    await second.engine.flush();
    // The second device also has a change it has not sent yet when it links.
    await createTrip(trip('Ghent'), { database: second.database });

    const code = (await first.api.call('POST', '/api/devices/pairing', {})).body.code as string;
    expect((await second.api.call('POST', '/api/devices/pairing/claim', { code })).status).toBe(200);
    await restartPull(second.database);
    expect(await second.database.meta.get('sync_cursor')).toEqual({ key: 'sync_cursor', value: 0 });
    expect((await second.database.serverCopies.toArray()).map((copy) => copy.version)).toEqual([0]);

    await second.engine.flush();
    expect(await titles(second.database)).toEqual(['Bergen', 'Ghent', 'Porto']);
    expect(await second.database.outbox.count()).toBe(0);
    await first.engine.flush();
    expect(await titles(first.database)).toEqual(['Bergen', 'Ghent', 'Porto']);
  });
});
