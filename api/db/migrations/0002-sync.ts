import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_owners')
    .addColumn('owner_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('last_version', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('trips')
    .addColumn('owner_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(36)', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('start_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('end_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('cities', 'text', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(40)')
    .addPrimaryKeyConstraint('trips_pk', ['owner_id', 'id'])
    .execute();
  await db.schema.createIndex('trips_owner_version').on('trips').columns(['owner_id', 'version']).execute();

  await db.schema
    .createTable('applied_ops')
    .addColumn('owner_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('op_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('client_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('seq', 'bigint')
    .addColumn('entity', 'varchar(20)')
    .addColumn('record_id', 'varchar(36)')
    .addColumn('applied_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'bigint')
    .addColumn('ack', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('applied_ops_pk', ['owner_id', 'op_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('applied_ops').ifExists().execute();
  await db.schema.dropTable('trips').ifExists().execute();
  await db.schema.dropTable('sync_owners').ifExists().execute();
}
