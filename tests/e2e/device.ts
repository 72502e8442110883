import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SyncEntity, SyncResponse } from '../../src/domain/sync-protocol';
import { registerDevice } from '../setup/register-device';

/**
 * The device key the app made on first launch, read from its IndexedDB, and registered with the
 * server (as the app does before its first sync; registering again is harmless), so a test may
 * call the API with it at once.
 */
export async function deviceKeyOf(page: Page): Promise<string> {
  const read = () =>
    page.evaluate(async () => {
      // Never create the database here (Dexie must make it), and never keep it open (that would block Dexie's upgrades).
      if (!(await indexedDB.databases()).some((database) => database.name === 'astra')) return undefined;
      return new Promise<string | undefined>((resolve) => {
        const open = indexedDB.open('astra');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('meta')) {
            database.close();
            return resolve(undefined);
          }
          const get = database.transaction('meta').objectStore('meta').get('device_key');
          get.onsuccess = () => resolve((get.result as { value?: string } | undefined)?.value);
          get.onerror = () => resolve(undefined);
          get.transaction!.oncomplete = () => database.close();
        };
      });
    });
  await expect.poll(read, { message: 'the app makes a device key on first launch' }).toBeTruthy();
  const deviceKey = (await read())!;
  await registerDevice((path, init) => page.request.post(path, { headers: init.headers }), deviceKey);
  return deviceKey;
}

/** The device's live records of one entity as the server holds them (a pull from the start, as a device would). */
export async function serverRecords(
  request: APIRequestContext,
  deviceKey: string,
  entity: SyncEntity,
): Promise<Array<Record<string, unknown>>> {
  const response = await request.post('/api/sync', {
    headers: { 'X-Device-Key': deviceKey },
    data: { client_id: '01900000-0000-7000-8000-000000000000', cursor: 0, ops: [] },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as SyncResponse;
  return body.changes.filter((change) => change.entity === entity && !change.deleted).map((change) => change.record!);
}

/**
 * Makes this browser another device of the traveller whose key is `deviceKey` (as if linked), then
 * reloads: the app has made its own key on first launch, and reads the key again when it starts.
 */
export async function useDeviceKey(page: Page, deviceKey: string): Promise<void> {
  await deviceKeyOf(page);
  await page.evaluate(
    (key) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('astra');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const transaction = database.transaction('meta', 'readwrite');
          transaction.objectStore('meta').put({ key: 'device_key', value: key });
          transaction.objectStore('meta').delete('sync_cursor');
          transaction.oncomplete = () => {
            database.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    deviceKey,
  );
  await page.reload();
  await expect.poll(() => deviceKeyOf(page)).toBe(deviceKey);
}
