// The places of public/data/world.json, packed as text: one line per place, its fields separated by
// tabs, and each time zone and region written once in a table the line points into. Tens of
// thousands of places as JSON objects would repeat every key and zone name; as lines they gzip to a
// third. Written by api/cities/build-data.ts, read on the device by src/lib/offline-world.ts.
import type { BundledAirport } from './airports';
import { normaliseName, type BundledSearchEntry } from './cities';
import { airportToFlyTo, nearestAirportsOf, type AirportList } from './city-details';

export type PackedPlaces = {
  /** Each time zone the places use, once. */
  zones: string[];
  /** Each region (state, province) the places name, once. */
  regions: string[];
  /**
   * One place per line, by country and then south to north: name, country code (empty where it is
   * the line before's), region index (empty for none), latitude and longitude in ten-thousandths of
   * a degree (the latitude counted from the line before's where the country is the same), zone index,
   * population, IATA code flights to it are searched with, slug, aliases joined by "|", and "1" where
   * it is the likeliest of its namesakes. Trailing empty fields are left off. The code is empty where
   * the device works out the same one from the airports list ("-" for none), and the slug where it is
   * the name's ("siena-it"): together they were half the file.
   */
  lines: string;
};

const fieldSeparator = '\t';
/** Ten-thousandths of a degree: about 10 m, so distances in whole km come out as the server's. */
const degreeScale = 10_000;
const aliasSeparator = '|';

/** The code flights to a place are searched with, as the device works it out from its airports list. */
export type FlyTo = (entry: BundledSearchEntry) => string | undefined;

const noCode = '-';

/** The bundled airports as the list the nearest-airport search reads. */
export function airportListOf(airports: readonly BundledAirport[]): AirportList {
  return {
    count: airports.length,
    lat: (i) => airports[i]!.lat,
    lon: (i) => airports[i]!.lon,
    name: (i) => airports[i]!.name,
    iata: (i) => airports[i]!.iata,
  };
}

/** A place's code worked out from the bundled airports as the server works it out from its own (Los Angeles is LAX). */
export function flyToFrom(airports: readonly BundledAirport[]): FlyTo {
  const list = airportListOf(airports);
  return (entry) => airportToFlyTo(entry.name, nearestAirportsOf(entry.lat, entry.lon, list))?.iata;
}

/** "siena-it": the slug of the biggest place of a name in its country (others add their region or id). */
export const plainSlug = (name: string, countryCode: string) =>
  `${normaliseName(name)
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '-')}-${countryCode.toLowerCase()}`;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The order lines are written in: by country, then south to north (alike lines side by side gzip a sixth smaller). */
const byCountryAndLatitude = (a: BundledSearchEntry, b: BundledSearchEntry) =>
  compareText(a.country_code, b.country_code) || a.lat - b.lat || a.lon - b.lon || compareText(a.slug, b.slug);

/** The order the device reads the places in: biggest first, ties in the written order. The build marks namesakes in this order. */
export const inReadingOrder = (entries: readonly BundledSearchEntry[]): BundledSearchEntry[] =>
  [...entries].sort(byCountryAndLatitude).sort((a, b) => b.population - a.population);

export function packPlaces(entries: readonly BundledSearchEntry[], flyTo: FlyTo): PackedPlaces {
  const zones = new Map<string, number>();
  const regions = new Map<string, number>();
  const indexOf = (table: Map<string, number>, value: string) => {
    let index = table.get(value);
    if (index === undefined) table.set(value, (index = table.size));
    return index;
  };
  let previous: { code: string; lat: number } | undefined;
  const lines = [...entries].sort(byCountryAndLatitude).map((entry) => {
    const texts = [entry.name, entry.slug, entry.admin ?? '', ...(entry.aliases ?? [])];
    if (texts.some((text) => /[\t\n|]/.test(text))) throw new Error(`world places: "${entry.name}" has a tab, newline or "|" in a field`);
    const lat = Math.round(entry.lat * degreeScale);
    const sameCountry = previous?.code === entry.country_code;
    const fields = [
      entry.name,
      sameCountry ? '' : entry.country_code,
      entry.admin ? String(indexOf(regions, entry.admin)) : '',
      String(sameCountry ? lat - previous!.lat : lat),
      String(Math.round(entry.lon * degreeScale)),
      String(indexOf(zones, entry.timezone)),
      String(entry.population),
      entry.iata === flyTo(entry) ? '' : (entry.iata ?? noCode),
      entry.slug === plainSlug(entry.name, entry.country_code) ? '' : entry.slug,
      (entry.aliases ?? []).join(aliasSeparator),
      entry.likeliest ? '1' : '',
    ];
    previous = { code: entry.country_code, lat };
    while (fields.at(-1) === '') fields.pop();
    return fields.join(fieldSeparator);
  });
  return { zones: [...zones.keys()], regions: [...regions.keys()], lines: lines.join('\n') };
}

/**
 * The places back as the search list's entries, in reading order; `countryName` names a country by
 * its code (the facts' name). A code left out is not worked out here (tens of thousands of places,
 * of which a message names one or two): `iata` is absent, and `flightCode` gives it when asked.
 * A place with no airport near has `iata: ''`.
 */
export function unpackPlaces(packed: PackedPlaces, countryName: (code: string) => string): BundledSearchEntry[] {
  if (!packed.lines) return [];
  let previous = { code: '', lat: 0 };
  const entries = packed.lines.split('\n').map((line): BundledSearchEntry => {
    const [name = '', typedCode = '', region = '', lat = '', lon = '', zone = '', population = '', iata, slug = '', aliases, likeliest] =
      line.split(fieldSeparator);
    const code = typedCode || previous.code;
    const latitude = (typedCode ? 0 : previous.lat) + Number(lat);
    previous = { code, lat: latitude };
    const admin = region ? packed.regions[Number(region)] : undefined;
    return {
      name,
      country: countryName(code),
      country_code: code,
      slug: slug || plainSlug(name, code),
      ...(admin ? { admin } : {}),
      ...(aliases ? { aliases: aliases.split(aliasSeparator) } : {}),
      lat: latitude / degreeScale,
      lon: Number(lon) / degreeScale,
      timezone: packed.zones[Number(zone)] ?? 'UTC',
      population: Number(population),
      ...(iata ? { iata: iata === noCode ? '' : iata } : {}),
      ...(likeliest === '1' ? { likeliest: true as const } : {}),
    };
  });
  return entries.sort((a, b) => b.population - a.population);
}

/** A place's flight code: the one written, else worked out from the airports (once per place), as the build checked it would be. */
export function flightCodes(flyTo: FlyTo): (entry: BundledSearchEntry) => string | undefined {
  const worked = new WeakMap<BundledSearchEntry, string | undefined>();
  return (entry) => {
    if (entry.iata !== undefined) return entry.iata || undefined;
    if (!worked.has(entry)) worked.set(entry, flyTo(entry));
    return worked.get(entry);
  };
}
