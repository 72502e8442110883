// public/data/airports.json, as the city data build writes it: the very airports the server accepts
// for a flight (no more, no fewer), each with the zone of its place, small enough to precache.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeAirports, type BundledAirportsFile } from '../../src/domain/airports';
import { isValidTimeZone } from '../../src/domain/world-clock';
import { bundledAirportsFile, readCityData } from './artifact';
import { sharedCityIndex } from './city-index';

const text = readFileSync(bundledAirportsFile, 'utf8');
const airports = decodeAirports(JSON.parse(text) as BundledAirportsFile);
const byCode = new Map(airports.map((airport) => [airport.iata, airport]));

describe('the bundled airports', () => {
  it('are exactly the airports the server accepts for a flight', () => {
    const cities = sharedCityIndex();
    const serverCodes = readCityData().meta.airports.iata;
    expect(airports.length).toBeGreaterThan(3000);
    expect(airports.map((airport) => airport.iata)).toEqual([...serverCodes].sort());
    expect(airports.filter((airport) => !cities.hasAirport(airport.iata)).map((airport) => airport.iata)).toEqual([]);
    expect(new Set(byCode.keys()).size).toBe(airports.length);
  });

  it('put each airport in the zone of its place, near zone borders too', () => {
    const zones = Object.fromEntries(
      ['LHR', 'JFK', 'SIN', 'DEL', 'PHX', 'BOI', 'INV', 'ELP', 'TLH', 'PNS', 'EVV', 'FLG', 'RAP', 'CJS', 'LPA', 'PDL', 'IPC', 'AWK'].map(
        (code) => [code, byCode.get(code)?.timezone],
      ),
    );
    expect(zones).toEqual({
      LHR: 'Europe/London',
      JFK: 'America/New_York',
      SIN: 'Asia/Singapore',
      DEL: 'Asia/Kolkata',
      PHX: 'America/Phoenix',
      BOI: 'America/Boise',
      INV: 'Europe/London',
      // El Paso keeps Mountain time; Tallahassee is Eastern, Pensacola Central: the Florida panhandle's line.
      ELP: 'America/Denver',
      TLH: 'America/New_York',
      PNS: 'America/Chicago',
      // Evansville is one of Indiana's Central counties; Flagstaff keeps Arizona's year-round clock.
      EVV: 'America/Chicago',
      FLG: 'America/Phoenix',
      RAP: 'America/Denver',
      CJS: 'America/Ciudad_Juarez',
      LPA: 'Atlantic/Canary',
      PDL: 'Atlantic/Azores',
      IPC: 'Pacific/Easter',
      AWK: 'Pacific/Wake',
    });
    expect(airports.filter((airport) => !isValidTimeZone(airport.timezone)).map((airport) => airport.iata)).toEqual([]);
  });

  it('name the city each serves, its country and where it is', () => {
    expect(byCode.get('BOI')).toEqual({
      iata: 'BOI',
      name: 'Boise Air Terminal/Gowen Field',
      city: 'Boise',
      countryCode: 'US',
      country: 'United States',
      timezone: 'America/Boise',
      lat: 43.5644,
      lon: -116.223,
      isLarge: false,
    });
    expect(byCode.get('LHR')).toMatchObject({ city: 'London', country: 'United Kingdom', isLarge: true });
    const { airports: server } = readCityData().meta;
    const misplaced = server.iata.filter((code, i) => {
      const airport = byCode.get(code);
      return !airport?.city || Math.abs(server.lat[i]! - airport.lat) > 0.0006 || Math.abs(server.lon[i]! - airport.lon) > 0.0006;
    });
    expect(misplaced).toEqual([]);
  });

  it('stay small enough to precache', () => {
    expect(gzipSync(text, { level: 9 }).length).toBeLessThan(110 * 1024);
  });
});
