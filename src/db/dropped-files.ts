// The wallet's file bookkeeping that the background file transfers need (src/db/document-files.ts):
// the SHA-256 that names a file, and the files whose offline copy the traveller removed. Apart from
// src/db/documents.ts so the sync engine starts without zod and the document schemas.
import { db, type AstraDatabase } from './database';

/** The meta key of the hashes whose offline copy the traveller removed (not fetched again by itself). */
export const droppedFilesKey = 'wallet_dropped_files';

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function sha256Of(bytes: ArrayBuffer): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', bytes));
}

export async function droppedHashes(database: AstraDatabase): Promise<string[]> {
  const row = await database.meta.get(droppedFilesKey);
  return Array.isArray(row?.value) ? (row.value as string[]) : [];
}

/** The hashes whose offline copy the traveller removed: fetched again only when a document is opened. */
export async function droppedFiles(database: AstraDatabase = db): Promise<ReadonlySet<string>> {
  return new Set(await droppedHashes(database));
}
