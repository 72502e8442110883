// What each person's part of an expense is, in minor units, adding up exactly to the amount. An
// equal or weighted split gives each person the floor of their exact part; the cents left over go
// one each to the largest remainders, ties broken by person key, so every device gives the same
// cent to the same person whatever order the split lists people in. No zod here.
import type { ExpenseSplit } from './expense-schema';

export type PersonAmount = { person: string; minor: number };

/** Each person's part of `amount` (minor units), in person-key order; an exact split as given. */
export function splitShares(amount: number, split: ExpenseSplit): PersonAmount[] {
  const people = [...split.people].sort((a, b) => (a.person < b.person ? -1 : a.person > b.person ? 1 : 0));
  if (people.length === 0) return [];
  if (split.method === 'exact') return people.map(({ person, value }) => ({ person, minor: value }));
  const weights = people.map(({ value }) => BigInt(split.method === 'equal' ? 1 : Math.max(1, value)));
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  const whole = BigInt(amount);
  const parts = weights.map((weight, index) => {
    const exact = whole * weight;
    return { index, floor: exact / total, remainder: exact % total };
  });
  let left = whole - parts.reduce((sum, part) => sum + part.floor, 0n);
  const order = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const extra = new Set<number>();
  for (const part of order) {
    if (left <= 0n) break;
    extra.add(part.index);
    left -= 1n;
  }
  return people.map(({ person }, index) => ({ person, minor: Number(parts[index]!.floor) + (extra.has(index) ? 1 : 0) }));
}
