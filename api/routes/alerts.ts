// The spec's price alert calls: GET/POST /api/alerts, PATCH/DELETE /api/alerts/{id}. Same store and
// rules as POST /api/sync; the device key decides access, the spec's user_id is kept but grants nothing.
import { z } from 'zod';
import { parseRoute } from '../../src/domain/price-alert-rules';
import { priceAlertFieldsSchema } from '../../src/domain/price-alerts';
import { priceAlertEntity } from '../sync/entities';
import { syncedRecordRouteDocs } from './synced-record-docs';
import { syncedRecordRoutes, type SyncedRecordDeps } from './synced-records';

const routeMessage = 'Write the route as FROM-TO, for example LON-PAR';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The spec's body names the places as one `route` ('from-to'); `origin` and `destination`, when sent, win. */
const alertCreateBody = z.preprocess((body, context) => {
  if (!isPlainObject(body) || 'origin' in body || 'destination' in body) return body;
  const { route, ...fields } = body;
  const places = typeof route === 'string' ? parseRoute(route) : undefined;
  if (!places) {
    context.addIssue({
      code: 'custom',
      path: ['route'],
      message: route === undefined ? `Route is required: ${routeMessage.replace('Write the route', 'write it')}` : routeMessage,
    });
    return z.NEVER;
  }
  return { ...fields, ...places };
}, priceAlertEntity.create);

const alertListQuery = z.object({
  user_id: z.string({ error: 'user_id must be text' }).max(64, 'user_id is at most 64 characters').optional(),
});

export function alertRoutes(deps: SyncedRecordDeps) {
  return syncedRecordRoutes(priceAlertEntity, deps, { create: alertCreateBody, listQuery: alertListQuery });
}

export const alertRouteDocs = syncedRecordRouteDocs({
  tag: 'alerts',
  label: 'price alert',
  fields: priceAlertFieldsSchema,
  create: alertCreateBody,
  createNote: "The places as origin and destination, or as the spec's route 'FROM-TO' (for example LON-PAR) when neither is sent.",
  patch: priceAlertEntity.patch,
  listQuery: alertListQuery,
});
