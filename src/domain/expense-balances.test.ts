// Totals, balances and settling up: balances always sum to zero to the cent, in any mix of
// currencies; settling up pays every balance with the fewest transfers (checked against a brute
// force for small groups), and recording those transfers as settlements brings every balance to zero.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInRateTable, crossRate } from './currency';
import type { CurrencyCode } from './currency-codes';
import {
  balances,
  convertNets,
  currentBudget,
  exactSettleLimit,
  expenseTotals,
  settleUp,
  type ExpenseRecord,
  type RateOf,
  type Transfer,
} from './expense-balances';
import type { ExpenseFields } from './expense-schema';

const rateOf: RateOf = (from, to) => crossRate(builtInRateTable, from, to).rate;
const flat: RateOf = () => 1;

let counter = 0;
function expense(fields: Partial<ExpenseFields> & Pick<ExpenseFields, 'amount_minor' | 'paid_by'>, people: string[]): ExpenseRecord {
  counter += 1;
  return {
    id: `0000000${counter}`.slice(-8),
    trip_id: 'trip',
    kind: 'expense',
    currency: 'EUR',
    category: 'food',
    date: '2027-05-02',
    note: '',
    item_id: null,
    split: { method: 'equal', people: people.map((person) => ({ person, value: 1 })) },
    ...fields,
  };
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

function applyTransfers(balance: ReadonlyMap<string, number>, transfers: readonly Transfer[]): Map<string, number> {
  const after = new Map(balance);
  for (const { from, to, minor } of transfers) {
    after.set(from, (after.get(from) ?? 0) + minor);
    after.set(to, (after.get(to) ?? 0) - minor);
  }
  return after;
}

describe('totals', () => {
  it('sums expenses by category in the home currency, leaving out settlements and the budget', () => {
    const list = [
      expense({ amount_minor: 3000, paid_by: 'owner', category: 'food' }, ['owner', 'guest:Ana']),
      expense({ amount_minor: 10000, paid_by: 'owner', category: 'lodging', currency: 'USD' }, ['owner']),
      expense({ amount_minor: 1500, paid_by: 'guest:Ana', category: 'food', currency: 'JPY' }, ['owner']),
      expense(
        {
          kind: 'settlement',
          amount_minor: 500,
          paid_by: 'guest:Ana',
          split: { method: 'exact', people: [{ person: 'owner', value: 500 }] },
        },
        [],
      ),
      expense({ kind: 'budget', amount_minor: 100000, paid_by: '', split: { method: 'equal', people: [] } }, []),
    ];
    const totals = expenseTotals(list, 'EUR', rateOf);
    // 100 USD at 0.862 is 86.20 EUR; 1500 JPY at 1/178.9 is 8.38 EUR.
    expect(totals.byCategory).toEqual([
      { category: 'lodging', minor: 8620 },
      { category: 'food', minor: 3000 + 838 },
    ]);
    expect(totals.total).toBe(8620 + 3838);
    expect(totals.converted).toEqual(['JPY', 'USD']);
  });

  it('takes the newest budget record as the trip budget', () => {
    const older = expense({ kind: 'budget', amount_minor: 1, paid_by: '' }, []);
    const newer = expense({ kind: 'budget', amount_minor: 2, paid_by: '' }, []);
    expect(currentBudget([newer, older])?.amount_minor).toBe(2);
    expect(currentBudget([])).toBeUndefined();
  });
});

describe('balances', () => {
  it('says who is owed and who owes', () => {
    const list = [
      expense({ amount_minor: 9000, paid_by: 'owner' }, ['owner', 'guest:Ana', 'guest:Ben']),
      expense({ amount_minor: 3000, paid_by: 'guest:Ana' }, ['guest:Ana', 'guest:Ben']),
    ];
    expect(Object.fromEntries(balances(list, 'EUR', rateOf))).toEqual({ owner: 6000, 'guest:Ana': -1500, 'guest:Ben': -4500 });
  });

  it('converts one currency\u2019s nets so they still sum to zero', () => {
    const nets = new Map([
      ['a', 1],
      ['b', 1],
      ['c', -2],
    ]);
    // Each half cent rounds up alone; one of them must give it back.
    const converted = convertNets(nets, 'USD', 'EUR', 0.5);
    expect(sum(converted.values())).toBe(0);
    expect([...converted.values()].every((value) => Math.abs(value) <= 1)).toBe(true);
  });

  const currencies: CurrencyCode[] = ['EUR', 'USD', 'GBP', 'JPY', 'THB', 'KRW'];
  const personArb = fc.constantFrom('owner', 'guest:Ana', 'guest:Ben', 'guest:Cy', 'guest:Dee');
  const expenseArb = fc
    .record({
      amount: fc.integer({ min: 1, max: 10_000_000 }),
      currency: fc.constantFrom(...currencies),
      payer: personArb,
      method: fc.constantFrom('equal' as const, 'shares' as const, 'exact' as const),
      people: fc.uniqueArray(fc.record({ person: personArb, value: fc.integer({ min: 1, max: 5 }) }), {
        selector: (share) => share.person,
        minLength: 1,
      }),
    })
    .map(({ amount, currency, payer, method, people }) => {
      if (method !== 'exact') return expense({ amount_minor: amount, currency, paid_by: payer, split: { method, people } }, []);
      // Exact parts that add up: all but the last person's at random, the rest to the last.
      let left = amount;
      const parts = people.map(({ person, value }, index) => {
        const part = index === people.length - 1 ? left : Math.min(left, value * 7);
        left -= part;
        return { person, value: part };
      });
      return expense({ amount_minor: amount, currency, paid_by: payer, split: { method, people: parts } }, []);
    });

  it('sum to exactly zero in any home currency, whatever the mix of currencies (seeded)', () => {
    fc.assert(
      fc.property(fc.array(expenseArb, { maxLength: 30 }), fc.constantFrom(...currencies), (list, home) => {
        const result = balances(list, home, rateOf);
        expect(sum(result.values())).toBe(0);
        for (const value of result.values()) expect(Number.isInteger(value)).toBe(true);
      }),
      { seed: 16 },
    );
  });

  it('reach zero for everyone once the suggested settlements are recorded (seeded)', () => {
    fc.assert(
      fc.property(fc.array(expenseArb, { maxLength: 20 }), fc.constantFrom(...currencies), (list, home) => {
        const transfers = settleUp(balances(list, home, rateOf));
        const settlements = transfers.map(({ from, to, minor }) =>
          expense(
            {
              kind: 'settlement',
              amount_minor: minor,
              currency: home,
              paid_by: from,
              split: { method: 'exact', people: [{ person: to, value: minor }] },
            },
            [],
          ),
        );
        const after = balances([...list, ...settlements], home, rateOf);
        for (const value of after.values()) expect(value).toBe(0);
      }),
      { seed: 17 },
    );
  });
});

/** The fewest transfers by brute force: n minus the most disjoint zero-sum groups, tried every way. */
function fewestTransfers(values: number[]): number {
  const nonZero = values.filter((value) => value !== 0);
  const best = (rest: number[]): number => {
    if (rest.length === 0) return 0;
    const [first, ...others] = rest;
    let most = 0;
    // Every group that holds `first` and sums to zero; the rest split as well as it can.
    for (let mask = 0; mask < 1 << others.length; mask++) {
      const inGroup = others.filter((_, index) => mask & (1 << index));
      if (first! + sum(inGroup) !== 0) continue;
      most = Math.max(most, 1 + best(others.filter((_, index) => !(mask & (1 << index)))));
    }
    return most;
  };
  return nonZero.length - best(nonZero);
}

describe('settling up', () => {
  it('pays within groups that already cancel out: five people in two such groups need three transfers, not four', () => {
    const balance = new Map([
      ['a', 500],
      ['b', -500],
      ['c', 700],
      ['d', -300],
      ['e', -400],
    ]);
    const transfers = settleUp(balance);
    expect(transfers).toHaveLength(3);
    expect(transfers).toContainEqual({ from: 'b', to: 'a', minor: 500 });
    expect(settleUp(new Map([['a', 0]]))).toEqual([]);
  });

  const balanceArb = (maxPeople: number) =>
    fc
      .array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: maxPeople - 1 })
      .map((values) => [...values, -sum(values)])
      .map((values) => new Map(values.map((value, index) => [`p${String(index).padStart(2, '0')}`, value * 100])));

  it('settles every balance with the fewest transfers, as a brute force finds them (seeded)', () => {
    fc.assert(
      fc.property(balanceArb(8), (balance) => {
        const transfers = settleUp(balance);
        for (const value of applyTransfers(balance, transfers).values()) expect(value).toBe(0);
        for (const transfer of transfers) expect(transfer.minor).toBeGreaterThan(0);
        expect(transfers).toHaveLength(fewestTransfers([...balance.values()]));
      }),
      { seed: 21, numRuns: 200 },
    );
  });

  it(`above ${exactSettleLimit} people still settles everyone, with at most one transfer fewer than the people (seeded)`, () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -5000, max: 5000 }).filter((value) => value !== 0),
          { minLength: exactSettleLimit + 1, maxLength: 40 },
        ),
        (values) => {
          const all = [...values, -sum(values)];
          const balance = new Map(all.map((value, index) => [`p${index}`, value]));
          const transfers = settleUp(balance);
          for (const value of applyTransfers(balance, transfers).values()) expect(value).toBe(0);
          expect(transfers.length).toBeLessThan(all.filter((value) => value !== 0).length);
        },
      ),
      { seed: 22, numRuns: 50 },
    );
  });

  it('answers the same whatever order the balances come in', () => {
    const balance = new Map([
      ['guest:Ana', -1200],
      ['owner', 2000],
      ['member:x', -800],
    ]);
    expect(settleUp(new Map([...balance].reverse()))).toEqual(settleUp(balance));
  });
});

it('flat rates keep balances in one currency', () => {
  expect(Object.fromEntries(balances([expense({ amount_minor: 100, paid_by: 'owner' }, ['guest:Ana'])], 'USD', flat))).toEqual({
    owner: 100,
    'guest:Ana': -100,
  });
});
