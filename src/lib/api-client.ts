// The one typed client for read-only server data (health, cities, partner URLs, chat) and for what
// lives only on the server (a trip's calendar link). User data never goes through here: the sync
// engine owns that.
import type { Health } from '../domain/health-schema';
import type { CalendarLink } from '../domain/calendar-link-schema';
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

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  for (const provide of extraHeaders) Object.assign(headers, await provide());
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

export type { CalendarLink, Health };

export const api = {
  health: (signal?: AbortSignal) => apiRequest<Health>('/health', signal ? { signal } : {}),
  /** The trip's calendar subscription link; the server makes it on the first call. */
  calendarLink: (tripId: string, signal?: AbortSignal) =>
    apiRequest<CalendarLink>(`/trips/${encodeURIComponent(tripId)}/calendar`, signal ? { signal } : {}),
  /** Stops the link: calendars subscribed to it get 404 from now on. */
  revokeCalendarLink: (tripId: string) => apiRequest<undefined>(`/trips/${encodeURIComponent(tripId)}/calendar`, { method: 'DELETE' }),
};
