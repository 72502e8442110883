// Text the server stores: PostgreSQL text cannot hold U+0000, and no traveller types it, so every
// schema refuses it, on every side, with the same words. A lone UTF-16 surrogate (half of an emoji,
// cut by a careless client) cannot be stored as text either; it is repaired, not refused, at the
// API's door: each becomes U+FFFD, so a retry of the same request is the same request again
// (docs/decisions/019-broken-text.md).
import { z } from 'zod';

export const hasNoNul = (value: string) => !value.includes('\u0000');

export const nulMessage = (label: string) => `${label} can't contain the character U+0000`;

/** Text up to `max` characters without U+0000, named `label` in its messages. */
export const storableText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} is at most ${max} characters`)
    .refine(hasNoNul, nulMessage(label));

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with every lone surrogate replaced by U+FFFD (what String.prototype.toWellFormed does). */
export const wellFormed = (value: string): string => value.replace(loneSurrogate, '\uFFFD');

/** A parsed JSON value with every string in it (keys too) made well formed; the same value when nothing needed it. */
export function wellFormedJson(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) return value.map(wellFormedJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [wellFormed(key), wellFormedJson(entry)]));
  }
  return value;
}
