// Moving wallet files between this device and the server, beside the sync engine (which carries the
// document records): files added here upload in the background once online, in 1 MB chunks from
// what the server already has (so a cut-off upload resumes and a file the server holds for this
// traveller is never sent again), retried with backoff; a refusal (too large, wrong type, quota) is
// kept on the file and shown in the wallet. Files of documents pulled from the server (a companion's
// on a shared trip, or this traveller's from another device) are fetched so they open offline,
// except those whose offline copy the traveller removed.
import { db, type AstraDatabase, type DocumentFileRow } from './database';
import { droppedFiles, sha256Of } from './dropped-files';
import { backoffDelay, SyncRequestError } from './sync-retry';
import { deviceRegistrar, deviceUnknownCode, type DeviceRegistrar } from './device-registration';
import { deviceKeyHeader } from '../domain/sync-protocol';
import { sniffFileType, uploadChunkBytes } from '../domain/document-files';

export type FileTransferOptions = {
  deviceKey: () => Promise<string>;
  database?: AstraDatabase;
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** Registers the device key before the first transfer (src/db/device-registration.ts); one of its own when absent. */
  registrar?: DeviceRegistrar;
};

/** What one pass did: requests made, bytes of file content sent and received. */
export type TransferReport = {
  requests: number;
  bytesSent: number;
  bytesReceived: number;
  uploaded: number;
  fetched: number;
  failed: number;
};

type UploadState = { received: number; complete: boolean };

const uploadsAtOnce = 2;

class TransferFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  /** A refusal that sending again cannot change. */
  get isFinal() {
    return [403, 413, 415].includes(this.status);
  }
}

async function failureOf(response: Response): Promise<TransferFailure> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    return new TransferFailure(
      response.status,
      body.error?.code ?? 'http-error',
      body.error?.message ?? `The server answered ${response.status}.`,
    );
  } catch {
    return new TransferFailure(response.status, 'http-error', `The server answered ${response.status}.`);
  }
}

