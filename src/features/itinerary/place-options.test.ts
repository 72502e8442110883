// The item form's place picker with the lists the app ships (public/data/popular-cities.json and
// public/data/airports.json, as the city data build writes them): every airport is found by code,
// name or city, placed and zoned as itself; a code no list has is refused in words, never saved.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledAirportsFile, bundledCityDataFile } from '../../../api/cities/artifact';
import { decodeAirports, type BundledAirportsFile } from '../../domain/airports';
import type { BundledCityData } from '../../domain/cities';
import { flightDetailsSchema } from '../../domain/itinerary-schema';
import { matchPlaces, placeOptions } from './data';
import { airportProblem, resolvePlace, type PlaceDraft } from './place-field';

const bundled = JSON.parse(readFileSync(bundledCityDataFile, 'utf8')) as BundledCityData;
const airports = decodeAirports(JSON.parse(readFileSync(bundledAirportsFile, 'utf8')) as BundledAirportsFile);
const everything = placeOptions(bundled, [], airports);
const withoutList = placeOptions(bundled, []);
const codes = (text: string, options = everything) => matchPlaces(options, 'airport', text).map((option) => option.place.code);
const typed = (text: string): PlaceDraft => ({ text, zone: '' });

describe('the airport picker with every airport on the device', () => {
  it('offers every airport the app ships, once each', () => {
    const offered = everything.filter((option) => option.kind === 'airport').map((option) => option.place.code);
    expect(offered).toHaveLength(airports.length);
    expect(new Set(offered).size).toBe(airports.length);
  });

  it('finds an airport no guide lists by its code, its city and its name, with its own place and zone', () => {
    expect(withoutList.some((option) => option.place.code === 'BOI' || option.place.code === 'INV')).toBe(false);
    expect(codes('BOI')[0]).toBe('BOI');
    expect(codes('boi')[0]).toBe('BOI');
    expect(codes('Boise')).toContain('BOI');
    expect(codes('Inverness')).toEqual(['INV']);
    expect(codes('Gowen')).toContain('BOI');
    const [boise] = matchPlaces(everything, 'airport', 'BOI');
    expect(boise).toMatchObject({
      where: 'Boise, United States',
      place: {
        name: 'Boise Air Terminal/Gowen Field',
        code: 'BOI',
        timezone: 'America/Boise',
        country_code: 'US',
        lat: 43.5644,
        lon: -116.223,
      },
    });
  });

  it('puts an exact code first, then large airports before medium ones that match as well', () => {
    expect(codes('SIN')[0]).toBe('SIN');
    expect(codes('LHR')).toEqual(['LHR']);
    const london = matchPlaces(everything, 'airport', 'London');
    expect(london.slice(0, 3).map((option) => option.place.code)).toEqual(expect.arrayContaining(['LGW', 'LHR']));
    expect(london.map((option) => option.isMajor)).toEqual([...london.map((option) => option.isMajor)].sort().reverse());
    expect(london.map((option) => option.place.code)).toContain('LCY');
    // Narita serves Tokyo, as the Tokyo guide says, though OurAirports puts it in Narita.
    expect(codes('Tokyo')).toEqual(expect.arrayContaining(['HND', 'NRT']));
    expect(matchPlaces(everything, 'airport', 'NRT')[0]?.place).toMatchObject({ name: 'Narita International Airport', city: 'Tokyo' });
  });

  it('saves a known airport typed without picking it, and refuses a made-up code in words', () => {
    expect(resolvePlace(typed('inv'), everything, 'airport')).toMatchObject({ code: 'INV', timezone: 'Europe/London' });
    expect(resolvePlace(typed('Inverness'), everything, 'airport')).toMatchObject({ code: 'INV' });
    expect(airportProblem(typed('inv'), everything, true)).toBeUndefined();
    expect(airportProblem(typed('XQZ'), everything, true)).toBe(
      'We don’t know an airport with the code “XQZ”. Check the code, or type the city and pick its airport.',
    );
    expect(airportProblem(typed('Kirkwall Airfield Xyz'), everything, true)).toMatch(
      /^We don’t know an airport called “Kirkwall Airfield Xyz”/,
    );
    expect(airportProblem(typed('London'), everything, true)).toBe('More than one airport serves London: pick yours from the list.');
    expect(airportProblem(typed(''), everything, true)).toBeUndefined();
  });

  it('makes a place the flight schema takes from each end picked', () => {
    const place = (code: string) => resolvePlace(typed(code), everything, 'airport');
    const parsed = flightDetailsSchema.safeParse({
      from: place('BOI'),
      to: place('INV'),
      depart_local: '2027-03-12T09:00',
      arrive_local: '2027-03-13T11:00',
    });
    expect(parsed.success).toBe(true);
  });
});

describe('the airport picker before the airport list is on the device', () => {
  it('offers the guides’ airports and keeps the zone question for a code it cannot check', () => {
    expect(codes('LHR', withoutList)[0]).toBe('LHR');
    expect(codes('BOI', withoutList)).toEqual([]);
    expect(airportProblem(typed('XQZ'), withoutList, false)).toBeUndefined();
    expect(resolvePlace({ text: 'xqz', zone: 'Europe/London' }, withoutList, 'airport')).toEqual({
      name: 'xqz',
      code: 'XQZ',
      timezone: 'Europe/London',
    });
  });
});
