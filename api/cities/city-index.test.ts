// The city index over the real data (built by the vitest global setup): the names travellers type,
// ranking, slugs, nearby airports and the honesty of generated guides.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { popularDestinations, type BundledCityData } from '../../src/domain/cities';
import { cityGuides } from './city-guides';
import { bundledCityDataFile, readCityData } from './artifact';
import { sharedCityIndex } from './city-index';
import { utcOffset } from '../../src/domain/city-details';

const index = sharedCityIndex();
const first = (query: string) => index.search(query, 10)[0];
const firstOf = (query: string) => {
  const hit = first(query);
  return hit ? `${hit.name}, ${hit.country_code}` : 'nothing';
};

describe('search: the city a traveller means comes first', () => {
  it.each([
    ['paris', 'Paris, FR'],
    ['Paris', 'Paris, FR'],
    ['tok', 'Tokyo, JP'],
    ['new y', 'New York City, US'],
    ['new york', 'New York City, US'],
    ['NYC', 'New York City, US'],
    ['san fr', 'San Francisco, US'],
    ['sao paulo', 'São Paulo, BR'],
    ['São Paulo', 'São Paulo, BR'],
    ['sao-paulo', 'São Paulo, BR'],
    ['zurich', 'Zürich, CH'],
    ['Zürich', 'Zürich, CH'],
    ['kiev', 'Kyiv, UA'],
    ['kyiv', 'Kyiv, UA'],
    ['geneva', 'Geneva, CH'],
    ['genève', 'Geneva, CH'],
    ['bombay', 'Mumbai, IN'],
    ['munich', 'Munich, DE'],
    ['münchen', 'Munich, DE'],
    ['cologne', 'Cologne, DE'],
    ['köln', 'Cologne, DE'],
    ['lisboa', 'Lisbon, PT'],
    ['praha', 'Prague, CZ'],
    ['wien', 'Vienna, AT'],
    ['firenze', 'Florence, IT'],
    ['napoli', 'Naples, IT'],
    ['venezia', 'Venice, IT'],
    ['moscow', 'Moscow, RU'],
    ['peking', 'Beijing, CN'],
    ['saigon', 'Ho Chi Minh City, VN'],
    ['calcutta', 'Kolkata, IN'],
    ['madras', 'Chennai, IN'],
    ['rio', 'Rio de Janeiro, BR'],
    ['mexico city', 'Mexico City, MX'],
    ['ciudad de mexico', 'Mexico City, MX'],
    ['london', 'London, GB'],
    ['sydney', 'Sydney, AU'],
    ['cape town', 'Cape Town, ZA'],
    ['york', 'York, GB'],
    ['bath', 'Bath, GB'],
    ['xian', 'Xi’an, CN'],
    ['ｐａｒｉｓ', 'Paris, FR'],
  ])('%s → %s', (query, expected) => {
    expect(firstOf(query)).toBe(expected);
  });

  it('lists Paris, France before Paris, Texas, and tells them apart by region', () => {
    const results = index.search('paris', 10);
    expect(results[0]).toMatchObject({ name: 'Paris', country: 'France', country_code: 'FR', slug: 'paris-fr' });
    const texas = results.findIndex((city) => city.country_code === 'US' && city.admin === 'Texas');
    expect(texas).toBeGreaterThan(0);
  });

  it('matches a later word of a name, after cities whose name starts with the query', () => {
    expect(index.search('lumpur', 5)[0]).toMatchObject({ name: 'Kuala Lumpur', country_code: 'MY' });
    const york = index.search('york', 10).map((city) => city.name);
    expect(york).toContain('New York City');
    expect(york.indexOf('York')).toBeLessThan(york.indexOf('New York City'));
  });

  it('lists each city once, even when several of its names match', () => {
    for (const query of ['new york', 'ny', 'kiev', 'zurich', 'sa', 'pa', 'gen']) {
      const slugs = index.search(query, 50).map((city) => city.slug);
      expect(new Set(slugs).size, query).toBe(slugs.length);
    }
  });

  it('keeps to the limit, and finds nothing for input with no letters or digits', () => {
    expect(index.search('sa', 50)).toHaveLength(50);
    expect(index.search('sa', 3)).toHaveLength(3);
    expect(index.search('!!!', 10)).toEqual([]);
    expect(index.search('\uD800\uD800', 10)).toEqual([]);
    expect(index.search('zzzzqqqq', 10)).toEqual([]);
  });
});

