// A trip's wallet on the device: its documents and the state of their files here (kept, waiting to
// upload, refused, or only on the server), as live queries, so a document shows at once, offline
// too; the writes of src/db/documents.ts; and fetching a file on demand.
import { useLiveQuery } from '../../db/live-query';
import { db, type DocumentFileRow, type DocumentRow, type ItineraryItemRow, type TripRow } from '../../db/database';
import { describeStorageError, pendingRecordIds, type LocalSaveError } from '../../db/local-changes';
import { readTripAccess, type TripAccess } from '../../db/trip-access';
import { documentFileTransfers } from '../../db/sync';

export {
  addDocument,
  checkFile,
  deleteDocument,
  DocumentError,
  removeOfflineCopy,
  updateDocument,
  type CheckedFile,
  type NewDocument,
} from '../../db/documents';
export type { DocumentFileRow, DocumentRow, ItineraryItemRow, TripRow, TripAccess };

export type WalletDocument = DocumentRow & {
  /** The file's bytes on this device; undefined when only the server has them. */
  file?: DocumentFileRow;
  isPending: boolean;
};

export type WalletQuery = {
  trip?: TripRow;
  documents: WalletDocument[];
  items: ItineraryItemRow[];
  access?: TripAccess;
  /** Bytes this trip's documents take on this device, and all wallet files together. */
  tripBytes: number;
  allBytes: number;
  error?: LocalSaveError;
};

/** The trip, its documents (newest first) and what they take here. Undefined while loading. */
export function useWallet(tripId: string): WalletQuery | undefined {
  return useLiveQuery(async (): Promise<WalletQuery> => {
    try {
      const [trip, documents, items, pendingIds, access, files] = await Promise.all([
        db.trips.get(tripId),
        db.documents.where('trip_id').equals(tripId).toArray(),
        db.itineraryItems.where('trip_id').equals(tripId).toArray(),
        pendingRecordIds(db, 'document'),
        readTripAccess(db, [tripId]),
        db.documentFiles.toArray(),
      ]);
      const byHash = new Map(files.map((file) => [file.hash, file]));
      const tripHashes = new Set(documents.map((document) => document.file_hash));
      return {
        ...(trip ? { trip } : {}),
        documents: documents
          .sort((a, b) => b.id.localeCompare(a.id))
          .map((document) => ({ ...document, file: byHash.get(document.file_hash), isPending: pendingIds.has(document.id) })),
        items,
        access: access.get(tripId)!,
        tripBytes: files.filter((file) => tripHashes.has(file.hash)).reduce((sum, file) => sum + file.size, 0),
        allBytes: files.reduce((sum, file) => sum + file.size, 0),
      };
    } catch (error) {
      return { documents: [], items: [], tripBytes: 0, allBytes: 0, error: describeStorageError(error) };
    }
  }, [tripId]);
}

/** Fetches a document's file from the server now (its offline copy was removed, or it has not arrived yet). */
export function fetchDocumentFile(hash: string): Promise<DocumentFileRow> {
  return documentFileTransfers.fetchNow(hash);
}
