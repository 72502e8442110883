// Vitest global setup: build the city data once, before any worker starts, when it is missing or
// stale (a fresh clone runs `npm test` before any build), so tests using the real index find it.
import { ensureCityData } from '../../scripts/build-data';

export default function setup(): void {
  if (ensureCityData()) console.log('Built the city data for the tests.');
}