describe('slugs', () => {
  it('are unique and kebab case, with the plain name-country slug for the biggest city of a name', () => {
    const { meta, columns, text } = readCityData();
    const slugs = new Set<string>();
    const malformed: string[] = [];
    for (let city = 0; city < meta.cityCount; city++) {
      const slug = text.slice(columns.slugStart[city], columns.slugStart[city + 1]);
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) malformed.push(slug);
      slugs.add(slug);
    }
    expect(malformed).toEqual([]);
    expect(slugs.size).toBe(meta.cityCount);
    expect(index.bySlug('paris-fr')?.population).toBeGreaterThan(2_000_000);
    expect(index.bySlug('paris-us')).toMatchObject({ admin: 'Texas' });
    expect(index.bySlug('paris-us-tennessee')).toMatchObject({ name: 'Paris', admin: 'Tennessee' });
    expect(index.bySlug('geneva-ch')).toMatchObject({ geonameId: 2660646 });
  });

  it('finds every search result by its slug', () => {
    for (const city of index.search('san', 50)) expect(index.details(city.slug)?.name).toBe(city.name);
  });
});

describe('nearby airports', () => {
  const airportsOf = (slug: string) => index.details(slug)!.airports;

  it('gives London City, Heathrow and Gatwick for London, all within 50 km, nearest first', () => {
    const airports = airportsOf('london-gb');
    const near = airports.filter((airport) => airport.distance_km <= 50).map((airport) => airport.iata);
    expect(near).toEqual(expect.arrayContaining(['LCY', 'LHR', 'LGW']));
    expect(airports.map((airport) => airport.distance_km)).toEqual(
      [...airports.map((airport) => airport.distance_km)].sort((a, b) => a - b),
    );
    expect(airports[0]!.iata).toBe('LCY');
  });

  it('gives LaGuardia, Newark and JFK for New York, and never Teterboro', () => {
    const iata = airportsOf('new-york-city-us').map((airport) => airport.iata);
    expect(iata.slice(0, 3).sort()).toEqual(['EWR', 'JFK', 'LGA']);
    expect(iata).not.toContain('TEB');
  });

  it('gives Orly and Charles de Gaulle for Paris', () => {
    expect(
      airportsOf('paris-fr')
        .map((airport) => airport.iata)
        .slice(0, 2)
        .sort(),
    ).toEqual(['CDG', 'ORY']);
  });

  it('caps the distance (Cape Town gets CPT, not an airport 365 km away) and never lists a closed airport', () => {
    const capeTown = airportsOf('cape-town-za');
    expect(capeTown.map((airport) => airport.iata)).toEqual(['CPT']);
    expect(airportsOf('istanbul-tr').map((airport) => airport.iata)).not.toContain('ISL');
    for (const slug of ['london-gb', 'new-york-city-us', 'tokyo-jp', 'geneva-ch']) {
      for (const airport of airportsOf(slug)) {
        expect(airport.distance_km).toBeLessThanOrEqual(150);
        expect(airport.name).not.toMatch(/heliport/i);
      }
    }
  });
});

