import { Hono } from 'hono';
import type { RateTable } from '../../src/domain/currency';
import { rateTableSchema } from '../../src/domain/currency-schema';
import { jsonResponse, type RouteDoc } from '../openapi';

/** A table changes only with a restart (RATES_FILE is read at start), so a browser may keep it for an hour. */
const publicCaching = 'public, max-age=3600';

export function rateRoutes({ rateTable }: { rateTable: RateTable }) {
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', publicCaching);
    return c.json(rateTable satisfies RateTable);
  });
}

export const rateRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/',
    tags: ['rates'],
    summary: 'The exchange rate table in force',
    responses: { 200: jsonResponse('The rate table (RATES_FILE, or the built-in one)', rateTableSchema) },
  },
];
