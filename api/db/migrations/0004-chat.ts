import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('session_id', 'varchar(64)', (col) => col.notNull())
    // The device's key hash; null for a client that sent none (its session id alone holds the history).
    .addColumn('owner_id', 'varchar(64)')
    .addColumn('role', 'varchar(10)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    // The assistant turn's intent and memory (JSON), so the next turn can follow up; null on user turns.
    .addColumn('intent', 'varchar(20)')
    .addColumn('memory', 'text')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_session').on('chat_messages').columns(['session_id', 'owner_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_messages').ifExists().execute();
}
