import { describe, expect, it } from 'vitest';
import type { BundledAirport } from './airports';
import type { BundledSearchEntry } from './cities';
import { flightCodes, flyToFrom, inReadingOrder, packPlaces, plainSlug, unpackPlaces } from './world-places';

const airport = (iata: string, name: string, lat: number, lon: number): BundledAirport => ({
  iata,
  name,
  city: name,
  countryCode: 'IT',
  country: 'Italy',
  timezone: 'Europe/Rome',
  lat,
  lon,
  isLarge: true,
});
const airports = [
  airport('FLR', 'Florence Airport, Peretola', 43.81, 11.205),
  airport('PSA', 'Pisa International Airport', 43.684, 10.393),
];
const flyTo = flyToFrom(airports);

const place = (
  fields: Partial<BundledSearchEntry> & Pick<BundledSearchEntry, 'name' | 'lat' | 'lon' | 'population'>,
): BundledSearchEntry => ({
  country: 'Italy',
  country_code: 'IT',
  slug: plainSlug(fields.name, 'IT'),
  timezone: 'Europe/Rome',
  ...fields,
});

const siena = place({ name: 'Siena', lat: 43.318, lon: 11.331, population: 53_901, admin: 'Tuscany', iata: 'FLR' });
const lucca = place({ name: 'Lucca', lat: 43.843, lon: 10.503, population: 81_748, admin: 'Tuscany', iata: 'PSA' });
// A namesake with its own slug, an alias, the server's choice among namesakes, and a code the airports would not give.
const pisa = place({
  name: 'Pisa',
  slug: 'pisa-it-tuscany',
  lat: 43.708,
  lon: 10.402,
  population: 90_118,
  aliases: ['Pisa Centro'],
  likeliest: true,
  iata: 'FLR',
});
// Far from every airport of the list: no code at all.
const lampedusa = place({ name: 'Lampedusa', lat: 35.5, lon: 12.6, population: 6_000, timezone: 'Europe/Rome' });
const places = [lampedusa, siena, lucca, pisa];

describe('the places of world.json, packed as lines', () => {
  const packed = packPlaces(places, flyTo);
  const read = unpackPlaces(packed, (code) => (code === 'IT' ? 'Italy' : code));
  const flightCode = flightCodes(flyTo);

  it('reads back every place as it was, biggest first, with the code flights to it are searched with', () => {
    expect(read.map((entry) => entry.name)).toEqual(['Pisa', 'Lucca', 'Siena', 'Lampedusa']);
    const withoutCodes = (entries: BundledSearchEntry[]) => entries.map(({ iata: _iata, ...rest }) => rest);
    expect(withoutCodes(read)).toEqual(withoutCodes(inReadingOrder(places)));
    expect(read.map(flightCode)).toEqual(['FLR', 'PSA', 'FLR', undefined]);
    expect(read.find((entry) => entry.name === 'Pisa')).toEqual(pisa);
  });

  it('leaves out what the device works out the same (the plain slug, the code the airports give) and writes each zone and region once', () => {
    expect(packed.zones).toEqual(['Europe/Rome']);
    expect(packed.regions).toEqual(['Tuscany']);
    const line = (name: string) =>
      packed.lines
        .split('\n')
        .find((text) => text.startsWith(`${name}\t`))!
        .split('\t');
    // (South to north in each country, each latitude counted from the line before's, the country written once.)
    expect(packed.lines.split('\n').map((text) => text.split('\t')[0])).toEqual(['Lampedusa', 'Siena', 'Pisa', 'Lucca']);
    expect(line('Lampedusa')).toEqual(['Lampedusa', 'IT', '', '355000', '126000', '0', '6000']);
    // (Siena flies from Florence, as the airports list gives: no code and no slug written.)
    expect(line('Siena')).toEqual(['Siena', '', '0', String(433_180 - 355_000), '113310', '0', '53901']);
    expect(line('Pisa')).toEqual([
      'Pisa',
      '',
      '',
      String(437_080 - 433_180),
      '104020',
      '0',
      '90118',
      'FLR',
      'pisa-it-tuscany',
      'Pisa Centro',
      '1',
    ]);
  });

  it('refuses a name that would break a line', () => {
    expect(() => packPlaces([place({ name: 'Bad\tName', lat: 1, lon: 1, population: 1 })], flyTo)).toThrow(/tab/);
  });
});
