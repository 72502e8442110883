// Three asks the engine once answered in part, over the real city index and the evaluation's trips:
// a trip in legs with a stay length, a hotel asked for a trip with none booked there, and the two
// Houston airports by their people's names.
import { describe, expect, it } from 'vitest';
import { createServerAstraData } from '../../api/astra/server-data';
import { sharedCityIndex } from '../../api/cities/city-index';
import { evalNow, evalTimeZone, travellerTrips } from '../eval/astra/fixtures';
import { answer } from '../../src/domain/astra/engine';
import type { AstraContext, AstraReply } from '../../src/domain/astra/types';

const data = createServerAstraData({ cities: sharedCityIndex() });

function ask(text: string, trips = travellerTrips): Promise<AstraReply> {
  return answer(text, { data, now: evalNow, timeZone: evalTimeZone, agentMode: false, memory: {}, trips } as AstraContext);
}

const params = (reply: AstraReply) => reply.links.map((link) => [link.partner, link.params]);

describe('a trip in legs', () => {
  // The first leg names no origin: it leaves from their home, the airport their trips leave from (BER).
  it('flies there one way, books the stay, then flies on when the stay ends', async () => {
    const reply = await ask('fly to athens on 3 may stay 5 days then santorini');
    expect(params(reply)).toEqual([
      ['flights', { origin: 'BER', destination: 'ATH', departDate: '2027-05-03' }],
      ['hotels', { city: 'Athens, Greece', departDate: '2027-05-03', returnDate: '2027-05-08' }],
      ['flights', { origin: 'ATH', destination: 'JTR', departDate: '2027-05-08' }],
    ]);
    expect(reply.response).toContain('after your 5 days in Athens');
  });

  it('keeps the legs without dates', async () => {
    const reply = await ask('fly to athens stay 5 days then santorini');
    expect(params(reply)).toEqual([
      ['flights', { origin: 'BER', destination: 'ATH' }],
      ['hotels', { city: 'Athens, Greece' }],
      ['flights', { origin: 'ATH', destination: 'JTR' }],
    ]);
  });
});

describe('a hotel for their trip', () => {
  it('offers a search where none of their trips goes, without inventing dates', async () => {
    const reply = await ask('hotel in lisbon for my trip');
    expect(reply.response).toContain('no hotel in Lisbon');
    expect(params(reply)).toEqual([['hotels', { city: 'Lisbon, Portugal' }]]);
  });

  it('searches on the dates of their trip there when it has no hotel', async () => {
    const trips = {
      ...travellerTrips,
      trips: [
        ...travellerTrips.trips,
        {
          ...travellerTrips.trips[0]!,
          id: 'lisbon',
          title: 'Lisbon break',
          start_date: '2027-06-10',
          end_date: '2027-06-14',
          cities: [{ name: 'Lisbon' }],
        },
      ],
    };
    const reply = await ask('hotel in lisbon for my trip', trips);
    expect(params(reply)).toEqual([['hotels', { city: 'Lisbon, Portugal', departDate: '2027-06-10', returnDate: '2027-06-14' }]]);
  });

  it('books a hotel on the dates of their trip to the place', async () => {
    const reply = await ask('book a hotel for my trip to rome');
    expect(params(reply)).toEqual([['hotels', { city: 'Rome, Italy', departDate: '2027-04-08', returnDate: '2027-04-12' }]]);
  });
});

describe('the Houston airports by their people', () => {
  it('answers both, and Houston is the place talked about', async () => {
    const reply = await ask('hobby or bush');
    expect(reply.response).toContain('**HOU**');
    expect(reply.response).toContain('**IAH**');
    expect(reply.memory.lastPlace?.name).toBe('Houston');
  });
});
