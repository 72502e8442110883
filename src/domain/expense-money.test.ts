// Money as typed becomes exact minor units (no float on the way), and back; a locale suggests the
// home currency; the CSV export quotes as RFC 4180 says and defuses formulas; people keys.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMinor, formatMoney, homeCurrencyOfLocale, minorToDecimal, parseMoney } from './expense-money';
import { csvCell, expensesCsv } from './expense-csv';
import { guestKey, isPersonKey, tripPeople } from './expense-people';
import type { ExpenseRecord } from './expense-balances';

describe('reading an amount', () => {
  it('reads what travellers type into minor units of the currency', () => {
    const minorOf = (text: string, currency: 'EUR' | 'JPY' = 'EUR') => {
      const parsed = parseMoney(text, currency);
      return parsed.ok ? parsed.minor : parsed.message;
    };
    expect(minorOf('12.5')).toBe(1250);
    expect(minorOf('12,50')).toBe(1250);
    expect(minorOf('1,234.56')).toBe(123456);
    expect(minorOf('1.234,56')).toBe(123456);
    expect(minorOf('1 000')).toBe(100000);
    expect(minorOf('0.10')).toBe(10);
    expect(minorOf('0.1')).toBe(10);
    // 0.1 + 0.2 in floating point is not 0.3; minor units never meet that.
    expect(minorOf('0.3')).toBe(30);
    expect(minorOf('1500', 'JPY')).toBe(1500);
    expect(minorOf('15.5', 'JPY')).toBe('JPY has no cents: enter a whole amount.');
    expect(minorOf('12.345')).toBe('EUR has 2 decimals at most.');
    expect(minorOf('-3')).toBe("The amount can't be negative.");
    expect(minorOf('0')).toBe('The amount must be more than zero.');
    expect(minorOf('')).toBe('Enter an amount.');
    expect(minorOf('12 euros')).toBe('Enter the amount as a number, like 12.50.');
    expect(minorOf('999999999999')).toBe('That amount is too large.');
  });

  it('gives back what minorToDecimal wrote, for any amount (seeded)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000_000 }),
        fc.constantFrom('EUR' as const, 'JPY' as const, 'KRW' as const, 'USD' as const),
        (minor, currency) => {
          expect(parseMoney(minorToDecimal(minor, currency), currency)).toEqual({ ok: true, minor });
        },
      ),
      { seed: 23 },
    );
  });

  it('writes minor units as decimal text and in the locale', () => {
    expect(minorToDecimal(5, 'EUR')).toBe('0.05');
    expect(minorToDecimal(-305, 'USD')).toBe('-3.05');
    expect(minorToDecimal(1500, 'JPY')).toBe('1500');
    expect(formatMoney(123456, 'EUR', 'en-GB')).toBe('€1,234.56');
    expect(formatMoney(1500, 'JPY', 'en-GB')).toBe('¥1,500');
    expect(formatMoney(1200, 'AUD', 'en-US')).toBe('A$12.00');
    expect(formatMoney(-1200, 'USD', 'en-US')).toBe('-$12.00');
  });

  it('converts minor units between currencies of different decimals', () => {
    expect(convertMinor(1500, 'JPY', 'EUR', 1 / 178.9)).toBe(838);
    expect(convertMinor(10000, 'USD', 'JPY', 154.2)).toBe(15420);
    expect(convertMinor(-10000, 'USD', 'EUR', 0.862)).toBe(-8620);
  });

  it('suggests a home currency from the locale', () => {
    expect(homeCurrencyOfLocale('en-GB')).toBe('GBP');
    expect(homeCurrencyOfLocale('de-AT')).toBe('EUR');
    expect(homeCurrencyOfLocale('ja')).toBe('JPY');
    expect(homeCurrencyOfLocale('pt-BR')).toBe('USD');
    expect(homeCurrencyOfLocale('not a locale')).toBe('USD');
    expect(homeCurrencyOfLocale(undefined)).toBe('USD');
  });
});

