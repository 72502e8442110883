import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packingCategories, type PackingItem, type PackingListFields } from './packing';
import {
  applyItemChanges,
  diffCustomItemIds,
  diffPackingItems,
  mergePackingListPatch,
  packingListPatchOf,
  type PackingListPatch,
} from './packing-merge';

const passport: PackingItem = { id: 'passport', name: 'Passport or ID card', category: 'Documents', checked: false };
const socks: PackingItem = { id: 'socks', name: 'Socks', category: 'Clothing', checked: false, quantity: 5 };
const toothbrush: PackingItem = { id: 'toothbrush', name: 'Toothbrush', category: 'Toiletries', checked: false };
const charger: PackingItem = { id: 'charger', name: 'Phone charger', category: 'Electronics', checked: false, note: 'USB-C' };

const base = (): Pick<PackingListFields, 'destination' | 'items' | 'custom_item_ids'> => ({
  destination: 'Oslo',
  items: [passport, socks, toothbrush, charger],
  custom_item_ids: [],
});

const withItems = (items: PackingItem[], change: (item: PackingItem) => PackingItem | PackingItem[] | null) =>
  items.flatMap((item) => change(item) ?? []);

/** The op a device sends for a write that turned `list` into `list` with `fields`. */
const opFor = (list: ReturnType<typeof base>, fields: Partial<PackingListFields>) => packingListPatchOf(list, fields);

const tick = (list: ReturnType<typeof base>, id: string) =>
  opFor(list, { items: list.items.map((item) => (item.id === id ? { ...item, checked: true } : item)) });

const arrivals = (a: PackingListPatch, b: PackingListPatch) => [
  mergePackingListPatch(mergePackingListPatch(base(), a), b),
  mergePackingListPatch(mergePackingListPatch(base(), b), a),
];

describe('merging item changes from two devices', () => {
  it('keeps both ticks of different items, in either arrival order', () => {
    const first = tick(base(), 'passport');
    const second = tick(base(), 'charger');
    expect(first).toEqual({ item_changes: { edit: [{ id: 'passport', checked: true }] } });
    for (const merged of arrivals(first, second)) {
      expect(merged.items.filter((item) => item.checked).map((item) => item.id)).toEqual(['passport', 'charger']);
      expect(merged.items.map((item) => item.id)).toEqual(['passport', 'socks', 'toothbrush', 'charger']);
    }
  });

  it('keeps a tick of one item and a rename of another, and a tick and a rename of the same item', () => {
    const ticked = tick(base(), 'passport');
    const renamed = opFor(base(), { items: base().items.map((item) => (item.id === 'socks' ? { ...item, name: 'Wool socks' } : item)) });
    for (const merged of arrivals(ticked, renamed)) {
      expect(merged.items).toEqual([{ ...passport, checked: true }, { ...socks, name: 'Wool socks' }, toothbrush, charger]);
    }
    // Different fields of one item are edited one by one too.
    const renamedPassport = opFor(base(), {
      items: withItems(base().items, (item) => (item.id === 'passport' ? { ...item, name: 'Passport' } : item)),
    });
    for (const merged of arrivals(ticked, renamedPassport))
      expect(merged.items[0]).toEqual({ ...passport, name: 'Passport', checked: true });
  });

  it('lets a delete win over a tick of the same item, in either arrival order', () => {
    const list = {
      ...base(),
      items: [...base().items, { id: 'kindle', name: 'Kindle', category: 'Electronics' as const, checked: false }],
    };
    list.custom_item_ids = ['kindle'];
    const removed = opFor(list, { items: list.items.filter((item) => item.id !== 'kindle'), custom_item_ids: [] });
    const ticked = tick(list, 'kindle');
    expect(removed).toEqual({ item_changes: { remove: ['kindle'] }, custom_item_changes: { remove: ['kindle'] } });
    for (const merged of [
      mergePackingListPatch(mergePackingListPatch(list, removed), ticked),
      mergePackingListPatch(mergePackingListPatch(list, ticked), removed),
    ]) {
      expect(merged.items.map((item) => item.id)).toEqual(['passport', 'socks', 'toothbrush', 'charger']);
      expect(merged.custom_item_ids).toEqual([]);
    }
  });

  it('keeps items two devices add at the same time, each where its device put it', () => {
    const adapter: PackingItem = { id: 'adapter', name: 'Plug adapter', category: 'Electronics', checked: false };
    const visa: PackingItem = { id: 'visa', name: 'Visa', category: 'Documents', checked: false };
    const addAdapter = opFor(base(), { items: [...base().items, adapter], custom_item_ids: ['adapter'] });
    const addVisa = opFor(base(), { items: [passport, visa, socks, toothbrush, charger], custom_item_ids: ['visa'] });
    expect(addAdapter).toEqual({ item_changes: { put: [adapter] }, custom_item_changes: { add: ['adapter'] } });
    expect(addVisa.item_changes?.order).toEqual(['passport', 'visa', 'socks', 'toothbrush', 'charger']);
    for (const merged of arrivals(addAdapter, addVisa)) {
      expect(merged.items.map((item) => item.id)).toEqual(['passport', 'visa', 'socks', 'toothbrush', 'charger', 'adapter']);
      expect([...merged.custom_item_ids].sort()).toEqual(['adapter', 'visa']);
    }
  });

  it('changes nothing more when an op is applied again (a replay)', () => {
    const ops: PackingListPatch[] = [
      tick(base(), 'socks'),
      opFor(base(), { items: [toothbrush, passport, { ...socks, quantity: 7 }], custom_item_ids: ['x'] }),
      opFor(base(), { items: [{ ...charger, note: undefined }, passport], destination: 'Bergen' }),
    ];
    for (const op of ops) {
      const once = mergePackingListPatch(base(), op);
      expect(mergePackingListPatch(once, op)).toEqual(once);
    }
  });

  it('still takes a whole list from an older device', () => {
    const items = [{ ...socks, checked: true }];
    expect(mergePackingListPatch(base(), { items }).items).toEqual(items);
  });
});

