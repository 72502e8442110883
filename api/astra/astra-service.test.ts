// An answer's time budget ends the answer even when the embedded engine itself is still waiting
// (here, on a city lookup that never returns): the traveller gets plain words, not an error.
import { describe, expect, it } from 'vitest';
import { sharedCityIndex } from '../cities/city-index';
import { answerTookTooLongText, createAstraService } from './astra-service';
import { createServerAstraData } from './server-data';

const now = new Date('2027-01-10T10:00:00Z');

describe('the Astra service', () => {
  const data = createServerAstraData({ cities: sharedCityIndex() });
  const stuck = { ...data, findPlace: () => new Promise<undefined>(() => {}) };

  it('answers that it took too long once the budget runs out, keeping the memory it had', async () => {
    const warnings: string[] = [];
    const astra = createAstraService({ warn: (line) => warnings.push(line) });
    const memory = { lastPlace: { name: 'Porto', country: 'Portugal', country_code: 'PT' } };
    const answer = await astra.reply({
      message: 'Hotels in Lisbon',
      history: [],
      context: { data: stuck, now, timeZone: 'UTC', agentMode: true, memory },
      signal: AbortSignal.timeout(50),
    });
    expect(answer).toEqual({
      source: 'engine',
      reply: expect.objectContaining({ response: answerTookTooLongText, links: [], cards: [], actions: [], clarifying: false, memory }),
    });
    expect(warnings).toEqual([expect.stringMatching(/time budget/)]);
  });

  it('answers as before within the budget', async () => {
    const astra = createAstraService();
    const answer = await astra.reply({
      message: 'Hotels in Lisbon',
      history: [],
      context: { data, now, timeZone: 'UTC', agentMode: false },
      signal: AbortSignal.timeout(60_000),
    });
    expect(answer.reply.response).not.toBe(answerTookTooLongText);
    expect(answer.reply.links[0]).toMatchObject({ partner: 'hotels' });
  });
});
