// How an update op changes a record on the device, entity by entity: the op's fields over the
// record's unless the entity merges its own way, with the same function the server uses (a packing
// list's item changes: src/domain/packing-merge.ts). A pending op re-applied over a newer server
// copy then keeps what other devices changed meanwhile, as the server will.
import { mergePackingListPatch, type PackingListPatch } from '../domain/packing-merge';
import type { PackingItem } from '../domain/packing';
import type { SyncEntity } from '../domain/sync-protocol';

export type RecordState = Record<string, unknown>;

type MergePatch = (state: RecordState, payload: Record<string, unknown>) => RecordState;

const mergePatches: { readonly [Entity in SyncEntity]?: MergePatch } = {
  // Rows and payloads on the device were written by src/db/packing-lists.ts, in these shapes.
  packing_list: (state, payload) =>
    mergePackingListPatch(state as RecordState & { items?: PackingItem[]; custom_item_ids?: string[] }, payload as PackingListPatch),
};

/** A record with an update op's payload applied. */
export function mergePatch(entity: SyncEntity, state: RecordState, payload: Record<string, unknown>): RecordState {
  const merge = mergePatches[entity];
  return merge ? merge(state, payload) : { ...state, ...payload };
}
