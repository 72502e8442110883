import type { Kysely } from 'kysely';

// A trip's read-only public page link (issue 18): at most one per trip and owner. As with the
// calendar link (0009), the token in the link is never stored: only its SHA-256 (what the public
// page is looked up by) and the random link id the token is derived from with the device key.
// Revoking deletes the row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plan_links')
    .addColumn('owner_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('trip_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('link_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('plan_links_pk', ['owner_id', 'trip_id'])
    .execute();
  await db.schema.createIndex('plan_links_token_hash').unique().on('plan_links').column('token_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plan_links').ifExists().execute();
}
