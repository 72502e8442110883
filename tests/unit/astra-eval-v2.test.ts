// Astra's evaluation set for issue 20 (tests/eval/astra/): both parts run through the embedded engine
// over the real city index, with the traveller's trips of fixtures.ts, and their accuracy is printed,
// overall and per kind. Only the development part's failures are printed: the held-out part's texts
// and failures must stay unread while the engine is tuned (its accuracy is the figure to report).
import { describe, expect, it } from 'vitest';
import { createServerAstraData } from '../../api/astra/server-data';
import { sharedCityIndex } from '../../api/cities/city-index';
import { answer } from '../../src/domain/astra/engine';
import type { AstraContext, AstraMemory, AstraReply } from '../../src/domain/astra/types';
import { itineraryItemFieldsSchema } from '../../src/domain/itinerary-schema';
import { tripFieldsSchema } from '../../src/domain/trips';
import { devSet, devSetFirst } from '../eval/astra/dev-set';
import { evalNow, evalTimeZone, foreignItems, foreignTrip, foreignTripFacts, items, travellerTrips, trips } from '../eval/astra/fixtures';
import { heldOutSet } from '../eval/astra/held-out-set';
import { admitsNotKnowing, evalKinds, score, type EvalCase } from '../eval/astra/score';
import { kindLines, measure, meetsTarget, percent, targetAccuracy, type Tally } from '../eval/astra/measure';

const data = createServerAstraData({ cities: sharedCityIndex() });

type Turn = Pick<AstraReply, 'response' | 'links'>;

async function ask(text: string, memory: AstraMemory): Promise<AstraReply> {
  const context: AstraContext = { data, now: evalNow, timeZone: evalTimeZone, agentMode: false, memory };
  // `trips` is not in AstraContext yet: issue 20 teaches the engine to read the traveller's trips
  // (their own and those shared with them) from this option, on the device and offline.
  return answer(text, { ...context, trips: travellerTrips } as AstraContext);
}

