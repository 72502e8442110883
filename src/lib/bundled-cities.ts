// The city data shipped with the app (public/data/popular-cities.json, precached by the service
// worker): full details of the popular destinations and the offline search list. Loaded once and
// shared by every screen that needs a city without the network.
import { bundledCityDataPath, type BundledCityData } from '../domain/cities';

export type BundledCities = BundledCityData;

let bundled: Promise<BundledCities> | undefined;

/** The popular destinations and the offline search list shipped with the app. */
export function loadBundledCities(): Promise<BundledCities> {
  bundled ??= fetch(bundledCityDataPath)
    .then((response) => {
      if (!response.ok) throw new Error(`popular cities: ${response.status}`);
      return response.json() as Promise<BundledCities>;
    })
    .catch((error: unknown) => {
      // A failed load is not remembered: the next caller tries again.
      bundled = undefined;
      throw error;
    });
  return bundled;
}
