import { afterEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { down } from './migrations/0010-devices';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dropPostgresSchema, openStorage, type Storage, type StorageOptions } from './index';
import { openTestStorage, storageKinds, testDatabaseUrl, type StorageKind, type TestStorage } from '../../tests/setup/storage';

/** A database that outlives one openStorage(): a SQLite file in a temporary folder, or a PostgreSQL schema. */
async function storageLocation(kind: StorageKind): Promise<{ options: StorageOptions; remove(): Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'astra-restart-'));
    return { options: { kind, file: path.join(dir, 'astra.sqlite') }, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const url = testDatabaseUrl;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  return { options: { kind, url, schema }, remove: () => dropPostgresSchema(url, schema) };
}

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

  it('keeps its data and its applied migrations across a restart on the same database', async () => {
    const where = await storageLocation(kind);
    const first = await openStorage(where.options);
    let second: Storage | undefined;
    try {
      const migrations = async (storage: Storage) =>
        (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(storage.db)).rows.map((row) => row.name);
      const createdAt = (storage: Storage) =>
        storage.db.selectFrom('app_meta').select('value').where('key', '=', 'created_at').executeTakeFirstOrThrow();
      const appliedFirst = await migrations(first);
      expect(appliedFirst).toContain('0001-init');
      const createdFirst = await createdAt(first);
      await first.db.insertInto('app_meta').values({ key: 'restart-check', value: 'written before the restart' }).execute();
      await first.close();

      second = await openStorage(where.options);
      expect(await migrations(second)).toEqual(appliedFirst);
      // 0001-init inserts created_at: run twice, it would fail on the key or write a second time.
      expect(await createdAt(second)).toEqual(createdFirst);
      const kept = await second.db.selectFrom('app_meta').select('value').where('key', '=', 'restart-check').executeTakeFirst();
      expect(kept?.value).toBe('written before the restart');
      const count = await second.db
        .selectFrom('app_meta')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(2);
    } finally {
      await second?.close();
      await where.remove();
    }
  });

  it('upgrades a database made before 0010-devices although 0011–0013 ran first', async () => {
    // 0010-devices landed after 0011–0013: a database from between the two has the later three only.
    const where = await storageLocation(kind);
    const first = await openStorage(where.options);
    let second: Storage | undefined;
    try {
      await down(first.db as Kysely<unknown>);
      await first.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '0010-devices' as never)
        .execute();
      await first.close();

      second = await openStorage(where.options);
      const applied = (await sql<{ name: string }>`select name from kysely_migration`.execute(second.db)).rows.map((row) => row.name);
      expect(applied).toContain('0010-devices');
      expect(applied).toContain('0013-replaced-changes');
      const devices = await second.db.selectFrom('devices').selectAll().execute();
      expect(devices).toEqual([]);
    } finally {
      await second?.close();
      await where.remove();
    }
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
