// Splitting an amount among people: the parts add up to the amount to the cent, whatever the
// method; the cents left over go to the same people whatever order the split lists them in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitShares } from './expense-split';
import { maxAmountMinor } from './expense-money';
import type { ExpenseSplit } from './expense-schema';

const people = (...keys: string[]) => keys.map((person) => ({ person, value: 1 }));

describe('splitting an expense', () => {
  it('splits equally, the leftover cent to the first by key', () => {
    expect(splitShares(1000, { method: 'equal', people: people('guest:Cy', 'owner', 'guest:Ana') })).toEqual([
      { person: 'guest:Ana', minor: 334 },
      { person: 'guest:Cy', minor: 333 },
      { person: 'owner', minor: 333 },
    ]);
  });

  it('splits by shares, leftover cents to the largest remainders', () => {
    const split: ExpenseSplit = {
      method: 'shares',
      people: [
        { person: 'owner', value: 2 },
        { person: 'guest:Ana', value: 1 },
      ],
    };
    // 1000 × 2/3 = 666.67 and 333.33: the owner's remainder is larger.
    expect(splitShares(1000, split)).toEqual([
      { person: 'guest:Ana', minor: 333 },
      { person: 'owner', minor: 667 },
    ]);
  });

  it('gives exact amounts as written', () => {
    expect(
      splitShares(4550, {
        method: 'exact',
        people: [
          { person: 'owner', value: 3000 },
          { person: 'guest:Ana', value: 1550 },
        ],
      }),
    ).toEqual([
      { person: 'guest:Ana', minor: 1550 },
      { person: 'owner', minor: 3000 },
    ]);
  });

  const keyArb = fc.oneof(
    fc.constant('owner'),
    fc.uuid({ version: 7 }).map((id) => `member:${id}`),
    fc.string({ minLength: 1, maxLength: 10 }).map((name) => `guest:${name}`),
  );
  const splitArb = fc.record({
    method: fc.constantFrom('equal' as const, 'shares' as const),
    people: fc.uniqueArray(fc.record({ person: keyArb, value: fc.integer({ min: 1, max: 1000 }) }), {
      selector: (share) => share.person,
      minLength: 1,
      maxLength: 50,
    }),
  });

  it('always adds up to the amount exactly, every part within a cent of its fair share (seeded)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxAmountMinor }), splitArb, (amount, split) => {
        const parts = splitShares(amount, split);
        expect(parts.reduce((sum, part) => sum + part.minor, 0)).toBe(amount);
        const weights = split.people.map(({ value }) => (split.method === 'equal' ? 1 : value));
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        for (const part of parts) {
          expect(Number.isInteger(part.minor)).toBe(true);
          const weight = split.method === 'equal' ? 1 : split.people.find((share) => share.person === part.person)!.value;
          expect(Math.abs(part.minor - (amount * weight) / total)).toBeLessThan(1.000001);
        }
      }),
      { seed: 19 },
    );
  });

  it('gives the same parts whatever order the split lists people in (seeded)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), splitArb, fc.integer(), (amount, split, salt) => {
        const shuffled = [...split.people].sort((a, b) => ((a.person.length * salt) % 7) - ((b.person.length * salt) % 7));
        expect(splitShares(amount, { ...split, people: shuffled })).toEqual(splitShares(amount, split));
      }),
      { seed: 20 },
    );
  });
});
