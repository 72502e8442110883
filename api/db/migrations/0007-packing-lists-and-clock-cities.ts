import type { Kysely } from 'kysely';

// Packing lists and world-clock cities sync like trips: the same shared columns, their own fields.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('packing_lists')
    .addColumn('owner_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(36)', (col) => col.notNull())
    .addColumn('destination', 'text', (col) => col.notNull())
    .addColumn('duration_days', 'integer', (col) => col.notNull())
    .addColumn('travel_month', 'integer', (col) => col.notNull())
    .addColumn('start_date', 'varchar(10)')
    .addColumn('trip_id', 'varchar(36)')
    .addColumn('place', 'text')
    .addColumn('climate', 'varchar(10)')
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('items', 'text', (col) => col.notNull())
    .addColumn('custom_item_ids', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(40)')
    .addPrimaryKeyConstraint('packing_lists_pk', ['owner_id', 'id'])
    .execute();
  await db.schema.createIndex('packing_lists_owner_version').on('packing_lists').columns(['owner_id', 'version']).execute();

  await db.schema
    .createTable('clock_cities')
    .addColumn('owner_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(36)', (col) => col.notNull())
    .addColumn('timezone', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'varchar(60)', (col) => col.notNull())
    .addColumn('flag', 'varchar(16)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(40)')
    .addPrimaryKeyConstraint('clock_cities_pk', ['owner_id', 'id'])
    .execute();
  await db.schema.createIndex('clock_cities_owner_version').on('clock_cities').columns(['owner_id', 'version']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clock_cities').ifExists().execute();
  await db.schema.dropTable('packing_lists').ifExists().execute();
}
