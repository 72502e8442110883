// Vitest global setup, once before any worker starts: build the city data when it is missing or stale
// (a fresh clone runs `npm test` before any build), so tests using the real index find it, and compile
// the server (a second or so), so tests that start it as a process run what ships, from these sources.
import { ensureCityData } from '../../api/cities/build-data';
import { buildServer } from '../../scripts/build-server';

export default async function setup(): Promise<void> {
  if (await ensureCityData()) console.log('Built the city data for the tests.');
  await buildServer();
}
