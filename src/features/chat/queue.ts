// Questions for Astra waiting for the connection ("Send when online"), kept on the device
// (src/db/chat-queue.ts) so that a reload or a closed app does not lose them. The next chat to appear
// (not the kiosk's: a shared tablet never shows a previous guest's words) shows them and sends them
// once online. A window claims a question before sending it, so two open windows never send it
// twice; it is forgotten once its answer is on screen, or released when the chat goes away before
// the answer came.
import {
  chatQueueClaimTimeoutMs,
  claimQueuedChatQuestion,
  deleteQueuedChatQuestion,
  putQueuedChatQuestion,
  queuedChatQuestions,
  releaseQueuedChatQuestion,
} from '../../db/chat-queue';

/** How long a claim holds: a window that claimed a question and vanished gives it up after this. */
export const claimTimeoutMs = chatQueueClaimTimeoutMs;

export type QueuedQuestion = { id: string; content: string; agentMode: boolean; queuedAt: Date };

export async function queueQuestion(question: QueuedQuestion): Promise<void> {
  await putQueuedChatQuestion({
    id: question.id,
    content: question.content,
    agent_mode: question.agentMode,
    queued_at: question.queuedAt.toISOString(),
  });
}

/** The questions waiting to be sent, oldest first. */
export async function waitingQuestions(): Promise<QueuedQuestion[]> {
  const rows = await queuedChatQuestions();
  return rows.map((row) => ({ id: row.id, content: row.content, agentMode: row.agent_mode, queuedAt: new Date(row.queued_at) }));
}

/**
 * Takes a question to send it: 'claimed' when this window may send it, 'elsewhere' when another
 * window has sent it (it is gone) or is sending it now.
 */
export function claimQuestion(id: string, now = new Date()): Promise<'claimed' | 'elsewhere'> {
  return claimQueuedChatQuestion(id, now);
}

/** Gives a claimed question back, for the next chat to send. */
export function releaseQuestion(id: string): Promise<void> {
  return releaseQueuedChatQuestion(id);
}

/** The question has its answer on screen (or its text is back in the message box): it waits no more. */
export function forgetQuestion(id: string): Promise<void> {
  return deleteQueuedChatQuestion(id);
}
