// The device's anonymous identity, made on first launch and kept in the meta table:
// - the device key: a random secret sent with every API call; the server scopes data to it;
// - the client id: names this install (one IndexedDB) in sync requests.
import type { AstraDatabase } from './database';
import { uuidv7 } from '../domain/ids';

export type DeviceIdentity = { deviceKey: string; clientId: string };

function randomKey(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Reads the identity, making it in one transaction the first time (two tabs never make two). */
export async function loadDeviceIdentity(database: AstraDatabase): Promise<DeviceIdentity> {
  return database.transaction('rw', database.meta, async () => {
    const [key, client] = await Promise.all([database.meta.get('device_key'), database.meta.get('client_id')]);
    const identity = {
      deviceKey: typeof key?.value === 'string' ? key.value : randomKey(),
      clientId: typeof client?.value === 'string' ? client.value : uuidv7(),
    };
    if (!key) await database.meta.put({ key: 'device_key', value: identity.deviceKey });
    if (!client) await database.meta.put({ key: 'client_id', value: identity.clientId });
    return identity;
  });
}
