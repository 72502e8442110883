// POST /api/chat: Astra answers one message of a session. Limited per device (its X-Device-Key,
// else its address) to chatLimits.messagesPerMinute and per client address to
// messagesPerMinutePerAddress, counted in the database so every API process refuses at the same
// count (decision 021); each answer has a time budget. The session's history is kept per device,
// and its latest memory goes into the engine so follow-ups ("and a hotel there?") work.
import { createHash } from 'node:crypto';
import { zValidator } from '@hono/zod-validator';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { chatLimits, type ChatResponse } from '../../src/domain/astra/chat-protocol';
import { chatRequestSchema, chatResponseSchema, type ChatRequest } from '../../src/domain/astra/chat-schema';
import type { RateTable } from '../../src/domain/currency';
import { wellFormedJson } from '../../src/domain/stored-text';
import { isKnownLocale } from '../../src/domain/device-locale';
import { isValidTimeZone } from '../../src/domain/world-clock';
import { createAstraService } from '../astra/astra-service';
import { chatHistoryStore } from '../astra/chat-history';
import type { AstraLlm } from '../astra/llm-provider';
import { createServerAstraData } from '../astra/server-data';
import type { CityIndex } from '../cities/city-index';
import type { Storage } from '../db/index';
import { ApiError, errorBody } from '../errors';
import { errorResponses, jsonContent, jsonResponse, type RouteDoc } from '../openapi';
import { clientAddress, requesterKey } from '../rate-limit';
import { sharedLimiter, type AttemptVerdict } from '../attempts';
import { keyedQueue } from '../address-queue';

export type ChatOptions = {
  /** The LLM asked first (ASTRA_LLM_*); absent or null: the embedded engine answers alone. */
  llm?: AstraLlm | null;
  /** The clock of the rate limit and of "today" (tests move it). */
  now?: () => number;
  /** Reverse proxies in front of the API whose X-Forwarded-For is believed (TRUST_PROXY); 0: none. */
  trustProxyHops?: number;
  /** Where the one-line notice of an LLM fallback goes (console.warn). */
  warn?: (line: string) => void;
  /** The whole answer's time budget; absent: answerBudgetMs, plus the LLM's timeout when one is configured. */
  answerBudgetMs?: number;
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

/**
 * Wall time the server spends on one answer of its own (history, the engine): past it the answer
 * ends with answerTookTooLong. An LLM adds its own timeout (ASTRA_LLM_TIMEOUT_MS) to the budget,
 * and its rounds of tool calls stop at the same deadline; the engine's answer then stands.
 */
export const answerBudgetMs = 2_000;

/**
 * Answers one client address may have in the making at once in a process, and messages that may
 * wait their turn behind them; past that a message is refused with 429 at once. A traveller sends
 * one at a time; a flood's work waits in its own line rather than in front of other travellers.
 */
export const answersPerAddress = { atOnce: 1, waiting: 20 } as const;

export const busyMessage = 'Astra is still answering the other messages from your network: send this one again in a moment.';

export function rateLimitedMessage(seconds: number): string {
  return `Astra needs a moment: you can send another message in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/** The history owner of requests without a device key: their address, hashed (never stored as it is). */
const addressOwner = (address: string) => createHash('sha256').update(`astra-chat-address\n${address}`).digest('hex');

export function chatRoutes({
  storage,
  cities,
  rateTable,
  partnerMarker,
  llm,
  now = Date.now,
  trustProxyHops = 0,
  warn,
  answerBudgetMs: budgetMs = answerBudgetMs + (llm?.timeoutMs ?? 0),
}: ChatRouteDeps) {
  const perDevice = sharedLimiter(storage, { limit: chatLimits.messagesPerMinute, windowMs: minuteMs }, { now });
  const perAddress = sharedLimiter(storage, { limit: chatLimits.messagesPerMinutePerAddress, windowMs: minuteMs }, { now });
  /** The counters a request is counted under: its device (else its address) and its address. */
  const limitKeys = (c: Context) => ({
    device: `chat:${requesterKey(c, { trustProxyHops }).key}`,
    address: `chat-address:${clientAddress(c, { trustProxyHops })}`,
  });
  const line = keyedQueue({ active: answersPerAddress.atOnce, waiting: answersPerAddress.waiting });
  const refusal = (c: Context, verdict: AttemptVerdict & { ok: false }) =>
    c.json(errorBody('rate-limited', rateLimitedMessage(verdict.retryAfterSeconds)), 429, {
      'Retry-After': String(verdict.retryAfterSeconds),
    });
  const history = chatHistoryStore(storage);
  const data = createServerAstraData({ cities, ...(rateTable ? { rateTable: () => rateTable } : {}) });
  const astra = createAstraService({
    llm,
    services: { partnerMarker, ...(cities ? { searchCities: (query: string, limit: number) => cities.search(query, limit) } : {}) },
    ...(warn ? { warn } : {}),
  });

  return new Hono().post(
    '/',
    // A client already refused this minute is refused again from memory, before its body is read.
    async (c, next) => {
      const keys = limitKeys(c);
      const known = perAddress.refused(keys.address) ?? perDevice.refused(keys.device);
      if (known && !known.ok) return refusal(c, known);
      await next();
    },
    // The schema's message alone ("Type a message first"), so the chat can show it as it is.
    // Broken text repaired first, as every JSON route does (docs/decisions/019-broken-text.md).
    zValidator('json', z.preprocess(wellFormedJson, chatRequestSchema), (result) => {
      if (!result.success) throw new ApiError(400, 'invalid-input', result.error.issues[0]?.message ?? 'Check the message.');
    }),
    async (c) => {
      const request = c.req.valid('json');
      const { ownerId } = requesterKey(c, { trustProxyHops });
      const keys = limitKeys(c);
      // The device first: a device over its own limit does not use up its address's.
      const verdict = await perDevice.take(keys.device);
      if (!verdict.ok) return refusal(c, verdict);
      const addressVerdict = await perAddress.take(keys.address);
      if (!addressVerdict.ok) return refusal(c, addressVerdict);
      const leave = await line.enter(clientAddress(c, { trustProxyHops }));
      if (!leave) return c.json(errorBody('rate-limited', busyMessage), 429, { 'Retry-After': '2' });
      try {
        return await answerMessage(c, request, ownerId);
      } finally {
        leave();
      }
    },
  );

  async function answerMessage(c: Context, request: ChatRequest, ownerId: string | null) {
    // One deadline for the whole answer, from its turn.
    const signal = AbortSignal.timeout(budgetMs);
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
        ...(request.locale && isKnownLocale(request.locale) ? { locale: request.locale } : {}),
        agentMode: request.agent_mode,
        ...(memory ? { memory } : {}),
      },
      signal,
    });
    await history.append({ ...scope, message: request.message, sentAt, reply, repliedAt: new Date(now()) });
    return c.json({ ...reply, session_id: request.session_id, source } satisfies ChatResponse);
  }
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
        429: 'rate-limited: too many messages this minute from this device or this address, or waiting for an answer from this address; Retry-After says when to send again',
      }),
    },
  },
];
