import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestStorage, storageKinds, type TestStorage } from '../../tests/setup/storage';

describe.each(storageKinds)('storage on %s', (kind) => {
  let testStorage: TestStorage | undefined;
  afterEach(async () => {
    await testStorage?.cleanup();
    testStorage = undefined;
  });

  it('opens, migrates and answers a ping', async () => {
    testStorage = await openTestStorage(kind);
    await expect(testStorage.storage.ping()).resolves.toBeUndefined();
    const row = await testStorage.storage.db.selectFrom('app_meta').select('value').where('key', '=', 'created_at').executeTakeFirst();
    expect(row?.value).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('records applied migrations so a second start does not run them again', async () => {
    testStorage = await openTestStorage(kind);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(testStorage.storage.db);
    expect(rows.map((r) => r.name)).toContain('0001-init');
    const count = await testStorage.storage.db
      .selectFrom('app_meta')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('fails ping once closed', async () => {
    testStorage = await openTestStorage(kind);
    const { storage } = testStorage;
    await storage.close();
    await expect(storage.ping()).rejects.toThrow();
    const { cleanup } = testStorage;
    testStorage = { storage, cleanup: () => cleanup().catch(() => undefined) };
  });
});
