// Totals, balances and settling up of a trip's expenses, in the traveller's home currency with the
// device's rate table. Amounts stay integer minor units: each expense is exact in its own currency,
// and a currency's balances are converted together so they still sum to exactly zero. No zod here.
import type { CurrencyCode } from './currency-codes';
import { convertMinor, currencyDecimals } from './expense-money';
import type { ExpenseCategory, ExpenseFields } from './expense-schema';
import { splitShares } from './expense-split';

export type ExpenseRecord = ExpenseFields & { id: string };

/** How many `to` one `from` buys (the device's table, src/domain/currency.ts crossRate). */
export type RateOf = (from: CurrencyCode, to: CurrencyCode) => number;

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type ExpenseTotals = {
  /** What the trip's expenses cost, settlements and the budget left out. */
  total: number;
  byCategory: { category: ExpenseCategory; minor: number }[];
  /** The currencies converted (not the home one), for "converted with rates of …". */
  converted: CurrencyCode[];
};

export function expenseTotals(expenses: readonly ExpenseRecord[], home: CurrencyCode, rateOf: RateOf): ExpenseTotals {
  const byCategory = new Map<ExpenseCategory, number>();
  const converted = new Set<CurrencyCode>();
  let total = 0;
  for (const expense of expenses) {
    if (expense.kind !== 'expense') continue;
    if (expense.currency !== home) converted.add(expense.currency);
    const minor = convertMinor(expense.amount_minor, expense.currency, home, rateOf(expense.currency, home));
    total += minor;
    byCategory.set(expense.category, (byCategory.get(expense.category) ?? 0) + minor);
  }
  return {
    total,
    byCategory: [...byCategory]
      .map(([category, minor]) => ({ category, minor }))
      .sort((a, b) => b.minor - a.minor || byKey(a.category, b.category)),
    converted: [...converted].sort(byKey),
  };
}

/** The trip's budget: the newest budget record (by id, so every device picks the same one). */
export function currentBudget(expenses: readonly ExpenseRecord[]): ExpenseRecord | undefined {
  let newest: ExpenseRecord | undefined;
  for (const expense of expenses) if (expense.kind === 'budget' && (!newest || expense.id > newest.id)) newest = expense;
  return newest;
}

/** Each person's net in one currency: what they paid minus their parts. Sums to zero exactly. */
export function netsByCurrency(expenses: readonly ExpenseRecord[]): Map<CurrencyCode, Map<string, number>> {
  const nets = new Map<CurrencyCode, Map<string, number>>();
  for (const expense of expenses) {
    if (expense.kind === 'budget') continue;
    const net = nets.get(expense.currency) ?? new Map<string, number>();
    nets.set(expense.currency, net);
    net.set(expense.paid_by, (net.get(expense.paid_by) ?? 0) + expense.amount_minor);
    for (const { person, minor } of splitShares(expense.amount_minor, expense.split)) net.set(person, (net.get(person) ?? 0) - minor);
  }
  return nets;
}

/**
 * Converts one currency's nets (summing to zero) so they still sum to zero: each is rounded, then
 * any cent left over is taken from (or given to) whoever rounding favoured most, ties by key.
 */
export function convertNets(net: ReadonlyMap<string, number>, from: CurrencyCode, home: CurrencyCode, rate: number): Map<string, number> {
  const people = [...net.keys()].sort(byKey);
  const rows = people.map((person) => {
    const value = net.get(person)!;
    const rounded = convertMinor(value, from, home, rate);
    const exact = from === home ? value : (value * rate * 10 ** currencyDecimals[home]) / 10 ** currencyDecimals[from];
    return { person, rounded, error: rounded - exact };
  });
  let residual = rows.reduce((sum, row) => sum + row.rounded, 0);
  while (residual !== 0 && rows.length > 0) {
    const direction = residual > 0 ? 1 : -1;
    // The one rounded furthest in the residual's direction gives back a cent.
    let pick = rows[0]!;
    for (const row of rows) if (row.error * direction > pick.error * direction) pick = row;
    pick.rounded -= direction;
    pick.error -= direction;
    residual -= direction;
  }
  return new Map(rows.map((row) => [row.person, row.rounded]));
}

