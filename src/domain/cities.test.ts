import { describe, expect, it } from 'vitest';
import { normaliseName, resultPlaceLine, type CitySearchResult } from './cities';

const city = (slug: string, fields: Partial<CitySearchResult>): CitySearchResult => ({
  name: 'San José',
  country: 'Costa Rica',
  country_code: 'CR',
  slug,
  ...fields,
});

describe('a search result’s place line', () => {
  it('names the region and country, but not a region named like the city', () => {
    const springfield = city('springfield-us-illinois', {
      name: 'Springfield',
      country: 'United States',
      country_code: 'US',
      admin: 'Illinois',
    });
    expect(resultPlaceLine(springfield, [springfield])).toBe('Illinois, United States');
    const madrid = city('madrid-es', { name: 'Madrid', country: 'Spain', country_code: 'ES', admin: 'Madrid' });
    expect(resultPlaceLine(madrid, [madrid])).toBe('Spain');
  });

  it('tells apart results that would read the same by how many people live there', () => {
    const capital = city('san-jose-cr', { population: 335_007 });
    const village = city('san-jose-cr-3621841', { population: 1_500 });
    const peru = city('san-jose-pe', { country: 'Peru', country_code: 'PE', population: 20_000 });
    const results = [capital, peru, village];
    expect(resultPlaceLine(capital, results)).toBe('Costa Rica · 335K people');
    expect(resultPlaceLine(village, results)).toBe('Costa Rica · 1.5K people');
    expect(resultPlaceLine(peru, results)).toBe('Peru');
  });

  it('says nothing of people when it does not know (a city cached before it carried a population)', () => {
    const a = city('san-jose-cr', {});
    const b = city('san-jose-cr-3621841', { population: 1_500 });
    expect(resultPlaceLine(a, [a, b])).toBe('Costa Rica');
  });
});

describe('names as travellers type them', () => {
  it('reads plain and accented spellings alike, punctuation as spaces', () => {
    expect(normaliseName('São Paulo!')).toBe('sao paulo');
    expect(normaliseName('  SAO-PAULO ')).toBe('sao paulo');
    expect(normaliseName("St. John's")).toBe('st john s');
    expect(normaliseName('Đà Nẵng')).toBe(normaliseName('da nang'));
    expect(normaliseName('Straße_7')).toBe('strasse 7');
    expect(normaliseName('Tōkyō (東京)')).toBe('tokyo 東京');
    expect(normaliseName('___')).toBe('');
  });
});
