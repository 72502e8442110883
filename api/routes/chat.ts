// POST /api/chat: Astra answers one message of a session. Limited per device (its X-Device-Key,
// else its address) to chatLimits.messagesPerMinute; the session's history is kept per device, and
// its latest memory goes into the engine so follow-ups ("and a hotel there?") work.
import { createHash } from 'node:crypto';
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { chatLimits, type ChatResponse } from '../../src/domain/astra/chat-protocol';
import { chatRequestSchema, chatResponseSchema } from '../../src/domain/astra/chat-schema';
import type { RateTable } from '../../src/domain/currency';
import { wellFormedJson } from '../../src/domain/stored-text';
import { isValidTimeZone } from '../../src/domain/world-clock';
import { createAstraService } from '../astra/astra-service';
import { chatHistoryStore } from '../astra/chat-history';
import type { AstraLlm } from '../astra/llm-provider';
import { createServerAstraData } from '../astra/server-data';
import type { CityIndex } from '../cities/city-index';
import type { Storage } from '../db/index';
import { ApiError, errorBody } from '../errors';
import { errorResponses, jsonContent, jsonResponse, type RouteDoc } from '../openapi';
import { clientAddress, createRateLimiter, requesterKey } from '../rate-limit';

export type ChatOptions = {
  /** The LLM asked first (ASTRA_LLM_*); absent or null: the embedded engine answers alone. */
  llm?: AstraLlm | null;
  /** The clock of the rate limit and of "today" (tests move it). */
  now?: () => number;
  /** Reverse proxies in front of the API whose X-Forwarded-For is believed (TRUST_PROXY); 0: none. */
  trustProxyHops?: number;
  /** Where the one-line notice of an LLM fallback goes (console.warn). */
  warn?: (line: string) => void;
};

export type ChatRouteDeps = ChatOptions & {
  storage: Storage;
  /** The city index Astra finds places in; absent: Astra knows no places. */
  cities?: CityIndex;
  /** The rate table in force; absent: the built-in one. */
  rateTable?: RateTable;
  partnerMarker?: string;
};

const minuteMs = 60_000;

export function rateLimitedMessage(seconds: number): string {
  return `Astra needs a moment: you can send another message in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/** The history owner of requests without a device key: their address, hashed (never stored as it is). */
const addressOwner = (address: string) => createHash('sha256').update(`astra-chat-address\n${address}`).digest('hex');

export function chatRoutes({ storage, cities, rateTable, partnerMarker, llm, now = Date.now, trustProxyHops = 0, warn }: ChatRouteDeps) {
  const limiter = createRateLimiter({ limit: chatLimits.messagesPerMinute, windowMs: minuteMs, now });
  const history = chatHistoryStore(storage);
  const data = createServerAstraData({ cities, ...(rateTable ? { rateTable: () => rateTable } : {}) });
  const astra = createAstraService({
    llm,
    services: { partnerMarker, ...(cities ? { searchCities: (query: string, limit: number) => cities.search(query, limit) } : {}) },
    ...(warn ? { warn } : {}),
  });

  return new Hono().post(
    '/',
    // The schema's message alone ("Type a message first"), so the chat can show it as it is.
    // Broken text repaired first, as every JSON route does (docs/decisions/019-broken-text.md).
    zValidator('json', z.preprocess(wellFormedJson, chatRequestSchema), (result) => {
      if (!result.success) throw new ApiError(400, 'invalid-input', result.error.issues[0]?.message ?? 'Check the message.');
    }),
    async (c) => {
      const request = c.req.valid('json');
      const { key, ownerId } = requesterKey(c, { trustProxyHops });
      const verdict = limiter.take(key);
      if (!verdict.ok) {
        return c.json(errorBody('rate-limited', rateLimitedMessage(verdict.retryAfterSeconds)), 429, {
          'Retry-After': String(verdict.retryAfterSeconds),
        });
      }

      const sentAt = new Date(now());
      // Without a device key a session is the address's too: a session id alone would let anyone who learnt it read on.
      const scope = { sessionId: request.session_id, ownerId: ownerId ?? addressOwner(clientAddress(c, { trustProxyHops })) };
      const { turns, memory } = await history.read(scope);
      const { reply, source } = await astra.reply({
        message: request.message,
        history: turns,
        context: {
          data,
          now: sentAt,
          timeZone: request.time_zone && isValidTimeZone(request.time_zone) ? request.time_zone : 'UTC',
          agentMode: request.agent_mode,
          ...(memory ? { memory } : {}),
        },
      });
      await history.append({ ...scope, message: request.message, sentAt, reply, repliedAt: new Date(now()) });
      return c.json({ ...reply, session_id: request.session_id, source } satisfies ChatResponse);
    },
  );
}

export const chatRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/',
    tags: ['chat'],
    summary: "Astra's answer to one message of a chat session",
    request: { body: { required: true, content: jsonContent(chatRequestSchema) } },
    responses: {
      200: jsonResponse("Astra's reply (text, and any cards or actions) with the session_id and its source", chatResponseSchema),
      ...errorResponses({
        400: 'invalid-input: the message is empty or too long, or the session_id is malformed',
        429: 'rate-limited: too many messages this minute; Retry-After says when to send again',
      }),
    },
  },
];
