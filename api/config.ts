import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rootDir } from '../scripts/paths';
import { travelpayoutsDefaultUrl } from './alerts/price-sources';

/** Where alert prices come from (PRICE_SOURCE): none, or the Travelpayouts data API. */
export type PriceSourceConfig = { kind: 'none' } | { kind: 'travelpayouts'; token: string; baseUrl: string; timeoutMs: number };

export type AppConfig = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  bodyLimitBytes: number;
  version: string;
  priceSource: PriceSourceConfig;
  /** How often the price watcher checks each active alert. */
  priceCheckIntervalMs: number;
};

/** A setting the server can't start with; server.ts prints its message alone, without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

export const appVersion = readVersion();

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    dataDir: path.resolve(rootDir, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 256 * 1024),
    version: appVersion,
    priceSource: priceSourceConfig(env),
    priceCheckIntervalMs: positiveInteger(env, 'PRICE_CHECK_INTERVAL_SECONDS', 3600) * 1000,
  };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number above 0, got "${raw}"`);
  return value;
}

function priceSourceConfig(env: NodeJS.ProcessEnv): PriceSourceConfig {
  const kind = env.PRICE_SOURCE || 'none';
  if (kind === 'none') return { kind };
  if (kind !== 'travelpayouts') throw new ConfigError(`PRICE_SOURCE must be none or travelpayouts, got "${kind}"`);
  const token = env.TRAVELPAYOUTS_TOKEN?.trim();
  if (!token) {
    throw new ConfigError(
      'PRICE_SOURCE=travelpayouts needs TRAVELPAYOUTS_TOKEN: your Travelpayouts API token (Travelpayouts → Tools → API). Or set PRICE_SOURCE=none to keep alerts unwatched.',
    );
  }
  const baseUrl = env.TRAVELPAYOUTS_API_URL || travelpayoutsDefaultUrl;
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    throw new ConfigError(`TRAVELPAYOUTS_API_URL must be an http(s) URL, got "${baseUrl}"`);
  }
  return { kind, token, baseUrl, timeoutMs: positiveInteger(env, 'PRICE_SOURCE_TIMEOUT_MS', 10_000) };
}
