import { expect, type Page } from '@playwright/test';

/** The device key the app made on first launch, read from its IndexedDB. */
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
  return (await read())!;
}
