// Calls the in-process API as a device: a fresh random key per device, registered before its first
// call (tests/setup/register-device.ts), JSON in and out.
import { randomBytes } from 'node:crypto';
import { createApp, type AppDeps } from '../../api/app';
import type { Storage } from '../../api/db/index';
import { uuidv7 } from '../../src/domain/ids';
import type { SyncEntity, SyncOp } from '../../src/domain/sync-protocol';
import { registerDevice } from './register-device';

export type DeviceApi = ReturnType<typeof deviceApi>;

export function newDeviceKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * `deps` sets more of the app (a price source, say); a device key of its own unless `deviceKey` is
 * given. The device registers before its first call unless `registered` is false.
 */
export function deviceApi(
  storage: Storage,
  deviceKey: string = newDeviceKey(),
  deps: Partial<Omit<AppDeps, 'storage'>> = {},
  { registered = true }: { registered?: boolean } = {},
) {
  const app = createApp({ storage, version: 'test', ...deps });
  let registration: Promise<void> | undefined = registered ? undefined : Promise.resolve();
  const register = () => (registration ??= registerDevice((to, init) => app.request(to, init), deviceKey));
  /** A raw request with the device's key (a body that is not JSON, say), once the device is registered. */
  const request = async (path: string, init: RequestInit = {}) => {
    await register();
    const headers = new Headers(init.headers);
    if (!headers.has('X-Device-Key')) headers.set('X-Device-Key', deviceKey);
    return app.request(path, { ...init, headers });
  };
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    await register();
    const response = await app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Device-Key': deviceKey, ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response fields freely
    const json: any = text ? JSON.parse(text) : undefined;
    return { status: response.status, body: json };
  };
  return { app, deviceKey, call, request, register };
}

/** A maker of sync ops for one entity, with rising seqs as a device's outbox gives them. */
export function syncOpsFor(entity: SyncEntity) {
  let seq = 0;
  return (kind: SyncOp['kind'], recordId: string, payload?: Record<string, unknown>): SyncOp => ({
    op_id: uuidv7(),
    seq: ++seq,
    entity,
    record_id: recordId,
    kind,
    ...(payload ? { payload } : {}),
  });
}

/** The last version of every owner in storage (none before anything was written). */
export async function ownerVersions(storage: Storage): Promise<number[]> {
  const rows = await storage.db.selectFrom('sync_owners').select('last_version').execute();
  return rows.map((row) => Number(row.last_version));
}

/**
 * A new device's key for a server reached over HTTP (a compiled server process, or a proxy in front
 * of several): the one place such tests get their keys, so a server that registers devices first
 * is registered here first.
 */
export async function deviceKeyFor(baseUrl: string): Promise<string> {
  const deviceKey = newDeviceKey();
  await registerDevice((to, init) => fetch(new URL(to, baseUrl), init), deviceKey);
  return deviceKey;
}
