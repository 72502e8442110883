import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The travel wallet (docs/decisions/017-travel-wallet.md): documents sync like itinerary items and
// name their file by its SHA-256. Files live in the database, one row per distinct content however
// many times it was uploaded, so every API process serves them. An upload in progress keeps its
// chunks per traveller until the last one arrives and the whole file's hash is checked.
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('documents')
    .addColumn('owner_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(36)', (col) => col.notNull())
    .addColumn('trip_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('item_id', 'varchar(36)')
    .addColumn('title', 'varchar(400)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('file_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('file_size', 'bigint', (col) => col.notNull())
    .addColumn('file_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('private', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(40)')
    .addPrimaryKeyConstraint('documents_pk', ['owner_id', 'id'])
    .execute();
  await db.schema.createIndex('documents_owner_version').on('documents').columns(['owner_id', 'version']).execute();
  await db.schema.createIndex('documents_owner_trip').on('documents').columns(['owner_id', 'trip_id']).execute();
  // Who may download a file: the documents that reference it.
  await db.schema.createIndex('documents_file_hash').on('documents').columns(['file_hash']).execute();

  await db.schema
    .createTable('files')
    .addColumn('hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('type', 'varchar(32)', (col) => col.notNull())
    .addColumn('content', bytes, (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  // A traveller holds a file once it sent all of its bytes (proof that it has the file, not only its hash).
  await db.schema
    .createTable('file_holders')
    .addColumn('traveller_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('file_holders_pk', ['traveller_id', 'hash'])
    .execute();
  await db.schema.createIndex('file_holders_hash').on('file_holders').columns(['hash']).execute();

  await db.schema
    .createTable('file_uploads')
    .addColumn('traveller_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('type', 'varchar(32)', (col) => col.notNull())
    .addColumn('received', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('file_uploads_pk', ['traveller_id', 'hash'])
    .execute();
  await db.schema
    .createTable('file_upload_chunks')
    .addColumn('traveller_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('offset', 'bigint', (col) => col.notNull())
    .addColumn('content', bytes, (col) => col.notNull())
    .addPrimaryKeyConstraint('file_upload_chunks_pk', ['traveller_id', 'hash', 'offset'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['file_upload_chunks', 'file_uploads', 'file_holders', 'files', 'documents']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
