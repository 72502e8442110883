// The OpenAPI 3.1 document of /api, generated from the zod schemas the routes validate with. Each
// sub-app's file lists its operations (`…RouteDocs`) beside its handlers, with paths relative to
// where it is mounted; app.ts mounts a sub-app and its docs together, and api/openapi.test.ts fails
// when a route the app serves is missing from the document.
import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { z, type ZodType } from 'zod';
import { errorEnvelopeSchema } from '../src/domain/error-envelope';
import { deviceKeyHeader } from '../src/domain/sync-protocol';

/** One operation of a sub-app; `path` is relative to the sub-app's mount ('/', '/{id}'), in OpenAPI's `{param}` form. */
export type RouteDoc = RouteConfig;
type Responses = RouteDoc['responses'];

/** The device key every user-data route needs (see api/device.ts). */
export const deviceKeySecurity = [{ deviceKey: [] }];

export const jsonContent = (schema: ZodType) => ({ 'application/json': { schema } });

export const jsonResponse = (description: string, schema: ZodType) => ({ description, content: jsonContent(schema) });

/**
 * A JSON object described in words only. Every answer of a route has a schema; this is left for the
 * OpenAPI document itself (GET /api/openapi.json), whose shape is the OpenAPI 3.1 specification's.
 * api/openapi.test.ts fails when any other 200 answer is documented with it.
 */
export const objectResponse = (description: string) => jsonResponse(description, z.looseObject({}));

/** Error responses, each with the one error envelope; the description names the codes it may carry. */
export function errorResponses(byStatus: Partial<Record<number, string>>): Responses {
  return Object.fromEntries(
    Object.entries(byStatus).flatMap(([status, description]) =>
      description ? [[status, jsonResponse(description, errorEnvelopeSchema)]] : [],
    ),
  );
}

/** Answers every /api route may give, whatever the route (app.ts's body limit, device check and onError). */
function commonErrors(doc: RouteDoc): Responses {
  return errorResponses({
    ...(doc.security
      ? {
          401: 'device-key-required or device-key-invalid: send the key the app made on first launch; device-unknown: register it first (POST /api/devices/register)',
        }
      : {}),
    ...(doc.security && doc.method !== 'get'
      ? { 429: 'rate-limited: too many writes from this device or address (Retry-After says when to try again)' }
      : {}),
    ...(doc.request?.body ? { 413: 'payload-too-large: the request body is larger than the limit' } : {}),
    500: 'internal-error: something went wrong on the server',
  });
}

export type ApiDocs = ReturnType<typeof apiDocs>;

/** Collects the operations of the mounted sub-apps and builds the document once, when first asked. */
export function apiDocs({ version }: { version: string }) {
  const holder = new OpenAPIHono();
  holder.openAPIRegistry.registerComponent('securitySchemes', 'deviceKey', { type: 'apiKey', in: 'header', name: deviceKeyHeader });
  let document: ReturnType<typeof holder.getOpenAPI31Document> | undefined;
  return {
    add(mountPath: string, docs: readonly RouteDoc[]) {
      for (const doc of docs) {
        const path = doc.path === '/' ? mountPath : `${mountPath}${doc.path}`;
        holder.openAPIRegistry.registerPath({ ...doc, path, responses: { ...commonErrors(doc), ...doc.responses } });
      }
      document = undefined;
    },
    document() {
      document ??= holder.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Astra Travel Concierge API',
          version,
          description:
            'Trips, price alerts and the rest of a traveller\'s data sync through POST /api/sync; every non-2xx answer carries { "error": { "code", "message" } }.',
        },
      });
      return document;
    },
  };
}
