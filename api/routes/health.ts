import { Hono } from 'hono';
import type { Storage } from '../db/index';

export function healthRoutes({ storage, version }: { storage: Storage; version: string }) {
  return new Hono().get('/', async (c) => {
    const started = performance.now();
    try {
      await storage.ping();
    } catch (error) {
      console.error('health: database check failed', error);
      return c.json(
        {
          status: 'degraded',
          version,
          database: { ok: false, dialect: storage.dialect },
          error: { code: 'database-unavailable', message: 'The database is not answering right now.' },
        },
        503,
      );
    }
    return c.json({
      status: 'ok',
      version,
      database: { ok: true, dialect: storage.dialect, latency_ms: Math.round((performance.now() - started) * 100) / 100 },
      time: new Date().toISOString(),
    });
  });
}
