// Anonymous device identity: every trips and sync request carries the device's random key, and
// the data is scoped to its SHA-256 (the key itself is never stored, so a database leak does not
// hand out keys that would read the data through the API).
import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { deviceKeyHeader, deviceKeyPattern } from '../src/domain/sync-protocol';
import { ApiError } from './errors';

export type DeviceEnv = { Variables: { ownerId: string } };

export function ownerIdOf(deviceKey: string): string {
  return createHash('sha256').update(deviceKey).digest('hex');
}

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
  c.set('ownerId', ownerIdOf(deviceKey));
  await next();
});
