// A packing list as the server checks it (sync ops): the fields a device writes, nothing else. The
// device builds lists with the rules in packing.ts; the server takes no list it could not show.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { calendarDate } from './date-schema';
import { uuidPattern } from './ids';
import { storableText } from './stored-text';
import { packingCategories, packingLimits, type PackingItem, type PackingPlace, type PackingClimate } from './packing';
import type { CustomItemChanges, PackingItemChanges, PackingItemEdit } from './packing-merge';

export const packingSchemaLimits = { items: 300, notes: 20, noteChars: 600, itemNoteChars: 200, quantity: 999, idChars: 64 } as const;

const itemIdSchema = lazySchema(() => storableText('Item id', packingSchemaLimits.idChars).min(1, 'Item id is empty'));
const itemNameSchema = lazySchema(() => storableText('Item name', packingLimits.maxItemChars).trim().min(1, 'Item name is empty'));
const categorySchema = lazySchema(() => z.enum(packingCategories, { error: `Category must be one of ${packingCategories.join(', ')}` }));
const checkedSchema = lazySchema(() => z.boolean({ error: 'checked must be true or false' }));
const quantitySchema = lazySchema(() =>
  z.number({ error: 'Quantity must be a number' }).int('Quantity must be whole').min(1).max(packingSchemaLimits.quantity),
);
const itemNoteSchema = lazySchema(() => storableText('Item note', packingSchemaLimits.itemNoteChars));

export const packingItemSchema = lazySchema(
  () =>
    z.object({
      id: itemIdSchema,
      name: itemNameSchema,
      category: categorySchema,
      checked: checkedSchema,
      quantity: quantitySchema.optional(),
      note: itemNoteSchema.optional(),
    }) satisfies z.ZodType<PackingItem>,
);

const packingItemEditSchema = lazySchema(
  () =>
    z.object({
      id: itemIdSchema,
      name: itemNameSchema.optional(),
      category: categorySchema.optional(),
      checked: checkedSchema.optional(),
      quantity: quantitySchema.nullable().optional(),
      note: itemNoteSchema.nullable().optional(),
    }) satisfies z.ZodType<PackingItemEdit>,
);

const atMostItems = (what: string) => `${what} at most ${packingSchemaLimits.items} items at once`;
const itemIdListSchema = (what: string) =>
  z.array(itemIdSchema, { error: `${what} must be a list of item ids` }).max(packingSchemaLimits.items, atMostItems(what));

const packingItemChangesSchema = lazySchema(
  () =>
    z.object(
      {
        put: z
          .array(packingItemSchema, { error: 'Added items must be a list' })
          .max(packingSchemaLimits.items, atMostItems('Add'))
          .optional(),
        edit: z
          .array(packingItemEditSchema, { error: 'Changed items must be a list' })
          .max(packingSchemaLimits.items, atMostItems('Change'))
          .optional(),
        remove: itemIdListSchema('Remove').optional(),
        order: itemIdListSchema('Order').optional(),
      },
      { error: 'item_changes must be an object' },
    ) satisfies z.ZodType<PackingItemChanges>,
);

const customItemChangesSchema = lazySchema(
  () =>
    z.object(
      { add: itemIdListSchema('Add').optional(), remove: itemIdListSchema('Remove').optional() },
      { error: 'custom_item_changes must be an object' },
    ) satisfies z.ZodType<CustomItemChanges>,
);

const placeSchema = lazySchema(
  () =>
    z.object({
      name: storableText('Place name', packingLimits.maxDestinationChars).min(1, 'Place name is empty'),
      country_code: z.string().regex(/^[A-Z]{2}$/, 'country_code must be two capital letters'),
      lat: z.number({ error: 'lat must be a number' }).min(-90).max(90),
    }) satisfies z.ZodType<PackingPlace>,
);

export const packingClimates = ['cold', 'cool', 'mild', 'hot', 'hot-wet'] as const satisfies readonly PackingClimate[];

const nullableDate = lazySchema(() => calendarDate('start_date').nullable());
const nullableTripId = lazySchema(() => z.string().regex(uuidPattern, 'trip_id must be a UUID').nullable());
const notesSchema = lazySchema(() => z.array(storableText('Note', packingSchemaLimits.noteChars)).max(packingSchemaLimits.notes));
const customItemIdsSchema = lazySchema(() => z.array(storableText('Item id', packingSchemaLimits.idChars)).max(packingSchemaLimits.items));

// Without defaults: a patch must carry only what it changes (zod would fill a default in a partial).
// A function, so that its schemas are built with the lazy schemas below, not when the module loads.
const packingListShape = () => ({
  destination: storableText('Destination', packingLimits.maxDestinationChars).trim().min(1, 'Destination is required'),
  duration_days: z.number({ error: 'duration_days must be a number' }).int('duration_days must be whole').min(1).max(packingLimits.maxDays),
  travel_month: z.number({ error: 'travel_month must be a number' }).int().min(1).max(12),
  start_date: nullableDate,
  trip_id: nullableTripId,
  place: placeSchema.nullable(),
  climate: z.enum(packingClimates).nullable(),
  notes: notesSchema,
  items: z.array(packingItemSchema).max(packingSchemaLimits.items, `A list has at most ${packingSchemaLimits.items} items`),
  custom_item_ids: customItemIdsSchema,
});

const packingListFieldsObject = lazySchema(() =>
  z.object({
    ...packingListShape(),
    start_date: nullableDate.default(null),
    trip_id: nullableTripId.default(null),
    place: placeSchema.nullable().default(null),
    climate: z.enum(packingClimates).nullable().default(null),
    notes: notesSchema.default([]),
    custom_item_ids: customItemIdsSchema.default([]),
  }),
);

/** Every field of a packing list that a device writes. */
export const packingListFieldsSchema = lazySchema(() => packingListFieldsObject);
export type PackingListFields = z.infer<typeof packingListFieldsSchema>;

/** A sync `create` op: the fields, and optionally the client-made id. */
export const packingListCreateSchema = lazySchema(() =>
  packingListFieldsObject.extend({
    id: z.string().regex(uuidPattern, 'id must be a UUID').optional(),
  }),
);

/**
 * A sync `update` op: any subset of the fields, and the items changed one by one (merged over the
 * stored list by mergePackingListPatch in packing-merge.ts, then checked whole).
 */
export const packingListPatchSchema = lazySchema(() =>
  z
    .object({ ...packingListShape(), item_changes: packingItemChangesSchema, custom_item_changes: customItemChangesSchema })
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change: send at least one field'),
);