describe('city details', () => {
  it('computes the local time offset with Intl, summer time included', () => {
    expect(utcOffset('Europe/London', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+0');
    expect(utcOffset('Europe/London', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+1');
    expect(utcOffset('Asia/Kolkata', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+5:30');
    expect(utcOffset('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('UTC-5');
    expect(utcOffset('Not/AZone', new Date())).toBeUndefined();
    const winter = index.details('london-gb', new Date('2026-01-15T12:00:00Z'))!;
    expect(winter.quick_facts).toContainEqual({ label: 'Local time', value: 'UTC+0 (Europe/London)' });
  });

  it('gives quick facts from the data and our country table', () => {
    const labels = Object.fromEntries(index.details('tokyo-jp')!.quick_facts.map((fact) => [fact.label, fact.value]));
    expect(labels).toMatchObject({ Country: 'Japan', 'Calling code': '+81', 'Driving side': 'Left', 'Plug types': 'A, B' });
    expect(labels.Currency).toContain('JPY');
    expect(labels['Emergency number']).toContain('110');
  });

  it('says plainly that a city without a guide has none, and invents no attractions', () => {
    const city = index.details('paris-us')!;
    expect(city.curated).toBe(false);
    expect(city.top_attractions).toEqual([]);
    expect(city.local_tips[0]).toBe('Pay in US Dollar (USD, $).');
    expect(city.local_tips.join(' ')).not.toMatch(/curated guide/);
    expect(city.dining_summary).toMatch(/no curated dining guide/);
    expect(city.dining_summary).toContain('US Dollar (USD, $)');
    expect(city.transport_summary).toMatch(/Taxis and airport transfers can be booked/);
    for (const airport of city.airports) expect(city.transport_summary).toContain(`${airport.iata}, ${airport.distance_km} km`);
    expect(city.iata).toEqual(city.airports.map((airport) => airport.iata));
  });

  it('says when no airport is near', () => {
    const details = index.details('azul-ar')!;
    expect(details.airports).toEqual([]);
    expect(details.transport_summary).toMatch(/no airport with scheduled flights within 150 km/);
  });

  it('uses the curated guide of each popular destination, keyed by its GeoNames id', () => {
    for (const guide of cityGuides) {
      const city = index.byGeonameId(guide.geonameId);
      expect(city?.countryCode, guide.name).toBe(guide.country_code);
      expect(index.details(city!.slug)).toMatchObject({ curated: true, top_attractions: guide.top_attractions });
    }
  });
});

describe('exact names and airport codes', () => {
  it('finds cities by a whole name or alias only, most populous first', () => {
    expect(index.exactMatches('new york', 3).map((city) => city.slug)).toEqual(['new-york-city-us']);
    expect(index.exactMatches('Kiev', 3)[0]?.slug).toBe('kyiv-ua');
    expect(index.exactMatches('paris', 3).map((city) => city.countryCode)).toEqual(['FR', 'US', expect.any(String)]);
    // "york" is a later word of New York City's name, not its name.
    expect(index.exactMatches('york', 10).some((city) => city.slug === 'new-york-city-us')).toBe(false);
    expect(index.exactMatches('pari', 3)).toEqual([]);
    expect(index.exactMatches('', 3)).toEqual([]);
  });

  it('finds an airport by its IATA code, in any case, with the city it serves', () => {
    expect(index.byIata('lhr')).toMatchObject({
      airport: { iata: 'LHR', name: expect.stringMatching(/Heathrow/) },
      city: { slug: 'london-gb' },
    });
    expect(index.byIata('HKG')?.city.slug).toBe('hong-kong-hk');
    expect(index.byIata('KUL')?.city.name).toBe('Kuala Lumpur');
    for (const code of ['ZZZ', 'LH', 'LHRX', '', '12A']) expect(index.byIata(code), code).toBeUndefined();
  });
});

describe('the bundled offline data (public/data/popular-cities.json)', () => {
  const text = readFileSync(bundledCityDataFile, 'utf8');
  const data = JSON.parse(text) as BundledCityData;

  it('holds the popular destinations in order, with full details, and a search list of the biggest cities', () => {
    expect(data.cities).toHaveLength(popularDestinations.length);
    expect(data.cities.map((city) => city.slug)).toEqual(popularDestinations.map((name) => first(name)!.slug));
    expect(data.search.length).toBeGreaterThanOrEqual(1900);
    expect(data.search[0]).toMatchObject({ slug: expect.any(String), name: expect.any(String), country_code: expect.any(String) });
    expect(data.search.find((city) => city.slug === 'kyiv-ua')?.aliases).toContain('Kiev');
  });

  it('stays small enough to precache (well under 300 KB gzipped)', () => {
    expect(gzipSync(text, { level: 9 }).length).toBeLessThan(200 * 1024);
  });
});