/** Each person's balance in the home currency: more than zero, they are owed; less, they owe. Sums to zero. */
export function balances(expenses: readonly ExpenseRecord[], home: CurrencyCode, rateOf: RateOf): Map<string, number> {
  const result = new Map<string, number>();
  for (const [currency, net] of netsByCurrency(expenses)) {
    for (const [person, minor] of convertNets(net, currency, home, rateOf(currency, home)))
      result.set(person, (result.get(person) ?? 0) + minor);
  }
  return new Map([...result].sort(([a], [b]) => byKey(a, b)));
}

export type Transfer = { from: string; to: string; minor: number };

/** Up to this many people owing or owed, settling up finds the fewest transfers exactly; above, a greedy plan. */
export const exactSettleLimit = 16;

/** Pays debts within one group that sums to zero: the largest debtor pays the largest creditor, until all are even. */
function greedyTransfers(entries: readonly [string, number][]): Transfer[] {
  const debtors = entries.filter(([, v]) => v < 0).map(([person, v]) => ({ person, left: -v }));
  const creditors = entries.filter(([, v]) => v > 0).map(([person, v]) => ({ person, left: v }));
  const transfers: Transfer[] = [];
  const largest = <T extends { person: string; left: number }>(list: T[]) =>
    list.reduce<T | undefined>(
      (best, x) => (x.left > 0 && (!best || x.left > best.left || (x.left === best.left && x.person < best.person)) ? x : best),
      undefined,
    );
  for (;;) {
    const debtor = largest(debtors);
    const creditor = largest(creditors);
    if (!debtor || !creditor) break;
    const minor = Math.min(debtor.left, creditor.left);
    transfers.push({ from: debtor.person, to: creditor.person, minor });
    debtor.left -= minor;
    creditor.left -= minor;
  }
  return transfers;
}

/**
 * Who pays whom to settle every balance, with the fewest transfers: n people who are not even need
 * n − k transfers, where k is the most groups they split into that each sum to zero. Up to
 * exactSettleLimit people this finds k exactly (a search over subsets, 2^n·n steps), then settles
 * each group greedily (at most its size − 1 transfers); above it, one greedy plan for everybody.
 */
export function settleUp(balance: ReadonlyMap<string, number>): Transfer[] {
  const entries = [...balance].filter(([, v]) => v !== 0).sort(([a], [b]) => byKey(a, b));
  const n = entries.length;
  if (n === 0) return [];
  if (n > exactSettleLimit) return greedyTransfers(entries);
  const size = 1 << n;
  const sums = new Float64Array(size);
  for (let mask = 1; mask < size; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    sums[mask] = sums[mask & (mask - 1)]! + entries[low]![1];
  }
  // groups[mask]: the most zero-sum groups the people in mask split into (when mask sums to zero).
  const groups = new Int8Array(size);
  for (let mask = 1; mask < size; mask++) {
    let best = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) best = Math.max(best, groups[mask ^ (1 << i)]!);
    groups[mask] = best + (sums[mask] === 0 ? 1 : 0);
  }
  // Walk back: removing people one by one, a zero-sum remainder closes a group.
  const order: number[] = [];
  let mask = size - 1;
  while (mask) {
    const here = groups[mask]! - (sums[mask] === 0 ? 1 : 0);
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i) && groups[mask ^ (1 << i)] === here) {
        order.push(i);
        mask ^= 1 << i;
        break;
      }
    }
  }
  order.reverse();
  const transfers: Transfer[] = [];
  let group: [string, number][] = [];
  let running = 0;
  for (const index of order) {
    group.push(entries[index]!);
    running += entries[index]![1];
    if (running === 0) {
      transfers.push(...greedyTransfers(group));
      group = [];
    }
  }
  return transfers;
}
