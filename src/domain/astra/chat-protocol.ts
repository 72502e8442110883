// The chat wire contract (POST /api/chat): limits, the reply's type and the spec's failure texts.
// The request's and the answer's zod schemas are in chat-schema.ts, so the app's chat chunk does not
// build schemas: ChatResponse is inferred from the answer's schema through a type-only import.
import type { z } from 'zod';
import type { chatResponseSchema } from './chat-schema';

export const chatLimits = {
  maxMessageChars: 2000,
  /** Messages a device may send per minute before the API answers 429. */
  messagesPerMinute: 20,
  /** Messages one client address may send per minute, whatever device keys it sends them with. */
  messagesPerMinutePerAddress: 60,
  /** Turns of a session the server keeps and reads back. */
  historyTurns: 50,
} as const;

export const sessionIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

/** Who wrote an answer: the embedded engine, or the configured LLM. */
export const chatSources = ['engine', 'llm'] as const;

/** The spec's `{ response }`, with the cards, links and Agent Mode proposals beside it, the session and the source. */
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const chatFailureToast = 'Failed to send message. Please try again.';
export const chatFailureReply = "I apologize, but I'm experiencing technical difficulties. Please try again in a moment.";
