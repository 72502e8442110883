import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('price source settings', () => {
  it('watches no prices by default, checks hourly once a source is set', () => {
    expect(loadConfig({})).toMatchObject({ priceSource: { kind: 'none' }, priceCheckIntervalMs: 3_600_000, chatRetentionDays: 30 });
    expect(loadConfig({ PRICE_SOURCE: 'travelpayouts', TRAVELPAYOUTS_TOKEN: ' abc ' }).priceSource).toEqual({
      kind: 'travelpayouts',
      token: 'abc',
      baseUrl: 'https://api.travelpayouts.com',
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({
        PRICE_SOURCE: 'travelpayouts',
        TRAVELPAYOUTS_TOKEN: 'abc',
        TRAVELPAYOUTS_API_URL: 'http://127.0.0.1:9999/base',
        PRICE_SOURCE_TIMEOUT_MS: '2500',
        PRICE_CHECK_INTERVAL_SECONDS: '600',
      }),
    ).toMatchObject({ priceSource: { baseUrl: 'http://127.0.0.1:9999/base', timeoutMs: 2500 }, priceCheckIntervalMs: 600_000 });
  });

  it('refuses settings it cannot run with, saying which and why', () => {
    const cases: Array<[NodeJS.ProcessEnv, RegExp]> = [
      [{ PRICE_SOURCE: 'travelpayouts' }, /PRICE_SOURCE=travelpayouts needs TRAVELPAYOUTS_TOKEN/],
      [{ PRICE_SOURCE: 'travelpayouts', TRAVELPAYOUTS_TOKEN: '  ' }, /needs TRAVELPAYOUTS_TOKEN/],
      [{ PRICE_SOURCE: 'amadeus' }, /PRICE_SOURCE must be none or travelpayouts, got "amadeus"/],
      [{ PRICE_CHECK_INTERVAL_SECONDS: '0' }, /PRICE_CHECK_INTERVAL_SECONDS must be a whole number above 0/],
      [{ PRICE_CHECK_INTERVAL_SECONDS: 'hourly' }, /PRICE_CHECK_INTERVAL_SECONDS/],
      [{ CHAT_RETENTION_DAYS: '0' }, /CHAT_RETENTION_DAYS must be a whole number above 0/],
      // Finding 5 of the abuse issue: "256k" was read as NaN and every request with a length got 413.
      [{ BODY_LIMIT_BYTES: '256 apples' }, /BODY_LIMIT_BYTES must be a size from 1024 bytes to 1 GB/],
      [{ BODY_LIMIT_BYTES: '-1' }, /BODY_LIMIT_BYTES/],
      [{ BODY_LIMIT_BYTES: '12' }, /BODY_LIMIT_BYTES/],
      [{ BODY_LIMIT_BYTES: '2g' }, /BODY_LIMIT_BYTES/],
      [{ PG_POOL_MAX: 'ten' }, /PG_POOL_MAX must be a whole number above 0, got "ten"/],
      [{ ADDRESS_WRITES_PER_MINUTE: '12.5' }, /ADDRESS_WRITES_PER_MINUTE must be a whole number above 0, got "12.5"/],
      [{ ADDRESS_DEVICES_PER_HOUR: '0' }, /ADDRESS_DEVICES_PER_HOUR must be a whole number above 0, got "0"/],
      [{ ADDRESS_RECORDS_PER_HOUR: '10k' }, /ADDRESS_RECORDS_PER_HOUR must be a whole number above 0, got "10k"/],
      [{ SHUTDOWN_GRACE_SECONDS: '1.5' }, /SHUTDOWN_GRACE_SECONDS must be a whole number above 0/],
      [{ PORT: 'http' }, /PORT must be a port number, got "http"/],
      [{ PRICE_SOURCE: 'travelpayouts', TRAVELPAYOUTS_TOKEN: 'abc', PRICE_SOURCE_TIMEOUT_MS: '-5' }, /PRICE_SOURCE_TIMEOUT_MS/],
      [
        { PRICE_SOURCE: 'travelpayouts', TRAVELPAYOUTS_TOKEN: 'abc', TRAVELPAYOUTS_API_URL: 'ftp://x' },
        /TRAVELPAYOUTS_API_URL must be an http\(s\) URL/,
      ],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });
});

describe('sizes', () => {
  it('reads the body limit as bytes or with a unit', () => {
    expect(loadConfig({}).bodyLimitBytes).toBe(262_144);
    expect(loadConfig({ BODY_LIMIT_BYTES: '256k' }).bodyLimitBytes).toBe(262_144);
    expect(loadConfig({ BODY_LIMIT_BYTES: '1 MB' }).bodyLimitBytes).toBe(1_048_576);
    expect(loadConfig({ BODY_LIMIT_BYTES: '500000' }).bodyLimitBytes).toBe(500_000);
    expect(loadConfig({ PG_POOL_MAX: '4' }).pgPoolMax).toBe(4);
    expect(loadConfig({ ADDRESS_WRITES_PER_MINUTE: '1200' }).writeLimits).toMatchObject({
      addressRequestsPerMinute: 1200,
      registrationsPerAddressPerHour: 60,
      deviceRequestsPerMinute: 120,
    });
  });
});

describe("Astra's LLM and proxy settings", () => {
  const llm = { ASTRA_LLM_BASE_URL: 'http://127.0.0.1:11434/v1', ASTRA_LLM_MODEL: 'llama3.1', ASTRA_LLM_API_KEY: 'secret' };

  it('asks the LLM only with all three ASTRA_LLM_* set, within 15 s by default', () => {
    expect(loadConfig({}).astraLlm).toBeNull();
    expect(loadConfig(llm).astraLlm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      apiKey: 'secret',
      timeoutMs: 15_000,
    });
    expect(loadConfig({ ...llm, ASTRA_LLM_TIMEOUT_MS: '4000' }).astraLlm?.timeoutMs).toBe(4000);
  });

  it('refuses a half-configured LLM, saying what is missing', () => {
    const cases: Array<[NodeJS.ProcessEnv, RegExp]> = [
      [{ ASTRA_LLM_BASE_URL: llm.ASTRA_LLM_BASE_URL }, /ASTRA_LLM_MODEL and ASTRA_LLM_API_KEY are missing/],
      [{ ...llm, ASTRA_LLM_API_KEY: ' ' }, /ASTRA_LLM_API_KEY is missing/],
      [{ ...llm, ASTRA_LLM_BASE_URL: 'file:///etc/passwd' }, /ASTRA_LLM_BASE_URL must be an http\(s\) URL/],
      [{ ...llm, ASTRA_LLM_TIMEOUT_MS: '0' }, /ASTRA_LLM_TIMEOUT_MS must be a whole number above 0/],
    ];
    for (const [env, message] of cases) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says how many proxies are in front', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY must be/);
  });
});
