// The wallet's files (docs/decisions/017-travel-wallet.md), kept in the database so every API process
// serves them: one row per distinct SHA-256 however often it is uploaded.
// - GET  /api/files/{hash}/upload: what the server has of this traveller's upload (received bytes,
//   or complete when the traveller holds the file already, so a device never sends it twice);
// - PUT  /api/files/{hash}/upload?offset=&size=: the next chunk, at exactly the offset the server has;
//   the first chunk's bytes say the file's type, and the last one's arrival checks the whole hash;
// - GET  /api/files/{hash}: the bytes, only for a traveller that can read a document naming the file
//   (its own, or a non-private one of a shared trip it is on), as an attachment a browser never runs.
// A traveller holds a file once it sent every byte (knowing a hash is not enough to read one).
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import {
  fileExtensionOf,
  fileHashPattern,
  fileMessages,
  maxFileBytes,
  sniffFileType,
  travellerQuotaBytes,
  uploadChunkBytes,
  type FileType,
} from '../../src/domain/document-files';
import { tripScopeOf } from '../../src/domain/trip-sharing';
import type { Storage } from '../db/index';
import type { Database } from '../db/schema';
import { requireDevice, type DeviceEnv } from '../device';
import { ApiError } from '../errors';
import { deviceKeySecurity, errorResponses, jsonResponse, type RouteDoc } from '../openapi';
import { membershipsOf } from '../sync/scopes';

/** Where the routes are mounted; api/app.ts gives chunk uploads under it their own body limit. */
export const filesMount = '/api/files';

/** A file held but named by no live document still counts this long (its document may not have synced yet). */
const unreferencedGraceMs = 24 * 3600_000;

export const uploadStateSchema = z.object({
  hash: z.string(),
  size: z.number().int().nullable().describe('The file size the upload declared; null before its first chunk'),
  received: z.number().int().describe('Bytes the server has, from the start: send the rest from this offset'),
  complete: z.boolean().describe('The server holds the whole file for this traveller: nothing more to send'),
});
export type UploadState = z.infer<typeof uploadStateSchema>;

const notFound = () => new ApiError(404, 'file-not-found', 'There is no file here that you can open.');

function checkedHash(hash: string): string {
  if (!fileHashPattern.test(hash))
    throw new ApiError(400, 'invalid-input', 'The file is named by its SHA-256: 64 hex digits in lower case.');
  return hash;
}

function integerParam(value: string | undefined, name: string): number {
  const number = value !== undefined && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number)) throw new ApiError(400, 'invalid-input', `${name} must be a whole number of bytes.`);
  return number;
}

/** The scopes a traveller reads: its own and each shared trip's it is a live member of. */
async function readableScopes(db: Kysely<Database>, travellerId: string): Promise<string[]> {
  return [travellerId, ...(await membershipsOf(db, travellerId)).map((membership) => membership.scope)];
}

