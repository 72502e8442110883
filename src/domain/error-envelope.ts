// The one error envelope of the API: every non-2xx answer carries `{ "error": { "code", "message" } }`.
// The server writes it with errorEnvelope, the device reads it with parseErrorEnvelope, and the
// OpenAPI document names it ErrorEnvelope.
import { z } from 'zod';

/** A failure a client can act on: a kebab-case code for programs, a sentence for people. */
export const apiErrorSchema = z
  .object({
    code: z.string().min(1),
    message: z.string(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorDetail = z.infer<typeof apiErrorSchema>;

export const errorEnvelopeSchema = z.object({ error: apiErrorSchema }).meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function errorEnvelope(code: string, message: string): ErrorEnvelope {
  return { error: { code, message } };
}

/** The error a response body carries, or undefined when it is not our envelope (a proxy's page, say). */
export function parseErrorEnvelope(body: unknown): ApiErrorDetail | undefined {
  const parsed = errorEnvelopeSchema.safeParse(body);
  return parsed.success ? parsed.data.error : undefined;
}

/** Turns zod issues into one sentence a person can act on: "title: Title is required; end_date: …". */
export function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