describe('the evaluation set v2 scorer', () => {
  const languageCase: EvalCase = { id: 't-1', kind: 'country_fact', text: 'what language in japan', expect: { says: ['Japanese'] } };
  const drivingCase: EvalCase = {
    id: 't-2',
    kind: 'country_fact',
    text: 'which side do they drive on in japan',
    expect: { says: [/(?:drive|driving)[^.]{0,40}\bleft\b/i], notSays: [/(?:drive|driving)[^.]{0,40}\bright\b/i] },
  };
  const unknownCase: EvalCase = {
    id: 't-3',
    kind: 'unknown',
    text: 'plug type in peru',
    expect: { unknown: true, notSays: [/\btypes?\s+[A-O]\b/i] },
  };
  const linkCase: EvalCase = {
    id: 't-4',
    kind: 'two_asks',
    text: 'flights to rome and a hotel there',
    expect: {
      links: [
        { partner: 'flights', to: ['ROM', 'FCO'] },
        { partner: 'hotels', to: ['Rome'] },
      ],
    },
  };
  const reply = (response: string, links: Turn['links'] = []): Turn => ({ response, links });
  const link = (partner: Turn['links'][number]['partner'], params: Turn['links'][number]['params']): Turn['links'][number] => ({
    partner,
    label: partner,
    params,
    subId: 'chat',
  });

  it('passes a right answer, in any wording and with or without accents', () => {
    expect(score(languageCase, reply('In Japan people speak **Japanese**.'))).toEqual([]);
    expect(score(drivingCase, reply('Traffic in Japan drives on the left.'))).toEqual([]);
    expect(score({ ...languageCase, expect: { says: ['Reykjavík'] } }, reply('The capital is Reykjavik.'))).toEqual([]);
  });

  it('fails an answer that misses a fact', () => {
    expect(score(languageCase, reply('Japan is a lovely country to visit in spring.'))).toHaveLength(1);
  });

  it('fails an invented or wrong fact', () => {
    expect(score(drivingCase, reply('In Japan they drive on the right.'))).toEqual([
      expect.stringContaining('missing'),
      expect.stringContaining('must not'),
    ]);
    expect(score(unknownCase, reply("I don't have plug data for Peru, but it's type A and C."))).toEqual([
      expect.stringContaining('must not'),
    ]);
  });

  it('wants an honest "I don\'t have that" where the data has no answer', () => {
    expect(score(unknownCase, reply("I don't have plug types for Peru on file. I can show its currency and calling code."))).toEqual([]);
    expect(score(unknownCase, reply('Peru is in South America; its capital is Lima.'))).toEqual([
      expect.stringContaining('does not say it lacks'),
    ]);
    expect(admitsNotKnowing.test('Sorry, I have no forecasts.')).toBe(true);
    expect(admitsNotKnowing.test('Peru uses the Peruvian Sol.')).toBe(false);
    // "can't" as well as "cannot", with a typed or a curly apostrophe.
    expect(score(unknownCase, reply("I can't tell you Peru's plug types; I can show its currency."))).toEqual([]);
    expect(score(unknownCase, reply('I can’t see plug types for Peru.'))).toEqual([]);
  });

  it('checks partner links and where they go', () => {
    const right = [link('flights', { destination: 'ROM' }), link('hotels', { city: 'Rome' })];
    expect(score(linkCase, reply('Here are flights and hotels.', right))).toEqual([]);
    expect(score(linkCase, reply('Here are flights.', [right[0]!]))).toEqual([expect.stringContaining('no hotels link')]);
    expect(score(linkCase, reply('Here you go.', [link('flights', { destination: 'PAR' }), right[1]!]))).toEqual([
      expect.stringContaining('no flights link to ROM|FCO'),
    ]);
    const dated: EvalCase = {
      ...linkCase,
      expect: {
        links: [{ partner: 'flights', to: ['ROM'], departDate: '2027-05-05', returnDate: '2027-05-20', adults: 2 }],
        notLinks: ['tours'],
      },
    };
    const flight = (params: Turn['links'][number]['params']) => link('flights', { destination: 'ROM', ...params });
    expect(score(dated, reply('Flights.', [flight({ departDate: '2027-05-05', returnDate: '2027-05-20', adults: 2 })]))).toEqual([]);
    expect(score(dated, reply('Flights.', [flight({ departDate: '2027-05-20', adults: 2 })]))).toEqual([
      expect.stringContaining('on 2027-05-05 back 2027-05-20 for 2'),
    ]);
    expect(
      score(
        dated,
        reply('Flights and tours.', [
          flight({ departDate: '2027-05-05', returnDate: '2027-05-20', adults: 2 }),
          link('tours', { city: 'Rome' }),
        ]),
      ),
    ).toEqual([expect.stringContaining('tours link nobody asked for')]);
    // A lounge is where its airport is: the search's origin.
    const lounge: EvalCase = { ...linkCase, expect: { links: [{ partner: 'lounges', to: ['LHR'] }] } };
    expect(score(lounge, reply('Lounges at Heathrow.', [link('lounges', { origin: 'LHR' })]))).toEqual([]);
    expect(score(lounge, reply('Lounges at Gatwick.', [link('lounges', { origin: 'LGW' })]))).toEqual([
      expect.stringContaining('no lounges link'),
    ]);
  });

  it("never lets a reply quote a trip that is not the traveller's, in any turn, nor state a price it was not asked for", () => {
    const followUp: EvalCase = { ...languageCase, before: ['where am I staying in Paris'] };
    expect(score(followUp, reply('Japanese.'), [reply('You are at Hôtel Lutetia.')])).toEqual([
      expect.stringContaining("not the traveller's"),
    ]);
    expect(score(languageCase, reply('Japanese. Flights there from €420.'))).toEqual([expect.stringContaining('money')]);
    expect(score({ ...languageCase, expect: { says: ['116'], money: true } }, reply('100 EUR is 116.00 USD.'))).toEqual([]);
    // An example of what to ask, in quotes, is not a price.
    expect(score(languageCase, reply('Japanese. Ask me "100 USD in JPY" to convert.'))).toEqual([]);
  });
});

