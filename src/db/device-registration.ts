// The device registers its random key with the server before its first sync
// (POST /api/devices/register; docs/decisions/020-device-registration-and-write-limits.md): the
// server refuses keys it does not know with 401 device-unknown, so a client cannot become a new
// device per request. Registration waits for the network like any sync: offline, nothing is
// blocked (changes stay in the outbox). Once the server said yes, the key is remembered in the
// device's meta table; a server that forgot it (its data was reset) answers device-unknown, and the
// device registers again and sends once more.
import { deviceKeyHeader } from '../domain/sync-protocol';
import { SyncRequestError } from './sync-retry';

export const deviceUnknownCode = 'device-unknown';

export type DeviceRegistrar = {
  /** Registers the key unless it is known to be registered; throws SyncRequestError when the server can't be reached or refuses. */
  ensure(): Promise<void>;
  /** Forgets that the key was registered and registers it again (after a device-unknown). */
  renew(): Promise<void>;
};

/** Where the key that was registered last is kept (the app's meta table), so a restart does not ask again. */
export type RegistrationMemory = { get(): Promise<string | undefined>; set(deviceKey: string): Promise<void>; clear(): Promise<void> };

export type DeviceRegistrarOptions = {
  baseUrl?: string;
  deviceKey: () => Promise<string>;
  fetch?: typeof fetch;
  memory?: RegistrationMemory;
  timeoutMs?: number;
  /** Told whether the request reached the server (the app's connection indicator listens). */
  onOutcome?: (reachedServer: boolean) => void;
};

function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

async function refusalOf(response: Response): Promise<SyncRequestError> {
  const retryAfter = retryAfterMs(response.headers.get('Retry-After'));
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    const { code, message } = body.error ?? {};
    if (typeof code === 'string' && typeof message === 'string') return new SyncRequestError(response.status, code, message, retryAfter);
  } catch {
    // Not the API's envelope: a proxy's or a portal's page.
  }
  // Without the API's verdict, a refusal is retried like a server fault rather than taken as final.
  const status = response.status === 429 || response.status >= 500 ? response.status : 502;
  return new SyncRequestError(status, 'registration-failed', 'The server could not register this device yet.', retryAfter);
}

export function deviceRegistrar({
  baseUrl = '',
  deviceKey,
  fetch: fetcher = (input, init) => fetch(input, init),
  memory,
  timeoutMs = 20_000,
  onOutcome,
}: DeviceRegistrarOptions): DeviceRegistrar {
  let registered: string | undefined;
  let pending: Promise<void> | undefined;

  async function register(key: string): Promise<void> {
    let response: Response;
    try {
      response = await fetcher(`${baseUrl}/api/devices/register`, {
        method: 'POST',
        headers: { Accept: 'application/json', [deviceKeyHeader]: key },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      onOutcome?.(false);
      throw new SyncRequestError(0, 'network-error', 'No connection to the server.');
    }
    onOutcome?.(true);
    if (response.status !== 200 && response.status !== 201) throw await refusalOf(response);
    await response.body?.cancel().catch(() => undefined);
  }

  const ensure = (): Promise<void> =>
    (pending ??= (async () => {
      const key = await deviceKey();
      if (registered === key) return;
      if (memory && (await memory.get()) === key) {
        registered = key;
        return;
      }
      await register(key);
      registered = key;
      await memory?.set(key);
    })().finally(() => {
      pending = undefined;
    }));

  return {
    ensure,
    async renew() {
      await pending?.catch(() => undefined);
      registered = undefined;
      await memory?.clear();
      await ensure();
    },
  };
}