describe('the difference between a list before and after a write', () => {
  it('is empty when nothing changed, and carries the other fields as given', () => {
    expect(diffPackingItems(base().items, base().items)).toEqual({});
    expect(diffCustomItemIds(['a'], ['a'])).toEqual({});
    expect(packingListPatchOf(base(), { items: base().items, custom_item_ids: [] })).toEqual({});
    expect(packingListPatchOf(base(), { duration_days: 4 })).toEqual({ duration_days: 4 });
  });

  it('clears a quantity or note with null', () => {
    const after = [
      passport,
      { id: 'socks', name: 'Socks', category: 'Clothing' as const, checked: false },
      toothbrush,
      { ...charger, note: undefined },
    ];
    expect(diffPackingItems(base().items, after)).toEqual({
      edit: [
        { id: 'socks', quantity: null },
        { id: 'charger', note: null },
      ],
    });
    expect(applyItemChanges(base().items, diffPackingItems(base().items, after))).toEqual(after);
  });

  const itemArb = fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'),
    name: fc.constantFrom('Socks', 'Hat', 'Map'),
    category: fc.constantFrom(...packingCategories),
    checked: fc.boolean(),
    quantity: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
    note: fc.option(fc.constantFrom('spare', 'wool'), { nil: undefined }),
  });
  const listArb = fc
    .uniqueArray(itemArb, { selector: (item) => item.id, maxLength: 7 })
    .map((items) =>
      items.map(({ quantity, note, ...item }) => ({ ...item, ...(quantity ? { quantity } : {}), ...(note ? { note } : {}) })),
    );

  it('gives back the list after the write when applied to the list before (seeded)', () => {
    fc.assert(
      fc.property(listArb, listArb, (before, after) => {
        expect(applyItemChanges(before, diffPackingItems(before, after))).toEqual(after);
      }),
      { seed: 18 },
    );
  });

  it('changes any list no more when applied twice than once (seeded)', () => {
    fc.assert(
      fc.property(listArb, listArb, listArb, (before, after, other) => {
        const changes = diffPackingItems(before, after);
        const once = applyItemChanges(other, changes);
        expect(applyItemChanges(once, changes)).toEqual(once);
      }),
      { seed: 15 },
    );
  });
});
