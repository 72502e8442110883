// GET /api/openapi.json against the routes the real app serves: nothing served is left out, nothing
// documented is missing, and the document is OpenAPI 3.1 in shape, built from the wire schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncEntities, syncLimits } from '../src/domain/sync-protocol';
import { createApp } from './app';
import { sharedCityIndex } from './cities/city-index';
import { openTestStorage, type TestStorage } from '../tests/setup/storage';

type Json = Record<string, unknown>;
type Operation = { responses?: Record<string, Json>; requestBody?: Json; parameters?: Array<{ name: string; in: string }> };
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; securitySchemes?: Record<string, Json> };
};

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let testStorage: TestStorage;
let app: ReturnType<typeof createApp>;
let document: Document;

beforeAll(async () => {
  testStorage = await openTestStorage('sqlite');
  // With the city index, so every sub-app the server can mount is mounted.
  app = createApp({ storage: testStorage.storage, version: 'test', cities: sharedCityIndex() });
  const response = await app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  document = (await response.json()) as Document;
});

afterAll(async () => {
  await testStorage.cleanup();
});

/** Every operation the app serves under /api, as "METHOD /path/{param}". Middleware shows up as ALL. */
function servedOperations(): string[] {
  const served = app.routes
    .filter((route) => route.method !== 'ALL' && (route.path === '/api' || route.path.startsWith('/api/')))
    .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
  return [...new Set(served)].sort();
}

function documentedOperations(): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => methods.includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, operation })),
  );

function resolve(value: unknown): Json {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value as Json;
  const name = ref.replace('#/components/schemas/', '');
  const schema = document.components.schemas[name];
  if (!schema) throw new Error(`${ref} points at no schema`);
  return schema;
}

