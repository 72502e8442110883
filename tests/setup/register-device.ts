// The one way tests make a device known to the server: POST /api/devices/register with its key, as
// the app does before its first sync (src/db/device-registration.ts). Works over app.request(),
// fetch against a running server, and Playwright's request context alike.
import { deviceKeyHeader } from '../../src/domain/sync-protocol';

export type RegisterSender = (
  path: string,
  init: { method: 'POST'; headers: Record<string, string> },
) => SentResponse | Promise<SentResponse>;

type SentResponse = { status: number } | { status(): number };

export const registerPath = '/api/devices/register';

/** Registers `deviceKey`; throws unless the server answers 201 (new) or 200 (known already). */
export async function registerDevice(send: RegisterSender, deviceKey: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await send(registerPath, { method: 'POST', headers: { [deviceKeyHeader]: deviceKey, ...headers } });
  const status = typeof response.status === 'function' ? response.status() : response.status;
  if (status !== 200 && status !== 201) throw new Error(`Registering a test device answered ${status}`);
}
