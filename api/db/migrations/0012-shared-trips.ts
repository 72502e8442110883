import type { Kysely } from 'kysely';

// Shared trips (docs/decisions/015-travellers-and-shared-trips.md). A shared trip's records live in
// an owner scope of their own, `trip:<trip id>`, with its own version counter in sync_owners; its
// members are synced records of that scope (written by the server only), so every member's device
// pulls who is on the trip. An invite is a token stored as its SHA-256 only. Every join, role
// change and removal is recorded in trip_events.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trip_members')
    .addColumn('owner_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(36)', (col) => col.notNull())
    .addColumn('trip_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('traveller_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('display_name', 'varchar(160)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(40)')
    .addPrimaryKeyConstraint('trip_members_pk', ['owner_id', 'id'])
    .execute();
  await db.schema.createIndex('trip_members_owner_version').on('trip_members').columns(['owner_id', 'version']).execute();
  await db.schema.createIndex('trip_members_owner_trip').on('trip_members').columns(['owner_id', 'trip_id']).execute();
  // Which trips a traveller may read: every sync request asks.
  await db.schema.createIndex('trip_members_traveller').on('trip_members').columns(['traveller_id']).execute();

  await db.schema
    .createTable('trip_invites')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('trip_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('trip_invites_trip').on('trip_invites').columns(['trip_id']).execute();

  await db.schema
    .createTable('trip_events')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('trip_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('actor_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('detail', 'varchar(400)', (col) => col.notNull())
    .addColumn('at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('trip_events_trip').on('trip_events').columns(['trip_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trip_events').ifExists().execute();
  await db.schema.dropTable('trip_invites').ifExists().execute();
  await db.schema.dropTable('trip_members').ifExists().execute();
}
