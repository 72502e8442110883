// Anonymous device identity: every trips and sync request carries the device's random key, and
// the data is scoped to its traveller: the traveller its row in `devices` names once it linked, or
// else its own key's SHA-256 (the key itself is never stored, so a database leak does not hand out
// keys that would read the data through the API). A removed device is refused on every process at
// once, since the row is read on each request (docs/decisions/015-travellers-and-shared-trips.md).
import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { deviceKeyHeader, deviceKeyPattern } from '../src/domain/sync-protocol';
import type { Storage } from './db/index';
import { ApiError } from './errors';

export type DeviceEnv = {
  Variables: {
    /** Whose data the request reads and writes: the device's traveller. */
    ownerId: string;
    /** The device itself: its key's SHA-256. */
    deviceId: string;
    /** Where devices are looked up (set for every /api request by api/app.ts). */
    deviceDirectory: Storage;
  };
};

export function ownerIdOf(deviceKey: string): string {
  return createHash('sha256').update(deviceKey).digest('hex');
}

/** How often a device's last_seen_at is written at most. */
const lastSeenEveryMs = 60_000;

export const deviceRemovedMessage =
  'This device was removed from your devices. Its trips and lists no longer sync here; link it again with a code from one of your devices.';

/** Makes the device table reachable to requireDevice; api/app.ts mounts it before every route. */
export const provideDeviceDirectory = (storage: Storage) =>
  createMiddleware<DeviceEnv>(async (c, next) => {
    c.set('deviceDirectory', storage);
    await next();
  });

export const requireDevice = createMiddleware<DeviceEnv>(async (c, next) => {
  const deviceKey = c.req.header(deviceKeyHeader);
  if (!deviceKey) {
    throw new ApiError(
      401,
      'device-key-required',
      `Send your device key in the ${deviceKeyHeader} header (the app makes one on first launch).`,
    );
  }
  if (!deviceKeyPattern.test(deviceKey)) {
    throw new ApiError(
      401,
      'device-key-invalid',
      `The ${deviceKeyHeader} header must be 22 to 128 letters, digits, "-" or "_" (the key the app made on first launch).`,
    );
  }
  const db = c.get('deviceDirectory')?.db;
  if (!db) throw new Error('requireDevice runs behind provideDeviceDirectory (api/app.ts)');
  const keyHash = ownerIdOf(deviceKey);
  const row = await db
    .selectFrom('devices')
    .select(['traveller_id', 'last_seen_at', 'removed_at'])
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
  if (row?.removed_at != null) throw new ApiError(401, 'device-removed', deviceRemovedMessage);
  if (row) {
    const now = Date.now();
    if (Date.parse(row.last_seen_at) < now - lastSeenEveryMs) {
      const cutoff = new Date(now - lastSeenEveryMs).toISOString();
      await db
        .updateTable('devices')
        .set({ last_seen_at: new Date(now).toISOString() })
        .where('key_hash', '=', keyHash)
        .where('last_seen_at', '<', cutoff)
        .execute();
    }
  }
  c.set('deviceId', keyHash);
  c.set('ownerId', row ? row.traveller_id : keyHash);
  await next();
});
