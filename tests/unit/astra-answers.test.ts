// Astra's answers for issue 20, through the real engine over the real city index: country facts
// asked directly, follow-ups that keep the question, and what it says when the data holds nothing.
import { describe, expect, it } from 'vitest';
import { createServerAstraData } from '../../api/astra/server-data';
import { sharedCityIndex } from '../../api/cities/city-index';
import { answer } from '../../src/domain/astra/engine';
import type { AstraContext, AstraMemory, AstraReply } from '../../src/domain/astra/types';

const data = createServerAstraData({ cities: sharedCityIndex() });
/** Wednesday 24 March 2027, 09:15 in Berlin: the US is on summer time, Europe not yet. */
const now = new Date('2027-03-24T08:15:00Z');

export async function ask(texts: string[], extra: Partial<AstraContext> = {}): Promise<AstraReply> {
  let memory: AstraMemory = {};
  let last: AstraReply | undefined;
  for (const text of texts) {
    last = await answer(text, { data, now, timeZone: 'Europe/Berlin', agentMode: false, memory, ...extra });
    memory = last.memory;
  }
  return last!;
}

describe('Astra: country facts asked directly', () => {
  it('answers plugs, driving side, emergency numbers, calling code and languages for a country or a city in it', async () => {
    expect((await ask(['what plugs do they use in japan'])).response).toMatch(/type A and B/);
    expect((await ask(['which side of the road do they drive on in the UK'])).response).toMatch(/drives on the \*\*left/);
    expect((await ask(['emergency number in Kyoto'])).response).toMatch(/110/);
    expect((await ask(['dialing code for brazil'])).response).toMatch(/\+55/);
    expect((await ask(['what languages are spoken in Switzerland'])).response).toMatch(/German.*French.*Italian|French.*German/);
    expect((await ask(['what is the capital of Turkey'])).response).toMatch(/Ankara/);
    expect((await ask(['what currency in reykjavik'])).response).toMatch(/Icelandic Kr[oó]na/);
  });

  it('gives a time zone with its offset on the day asked', async () => {
    expect((await ask(['what time zone is nepal in'])).response).toMatch(/UTC\+5:45/);
  });

  it('does not send "driving side" to a car rental, nor a conversion to the facts', async () => {
    const driving = await ask(['driving side in Malaysia']);
    expect(driving.links.some((link) => link.partner === 'cars')).toBe(false);
    expect((await ask(['convert 100 euros to dollars'])).response).toMatch(/116/);
  });

  it('says when the data holds nothing, and offers what it holds', async () => {
    const peru = await ask(['which plug type do they use in Peru']);
    expect(peru.response).toMatch(/don't have the plug types for \*\*Peru\*\*/);
    expect(peru.response).toMatch(/languages/);
    expect(peru.response).not.toMatch(/type [A-O]\b/);
  });

  it('keeps the question when a follow-up names only a new place', async () => {
    expect((await ask(['emergency number in Spain', 'and portugal?'])).response).toMatch(/Portugal.*112/);
    expect((await ask(['which plug type does the UK use', 'what about Italy'])).response).toMatch(/Italy.*type C/);
    const porto = await ask(['car rental in Lisbon', 'and in Porto?']);
    expect(porto.links.find((link) => link.partner === 'cars')?.params).toMatchObject({ city: expect.stringContaining('Porto') });
  });
});
