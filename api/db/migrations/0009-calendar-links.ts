import type { Kysely } from 'kysely';

// A trip's calendar subscription link: at most one per trip and device. The token in the link is
// never stored: only its SHA-256 (looked up when a calendar polls) and the random link id the
// token is derived from with the device key (docs/decisions/013-calendar-links.md). Revoking
// deletes the row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_links')
    .addColumn('owner_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('trip_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('link_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('calendar_links_pk', ['owner_id', 'trip_id'])
    .execute();
  await db.schema.createIndex('calendar_links_token_hash').unique().on('calendar_links').column('token_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_links').ifExists().execute();
}
