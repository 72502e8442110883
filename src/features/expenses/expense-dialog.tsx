// Adding or changing an expense: the amount as typed (read into minor units, never a float), who
// paid, and how it is split among the trip's people, equally, by shares or by exact amounts that
// must add up. Guests (people along who do not use the app) are added here by name.
import { useId, useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { Modal } from '../../ui/modal';
import { Button } from '../../ui/button';
import { Field, inputClass, labelClass } from '../../ui/field';
import { currencies, type CurrencyCode } from '../../domain/currency';
import { expenseCategories, expenseFieldsSchema, expenseLimits, type ExpenseFields, type SplitMethod } from '../../domain/expense-schema';
import { formatMoney, minorToDecimal, parseMoney } from '../../domain/expense-money';
import { guestKey, guestNameMax, type Person } from '../../domain/expense-people';
import { displayNames } from '../../domain/intl-formats';
import { intlLocale, useMessages } from '../../lib/i18n';
import { usePlanWords } from '../../lib/plan-words/plan-words';
import { expensesMessages } from './messages';
import { categoryText, moneyText } from './words';

export type ExpenseDraft = {
  amount: string;
  currency: CurrencyCode;
  category: ExpenseFields['category'];
  date: string;
  paidBy: string;
  method: SplitMethod;
  /** Who shares it. */
  included: Record<string, boolean>;
  /** A share (by shares) or an amount (exact), as typed, by person key. */
  values: Record<string, string>;
  note: string;
  itemId: string;
};

export function emptyExpenseDraft(input: { currency: CurrencyCode; date: string; people: readonly Person[] }): ExpenseDraft {
  const you = input.people.find((person) => person.isYou) ?? input.people[0];
  return {
    amount: '',
    currency: input.currency,
    category: 'food',
    date: input.date,
    paidBy: you?.key ?? 'owner',
    method: 'equal',
    included: Object.fromEntries(input.people.map((person) => [person.key, true])),
    values: {},
    note: '',
    itemId: '',
  };
}

export function draftOfExpense(expense: ExpenseFields): ExpenseDraft {
  const { split } = expense;
  return {
    amount: minorToDecimal(expense.amount_minor, expense.currency),
    currency: expense.currency,
    category: expense.category,
    date: expense.date,
    paidBy: expense.paid_by,
    method: split.method,
    included: Object.fromEntries(split.people.map(({ person }) => [person, true])),
    values: Object.fromEntries(
      split.people.map(({ person, value }) => [
        person,
        split.method === 'exact' ? minorToDecimal(value, expense.currency) : split.method === 'shares' ? String(value) : '1',
      ]),
    ),
    note: expense.note,
    itemId: expense.item_id ?? '',
  };
}

type Checked = { ok: true; fields: ExpenseFields } | { ok: false; errors: Record<string, string> };

/** The expense the draft describes, or what is wrong with it, field by field. */
export function checkDraft(draft: ExpenseDraft, tripId: string, people: readonly Person[]): Checked {
  const t = expensesMessages.get();
  const errors: Record<string, string> = {};
  const amount = parseMoney(draft.amount, draft.currency);
  if (!amount.ok) errors.amount = moneyText(t, amount.message, draft.currency);
  const sharing = people.filter((person) => draft.included[person.key]);
  const split: ExpenseFields['split'] = { method: draft.method, people: [] };
  for (const person of sharing) {
    const typed = draft.values[person.key] ?? '';
    if (draft.method === 'equal') split.people.push({ person: person.key, value: 1 });
    else if (draft.method === 'shares') {
      const share = typed.trim() === '' ? 1 : Number(typed);
      if (!Number.isInteger(share) || share < 1 || share > expenseLimits.share)
        errors.split ??= t.checkShares({ max: expenseLimits.share });
      else split.people.push({ person: person.key, value: share });
    } else {
      const part = typed.trim() === '' ? ({ ok: true, minor: 0 } as const) : parseMoney(typed, draft.currency, { allowZero: true });
      if (!part.ok) errors.split ??= `${person.name}: ${moneyText(t, part.message, draft.currency)}`;
      else split.people.push({ person: person.key, value: part.minor });
    }
  }
  if (sharing.length === 0) errors.split ??= t.checkNobody;
  if (!errors.split && amount.ok && draft.method === 'exact') {
    const total = split.people.reduce((sum, { value }) => sum + value, 0);
    if (total !== amount.minor) {
      const locale = intlLocale();
      const gap = formatMoney(Math.abs(amount.minor - total), draft.currency, locale);
      errors.split = (total < amount.minor ? t.checkShort : t.checkMore)({ total: formatMoney(total, draft.currency, locale), gap });
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = expenseFieldsSchema.safeParse({
    trip_id: tripId,
    kind: 'expense',
    amount_minor: amount.ok ? amount.minor : 0,
    currency: draft.currency,
    category: draft.category,
    date: draft.date,
    paid_by: draft.paidBy,
    split,
    note: draft.note.trim(),
    item_id: draft.itemId || null,
  });
  if (parsed.success) return { ok: true, fields: parsed.data };
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key === 'amount_minor' ? 'amount' : key === 'paid_by' ? 'paidBy' : key] ??= issue.message;
  }
  return { ok: false, errors };
}

export function ExpenseDialog({
  mode,
  initial,
  tripId,
  people,
  items,
  onAddGuest,
  onCancel,
  onSave,
}: {
  mode: 'create' | 'edit';
  initial: ExpenseDraft;
  tripId: string;
  people: readonly Person[];
  items: ReadonlyArray<{ id: string; title: string }>;
  onAddGuest: (name: string) => void;
  onCancel: () => void;
  onSave: (fields: ExpenseFields) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState(initial);
  const t = useMessages(expensesMessages);
  const { language, locale } = usePlanWords();
  const currencyNames = language === 'en' ? undefined : displayNames(locale, { type: 'currency', fallback: 'none' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [guest, setGuest] = useState('');
  const [isSaving, setSaving] = useState(false);
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = <K extends keyof ExpenseDraft>(key: K, value: ExpenseDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const checked = checkDraft(draft, tripId, people);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    // On a failed save the dialog stays open with the draft as typed.
    await onSave(checked.fields);
    setSaving(false);
  };

  const addGuest = () => {
    const name = guest.trim().replace(/\s+/g, ' ');
    if (!name) return;
    const key = guestKey(name);
    onAddGuest(name);
    setDraft((current) => ({ ...current, included: { ...current.included, [key]: true } }));
    setGuest('');
  };

  const sharePlaceholder = draft.method === 'shares' ? '1' : '0.00';

  return (
    <Modal title={mode === 'create' ? t.dialogAddTitle : t.dialogEditTitle} onClose={onCancel}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
          <Field id={id('amount')} label={t.dialogAmount} error={errors.amount}>
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={draft.amount}
                onChange={(event) => set('amount', event.target.value)}
              />
            )}
          </Field>
          <Field id={id('currency')} label={t.dialogCurrency} error={errors.currency}>
            {(control) => (
              <select {...control} value={draft.currency} onChange={(event) => set('currency', event.target.value as CurrencyCode)}>
                {currencies.map((currency) => (
                  <option key={currency.code} value={currency.code}>
                    {currency.code} · {currencyNames?.of(currency.code) ?? currency.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={id('category')} label={t.dialogCategory} error={errors.category}>
            {(control) => (
              <select
                {...control}
                value={draft.category}
                onChange={(event) => set('category', event.target.value as ExpenseFields['category'])}
              >
                {expenseCategories.map((category) => (
                  <option key={category} value={category}>
                    {categoryText(t, category)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={id('date')} label={t.dialogDate} error={errors.date}>
            {(control) => <input {...control} type="date" value={draft.date} onChange={(event) => set('date', event.target.value)} />}
          </Field>
        </div>
        <Field id={id('note')} label={t.dialogNote} error={errors.note}>
          {(control) => (
            <input
              {...control}
              maxLength={expenseLimits.note}
              placeholder={t.dialogNotePlaceholder}
              autoComplete="off"
              value={draft.note}
              onChange={(event) => set('note', event.target.value)}
            />
          )}
        </Field>
        <Field id={id('paid-by')} label={t.dialogPaidBy} error={errors.paidBy}>
          {(control) => (
            <select {...control} value={draft.paidBy} onChange={(event) => set('paidBy', event.target.value)}>
              {people.map((person) => (
                <option key={person.key} value={person.key}>
                  {person.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset aria-describedby={errors.split ? id('split-error') : undefined}>
          <legend className={labelClass}>{t.dialogSplit}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {(
              [
                ['equal', t.dialogEqual],
                ['shares', t.dialogShares],
                ['exact', t.dialogExact],
              ] as const
            ).map(([method, label]) => (
              <label
                key={method}
                className={`flex min-h-11 cursor-pointer items-center rounded-xl border px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
                  draft.method === method
                    ? 'border-brand-700 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-slate-800 dark:text-brand-100'
                    : 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200'
                }`}
              >
                <input
                  type="radio"
                  name={id('method')}
                  value={method}
                  checked={draft.method === method}
                  onChange={() => set('method', method)}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </div>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {people.map((person) => {
              const isIn = draft.included[person.key] ?? false;
              return (
                <li key={person.key} className="flex min-h-12 items-center gap-3 px-3 py-1.5">
                  <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-700"
                      checked={isIn}
                      onChange={(event) => set('included', { ...draft.included, [person.key]: event.target.checked })}
                    />
                    <span className="truncate">{person.name}</span>
                  </label>
                  {draft.method !== 'equal' && isIn ? (
                    <div className="w-28 shrink-0">
                      <input
                        aria-label={
                          draft.method === 'shares' ? t.dialogSharesOf({ name: person.name }) : t.dialogAmountFor({ name: person.name })
                        }
                        inputMode={draft.method === 'shares' ? 'numeric' : 'decimal'}
                        autoComplete="off"
                        placeholder={sharePlaceholder}
                        className={`${inputClass} !mt-0 text-right`}
                        value={draft.values[person.key] ?? ''}
                        onChange={(event) => set('values', { ...draft.values, [person.key]: event.target.value })}
                      />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {errors.split ? (
            <p id={id('split-error')} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {errors.split}
            </p>
          ) : null}
          <div className="mt-2 flex gap-2">
            <input
              aria-label={t.dialogGuest}
              className={`${inputClass} !mt-0`}
              placeholder={t.dialogGuestPlaceholder}
              maxLength={guestNameMax}
              value={guest}
              onChange={(event) => setGuest(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addGuest();
                }
              }}
            />
            <Button variant="secondary" onClick={addGuest} disabled={guest.trim() === ''}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t.dialogAddGuest}
            </Button>
          </div>
        </fieldset>
        {items.length > 0 ? (
          <Field id={id('item')} label={t.dialogItem}>
            {(control) => (
              <select {...control} value={draft.itemId} onChange={(event) => set('itemId', event.target.value)}>
                <option value="">{t.dialogNone}</option>
                {items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t.dialogCancel}
          </Button>
          <Button type="submit" disabled={isSaving}>
            {mode === 'create' ? t.dialogSubmitAdd : t.dialogSubmitSave}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
