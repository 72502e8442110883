// Dexie unit tests run against fake-indexeddb, a real IndexedDB implementation in memory.
import 'fake-indexeddb/auto';
