// A trip's expenses, from the device alone (it works in flight): what was spent by date, the totals
// and categories in the traveller's home currency with the device's rate table (its date shown),
// the trip's budget, who owes whom with the fewest transfers to settle up, and a CSV download.
// On a shared trip every companion sees the same list; a viewer only reads it.
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, ArrowRight, CloudOff, Download, Eye, HandCoins, Pencil, Plus, Trash2, Wallet } from 'lucide-react';
import { ToolScreen } from '../../ui/tool-screen';
import { TripNotFound } from '../../ui/trip-not-found';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { toast } from '../../lib/toast';
import { failureToastOptions, savedToastOptions } from '../../lib/saved-note';
import { downloadFile } from '../../lib/download-file';
import { currencies, crossRate, type CurrencyCode } from '../../domain/currency';
import {
  balances,
  currentBudget,
  expenseTotals,
  settleUp,
  type ExpenseRecord,
  type RateOf,
  type Transfer,
} from '../../domain/expense-balances';
import { expensesCsv } from '../../domain/expense-csv';
import { convertMinor, formatMoney, minorToDecimal, parseMoney } from '../../domain/expense-money';
import { personName, tripPeople, type Person } from '../../domain/expense-people';
import type { ExpenseFields } from '../../domain/expense-schema';
import { itemTitle } from '../../domain/itinerary-rules';
import { tripDatesText } from '../../domain/plan-text';
import {
  createExpense,
  deleteExpense,
  expenseLabel,
  setHomeCurrency,
  updateExpense,
  useExpenseRates,
  useHomeCurrency,
  useTripExpenses,
  type ExpenseRates,
  type ExpenseRow,
  type ItineraryItemRow,
  type TripAccess,
  type TripRow,
} from './data';
import { draftOfExpense, emptyExpenseDraft, ExpenseDialog } from './expense-dialog';
import { categoryIcons, categoryNames } from './categories';

type DialogState =
  { mode: 'create' } | { mode: 'edit'; expense: ExpenseRow } | { mode: 'delete'; expense: ExpenseRow } | { mode: 'budget' } | undefined;

export default function ExpensesScreen() {
  const { tripId = '' } = useParams();
  const query = useTripExpenses(tripId);
  const home = useHomeCurrency();
  const rates = useExpenseRates();

  useEffect(() => {
    if (query?.error) toast.error('Failed to load the expenses', { id: 'expenses-load', description: query.error.message });
  }, [query?.error]);

  if (!query || !home || !rates) {
    return (
      <ToolScreen title="Expenses">
        <p role="status" className="text-slate-600 dark:text-slate-400">
          Loading the expenses…
        </p>
      </ToolScreen>
    );
  }
  if (!query.trip) {
    return <TripNotFound icon={Wallet} />;
  }
  return (
    <TripExpenses
      key={query.trip.id}
      trip={query.trip}
      expenses={query.expenses}
      items={query.items}
      pendingIds={query.pendingIds}
      access={query.access}
      home={home}
      rates={rates}
    />
  );
}

function fileNameOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'trip'}-expenses.csv`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayText = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

const today = () => new Date().toISOString().slice(0, 10);

/** A new expense's date: today while the trip is on, else its first day. */
function defaultDate(trip: TripRow): string {
  const now = today();
  return now >= trip.start_date && now <= trip.end_date ? now : trip.start_date;
}

type TripExpensesProps = {
  trip: TripRow;
  expenses: ExpenseRow[];
  items: ItineraryItemRow[];
  pendingIds: ReadonlySet<string>;
  access: TripAccess | undefined;
  home: CurrencyCode;
  rates: ExpenseRates;
};

function TripExpenses({ trip, expenses, items, pendingIds, access, home, rates }: TripExpensesProps) {
  const canEdit = access?.canEdit ?? true;
  const [dialog, setDialog] = useState<DialogState>();
  const [addedGuests, setAddedGuests] = useState<string[]>([]);
  const rateOf: RateOf = useMemo(() => (from, to) => crossRate(rates.table, from, to).rate, [rates.table]);
  const records = expenses as ExpenseRecord[];

  const people = useMemo(() => {
    const usedKeys = expenses.flatMap((expense) => [expense.paid_by, ...expense.split.people.map(({ person }) => person)]).filter(Boolean);
    return tripPeople({
      members: access?.members ?? [],
      myMemberId: access?.memberId,
      isShared: access?.role !== undefined,
      myRole: access?.role,
      usedKeys,
      extraGuests: addedGuests,
    });
  }, [expenses, access, addedGuests]);

  const totals = useMemo(() => expenseTotals(records, home, rateOf), [records, home, rateOf]);
  const balance = useMemo(() => balances(records, home, rateOf), [records, home, rateOf]);
  const transfers = useMemo(() => settleUp(balance), [balance]);
  const budget = currentBudget(records);
  const spending = useMemo(
    () =>
      [...expenses]
        .filter((expense) => expense.kind !== 'budget')
        .sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1)),
    [expenses],
  );
  const itemChoices = useMemo(() => items.map((item) => ({ id: item.id, title: itemTitle(item) })), [items]);

  const save = async (fields: ExpenseFields): Promise<boolean> => {
    try {
      if (dialog?.mode === 'create') {
        await createExpense(fields);
        toast.success('Expense added', savedToastOptions());
      } else if (dialog?.mode === 'edit') {
        const { trip_id: _trip, kind: _kind, ...patch } = fields;
        await updateExpense(dialog.expense, patch);
        toast.success('Changes saved', savedToastOptions());
      }
      setDialog(undefined);
      return true;
    } catch (error) {
      toast.error('Failed to save the expense', failureToastOptions(error));
      return false;
    }
  };

  const remove = async (expense: ExpenseRow) => {
    try {
      await deleteExpense(expense);
      toast.success(expense.kind === 'settlement' ? 'Settlement deleted' : 'Expense deleted', savedToastOptions());
      setDialog(undefined);
    } catch (error) {
      toast.error('Failed to delete the expense', failureToastOptions(error));
    }
  };

  const settle = async (transfer: Transfer) => {
    try {
      await createExpense({
        trip_id: trip.id,
        kind: 'settlement',
        amount_minor: transfer.minor,
        currency: home,
        category: 'other',
        date: today(),
        paid_by: transfer.from,
        split: { method: 'exact', people: [{ person: transfer.to, value: transfer.minor }] },
        note: '',
        item_id: null,
      });
      toast.success(
        `Recorded: ${personName(people, transfer.from)} paid ${personName(people, transfer.to)} ${formatMoney(transfer.minor, home)}`,
        savedToastOptions(),
      );
    } catch (error) {
      toast.error('Failed to record the payment', failureToastOptions(error));
    }
  };

  const downloadCsv = () => {
    downloadFile(
      fileNameOf(trip.title),
      expensesCsv({ expenses: records, people, home, rateOf, categoryName: (category) => categoryNames[category] }),
      'text/csv;charset=utf-8',
    );
  };

  return (
    <ToolScreen
      title="Expenses"
      subtitle={`${trip.title} · ${tripDatesText(trip)}`}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={downloadCsv} disabled={spending.length === 0}>
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </Button>
          {canEdit ? (
            <Button onClick={() => setDialog({ mode: 'create' })}>
              <Plus aria-hidden="true" className="size-4" />
              Add expense
            </Button>
          ) : null}
        </div>
      }
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link
          to={`/trips/${trip.id}`}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the plan
        </Link>
        <HomeCurrencyPicker home={home} />
      </div>
      {!canEdit ? (
        <p className="mb-4 flex items-center gap-2 rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <Eye aria-hidden="true" className="size-4 shrink-0" />
          You can view this trip&rsquo;s expenses. Ask {access?.ownerName ?? 'the owner'} if you need to add some.
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4 lg:order-2">
          <SummaryCard
            totals={totals}
            home={home}
            rates={rates}
            budget={budget}
            rateOf={rateOf}
            canEdit={canEdit}
            onEditBudget={() => setDialog({ mode: 'budget' })}
          />
          <BalancesCard balance={balance} transfers={transfers} people={people} home={home} canEdit={canEdit} onSettle={settle} />
        </div>
        <Card className="lg:order-1">
          <h2 className="text-lg font-semibold">Spent</h2>
          {spending.length === 0 ? (
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              Nothing yet. {canEdit ? 'Add what you spend as you go; it works offline too.' : ''}
            </p>
          ) : (
            <ExpenseList
              expenses={spending}
              people={people}
              home={home}
              rateOf={rateOf}
              pendingIds={pendingIds}
              canEdit={canEdit}
              onEdit={(expense) => setDialog({ mode: 'edit', expense })}
              onDelete={(expense) => setDialog({ mode: 'delete', expense })}
            />
          )}
        </Card>
      </div>

      {dialog?.mode === 'create' || dialog?.mode === 'edit' ? (
        <ExpenseDialog
          mode={dialog.mode}
          initial={
            dialog.mode === 'edit' ? draftOfExpense(dialog.expense) : emptyExpenseDraft({ currency: home, date: defaultDate(trip), people })
          }
          tripId={trip.id}
          people={people}
          items={itemChoices}
          onAddGuest={(name) => setAddedGuests((current) => [...current, name])}
          onCancel={() => setDialog(undefined)}
          onSave={save}
        />
      ) : null}
      {dialog?.mode === 'delete' ? (
        <ConfirmDelete
          title={dialog.expense.kind === 'settlement' ? 'Delete this settlement?' : 'Delete this expense?'}
          question="It goes for everyone on the trip, and the balances change."
          name={expenseLabel(dialog.expense)}
          onCancel={() => setDialog(undefined)}
          onConfirm={() => void remove(dialog.expense)}
        />
      ) : null}
      {dialog?.mode === 'budget' ? <BudgetDialog trip={trip} budget={budget} home={home} onClose={() => setDialog(undefined)} /> : null}
    </ToolScreen>
  );
}

function HomeCurrencyPicker({ home }: { home: CurrencyCode }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Home currency
      </label>
      <select
        id={id}
        value={home}
        onChange={(event) =>
          void setHomeCurrency(event.target.value as CurrencyCode).catch((error: unknown) =>
            toast.error('Failed to change the home currency', failureToastOptions(error)),
          )
        }
        className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
      >
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.code}
          </option>
        ))}
      </select>
    </div>
  );
}

function SummaryCard({
  totals,
  home,
  rates,
  budget,
  rateOf,
  canEdit,
  onEditBudget,
}: {
  totals: ReturnType<typeof expenseTotals>;
  home: CurrencyCode;
  rates: ExpenseRates;
  budget: ExpenseRecord | undefined;
  rateOf: RateOf;
  canEdit: boolean;
  onEditBudget: () => void;
}) {
  const budgetMinor = budget ? convertMinor(budget.amount_minor, budget.currency, home, rateOf(budget.currency, home)) : undefined;
  const share = budgetMinor ? totals.total / budgetMinor : 0;
  const isOver = budgetMinor !== undefined && totals.total > budgetMinor;
  return (
    <Card>
      <h2 className="text-lg font-semibold">Total</h2>
      <p className="mt-1 text-3xl font-bold tabular-nums" aria-label={`Total spent ${formatMoney(totals.total, home)}`}>
        {formatMoney(totals.total, home)}
      </p>
      {budgetMinor !== undefined ? (
        <div className="mt-3">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="text-slate-700 dark:text-slate-200">Budget {formatMoney(budgetMinor, home)}</span>
            <span className={isOver ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}>
              {isOver ? `${formatMoney(totals.total - budgetMinor, home)} over` : `${formatMoney(budgetMinor - totals.total, home)} left`}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label="Budget spent"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, Math.round(share * 100))}
            aria-valuetext={`${Math.round(share * 100)}% of the budget spent`}
            className="mt-1.5 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div
              className={`h-full rounded-full ${isOver ? 'bg-red-600' : share > 0.85 ? 'bg-amber-500' : 'bg-brand-600'}`}
              style={{ width: `${Math.min(100, share * 100)}%` }}
            />
          </div>
        </div>
      ) : null}
      {canEdit ? (
        <Button variant="ghost" className="-ml-3 mt-2" onClick={onEditBudget}>
          <Wallet aria-hidden="true" className="size-4" />
          {budget ? 'Change budget' : 'Set a budget'}
        </Button>
      ) : null}
      {totals.byCategory.length > 0 ? (
        <ul className="mt-3 space-y-1.5" aria-label="By category">
          {totals.byCategory.map(({ category, minor }) => {
            const Icon = categoryIcons[category];
            return (
              <li key={category} className="flex items-center gap-2 text-sm">
                <Icon aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
                <span className="flex-1">{categoryNames[category]}</span>
                <span className="tabular-nums">{formatMoney(minor, home)}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        {totals.converted.length > 0
          ? `${totals.converted.join(', ')} converted to ${home} with ${rates.origin === 'built-in' ? 'the built-in rates' : 'rates'} of ${dayText(rates.table.base_date)}.`
          : `In ${home}. Other currencies are converted with the rates of ${dayText(rates.table.base_date)}.`}
      </p>
    </Card>
  );
}

function BalancesCard({
  balance,
  transfers,
  people,
  home,
  canEdit,
  onSettle,
}: {
  balance: ReadonlyMap<string, number>;
  transfers: readonly Transfer[];
  people: readonly Person[];
  home: CurrencyCode;
  canEdit: boolean;
  onSettle: (transfer: Transfer) => Promise<void>;
}) {
  const shown = people.filter((person) => balance.has(person.key));
  const [busy, setBusy] = useState(false);
  return (
    <Card>
      <h2 className="text-lg font-semibold">Balances</h2>
      {shown.length === 0 ? (
        <p className="mt-2 text-slate-600 dark:text-slate-400">No one owes anything yet.</p>
      ) : (
        <ul className="mt-2 space-y-1.5" aria-label="Balances">
          {shown.map((person) => {
            const value = balance.get(person.key) ?? 0;
            const verb =
              value === 0
                ? `${person.isYou ? 'are' : 'is'} settled up`
                : value > 0
                  ? `${person.isYou ? 'are' : 'is'} owed`
                  : person.isYou
                    ? 'owe'
                    : 'owes';
            return (
              <li key={person.key} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  <span className="font-medium">{person.name}</span> {verb}
                </span>{' '}
                {value !== 0 ? (
                  <span
                    className={`font-semibold tabular-nums ${value > 0 ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
                  >
                    {formatMoney(Math.abs(value), home)}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {transfers.length > 0 ? (
        <div className="mt-4">
          <h3 className="font-semibold">Settle up</h3>
          <ul className="mt-2 space-y-2" aria-label="Settle up">
            {transfers.map((transfer) => {
              const from = personName(people, transfer.from);
              const to = personName(people, transfer.to);
              return (
                <li
                  key={`${transfer.from}-${transfer.to}`}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60"
                >
                  <span className="flex flex-wrap items-center gap-1.5 text-sm">
                    <span className="font-medium">{from}</span>
                    <ArrowRight aria-label="pays" className="size-4" />
                    <span className="font-medium">{to}</span>
                    <span className="tabular-nums">{formatMoney(transfer.minor, home)}</span>
                  </span>
                  {canEdit ? (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      aria-label={`Record payment: ${from} paid ${to} ${formatMoney(transfer.minor, home)}`}
                      onClick={() => {
                        setBusy(true);
                        void onSettle(transfer).finally(() => setBusy(false));
                      }}
                    >
                      <HandCoins aria-hidden="true" className="size-4" />
                      Record payment
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : shown.length > 0 ? (
        <p className="mt-3 text-sm text-emerald-700 dark:text-emerald-300">Everyone is settled up.</p>
      ) : null}
    </Card>
  );
}

function ExpenseList({
  expenses,
  people,
  home,
  rateOf,
  pendingIds,
  canEdit,
  onEdit,
  onDelete,
}: {
  expenses: readonly ExpenseRow[];
  people: readonly Person[];
  home: CurrencyCode;
  rateOf: RateOf;
  pendingIds: ReadonlySet<string>;
  canEdit: boolean;
  onEdit: (expense: ExpenseRow) => void;
  onDelete: (expense: ExpenseRow) => void;
}) {
  const days = useMemo(() => {
    const byDay = new Map<string, ExpenseRow[]>();
    for (const expense of expenses) byDay.set(expense.date, [...(byDay.get(expense.date) ?? []), expense]);
    return [...byDay];
  }, [expenses]);
  return (
    <div className="mt-2 space-y-4">
      {days.map(([date, list]) => (
        <section key={date} aria-label={dayText(date)}>
          <h3 className="text-sm font-semibold text-slate-600 dark:text-slate-400">{dayText(date)}</h3>
          <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-800">
            {list.map((expense) => {
              const Icon = expense.kind === 'settlement' ? HandCoins : categoryIcons[expense.category];
              const payer = personName(people, expense.paid_by);
              const title =
                expense.kind === 'settlement'
                  ? `${payer} paid ${receiverName(people, expense.split.people[0]?.person ?? '')}`
                  : expense.note || categoryNames[expense.category];
              const converted =
                expense.currency === home
                  ? undefined
                  : convertMinor(expense.amount_minor, expense.currency, home, rateOf(expense.currency, home));
              return (
                <li key={expense.id} className="flex gap-3 py-2.5">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words">{title}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {expense.kind === 'settlement' ? 'Settlement' : `Paid by ${payer} · ${splitText(expense, people)}`}
                    </p>
                    {pendingIds.has(expense.id) ? (
                      <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                        <CloudOff aria-hidden="true" className="size-3" />
                        Not synced yet
                      </span>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 flex-col items-end">
                    <p className="font-semibold tabular-nums">{formatMoney(expense.amount_minor, expense.currency)}</p>
                    {converted !== undefined ? (
                      <p className="text-xs text-slate-600 tabular-nums dark:text-slate-400">≈ {formatMoney(converted, home)}</p>
                    ) : null}
                    {canEdit ? (
                      <div className="-mr-3 flex">
                        {expense.kind === 'expense' ? (
                          <Button
                            variant="ghost"
                            className="px-3"
                            aria-label={`Edit ${expenseLabel(expense)}`}
                            onClick={() => onEdit(expense)}
                          >
                            <Pencil aria-hidden="true" className="size-4" />
                          </Button>
                        ) : null}
                        <Button
                          variant="ghost"
                          className="px-3"
                          aria-label={`Delete ${expenseLabel(expense)}`}
                          onClick={() => onDelete(expense)}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Button>
                      </div>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A person as the object of a sentence ("Ben paid you"). */
function receiverName(people: readonly Person[], key: string): string {
  const name = personName(people, key);
  return people.find((person) => person.key === key)?.isYou ? 'you' : name;
}

function splitText(expense: ExpenseRow, people: readonly Person[]): string {
  const names = expense.split.people.map(({ person }) => personName(people, person));
  const how = expense.split.method === 'equal' ? 'split equally' : expense.split.method === 'shares' ? 'split by shares' : 'exact amounts';
  if (names.length === people.length && people.length > 1) return `${how} by everyone`;
  if (names.length === 1) return `for ${names[0]}`;
  return `${how}: ${names.join(', ')}`;
}

function BudgetDialog({
  trip,
  budget,
  home,
  onClose,
}: {
  trip: TripRow;
  budget: ExpenseRecord | undefined;
  home: CurrencyCode;
  onClose: () => void;
}) {
  const [currency, setCurrency] = useState<CurrencyCode>(budget?.currency ?? home);
  const [amount, setAmount] = useState(budget ? minorToDecimal(budget.amount_minor, budget.currency) : '');
  const [error, setError] = useState<string>();
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMoney(amount, currency);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    try {
      if (budget) await updateExpense(budget, { amount_minor: parsed.minor, currency });
      else
        await createExpense({
          trip_id: trip.id,
          kind: 'budget',
          amount_minor: parsed.minor,
          currency,
          category: 'other',
          date: trip.start_date,
          paid_by: '',
          split: { method: 'equal', people: [] },
          note: '',
          item_id: null,
        });
      toast.success('Budget saved', savedToastOptions());
      onClose();
    } catch (failure) {
      toast.error('Failed to save the budget', failureToastOptions(failure));
    }
  };
  const removeBudget = async () => {
    if (!budget) return;
    try {
      await deleteExpense(budget);
      toast.success('Budget removed', savedToastOptions());
      onClose();
    } catch (failure) {
      toast.error('Failed to remove the budget', failureToastOptions(failure));
    }
  };
  return (
    <Modal title="Trip budget" size="sm" description="Everyone on the trip sees the same budget." onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
          <Field id={`${id}-amount`} label="Budget" error={error}>
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            )}
          </Field>
          <Field id={`${id}-currency`} label="Currency">
            {(control) => (
              <select {...control} value={currency} onChange={(event) => setCurrency(event.target.value as CurrencyCode)}>
                {currencies.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.code}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          {budget ? (
            <Button variant="ghost" onClick={() => void removeBudget()}>
              Remove budget
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save budget</Button>
        </div>
      </form>
    </Modal>
  );
}
