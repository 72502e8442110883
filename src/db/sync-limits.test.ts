// The app's sync against the server's write limits and quotas (issue 21, finding 2), on the real
// API over app.request and a real SQLite file: a device back after a long time offline sends its
// thousand queued changes; a change past a quota stays in the outbox with its reason; a 429 waits
// for Retry-After and loses nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDeviceDatabase } from '../../tests/setup/device-database';
import { openTestStorage, type TestStorage } from '../../tests/setup/storage';
import { newDeviceKey } from '../../tests/setup/device-api';
import { createApp, type AppDeps } from '../../api/app';
import { ownerIdOf } from '../../api/device-key';
import { recordQuotas } from '../domain/storage-quotas';
import { uuidv7 } from '../domain/ids';
import type { AstraDatabase } from './database';
import { recordLocalChange } from './local-changes';
import { SyncEngine } from './sync-engine';
import { httpTransport } from './sync-transport';

let testStorage: TestStorage;
let clock: number;
beforeEach(async () => {
  testStorage = await openTestStorage('sqlite');
  clock = Date.parse('2027-01-10T09:30:30Z');
});
afterEach(() => testStorage.cleanup());

async function device(deps: Partial<AppDeps> = {}) {
  const app = createApp({ storage: testStorage.storage, version: 'test', devices: { now: () => clock }, ...deps });
  const deviceKey = newDeviceKey();
  const database = openDeviceDatabase('limits');
  await database.meta.bulkPut([
    { key: 'device_key', value: deviceKey },
    { key: 'client_id', value: uuidv7() },
  ]);
  let requests = 0;
  const transport = httpTransport({
    deviceKey: async () => deviceKey,
    fetch: async (input, init) => {
      requests++;
      return app.request(String(input), init);
    },
  });
  const engine = new SyncEngine(database, { transport, withLock: (task) => task(), random: () => 1 });
  return { app, deviceKey, database, engine, requests: () => requests };
}

async function queueTrips(database: AstraDatabase, count: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    await recordLocalChange(database, {
      entity: 'trip',
      recordId: uuidv7(),
      kind: 'create',
      payload: { title: `Trip ${index}`, start_date: '2027-03-01', end_date: '2027-03-04', cities: [], notes: '' },
      label: `Trip ${index}`,
    });
  }
}

const serverTrips = async () =>
  Number(
    (
      await testStorage.storage.db
        .selectFrom('trips')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sync within the write limits', () => {
  it('sends 1,000 changes queued offline in one go, under the default limits', async () => {
    const phone = await device();
    await queueTrips(phone.database, 1_000);
    const result = await phone.engine.flush();
    expect(result).toMatchObject({ acknowledged: 1_000, rejected: 0 });
    expect(await phone.database.outbox.count()).toBe(0);
    expect(await serverTrips()).toBe(1_000);
    // Ten pushes of 100, the registration and the final pull: far inside 120 writes a minute.
    expect(phone.requests()).toBeLessThanOrEqual(13);
  }, 60_000);

  it('keeps a change past the quota in the outbox with its reason, and sends it once there is room', async () => {
    const quota = recordQuotas.trip!;
    const phone = await device();
    // The traveller's trips from its other devices fill the quota on the server.
    await phone.engine.flush();
    const at = new Date(clock).toISOString();
    const rows = Array.from({ length: quota }, (_, index) => ({
      owner_id: ownerIdOf(phone.deviceKey),
      id: uuidv7(),
      created_at: at,
      updated_at: at,
      version: index + 1,
      deleted_at: null,
      title: `Old trip ${index}`,
      start_date: '2026-03-01',
      end_date: '2026-03-02',
      cities: '[]',
      notes: '',
    }));
    for (let start = 0; start < rows.length; start += 200)
      await testStorage.storage.db
        .insertInto('trips')
        .values(rows.slice(start, start + 200))
        .execute();
    await testStorage.storage.db
      .insertInto('sync_owners')
      .values({ owner_id: ownerIdOf(phone.deviceKey), last_version: quota })
      .execute();

    await queueTrips(phone.database, 1);
    expect(await phone.engine.flush()).toMatchObject({ acknowledged: 0, rejected: 1 });
    const [refused] = await phone.database.outbox.toArray();
    // Kept with the reason the sync panel shows, and the trip as the traveller typed it.
    expect(refused).toMatchObject({
      status: 'rejected',
      error: { code: 'quota-exceeded', message: expect.stringMatching(/2,000 trips saved/) },
      payload: { title: 'Trip 0' },
    });

    await testStorage.storage.db.deleteFrom('trips').where('id', '=', rows[0]!.id).execute();
    await phone.engine.retryRejected(refused!.seq!);
    await phone.engine.flush();
    expect(await phone.database.outbox.count()).toBe(0);
    expect(await serverTrips()).toBe(quota);
  }, 60_000);

  it('waits for Retry-After when the server says 429, and sends everything after it, once', async () => {
    // A device limit of 3 writes a minute, so the fourth push of this flush is refused.
    const phone = await device({ writeLimits: { deviceRequestsPerMinute: 3 } });
    await queueTrips(phone.database, 450);
    await phone.engine.sync().catch(() => undefined);
    const state = phone.engine.getState();
    expect(state.phase).toBe('waiting-to-retry');
    expect(state.lastError).toMatch(/slow down/);
    // The window ends 30 s after the clock: the retry is not before.
    expect(state.nextRetryAt! - Date.now()).toBeGreaterThanOrEqual(29_000);
    expect(await phone.database.outbox.count()).toBe(150);
    phone.engine.stop();

    clock += 30_000;
    expect(await phone.engine.flush()).toMatchObject({ acknowledged: 150, rejected: 0 });
    expect(await serverTrips()).toBe(450);
  }, 60_000);
});
