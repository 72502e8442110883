// Writing packing lists (the Dexie `packingLists` table), synced like trips: each write is a local
// change with its outbox op. Shared by the packing screen and Astra's Agent Mode. Pass `tables` to
// a transaction that reads a list and then changes it, so nothing can change it in between.
import { currentPackingListKey, db, type AstraDatabase, type PackingListRow } from './database';
import { recordLocalChange } from './local-changes';
import { uuidv7 } from '../domain/ids';
import type { PackingListFields } from '../domain/packing';

export const packingListTables = (database: AstraDatabase = db) => [
  database.packingLists,
  database.outbox,
  database.serverCopies,
  database.meta,
];

const labelOf = (destination: string) => `Packing list for ${destination}`;

/** Stores a new list and opens it on the packing screen; returns it as the screens will read it. */
export async function createPackingList(
  fields: PackingListFields,
  options: { id?: string; database?: AstraDatabase } = {},
): Promise<PackingListRow> {
  const database = options.database ?? db;
  const id = options.id ?? uuidv7();
  await database.transaction('rw', packingListTables(database), async () => {
    await recordLocalChange(database, {
      entity: 'packing_list',
      recordId: id,
      kind: 'create',
      payload: { ...fields },
      label: labelOf(fields.destination),
    });
    await database.meta.put({ key: currentPackingListKey, value: id });
  });
  return (await database.packingLists.get(id))!;
}

/** Changes some fields of a list. */
export function updatePackingList(
  list: Pick<PackingListRow, 'id' | 'destination'>,
  changes: Partial<PackingListFields>,
  database: AstraDatabase = db,
): Promise<void> {
  return recordLocalChange(database, {
    entity: 'packing_list',
    recordId: list.id,
    kind: 'update',
    payload: { ...changes },
    label: labelOf(list.destination),
  });
}

export function deletePackingListRecord(list: Pick<PackingListRow, 'id' | 'destination'>, database: AstraDatabase = db): Promise<void> {
  return recordLocalChange(database, { entity: 'packing_list', recordId: list.id, kind: 'delete', label: labelOf(list.destination) });
}