describe('the evaluation set v2', () => {
  const all = [...devSet, ...heldOutSet];

  it('has at least 300 cases, a third of those split at first held out, every kind in both parts, unique ids', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    // The split (decision 018) was made once over the cases written together; the later development
    // batches were written for tuning only. The second held-out part (held-out-set.ts) replaced the
    // first and is held to the same share against the first development batch.
    expect(heldOutSet.length).toBeGreaterThanOrEqual((devSetFirst.length + heldOutSet.length) / 3);
    for (const kind of evalKinds) {
      expect(
        devSet.some((testCase) => testCase.kind === kind),
        `dev has ${kind}`,
      ).toBe(true);
      expect(
        heldOutSet.some((testCase) => testCase.kind === kind),
        `held-out has ${kind}`,
      ).toBe(true);
    }
    expect(new Set(all.map((testCase) => testCase.id)).size).toBe(all.length);
    for (const testCase of all) {
      const { says = [], links = [], unknown } = testCase.expect;
      expect(says.length + links.length > 0 || unknown === true, `${testCase.id} expects something`).toBe(true);
    }
  });

  it("asks about trips stored as the app stores them, and a stranger's trip the engine is never given", () => {
    for (const trip of [...trips, foreignTrip]) expect(tripFieldsSchema.safeParse(trip).success, trip.title).toBe(true);
    for (const item of [...items, ...foreignItems]) {
      const parsed = itineraryItemFieldsSchema.safeParse(item);
      expect(parsed.success, `${item.id}: ${parsed.error?.message}`).toBe(true);
    }
    expect(travellerTrips.trips.map((trip) => trip.id)).not.toContain(foreignTrip.id);
    const given = JSON.stringify(travellerTrips);
    for (const fact of foreignTripFacts) expect(given).not.toMatch(fact);
    const stranger = JSON.stringify([foreignTrip, foreignItems]);
    for (const fact of foreignTripFacts) expect(stranger).toMatch(fact);
  });

  it('prints the accuracy of the development and the held-out part (and the development failures)', { timeout: 120_000 }, async () => {
    const dev = await measure(devSet, ask);
    // ASTRA_EVAL_PART=dev measures the development part alone (while tuning, in a loop).
    const heldOut = process.env.ASTRA_EVAL_PART === 'dev' ? undefined : await measure(heldOutSet, ask);
    const batch = (id: string) => /^(d2[0-5]|d1[0-9]|d[2-9])-/.exec(id)?.[1] ?? 'd1';
    const batches = new Map<string, Tally>();
    const failed = new Set(dev.failures.map((line) => line.trim().split(' ')[1]));
    for (const testCase of devSet) {
      const tally = batches.get(batch(testCase.id)) ?? { right: 0, total: 0 };
      tally.total++;
      if (!failed.has(testCase.id)) tally.right++;
      batches.set(batch(testCase.id), tally);
    }
    console.info(
      [
        `Astra evaluation v2 (issue 20; target ${targetAccuracy * 100}% on both parts)`,
        `  development: ${percent(dev.overall)}`,
        `    by batch: ${[...batches].map(([name, tally]) => `${name} ${percent(tally)}`).join(', ')}`,
        ...kindLines(dev),
        ...(heldOut
          ? [`  held-out:    ${percent(heldOut.overall)}`, ...kindLines(heldOut)]
          : ['  held-out:    not measured (ASTRA_EVAL_PART=dev)']),
        '  Development failures:',
        ...dev.failures,
      ].join('\n'),
    );
    // Held-out failures are counted, never printed.
    expect(dev.overall.total + (heldOut ? heldOut.overall.total : heldOutSet.length)).toBe(all.length);
    for (const part of heldOut ? [dev, heldOut] : [dev]) expect(part.overall.right).toBeGreaterThanOrEqual(meetsTarget(part.overall));
  });
});
