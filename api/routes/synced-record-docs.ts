// The OpenAPI operations of the REST routes over one synced entity (synced-records.ts), written once
// like the routes themselves; a resource passes its own schemas and words.
import { z, type ZodType } from 'zod';
import { deviceKeySecurity, errorResponses, jsonContent, jsonResponse, type RouteDoc } from '../openapi';

type SyncedRecordDocOptions = {
  tag: string;
  /** How a traveller names one ("trip", "price alert"); error codes are built from it. */
  label: string;
  /** The fields a traveller writes, as the record carries them. */
  fields: ZodType;
  create: ZodType;
  /** What the create body accepts beyond the fields, in words. */
  createNote?: string;
  patch: ZodType;
  listQuery?: z.ZodObject;
};

/** What the server adds to every synced record it returns. */
const recordMetaSchema = z.looseObject({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});

export function syncedRecordRouteDocs({ tag, label, fields, create, createNote, patch, listQuery }: SyncedRecordDocOptions): RouteDoc[] {
  const code = label.replace(/\s+/g, '-');
  const record = z.intersection(fields, recordMetaSchema);
  const idParams = z.object({ id: z.string() });
  const notFound = `${code}-not-found: no live ${label} with this id for this device`;
  return [
    {
      method: 'get',
      path: '/',
      tags: [tag],
      summary: `This device's ${label}s`,
      security: deviceKeySecurity,
      ...(listQuery ? { request: { query: listQuery } } : {}),
      responses: {
        200: jsonResponse(`Every live ${label}, oldest first`, z.array(record)),
        ...errorResponses({ 400: 'invalid-input: a query parameter is malformed' }),
      },
    },
    {
      method: 'post',
      path: '/',
      tags: [tag],
      summary: `Create a ${label} (optionally with a client-made id)`,
      security: deviceKeySecurity,
      request: {
        headers: idempotencyHeaders,
        body: { required: true, ...(createNote ? { description: createNote } : {}), content: jsonContent(create) },
      },
      responses: {
        201: jsonResponse(`The new ${label}`, record),
        200: jsonResponse(`The same create sent again (the same id, or the same Idempotency-Key): the ${label} as it is`, record),
        ...errorResponses({
          400: `invalid-input: a field is missing or malformed; invalid-idempotency-key`,
          403: `quota-exceeded: the traveller has as many ${label}s as the server keeps`,
          409: `${code}-exists or ${code}-deleted: the id belongs to another or a deleted ${label}`,
        }),
      },
    },
    {
      method: 'patch',
      path: '/{id}',
      tags: [tag],
      summary: `Change some fields of a ${label}`,
      security: deviceKeySecurity,
      request: { params: idParams, body: { required: true, content: jsonContent(patch) } },
      responses: {
        200: jsonResponse(`The ${label} as changed`, record),
        ...errorResponses({ 400: 'invalid-input: a field is malformed, or the result would be invalid', 404: notFound }),
      },
    },
    {
      method: 'delete',
      path: '/{id}',
      tags: [tag],
      summary: `Delete a ${label} (devices pull it as a tombstone)`,
      security: deviceKeySecurity,
      request: { params: idParams },
      responses: { 204: { description: 'Deleted' }, ...errorResponses({ 404: notFound }) },
    },
  ];
}

/** Without an id in the body, the same Idempotency-Key within a day meets the record the first request made. */
export const idempotencyHeaders = z.object({
  'Idempotency-Key': z
    .string()
    .optional()
    .describe('Up to 200 visible ASCII characters; a create without an id sent again with the same key makes no second record'),
});
