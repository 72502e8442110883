// What a device and an address may write, and what a device's registration costs (issue 21,
// docs/decisions/020-device-registration-and-write-limits.md). Counted in the database with
// api/attempts.ts, so every API process shares the counts. A write is any request under a device
// key that is not a GET (chat is limited on its own); a sync request counts only when it carries
// ops, and each of its ops counts as a record written.
import type { Context } from 'hono';
import { sharedLimiter, type SharedLimiter } from './attempts';
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

export type WriteLimitDeps = {
  storage: Storage;
  limits: WriteLimits;
  trustProxyHops: number;
  now: () => number;
  /** The counters, shared through the database, with the refusals this process has seen kept in memory. */
  counters: WriteCounters;
};

export type WriteCounters = Record<
  'registrations' | 'deviceRequests' | 'addressRequests' | 'deviceRecords' | 'addressRecords',
  SharedLimiter
>;

/** The shared counters of `limits` (one set per app: api/device.ts makes it). */
export function writeCounters(storage: Storage, limits: WriteLimits): WriteCounters {
  return {
    registrations: sharedLimiter(storage, { limit: limits.registrationsPerAddressPerHour, windowMs: hourMs }),
    deviceRequests: sharedLimiter(storage, { limit: limits.deviceRequestsPerMinute, windowMs: minuteMs }),
    addressRequests: sharedLimiter(storage, { limit: limits.addressRequestsPerMinute, windowMs: minuteMs }),
    deviceRecords: sharedLimiter(storage, { limit: limits.deviceRecordsPerHour, windowMs: hourMs }),
    addressRecords: sharedLimiter(storage, { limit: limits.addressRecordsPerHour, windowMs: hourMs }),
  };
}

const registrationRefused = (seconds: number) =>
  new RateLimitedError(
    seconds,
    'Too many new devices from this network. Your changes are kept on the device and sync once it is registered.',
  );

const writesRefused = (seconds: number) =>
  new RateLimitedError(
    seconds,
    'That is a lot of changes at once from this device or network. Your changes are kept and sync after a pause.',
  );

/** Counts one registration from the request's address; throws RateLimitedError past the limit. */
export async function takeRegistration({ counters, trustProxyHops, now }: WriteLimitDeps, c: Context): Promise<void> {
  const key = `register:address:${clientAddress(c, { trustProxyHops })}`;
  const verdict = counters.registrations.refused(key, now()) ?? (await counters.registrations.take(key, now()));
  if (!verdict.ok) throw registrationRefused(verdict.retryAfterSeconds);
}

type Check = [SharedLimiter, string, number];

function writeChecks({ counters, trustProxyHops }: WriteLimitDeps, c: Context, deviceId: string, records: number) {
  const address = `address:${clientAddress(c, { trustProxyHops })}`;
  const device = `device:${deviceId}`;
  const requests: Check[] = [
    [counters.deviceRequests, `writes:${device}`, 1],
    [counters.addressRequests, `writes:${address}`, 1],
  ];
  const recordChecks: Check[] =
    records > 0
      ? [
          [counters.deviceRecords, `records:${device}`, records],
          [counters.addressRecords, `records:${address}`, records],
        ]
      : [];
  return { requests, records: recordChecks };
}

/**
 * A refusal of this write already standing in this process's memory (the device or its address
 * over a limit until its window ends): thrown before any database work, so a flood over its
 * limits costs no queries. Records are checked when `records` is given.
 */
export function refuseKnownWrite(deps: WriteLimitDeps, c: Context, deviceId: string, records = 0): void {
  const checks = writeChecks(deps, c, deviceId, records);
  refuseKnown([...checks.requests, ...checks.records], deps.now());
}

function refuseKnown(checks: Check[], at: number): void {
  let wait = 0;
  for (const [counter, key] of checks) {
    const known = counter.refused(key, at);
    if (known && !known.ok) wait = Math.max(wait, known.retryAfterSeconds);
  }
  if (wait > 0) throw writesRefused(wait);
}

/**
 * Counts one write request carrying `records` records for the device and for its address. Every
 * counter of a step is taken (a refused request still counts) and the longest wait is answered.
 */
export async function takeWrite(deps: WriteLimitDeps, c: Context, deviceId: string, records: number): Promise<void> {
  const at = deps.now();
  const checks = writeChecks(deps, c, deviceId, records);
  refuseKnown([...checks.requests, ...checks.records], at);
  // The records are counted only once the request itself is let through.
  await takeAll(checks.requests, at);
  await takeAll(checks.records, at);
}

async function takeAll(checks: Check[], at: number): Promise<void> {
  let wait = 0;
  for (const [counter, key, cost] of checks) {
    const verdict = await counter.take(key, at, cost);
    if (!verdict.ok) wait = Math.max(wait, verdict.retryAfterSeconds);
  }
  if (wait > 0) throw writesRefused(wait);
}
