// The city data api/cities/build-data.ts writes and the city index loads, in three files:
// - cities.meta.json: country facts, airports, the small lookup tables and where each column sits;
// - cities.bin: fixed-width columns (one entry per city, or per search key), read as typed arrays
//   straight from the file's bytes;
// - cities.txt: every name, slug and search key end to end, addressed by offsets in cities.bin.
// 200k cities as JSON took ~0.5 s to parse and ~100 MB of heap at every start; this loads in a
// fraction of that and creates no per-city strings until a city is returned.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheDir, rootDir } from '../paths';
import type { CountryFacts } from '../../src/domain/city-details';

export const cityDataDir = path.join(cacheDir, 'city-data');
export const cityDataFiles = {
  meta: path.join(cityDataDir, 'cities.meta.json'),
  columns: path.join(cityDataDir, 'cities.bin'),
  text: path.join(cityDataDir, 'cities.txt'),
  stamp: path.join(cityDataDir, 'fingerprint'),
};
export const bundledCityDataFile = path.join(rootDir, 'public', 'data', 'popular-cities.json');
/** Every airport of `CityDataMeta['airports']` with its city, country and zone, for the app (src/domain/airports.ts). */
export const bundledAirportsFile = path.join(rootDir, 'public', 'data', 'airports.json');
/** Every country's facts and the cities airports serve beyond the search list, for Astra offline (src/domain/cities.ts). */
export const bundledWorldFile = path.join(rootDir, 'public', 'data', 'world.json');

/** One city as the index decodes it from the columns (details.ts and the chat's server data read it too). */
export type CityRecord = {
  geonameId: number;
  name: string;
  countryCode: string;
  country: string;
  admin: string | null;
  lat: number;
  lon: number;
  population: number;
  timezone: string;
  slug: string;
};

/** What a search key is: a city's own name, an alias from api/cities/aliases.ts, or a later word of either ("york city"). */
export const keyKind = { name: 0, alias: 1, wordStart: 2 } as const;
/** keyRef = city * keyKindSpan + kind. */
export const keyKindSpan = 4;

const columnTypes = { int16: Int16Array, uint16: Uint16Array, int32: Int32Array, uint32: Uint32Array } as const;
type ColumnType = keyof typeof columnTypes;

export const columnLayout = {
  geonameId: 'int32',
  /** Degrees × 100,000 (about a metre). */
  lat: 'int32',
  lon: 'int32',
  population: 'uint32',
  /** Position in meta.admins, or -1. */
  admin: 'int16',
  /** Position in meta.timezones. */
  timezone: 'uint16',
  /** Position in meta.countryCodes. */
  country: 'uint16',
  /** Offsets into cities.txt: city i's name is text[nameStart[i], nameStart[i + 1]). */
  nameStart: 'uint32',
  slugStart: 'uint32',
  /** City positions ordered by slug, for binary search. */
  slugOrder: 'uint32',
  /** Search keys, normalised (normaliseName) and sorted by UTF-16 code units. */
  keyStart: 'uint32',
  keyRef: 'uint32',
} as const satisfies Record<string, ColumnType>;

export type ColumnName = keyof typeof columnLayout;
export type CityColumns = { [Name in ColumnName]: InstanceType<(typeof columnTypes)[(typeof columnLayout)[Name]]> };

export type CityDataMeta = {
  format: 2;
  cityCount: number;
  keyCount: number;
  countries: Record<string, CountryFacts>;
  countryCodes: string[];
  timezones: string[];
  admins: string[];
  /** Commercial airports: large and medium, scheduled service, with an IATA code, not closed. */
  airports: {
    iata: string[];
    name: string[];
    lat: number[];
    lon: number[];
    /** "1" for a large airport, "0" for a medium one, one digit per airport. */ large?: string;
  };
  columns: Record<ColumnName, { offset: number; length: number }>;
};

export type CityData = { meta: CityDataMeta; columns: CityColumns; text: string };

/** Packs the columns into one buffer, each 8-byte aligned, and records where each one starts. */
export function packColumns(values: { [Name in ColumnName]: ArrayLike<number> }): {
  buffer: Buffer<ArrayBuffer>;
  layout: CityDataMeta['columns'];
} {
  const layout = {} as CityDataMeta['columns'];
  let size = 0;
  for (const name of Object.keys(columnLayout) as ColumnName[]) {
    const bytes = values[name].length * columnTypes[columnLayout[name]].BYTES_PER_ELEMENT;
    layout[name] = { offset: size, length: values[name].length };
    size += Math.ceil(bytes / 8) * 8;
  }
  const buffer = Buffer.alloc(size);
  for (const name of Object.keys(columnLayout) as ColumnName[]) {
    const Type = columnTypes[columnLayout[name]];
    new Type(buffer.buffer, buffer.byteOffset + layout[name].offset, layout[name].length).set(values[name]);
  }
  return { buffer, layout };
}

export function unpackColumns(buffer: Uint8Array<ArrayBuffer>, layout: CityDataMeta['columns']): CityColumns {
  // Typed arrays need aligned offsets; a Buffer from a pool may start anywhere (a copy starts at 0).
  const bytes = buffer.byteOffset % 8 === 0 ? buffer : new Uint8Array(buffer);
  const columns = {} as Record<ColumnName, unknown>;
  for (const name of Object.keys(columnLayout) as ColumnName[]) {
    const Type = columnTypes[columnLayout[name]];
    columns[name] = new Type(bytes.buffer, bytes.byteOffset + layout[name].offset, layout[name].length);
  }
  return columns as CityColumns;
}

export function readCityData(): CityData {
  let meta: CityDataMeta;
  try {
    meta = JSON.parse(readFileSync(cityDataFiles.meta, 'utf8')) as CityDataMeta;
  } catch (error) {
    throw new Error(`City data is missing (${cityDataFiles.meta}): run npm run build (in an install with its devDependencies).`, {
      cause: error,
    });
  }
  return {
    meta,
    columns: unpackColumns(readFileSync(cityDataFiles.columns), meta.columns),
    text: readFileSync(cityDataFiles.text, 'utf8'),
  };
}
