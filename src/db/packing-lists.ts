// Writing packing lists (the Dexie `packingLists` table), synced like trips: the one place a list is
// created, changed or deleted, for the packing screen and Astra's Agent Mode alike. Each write is a
// local change with its outbox op. A change made from the list as it is (ticking an item, making it
// again) reads and writes it in one transaction, so nothing can change it in between. A change of
// items is sent as what it did to which items (src/domain/packing-merge.ts), never as the whole
// list, so a companion's tick of another item made meanwhile stays.
import { currentPackingListKey, db, type AstraDatabase, type PackingListRow } from './database';
import { recordLocalChange, syncedRecordWrites } from './local-changes';
import { carryOverPacking, type PackingItem, type PackingListFields } from '../domain/packing';
import { packingListPatchOf } from '../domain/packing-merge';

/** A list in the traveller's words. */
export const packingListLabel = (list: Pick<PackingListFields, 'destination'>) => `Packing list for ${list.destination}`;

const writes = syncedRecordWrites<PackingListFields, Pick<PackingListFields, 'destination'>>('packing_list', packingListLabel);

const packingListTables = (database: AstraDatabase) => [database.packingLists, database.outbox, database.serverCopies, database.meta];

/** Opens a list on the packing screen (a reload, or another tab, opens it too). */
export async function openPackingList(listId: string, database: AstraDatabase = db): Promise<void> {
  await database.meta.put({ key: currentPackingListKey, value: listId });
}

/** Stores a new list and opens it on the packing screen; returns it as the screens will read it. */
export async function createPackingList(
  fields: PackingListFields,
  options: { id?: string; database?: AstraDatabase } = {},
): Promise<PackingListRow> {
  const { database = db } = options;
  const id = await database.transaction('rw', packingListTables(database), async () => {
    const created = await writes.create(fields, { ...options, database });
    await openPackingList(created, database);
    return created;
  });
  return (await database.packingLists.get(id))!;
}

/** Writes the update op for a change of `list` (read in the caller's transaction); nothing when it changes nothing. */
async function writeChange(list: PackingListRow, fields: Partial<PackingListFields>, database: AstraDatabase): Promise<void> {
  const payload = packingListPatchOf(list, fields);
  if (Object.keys(payload).length === 0) return;
  await recordLocalChange(database, {
    entity: 'packing_list',
    recordId: list.id,
    kind: 'update',
    payload,
    label: packingListLabel({ ...list, ...fields }),
  });
}

/** Changes some fields of a list; the others stay. */
export async function updatePackingList(
  record: { id: string } & Pick<PackingListFields, 'destination'>,
  fields: Partial<PackingListFields>,
  database: AstraDatabase = db,
): Promise<void> {
  await changePackingList(record.id, () => fields, { database });
}

/**
 * Changes a list as it is now: `change` gets the stored list and returns the fields to change, in the
 * same transaction. Resolves to the list as changed, or undefined when there is no such list (it was
 * deleted, perhaps in another tab). An error `change` throws comes back as it was thrown.
 */
export async function changePackingList(
  listId: string,
  change: (list: PackingListRow) => Partial<PackingListFields>,
  options: { open?: boolean; database?: AstraDatabase } = {},
): Promise<PackingListRow | undefined> {
  const { database = db } = options;
  const changed = await database.transaction('rw', packingListTables(database), async () => {
    const list = await database.packingLists.get(listId);
    if (!list) return false;
    await writeChange(list, change(list), database);
    if (options.open) await openPackingList(listId, database);
    return true;
  });
  return changed ? database.packingLists.get(listId) : undefined;
}

/** Deletes a list, if it is still there. */
export async function deletePackingList(listId: string, database: AstraDatabase = db): Promise<void> {
  await database.transaction('rw', packingListTables(database), async () => {
    const list = await database.packingLists.get(listId);
    if (list) await writes.remove(list, database);
  });
}

/**
 * Makes a list and opens it, or makes again the one `existing` picks from the stored lists: from the
 * list as it is when written, so what was checked and the traveller's own items (even one added a
 * moment ago) stay. The packing screen and a trip's plan make their lists this way.
 */
export async function makePackingList(
  fields: Omit<PackingListFields, 'items' | 'custom_item_ids'>,
  items: PackingItem[],
  existing: (lists: PackingListRow[]) => PackingListRow | undefined,
  options: { id?: string; database?: AstraDatabase } = {},
): Promise<{ list: PackingListRow; isNew: boolean }> {
  const { database = db } = options;
  const found = existing(await database.packingLists.toArray());
  const remade =
    found &&
    (await changePackingList(
      found.id,
      (current) => ({
        ...fields,
        items: carryOverPacking(current.items, current.custom_item_ids, items),
        custom_item_ids: current.custom_item_ids,
      }),
      { open: true, database },
    ));
  if (remade) return { list: remade, isNew: false };
  const list = await createPackingList({ ...fields, items, custom_item_ids: [] }, options);
  return { list, isNew: true };
}
