// A change that a later one replaced (docs/decisions/015-travellers-and-shared-trips.md): two devices
// changed the same field of the same record from the same starting point; the later to reach the
// server wins, and the server keeps what it replaced as a record of the scope, so every device that
// reads the record can say what was replaced and let the traveller copy it back. Written by the
// server only.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { syncEntities } from './synced-entities';

/** The replaced value is kept whole up to this many characters of JSON (a long note fits). */
export const replacedValueLimit = 20_000;

const replacedChangeFieldsObject = lazySchema(() =>
  z.object({
    entity: z.enum(syncEntities),
    record_id: z.string(),
    /** What the traveller calls the record ("Louvre at 10"), as the winning change left it. */
    label: z.string(),
    field: z.string(),
    /** The replaced value as JSON text. */
    replaced: z.string(),
    /** The winning change's value as JSON text. */
    replaced_by: z.string(),
    /** Who made the winning change: a companion's name on a shared trip, null for another of the traveller's devices. */
    changed_by: z.string().nullable(),
  }),
);

export const replacedChangeFieldsSchema = lazySchema(() => replacedChangeFieldsObject);
export type ReplacedChangeFields = z.infer<typeof replacedChangeFieldsSchema>;
export const replacedChangeCreateSchema = lazySchema(() => replacedChangeFieldsObject.extend({ id: z.string().optional() }));
export const replacedChangePatchSchema = lazySchema(() => replacedChangeFieldsObject.partial());

/** JSON with object keys in order, so the same value written by two engines compares equal. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** A replaced value in words: text as it is, a note's or item's text, anything else as short JSON. */
export function readableValue(json: string): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const texts = Object.values(value).filter((inner): inner is string => typeof inner === 'string' && inner.trim() !== '');
    if (texts.length > 0) return texts.join(' · ');
  }
  return JSON.stringify(value);
}
