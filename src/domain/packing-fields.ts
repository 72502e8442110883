// A packing list's fields with every one present, for the device's database migration and the
// packing rules alike: apart from packing.ts so the database chunk loads without the packing rules,
// their city and country data.
import type { PackingListFields } from './packing';

type LoosePackingList = Pick<PackingListFields, 'destination' | 'duration_days' | 'items'> & {
  [Field in Exclude<keyof PackingListFields, 'destination' | 'duration_days' | 'items'>]?: PackingListFields[Field] | undefined;
};

/** A list's fields with every one present (null where unknown): what a sync create carries. */
export function packingListFieldsOf(list: LoosePackingList, now: Date = new Date()): PackingListFields {
  const month = list.travel_month ?? (list.start_date ? Number(list.start_date.slice(5, 7)) : now.getMonth() + 1);
  return {
    destination: list.destination,
    duration_days: list.duration_days,
    travel_month: month >= 1 && month <= 12 ? month : now.getMonth() + 1,
    start_date: list.start_date ?? null,
    trip_id: list.trip_id ?? null,
    place: list.place ?? null,
    climate: list.climate ?? null,
    notes: list.notes ?? [],
    items: list.items,
    custom_item_ids: list.custom_item_ids ?? [],
  };
}