describe('the OpenAPI document', () => {
  it('documents every route the app serves under /api, and no route it does not serve', () => {
    const served = servedOperations();
    // The sub-apps the issue names are all there (so the walk itself found them).
    for (const expected of ['POST /api/sync', 'GET /api/trips', 'PATCH /api/alerts/{id}', 'GET /api/cities/{slug}', 'POST /api/chat']) {
      expect(served).toContain(expected);
    }
    expect(served.filter((operation) => !documentedOperations().includes(operation))).toEqual([]);
    expect(documentedOperations().filter((operation) => !served.includes(operation))).toEqual([]);
  });

  it('is OpenAPI 3.1 in shape: version, info, paths, and responses with descriptions on every operation', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toEqual(expect.objectContaining({ title: expect.any(String), version: 'test' }));
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api'))).toBe(true);
    for (const { name, path, operation } of operations()) {
      const responses = Object.entries(operation.responses ?? {});
      expect(responses.length, name).toBeGreaterThan(0);
      for (const [status, response] of responses) {
        expect(status, name).toMatch(/^[1-5]\d\d$/);
        expect(typeof response.description, `${name} ${status}`).toBe('string');
      }
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect(declared.sort(), name).toEqual(pathParams.sort());
    }
  });

  it('documents the error envelope on every error response', () => {
    const envelope = resolve({ $ref: '#/components/schemas/ErrorEnvelope' });
    expect(envelope).toMatchObject({ type: 'object', required: ['error'] });
    expect(resolve((envelope.properties as Json).error)).toMatchObject({ required: ['code', 'message'] });
    const errors = operations().flatMap(({ name, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => Number(status) >= 400)
        .map(([status, response]) => ({ at: `${name} ${status}`, response })),
    );
    expect(errors.length).toBeGreaterThan(20);
    for (const { at, response } of errors) {
      expect((response as { content?: Record<string, { schema?: unknown }> }).content?.['application/json']?.schema, at).toEqual({
        $ref: '#/components/schemas/ErrorEnvelope',
      });
    }
  });

  it('describes every JSON answer of a route with a schema: no 2xx answer is a loose object described only in words', () => {
    /** A schema that says nothing of its fields: no properties, no items, no union, no value. */
    const isUndescribed = (value: unknown): boolean => {
      const schema = resolve(value);
      const described = ['items', 'oneOf', 'anyOf', 'allOf', 'enum', 'const'].some((key) => key in schema);
      const fields = Object.keys((schema.properties as Json | undefined) ?? {});
      return !described && (schema.type === undefined || schema.type === 'object') && fields.length === 0;
    };
    const answers = operations().flatMap(({ name, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .flatMap(([status, response]) => {
          const schema = (response as { content?: Record<string, { schema?: unknown }> }).content?.['application/json']?.schema;
          return schema ? [{ at: `${name} ${status}`, schema }] : [];
        }),
    );
    const undescribed = answers.filter(({ schema }) => isUndescribed(schema)).map(({ at }) => at);
    // The document itself is OpenAPI's shape, not ours: the one answer left as an object. It shows
    // the check finds a loose object when there is one.
    expect(undescribed).toEqual(['GET /api/openapi.json 200']);
    expect(answers.map(({ at }) => at)).toEqual(
      expect.arrayContaining([
        'GET /api/health 200',
        'GET /api/cities/search 200',
        'GET /api/cities/{slug} 200',
        'GET /api/partners/{brand}/url 200',
        'POST /api/chat 200',
      ]),
    );
  });

  it('describes the answers of health, cities, partners and chat with their schemas, field by field', () => {
    const answer = (path: string, method = 'get') =>
      resolve(
        (document.paths[path]?.[method]?.responses?.['200'] as { content: Record<string, { schema: unknown }> }).content['application/json']
          ?.schema,
      );
    expect(answer('/api/health').required).toEqual(['status', 'version', 'database', 'time']);
    const search = answer('/api/cities/search');
    expect(resolve((search.properties as Record<string, Json>).results!.items).required).toEqual([
      'name',
      'country',
      'country_code',
      'slug',
    ]);
    expect(answer('/api/cities/{slug}').required).toEqual(
      expect.arrayContaining(['slug', 'timezone', 'quick_facts', 'airports', 'curated']),
    );
    expect(answer('/api/partners/{brand}/url').required).toEqual(['url', 'name', 'supports_iframe']);
    const chat = answer('/api/chat', 'post');
    expect(chat.required).toEqual(expect.arrayContaining(['response', 'intent', 'links', 'cards', 'actions', 'session_id', 'source']));
    const cards = (chat.properties as Record<string, Json>).cards!;
    expect(resolve(cards.items).oneOf).toHaveLength(3);
  });

  it('describes POST /api/sync with the wire schemas: the request with its ops, and the response with its acks and changes', () => {
    const sync = document.paths['/api/sync']?.post;
    const body = sync?.requestBody as { required: boolean; content: Record<string, { schema: unknown }> };
    expect(body.required).toBe(true);
    expect(body.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/SyncRequest' });
    const request = resolve(body.content['application/json']?.schema);
    expect(request.required).toEqual(['client_id', 'cursor', 'ops']);
    const ops = (request.properties as Record<string, Json>).ops!;
    expect(ops).toMatchObject({ type: 'array', maxItems: syncLimits.maxOpsPerPush, items: { $ref: '#/components/schemas/SyncOp' } });
    const op = resolve(ops.items);
    expect(op.required).toEqual(['op_id', 'seq', 'entity', 'record_id', 'kind']);
    expect((op.properties as Record<string, Json>).entity).toMatchObject({ enum: [...syncEntities] });

    const ok = sync?.responses?.['200'] as { content: Record<string, { schema: unknown }> };
    const response = resolve(ok.content['application/json']?.schema);
    expect(response.required).toEqual(['acks', 'changes', 'cursor', 'has_more']);
    expect((response.properties as Record<string, Json>).acks).toMatchObject({ items: { $ref: '#/components/schemas/SyncAck' } });
    expect(sync).toMatchObject({ security: [{ deviceKey: [] }] });
    expect(document.components.securitySchemes?.deviceKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-Device-Key' });
  });

  it('describes the REST bodies with the schemas the routes check them with', () => {
    const tripCreate = resolve(
      (document.paths['/api/trips']?.post?.requestBody as { content: Record<string, { schema: unknown }> }).content['application/json']
        ?.schema,
    );
    expect(tripCreate.required).toEqual(['title', 'start_date', 'end_date']);
    const chat = resolve(
      (document.paths['/api/chat']?.post?.requestBody as { content: Record<string, { schema: unknown }> }).content['application/json']
        ?.schema,
    );
    expect(chat.required).toEqual(['message', 'session_id']);
    const search = document.paths['/api/cities/search']?.get?.parameters ?? [];
    expect(search.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['query:q', 'query:limit']);
  });
});
