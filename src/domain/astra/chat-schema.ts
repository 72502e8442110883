// The chat wire contract as zod: the request the server checks (the app sends the traveller's time
// zone so "next Friday" means their Friday), and the answer, from which the OpenAPI document is
// generated and which a test checks against what the real server sends. ChatResponse is inferred
// from it in chat-protocol.ts through a type-only import.
import { z } from 'zod';
import { chatLimits, chatSources, sessionIdPattern } from './chat-protocol';
import { astraReplySchema } from './reply-schema';

export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .min(1, 'Type a message first')
    .max(chatLimits.maxMessageChars, `Keep messages under ${chatLimits.maxMessageChars.toLocaleString('en-US')} characters`)
    .refine((value) => !value.includes('\u0000'), "Messages can't contain the character U+0000"),
  session_id: z
    .string({ error: 'session_id is required' })
    .regex(sessionIdPattern, 'session_id must be 8 to 64 letters, digits, "-" or "_"'),
  agent_mode: z.boolean({ error: 'agent_mode must be true or false' }).default(false),
  /**
   * The device's IANA time zone ("Europe/Lisbon"): "the time here", "N h ahead of you" and "tomorrow"
   * are the traveller's, not the server's. Checked against Intl by the route: a zone this server does
   * not know (or text that is no zone) reads as UTC, so the message is still answered.
   */
  time_zone: z.string({ error: 'time_zone must be text' }).max(64, 'time_zone is at most 64 characters').optional(),
  /**
   * The device's language tag ("en-GB", "en-US"): how it writes dates, so "2/5" is read day or month
   * first as the traveller means it. A tag Intl does not know is ignored (the time zone decides).
   */
  locale: z.string({ error: 'locale must be text' }).max(35, 'locale is at most 35 characters').optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** 200 of POST /api/chat: the spec's `{ response }`, with the cards, links and Agent Mode proposals beside it. */
export const chatResponseSchema = astraReplySchema
  .extend({
    session_id: z.string().regex(sessionIdPattern),
    /** Who wrote the answer: the embedded engine, or the configured LLM. */
    source: z.enum(chatSources),
  })
  .meta({ id: 'ChatResponse' });
