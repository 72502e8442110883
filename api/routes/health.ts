import { Hono } from 'hono';
import type { Storage } from '../db/index';
import { errorResponses, objectResponse, type RouteDoc } from '../openapi';

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

export const healthRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/',
    tags: ['health'],
    summary: 'Whether the API and its database answer',
    responses: {
      200: objectResponse('status "ok", the version, and the database dialect and latency'),
      ...errorResponses({ 503: 'database-unavailable: the database is not answering (the body also says status "degraded")' }),
    },
  },
];
