// Text the server stores: PostgreSQL text cannot hold U+0000, and no traveller types it, so every
// schema refuses it, on every side, with the same words.
import { z } from 'zod';

export const hasNoNul = (value: string) => !value.includes('\u0000');

export const nulMessage = (label: string) => `${label} can't contain the character U+0000`;

/** Text up to `max` characters without U+0000, named `label` in its messages. */
export const storableText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} is at most ${max} characters`)
    .refine(hasNoNul, nulMessage(label));
