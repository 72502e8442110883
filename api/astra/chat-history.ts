// Astra's conversation history in storage: the last chatLimits.historyTurns turns of a session,
// scoped to the device that holds it, and kept for CHAT_RETENTION_DAYS at most (forgetOlderThan). The same session id sent with another device key (or none)
// is another conversation, so no one reads a history they did not write.
import type { Kysely } from 'kysely';
import { chatLimits } from '../../src/domain/astra/chat-protocol';
import type { AstraIntent, AstraMemory } from '../../src/domain/astra/types';
import { uuidv7 } from '../../src/domain/ids';
import type { Storage } from '../db/index';
import type { Database } from '../db/schema';

export type ChatTurn = { role: 'user' | 'assistant'; content: string; created_at: string };

export type ChatHistory = {
  turns: ChatTurn[];
  /** What the latest assistant turn carried forward, for follow-ups ("and a hotel there?"). */
  memory: AstraMemory | undefined;
};

export type ChatExchange = {
  sessionId: string;
  ownerId: string | null;
  message: string;
  sentAt: Date;
  reply: { response: string; intent: AstraIntent; memory: AstraMemory };
  repliedAt: Date;
};

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * PostgreSQL text cannot hold U+0000, and the two engines store a lone surrogate differently (one
 * U+FFFD or three): text is made well-formed first, so no reply (an LLM's, say) can fail the insert
 * and both engines read back the same.
 */
const storable = (text: string) => text.replace(loneSurrogate, '\uFFFD').replaceAll('\u0000', '\uFFFD');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseMemory(json: string | null): AstraMemory | undefined {
  if (!json) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return isPlainObject(value) ? (value as AstraMemory) : undefined;
  } catch {
    return undefined;
  }
}

type Scope = { sessionId: string; ownerId: string | null };

function inScope(db: Kysely<Database>, { sessionId, ownerId }: Scope) {
  const query = db.selectFrom('chat_messages').where('session_id', '=', sessionId);
  return ownerId === null ? query.where('owner_id', 'is', null) : query.where('owner_id', '=', ownerId);
}

export function chatHistoryStore(storage: Storage) {
  return {
    async read(scope: Scope): Promise<ChatHistory> {
      const rows = await inScope(storage.db, scope)
        .select(['role', 'content', 'memory', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(chatLimits.historyTurns)
        .execute();
      const latestReply = rows.find((row) => row.role === 'assistant');
      return {
        turns: rows.reverse().map(({ role, content, created_at }) => ({ role, content, created_at })),
        memory: parseMemory(latestReply?.memory ?? null),
      };
    },

    /** Stores the message and its reply, then forgets what is older than the last historyTurns turns. */
    async append(exchange: ChatExchange): Promise<void> {
      const { sessionId, ownerId } = exchange;
      const sentAt = exchange.sentAt.toISOString();
      // The reply must sort after its message even when both fall in one millisecond.
      const repliedAt = new Date(Math.max(exchange.repliedAt.getTime(), exchange.sentAt.getTime() + 1)).toISOString();
      await storage.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('chat_messages')
          .values([
            {
              id: uuidv7(),
              session_id: sessionId,
              owner_id: ownerId,
              role: 'user',
              content: storable(exchange.message),
              intent: null,
              memory: null,
              created_at: sentAt,
            },
            {
              id: uuidv7(),
              session_id: sessionId,
              owner_id: ownerId,
              role: 'assistant',
              content: storable(exchange.reply.response),
              intent: exchange.reply.intent,
              // JSON.stringify escapes control characters, U+0000 included.
              memory: JSON.stringify(exchange.reply.memory),
              created_at: repliedAt,
            },
          ])
          .execute();
        const oldestKept = await inScope(trx, exchange)
          .select(['created_at', 'id'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(chatLimits.historyTurns - 1)
          .limit(1)
          .executeTakeFirst();
        if (!oldestKept) return;
        let prune = trx
          .deleteFrom('chat_messages')
          .where('session_id', '=', sessionId)
          .where((eb) =>
            eb.or([
              eb('created_at', '<', oldestKept.created_at),
              eb.and([eb('created_at', '=', oldestKept.created_at), eb('id', '<', oldestKept.id)]),
            ]),
          );
        prune = ownerId === null ? prune.where('owner_id', 'is', null) : prune.where('owner_id', '=', ownerId);
        await prune.execute();
      });
    },

    /** Deletes every turn, of every session, written before `cutoff`; returns how many went. */
    async forgetOlderThan(cutoff: Date): Promise<number> {
      const result = await storage.db.deleteFrom('chat_messages').where('created_at', '<', cutoff.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ChatHistoryStore = ReturnType<typeof chatHistoryStore>;

/**
 * Forgets chat turns older than `retentionDays`, now and then every `everyMs` (default 6 hours).
 * A chat is a conversation of the moment: nothing else reads old sessions, so they are not kept.
 */
export function startChatRetention(
  store: Pick<ChatHistoryStore, 'forgetOlderThan'>,
  options: { retentionDays: number; everyMs?: number; now?: () => Date; log?: Pick<Console, 'error'> },
): { stop(): void; runOnce(): Promise<number>; firstPass: Promise<number | undefined> } {
  const { retentionDays, everyMs = 6 * 3600_000, now = () => new Date(), log = console } = options;
  const runOnce = () => store.forgetOlderThan(new Date(now().getTime() - retentionDays * 86_400_000));
  const run = () =>
    runOnce().catch((error: unknown) => {
      log.error('chat retention: could not forget old chat turns', error);
      return undefined;
    });
  const firstPass = run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer), runOnce, firstPass };
}
