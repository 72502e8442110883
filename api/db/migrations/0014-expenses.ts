import type { Kysely } from 'kysely';

// A trip's expenses, settlements and budget sync one record each (src/domain/expense-schema.ts):
// the amount in integer minor units (bigint, never a float), its currency, the payer and the split
// as JSON text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('expenses')
    .addColumn('owner_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(36)', (col) => col.notNull())
    .addColumn('trip_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('category', 'varchar(16)', (col) => col.notNull())
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('paid_by', 'varchar(80)', (col) => col.notNull())
    .addColumn('split', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('item_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(40)')
    .addPrimaryKeyConstraint('expenses_pk', ['owner_id', 'id'])
    .execute();
  await db.schema.createIndex('expenses_owner_version').on('expenses').columns(['owner_id', 'version']).execute();
  // A trip's expenses: the cascade when the trip is deleted, and the move when it is first shared.
  await db.schema.createIndex('expenses_owner_trip').on('expenses').columns(['owner_id', 'trip_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('expenses').ifExists().execute();
}
