// zod check of a chat request, for the server. The app sends the traveller's time zone so "next
// Friday" means their Friday.
import { z } from 'zod';
import { chatLimits, sessionIdPattern } from './chat-protocol';

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
  /** The traveller's IANA time zone ("Europe/Lisbon"); UTC when absent or unknown. */
  time_zone: z.string({ error: 'time_zone must be text' }).max(64, 'time_zone is at most 64 characters').optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
