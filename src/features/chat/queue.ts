// Questions for Astra waiting for the connection ("Send when online"), kept in Dexie so that a
// reload or a closed app does not lose them. The next chat to appear (not the kiosk's: a shared
// tablet never shows a previous guest's words) shows them and sends them once online. A window
// claims a question before sending it, so two open windows never send it twice; it is forgotten
// once its answer is on screen, or released when the chat goes away before the answer came.
import { db, type ChatQueueRow } from '../../db/database';

/** How long a claim holds: a window that claimed a question and vanished gives it up after this. */
export const claimTimeoutMs = 60_000;

export type QueuedQuestion = { id: string; content: string; agentMode: boolean; queuedAt: Date };

export async function queueQuestion(question: QueuedQuestion): Promise<void> {
  await db.chatQueue.put({
    id: question.id,
    content: question.content,
    agent_mode: question.agentMode,
    queued_at: question.queuedAt.toISOString(),
  });
}

/** The questions waiting to be sent, oldest first. */
export async function waitingQuestions(): Promise<QueuedQuestion[]> {
  const rows = await db.chatQueue.orderBy('queued_at').toArray();
  return rows.map((row) => ({ id: row.id, content: row.content, agentMode: row.agent_mode, queuedAt: new Date(row.queued_at) }));
}

/**
 * Takes a question to send it: 'claimed' when this window may send it, 'elsewhere' when another
 * window has sent it (it is gone) or is sending it now.
 */
export async function claimQuestion(id: string, now = new Date()): Promise<'claimed' | 'elsewhere'> {
  return db.transaction('rw', db.chatQueue, async () => {
    const row: ChatQueueRow | undefined = await db.chatQueue.get(id);
    if (!row) return 'elsewhere';
    if (row.claimed_at && now.getTime() - Date.parse(row.claimed_at) < claimTimeoutMs) return 'elsewhere';
    await db.chatQueue.update(id, { claimed_at: now.toISOString() });
    return 'claimed';
  });
}

/** Gives a claimed question back, for the next chat to send. */
export async function releaseQuestion(id: string): Promise<void> {
  await db.chatQueue
    .where('id')
    .equals(id)
    .modify((row) => {
      delete row.claimed_at;
    });
}

/** The question has its answer on screen (or its text is back in the message box): it waits no more. */
export async function forgetQuestion(id: string): Promise<void> {
  await db.chatQueue.delete(id);
}
