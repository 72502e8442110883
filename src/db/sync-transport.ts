// POST /api/sync over fetch, with the device key. Failures become SyncRequestError so the engine
// can tell a network error (status 0) from a refusal (4xx) or a server fault (5xx). The answer is
// checked against the wire contract (syncResponseSchema) before the engine sees it: anything else
// (a captive portal's page, a proxy's error, a 200 with garbage) is a retryable fault, so nothing
// unread reaches the device's data and the ops stay queued.
import { deviceKeyHeader, type SyncRequest, type SyncResponse } from '../domain/sync-protocol';
import type { SyncTransport } from './sync-engine';
import { classifyError, SyncRequestError } from './sync-retry';
import { deviceRegistrar, deviceUnknownCode, type DeviceRegistrar } from './device-registration';

export type HttpTransportOptions = {
  baseUrl?: string;
  deviceKey: () => Promise<string>;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Told whether each request reached the server (the app's connection indicator listens). */
  onOutcome?: (reachedServer: boolean) => void;
  /** Registers the device key before the first request (src/db/device-registration.ts); one of its own when absent. */
  registrar?: DeviceRegistrar;
};

function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

type Body = { kind: 'json'; value: unknown } | { kind: 'unreadable'; detail: string };

async function readBody(response: Response): Promise<Body> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { kind: 'unreadable', detail: 'a body that broke off' };
  }
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    const type = response.headers.get('Content-Type')?.split(';')[0]?.trim() || 'no content type';
    return { kind: 'unreadable', detail: text.trim() === '' ? `an empty body (${type})` : `a body that is not JSON (${type})` };
  }
}

/** A response that is not the API's: logged once, retried like a server fault. */
function unreadableAnswer(status: number, detail: string): SyncRequestError {
  console.warn(`sync: POST /api/sync answered ${status} with ${detail}; the changes stay queued and will be sent again`);
  return new SyncRequestError(502, 'bad-sync-response', 'The server sent an answer we could not read.');
}

/** The checks need zod: loaded with the first answer, so the sync engine starts without it. */
async function loadChecks() {
  const [{ describeIssues, parseErrorEnvelope }, { syncResponseSchema }] = await Promise.all([
    import('../domain/error-envelope'),
    import('../domain/sync-schema'),
  ]);
  return { describeIssues, parseErrorEnvelope, syncResponseSchema };
}

export function httpTransport({
  baseUrl = '',
  deviceKey,
  timeoutMs = 20_000,
  fetch: fetcher = fetch,
  onOutcome,
  registrar = deviceRegistrar({ baseUrl, deviceKey, fetch: fetcher, timeoutMs, onOutcome }),
}: HttpTransportOptions): SyncTransport {
  // The device registers before its first sync; a server that does not know the key (its data was
  // reset, or the registration was lost) gets it registered again, and the request once more.
  return async (request: SyncRequest): Promise<SyncResponse> => {
    await registrar.ensure();
    try {
      return await send(request);
    } catch (error) {
      if (!(error instanceof SyncRequestError && error.code === deviceUnknownCode)) throw error;
      await registrar.renew();
      return send(request);
    }
  };

  async function send(request: SyncRequest): Promise<SyncResponse> {
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
    const body = await readBody(response);
    const { describeIssues, parseErrorEnvelope, syncResponseSchema } = await loadChecks();
    if (!response.ok) {
      const error = body.kind === 'json' ? parseErrorEnvelope(body.value) : undefined;
      const failure = new SyncRequestError(
        response.status,
        error?.code ?? 'http-error',
        error?.message ?? `The server answered ${response.status}.`,
        retryAfterMs(response.headers.get('Retry-After')),
      );
      // Only the API's own envelope is a verdict on these ops; a refusal without it comes from
      // something in between (a portal, a proxy) and must not mark the traveller's changes refused.
      if (!error && classifyError(failure) === 'reject') {
        throw unreadableAnswer(response.status, body.kind === 'json' ? 'JSON that is not the error envelope' : body.detail);
      }
      throw failure;
    }
    if (body.kind === 'unreadable') throw unreadableAnswer(response.status, body.detail);
    const parsed = syncResponseSchema.safeParse(body.value);
    if (!parsed.success)
      throw unreadableAnswer(response.status, `JSON that is not a sync response (${describeIssues(parsed.error.issues)})`);
    return parsed.data;
  }
}
