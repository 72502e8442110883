import type { Kysely } from 'kysely';

// POST creates honour an Idempotency-Key header (issue 21, finding 8): the id the first request
// made is kept under the traveller, the collection and the key, so the same request again finds it
// and is harmless instead of making a second record. Keys older than a day are dropped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('owner_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('collection', 'varchar(40)', (col) => col.notNull())
    .addColumn('key', 'varchar(200)', (col) => col.notNull())
    .addColumn('record_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['owner_id', 'collection', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
