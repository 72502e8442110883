// Finding 3 of the abuse issue: "ﷺ" (U+FDFA) × 2,000 grew 18× under normalisation, and the engine's
// pattern work over 36,000 characters cost 400 ms of CPU per message. The engine now reads at most
// workpieceMaxChars of a normalised message, so a message's work is bounded whatever it holds.
import { describe, expect, it } from 'vitest';
import { createServerAstraData } from '../../api/astra/server-data';
import { sharedCityIndex } from '../../api/cities/city-index';
import { chatLimits } from '../../src/domain/astra/chat-protocol';
import { answer } from '../../src/domain/astra/engine';
import { workpieceMaxChars, workpieceOf } from '../../src/domain/astra/extract';

const data = createServerAstraData({ cities: sharedCityIndex() });
const now = new Date('2027-01-10T10:00:00Z');

describe('the work of one message', () => {
  it('reads at most twice the longest message, however much normalising grows it', () => {
    const hostile = '\ufdfa'.repeat(chatLimits.maxMessageChars);
    expect(hostile.normalize('NFKD').length).toBe(18 * chatLimits.maxMessageChars);
    const piece = workpieceOf(hostile);
    expect(piece.cased.length).toBeLessThanOrEqual(workpieceMaxChars);
    expect(piece.lower.length).toBe(piece.cased.length);
  });

  it('keeps an ordinary message whole, accents stripped as before', async () => {
    expect(workpieceOf('Hotels in São Paulo').cased).toBe('Hotels in Sao Paulo');
    const reply = await answer('Hotels in São Paulo', { data, now, timeZone: 'UTC', agentMode: false, memory: {} });
    expect(reply.links[0]?.params).toMatchObject({ city: expect.stringMatching(/^Sao Paulo|^São Paulo/) });
  });

  it('still answers a hostile message, without a place it cannot read', async () => {
    const reply = await answer('Hotels in ' + '\ufdfa'.repeat(1990), { data, now, timeZone: 'UTC', agentMode: false, memory: {} });
    expect(reply.response.length).toBeGreaterThan(0);
  });
});
