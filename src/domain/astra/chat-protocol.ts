// The chat wire contract (POST /api/chat): limits, the reply shape and the spec's failure texts.
// The request's zod schema is in chat-schema.ts, so the app's chat chunk does not build schemas.
import type { AstraReply } from './types';

export const chatLimits = {
  maxMessageChars: 2000,
  /** Messages a device may send per minute before the API answers 429. */
  messagesPerMinute: 20,
  /** Turns of a session the server keeps and reads back. */
  historyTurns: 50,
} as const;

export const sessionIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

/** The spec's `{ response }`, with the cards, links and Agent Mode proposals beside it. */
export type ChatResponse = AstraReply & {
  session_id: string;
  /** Who wrote the answer: the embedded engine, or the configured LLM. */
  source: 'engine' | 'llm';
};

export const chatFailureToast = 'Failed to send message. Please try again.';
export const chatFailureReply = "I apologize, but I'm experiencing technical difficulties. Please try again in a moment.";
