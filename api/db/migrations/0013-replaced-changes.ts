import type { Kysely } from 'kysely';

// What a later change replaced when two devices changed the same field from the same starting point:
// a synced record of the changed record's scope, written by the server only, so every device that
// reads the record can show what was replaced (docs/decisions/015-travellers-and-shared-trips.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('replaced_changes')
    .addColumn('owner_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(36)', (col) => col.notNull())
    .addColumn('entity', 'varchar(32)', (col) => col.notNull())
    .addColumn('record_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('label', 'varchar(400)', (col) => col.notNull())
    .addColumn('field', 'varchar(64)', (col) => col.notNull())
    .addColumn('replaced', 'text', (col) => col.notNull())
    .addColumn('replaced_by', 'text', (col) => col.notNull())
    .addColumn('changed_by', 'varchar(160)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(40)')
    .addPrimaryKeyConstraint('replaced_changes_pk', ['owner_id', 'id'])
    .execute();
  await db.schema.createIndex('replaced_changes_owner_version').on('replaced_changes').columns(['owner_id', 'version']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('replaced_changes').ifExists().execute();
}