export function fileTransfers(options: FileTransferOptions) {
  const database = options.database ?? db;
  const baseUrl = options.baseUrl ?? '';
  const now = options.now ?? Date.now;
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const registrar = options.registrar ?? deviceRegistrar({ baseUrl, deviceKey: options.deviceKey, fetch: send });
  let report: TransferReport;

  async function request(path: string, init: RequestInit = {}, again = true): Promise<Response> {
    try {
      await registrar.ensure();
    } catch (error) {
      throw error instanceof SyncRequestError
        ? new TransferFailure(error.status, error.code, error.message)
        : new TransferFailure(0, 'network-error', 'No connection to the server.');
    }
    report.requests++;
    let response: Response;
    try {
      response = await send(`${baseUrl}/api/files/${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), [deviceKeyHeader]: await options.deviceKey() },
      });
    } catch {
      throw new TransferFailure(0, 'network-error', 'No connection to the server.');
    }
    if (!response.ok) {
      const failure = await failureOf(response);
      // The server forgot the key (its data was reset): register again and ask once more.
      if (again && failure.code === deviceUnknownCode) {
        await registrar.renew().catch(() => undefined);
        return request(path, init, false);
      }
      throw failure;
    }
    return response;
  }

  async function stateOf(hash: string): Promise<UploadState> {
    return (await (await request(`${hash}/upload`)).json()) as UploadState;
  }

  async function upload(file: DocumentFileRow): Promise<void> {
    let state = await stateOf(file.hash);
    let offset = state.complete ? file.size : state.received;
    while (offset < file.size) {
      const chunk = file.blob.slice(offset, offset + uploadChunkBytes);
      try {
        const response = await request(`${file.hash}/upload?offset=${offset}&size=${file.size}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/octet-stream' },
          body: chunk,
        });
        report.bytesSent += chunk.size;
        state = (await response.json()) as UploadState;
        offset = state.complete ? file.size : state.received;
      } catch (error) {
        // Another tab or device of this traveller sent a part meanwhile: carry on from what the server has.
        if (!(error instanceof TransferFailure) || error.code !== 'offset-mismatch') throw error;
        state = await stateOf(file.hash);
        offset = state.complete ? file.size : state.received;
      }
    }
  }

  async function uploadPending(): Promise<void> {
    const waiting = (await database.documentFiles.where('uploaded').equals(0).toArray()).filter(
      (file) => !file.refused && file.next_try_at <= now(),
    );
    let offline = false;
    const uploadNext = async (): Promise<void> => {
      for (let file = waiting.shift(); file && !offline; file = waiting.shift()) {
        try {
          await upload(file);
          await database.documentFiles.update(file.hash, { uploaded: 1, attempts: 0, next_try_at: 0 });
          report.uploaded++;
        } catch (error) {
          report.failed++;
          const failure = error instanceof TransferFailure ? error : new TransferFailure(0, 'failed', String(error));
          if (failure.isFinal) {
            await database.documentFiles.update(file.hash, { refused: { code: failure.code, message: failure.message } });
          } else {
            const attempts = file.attempts + 1;
            await database.documentFiles.update(file.hash, { attempts, next_try_at: now() + backoffDelay(attempts, options.random) });
            if (failure.status === 0) offline = true;
          }
        }
      }
    };
    // Two files at once: one's round trips and the server's work overlap the other's bytes on the link.
    await Promise.all(Array.from({ length: uploadsAtOnce }, uploadNext));
  }

  /** Fetches one file from the server and keeps it here (checked against its hash). */
  async function fetchFile(hash: string): Promise<DocumentFileRow> {
    const response = await request(hash);
    const bytes = await response.arrayBuffer();
    report.bytesReceived += bytes.byteLength;
    const type = sniffFileType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)));
    if (!type || (await sha256Of(bytes)) !== hash) throw new TransferFailure(502, 'bad-file', 'The file from the server was damaged.');
    const row: DocumentFileRow = {
      hash,
      blob: new Blob([bytes], { type }),
      size: bytes.byteLength,
      type,
      uploaded: 1,
      attempts: 0,
      next_try_at: 0,
      stored_at: new Date(now()).toISOString(),
    };
    await database.documentFiles.put(row);
    return row;
  }

  async function fetchMissing(): Promise<void> {
    const [documents, dropped] = await Promise.all([database.documents.toArray(), droppedFiles(database)]);
    const wanted = [...new Set(documents.map((document) => document.file_hash))].filter((hash) => !dropped.has(hash));
    const held = new Set(await database.documentFiles.where('hash').anyOf(wanted).primaryKeys());
    for (const hash of wanted) {
      if (held.has(hash)) continue;
      try {
        await fetchFile(hash);
        report.fetched++;
      } catch (error) {
        report.failed++;
        // Not on the server yet (its uploader is offline), or no connection: the next pass tries again.
        if (error instanceof TransferFailure && error.status === 0) return;
      }
    }
  }

  const fresh = (): TransferReport => ({ requests: 0, bytesSent: 0, bytesReceived: 0, uploaded: 0, fetched: 0, failed: 0 });

  return {
    /** Uploads what waits, then fetches what is missing; one pass. */
    async run(): Promise<TransferReport> {
      report = fresh();
      await uploadPending();
      await fetchMissing();
      return report;
    },
    /** Fetches one document's file now (opening a document whose offline copy was removed). */
    async fetchNow(hash: string): Promise<DocumentFileRow> {
      report = fresh();
      return fetchFile(hash);
    },
  };
}

export type FileTransfers = ReturnType<typeof fileTransfers>;

const lockName = 'astra-files';

/**
 * Runs file transfers in the background: after each sync round settles, when the device comes
 * online, after a local change and every 30 s while files wait. One pass at a time across tabs.
 */
export function startFileTransfers(
  transfers: FileTransfers,
  { onSynced, onLocalChange }: { onSynced: (listener: () => void) => () => void; onLocalChange: (listener: () => void) => () => void },
): () => void {
  let running: Promise<unknown> | undefined;
  let again = false;
  const runOnce = async () => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const pass = () => transfers.run();
    await (locks ? locks.request(lockName, pass) : pass());
  };
  const run = () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => console.warn('wallet: a file transfer pass failed', error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(run, 500);
  };
  const interval = setInterval(run, 30_000);
  window.addEventListener('online', soon);
  const stopSynced = onSynced(soon);
  const stopLocal = onLocalChange(soon);
  soon();
  return () => {
    clearInterval(interval);
    clearTimeout(timer);
    window.removeEventListener('online', soon);
    stopSynced();
    stopLocal();
  };
}
