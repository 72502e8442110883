import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rootDir } from '../scripts/paths';

export type AppConfig = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  bodyLimitBytes: number;
  version: string;
};

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

export const appVersion = readVersion();

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    dataDir: path.resolve(rootDir, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 256 * 1024),
    version: appVersion,
  };
}
