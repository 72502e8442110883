// Keeping what a later change replaced (src/domain/replaced-change.ts). An update carries its
// starting point (`base`: the values the device last had from the server for the fields it
// changes). When the stored value is no longer that, another device changed the field first; this
// update still wins (the later to reach the server), and what it replaced is kept as a record of the
// same scope, so every device that reads the record can say so and let the traveller copy it back.
import { uuidv7 } from '../../src/domain/ids';
import { replacedValueLimit, stableJson } from '../../src/domain/replaced-change';
import { replacedChangeEntity, type StoredRow, type SyncedEntity } from './entities';
import { createRecord, type OwnerTransaction } from './store';

/** The columns every record has, which no traveller changes. */
const bookkeeping = new Set(['id', 'created_at', 'updated_at', 'version']);

/** What a traveller calls a record, from its fields (the device's labels are its own; this is the server's best word). */
function labelOf(entity: SyncedEntity, record: Record<string, unknown>): string {
  const details = (record.details ?? {}) as Record<string, unknown>;
  for (const candidate of [record.title, record.destination, record.name, details.title, details.name, details.text]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate.trim().slice(0, 120);
  }
  return entity.entity.replace(/_/g, ' ');
}

export async function keepReplaced(
  owner: OwnerTransaction,
  entity: SyncedEntity,
  before: StoredRow,
  after: Record<string, unknown>,
  base: Record<string, unknown>,
  changedBy: string | null,
): Promise<void> {
  const previous = entity.toRecord(before);
  for (const [field, started] of Object.entries(base)) {
    if (bookkeeping.has(field) || !(field in previous)) continue;
    const replaced = stableJson(previous[field]);
    // Nobody changed it since the device's starting point, or this update left it as it was: nothing replaced.
    if (replaced === stableJson(started) || replaced === stableJson(after[field])) continue;
    await createRecord(
      { owner, entity: replacedChangeEntity, id: uuidv7() },
      {
        entity: entity.entity,
        record_id: before.id,
        label: labelOf(entity, after),
        field,
        replaced: replaced.slice(0, replacedValueLimit),
        replaced_by: stableJson(after[field]).slice(0, replacedValueLimit),
        changed_by: changedBy,
      },
      { overwrite: false },
    );
  }
}
