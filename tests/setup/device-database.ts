// Throwaway device databases for Dexie tests on fake-indexeddb: each call opens one under a fresh
// name, and every database a test opened is closed and deleted after it.
import { afterEach } from 'vitest';
import { AstraDatabase } from '../../src/db/database';
import { uuidv7 } from '../../src/domain/ids';

const opened: AstraDatabase[] = [];

afterEach(async () => {
  for (const database of opened.splice(0)) {
    database.close();
    await database.delete();
  }
});

export function openDeviceDatabase(name = 'device'): AstraDatabase {
  const database = new AstraDatabase(`${name}-${uuidv7()}`);
  opened.push(database);
  return database;
}
