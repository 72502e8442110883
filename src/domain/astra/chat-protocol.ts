// The chat wire contract (POST /api/chat): one zod schema for the server's check and the app's
// send button. The app sends the traveller's time zone so "next Friday" means their Friday.
import { z } from 'zod';
import type { AstraReply } from './types';

export const chatLimits = {
  maxMessageChars: 2000,
  /** Messages a device may send per minute before the API answers 429. */
  messagesPerMinute: 20,
  /** Turns of a session the server keeps and reads back. */
  historyTurns: 50,
} as const;

export const sessionIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .min(1, 'Type a message first')
    .max(chatLimits.maxMessageChars, `Keep messages under ${chatLimits.maxMessageChars.toLocaleString('en-US')} characters`)
    .refine((value) => !value.includes('\u0000'), "Messages can't contain the character U+0000"),
  session_id: z.string({ error: 'session_id is required' }).regex(sessionIdPattern, 'session_id must be 8 to 64 letters, digits, "-" or "_"'),
  agent_mode: z.boolean({ error: 'agent_mode must be true or false' }).default(false),
  /** The traveller's IANA time zone ("Europe/Lisbon"); UTC when absent or unknown. */
  time_zone: z.string({ error: 'time_zone must be text' }).max(64, 'time_zone is at most 64 characters').optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** The spec's `{ response }`, with the cards, links and Agent Mode proposals beside it. */
export type ChatResponse = AstraReply & {
  session_id: string;
  /** Who wrote the answer: the embedded engine, or the configured LLM. */
  source: 'engine' | 'llm';
};

export const chatFailureToast = 'Failed to send message. Please try again.';
export const chatFailureReply = "I apologize, but I'm experiencing technical difficulties. Please try again in a moment.";
