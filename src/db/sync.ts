// The app's one sync engine over the app's one database, and what starts it: the device identity,
// the device key on every API call, persistent storage, and the engine's triggers.
import { db } from './database';
import { loadDeviceIdentity, type DeviceIdentity } from './device';
import { onLocalChange } from './local-changes';
import { SyncEngine, type PulledChange } from './sync-engine';
import { httpTransport } from './sync-transport';
import { fileTransfers, startFileTransfers } from './document-files';
import { SyncRequestError } from './sync-retry';
import { announceDeviceRemoved, deviceRemovedCode } from '../lib/app-events';
import { addApiHeaders, setDeviceRegistration } from '../lib/api-client';
import { deviceRegistrar } from './device-registration';
import { reportRequestOutcome } from '../lib/connectivity';
import { deviceKeyHeader } from '../domain/sync-protocol';

let identity: Promise<DeviceIdentity> | undefined;
const deviceIdentity = () => (identity ??= loadDeviceIdentity(db));

export type FiredAlert = { id: string; route: string; alertType: string; price: number; targetPrice: number; currency: string };

/** What the app tells the traveller about: storage trouble, and price alerts the server saw fire. */
export type AppNotice = { kind: 'lost' | 'reconnected' | 'failed' | 'upgraded-elsewhere' } | { kind: 'alert-fired'; alert: FiredAlert };

let notify: (notice: AppNotice) => void = () => undefined;

/** A price alert fired when the server's copy says so with a newer firing time than the copy we had. */
export function firedAlerts(changes: PulledChange[]): FiredAlert[] {
  return changes.flatMap(({ entity, before, after }) => {
    if (entity !== 'price_alert' || !before?.record || !after.record || after.deleted) return [];
    const firedAt = after.record.last_fired_at;
    if (typeof firedAt !== 'string' || firedAt === before.record.last_fired_at) return [];
    const record = after.record;
    return [
      {
        id: after.record_id,
        route: String(record.route ?? ''),
        alertType: String(record.alert_type ?? 'flight'),
        price: Number(record.fired_price ?? record.last_price),
        targetPrice: Number(record.target_price),
        currency: typeof record.currency === 'string' ? record.currency : 'usd',
      },
    ];
  });
}

const deviceKey = async () => (await deviceIdentity()).deviceKey;

/** The key the server said it registered, kept so a restart does not ask again (src/db/device-registration.ts). */
const registrationKey = 'device_registered';

/** One registration for every call that carries the device key: sync, the wallet's files and the API client. */
const registrar = deviceRegistrar({
  deviceKey,
  onOutcome: reportRequestOutcome,
  memory: {
    get: async () => {
      const row = await db.meta.get(registrationKey);
      return typeof row?.value === 'string' ? row.value : undefined;
    },
    set: async (key) => {
      await db.meta.put({ key: registrationKey, value: key });
    },
    clear: () => db.meta.delete(registrationKey),
  },
});
setDeviceRegistration(registrar);

const transport = httpTransport({ deviceKey, onOutcome: reportRequestOutcome, registrar });

export const syncEngine = new SyncEngine(db, {
  // A removed device is told so once per refusal (the devices feature shows the dialog); the engine waits as for any 401.
  transport: async (request) => {
    try {
      return await transport(request);
    } catch (error) {
      if (error instanceof SyncRequestError && error.code === deviceRemovedCode) announceDeviceRemoved();
      throw error;
    }
  },
  isOnline: () => navigator.onLine,
  onPulled: (changes) => {
    for (const alert of firedAlerts(changes)) notify({ kind: 'alert-fired', alert });
  },
});

/** The wallet's files, moved beside the sync engine (src/db/document-files.ts). */
export const documentFileTransfers = fileTransfers({ deviceKey, registrar });

let started = false;

/** Starts syncing once per page. `onNotice` tells the traveller about storage trouble and fired alerts. */
export function startSync(onNotice: (notice: AppNotice) => void): void {
  if (started) return;
  started = true;
  notify = onNotice;
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
  startFileTransfers(documentFileTransfers, {
    onSynced: (listener) => syncEngine.subscribe(() => syncEngine.getState().phase === 'idle' && listener()),
    onLocalChange,
  });
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
