// A packing list changes item by item on the wire: an update op carries what it did to which items
// (item_changes) rather than the whole list, and the server and the device both merge it over the
// list as they hold it with mergePackingListPatch. So two travellers ticking different items of a
// shared list at the same moment both keep their tick, whichever op reaches the server first. The
// device computes what to send with packingListPatchOf (the difference between the list before and
// after a write); an old device's whole `items` still replaces the list, as before.
import type { PackingItem, PackingListFields } from './packing';

/** What changed of one item the list already had: its id and the changed fields (null clears quantity or note). */
export type PackingItemEdit = {
  id: string;
  name?: string;
  category?: PackingItem['category'];
  checked?: boolean;
  quantity?: number | null;
  note?: string | null;
};

export type PackingItemChanges = {
  /** Items the device added (a replayed op replaces the item with the same id by the same item). */
  put?: PackingItem[];
  /** Fields changed on items the device had: an item the list no longer has stays gone. */
  edit?: PackingItemEdit[];
  /** Items the device removed, by id. */
  remove?: string[];
  /**
   * The device's order of ids, sent only when a write moved items or added one elsewhere than at
   * the end. An item the list has that the device did not list stays after the item it follows.
   */
  order?: string[];
};

/** The traveller's own items (kept when a list is made again) added or removed, by id. */
export type CustomItemChanges = { add?: string[]; remove?: string[] };

/** A packing list's update op: any fields, and item-level changes beside them. */
export type PackingListPatch = Partial<PackingListFields> & {
  item_changes?: PackingItemChanges;
  custom_item_changes?: CustomItemChanges;
};

type ListWithItems = { items?: PackingItem[] | undefined; custom_item_ids?: string[] | undefined };

const editedFields = ['name', 'category', 'checked', 'quantity', 'note'] as const;

function applyEdit(item: PackingItem, edit: PackingItemEdit): PackingItem {
  const next: PackingItem = { ...item };
  if (edit.name !== undefined) next.name = edit.name;
  if (edit.category !== undefined) next.category = edit.category;
  if (edit.checked !== undefined) next.checked = edit.checked;
  if (edit.quantity === null) delete next.quantity;
  else if (edit.quantity !== undefined) next.quantity = edit.quantity;
  if (edit.note === null) delete next.note;
  else if (edit.note !== undefined) next.note = edit.note;
  return next;
}

/**
 * Puts the items the order names in its sequence; each other item (added or moved by another device
 * since this one saw the list) stays right after the item it followed.
 */
