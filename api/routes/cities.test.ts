import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { sharedCityIndex } from '../cities/city-index';
import type { CityDetails, CitySearchResponse } from '../../src/domain/cities';
import type { Storage } from '../db/index';

// The city routes read no storage; anything that touches it fails loudly.
const app = createApp({
  storage: new Proxy(
    {},
    {
      get: () => {
        throw new Error('cities must not touch storage');
      },
    },
  ) as Storage,
  version: 'test',
  cities: sharedCityIndex(),
});

const search = async (query: string) => {
  const response = await app.request(`/api/cities/search?${query}`);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as CitySearchResponse & { error?: { code: string; message: string } },
  };
};

describe('GET /api/cities/search', () => {
  it('answers with the results, best first, and lets browsers cache them for a while', async () => {
    const { status, headers, body } = await search('q=paris');
    expect(status).toBe(200);
    expect(body.results[0]).toEqual({
      name: 'Paris',
      country: 'France',
      country_code: 'FR',
      slug: 'paris-fr',
      admin: 'Île-de-France',
      population: expect.any(Number),
    });
    expect(body.results[0]?.population).toBeGreaterThan(2_000_000);
    expect(body.results).toHaveLength(10);
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('needs no device key', async () => {
    expect((await search('q=tok')).body.results[0]?.name).toBe('Tokyo');
  });

  it('trims the query and refuses fewer than 2 characters with a message a person can act on', async () => {
    for (const query of ['q=p', 'q=%20%20p%20', 'q=', '']) {
      const { status, headers, body } = await search(query);
      expect(status, query).toBe(400);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(body.error?.code).toBe('invalid-input');
    }
    expect((await search('q=p')).body.error?.message).toBe('Type at least 2 characters to search');
    expect((await search('q=%20to%20')).body.results[0]?.name).toBe('Tokyo');
  });

  it('refuses a query over 100 characters', async () => {
    const { status, body } = await search(`q=${'a'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/under 100 characters/);
    expect((await search(`q=${'a'.repeat(100)}`)).status).toBe(200);
  });

  it('gives 10 results by default, caps limit at 50 and refuses a limit that is not a whole number from 1', async () => {
    expect((await search('q=sa&limit=3')).body.results).toHaveLength(3);
    expect((await search('q=sa&limit=50')).body.results).toHaveLength(50);
    expect((await search('q=sa&limit=500')).body.results).toHaveLength(50);
    for (const limit of ['0', '-1', '2.5', 'ten', '']) {
      const { status, body } = await search(`q=sa&limit=${limit}`);
      expect(status, limit).toBe(400);
      expect(body.error?.message).toMatch(/limit must be a whole number from 1 to 50/);
    }
  });

  it('answers odd input with empty results, never a server error', async () => {
    for (const query of [
      'q=!!!',
      'q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88',
      'q=%ED%A0%80%ED%A0%80',
      'q=%E0%A4%A',
      'q=__proto__',
      'q=%00%00',
      'q=%EF%BF%BD%EF%BF%BD',
    ]) {
      const { status, body } = await search(query);
      expect(status, query).toBeLessThan(500);
      if (status === 200) expect(Array.isArray(body.results)).toBe(true);
    }
    expect((await search('q=!!!')).body.results).toEqual([]);
  });
});

describe('GET /api/cities/:slug', () => {
  it('gives the details of a city', async () => {
    const response = await app.request('/api/cities/london-gb');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const city = (await response.json()) as CityDetails;
    expect(city).toMatchObject({
      slug: 'london-gb',
      name: 'London',
      country: 'United Kingdom',
      country_code: 'GB',
      timezone: 'Europe/London',
    });
    expect(city.iata).toEqual(expect.arrayContaining(['LCY', 'LHR', 'LGW']));
    expect(city.quick_facts.map((fact) => fact.label)).toEqual(
      expect.arrayContaining(['Country', 'Population', 'Local time', 'Currency', 'Plug types']),
    );
  });

  it('answers an unknown slug with 404 city-not-found', async () => {
    for (const slug of ['nowhere-xx', 'paris', '%E0%A4%A', 'a'.repeat(500)]) {
      const response = await app.request(`/api/cities/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('city-not-found');
    }
  });
});
