// The storage module: one Kysely instance over an SQLite file (the embedded default) or
// PostgreSQL (DATABASE_URL), migrated before use. Everything else talks to storage through it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations/index';

export type Dialect = 'sqlite' | 'postgres';

export type Storage = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** A real round trip to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type StorageOptions = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string; poolMax?: number };

const provider: MigrationProvider = { getMigrations: async () => migrations };

export function storageOptionsFromEnv(dataDir: string, databaseUrl: string | undefined, poolMax?: number): StorageOptions {
  return databaseUrl
    ? { kind: 'postgres', url: databaseUrl, ...(poolMax ? { poolMax } : {}) }
    : { kind: 'sqlite', file: path.join(dataDir, 'astra.sqlite') };
}

export async function openStorage(options: StorageOptions): Promise<Storage> {
  if (options.kind === 'postgres' && options.schema) {
    const { url, schema } = options;
    return withSchemaLock(url, () => openAndMigrate(options, schema));
  }
  return openAndMigrate(options, undefined);
}

async function openAndMigrate(options: StorageOptions, schema: string | undefined): Promise<Storage> {
  const storage = options.kind === 'sqlite' ? openSqlite(options.file) : await openPostgres(options.url, schema, options.poolMax);
  try {
    await migrate(storage.db, schema);
  } catch (error) {
    await storage.close();
    throw error;
  }
  return storage;
}

/**
 * Test schemas are made, migrated and dropped one at a time across every process on the server:
 * the migrator's look at the catalog (Kysely's introspection calls pg_get_serial_sequence by name)
 * fails with "schema … does not exist" when another test drops its schema at that moment.
 */
async function withSchemaLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [testSchemaLockId]);
    return await work();
  } finally {
    await admin.end();
  }
}

/** An arbitrary key of the session-level advisory lock that test schemas share. */
const testSchemaLockId = 7_304_218_118;

async function migrate(db: Kysely<Database>, schema: string | undefined): Promise<void> {
  // Unordered: 0010-devices was merged after 0011–0013 had landed, so a database made between the
  // two runs it last; each migration only adds its own tables, so the order between them is free.
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

function openSqlite(file: string): Storage {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  return {
    db,
    dialect: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

/**
 * Reuses prepared statements by their SQL text. Kysely prepares every query anew, and preparing
 * was the largest single cost of a sync batch (~25 µs a query). Safe because Kysely runs one query
 * at a time on its single SQLite connection and never keeps a statement iterating.
 */
function withStatementCache(database: BetterSqlite3.Database, capacity = 500) {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (statement) {
        cache.delete(sqlText);
      } else {
        statement = database.prepare(sqlText);
        if (cache.size >= capacity) cache.delete(cache.keys().next().value!);
      }
      cache.set(sqlText, statement);
      return statement;
    },
  };
}

async function openPostgres(url: string, schema: string | undefined, poolMax: number | undefined): Promise<Storage> {
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Bad schema name "${schema}"`);
  if (schema) {
    // Tests get a schema of their own so runs never see each other's rows.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax ?? 10,
    // A database that stops answering fails a request in seconds (a 503 the device retries), not never.
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the server drops (an outage, a restart) is an event here, not a crash: the
  // pool forgets that client, and the next query opens a new connection or fails as a 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

/** Drops a test schema made by openStorage({ kind: 'postgres', schema }). */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Bad schema name "${schema}"`);
  await withSchemaLock(url, async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`drop schema if exists ${schema} cascade`);
    } finally {
      await admin.end();
    }
  });
}

const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', '57P01', '57P02', '57P03']);
const unavailableMessage =
  /connection terminated|timeout exceeded when trying to connect|connection error|database connection is not open|driver has already been destroyed/i;

/** Whether an error means the database cannot be reached right now (worth a retry), rather than a fault of the request. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    if (unavailableMessage.test(current.message)) return true;
  }
  return false;
}
