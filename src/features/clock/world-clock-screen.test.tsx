// @vitest-environment happy-dom
// The screen on fake-indexeddb with the app's real toaster beside it: what a traveller is told
// (added, already on the clock) is read from the notifications on screen.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/database';
import { AppToaster, toast } from '../../lib/toast';
import WorldClockScreen from './world-clock-screen';

function renderScreen() {
  return render(
    <MemoryRouter>
      <WorldClockScreen />
      <AppToaster />
    </MemoryRouter>,
  );
}

// The toaster and sonner load on demand, so the first toast of a run can take a moment to appear.
const findToast = async (text: string) =>
  within(await screen.findByRole('region', { name: /^Notifications/ })).findByText(text, {}, { timeout: 5_000 });

const cityNames = () =>
  within(screen.getByRole('list', { name: 'Your cities' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(async () => {
  await db.clocks.clear();
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.useRealTimers();
});

describe('the world clock screen', () => {
  it('shows New York, London, Tokyo and Dubai first, and writes them to the device', async () => {
    renderScreen();
    await waitFor(() => expect(cityNames()).toEqual(['New York', 'London', 'Tokyo', 'Dubai']));
    await waitFor(async () =>
      expect((await db.clocks.orderBy('position').toArray()).map((row) => row.name)).toEqual(['New York', 'London', 'Tokyo', 'Dubai']),
    );
  });

  it('adds a searched city with the keyboard and refuses one already on the clock', async () => {
    renderScreen();
    await waitFor(() => expect(cityNames()).toHaveLength(4));
    const search = screen.getByRole('combobox', { name: 'Add a city' });

    fireEvent.change(search, { target: { value: 'sao' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('São Paulo')]);
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(cityNames()).toEqual(['New York', 'London', 'Tokyo', 'Dubai', 'São Paulo']));
    expect(await findToast('Added São Paulo')).toBeTruthy();
    expect(search).toHaveProperty('value', '');

    fireEvent.focus(search);
    fireEvent.click(screen.getByRole('option', { name: /London/ }));
    expect(await findToast('City already added')).toBeTruthy();
    expect(cityNames()).toHaveLength(5);
  });

  it('removes cities down to one and then keeps the last', async () => {
    renderScreen();
    await waitFor(() => expect(cityNames()).toHaveLength(4));
    for (const name of ['New York', 'Tokyo', 'Dubai']) {
      fireEvent.click(screen.getByRole('button', { name: `Remove ${name}` }));
      await waitFor(() => expect(cityNames()).not.toContain(name));
    }
    expect(cityNames()).toEqual(['London']);
    const last = screen.getByRole('button', { name: 'Remove London' });
    expect(last).toHaveProperty('disabled', true);
    expect(screen.getByText("The last city can't be removed: add another city first.").id).toBe(last.getAttribute('aria-describedby'));
  });

  it('ticks every second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-11-24T15:04:05.000Z') });
    renderScreen();
    const yourTime = screen.getByRole('heading', { name: 'Your time' }).parentElement!;
    const before = yourTime.textContent;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(yourTime.textContent).not.toBe(before);
    expect(yourTime.textContent).toMatch(/:06 (AM|PM)/);
  });
});
