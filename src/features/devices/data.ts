// The devices feature's data: the traveller's devices and codes live on the server (they are
// credentials, not synced records), asked for through the API client; the last list seen is kept in
// the device's meta table so the screen shows it offline. Linking resets this device's pull, and
// clearing a removed device deletes its database.
import { useLiveQuery } from '../../db/live-query';
import { db, type OutboxOpRow } from '../../db/database';
import { loadDeviceIdentity } from '../../db/device';
import { syncEngine } from '../../db/sync';
import { restartPull } from '../../db/sync-reset';
import { apiRequest as request } from '../../lib/api-client';
import { deviceKeyHeader } from '../../domain/sync-protocol';
import { syncEntityRegistry } from '../../domain/synced-entities';
import type { ClaimResult, DeviceList, PairingCode, RecoveryCode } from '../../domain/device-schema';

const knownListKey = 'devices_list';

/** An API call with this device's key, which the screen may need before the sync engine has started and added it to every call. */
async function apiRequest<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const { deviceKey } = await loadDeviceIdentity(db);
  return request<T>(path, { ...options, headers: { [deviceKeyHeader]: deviceKey } });
}

export type KnownDevices = { list: DeviceList; fetched_at: string };

/** The last list this device saw (undefined while reading, null when it never saw one). */
export function useKnownDevices(): KnownDevices | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.meta.get(knownListKey);
    return (row?.value as KnownDevices | undefined) ?? null;
  }, []);
}

export async function refreshDevices(): Promise<DeviceList> {
  const list = await apiRequest<DeviceList>('/devices');
  await db.meta.put({ key: knownListKey, value: { list, fetched_at: new Date().toISOString() } satisfies KnownDevices });
  return list;
}

export const makePairingCode = (name: string | undefined) =>
  apiRequest<PairingCode>('/devices/pairing', { method: 'POST', body: name ? { name } : {} });

export const makeRecoveryCode = () => apiRequest<RecoveryCode>('/devices/recovery', { method: 'POST' });

export async function renameDevice(id: string, name: string): Promise<void> {
  await apiRequest(`/devices/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } });
  await refreshDevices();
}

export async function removeDevice(id: string): Promise<void> {
  await apiRequest(`/devices/${encodeURIComponent(id)}`, { method: 'DELETE' });
  await refreshDevices();
}

/** The sync engine's Web Lock (src/db/sync-engine.ts): held while linking, so no sync of this browser runs between the claim and the reset. */
const syncLockName = 'astra-sync';

function withSyncLock<T>(task: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request(syncLockName, task) : task();
}

/**
 * Links this device with a pairing or recovery code. Its records joined the traveller's on the
 * server, so it then pulls everything again.
 */
export async function claimCode(kind: 'pairing' | 'recovery', code: string, name: string | undefined): Promise<ClaimResult> {
  const result = await withSyncLock(async () => {
    const claimed = await apiRequest<ClaimResult>(`/devices/${kind}/claim`, { method: 'POST', body: { code, ...(name ? { name } : {}) } });
    await restartPull(db);
    return claimed;
  });
  void syncEngine.sync().catch(() => undefined);
  void refreshDevices().catch(() => undefined);
  return result;
}

/** The changes this device never got onto the server: waiting and refused ones. */
export function useUnsentChanges(): OutboxOpRow[] | undefined {
  return useLiveQuery(() => db.outbox.orderBy('seq').toArray(), []);
}

/** The unsent changes as a file a person can read and keep. */
export function unsentChangesFile(ops: OutboxOpRow[]): string {
  return JSON.stringify(
    {
      exported_at: new Date().toISOString(),
      note: 'Changes made on this device that never reached your other devices.',
      changes: ops.map((op) => ({
        what: `${op.kind} ${syncEntityRegistry[op.entity].label}${op.label ? ` “${op.label}”` : ''}`,
        status: op.status,
        ...(op.error ? { refused_because: op.error.message } : {}),
        made_at: op.created_at,
        entity: op.entity,
        record_id: op.record_id,
        kind: op.kind,
        ...(op.payload ? { fields: op.payload } : {}),
      })),
    },
    null,
    2,
  );
}

/** Deletes everything this device holds (its trips, lists, outbox and identity); the next start makes a fresh anonymous device. */
export async function clearThisDevice(): Promise<void> {
  syncEngine.stop();
  await withSyncLock(() => db.delete());
}
