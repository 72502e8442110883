// What the device does when the server says its data was reset (`reset: true` in a sync response):
// it sends back everything it had from the server, so nothing the traveller saved is lost.
import { entityTables, type AstraDatabase } from './database';
import { rebuildRecord } from './local-changes';
import { uuidv7 } from '../domain/ids';
import { syncEntities } from '../domain/synced-entities';

/**
 * Every record the device had from the server goes back as one create holding its current fields,
 * its pending ops folded in (they would be refused: the server has no record to change). Server
 * copies are forgotten; the pull that follows brings back whatever the server still has. Records
 * never synced keep their own ops. Returns the seqs of the ops folded in, whose answers in the
 * response that announced the reset no longer apply.
 */
export async function sendEverythingAgain(database: AstraDatabase): Promise<Set<number>> {
  const replaced = new Set<number>();
  const tables = [...new Set(Object.values(entityTables))].map((name) => database.table(name));
  await database.transaction('rw', [...tables, database.outbox, database.serverCopies], async () => {
    // In the registry's order, so a trip's create goes before its items' (the server refuses an orphan).
    // Only the traveller's own records: a shared trip's scope was not reset with it.
    const copies = (await database.serverCopies.filter((copy) => copy.scope === undefined).toArray()).sort(
      (a, b) => syncEntities.indexOf(a.entity) - syncEntities.indexOf(b.entity),
    );
    const now = new Date().toISOString();
    for (const copy of copies) {
      const ops = await database.outbox.where('[entity+record_id]').equals([copy.entity, copy.record_id]).toArray();
      const pending = ops.filter((op) => op.status === 'pending');
      for (const op of pending) replaced.add(op.seq!);
      await database.outbox.bulkDelete(pending.map((op) => op.seq!));
      await database.serverCopies.delete([copy.entity, copy.record_id]);
      const row = (await database.table(entityTables[copy.entity]).get(copy.record_id)) as Record<string, unknown> | undefined;
      if (row) {
        const { id: _id, created_at: _created, updated_at: _updated, server_version: _version, ...fields } = row;
        const label = pending.findLast((op) => op.label)?.label;
        await database.outbox.add({
          op_id: uuidv7(),
          entity: copy.entity,
          record_id: copy.record_id,
          kind: 'create',
          created_at: now,
          status: 'pending',
          attempts: 0,
          payload: fields,
          ...(label ? { label } : {}),
        });
      }
      await rebuildRecord(database, copy.entity, copy.record_id);
    }
  });
  return replaced;
}

/**
 * What the device does after it linked to a traveller (docs/decisions/015): the server now holds
 * the traveller's records under the traveller's versions, so the device pulls everything again.
 * Every server copy drops to version 0 (so the pull replaces it whatever its version) and the
 * cursors go back to the start, in one transaction. Records and pending ops stay as they are.
 */
export async function restartPull(database: AstraDatabase): Promise<void> {
  await database.transaction('rw', [database.serverCopies, database.meta], async () => {
    await database.serverCopies.toCollection().modify({ version: 0 });
    await database.meta.put({ key: 'sync_cursor', value: 0 });
    // The shared trips' scopes start again too (the engine's 'sync_cursors', absent meaning none yet).
    await database.meta.delete('sync_cursors');
  });
}
