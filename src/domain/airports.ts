// Every commercial airport the server accepts as a flight's airport, shipped with the app as
// public/data/airports.json (written by api/cities/build-data.ts from the same list as the server's
// check, precached by the service worker, fetched only when the item form needs airports), so a
// flight's airports can be found by code, name or city offline and carry their own zone and place.

export const bundledAirportsPath = '/data/airports.json';

/** The file: one column per field, airports in IATA order (strings of fixed width where a field is). */
export type BundledAirportsFile = {
  format: 2;
  /** Three capital letters per airport, end to end. */
  iata: string;
  name: string[];
  /** The city each airport serves (OurAirports' municipality, or the GeoNames city the server names). */
  city: string[];
  /** Two capital letters per airport, end to end. */
  country: string;
  /** Country names by code (as the city guides name them). */
  countries: Record<string, string>;
  timezones: string[];
  /** Position in `timezones`. */
  zone: number[];
  /** Degrees × 10,000 (about 10 m: a distance in whole km comes out as the server's). */
  lat: number[];
  lon: number[];
  /** "1" for a large airport, "0" for a medium one, one digit per airport. */
  large: string;
};

export type BundledAirport = {
  iata: string;
  name: string;
  city: string;
  countryCode: string;
  country: string;
  timezone: string;
  lat: number;
  lon: number;
  isLarge: boolean;
};

/** How airports.json writes a degree (an integer is shorter than a decimal). */
export const airportDegreeScale = 10_000;

/** The airports of the file as records; throws when the file is not one this app reads. */
export function decodeAirports(file: BundledAirportsFile): BundledAirport[] {
  if (file.format !== 2 || !Array.isArray(file.name) || file.iata.length !== file.name.length * 3) {
    throw new Error('airports: not a file this app reads');
  }
  return file.name.map((name, i) => {
    const countryCode = file.country.slice(i * 2, i * 2 + 2);
    return {
      iata: file.iata.slice(i * 3, i * 3 + 3),
      name,
      city: file.city[i]!,
      countryCode,
      country: file.countries[countryCode] ?? countryCode,
      timezone: file.timezones[file.zone[i]!]!,
      lat: file.lat[i]! / airportDegreeScale,
      lon: file.lon[i]! / airportDegreeScale,
      isLarge: file.large[i] === '1',
    };
  });
}
