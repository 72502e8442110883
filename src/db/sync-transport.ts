// POST /api/sync over fetch, with the device key. Failures become SyncRequestError so the engine
// can tell a network error (status 0) from a refusal (4xx) or a server fault (5xx).
import { deviceKeyHeader, type SyncRequest, type SyncResponse } from '../domain/sync-protocol';
import type { SyncTransport } from './sync-engine';
import { SyncRequestError } from './sync-retry';

export type HttpTransportOptions = {
  baseUrl?: string;
  deviceKey: () => Promise<string>;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Told whether each request reached the server (the app's connection indicator listens). */
  onOutcome?: (reachedServer: boolean) => void;
};

function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

export function httpTransport({
  baseUrl = '',
  deviceKey,
  timeoutMs = 20_000,
  fetch: fetcher = fetch,
  onOutcome,
}: HttpTransportOptions): SyncTransport {
  return async (request: SyncRequest): Promise<SyncResponse> => {
    let response: Response;
    try {
      response = await fetcher(`${baseUrl}/api/sync`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', [deviceKeyHeader]: await deviceKey() },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      onOutcome?.(false);
      throw new SyncRequestError(0, 'network-error', 'No connection to the server.');
    }
    onOutcome?.(true);
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = (payload as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
      throw new SyncRequestError(
        response.status,
        typeof error?.code === 'string' ? error.code : 'http-error',
        typeof error?.message === 'string' ? error.message : `The server answered ${response.status}.`,
        retryAfterMs(response.headers.get('Retry-After')),
      );
    }
    if (
      !payload ||
      typeof payload !== 'object' ||
      !Array.isArray((payload as SyncResponse).acks) ||
      !Array.isArray((payload as SyncResponse).changes)
    ) {
      throw new SyncRequestError(502, 'bad-sync-response', 'The server sent an answer we could not read.');
    }
    return payload as SyncResponse;
  };
}
