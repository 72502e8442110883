// A trip's expense, synced as a record of its own that belongs to its trip (so on a shared trip it
// reaches every companion). One schema for the expense dialog, the sync ops and the server. Three
// kinds share the record: an expense (someone paid, split among people), a settlement (one person
// paid another back: paid_by gave the whole amount to the one person in the split) and the trip's
// budget. Amounts are integer minor units of the currency (src/domain/expense-money.ts). People are
// keys (src/domain/expense-people.ts). See docs/decisions/016-trip-expenses.md.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { currencyCodes } from './currency-codes';
import { calendarDate } from './date-schema';
import { maxAmountMinor } from './expense-money';
import { isPersonKey } from './expense-people';
import { uuidPattern } from './ids';
import { storableText } from './stored-text';

export const expenseKinds = ['expense', 'settlement', 'budget'] as const;
export type ExpenseKind = (typeof expenseKinds)[number];

export const expenseCategories = ['food', 'lodging', 'transport', 'activities', 'shopping', 'other'] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];

export const splitMethods = ['equal', 'shares', 'exact'] as const;
export type SplitMethod = (typeof splitMethods)[number];

export const expenseLimits = { note: 500, people: 50, share: 1000, person: 80 } as const;

const personKey = lazySchema(() =>
  z
    .string({ error: 'A person must be text' })
    .max(expenseLimits.person, `A person is at most ${expenseLimits.person} characters`)
    .refine(isPersonKey, 'A person must be owner, member:<id> or guest:<name>'),
);

const minorUnits = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of cents` })
    .int(`${label} must be a whole number of cents (minor units), never a fraction`)
    .min(0, `${label} can't be negative`)
    .max(maxAmountMinor, `${label} is too large`);

export const splitShareSchema = lazySchema(() =>
  z.object({
    person: personKey,
    /** equal: ignored (1); shares: the person's weight; exact: their part in minor units. */
    value: minorUnits('A share'),
  }),
);
export type SplitShare = z.infer<typeof splitShareSchema>;

export const expenseSplitSchema = lazySchema(() =>
  z
    .object({
      method: z.enum(splitMethods, { error: 'The split must be equal, shares or exact' }),
      people: z.array(splitShareSchema).max(expenseLimits.people, `An expense is split among ${expenseLimits.people} people at most`),
    })
    .superRefine((split, context) => {
      const seen = new Set<string>();
      for (const { person } of split.people) {
        if (seen.has(person)) context.addIssue({ code: 'custom', message: 'The split names someone twice' });
        seen.add(person);
      }
      if (split.method === 'shares') {
        if (split.people.some(({ value }) => value < 1 || value > expenseLimits.share))
          context.addIssue({ code: 'custom', message: `Each share is a whole number from 1 to ${expenseLimits.share}` });
      }
    }),
);
export type ExpenseSplit = z.infer<typeof expenseSplitSchema>;

const isoDate = lazySchema(() => calendarDate('Date'));

const expenseFieldsObject = lazySchema(() =>
  z.object({
    trip_id: z.string({ error: 'trip_id is required' }).regex(uuidPattern, 'trip_id must be a UUID'),
    kind: z.enum(expenseKinds, { error: 'kind must be expense, settlement or budget' }).default('expense'),
    amount_minor: minorUnits('Amount'),
    currency: z.enum(currencyCodes, { error: `Currency must be one of ${currencyCodes.join(', ')}` }),
    category: z.enum(expenseCategories, { error: `Category must be one of ${expenseCategories.join(', ')}` }).default('other'),
    date: isoDate,
    /** Who paid (a person key); empty for a budget. */
    paid_by: z.union([personKey, z.literal('')]).default(''),
    split: expenseSplitSchema.default({ method: 'equal', people: [] }),
    note: storableText('Note', expenseLimits.note).default(''),
    /** The itinerary item it belongs to, if any. */
    item_id: z.string().regex(uuidPattern, 'item_id must be a UUID').nullable().default(null),
  }),
);

type ExpenseShape = z.infer<typeof expenseFieldsObject>;

/** The rules between fields, checked on the whole record (a patch is merged first). */
function checkWhole(expense: ExpenseShape, context: z.RefinementCtx) {
  const issue = (message: string, path: string) => context.addIssue({ code: 'custom', message, path: [path] });
  const { kind, split, paid_by: paidBy, amount_minor: amount } = expense;
  if (kind !== 'budget' && amount < 1) issue('The amount must be more than zero', 'amount_minor');
  if (kind === 'budget') {
    if (paidBy !== '' || split.people.length > 0) issue('A budget has no payer and no split', 'split');
    return;
  }
  if (paidBy === '') issue('Say who paid', 'paid_by');
  if (split.people.length === 0) issue('Split it among at least one person', 'split');
  if (kind === 'settlement') {
    const [to] = split.people;
    if (split.method !== 'exact' || split.people.length !== 1 || !to || to.value !== amount)
      issue('A settlement is paid to one person, the whole amount', 'split');
    else if (to.person === paidBy) issue('A settlement is paid to someone else', 'split');
    return;
  }
  if (split.method === 'exact') {
    const total = split.people.reduce((sum, { value }) => sum + value, 0);
    if (total !== amount) issue('The exact amounts must add up to the amount', 'split');
  }
}

/** Every field of an expense, checked whole. */
export const expenseFieldsSchema = lazySchema(() => expenseFieldsObject.superRefine(checkWhole));
export type ExpenseFields = z.infer<typeof expenseFieldsSchema>;

/** A sync `create` op: the fields and optionally the client-made id. */
export const expenseCreateSchema = lazySchema(() =>
  expenseFieldsObject.extend({ id: z.string().regex(uuidPattern, 'id must be a UUID').optional() }).superRefine(checkWhole),
);

/**
 * A sync `update` op: any of the fields a traveller changes, without defaults (a default would
 * blank a field the update does not carry). The trip and the kind never change. Checked whole once merged.
 */
export const expensePatchSchema = lazySchema(() =>
  z
    .object({
      amount_minor: expenseFieldsObject.shape.amount_minor,
      currency: expenseFieldsObject.shape.currency,
      category: z.enum(expenseCategories, { error: `Category must be one of ${expenseCategories.join(', ')}` }),
      date: isoDate,
      paid_by: z.union([personKey, z.literal('')]),
      split: expenseSplitSchema,
      note: storableText('Note', expenseLimits.note),
      item_id: z.string().regex(uuidPattern, 'item_id must be a UUID').nullable(),
    })
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change: send at least one field'),
);
export type ExpensePatch = z.infer<typeof expensePatchSchema>;
