// A trip's expenses as a CSV file (RFC 4180: CRLF lines, fields quoted when they hold a comma, a
// quote or a line break, quotes doubled). A cell that a spreadsheet would read as a formula (one
// starting with = + - @, or a tab or carriage return) is written with an apostrophe in front.
// Amounts are exact decimal text from minor units. No zod here.
import type { CurrencyCode } from './currency-codes';
import { convertMinor, minorToDecimal } from './expense-money';
import type { ExpenseRecord, RateOf } from './expense-balances';
import { personName, type Person } from './expense-people';
import { splitShares } from './expense-split';

const formulaStart = /^[=+\-@\t\r]/;

/** One CSV field: defused if a spreadsheet would run it, quoted if it needs quotes. */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRow = (cells: readonly string[]) => cells.map(csvCell).join(',');

const kindNames = { expense: 'Expense', settlement: 'Settlement', budget: 'Budget' } as const;

/**
 * The trip's expenses and settlements by date (the budget left out): what, who paid, the amount in
 * its currency and in the home currency, then each person's part in the expense's currency.
 */
export function expensesCsv(input: {
  expenses: readonly ExpenseRecord[];
  people: readonly Person[];
  home: CurrencyCode;
  rateOf: RateOf;
  categoryName: (category: ExpenseRecord['category']) => string;
}): string {
  const { people, home, rateOf } = input;
  const rows = input.expenses
    .filter((expense) => expense.kind !== 'budget')
    .sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1));
  const header = [
    'Date',
    'Type',
    'Category',
    'Note',
    'Paid by',
    'Amount',
    'Currency',
    `Amount in ${home}`,
    ...people.map((p) => `Share of ${p.name}`),
  ];
  const lines = [csvRow(header)];
  for (const expense of rows) {
    const shares = new Map(splitShares(expense.amount_minor, expense.split).map(({ person, minor }) => [person, minor]));
    const converted = convertMinor(expense.amount_minor, expense.currency, home, rateOf(expense.currency, home));
    lines.push(
      csvRow([
        expense.date,
        kindNames[expense.kind],
        expense.kind === 'expense' ? input.categoryName(expense.category) : '',
        expense.note,
        personName(people, expense.paid_by),
        minorToDecimal(expense.amount_minor, expense.currency),
        expense.currency,
        minorToDecimal(converted, home),
        ...people.map((person) => {
          const share = shares.get(person.key);
          return share === undefined ? '' : minorToDecimal(share, expense.currency);
        }),
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