describe('people', () => {
  it('knows a person key when it sees one', () => {
    expect(isPersonKey('owner')).toBe(true);
    expect(isPersonKey('member:0192f3c4-5d6e-7a8b-9c0d-1e2f3a4b5c6d')).toBe(true);
    expect(isPersonKey('member:ana')).toBe(false);
    expect(isPersonKey(guestKey('  Ana   Lima '))).toBe(true);
    expect(guestKey('  Ana   Lima ')).toBe('guest:Ana Lima');
    expect(isPersonKey('guest:')).toBe(false);
    expect(isPersonKey('Ana')).toBe(false);
  });

  it('lists the owner, the companions, the guests and anyone who left', () => {
    const members = [
      { id: '0192f3c4-5d6e-7a8b-9c0d-000000000001', display_name: 'Ana', role: 'owner' as const },
      { id: '0192f3c4-5d6e-7a8b-9c0d-000000000002', display_name: 'Ben', role: 'editor' as const },
    ];
    const people = tripPeople({
      members,
      myMemberId: members[1]!.id,
      isShared: true,
      usedKeys: ['guest:Cy', 'member:0192f3c4-5d6e-7a8b-9c0d-000000000009', 'owner'],
      extraGuests: ['Dee'],
    });
    expect(people.map(({ key, name, isYou }) => [key, name, isYou])).toEqual([
      ['owner', 'Ana', false],
      [`member:${members[1]!.id}`, 'You', true],
      ['guest:Cy', 'Cy', false],
      ['guest:Dee', 'Dee', false],
      ['member:0192f3c4-5d6e-7a8b-9c0d-000000000009', 'Former companion', false],
    ]);
    // Just shared, before the members have synced: the owner is still "You".
    expect(tripPeople({ members: [], myMemberId: undefined, isShared: true, myRole: 'owner', usedKeys: [] })[0]).toMatchObject({
      name: 'You',
      isYou: true,
    });
    expect(tripPeople({ members: [], myMemberId: undefined, isShared: false, usedKeys: [] })).toEqual([
      { key: 'owner', name: 'You', isYou: true, kind: 'owner' },
    ]);
  });
});

describe('the CSV export', () => {
  it('quotes fields as RFC 4180 says and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}SUM(A1:A9)`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('writes one line per expense by date, with CRLF, exact amounts and each person\u2019s part', () => {
    const base = { trip_id: 't', category: 'food' as const, item_id: null };
    const expenses: ExpenseRecord[] = [
      {
        ...base,
        id: '2',
        kind: 'expense',
        amount_minor: 1000,
        currency: 'USD',
        date: '2027-05-03',
        paid_by: 'guest:Ana',
        note: '=1+1, "cheap"',
        split: {
          method: 'equal',
          people: [
            { person: 'owner', value: 1 },
            { person: 'guest:Ana', value: 1 },
            { person: 'guest:Bo', value: 1 },
          ],
        },
      },
      {
        ...base,
        id: '1',
        kind: 'expense',
        amount_minor: 1500,
        currency: 'JPY',
        date: '2027-05-02',
        paid_by: 'owner',
        note: 'Ramen',
        split: { method: 'equal', people: [{ person: 'owner', value: 1 }] },
      },
      {
        ...base,
        id: '3',
        kind: 'budget',
        amount_minor: 9,
        currency: 'EUR',
        date: '2027-05-01',
        paid_by: '',
        note: '',
        split: { method: 'equal', people: [] },
      },
    ];
    const people = tripPeople({ members: [], myMemberId: undefined, isShared: false, usedKeys: ['guest:Ana', 'guest:Bo'] });
    const csv = expensesCsv({ expenses, people, home: 'EUR', rateOf: () => 0.5, categoryName: (category) => category.toUpperCase() });
    expect(csv.split('\r\n')).toEqual([
      'Date,Type,Category,Note,Paid by,Amount,Currency,Amount in EUR,Share of You,Share of Ana,Share of Bo',
      '2027-05-02,Expense,FOOD,Ramen,You,1500,JPY,750.00,1500,,',
      `2027-05-03,Expense,FOOD,"'=1+1, ""cheap""",Ana,10.00,USD,5.00,3.33,3.34,3.33`,
      '',
    ]);
  });
});
