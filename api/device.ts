// Anonymous device identity: every trips and sync request carries the device's random key, and
// the data is scoped to its traveller: the traveller its row in `devices` names (its own key's
// SHA-256 until it links). The key itself is never stored, so a database leak does not hand out
// keys that would read the data through the API. A device registers its key once
// (POST /api/devices/register, limited per address); an unknown key is refused, so a client
// cannot become a new device per request (docs/decisions/020-device-registration-and-write-limits.md).
// A removed device is refused on every process at once, since the row is read on each request
// (docs/decisions/015-travellers-and-shared-trips.md). Every write is counted here too (api/write-limits.ts).
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { deviceKeyHeader, deviceKeyPattern } from '../src/domain/sync-protocol';
import type { Storage } from './db/index';
import { ApiError } from './errors';
import { ownerIdOf } from './device-key';
import { defaultWriteLimits, refuseKnownWrite, takeWrite, writeCounters, type WriteLimitDeps, type WriteLimits } from './write-limits';

export type DeviceEnv = {
  Variables: {
    /** Whose data the request reads and writes: the device's traveller. */
    ownerId: string;
    /** The device itself: its key's SHA-256. */
    deviceId: string;
    /** Where devices are looked up, and the write limits (set for every /api request by api/app.ts). */
    deviceDirectory: WriteLimitDeps;
  };
};

export { ownerIdOf };

/** How often a device's last_seen_at is written at most. */
const lastSeenEveryMs = 60_000;

export const deviceRemovedMessage =
  'This device was removed from your devices. Its trips and lists no longer sync here; link it again with a code from one of your devices.';

export const deviceUnknownMessage =
  'The server does not know this device key. The app registers its device on its own once online; a client of the API sends POST /api/devices/register with its key first.';

export type DeviceDirectoryOptions = { limits?: Partial<WriteLimits>; trustProxyHops?: number; now?: () => number };

/** Makes the device table and the write limits reachable to requireDevice; api/app.ts mounts it before every route. */
export const provideDeviceDirectory = (storage: Storage, options: DeviceDirectoryOptions = {}) => {
  const limits = { ...defaultWriteLimits, ...options.limits };
  const directory: WriteLimitDeps = {
    storage,
    limits,
    counters: writeCounters(storage, limits),
    trustProxyHops: options.trustProxyHops ?? 0,
    now: options.now ?? Date.now,
  };
  return createMiddleware<DeviceEnv>(async (c, next) => {
    c.set('deviceDirectory', directory);
    await next();
  });
};

/** Checks the device key's header; the key when it is well formed. */
export function deviceKeyOf(c: Context): string {
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
  return deviceKey;
}

/** Routes that count their writes themselves (a sync request counts only when it carries ops, each op a record). */
const countsOwnWrites = new Set(['/api/sync']);

export const requireDevice = createMiddleware<DeviceEnv>(async (c, next) => {
  const deviceKey = deviceKeyOf(c);
  const directory = c.get('deviceDirectory');
  if (!directory) throw new Error('requireDevice runs behind provideDeviceDirectory (api/app.ts)');
  const { db } = directory.storage;
  const keyHash = ownerIdOf(deviceKey);
  const method = c.req.method;
  const isWrite = method !== 'GET' && method !== 'HEAD';
  const countsHere = isWrite && !countsOwnWrites.has(c.req.path);
  // A write this device or its address may not make for now is refused before the database is read.
  if (countsHere) refuseKnownWrite(directory, c, keyHash);
  const row = await db
    .selectFrom('devices')
    .select(['traveller_id', 'last_seen_at', 'removed_at'])
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
  if (!row) throw new ApiError(401, 'device-unknown', deviceUnknownMessage);
  if (row.removed_at != null) throw new ApiError(401, 'device-removed', deviceRemovedMessage);
  if (countsHere) await takeWrite(directory, c, keyHash, 1);
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
  c.set('deviceId', keyHash);
  c.set('ownerId', row.traveller_id);
  await next();
});
