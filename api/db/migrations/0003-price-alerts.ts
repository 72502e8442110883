import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_alerts')
    .addColumn('owner_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(36)', (col) => col.notNull())
    // The traveller's fields.
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('alert_type', 'varchar(10)', (col) => col.notNull())
    .addColumn('origin', 'varchar(80)', (col) => col.notNull())
    .addColumn('destination', 'varchar(80)', (col) => col.notNull())
    .addColumn('target_price', 'double precision', (col) => col.notNull())
    .addColumn('threshold_percent', 'integer', (col) => col.notNull())
    // Booleans as 0/1: the same values and comparisons on SQLite and PostgreSQL.
    .addColumn('is_active', 'integer', (col) => col.notNull())
    // The price watcher's fields.
    .addColumn('watch_status', 'varchar(20)', (col) => col.notNull().defaultTo('not-monitored'))
    .addColumn('watch_note', 'text')
    .addColumn('last_checked_at', 'varchar(40)')
    .addColumn('last_price', 'double precision')
    .addColumn('lowest_price', 'double precision')
    .addColumn('highest_price', 'double precision')
    .addColumn('currency', 'varchar(8)')
    .addColumn('last_fired_at', 'varchar(40)')
    .addColumn('fired_price', 'double precision')
    .addColumn('armed', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(40)')
    .addPrimaryKeyConstraint('price_alerts_pk', ['owner_id', 'id'])
    .execute();
  await db.schema.createIndex('price_alerts_owner_version').on('price_alerts').columns(['owner_id', 'version']).execute();
  // The watcher pages through the alerts it must check in (owner_id, id) order; paused and deleted
  // ones are left out of the index, so their number never slows a pass down.
  await db.schema
    .createIndex('price_alerts_watch')
    .on('price_alerts')
    .columns(['owner_id', 'id'])
    .where(sql.ref('is_active'), '=', sql.lit(1))
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('price_alerts').ifExists().execute();
}
