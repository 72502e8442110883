// Astra's server data over the real city index: places by name, alias and airport code, the code a
// flight search uses, and the metro code table checked against the data.
import { describe, expect, it } from 'vitest';
import { metroAreaOfAirport, metroAreaOfCity, metroAreaOfCode, metroAreas } from '../../src/domain/astra/metro-codes';
import { builtInRateTable, type RateTable } from '../../src/domain/currency';
import { sharedCityIndex } from '../cities/city-index';
import { createServerAstraData } from './server-data';

const cities = sharedCityIndex();
const data = createServerAstraData({ cities });

const found = async (text: string) => {
  const place = await data.findPlace(text);
  return place ? `${place.name}, ${place.country_code} ${place.iata ?? '-'}` : 'nothing';
};

describe('findPlace', () => {
  it.each([
    ['London', 'London, GB LON'],
    ['london', 'London, GB LON'],
    ['Paris', 'Paris, FR PAR'],
    ['New York', 'New York City, US NYC'],
    ['NYC', 'New York City, US NYC'],
    ['nyc', 'New York City, US NYC'],
    ['Kiev', 'Kyiv, UA IEV'],
    ['Geneva', 'Geneva, CH GVA'],
    ['genève', 'Geneva, CH GVA'],
    ['sao paulo', 'São Paulo, BR SAO'],
    ['Tokyo', 'Tokyo, JP TYO'],
    ['Rio', 'Rio de Janeiro, BR RIO'],
    ['Los Angeles', 'Los Angeles, US LAX'],
    ['Barcelona', 'Barcelona, ES BCN'],
    ['Cape Town', 'Cape Town, ZA CPT'],
    ['Lisbon', 'Lisbon, PT LIS'],
  ])('finds the city called %s, with the code to fly there', async (text, expected) => {
    expect(await found(text)).toBe(expected);
  });

  it.each([
    ['LHR', 'London, GB LHR'],
    ['lhr', 'London, GB LHR'],
    ['LGW', 'London, GB LGW'],
    ['LON', 'London, GB LON'],
    ['JFK', 'New York City, US JFK'],
    ['EWR', 'New York City, US EWR'],
    ['NRT', 'Tokyo, JP NRT'],
    ['BVA', 'Paris, FR BVA'],
    ['PAR', 'Paris, FR PAR'],
    ['par', 'Paris, FR PAR'],
    ['BCN', 'Barcelona, ES BCN'],
    ['bcn', 'Barcelona, ES BCN'],
    ['HKG', 'Hong Kong, HK HKG'],
    ['KUL', 'Kuala Lumpur, MY KUL'],
    ['AKL', 'Auckland, NZ AKL'],
    ['ADB', 'İzmir, TR ADB'],
    ['BSL', 'Basel, CH BSL'],
  ])('resolves the airport or metro code %s to the city it serves, keeping the code typed', async (text, expected) => {
    expect(await found(text)).toBe(expected);
  });

  it('prefers a whole name or alias over a longer name that starts with it, and finds nothing for a prefix alone', async () => {
    expect(await found('Bath')).toBe('Bath, GB BRS');
    expect(await found('York')).toMatch(/^York, GB/);
    expect(await found('Pari')).toBe('nothing');
    expect(await found('Atlantis of the deep')).toBe('nothing');
  });

  it.each([
    ['Peru', 'Lima, PE LIM'],
    ['the united states', 'Washington, US WAS'],
    // Capitals the country facts spell otherwise than the city data ("St. George's", "Sana'a", "City of San Marino"):
    // not a town of the country's name elsewhere (Grenada, Mississippi), and not nothing.
    ['Grenada', "Saint George's, GD GND"],
    ['Yemen', 'Sanaa, YE SAH'],
    ['Myanmar', 'Nay Pyi Taw, MM NYT'],
    ['San Marino', 'San Marino, SM RMI'],
    ['Guernsey', 'Saint Peter Port, GG GCI'],
  ])('reads the country %s as its capital', async (text, expected) => {
    const place = await data.findPlace(text);
    expect(place?.kind).toBe('country');
    expect(await found(text)).toBe(expected);
  });

  it('picks among namesakes with "City, Country" or "City, Region"', async () => {
    expect(await found('Paris, France')).toBe('Paris, FR PAR');
    expect((await data.findPlace('Paris, US'))?.country_code).toBe('US');
    expect(await data.findPlace('London, Ontario')).toMatchObject({ name: 'London', country_code: 'CA' });
    expect(await found('Paris, Narnia')).toBe('nothing');
  });

  it('reads everyday three-letter words as words, and a lower-case code only when no sizeable city has that name', async () => {
    for (const word of ['the', 'for', 'can', 'add', 'sea']) expect(await found(word), word).toBe('nothing');
    expect(await found('FOR')).toBe('Fortaleza, BR FOR');
    expect(await found('ufa')).toBe('Ufa, RU UFA');
  });

  it('gives the whole place: slug, coordinates, time zone and population', async () => {
    expect(await data.findPlace('Tokyo')).toEqual({
      name: 'Tokyo',
      country: 'Japan',
      country_code: 'JP',
      slug: 'tokyo-jp',
      lat: expect.closeTo(35.69, 1),
      lon: expect.closeTo(139.69, 1),
      timezone: 'Asia/Tokyo',
      population: expect.any(Number),
      iata: 'TYO',
    });
  });

  it('refuses empty, huge and odd input without throwing', async () => {
    for (const text of ['', '   ', 'x'.repeat(5000), '\u0000', '🏳️‍🌈', '__proto__', ',,,', '\uD800'])
      expect(await data.findPlace(text)).toBeUndefined();
  });

  it('finds nothing without a city index', async () => {
    const bare = createServerAstraData();
    expect(await bare.findPlace('London')).toBeUndefined();
    expect(await bare.findPlace('LHR')).toBeUndefined();
    expect(await bare.cityDetails({ name: 'London', country: 'United Kingdom', country_code: 'GB', slug: 'london-gb' })).toBeUndefined();
  });
});

