// A trip's expenses on the device: the trip, its expenses, who is on it and this traveller's rights
// as live queries (so every change shows at once, offline too), the writes of src/db/expenses.ts,
// the home currency (a setting of this device, not synced) and the newest rate table it holds.
import { useLiveQuery } from '../../db/live-query';
import { useCallback, useState } from 'react';
import { db, expenseHomeCurrencyKey, type ExpenseRow, type ItineraryItemRow, type TripRow } from '../../db/database';
import { describeStorageError, pendingRecordIds, type LocalSaveError } from '../../db/local-changes';
import { readTripAccess, type TripAccess } from '../../db/trip-access';
import { builtInRates, pickRates, type RatesInUse } from '../../db/rate-tables';
import { isCurrencyCode, type CurrencyCode } from '../../domain/currency';
import { homeCurrencyOfLocale } from '../../domain/expense-money';

export { createExpense, deleteExpense, expenseLabel, updateExpense } from '../../db/expenses';
export type { ExpenseRow, ItineraryItemRow, TripAccess, TripRow };

export type TripExpensesQuery = {
  trip?: TripRow;
  expenses: ExpenseRow[];
  items: ItineraryItemRow[];
  pendingIds: ReadonlySet<string>;
  access?: TripAccess;
  error?: LocalSaveError;
};

/** The trip and its expenses; `trip` undefined when the trip is not on this device. Undefined while loading. */
export function useTripExpenses(tripId: string): TripExpensesQuery | undefined {
  return useLiveQuery(async (): Promise<TripExpensesQuery> => {
    try {
      const [trip, expenses, items, pendingIds, access] = await Promise.all([
        db.trips.get(tripId),
        db.expenses.where('trip_id').equals(tripId).toArray(),
        db.itineraryItems.where('trip_id').equals(tripId).toArray(),
        pendingRecordIds(db, 'expense'),
        readTripAccess(db, [tripId]),
      ]);
      return { ...(trip ? { trip } : {}), expenses, items, pendingIds, access: access.get(tripId)! };
    } catch (error) {
      return { expenses: [], items: [], pendingIds: new Set(), error: describeStorageError(error) };
    }
  }, [tripId]);
}

const browserLocale = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

/**
 * This device's home currency: the one chosen on the Expenses screen, else what the browser's locale
 * suggests; and `choose`, which shows the choice at once (an expense added right after is in it)
 * while it is stored, and goes back if storing fails.
 */
export function useHomeCurrency(): { home: CurrencyCode | undefined; choose: (code: CurrencyCode) => Promise<void> } {
  const stored = useLiveQuery(async () => {
    const row = await db.meta.get(expenseHomeCurrencyKey).catch(() => undefined);
    const chosen = typeof row?.value === 'string' && isCurrencyCode(row.value) ? row.value : undefined;
    return chosen ?? homeCurrencyOfLocale(browserLocale());
  }, []);
  // The choice shows until storage changes from what it held when the choice was made (to the choice,
  // or to what another tab chose since).
  const [choice, setChoice] = useState<{ code: CurrencyCode; over: CurrencyCode | undefined }>();
  const choose = useCallback(
    async (code: CurrencyCode) => {
      setChoice({ code, over: stored });
      try {
        await setHomeCurrency(code);
      } catch (error) {
        setChoice(undefined);
        throw error;
      }
    },
    [stored],
  );
  return { home: choice && stored === choice.over ? choice.code : stored, choose };
}

async function setHomeCurrency(code: CurrencyCode): Promise<void> {
  try {
    await db.meta.put({ key: expenseHomeCurrencyKey, value: code });
  } catch (error) {
    throw describeStorageError(error);
  }
}

/** The rate table expenses convert with: the same one the currency screen uses (src/db/rate-tables.ts). */
export type ExpenseRates = RatesInUse;

/** The rate table to convert with; undefined only while the device's tables are being read. */
export function useExpenseRates(): ExpenseRates | undefined {
  return useLiveQuery(() => db.rateTables.toArray().then(pickRates, () => builtInRates), []);
}
