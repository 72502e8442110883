import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatLimits } from '../../src/domain/astra/chat-protocol';
import { openTestStorage, storageKinds, type TestStorage } from '../../tests/setup/storage';
import { chatHistoryStore, startChatRetention, type ChatExchange } from './chat-history';

const owner = 'a'.repeat(64);
const start = Date.parse('2026-11-23T10:00:00Z');

const exchange = (i: number, overrides: Partial<ChatExchange> = {}): ChatExchange => ({
  sessionId: 'history-session',
  ownerId: owner,
  message: `Question ${i}`,
  sentAt: new Date(start + i * 1000),
  reply: { response: `Answer ${i}`, intent: 'city_info', memory: { travellers: i } },
  repliedAt: new Date(start + i * 1000),
  ...overrides,
});

describe.each(storageKinds)('chat history on %s', (kind) => {
  let testStorage: TestStorage;
  beforeEach(async () => {
    testStorage = await openTestStorage(kind);
  });
  afterEach(() => testStorage.cleanup());

  it(`keeps the last ${chatLimits.historyTurns} turns of a session, oldest first, and the latest memory`, async () => {
    const history = chatHistoryStore(testStorage.storage);
    for (let i = 1; i <= 30; i++) await history.append(exchange(i));
    const { turns, memory } = await history.read({ sessionId: 'history-session', ownerId: owner });
    expect(turns).toHaveLength(chatLimits.historyTurns);
    // A reply given in the same millisecond as its question still comes after it.
    expect(turns.slice(0, 2).map((turn) => [turn.role, turn.content])).toEqual([
      ['user', 'Question 6'],
      ['assistant', 'Answer 6'],
    ]);
    expect(turns.at(-1)).toMatchObject({ role: 'assistant', content: 'Answer 30' });
    expect(memory).toEqual({ travellers: 30 });
    const stored = await testStorage.storage.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(chatLimits.historyTurns);
  });

  it('prunes only the session and owner written to', async () => {
    const history = chatHistoryStore(testStorage.storage);
    await history.append(exchange(0, { ownerId: null }));
    await history.append(exchange(0, { sessionId: 'another-session' }));
    for (let i = 1; i <= 30; i++) await history.append(exchange(i));
    expect((await history.read({ sessionId: 'history-session', ownerId: null })).turns.map((turn) => turn.content)).toEqual([
      'Question 0',
      'Answer 0',
    ]);
    expect((await history.read({ sessionId: 'another-session', ownerId: owner })).memory).toEqual({ travellers: 0 });
    expect(await history.read({ sessionId: 'never-used', ownerId: owner })).toEqual({ turns: [], memory: undefined });
  });

  it('stores what PostgreSQL text cannot hold without failing', async () => {
    const history = chatHistoryStore(testStorage.storage);
    await history.append(
      exchange(1, {
        message: 'lone \uD800 surrogate',
        reply: {
          response: 'odd\u0000answer',
          intent: 'unknown',
          memory: { lastPlace: { name: 'a\u0000b', country: '', country_code: '' } },
        },
      }),
    );
    const { turns, memory } = await history.read({ sessionId: 'history-session', ownerId: owner });
    expect(turns[0]?.content).toBe('lone \uFFFD surrogate');
    expect(turns[1]?.content).toBe('odd\uFFFDanswer');
    expect(memory?.lastPlace?.name).toBe('a\u0000b');
  });

  it('forgets turns older than the retention, across sessions and devices, and keeps the rest', async () => {
    const history = chatHistoryStore(testStorage.storage);
    const day = 86_400_000;
    await history.append(
      exchange(1, { sessionId: 'old-session', sentAt: new Date(start - 40 * day), repliedAt: new Date(start - 40 * day) }),
    );
    await history.append(
      exchange(2, { sessionId: 'old-anonymous', ownerId: null, sentAt: new Date(start - 31 * day), repliedAt: new Date(start - 31 * day) }),
    );
    await history.append(
      exchange(3, { sessionId: 'recent-session', sentAt: new Date(start - 29 * day), repliedAt: new Date(start - 29 * day) }),
    );
    const retention = startChatRetention(history, { retentionDays: 30, now: () => new Date(start) });
    retention.stop();
    expect(await retention.firstPass).toBe(4);
    expect(await retention.runOnce()).toBe(0);
    expect((await history.read({ sessionId: 'old-session', ownerId: owner })).turns).toEqual([]);
    expect((await history.read({ sessionId: 'old-anonymous', ownerId: null })).turns).toEqual([]);
    expect((await history.read({ sessionId: 'recent-session', ownerId: owner })).turns.map((turn) => turn.content)).toEqual([
      'Question 3',
      'Answer 3',
    ]);
  });
});
