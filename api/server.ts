// Node entry: load the city index (its data comes from the build), open storage (migrating it), build
// the app with the static PWA, listen, and run the price watcher when a price source is configured.
// On SIGTERM or SIGINT it stops listening, lets requests in flight finish (for up to
// SHUTDOWN_GRACE_SECONDS), closes storage and exits 0. `npm start` runs it compiled (dist-server/).
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
import { createLlmProvider } from './astra/llm-provider';
import { loadCityIndex } from './cities/city-index';
import { distDir } from './paths';
import { createLogger } from './log';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Astra can't start: ${error.message}`);
  process.exit(1);
}
const citiesStarted = performance.now();
let cities: ReturnType<typeof loadCityIndex>;
try {
  cities = loadCityIndex();
} catch (error) {
  console.error(`Astra can't start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const citiesLoadedMs = Math.round(performance.now() - citiesStarted);
const storage = await openStorage(storageOptionsFromEnv(config.dataDir, config.databaseUrl, config.pgPoolMax));
const configuredSource = priceSourceFromConfig(config.priceSource);
// Alerts between city names are watched too: each name is read as its airport or city code.
const priceSource = configuredSource && withPlaceCodes(configuredSource, cityCodeResolver(cities));
const log = createLogger({ level: config.logLevel });
const app = createApp(
  {
    log,
    storage,
    version: config.version,
    bodyLimitBytes: config.bodyLimitBytes,
    partnerMarker: process.env.VITE_PARTNER_MARKER || undefined,
    partnerFraming: framingCheckerFromEnv(),
    priceSource,
    cities,
    rateTable: config.rateTable,
    chat: { llm: config.astraLlm ? createLlmProvider(config.astraLlm) : null, trustProxyHops: config.trustProxyHops },
    devices: { trustProxyHops: config.trustProxyHops },
    writeLimits: config.writeLimits,
    heldRefusals: { trustProxyHops: config.trustProxyHops },
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
  log.info(
    `Astra Travel Concierge ${config.version} on http://localhost:${info.port} (storage: ${where}; alert prices: ${prices}; Astra: ${astra}; ` +
      `${cities.size.toLocaleString('en-US')} cities loaded in ${citiesLoadedMs} ms)`,
  );
  if (priceSource) watcher.start();
  // Without a source, one pass makes alerts watched under an earlier setting say honestly that they no longer are.
  else void watcher.runOnce().catch((error: unknown) => log.error('price watcher: could not update alerts', { err: error }));
});
// Slow or stalled clients must not hold a connection forever.
server.setTimeout?.(30_000);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: finishing the requests in flight, then closing storage.`);
    chatRetention.stop();
    const watcherStopped = watcher.stop();
    // Stops listening at once; the callback runs when the last connection has ended. Idle keep-alive
    // connections are closed now; a busy one would stay open after its answer until the client's
    // keep-alive ends, so idle ones are closed again as answers go out.
    const closeIdle = setInterval(() => 'closeIdleConnections' in server && server.closeIdleConnections(), 100);
    const grace = setTimeout(() => {
      log.warn(`Requests still open after ${config.shutdownGraceSeconds} s: closing their connections.`);
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, config.shutdownGraceSeconds * 1000);
    server.close(() => {
      clearTimeout(grace);
      clearInterval(closeIdle);
      void watcherStopped
        .then(() => storage.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            log.error('Could not close storage cleanly', { err: error });
            process.exit(1);
          },
        );
    });
  });
}