/** Bytes of distinct files the traveller holds and still uses (or added lately), beside any upload of another file in progress. */
async function quotaUsed(db: Kysely<Database>, travellerId: string, exceptHash: string): Promise<number> {
  const scopes = await readableScopes(db, travellerId);
  const cutoff = new Date(Date.now() - unreferencedGraceMs).toISOString();
  const held = await db
    .selectFrom('file_holders as h')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('h.size'), sql<number>`0`).as('bytes'))
    .where('h.traveller_id', '=', travellerId)
    .where('h.hash', '!=', exceptHash)
    .where((eb) =>
      eb.or([
        eb('h.created_at', '>', cutoff),
        eb.exists(
          eb
            .selectFrom('documents as d')
            .select('d.id')
            .whereRef('d.file_hash', '=', 'h.hash')
            .where('d.deleted_at', 'is', null)
            .where('d.owner_id', 'in', scopes),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  const uploading = await db
    .selectFrom('file_uploads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), sql<number>`0`).as('bytes'))
    .where('traveller_id', '=', travellerId)
    .where('hash', '!=', exceptHash)
    .executeTakeFirstOrThrow();
  return Number(held.bytes) + Number(uploading.bytes);
}

async function holds(db: Kysely<Database>, travellerId: string, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('file_holders')
    .select('hash')
    .where('traveller_id', '=', travellerId)
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row !== undefined;
}

async function uploadState(db: Kysely<Database>, travellerId: string, hash: string): Promise<UploadState> {
  const held = await db
    .selectFrom('file_holders')
    .select('size')
    .where('traveller_id', '=', travellerId)
    .where('hash', '=', hash)
    .executeTakeFirst();
  if (held) return { hash, size: Number(held.size), received: Number(held.size), complete: true };
  const upload = await db
    .selectFrom('file_uploads')
    .select(['size', 'received'])
    .where('traveller_id', '=', travellerId)
    .where('hash', '=', hash)
    .executeTakeFirst();
  return { hash, size: upload ? Number(upload.size) : null, received: upload ? Number(upload.received) : 0, complete: false };
}

type ChunkOutcome = { state: UploadState } | { mismatch: true };

/** Stores one chunk at its offset, and on the last one checks the whole file and keeps it once. */
async function storeChunk(
  storage: Storage,
  travellerId: string,
  hash: string,
  offset: number,
  size: number,
  chunk: Uint8Array,
): Promise<ChunkOutcome> {
  return storage.db.transaction().execute(async (trx): Promise<ChunkOutcome> => {
    const at = new Date().toISOString();
    if (offset === 0) {
      const type = sniffFileType(chunk);
      if (!type) throw new ApiError(415, 'unsupported-file-type', fileMessages.wrongType);
      if ((await quotaUsed(trx, travellerId, hash)) + size > travellerQuotaBytes) {
        throw new ApiError(403, 'quota-exceeded', fileMessages.quota);
      }
      await trx
        .insertInto('file_uploads')
        .values({ traveller_id: travellerId, hash, size, type, received: 0, created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.columns(['traveller_id', 'hash']).doNothing())
        .execute();
    }
    const query = trx
      .selectFrom('file_uploads')
      .select(['size', 'type', 'received'])
      .where('traveller_id', '=', travellerId)
      .where('hash', '=', hash);
    // Two requests for one upload (a retry racing the original) take turns on the row.
    const upload = await (storage.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    const received = upload ? Number(upload.received) : 0;
    if (!upload || offset !== received) {
      throw new ApiError(409, 'offset-mismatch', `The server has ${received} bytes of this file: send the rest from offset ${received}.`);
    }
    if (Number(upload.size) !== size) {
      throw new ApiError(409, 'size-mismatch', `This upload was started for a file of ${Number(upload.size)} bytes, not ${size}.`);
    }
    await trx.insertInto('file_upload_chunks').values({ traveller_id: travellerId, hash, offset, content: chunk }).execute();
    const now = received + chunk.length;
    await trx
      .updateTable('file_uploads')
      .set({ received: now, updated_at: at })
      .where('traveller_id', '=', travellerId)
      .where('hash', '=', hash)
      .execute();
    if (now < size) return { state: { hash, size, received: now, complete: false } };

    const chunks = await trx
      .selectFrom('file_upload_chunks')
      .select(['offset', 'content'])
      .where('traveller_id', '=', travellerId)
      .where('hash', '=', hash)
      .orderBy('offset')
      .execute();
    const content = Buffer.concat(chunks.map((row) => Buffer.from(row.content)));
    const dropUpload = async () => {
      await trx.deleteFrom('file_upload_chunks').where('traveller_id', '=', travellerId).where('hash', '=', hash).execute();
      await trx.deleteFrom('file_uploads').where('traveller_id', '=', travellerId).where('hash', '=', hash).execute();
    };
    await dropUpload();
    if (createHash('sha256').update(content).digest('hex') !== hash) return { mismatch: true };
    await trx
      .insertInto('files')
      .values({ hash, size, type: upload.type, content, created_at: at })
      .onConflict((conflict) => conflict.column('hash').doNothing())
      .execute();
    await trx
      .insertInto('file_holders')
      .values({ traveller_id: travellerId, hash, size, created_at: at })
      .onConflict((conflict) => conflict.columns(['traveller_id', 'hash']).doNothing())
      .execute();
    return { state: { hash, size, received: size, complete: true } };
  });
}

/**
 * Whether the traveller may read the file: a live document names it in a scope the traveller reads
 * (a private one only in its own scope), and someone who may write there sent the file's bytes.
 */
async function mayRead(db: Kysely<Database>, travellerId: string, hash: string): Promise<boolean> {
  const scopes = await readableScopes(db, travellerId);
  const documents = await db
    .selectFrom('documents')
    .select(['owner_id', 'trip_id', 'private'])
    .where('file_hash', '=', hash)
    .where('deleted_at', 'is', null)
    .where('owner_id', 'in', scopes)
    .execute();
  const holders = new Set(
    (await db.selectFrom('file_holders').select('traveller_id').where('hash', '=', hash).execute()).map((row) => row.traveller_id),
  );
  for (const document of documents) {
    if (document.owner_id === travellerId) {
      if (holders.has(travellerId)) return true;
      continue;
    }
    if (Number(document.private) === 1 || document.owner_id !== tripScopeOf(document.trip_id)) continue;
    const members = await db
      .selectFrom('trip_members')
      .select('traveller_id')
      .where('owner_id', '=', document.owner_id)
      .where('deleted_at', 'is', null)
      .execute();
    if (members.some((member) => holders.has(member.traveller_id))) return true;
  }
  return false;
}

export function fileRoutes({ storage }: { storage: Storage }) {
  return new Hono<DeviceEnv>()
    .use('*', requireDevice)
    .get('/:hash/upload', async (c) => c.json(await uploadState(storage.db, c.get('ownerId'), checkedHash(c.req.param('hash')))))
    .put('/:hash/upload', async (c) => {
      const travellerId = c.get('ownerId');
      const hash = checkedHash(c.req.param('hash'));
      const offset = integerParam(c.req.query('offset'), 'offset');
      const size = integerParam(c.req.query('size'), 'size');
      if (size > maxFileBytes) throw new ApiError(413, 'file-too-large', fileMessages.tooLarge);
      if (size === 0) throw new ApiError(400, 'invalid-input', 'The file is empty.');
      // A retry of a finished upload (its answer was lost) is answered, not stored again.
      if (await holds(storage.db, travellerId, hash)) return c.json(await uploadState(storage.db, travellerId, hash));
      const chunk = new Uint8Array(await c.req.arrayBuffer());
      if (chunk.length === 0) throw new ApiError(400, 'invalid-input', 'The chunk is empty: send the bytes from the offset in the body.');
      if (chunk.length > uploadChunkBytes) {
        throw new ApiError(413, 'chunk-too-large', `Send the file in chunks of at most ${uploadChunkBytes / 1024} KB.`);
      }
      if (offset + chunk.length > size) throw new ApiError(400, 'invalid-input', 'This chunk goes past the end of the file.');
      const outcome = await storeChunk(storage, travellerId, hash, offset, size, chunk);
      if ('mismatch' in outcome) {
        throw new ApiError(
          422,
          'hash-mismatch',
          "The bytes sent do not match the file's SHA-256, so nothing was kept. Send the file again.",
        );
      }
      return c.json(outcome.state);
    })
    .get('/:hash', async (c) => {
      const travellerId = c.get('ownerId');
      const hash = checkedHash(c.req.param('hash'));
      if (!(await mayRead(storage.db, travellerId, hash))) throw notFound();
      const file = await storage.db.selectFrom('files').select(['type', 'content']).where('hash', '=', hash).executeTakeFirst();
      if (!file) throw notFound();
      const type = file.type as FileType;
      return c.body(new Uint8Array(file.content), 200, {
        'Content-Type': type,
        'Content-Disposition': `attachment; filename="${hash.slice(0, 16)}.${fileExtensionOf[type] ?? 'bin'}"`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        // Its name is its content: it never changes, but it is the traveller's own.
        'Cache-Control': 'private, max-age=31536000, immutable',
      });
    });
}

const hashParams = z.object({ hash: z.string().describe("The file's SHA-256, 64 hex digits") });

export const fileRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/{hash}/upload',
    tags: ['files'],
    summary: "What the server has of this traveller's upload of a file",
    security: deviceKeySecurity,
    request: { params: hashParams },
    responses: {
      200: jsonResponse('The bytes received so far, or complete when the traveller holds the file already', uploadStateSchema),
      ...errorResponses({ 400: 'invalid-input: not a SHA-256' }),
    },
  },
  {
    method: 'put',
    path: '/{hash}/upload',
    tags: ['files'],
    summary: 'Sends the next chunk of a file (at most 1 MB), at the offset the server has',
    security: deviceKeySecurity,
    request: {
      params: hashParams,
      query: z.object({
        offset: z.string().describe('Where this chunk starts: the received count the server answered'),
        size: z.string().describe('The whole file size in bytes (at most 15 MB)'),
      }),
      body: { content: { 'application/octet-stream': { schema: z.string().describe('The chunk bytes') } } },
    },
    responses: {
      200: jsonResponse('The upload after this chunk; complete once the last one arrived and the hash matched', uploadStateSchema),
      ...errorResponses({
        400: 'invalid-input: a bad hash, offset, size or an empty chunk',
        403: 'quota-exceeded: the traveller has no room left for this file',
        409: 'offset-mismatch (ask GET …/upload for the offset) or size-mismatch',
        413: 'file-too-large (over 15 MB) or chunk-too-large',
        415: 'unsupported-file-type: the bytes are not a JPEG, PNG, WebP or PDF',
        422: 'hash-mismatch: the bytes do not hash to the name; nothing was kept',
      }),
    },
  },
  {
    method: 'get',
    path: '/{hash}',
    tags: ['files'],
    summary: 'Downloads a file a document the traveller can read names',
    security: deviceKeySecurity,
    request: { params: hashParams },
    responses: {
      200: { description: 'The file, as an attachment that never runs', content: { 'application/octet-stream': { schema: z.string() } } },
      ...errorResponses({ 404: 'file-not-found: no document you can read names this file' }),
    },
  },
];
