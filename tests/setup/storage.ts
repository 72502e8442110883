// Real storage for tests: a fresh SQLite file per test, and a private PostgreSQL schema when
// TEST_DATABASE_URL is set (.ci/run sets it to the machine's server).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach } from 'vitest';
import { dropPostgresSchema, openStorage, type Storage } from '../../api/db/index';

export type TestStorage = { storage: Storage; cleanup(): Promise<void> };

export type StorageKind = 'sqlite' | 'postgres';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** The engines to run a storage suite against: SQLite always, PostgreSQL when configured. */
export const storageKinds: StorageKind[] = testDatabaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export async function openTestStorage(kind: StorageKind): Promise<TestStorage> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'astra-db-'));
    const storage = await openStorage({ kind: 'sqlite', file: path.join(dir, 'test.sqlite') });
    return {
      storage,
      cleanup: async () => {
        await storage.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const storage = await openStorage({ kind: 'postgres', url: testDatabaseUrl, schema });
  return {
    storage,
    cleanup: async () => {
      await storage.close();
      await dropPostgresSchema(testDatabaseUrl, schema);
    },
  };
}

/**
 * A fresh store of `kind` before each test of the calling suite, handed to `use` (which keeps it,
 * and the devices it makes), closed and removed after the test.
 */
export function freshStoragePerTest(kind: StorageKind, use: (storage: Storage) => void): void {
  let testStorage: TestStorage | undefined;
  beforeEach(async () => {
    testStorage = await openTestStorage(kind);
    use(testStorage.storage);
  });
  afterEach(() => testStorage?.cleanup());
}
