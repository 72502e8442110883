import type { Kysely } from 'kysely';

// Itinerary items sync like trips, one record per item: its trip, kind, day (null: the trip's
// Ideas), fractional order key and the kind's details as JSON text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('itinerary_items')
    .addColumn('owner_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(36)', (col) => col.notNull())
    .addColumn('trip_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('day', 'varchar(10)')
    .addColumn('position', 'varchar(64)', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(40)')
    .addPrimaryKeyConstraint('itinerary_items_pk', ['owner_id', 'id'])
    .execute();
  await db.schema.createIndex('itinerary_items_owner_version').on('itinerary_items').columns(['owner_id', 'version']).execute();
  // A trip's items: its REST list and the cascade when the trip is deleted.
  await db.schema.createIndex('itinerary_items_owner_trip').on('itinerary_items').columns(['owner_id', 'trip_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('itinerary_items').ifExists().execute();
}