function applyOrder(items: PackingItem[], order: readonly string[]): PackingItem[] {
  const rank = new Map<string, number>();
  order.forEach((id, index) => {
    if (!rank.has(id)) rank.set(id, index);
  });
  const ordered = items.filter((item) => rank.has(item.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  let previous: string | undefined;
  for (const item of items) {
    if (!rank.has(item.id)) ordered.splice(previous === undefined ? 0 : ordered.findIndex((entry) => entry.id === previous) + 1, 0, item);
    previous = item.id;
  }
  return ordered;
}

/**
 * Applies one op's item changes: removals, then additions, then edits, then the order.
 *
 * A delete wins over a concurrent edit, in either arrival order: an edit of an item the list no
 * longer has is dropped, and only an addition (a new id) brings an item in. Letting the edit win
 * instead would need the server to remember every removed id; and the traveller who removed an
 * item meant it gone, while a tick on it is a small loss that they can see.
 */
export function applyItemChanges(items: readonly PackingItem[], changes: PackingItemChanges): PackingItem[] {
  const removed = new Set(changes.remove ?? []);
  const next = items.filter((item) => !removed.has(item.id));
  for (const item of changes.put ?? []) {
    const index = next.findIndex((entry) => entry.id === item.id);
    if (index === -1) next.push(item);
    else next[index] = item;
  }
  for (const edit of changes.edit ?? []) {
    const index = next.findIndex((entry) => entry.id === edit.id);
    if (index !== -1) next[index] = applyEdit(next[index]!, edit);
  }
  return changes.order ? applyOrder(next, changes.order) : next;
}

function applyIdChanges(ids: readonly string[], changes: CustomItemChanges): string[] {
  const removed = new Set(changes.remove ?? []);
  const next = ids.filter((id) => !removed.has(id));
  for (const id of changes.add ?? []) if (!next.includes(id)) next.push(id);
  return next;
}

/**
 * A packing list with an update op applied: its fields over the list's, then its item changes over
 * the items (a whole `items` list, from an older device, first replaces them). Applying the same op
 * twice gives what applying it once gave.
 */
export function mergePackingListPatch<List extends ListWithItems>(list: List, patch: PackingListPatch): List {
  const { item_changes, custom_item_changes, ...fields } = patch;
  const merged: List = { ...list, ...fields };
  if (item_changes) merged.items = applyItemChanges(merged.items ?? [], item_changes);
  if (custom_item_changes) merged.custom_item_ids = applyIdChanges(merged.custom_item_ids ?? [], custom_item_changes);
  return merged;
}

function editOf(before: PackingItem, after: PackingItem): PackingItemEdit | undefined {
  const edit: PackingItemEdit = { id: after.id };
  let changed = false;
  for (const field of editedFields) {
    if (before[field] === after[field]) continue;
    Object.assign(edit, { [field]: after[field] ?? null });
    changed = true;
  }
  return changed ? edit : undefined;
}

const sameIds = (a: readonly PackingItem[], b: readonly PackingItem[]) =>
  a.length === b.length && a.every((item, i) => item.id === b[i]!.id);

/** What a write did to a list's items, such that applyItemChanges(before, changes) gives `after`. Empty when nothing changed. */
export function diffPackingItems(before: readonly PackingItem[], after: readonly PackingItem[]): PackingItemChanges {
  const beforeById = new Map(before.map((item) => [item.id, item]));
  const afterIds = new Set(after.map((item) => item.id));
  const remove = before.filter((item) => !afterIds.has(item.id)).map((item) => item.id);
  const put = after.filter((item) => !beforeById.has(item.id));
  const edit = after.flatMap((item) => {
    const previous = beforeById.get(item.id);
    const changed = previous && editOf(previous, item);
    return changed ? [changed] : [];
  });
  const changes: PackingItemChanges = {
    ...(put.length ? { put } : {}),
    ...(edit.length ? { edit } : {}),
    ...(remove.length ? { remove } : {}),
  };
  if (!sameIds(applyItemChanges(before, changes), after)) changes.order = after.map((item) => item.id);
  return changes;
}

/** The traveller's own item ids added and removed; empty when the same. */
export function diffCustomItemIds(before: readonly string[], after: readonly string[]): CustomItemChanges {
  const add = after.filter((id) => !before.includes(id));
  const remove = before.filter((id) => !after.includes(id));
  return { ...(add.length ? { add } : {}), ...(remove.length ? { remove } : {}) };
}

const isEmpty = (changes: object) => Object.keys(changes).length === 0;

/**
 * The update op for a write that turned `list` into `list` with `fields`: the fields other than the
 * items as they are, and the items and the traveller's own ids as changes (left out when unchanged).
 */
export function packingListPatchOf(
  list: Pick<PackingListFields, 'items' | 'custom_item_ids'>,
  fields: Partial<PackingListFields>,
): PackingListPatch {
  const { items, custom_item_ids, ...rest } = fields;
  const patch: PackingListPatch = { ...rest };
  if (items) {
    const itemChanges = diffPackingItems(list.items, items);
    if (!isEmpty(itemChanges)) patch.item_changes = itemChanges;
  }
  if (custom_item_ids) {
    const customChanges = diffCustomItemIds(list.custom_item_ids ?? [], custom_item_ids);
    if (!isEmpty(customChanges)) patch.custom_item_changes = customChanges;
  }
  return patch;
}
