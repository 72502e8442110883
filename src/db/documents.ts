// Writing wallet documents (the Dexie `documents` table) and keeping their files' bytes on the
// device (`documentFiles`, by SHA-256): the one place a document is added, changed or deleted. A
// document syncs through the outbox like any record; its file uploads in the background
// (src/db/document-files.ts). Adding one stores the bytes, the record and its op in one transaction.
import { db, type AstraDatabase, type DocumentFileRow, type DocumentRow } from './database';
import { describeStorageError, syncedRecordWrites } from './local-changes';
import { droppedFiles, droppedFilesKey, droppedHashes, sha256Of } from './dropped-files';
import { describeIssues } from '../domain/error-envelope';
import { documentFieldsSchema, type DocumentFields, type DocumentPatch } from '../domain/document-schema';
import { fileMessages, maxFileBytes, sniffFileType, type FileType } from '../domain/document-files';

/** A document or file the wallet refuses before anything is written. */
export class DocumentError extends Error {
  constructor(
    readonly code: 'file-too-large' | 'unsupported-file-type' | 'invalid-document' | 'not-uploaded' | 'trip-not-found',
    message: string,
  ) {
    super(message);
    this.name = 'DocumentError';
  }
}

/** A document in the traveller's words: its title. */
export const documentLabel = (document: Pick<DocumentFields, 'title'>) => document.title;

const writes = syncedRecordWrites<DocumentFields, Pick<DocumentFields, 'title'>>('document', documentLabel);

export { droppedFiles, droppedFilesKey, sha256Of };

export type CheckedFile = { hash: string; size: number; type: FileType; blob: Blob };

/** Reads a file the traveller picked: its size and its type by its bytes (never its name), then its SHA-256. */
export async function checkFile(file: Blob): Promise<CheckedFile> {
  if (file.size > maxFileBytes) throw new DocumentError('file-too-large', fileMessages.tooLarge);
  const bytes = await file.arrayBuffer();
  const type = sniffFileType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)));
  if (!type) throw new DocumentError('unsupported-file-type', fileMessages.wrongType);
  return { hash: await sha256Of(bytes), size: bytes.byteLength, type, blob: new Blob([bytes], { type }) };
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof DocumentError ? error : describeStorageError(error);
  }
}

export type NewDocument = Pick<DocumentFields, 'title' | 'kind' | 'trip_id' | 'item_id' | 'private'>;

/** Adds a document with its file: the bytes (once per hash), the record and its op, in one transaction. */
export async function addDocument(fields: NewDocument, file: CheckedFile, database: AstraDatabase = db): Promise<string> {
  const parsed = documentFieldsSchema.safeParse({ ...fields, file_hash: file.hash, file_size: file.size, file_type: file.type });
  if (!parsed.success) throw new DocumentError('invalid-document', describeIssues(parsed.error.issues));
  return guarded(() =>
    database.transaction(
      'rw',
      [database.trips, database.documents, database.documentFiles, database.outbox, database.serverCopies, database.meta],
      async () => {
        if (!(await database.trips.get(fields.trip_id)))
          throw new DocumentError('trip-not-found', 'This trip is no longer on this device.');
        if (!(await database.documentFiles.get(file.hash))) {
          const row: DocumentFileRow = {
            hash: file.hash,
            blob: file.blob,
            size: file.size,
            type: file.type,
            uploaded: 0,
            attempts: 0,
            next_try_at: 0,
            stored_at: new Date().toISOString(),
          };
          await database.documentFiles.put(row);
        }
        await forgetDropped(database, file.hash);
        return writes.create(parsed.data, { database });
      },
    ),
  );
}

/** Changes a document's title, kind or item; its trip, file and privacy stay as made. */
export function updateDocument(document: DocumentRow, patch: DocumentPatch, database: AstraDatabase = db): Promise<void> {
  return guarded(() => writes.update(document, patch, database));
}

/** Deletes a document, and its file's bytes here when no other document on this device shows them and they reached the server. */
export async function deleteDocument(document: DocumentRow, database: AstraDatabase = db): Promise<void> {
  return guarded(() =>
    database.transaction('rw', [database.documents, database.documentFiles, database.outbox, database.serverCopies], async () => {
      await writes.remove(document, database);
      await dropUnusedFile(database, document.file_hash);
    }),
  );
}

/** Deletes the documents of a trip (in the caller's transaction, which must hold documents, documentFiles, outbox and serverCopies). */
export async function deleteDocumentsOfTrip(tripId: string, database: AstraDatabase = db): Promise<void> {
  const documents = await database.documents.where('trip_id').equals(tripId).toArray();
  for (const document of documents) {
    await writes.remove(document, database);
    await dropUnusedFile(database, document.file_hash);
  }
}

async function dropUnusedFile(database: AstraDatabase, hash: string): Promise<void> {
  const file = await database.documentFiles.get(hash);
  // Bytes that never reached the server stay: a document made elsewhere may still name them.
  if (!file || file.uploaded !== 1) return;
  if ((await database.documents.where('file_hash').equals(hash).count()) === 0) await database.documentFiles.delete(hash);
}

async function forgetDropped(database: AstraDatabase, hash: string): Promise<void> {
  const dropped = await droppedHashes(database);
  if (dropped.includes(hash)) await database.meta.put({ key: droppedFilesKey, value: dropped.filter((each) => each !== hash) });
}

/** Removes the file's bytes from this device (the server keeps them; opening the document online fetches them again). */
export async function removeOfflineCopy(hash: string, database: AstraDatabase = db): Promise<void> {
  return guarded(() =>
    database.transaction('rw', [database.documentFiles, database.meta], async () => {
      const file = await database.documentFiles.get(hash);
      if (file && file.uploaded !== 1) {
        throw new DocumentError('not-uploaded', "This document hasn't reached the server yet, so this is its only copy. Go online first.");
      }
      await database.documentFiles.delete(hash);
      const dropped = await droppedHashes(database);
      if (!dropped.includes(hash)) await database.meta.put({ key: droppedFilesKey, value: [...dropped, hash] });
    }),
  );
}
