// A trip's expenses, from the device alone (it works in flight): what was spent by date, the totals
// and categories in the traveller's home currency with the device's rate table (its date shown),
// the trip's budget, who owes whom with the fewest transfers to settle up, and a CSV download.
// On a shared trip every companion sees the same list; a viewer only reads it.
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, ArrowRight, CloudOff, Download, Eye, HandCoins, Pencil, Plus, Trash2, Wallet } from 'lucide-react';
import { ToolScreen } from '../../ui/tool-screen';
import { TripLoading, TripNotFound } from '../../ui/trip-not-found';
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
import { convertMinor, minorToDecimal, parseMoney } from '../../domain/expense-money';
import { tripPeople, type Person } from '../../domain/expense-people';
import type { ExpenseFields } from '../../domain/expense-schema';
import { useMessages } from '../../lib/i18n';
import { itemTitle, tripDates, usePlanWords } from '../../lib/plan-words/plan-words';
import { expensesMessages } from './messages';
import { categoryText, dayText, labelText, localPeople, money, moneyText, nameOf } from './words';
import {
  createExpense,
  deleteExpense,
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

type Texts = ReturnType<typeof expensesMessages.get>;

type DialogState =
  { mode: 'create' } | { mode: 'edit'; expense: ExpenseRow } | { mode: 'delete'; expense: ExpenseRow } | { mode: 'budget' } | undefined;

export default function ExpensesScreen() {
  const { tripId = '' } = useParams();
  const query = useTripExpenses(tripId);
  const { home, choose: chooseHome } = useHomeCurrency();
  const rates = useExpenseRates();
  const t = useMessages(expensesMessages);

  useEffect(() => {
    if (query?.error) toast.error(expensesMessages.get().toastLoadFailed, { id: 'expenses-load', description: query.error.message });
  }, [query?.error]);

  if (!query || !home || !rates) {
    return <TripLoading tripId={tripId} title={t.title} loading={t.loading} icon={Wallet} />;
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
      chooseHome={chooseHome}
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
  chooseHome: (code: CurrencyCode) => Promise<void>;
  rates: ExpenseRates;
};

function TripExpenses({ trip, expenses, items, pendingIds, access, home, chooseHome, rates }: TripExpensesProps) {
  const canEdit = access?.canEdit ?? true;
  const t = useMessages(expensesMessages);
  const words = usePlanWords();
  const { locale } = words;
  const [dialog, setDialog] = useState<DialogState>();
  const [addedGuests, setAddedGuests] = useState<string[]>([]);
  const rateOf: RateOf = useMemo(() => (from, to) => crossRate(rates.table, from, to).rate, [rates.table]);
  const records = expenses as ExpenseRecord[];

  const people = useMemo(() => {
    const usedKeys = expenses.flatMap((expense) => [expense.paid_by, ...expense.split.people.map(({ person }) => person)]).filter(Boolean);
    return localPeople(
      t,
      tripPeople({
        members: access?.members ?? [],
        myMemberId: access?.memberId,
        isShared: access?.role !== undefined,
        myRole: access?.role,
        usedKeys,
        extraGuests: addedGuests,
      }),
    );
  }, [expenses, access, addedGuests, t]);

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
  const itemChoices = useMemo(() => items.map((item) => ({ id: item.id, title: itemTitle(words, item) })), [items, words]);

  const save = async (fields: ExpenseFields): Promise<boolean> => {
    try {
      if (dialog?.mode === 'create') {
        await createExpense(fields);
        toast.success(t.toastAdded, savedToastOptions());
      } else if (dialog?.mode === 'edit') {
        const { trip_id: _trip, kind: _kind, ...patch } = fields;
        await updateExpense(dialog.expense, patch);
        toast.success(t.toastSaved, savedToastOptions());
      }
      setDialog(undefined);
      return true;
    } catch (error) {
      toast.error(t.toastSaveFailed, failureToastOptions(error));
      return false;
    }
  };

  const remove = async (expense: ExpenseRow) => {
    try {
      await deleteExpense(expense);
      toast.success(expense.kind === 'settlement' ? t.toastSettlementDeleted : t.toastDeleted, savedToastOptions());
      setDialog(undefined);
    } catch (error) {
      toast.error(t.toastDeleteFailed, failureToastOptions(error));
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
        t.toastRecorded({
          from: nameOf(t, people, transfer.from),
          to: nameOf(t, people, transfer.to),
          amount: money(locale, transfer.minor, home),
        }),
        savedToastOptions(),
      );
    } catch (error) {
      toast.error(t.toastRecordFailed, failureToastOptions(error));
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
      title={t.title}
      subtitle={`${trip.title} · ${tripDates(words, trip)}`}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={downloadCsv} disabled={spending.length === 0}>
            <Download aria-hidden="true" className="size-4" />
            {t.downloadCsv}
          </Button>
          {canEdit ? (
            <Button onClick={() => setDialog({ mode: 'create' })}>
              <Plus aria-hidden="true" className="size-4" />
              {t.add}
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
          {t.back}
        </Link>
        <HomeCurrencyPicker home={home} choose={chooseHome} />
      </div>
      {!canEdit ? (
        <p className="mb-4 flex items-center gap-2 rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <Eye aria-hidden="true" className="size-4 shrink-0" />
          {t.viewer({ owner: access?.ownerName ?? t.viewerOwner })}
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
          <BalancesCard
            balance={balance}
            transfers={transfers}
            people={people}
            home={home}
            locale={locale}
            canEdit={canEdit}
            onSettle={settle}
          />
        </div>
        <Card className="lg:order-1">
          <h2 className="text-lg font-semibold">{t.spent}</h2>
          {spending.length === 0 ? (
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              {t.nothing} {canEdit ? t.nothingHint : ''}
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
          title={dialog.expense.kind === 'settlement' ? t.deleteSettlement : t.deleteExpense}
          question={t.deleteQuestion}
          name={labelText(t, words.language, locale, dialog.expense)}
          onCancel={() => setDialog(undefined)}
          onConfirm={() => void remove(dialog.expense)}
        />
      ) : null}
      {dialog?.mode === 'budget' ? <BudgetDialog trip={trip} budget={budget} home={home} onClose={() => setDialog(undefined)} /> : null}
    </ToolScreen>
  );
}

function HomeCurrencyPicker({ home, choose }: { home: CurrencyCode; choose: (code: CurrencyCode) => Promise<void> }) {
  const id = useId();
  const t = useMessages(expensesMessages);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t.home}
      </label>
      <select
        id={id}
        value={home}
        onChange={(event) =>
          void choose(event.target.value as CurrencyCode).catch((error: unknown) =>
            toast.error(t.toastHomeFailed, failureToastOptions(error)),
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
  const t = useMessages(expensesMessages);
  const { locale } = usePlanWords();
  const formatMoney = (minor: number, currency: CurrencyCode) => money(locale, minor, currency);
  const budgetMinor = budget ? convertMinor(budget.amount_minor, budget.currency, home, rateOf(budget.currency, home)) : undefined;
  const share = budgetMinor ? totals.total / budgetMinor : 0;
  const isOver = budgetMinor !== undefined && totals.total > budgetMinor;
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t.total}</h2>
      <p className="mt-1 text-3xl font-bold tabular-nums" aria-label={t.totalLabel({ amount: formatMoney(totals.total, home) })}>
        {formatMoney(totals.total, home)}
      </p>
      {budgetMinor !== undefined ? (
        <div className="mt-3">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="text-slate-700 dark:text-slate-200">{t.budget({ amount: formatMoney(budgetMinor, home) })}</span>
            <span className={isOver ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}>
              {isOver
                ? t.budgetOver({ amount: formatMoney(totals.total - budgetMinor, home) })
                : t.budgetLeft({ amount: formatMoney(budgetMinor - totals.total, home) })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t.budgetBar}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, Math.round(share * 100))}
            aria-valuetext={t.budgetBarText({ percent: Math.round(share * 100) })}
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
          {budget ? t.budgetChange : t.budgetSet}
        </Button>
      ) : null}
      {totals.byCategory.length > 0 ? (
        <ul className="mt-3 space-y-1.5" aria-label={t.byCategory}>
          {totals.byCategory.map(({ category, minor }) => {
            const Icon = categoryIcons[category];
            return (
              <li key={category} className="flex items-center gap-2 text-sm">
                <Icon aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
                <span className="flex-1">{categoryText(t, category)}</span>
                <span className="tabular-nums">{formatMoney(minor, home)}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        {totals.converted.length > 0
          ? (rates.origin === 'built-in' ? t.ratesConvertedBuiltIn : t.ratesConverted)({
              currencies: totals.converted.join(', '),
              home,
              date: dayText(locale, rates.table.base_date),
            })
          : t.ratesIn({ home, date: dayText(locale, rates.table.base_date) })}
      </p>
    </Card>
  );
}

function BalancesCard({
  balance,
  transfers,
  people,
  home,
  locale,
  canEdit,
  onSettle,
}: {
  balance: ReadonlyMap<string, number>;
  transfers: readonly Transfer[];
  people: readonly Person[];
  home: CurrencyCode;
  locale: string;
  canEdit: boolean;
  onSettle: (transfer: Transfer) => Promise<void>;
}) {
  const t = useMessages(expensesMessages);
  const formatMoney = (minor: number, currency: CurrencyCode) => money(locale, minor, currency);
  const shown = people.filter((person) => balance.has(person.key));
  const [busy, setBusy] = useState(false);
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t.balances}</h2>
      {shown.length === 0 ? (
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t.balancesNone}</p>
      ) : (
        <ul className="mt-2 space-y-1.5" aria-label={t.balances}>
          {shown.map((person) => {
            const value = balance.get(person.key) ?? 0;
            const verb =
              value === 0
                ? person.isYou
                  ? t.verbYouSettled
                  : t.verbSettled
                : value > 0
                  ? person.isYou
                    ? t.verbYouOwed
                    : t.verbOwed
                  : person.isYou
                    ? t.verbYouOwe
                    : t.verbOwes;
            return (
              <li key={person.key} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  <span className="font-medium">{person.name}</span>
                  {locale.startsWith('ja') ? '' : ' '}
                  {verb}
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
          <h3 className="font-semibold">{t.settle}</h3>
          <ul className="mt-2 space-y-2" aria-label={t.settle}>
            {transfers.map((transfer) => {
              const from = nameOf(t, people, transfer.from);
              const to = nameOf(t, people, transfer.to);
              return (
                <li
                  key={`${transfer.from}-${transfer.to}`}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60"
                >
                  <span className="flex flex-wrap items-center gap-1.5 text-sm">
                    <span className="font-medium">{from}</span>
                    <ArrowRight aria-label={t.settlePays} className="size-4" />
                    <span className="font-medium">{to}</span>
                    <span className="tabular-nums">{formatMoney(transfer.minor, home)}</span>
                  </span>
                  {canEdit ? (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      aria-label={t.settleRecordLabel({ from, to, amount: formatMoney(transfer.minor, home) })}
                      onClick={() => {
                        setBusy(true);
                        void onSettle(transfer).finally(() => setBusy(false));
                      }}
                    >
                      <HandCoins aria-hidden="true" className="size-4" />
                      {t.settleRecord}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : shown.length > 0 ? (
        <p className="mt-3 text-sm text-emerald-700 dark:text-emerald-300">{t.settleDone}</p>
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
  const t = useMessages(expensesMessages);
  const { language, locale } = usePlanWords();
  const formatMoney = (minor: number, currency: CurrencyCode) => money(locale, minor, currency);
  const days = useMemo(() => {
    const byDay = new Map<string, ExpenseRow[]>();
    for (const expense of expenses) byDay.set(expense.date, [...(byDay.get(expense.date) ?? []), expense]);
    return [...byDay];
  }, [expenses]);
  return (
    <div className="mt-2 space-y-4">
      {days.map(([date, list]) => (
        <section key={date} aria-label={dayText(locale, date)}>
          <h3 className="text-sm font-semibold text-slate-600 dark:text-slate-400">{dayText(locale, date)}</h3>
          <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-800">
            {list.map((expense) => {
              const Icon = expense.kind === 'settlement' ? HandCoins : categoryIcons[expense.category];
              const payer = nameOf(t, people, expense.paid_by);
              const title =
                expense.kind === 'settlement'
                  ? t.listPaid({ payer, receiver: receiverName(t, people, expense.split.people[0]?.person ?? '') })
                  : expense.note || categoryText(t, expense.category);
              const label = labelText(t, language, locale, expense);
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
                      {expense.kind === 'settlement' ? t.listSettlement : t.listPaidBy({ payer, split: splitText(t, expense, people) })}
                    </p>
                    {pendingIds.has(expense.id) ? (
                      <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                        <CloudOff aria-hidden="true" className="size-3" />
                        {t.listNotSynced}
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
                          <Button variant="ghost" className="px-3" aria-label={t.listEdit({ label })} onClick={() => onEdit(expense)}>
                            <Pencil aria-hidden="true" className="size-4" />
                          </Button>
                        ) : null}
                        <Button variant="ghost" className="px-3" aria-label={t.listDelete({ label })} onClick={() => onDelete(expense)}>
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
function receiverName(t: Texts, people: readonly Person[], key: string): string {
  const name = nameOf(t, people, key);
  return people.find((person) => person.key === key)?.isYou ? t.peopleYouObject : name;
}

function splitText(t: Texts, expense: ExpenseRow, people: readonly Person[]): string {
  const names = expense.split.people.map(({ person }) => nameOf(t, people, person));
  const how = expense.split.method === 'equal' ? t.splitEqual : expense.split.method === 'shares' ? t.splitShares : t.splitExact;
  if (names.length === people.length && people.length > 1) return t.splitEveryone({ how });
  if (names.length === 1) return t.splitFor({ name: names[0]! });
  return t.splitAmong({ how, names: names.join(', ') });
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
  const t = useMessages(expensesMessages);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMoney(amount, currency);
    if (!parsed.ok) {
      setError(moneyText(t, parsed.message, currency));
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
      toast.success(t.toastBudgetSaved, savedToastOptions());
      onClose();
    } catch (failure) {
      toast.error(t.toastBudgetSaveFailed, failureToastOptions(failure));
    }
  };
  const removeBudget = async () => {
    if (!budget) return;
    try {
      await deleteExpense(budget);
      toast.success(t.toastBudgetRemoved, savedToastOptions());
      onClose();
    } catch (failure) {
      toast.error(t.toastBudgetRemoveFailed, failureToastOptions(failure));
    }
  };
  return (
    <Modal title={t.budgetDialogTitle} size="sm" description={t.budgetDialogDescription} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
          <Field id={`${id}-amount`} label={t.budgetDialogAmount} error={error}>
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
          <Field id={`${id}-currency`} label={t.budgetDialogCurrency}>
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
              {t.budgetDialogRemove}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t.budgetDialogCancel}
          </Button>
          <Button type="submit">{t.budgetDialogSave}</Button>
        </div>
      </form>
    </Modal>
  );
}
