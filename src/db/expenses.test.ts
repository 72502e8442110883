// The expenses' write module on fake-indexeddb: each write is the expense and its outbox op in one
// transaction, labelled as a traveller names it; an expense that would not be valid, or whose trip
// is not on the device, leaves nothing written; an update carries only what changed.
import { describe, expect, it } from 'vitest';
import { openDeviceDatabase } from '../../tests/setup/device-database';
import type { AstraDatabase } from './database';
import { createExpense, deleteExpense, ExpenseError, expenseLabel, updateExpense } from './expenses';
import { createTrip, deleteTrip } from './trips';
import { uuidv7 } from '../domain/ids';
import type { ExpenseFields } from '../domain/expense-schema';

const trip = { title: 'Lisbon', start_date: '2027-05-01', end_date: '2027-05-03', cities: [], notes: '' };

const dinner = (tripId: string, overrides: Partial<ExpenseFields> = {}): ExpenseFields => ({
  trip_id: tripId,
  kind: 'expense',
  amount_minor: 4550,
  currency: 'EUR',
  category: 'food',
  date: '2027-05-02',
  paid_by: 'owner',
  split: {
    method: 'equal',
    people: [
      { person: 'owner', value: 1 },
      { person: 'guest:Ana', value: 1 },
    ],
  },
  note: 'Dinner at Ramiro\nwith a tip',
  item_id: null,
  ...overrides,
});

const expenseOps = async (database: AstraDatabase) =>
  (await database.outbox.toArray())
    .filter((op) => op.entity === 'expense')
    .map(({ kind, record_id, payload, label }) => ({ kind, record_id, payload, label }));

describe('writing expenses', () => {
  it('stores an expense and its create op together, labelled by its note', async () => {
    const database = openDeviceDatabase('expenses');
    const tripId = await createTrip(trip, { database });
    const id = await createExpense(dinner(tripId), { database });
    expect(await database.expenses.get(id)).toMatchObject({ ...dinner(tripId), server_version: 0 });
    expect(await expenseOps(database)).toEqual([
      { kind: 'create', record_id: id, payload: dinner(tripId), label: 'Dinner at Ramiro (45.50 EUR)' },
    ]);
  });

  it('names settlements, budgets and expenses without a note', () => {
    const base = { amount_minor: 2000, currency: 'JPY' as const, note: '' };
    expect(expenseLabel({ ...base, kind: 'settlement' })).toBe('Settlement of 2000 JPY');
    expect(expenseLabel({ ...base, kind: 'budget', currency: 'GBP' })).toBe('Trip budget of 20.00 GBP');
    expect(expenseLabel({ ...base, kind: 'expense', currency: 'USD', amount_minor: 5 })).toBe('Expense of 0.05 USD');
  });

  it('refuses an expense that does not add up, or whose trip is not here, and writes nothing', async () => {
    const database = openDeviceDatabase('expenses');
    const tripId = await createTrip(trip, { database });
    const before = await database.outbox.count();
    const badSplit = dinner(tripId, { split: { method: 'exact', people: [{ person: 'owner', value: 100 }] } });
    await expect(createExpense(badSplit, { database })).rejects.toThrow(/exact amounts must add up/);
    await expect(createExpense(dinner(uuidv7()), { database })).rejects.toBeInstanceOf(ExpenseError);
    expect(await database.expenses.count()).toBe(0);
    expect(await database.outbox.count()).toBe(before);
  });

  it('an update carries only the fields that changed; an invalid one changes nothing; a delete leaves a delete op', async () => {
    const database = openDeviceDatabase('expenses');
    const tripId = await createTrip(trip, { database });
    const id = await createExpense(dinner(tripId), { database });
    await updateExpense({ id }, { note: 'Dinner at Ramiro\nwith a tip', category: 'activities' }, database);
    await expect(updateExpense({ id }, { split: { method: 'exact', people: [{ person: 'owner', value: 1 }] } }, database)).rejects.toThrow(
      ExpenseError,
    );
    expect(await database.expenses.get(id)).toMatchObject({ category: 'activities', split: dinner(tripId).split });
    const stored = (await database.expenses.get(id))!;
    await deleteExpense(stored, database);
    expect(await database.expenses.get(id)).toBeUndefined();
    expect((await expenseOps(database)).map(({ kind, payload }) => [kind, payload])).toEqual([
      ['create', dinner(tripId)],
      ['update', { category: 'activities' }],
      ['delete', undefined],
    ]);
  });

  it('deleting the trip deletes its expenses in the same transaction', async () => {
    const database = openDeviceDatabase('expenses');
    const tripId = await createTrip(trip, { database });
    const otherTrip = await createTrip({ ...trip, title: 'Porto' }, { database });
    const id = await createExpense(dinner(tripId), { database });
    const kept = await createExpense(dinner(otherTrip), { database });
    await deleteTrip({ id: tripId, title: 'Lisbon' }, database);
    expect((await database.expenses.toArray()).map((expense) => expense.id)).toEqual([kept]);
    expect((await expenseOps(database)).filter((op) => op.kind === 'delete').map((op) => op.record_id)).toEqual([id]);
  });
});
