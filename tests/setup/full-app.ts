// The whole API as server.ts builds it, over a given storage, for in-process tests that must see
// every route (hostile input). Kept in step with api/server.ts through the shared deps builder.
import { createApp, type AppDeps } from '../../api/app';
import { sharedCityIndex } from '../../api/cities/city-index';
import { appVersion } from '../../api/config';
import type { Storage } from '../../api/db/index';

export function createFullApp(storage: Storage, deps: Partial<Omit<AppDeps, 'storage'>> = {}) {
  return createApp({ storage, version: appVersion, bodyLimitBytes: 64 * 1024, cities: sharedCityIndex(), ...deps });
}
