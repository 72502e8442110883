// Node entry: open storage (migrating it), load the city index (building its data when missing or
// stale), build the app with the static PWA, listen, and run the price watcher when a price source
// is configured.
import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { priceSourceFromConfig } from './alerts/price-sources';
import { cityCodeResolver, withPlaceCodes } from './alerts/place-codes';
import { createPriceWatcher } from './alerts/watcher';
import { chatHistoryStore, startChatRetention } from './astra/chat-history';
import { openStorage, storageOptionsFromEnv } from './db/index';
import { staticHandler } from './static';
import { framingCheckerFromEnv } from './partners/framing';
import { cityDataFiles } from './cities/artifact';
import { createLlmProvider } from './astra/llm-provider';
import { loadCityIndex } from './cities/city-index';
import { distDir } from '../scripts/paths';
import { ensureCityData } from '../scripts/build-data';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Astra can't start: ${error.message}`);
  process.exit(1);
}
const storage = await openStorage(storageOptionsFromEnv(config.dataDir, config.databaseUrl));
const citiesStarted = performance.now();
try {
  if (ensureCityData()) console.log('Built the city data (it was missing or older than its sources).');
} catch (error) {
  // Without the data packages (an install without devDependencies) older data is still better than none.
  if (!existsSync(cityDataFiles.meta)) {
    console.error(`Astra can't start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.warn(`City data could not be rebuilt, serving the existing data: ${error instanceof Error ? error.message : String(error)}`);
}
const cities = loadCityIndex();
const citiesLoadedMs = Math.round(performance.now() - citiesStarted);
const configuredSource = priceSourceFromConfig(config.priceSource);
// Alerts between city names are watched too: each name is read as its airport or city code.
const priceSource = configuredSource && withPlaceCodes(configuredSource, cityCodeResolver(cities));
const app = createApp(
  {
    storage,
    version: config.version,
    bodyLimitBytes: config.bodyLimitBytes,
    partnerMarker: process.env.VITE_PARTNER_MARKER || undefined,
    partnerFraming: framingCheckerFromEnv(),
    priceSource,
    cities,
    rateTable: config.rateTable,
    chat: { llm: config.astraLlm ? createLlmProvider(config.astraLlm) : null, trustProxyHops: config.trustProxyHops },
  },
  process.env.API_ONLY ? {} : { staticHandler: staticHandler(distDir) },
);

const watcher = createPriceWatcher({
  storage,
  source: priceSource ?? null,
  intervalMs: config.priceCheckIntervalMs,
  // The source times out each request itself; this only catches one that never gives up.
  ...(config.priceSource.kind === 'travelpayouts' ? { quoteTimeoutMs: config.priceSource.timeoutMs + 5000 } : {}),
});

const chatRetention = startChatRetention(chatHistoryStore(storage), { retentionDays: config.chatRetentionDays });

const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  const prices = priceSource ? `${priceSource.name}, every ${config.priceCheckIntervalMs / 1000} s` : 'not watched (PRICE_SOURCE=none)';
  const astra = config.astraLlm ? `LLM ${config.astraLlm.model}, engine as fallback` : 'embedded engine';
  console.log(
    `Astra Travel Concierge ${config.version} on http://localhost:${info.port} (storage: ${where}; alert prices: ${prices}; Astra: ${astra}; ` +
      `${cities.size.toLocaleString('en-US')} cities loaded in ${citiesLoadedMs} ms)`,
  );
  if (priceSource) watcher.start();
  // Without a source, one pass makes alerts watched under an earlier setting say honestly that they no longer are.
  else void watcher.runOnce().catch((error: unknown) => console.error('price watcher: could not update alerts', error));
});
// Slow or stalled clients must not hold a connection forever.
server.setTimeout?.(30_000);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    chatRetention.stop();
    const watcherStopped = watcher.stop();
    server.close(() => void watcherStopped.then(() => storage.close()).finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
