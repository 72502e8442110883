// The app's one sync engine over the app's one database, and what starts it: the device identity,
// the device key on every API call, persistent storage, and the engine's triggers.
import { db } from './database';
import { loadDeviceIdentity, type DeviceIdentity } from './device';
import { onLocalChange } from './local-changes';
import { SyncEngine } from './sync-engine';
import { httpTransport } from './sync-transport';
import { addApiHeaders } from '../lib/api-client';
import { reportRequestOutcome } from '../lib/connectivity';
import { deviceKeyHeader } from '../domain/sync-protocol';

let identity: Promise<DeviceIdentity> | undefined;
const deviceIdentity = () => (identity ??= loadDeviceIdentity(db));

export const syncEngine = new SyncEngine(db, {
  transport: httpTransport({ deviceKey: async () => (await deviceIdentity()).deviceKey, onOutcome: reportRequestOutcome }),
  isOnline: () => navigator.onLine,
});

export type StorageNotice = { kind: 'lost' | 'reconnected' | 'failed' | 'upgraded-elsewhere' };

let started = false;

/** Starts syncing once per page. `notify` tells the traveller about storage trouble. */
export function startSync(notify: (notice: StorageNotice) => void): void {
  if (started) return;
  started = true;
  addApiHeaders(async () => ({ [deviceKeyHeader]: (await deviceIdentity()).deviceKey }));
  void requestPersistentStorage();
  db.on('close', () => {
    notify({ kind: 'lost' });
    db.open().then(
      () => notify({ kind: 'reconnected' }),
      () => notify({ kind: 'failed' }),
    );
  });
  db.on('versionchange', () => {
    notify({ kind: 'upgraded-elsewhere' });
  });
  syncEngine.start(onLocalChange);
}

/** Asks the browser not to evict our data under storage pressure (once; the answer is kept). */
async function requestPersistentStorage(): Promise<void> {
  try {
    if (!navigator.storage?.persist) return;
    const asked = await db.meta.get('storage_persisted');
    if (asked?.value === true) return;
    const persisted = (await navigator.storage.persisted()) || (await navigator.storage.persist());
    await db.meta.put({ key: 'storage_persisted', value: persisted });
  } catch {
    // Not fatal: the data stays, only without the browser's promise to keep it under pressure.
  }
}
