// The chat's waiting questions on fake-indexeddb: kept across reloads, sent by one window only.
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import { claimQuestion, claimTimeoutMs, forgetQuestion, queueQuestion, releaseQuestion, waitingQuestions } from './queue';

afterEach(async () => {
  await db.chatQueue.clear();
});

const at = (iso: string) => new Date(iso);

describe('questions waiting for the connection', () => {
  it('are kept on the device, oldest first, with the Agent Mode they were asked in', async () => {
    await queueQuestion({ id: 'b', content: 'Tell me about Ouagadougou', agentMode: false, queuedAt: at('2026-11-23T10:05:00Z') });
    await queueQuestion({ id: 'a', content: 'Plan a trip to Niamey in May', agentMode: true, queuedAt: at('2026-11-23T10:00:00Z') });
    expect(await waitingQuestions()).toEqual([
      { id: 'a', content: 'Plan a trip to Niamey in May', agentMode: true, queuedAt: at('2026-11-23T10:00:00Z') },
      { id: 'b', content: 'Tell me about Ouagadougou', agentMode: false, queuedAt: at('2026-11-23T10:05:00Z') },
    ]);
  });

  it('go out from one window only: a second claim is refused while the first holds', async () => {
    await queueQuestion({ id: 'q', content: 'Hotels in Bamako', agentMode: false, queuedAt: at('2026-11-23T10:00:00Z') });
    const now = at('2026-11-23T11:00:00Z');
    expect(await claimQuestion('q', now)).toBe('claimed');
    expect(await claimQuestion('q', new Date(now.getTime() + 1_000))).toBe('elsewhere');
    // A window that vanished mid-send gives the question up after the timeout.
    expect(await claimQuestion('q', new Date(now.getTime() + claimTimeoutMs + 1))).toBe('claimed');
  });

  it('can be released for the next chat, and are gone once answered', async () => {
    await queueQuestion({ id: 'q', content: 'Hotels in Bamako', agentMode: false, queuedAt: at('2026-11-23T10:00:00Z') });
    const now = at('2026-11-23T11:00:00Z');
    expect(await claimQuestion('q', now)).toBe('claimed');
    await releaseQuestion('q');
    expect(await claimQuestion('q', now)).toBe('claimed');
    await forgetQuestion('q');
    expect(await waitingQuestions()).toEqual([]);
    expect(await claimQuestion('q', now)).toBe('elsewhere');
  });
});
