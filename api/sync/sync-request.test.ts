// A push that waited for its traveller's lock while the device was linked to another traveller (the
// link moves the old traveller's records under that same lock) must not write under the old owner:
// it is refused as a retryable 503, and the device's next request is the new traveller's.
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import { syncOpsFor } from '../../tests/setup/device-api';
import type { Storage } from '../db/index';
import { ApiError } from '../errors';
import { runSync } from './sync-request';

describe.each(storageKinds)('a push from a device that changed traveller on %s', (kind) => {
  let storage: Storage;
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
  });

  const push = (ownerId: string, deviceId: string) =>
    runSync(
      storage,
      ownerId,
      {
        client_id: uuidv7(),
        cursor: 0,
        ops: [syncOpsFor('clock_city')('create', uuidv7(), { timezone: 'Asia/Tokyo', name: 'Tokyo', flag: '', position: 0 })],
      },
      undefined,
      deviceId,
    );

  it('writes under the traveller the device belongs to, and refuses (retryably) under one it left', async () => {
    const device = 'a'.repeat(64);
    await expect(push(device, device)).resolves.toMatchObject({ acks: [{ status: 'applied' }] });
    const at = new Date().toISOString();
    await storage.db
      .insertInto('devices')
      .values({ key_hash: device, traveller_id: 'b'.repeat(64), name: null, created_at: at, last_seen_at: at, removed_at: null })
      .execute();
    const stale = push(device, device);
    await expect(stale).rejects.toBeInstanceOf(ApiError);
    await expect(stale).rejects.toMatchObject({ status: 503, code: 'device-changed' });
    await expect(push('b'.repeat(64), device)).resolves.toMatchObject({ acks: [{ status: 'applied' }] });
    const clocks = await storage.db.selectFrom('clock_cities').select('owner_id').execute();
    expect(clocks.map((clock) => clock.owner_id).sort()).toEqual(['a'.repeat(64), 'b'.repeat(64)]);
  });
});
