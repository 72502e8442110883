import type { Kysely } from 'kysely';

// Travellers as sets of linked devices (docs/decisions/015-travellers-and-shared-trips.md): a device
// that never linked has no row and stays its own traveller. Codes are stored as their SHA-256 only.
// Rate-limit counters live here so every API process counts the same attempts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('devices')
    .addColumn('key_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('traveller_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'varchar(60)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('removed_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('devices_traveller').on('devices').column('traveller_id').execute();

  await db.schema
    .createTable('device_codes')
    .addColumn('code_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('traveller_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(64)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)')
    .addColumn('used_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('device_codes_traveller').on('device_codes').columns(['traveller_id', 'kind']).execute();

  await db.schema
    .createTable('attempt_counters')
    .addColumn('key', 'varchar(200)', (col) => col.notNull())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('attempt_counters_pk', ['key', 'window_start'])
    .execute();
  await db.schema.createIndex('attempt_counters_window').on('attempt_counters').column('window_start').execute();

  await db.schema
    .createTable('traveller_events')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('traveller_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('kind', 'varchar(30)', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('traveller_events_traveller').on('traveller_events').columns(['traveller_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('traveller_events').ifExists().execute();
  await db.schema.dropTable('attempt_counters').ifExists().execute();
  await db.schema.dropTable('device_codes').ifExists().execute();
  await db.schema.dropTable('devices').ifExists().execute();
}
