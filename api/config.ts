import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rootDir } from './paths';
import { travelpayoutsDefaultUrl, type PriceSourceConfig } from './alerts/price-sources';
import { describeIssues } from './validate';
import { logLevels, type LogLevel } from './log';
import { builtInRateTable } from '../src/domain/currency';
import { rateTableSchema, type RateTable } from '../src/domain/currency-schema';
import type { LlmConfig } from './astra/llm-provider';
import { defaultWriteLimits, type WriteLimits } from './write-limits';

export type AppConfig = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  bodyLimitBytes: number;
  /** Most connections to PostgreSQL at once (PG_POOL_MAX). */
  pgPoolMax: number;
  /** The least level the log writes (LOG_LEVEL). */
  logLevel: LogLevel;
  version: string;
  priceSource: PriceSourceConfig;
  /** How often the price watcher checks each active alert. */
  priceCheckIntervalMs: number;
  /** What GET /api/rates serves: the table in RATES_FILE, or the built-in one. */
  rateTable: RateTable;
  /** The LLM Astra asks first (ASTRA_LLM_*); null: the embedded engine answers alone. */
  astraLlm: LlmConfig | null;
  /** How long chat turns are kept on the server (CHAT_RETENTION_DAYS). */
  chatRetentionDays: number;
  /** Reverse proxies in front of the server whose X-Forwarded-For is believed for the chat rate limit (TRUST_PROXY). */
  trustProxyHops: number;
  /** What one address may register and write (ADDRESS_*), and one device write (DEVICE_*); defaults in api/write-limits.ts. */
  writeLimits: WriteLimits;
  /** How long a stopping server (SIGTERM) waits for requests in flight before closing their connections (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceSeconds: number;
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
    bodyLimitBytes: byteSize(env, 'BODY_LIMIT_BYTES', 256 * 1024),
    pgPoolMax: positiveInteger(env, 'PG_POOL_MAX', 10),
    logLevel: logLevelOf(env),
    version: appVersion,
    priceSource: priceSourceConfig(env),
    priceCheckIntervalMs: positiveInteger(env, 'PRICE_CHECK_INTERVAL_SECONDS', 3600) * 1000,
    rateTable: rateTableFromEnv(env),
    astraLlm: astraLlmConfig(env),
    chatRetentionDays: positiveInteger(env, 'CHAT_RETENTION_DAYS', 30),
    trustProxyHops: trustProxyHops(env),
    shutdownGraceSeconds: positiveInteger(env, 'SHUTDOWN_GRACE_SECONDS', 10),
    writeLimits: {
      ...defaultWriteLimits,
      registrationsPerAddressPerHour: positiveInteger(env, 'ADDRESS_DEVICES_PER_HOUR', defaultWriteLimits.registrationsPerAddressPerHour),
      addressRequestsPerMinute: positiveInteger(env, 'ADDRESS_WRITES_PER_MINUTE', defaultWriteLimits.addressRequestsPerMinute),
      addressRecordsPerHour: positiveInteger(env, 'ADDRESS_RECORDS_PER_HOUR', defaultWriteLimits.addressRecordsPerHour),
      deviceRequestsPerMinute: positiveInteger(env, 'DEVICE_WRITES_PER_MINUTE', defaultWriteLimits.deviceRequestsPerMinute),
      deviceRecordsPerHour: positiveInteger(env, 'DEVICE_RECORDS_PER_HOUR', defaultWriteLimits.deviceRecordsPerHour),
    },
  };
}

const byteUnits: Record<string, number> = { '': 1, b: 1, k: 1024, kb: 1024, kib: 1024, m: 1024 ** 2, mb: 1024 ** 2, mib: 1024 ** 2 };

/** A size in bytes: a whole number, or one with a unit (256k, 1 MB); at least 1 KB, at most 1 GB. */
function byteSize(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const match = /^\s*(\d+)\s*([a-z]*)\s*$/i.exec(raw);
  const unit = match ? byteUnits[match[2]!.toLowerCase()] : undefined;
  const value = match && unit ? Number(match[1]) * unit : NaN;
  if (!Number.isSafeInteger(value) || value < 1024 || value > 1024 ** 3) {
    throw new ConfigError(`${name} must be a size from 1024 bytes to 1 GB, as bytes or with a unit (262144, 256k, 1m), got "${raw}"`);
  }
  return value;
}

function logLevelOf(env: NodeJS.ProcessEnv): LogLevel {
  const raw = env.LOG_LEVEL;
  if (raw === undefined || raw === '') return 'info';
  const level = logLevels.find((known) => known === raw.trim().toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${raw}"`);
  return level;
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

/** A rate file that can't be read or doesn't match the schema stops the start: serving the built-in table instead would hide the mistake. */
function rateTableFromEnv(env: NodeJS.ProcessEnv): RateTable {
  const file = env.RATES_FILE;
  if (!file) return builtInRateTable;
  const filePath = path.resolve(rootDir, file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(filePath, 'utf8'));
  } catch (error) {
    const reason =
      error instanceof SyntaxError
        ? `it is not valid JSON (${error.message})`
        : `it can't be read (${error instanceof Error ? error.message : String(error)})`;
    throw new ConfigError(`RATES_FILE ${filePath}: ${reason}`);
  }
  const result = rateTableSchema.safeParse(json);
  if (!result.success) {
    throw new ConfigError(
      `RATES_FILE ${filePath} is not a rate table like { base_date, source, rates: { USD, EUR, GBP } }: ${describeIssues(result.error.issues)}`,
    );
  }
  return result.data;
}

const llmVariables = ['ASTRA_LLM_BASE_URL', 'ASTRA_LLM_MODEL', 'ASTRA_LLM_API_KEY'] as const;

/** All three ASTRA_LLM_* set: the LLM answers; none: the engine; some: a mistake worth stopping for. */
function astraLlmConfig(env: NodeJS.ProcessEnv): LlmConfig | null {
  const values = llmVariables.map((name) => env[name]?.trim() ?? '');
  if (values.every((value) => value === '')) return null;
  const missing = llmVariables.filter((_, i) => values[i] === '');
  if (missing.length)
    throw new ConfigError(
      `Astra's LLM needs ${llmVariables.join(', ')} all set; ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing. Unset them all to let the embedded engine answer alone.`,
    );
  const [baseUrl, model, apiKey] = values as [string, string, string];
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol))
    throw new ConfigError(`ASTRA_LLM_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  return { baseUrl, model, apiKey, timeoutMs: positiveInteger(env, 'ASTRA_LLM_TIMEOUT_MS', 15_000) };
}

function trustProxyHops(env: NodeJS.ProcessEnv): number {
  const raw = (env.TRUST_PROXY ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'false' || raw === 'no' || raw === '0') return 0;
  if (raw === 'true' || raw === 'yes') return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new ConfigError(`TRUST_PROXY must be true, false or the number of proxies in front of the server, got "${env.TRUST_PROXY}"`);
  return hops;
}
