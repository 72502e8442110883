// Node entry: open storage (migrating it), build the app with the static PWA, listen.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openStorage, storageOptionsFromEnv } from './db/index';
import { staticHandler } from './static';
import { framingCheckerFromEnv } from './partners/framing';
import { distDir } from '../scripts/paths';

const config = loadConfig();
const storage = await openStorage(storageOptionsFromEnv(config.dataDir, config.databaseUrl));
const app = createApp(
  {
    storage,
    version: config.version,
    bodyLimitBytes: config.bodyLimitBytes,
    partnerMarker: process.env.VITE_PARTNER_MARKER || undefined,
    partnerFraming: framingCheckerFromEnv(),
  },
  process.env.API_ONLY ? {} : { staticHandler: staticHandler(distDir) },
);

const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  console.log(`Astra Travel Concierge ${config.version} on http://localhost:${info.port} (storage: ${where})`);
});
// Slow or stalled clients must not hold a connection forever.
server.setTimeout?.(30_000);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close(() => void storage.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
