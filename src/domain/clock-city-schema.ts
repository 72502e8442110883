// A world-clock city as the server checks it (sync ops).
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { uuidPattern } from './ids';
import { hasNoNul, nulMessage } from './stored-text';
import { isValidTimeZone } from './world-clock';

const clockCityFieldsObject = lazySchema(() =>
  z.object({
    timezone: z
      .string({ error: 'timezone must be text' })
      .max(64)
      .refine((value) => isValidTimeZone(value), 'timezone must be an IANA time zone, like Europe/Paris'),
    name: z
      .string({ error: 'name must be text' })
      .trim()
      .min(1, 'name is empty')
      .max(60, 'name is at most 60 characters')
      .refine(hasNoNul, nulMessage('name')),
    flag: z.string({ error: 'flag must be text' }).max(16).refine(hasNoNul, nulMessage('flag')),
    position: z.number({ error: 'position must be a number' }).int().min(0).max(10_000),
  }),
);

export const clockCityFieldsSchema = lazySchema(() => clockCityFieldsObject);
export type ClockCityFields = z.infer<typeof clockCityFieldsSchema>;

export const clockCityCreateSchema = lazySchema(() =>
  clockCityFieldsObject.extend({ id: z.string().regex(uuidPattern, 'id must be a UUID').optional() }),
);

export const clockCityPatchSchema = lazySchema(() =>
  clockCityFieldsObject.partial().refine((patch) => Object.keys(patch).length > 0, 'Nothing to change: send at least one field'),
);
