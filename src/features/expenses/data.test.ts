// @vitest-environment happy-dom
// The home currency on fake-indexeddb: a choice shows at once, so an expense added right after it
// is in the chosen currency, and it is what storage holds afterwards.
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, expenseHomeCurrencyKey } from '../../db/database';
import { useHomeCurrency } from './data';

beforeEach(async () => {
  await db.meta.put({ key: expenseHomeCurrencyKey, value: 'USD' });
});

describe('the home currency', () => {
  it('is the chosen one from the moment it is chosen, before storage has it, and after', async () => {
    const { result } = renderHook(() => useHomeCurrency());
    await waitFor(() => expect(result.current.home).toBe('USD'));

    let stored: Promise<void> | undefined;
    act(() => {
      stored = result.current.choose('EUR');
    });
    // Nothing awaited: the write to IndexedDB has not been seen by the live query yet.
    expect(result.current.home).toBe('EUR');
    await act(() => stored!);
    await waitFor(async () => expect((await db.meta.get(expenseHomeCurrencyKey))?.value).toBe('EUR'));
    expect(result.current.home).toBe('EUR');
  });

  it('follows storage again when another tab chooses later', async () => {
    const { result } = renderHook(() => useHomeCurrency());
    await waitFor(() => expect(result.current.home).toBe('USD'));
    await act(() => result.current.choose('EUR'));
    await waitFor(() => expect(result.current.home).toBe('EUR'));
    await act(() => db.meta.put({ key: expenseHomeCurrencyKey, value: 'JPY' }));
    await waitFor(() => expect(result.current.home).toBe('JPY'));
  });
});
