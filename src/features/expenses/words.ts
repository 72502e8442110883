// The expenses' words in the language the app speaks: categories, the people's names the domain
// gives in English ("You", "Trip owner"), an expense's label, a typed amount's refusal, a day.
import type { ExpenseCategory } from '../../domain/expense-schema';
import { formatMoney } from '../../domain/expense-money';
import { dateTimeFormat } from '../../domain/intl-formats';
import type { CurrencyCode } from '../../domain/currency';
import { personName, type Person } from '../../domain/expense-people';
import { expenseLabel, type ExpenseRow } from './data';
import type { expensesMessages } from './messages';

type Texts = ReturnType<typeof expensesMessages.get>;

const categoryKeys = {
  food: 'categoryFood',
  lodging: 'categoryLodging',
  transport: 'categoryTransport',
  activities: 'categoryActivities',
  shopping: 'categoryShopping',
  other: 'categoryOther',
} as const satisfies Record<ExpenseCategory, keyof Texts>;

export const categoryText = (t: Texts, category: ExpenseCategory): string => t[categoryKeys[category]];

/** The trip's people with the names the domain writes in English said in the language spoken. */
export function localPeople(t: Texts, people: readonly Person[]): Person[] {
  return people.map((person) => {
    if (person.isYou) return { ...person, name: t.peopleYou };
    if (person.kind === 'owner' && person.name === 'Trip owner') return { ...person, name: t.peopleOwner };
    const former = /^Former companion(?: (\d+))?$/.exec(person.name);
    if (former) return { ...person, name: former[1] ? t.peopleFormerN({ number: former[1] }) : t.peopleFormer };
    return person;
  });
}

/** A person's name by key ("Someone" when nobody on the trip has it). */
export function nameOf(t: Texts, people: readonly Person[], key: string): string {
  const name = personName(people, key);
  return name === 'Someone' && !people.some((person) => person.key === key) ? t.peopleSomeone : name;
}

/** An expense as a confirmation and a button name it: "Dinner (42.00 EUR)"; the English is src/db/expenses.ts's. */
export function labelText(t: Texts, language: string, locale: string, expense: ExpenseRow): string {
  if (language === 'en') return expenseLabel(expense);
  const amount = formatMoney(expense.amount_minor, expense.currency, locale);
  if (expense.kind === 'budget') return t.labelBudget({ amount });
  if (expense.kind === 'settlement') return t.labelSettlement({ amount });
  const firstLine = expense.note.split('\n')[0]?.trim();
  return firstLine ? `${firstLine} (${amount})` : t.labelExpense({ amount });
}

/** Why a typed amount was refused (src/domain/expense-money.ts says it in English), in the language spoken. */
export function moneyText(t: Texts, message: string, currency: CurrencyCode): string {
  const known: Record<string, string> = {
    'Enter an amount.': t.moneyEmpty,
    "The amount can't be negative.": t.moneyNegative,
    'Enter the amount as a number, like 12.50.': t.moneyFormat,
    'That amount is too large.': t.moneyTooLarge,
    'The amount must be more than zero.': t.moneyZero,
    [`${currency} has no cents: enter a whole amount.`]: t.moneyNoCents({ currency }),
  };
  const decimals = new RegExp(`^${currency} has (\\d+) decimals at most\\.$`).exec(message);
  if (decimals) return t.moneyDecimals({ currency, decimals: decimals[1]! });
  return known[message] ?? message;
}

/** A day of spending, with its weekday and year: "Sat, Jun 12, 2027", "2027年6月12日(土)". */
export function dayText(locale: string, date: string): string {
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Money the way the language writes it. */
export const money = (locale: string, minor: number, currency: CurrencyCode): string => formatMoney(minor, currency, locale);
