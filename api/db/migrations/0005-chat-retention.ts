import type { Kysely } from 'kysely';

// Chat turns older than the retention are deleted by age across all sessions: an index on age alone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('chat_messages_created_at').on('chat_messages').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_messages_created_at').ifExists().execute();
}
