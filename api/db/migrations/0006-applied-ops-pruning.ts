import type { Kysely } from 'kysely';

// A sync forgets the answered ops of its client below a seq: an index to find them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('applied_ops_client_seq').on('applied_ops').columns(['owner_id', 'client_id', 'seq']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applied_ops_client_seq').ifExists().execute();
}
