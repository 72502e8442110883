// Writing a trip's expenses (the Dexie `expenses` table), synced like itinerary items: the one place
// an expense, a settlement or the trip's budget is created, changed or deleted. Each write is a
// local change with its outbox op; the record is checked whole with the same schema the server
// uses, in the same transaction, so a refused change leaves nothing written.
import { db, type AstraDatabase, type ExpenseRow } from './database';
import { describeStorageError, syncedRecordWrites } from './local-changes';
import { describeIssues } from '../domain/error-envelope';
import { expenseFieldsSchema, type ExpenseFields, type ExpensePatch } from '../domain/expense-schema';
import { minorToDecimal } from '../domain/expense-money';

/** An expense change the rules refuse: its trip is not on this device, or the expense would not be valid. */
export class ExpenseError extends Error {
  constructor(
    readonly code: 'trip-not-found' | 'expense-not-found' | 'invalid-expense',
    message: string,
  ) {
    super(message);
    this.name = 'ExpenseError';
  }
}

type Labelled = Pick<ExpenseFields, 'kind' | 'note' | 'amount_minor' | 'currency'>;

/** An expense in the traveller's words: its note's first line, or what it is ("Settlement of 20.00 EUR", "Trip budget"). */
export function expenseLabel(expense: Labelled): string {
  const amount = `${minorToDecimal(expense.amount_minor, expense.currency)} ${expense.currency}`;
  if (expense.kind === 'budget') return `Trip budget of ${amount}`;
  if (expense.kind === 'settlement') return `Settlement of ${amount}`;
  const firstLine = expense.note.split('\n')[0]?.trim();
  return firstLine ? `${firstLine} (${amount})` : `Expense of ${amount}`;
}

const writes = syncedRecordWrites<ExpenseFields, Labelled>('expense', expenseLabel);

const tables = (database: AstraDatabase) => [database.trips, database.expenses, database.outbox, database.serverCopies];

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof ExpenseError ? error : describeStorageError(error);
  }
}

function checked(fields: unknown): ExpenseFields {
  const parsed = expenseFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new ExpenseError('invalid-expense', describeIssues(parsed.error.issues));
  return parsed.data;
}

/** Stores a new expense of a trip on this device and returns its id; an ExpenseError when the trip is not here or the expense is not valid. */
export function createExpense(fields: ExpenseFields, options: { id?: string; database?: AstraDatabase } = {}): Promise<string> {
  const { database = db } = options;
  return guarded(() =>
    database.transaction('rw', tables(database), async () => {
      if (!(await database.trips.get(fields.trip_id))) throw new ExpenseError('trip-not-found', 'This trip is no longer on this device.');
      return writes.create(checked(fields), { ...options, database });
    }),
  );
}

/** Changes what `patch` carries, once the expense as changed is valid; the op carries only the fields that differ. */
export function updateExpense(expense: Pick<ExpenseRow, 'id'>, patch: ExpensePatch, database: AstraDatabase = db): Promise<void> {
  return guarded(() =>
    database.transaction('rw', tables(database), async () => {
      const stored = await database.expenses.get(expense.id);
      if (!stored) throw new ExpenseError('expense-not-found', 'This expense is no longer on this device.');
      const next = checked({ ...stored, ...patch });
      const changed = Object.fromEntries(
        Object.entries(patch).filter(
          ([key]) => JSON.stringify(stored[key as keyof ExpenseRow]) !== JSON.stringify(next[key as keyof ExpenseFields]),
        ),
      ) as Partial<ExpenseFields>;
      if (Object.keys(changed).length === 0) return;
      await writes.update(stored, changed, database);
    }),
  );
}

export function deleteExpense(expense: Pick<ExpenseRow, 'id'> & Labelled, database: AstraDatabase = db): Promise<void> {
  return guarded(() => writes.remove(expense, database));
}
