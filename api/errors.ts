import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorEnvelope, type ErrorEnvelope } from '../src/domain/error-envelope';

/** A failure the client can act on. Every non-2xx response carries `{ error: { code, message } }` (src/domain/error-envelope.ts). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ErrorBody = ErrorEnvelope;

export function errorBody(code: string, message: string): ErrorBody {
  return errorEnvelope(code, message);
}
