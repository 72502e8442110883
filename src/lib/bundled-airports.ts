// Every airport the server accepts for a flight (public/data/airports.json, precached by the service
// worker), fetched the first time the item form needs airports, never with a screen's first paint.
import { bundledAirportsPath, decodeAirports, type BundledAirport, type BundledAirportsFile } from '../domain/airports';

let loading: Promise<BundledAirport[]> | undefined;

/** The airports shipped with the app, loaded once and shared. */
export function loadBundledAirports(): Promise<BundledAirport[]> {
  loading ??= fetch(bundledAirportsPath)
    .then((response) => {
      if (!response.ok) throw new Error(`airports: ${response.status}`);
      return response.json() as Promise<BundledAirportsFile>;
    })
    .then(decodeAirports)
    .catch((error: unknown) => {
      // A failed load is not remembered: the next form tries again.
      loading = undefined;
      throw error;
    });
  return loading;
}
