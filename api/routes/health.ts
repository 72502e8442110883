import { Hono } from 'hono';
import type { Storage } from '../db/index';
import { healthSchema, type Health } from '../../src/domain/health-schema';
import { logOf } from '../log';
import { errorResponses, jsonResponse, type RouteDoc } from '../openapi';

export function healthRoutes({ storage, version }: { storage: Storage; version: string }) {
  return new Hono().get('/', async (c) => {
    const started = performance.now();
    try {
      await storage.ping();
    } catch (error) {
      // Probes come often: while the database is down, a line a minute says so, with the count.
      logOf(c).sampled('health-database', 'error', 'health: the database is not answering', { err: error });
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
    } satisfies Health);
  });
}

export const healthRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/',
    tags: ['health'],
    summary: 'Whether the API and its database answer',
    responses: {
      200: jsonResponse('status "ok", the version, the database dialect and latency, and the server\'s time', healthSchema),
      ...errorResponses({ 503: 'database-unavailable: the database is not answering (the body also says status "degraded")' }),
    },
  },
];
