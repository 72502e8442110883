// What a device and an address may write, and what a device's registration costs (issue 21,
// docs/decisions/020-device-registration-and-write-limits.md). Counted in the database with
// api/attempts.ts, so every API process shares the counts. A write is any request under a device
// key that is not a GET (chat is limited on its own); a sync request counts only when it carries
// ops, and each of its ops counts as a record written.
import type { Context } from 'hono';
import { takeAttempt } from './attempts';
import type { Storage } from './db/index';
import { ApiError } from './errors';
import { clientAddress } from './rate-limit';

export type WriteLimits = {
  /** Devices one address may register in an hour (ADDRESS_DEVICES_PER_HOUR). */
  registrationsPerAddressPerHour: number;
  /** Write requests one device may send in a minute (DEVICE_WRITES_PER_MINUTE). */
  deviceRequestsPerMinute: number;
  /** Write requests one address may send in a minute (ADDRESS_WRITES_PER_MINUTE). */
  addressRequestsPerMinute: number;
  /** Records (sync ops, or one per REST write) one device may write in an hour (DEVICE_RECORDS_PER_HOUR). */
  deviceRecordsPerHour: number;
  /** Records one address may write in an hour (ADDRESS_RECORDS_PER_HOUR). */
  addressRecordsPerHour: number;
};

/**
 * The defaults. A device back after weeks offline with 1,000 queued changes sends 10 requests of
 * 100 ops: far inside every figure. A household or an office behind one address shares the
 * address figures; an operator behind a large NAT raises them in the environment.
 */
export const defaultWriteLimits: WriteLimits = {
  registrationsPerAddressPerHour: 60,
  deviceRequestsPerMinute: 120,
  addressRequestsPerMinute: 600,
  deviceRecordsPerHour: 5_000,
  addressRecordsPerHour: 10_000,
};

const minuteMs = 60_000;
const hourMs = 3600_000;

/** A refusal for now: 429 with Retry-After, in the error envelope (api/app.ts writes the header). */
export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, 'rate-limited', `${message} Try again in ${inWords(retryAfterSeconds)}.`);
  }
}

function inWords(seconds: number): string {
  if (seconds >= 90) return `${Math.ceil(seconds / 60)} minutes`;
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

export type WriteLimitDeps = { storage: Storage; limits: WriteLimits; trustProxyHops: number; now: () => number };

/** Counts one registration from the request's address; throws RateLimitedError past the limit. */
export async function takeRegistration({ storage, limits, trustProxyHops, now }: WriteLimitDeps, c: Context): Promise<void> {
  const address = clientAddress(c, { trustProxyHops });
  const verdict = await takeAttempt(storage.db, `register:address:${address}`, limits.registrationsPerAddressPerHour, hourMs, now());
  if (!verdict.ok)
    throw new RateLimitedError(
      verdict.retryAfterSeconds,
      'Too many new devices from this network. Your changes are kept on the device and sync once it is registered.',
    );
}

/**
 * Counts one write request carrying `records` records for the device and for its address. Every
 * counter of a step is taken (a refused request still counts) and the longest wait is answered.
 */
export async function takeWrite(
  { storage, limits, trustProxyHops, now }: WriteLimitDeps,
  c: Context,
  deviceId: string,
  records: number,
): Promise<void> {
  const at = now();
  const address = `address:${clientAddress(c, { trustProxyHops })}`;
  const device = `device:${deviceId}`;
  const checks: Array<[string, number, number, number]> = [
    [`writes:${device}`, limits.deviceRequestsPerMinute, minuteMs, 1],
    [`writes:${address}`, limits.addressRequestsPerMinute, minuteMs, 1],
  ];
  if (records > 0) {
    checks.push([`records:${device}`, limits.deviceRecordsPerHour, hourMs, records]);
    checks.push([`records:${address}`, limits.addressRecordsPerHour, hourMs, records]);
  }
  // The records are counted only once the request itself is let through.
  await takeAll(storage, checks.slice(0, 2), at);
  await takeAll(storage, checks.slice(2), at);
}

async function takeAll(storage: Storage, checks: Array<[string, number, number, number]>, at: number): Promise<void> {
  let wait = 0;
  for (const [key, limit, windowMs, cost] of checks) {
    const verdict = await takeAttempt(storage.db, key, limit, windowMs, at, cost);
    if (!verdict.ok) wait = Math.max(wait, verdict.retryAfterSeconds);
  }
  if (wait > 0)
    throw new RateLimitedError(
      wait,
      'That is a lot of changes at once from this device or network. Your changes are kept and sync after a pause.',
    );
}
