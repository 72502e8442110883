// The order of a day's items (or the trip's Ideas): fractional keys over `fractional-indexing`, so a
// move writes the moved item alone and two devices' concurrent moves both land. Two devices may
// still give two items the same key (both inserted at one spot offline); the id breaks the tie, so
// every device shows one order, and the next move into that spot gives the tied items keys apart.
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { positionPattern } from './itinerary-schema';

export type OrderedItem = { id: string; position: string };

/** Keys compare by code unit (what fractional-indexing orders by, never localeCompare), then ids. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function compareItineraryOrder(a: OrderedItem, b: OrderedItem): number {
  return compareText(a.position, b.position) || compareText(a.id, b.id);
}

export function sortByPosition<T extends OrderedItem>(items: readonly T[]): T[] {
  return [...items].sort(compareItineraryOrder);
}

/** Where an item goes: its key, and the other items that need a new key for it to fit (usually none). */
export type Placement = { position: string; respaced: OrderedItem[] };

/**
 * The key that puts an item at `index` of `items` (counted without the item itself, which may be
 * in the list when it moves within it). Between two neighbours with distinct keys that is one new
 * key; between neighbours sharing a key, or keys this helper did not make, the tied run (else the
 * whole list) gets fresh keys too.
 */
export function placeAt(items: readonly OrderedItem[], index: number, movingId?: string): Placement {
  const others = sortByPosition(items.filter((item) => item.id !== movingId));
  const at = Math.max(0, Math.min(Math.trunc(index), others.length));
  const before = others[at - 1]?.position ?? null;
  const after = others[at]?.position ?? null;
  if (before === null || after === null || before < after) {
    const key = tryKeys(() => [generateKeyBetween(before, after)]);
    if (key) return { position: key[0]!, respaced: [] };
  }
  return respace(others, at);
}

/** The key after every item of the list: a new item at the end of its day. */
export const positionAtEnd = (items: readonly OrderedItem[]): string => placeAt(items, items.length).position;

/** Keys for a new list of `count` items, in order (a day filled at once). */
export const positionsFor = (count: number): string[] => generateNKeysBetween(null, null, count);

function tryKeys(make: () => string[]): string[] | undefined {
  try {
    const keys = make();
    return keys.every((key) => positionPattern.test(key)) ? keys : undefined;
  } catch {
    // A neighbour's key that fractional-indexing cannot read (written by another client): respace.
    return undefined;
  }
}

function respace(others: OrderedItem[], at: number): Placement {
  const tied = others[at - 1]?.position;
  let low = at;
  let high = at;
  while (tied !== undefined && low > 0 && others[low - 1]!.position === tied) low--;
  while (tied !== undefined && high < others.length && others[high]!.position === tied) high++;
  // The tied run between its neighbours first; the whole list when even that does not fit.
  for (const [from, to] of [
    [low, high],
    [0, others.length],
  ] as const) {
    const keys = tryKeys(() => generateNKeysBetween(others[from - 1]?.position ?? null, others[to]?.position ?? null, to - from + 1));
    if (!keys) continue;
    const slot = at - from;
    const respaced = others
      .slice(from, to)
      .map((item, offset) => ({ id: item.id, position: keys[offset < slot ? offset : offset + 1]! }))
      .filter((item, offset) => item.position !== others[from + offset]!.position);
    return { position: keys[slot]!, respaced };
  }
  // Without bounds there is always room: generateNKeysBetween(null, null, n) is a0, a1, …
  throw new Error('No order key fits');
}
