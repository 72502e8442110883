// Questions for Astra waiting for the connection, in the Dexie `chatQueue` table: stored, listed,
// claimed by one window, released and forgotten. The chat's rules about them are in
// src/features/chat/queue.ts; this is where they are kept.
import { db, type AstraDatabase, type ChatQueueRow } from './database';

/** How long a claim holds: a window that claimed a question and vanished gives it up after this. */
export const chatQueueClaimTimeoutMs = 60_000;

export async function putQueuedChatQuestion(row: Omit<ChatQueueRow, 'claimed_at'>, database: AstraDatabase = db): Promise<void> {
  await database.chatQueue.put(row);
}

/** The waiting questions, oldest first. */
export function queuedChatQuestions(database: AstraDatabase = db): Promise<ChatQueueRow[]> {
  return database.chatQueue.orderBy('queued_at').toArray();
}

/**
 * Claims a question for this window: 'claimed' when it may send it, 'elsewhere' when it is gone (sent
 * from another window) or another window's claim still holds. Read and written in one transaction, so
 * two windows never both claim it.
 */
export function claimQueuedChatQuestion(id: string, now: Date, database: AstraDatabase = db): Promise<'claimed' | 'elsewhere'> {
  return database.transaction('rw', database.chatQueue, async () => {
    const row = await database.chatQueue.get(id);
    if (!row) return 'elsewhere';
    if (row.claimed_at && now.getTime() - Date.parse(row.claimed_at) < chatQueueClaimTimeoutMs) return 'elsewhere';
    await database.chatQueue.update(id, { claimed_at: now.toISOString() });
    return 'claimed';
  });
}

/** Gives a claimed question back. */
export async function releaseQueuedChatQuestion(id: string, database: AstraDatabase = db): Promise<void> {
  await database.chatQueue
    .where('id')
    .equals(id)
    .modify((row) => {
      delete row.claimed_at;
    });
}

export async function deleteQueuedChatQuestion(id: string, database: AstraDatabase = db): Promise<void> {
  await database.chatQueue.delete(id);
}
