// The one typed client for read-only server data (health, cities, partner URLs, chat) and for what
// lives only on the server (a trip's calendar link, its public link, its invite links and who is on
// it). User data never goes through here: the sync engine owns that.
import type { Health } from '../domain/health-schema';
import type { CalendarLink } from '../domain/calendar-link-schema';
import type { PlanLink, PlanLinkState } from '../domain/plan-link-schema';
import type { InviteRole, TripRole } from '../domain/trip-sharing';
import { reportRequestOutcome } from './connectivity';
import { announceDeviceRemoved, deviceRemovedCode } from './app-events';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  get isNetworkError() {
    return this.status === 0;
  }
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

const extraHeaders: Array<() => Record<string, string> | Promise<Record<string, string>>> = [];

/** Lets a module add headers to every API call (the device key, for one). */
export function addApiHeaders(provide: () => Record<string, string> | Promise<Record<string, string>>) {
  extraHeaders.push(provide);
}

/** How a call with the device key makes sure the server knows the key (src/db/device-registration.ts). */
export type DeviceRegistrationHook = { ensure(): Promise<void>; renew(): Promise<void> };

let registration: DeviceRegistrationHook | undefined;

/** Set once by the sync module: calls with a device key register it first, and again once on device-unknown. */
export function setDeviceRegistration(hook: DeviceRegistrationHook) {
  registration = hook;
}

/** A registration that failed, as the API client's error (it carries the same status and code). */
function registrationFailure(error: unknown): ApiRequestError {
  if (error instanceof Error && 'status' in error && 'code' in error && typeof error.status === 'number' && typeof error.code === 'string')
    return new ApiRequestError(error.status, error.code, error.message);
  return new ApiRequestError(0, 'network-error', 'No connection to the server.');
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  for (const provide of extraHeaders) Object.assign(headers, await provide());
  const withKey = registration && Object.keys(headers).some((name) => name.toLowerCase() === 'x-device-key');
  // A failed registration here is not the call's failure: the call itself says whether the key is needed.
  if (withKey) await registration!.ensure().catch(() => undefined);
  try {
    return await send<T>(path, options, headers);
  } catch (error) {
    if (!(withKey && error instanceof ApiRequestError && error.code === 'device-unknown')) throw error;
    await registration!.renew().catch((failure: unknown) => {
      throw registrationFailure(failure);
    });
    return send<T>(path, options, headers);
  }
}

async function send<T>(path: string, options: RequestOptions, headers: Record<string, string>): Promise<T> {
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportRequestOutcome(false);
    throw new ApiRequestError(0, 'network-error', 'No connection to the server.');
  }
  reportRequestOutcome(true);
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // The parser needs zod, which Home loads only when an answer is an error.
    const { parseErrorEnvelope } = await import('../domain/error-envelope');
    const error = parseErrorEnvelope(payload);
    if (response.status === 401 && error?.code === deviceRemovedCode) announceDeviceRemoved();
    throw new ApiRequestError(response.status, error?.code ?? 'http-error', error?.message ?? `Request failed (${response.status}).`);
  }
  return payload as T;
}

export type { CalendarLink, Health, PlanLink, PlanLinkState };

/** An invite link to a trip, as the owner just made it (api/routes/sharing.ts). */
export type TripInvite = { url: string; token: string; role: InviteRole; expires_at: string };
/** What an invite is for, as a companion opening it sees it. */
export type TripInviteView = {
  trip_id: string;
  title: string;
  start_date: string;
  end_date: string;
  role: InviteRole;
  invited_by: string;
  members: string[];
  expires_at: string;
  joined: boolean;
};
export type JoinedTrip = { trip_id: string; member_id: string; role: TripRole };

const tripPath = (tripId: string) => `/trips/${encodeURIComponent(tripId)}`;
const invitePath = (token: string) => `/invites/${encodeURIComponent(token)}`;

export const api = {
  health: (signal?: AbortSignal) => apiRequest<Health>('/health', signal ? { signal } : {}),
  /** The trip's calendar subscription link; the server makes it on the first call. */
  calendarLink: (tripId: string, signal?: AbortSignal) =>
    apiRequest<CalendarLink>(`/trips/${encodeURIComponent(tripId)}/calendar`, signal ? { signal } : {}),
  /** Stops the link: calendars subscribed to it get 404 from now on. */
  revokeCalendarLink: (tripId: string) => apiRequest<undefined>(`/trips/${encodeURIComponent(tripId)}/calendar`, { method: 'DELETE' }),
  /** The trip's read-only public link, or null while it has none. */
  planLink: (tripId: string, signal?: AbortSignal) =>
    apiRequest<PlanLinkState>(`/trips/${encodeURIComponent(tripId)}/public-link`, signal ? { signal } : {}),
  /** Makes the public link (or answers the one there is). */
  makePlanLink: (tripId: string) => apiRequest<PlanLink>(`/trips/${encodeURIComponent(tripId)}/public-link`, { method: 'POST' }),
  /** Stops the public link: its page says so from now on. */
  revokePlanLink: (tripId: string) => apiRequest<undefined>(`/trips/${encodeURIComponent(tripId)}/public-link`, { method: 'DELETE' }),
  /** A new invite link; the first one shares the trip, with the owner named `display_name`. */
  createInvite: (tripId: string, body: { role: InviteRole; display_name?: string }, headers?: Record<string, string>) =>
    apiRequest<TripInvite>(`${tripPath(tripId)}/invites`, { method: 'POST', body, ...(headers ? { headers } : {}) }),
  /** Stops every invite link of the trip; who joined stays. */
  stopInvites: (tripId: string, headers?: Record<string, string>) =>
    apiRequest<undefined>(`${tripPath(tripId)}/invites`, { method: 'DELETE', ...(headers ? { headers } : {}) }),
  changeMemberRole: (tripId: string, memberId: string, role: InviteRole, headers?: Record<string, string>) =>
    apiRequest<undefined>(`${tripPath(tripId)}/members/${encodeURIComponent(memberId)}`, {
      method: 'PATCH',
      body: { role },
      ...(headers ? { headers } : {}),
    }),
  /** Changes the name the others see this traveller by (its own member id). */
  renameMember: (tripId: string, memberId: string, displayName: string, headers?: Record<string, string>) =>
    apiRequest<undefined>(`${tripPath(tripId)}/members/${encodeURIComponent(memberId)}`, {
      method: 'PATCH',
      body: { display_name: displayName },
      ...(headers ? { headers } : {}),
    }),
  /** Removes a member (the owner), or leaves the trip (a member's own id). */
  removeMember: (tripId: string, memberId: string, headers?: Record<string, string>) =>
    apiRequest<undefined>(`${tripPath(tripId)}/members/${encodeURIComponent(memberId)}`, {
      method: 'DELETE',
      ...(headers ? { headers } : {}),
    }),
  inviteDetails: (token: string, headers?: Record<string, string>, signal?: AbortSignal) =>
    apiRequest<TripInviteView>(`${invitePath(token)}/details`, { ...(headers ? { headers } : {}), ...(signal ? { signal } : {}) }),
  acceptInvite: (token: string, displayName: string, headers?: Record<string, string>) =>
    apiRequest<JoinedTrip>(`${invitePath(token)}/accept`, {
      method: 'POST',
      body: { display_name: displayName },
      ...(headers ? { headers } : {}),
    }),
};
