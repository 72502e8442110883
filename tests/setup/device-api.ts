// Calls the in-process API as a device: a fresh random key per device, JSON in and out.
import { randomBytes } from 'node:crypto';
import { createApp, type AppDeps } from '../../api/app';
import type { Storage } from '../../api/db/index';
import { uuidv7 } from '../../src/domain/ids';
import type { SyncEntity, SyncOp } from '../../src/domain/sync-protocol';

export type DeviceApi = ReturnType<typeof deviceApi>;

export function newDeviceKey(): string {
  return randomBytes(32).toString('base64url');
}

/** `deps` sets more of the app (a price source, say); a device key of its own unless `deviceKey` is given. */
export function deviceApi(storage: Storage, deviceKey: string = newDeviceKey(), deps: Partial<Omit<AppDeps, 'storage'>> = {}) {
  const app = createApp({ storage, version: 'test', ...deps });
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
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
  return { app, deviceKey, call };
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
 * is served here.
 */
export async function deviceKeyFor(baseUrl: string): Promise<string> {
  void baseUrl;
  return newDeviceKey();
}
