import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareItineraryOrder, placeAt, positionAtEnd, positionsFor, sortByPosition, type OrderedItem } from './itinerary-order';
import { positionPattern } from './itinerary-schema';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

const listOf = (...positions: string[]): OrderedItem[] => positions.map((position, index) => ({ id: `item-${index}`, position }));

/** The ids in order once `moving` takes its placement (and the respaced items theirs). */
function orderAfter(items: OrderedItem[], moving: OrderedItem, index: number): string[] {
  const { position, respaced } = placeAt(items, index, moving.id);
  const updated = items
    .filter((item) => item.id !== moving.id)
    .map((item) => respaced.find((candidate) => candidate.id === item.id) ?? item);
  return sortByPosition([...updated, { id: moving.id, position }]).map((item) => item.id);
}

describe('itinerary order keys', () => {
  it('puts a new item first, between two neighbours, and last, writing only its own key', () => {
    const items = listOf(...positionsFor(3));
    expect(items.map((item) => item.position)).toEqual(['a0', 'a1', 'a2']);
    for (const index of [0, 1, 2, 3]) {
      const { position, respaced } = placeAt(items, index);
      expect(respaced).toEqual([]);
      const ids = sortByPosition([...items, { id: 'new', position }]).map((item) => item.id);
      expect(ids.indexOf('new')).toBe(index);
    }
    expect(positionAtEnd(items) > 'a2').toBe(true);
    expect(positionAtEnd([])).toBe('a0');
  });

  it('moves an item within its own list without counting itself', () => {
    const items = listOf(...positionsFor(4));
    expect(orderAfter(items, items[0]!, 2)).toEqual(['item-1', 'item-2', 'item-0', 'item-3']);
    expect(orderAfter(items, items[3]!, 0)).toEqual(['item-3', 'item-0', 'item-1', 'item-2']);
  });

  it('breaks a tie between two items with the same key by id, and gives the tied run keys apart when a move lands inside it', () => {
    // Two devices inserted at one spot offline: both items got the same key.
    const items: OrderedItem[] = [
      { id: 'a', position: 'a0' },
      { id: 'c', position: 'a0V' },
      { id: 'b', position: 'a0V' },
      { id: 'd', position: 'a1' },
    ];
    expect(sortByPosition(items).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
    const moving = { id: 'e', position: 'a5' };
    const { respaced } = placeAt(items, 2);
    expect(respaced.map((item) => item.id).sort()).toEqual(['b', 'c']);
    expect(orderAfter([...items, moving], moving, 2)).toEqual(['a', 'b', 'e', 'c', 'd']);
  });

  it('copes with keys it did not make (another client wrote them) by respacing', () => {
    const items = listOf('zzz', 'zzzz');
    const { position, respaced } = placeAt(items, 1);
    expect(positionPattern.test(position)).toBe(true);
    expect(respaced.length).toBeGreaterThan(0);
  });

  it('keeps keys within the schema and every order a traveller asked for, move after move (seeded)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(40), fc.nat(40)), { minLength: 1, maxLength: 120 }), (moves) => {
        let items = listOf(...positionsFor(5));
        for (const [pick, target] of moves) {
          const sorted = sortByPosition(items);
          const moving = sorted[pick % sorted.length]!;
          const index = target % sorted.length;
          const expected = sorted.map((item) => item.id).filter((id) => id !== moving.id);
          expected.splice(index, 0, moving.id);
          const { position, respaced } = placeAt(items, index, moving.id);
          items = items.map((item) =>
            item.id === moving.id ? { ...item, position } : (respaced.find((candidate) => candidate.id === item.id) ?? item),
          );
          expect(sortByPosition(items).map((item) => item.id)).toEqual(expected);
          for (const item of items) expect(item.position).toMatch(positionPattern);
        }
      }),
      { seed, numRuns: 50 },
    );
  });

  it('orders by code unit, never by locale', () => {
    expect(compareItineraryOrder({ id: '1', position: 'Zz' }, { id: '2', position: 'a0' })).toBeLessThan(0);
  });
});
