import { describe, expect, it } from 'vitest';
import type { BundledAirport } from '../domain/airports';
import type { BundledSearchEntry } from '../domain/cities';
import { makeOfflineWorld } from './offline-world';

const entry = (name: string, country: string, country_code: string, lat: number, lon: number, population: number): BundledSearchEntry => ({
  name,
  country,
  country_code,
  slug: name.toLowerCase(),
  lat,
  lon,
  population,
  timezone: country_code === 'FR' ? 'Europe/Paris' : 'Australia/Sydney',
});

const airport = (iata: string, name: string, city: string, lat: number, lon: number): BundledAirport => ({
  iata,
  name,
  city,
  countryCode: 'FR',
  country: 'France',
  timezone: 'Europe/Paris',
  lat,
  lon,
  isLarge: true,
});

const search = [
  entry('Sydney', 'Australia', 'AU', -33.87, 151.21, 4_600_000),
  entry('Paris', 'France', 'FR', 48.857, 2.352, 2_100_000),
  entry('Canberra', 'Australia', 'AU', -35.28, 149.13, 370_000),
  entry('Orly', 'France', 'FR', 48.744, 2.393, 23_000),
];
const countries = {
  AU: {
    name: 'Australia',
    capital: 'Canberra',
    capitalSlug: 'canberra',
    currency: { code: 'AUD', name: 'Australian Dollar', symbol: '$' },
    languages: ['English'],
    callingCodes: ['61'],
  },
  FR: {
    name: 'France',
    capital: 'Paris',
    capitalSlug: 'paris',
    currency: { code: 'EUR', name: 'Euro', symbol: '€' },
    languages: ['French'],
    callingCodes: ['33'],
  },
};
const airports = [
  airport('CDG', 'Charles de Gaulle International Airport', 'Paris', 49.013, 2.55),
  airport('ORY', 'Paris-Orly Airport', 'Paris', 48.723, 2.379),
];
const world = makeOfflineWorld(search, countries, airports);

describe('the offline world', () => {
  it('reads a country as its capital where the list has it, not its biggest city', () => {
    expect(world.byCountryName.get('australia')?.name).toBe('Canberra');
    expect(world.byCountryName.get('france')?.name).toBe('Paris');
  });

  it('gives an airport the city it serves, not the small town beside it', () => {
    expect(world.servedBy('ORY')?.name).toBe('Paris');
    expect(world.servedBy('XXX')).toBeUndefined();
    expect(world.airportWords.get('charles de gaulle')).toBe('CDG');
  });

  it("makes a city's details from its country's facts and the airports near it, nearest first", () => {
    const details = world.details(search[1]!, new Date('2027-03-24T08:15:00Z'));
    expect(details.quick_facts).toContainEqual({ label: 'Currency', value: 'Euro (EUR, €)' });
    expect(details.quick_facts).toContainEqual({ label: 'Plug types', value: 'C, E' });
    expect(details.quick_facts).toContainEqual({ label: 'Local time', value: 'UTC+1 (Europe/Paris)' });
    expect(details.airports.map((one) => one.iata)).toEqual(['ORY', 'CDG']);
    expect(details.curated).toBe(false);
    expect(details.top_attractions).toEqual([]);
  });
});
