// The answer of GET /api/health as a zod schema: the OpenAPI document is generated from it and a test
// parses what the real server sends with it. The app imports only the inferred type (`import type`),
// so Home's health check loads no zod.
import { z } from 'zod';

/** The storage engines the API runs on: the embedded SQLite file, or PostgreSQL (DATABASE_URL). */
export const storageDialects = ['sqlite', 'postgres'] as const;

/** 200: the API and its database answer. (503 is the error envelope, with status "degraded" beside it.) */
export const healthSchema = z
  .object({
    status: z.literal('ok'),
    /** The running build's version (package.json). */
    version: z.string(),
    database: z.object({
      ok: z.literal(true),
      dialect: z.enum(storageDialects),
      /** How long the database took to answer a ping, in milliseconds. */
      latency_ms: z.number().min(0),
    }),
    /** The server's clock when it answered (ISO 8601, UTC). */
    time: z.iso.datetime(),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof healthSchema>;