describe('cityDetails and rateTable', () => {
  it("gives a found place's details, by slug or by name and country", async () => {
    const london = (await data.findPlace('London'))!;
    expect(await data.cityDetails(london)).toMatchObject({ slug: 'london-gb', name: 'London', timezone: 'Europe/London' });
    expect(await data.cityDetails({ name: 'Lisbon', country: 'Portugal', country_code: 'PT' })).toMatchObject({ slug: 'lisbon-pt' });
    expect(await data.cityDetails({ name: 'Lisbon', country: 'Narnia', country_code: 'NA' })).toBeUndefined();
  });

  it('serves the configured rate table, or the built-in one', async () => {
    expect(await data.rateTable()).toBe(builtInRateTable);
    const configured: RateTable = { ...builtInRateTable, base_date: '2026-12-01', source: 'rates file' };
    expect(await createServerAstraData({ cities, rateTable: () => configured }).rateTable()).toBe(configured);
  });
});

describe('the metro code table', () => {
  it.each(metroAreas.map((area) => [area.code, area] as const))('%s names a city of the data and airports that exist', (_code, area) => {
    const city = cities.bySlug(area.slug);
    expect(city?.countryCode).toBe(area.countryCode);
    for (const airport of area.airports) expect(cities.byIata(airport), airport).toBeDefined();
  });

  it('has each code and airport once', () => {
    const codes = metroAreas.map((area) => area.code);
    const airports = metroAreas.flatMap((area) => area.airports);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(airports).size).toBe(airports.length);
  });

  it('looks up by city, code and airport in any case', () => {
    expect(metroAreaOfCity('london-gb')?.code).toBe('LON');
    expect(metroAreaOfCity('london-gb', 'CA')).toBeUndefined();
    expect(metroAreaOfCode('nyc')?.slug).toBe('new-york-city-us');
    expect(metroAreaOfAirport(' lgw ')?.code).toBe('LON');
    expect(metroAreaOfAirport('CPT')).toBeUndefined();
  });
});
