// @vitest-environment happy-dom
// A long plan's days arrive a batch after each paint, and all of them at once when the page is
// about to print: what a printout or a far day depends on, with the frames under the test's control.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itineraryPlan, type PlanDay } from '../../domain/itinerary-plan';
import { addDays } from '../../domain/itinerary-rules';
import { positionsFor } from '../../domain/itinerary-order';
import { note } from '../../../tests/setup/itinerary-fixtures';
import { daysUpTo, useProgressiveDays } from './progressive-days';

/** Sixty days of ten notes each. */
function longPlan(): PlanDay[] {
  const start = '2027-03-01';
  const items = positionsFor(600).map((position, index) => note(addDays(start, Math.floor(index / 10)), position, `Note ${index}`));
  return itineraryPlan({ trip: { start_date: start, end_date: addDays(start, 59), cities: [] }, items, ownZone: 'UTC', display: 'local' })
    .days;
}

function Days({ days }: { days: readonly PlanDay[] }) {
  const { count } = useProgressiveDays(days);
  return (
    <ol aria-label="Days">
      {days.slice(0, count).map((day) => (
        <li key={day.date}>{day.label}</li>
      ))}
    </ol>
  );
}

const shownDays = () => screen.getByRole('list', { name: 'Days' }).children.length;

/** One frame painted, then the task queued after it. */
async function nextFrame() {
  await act(async () => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the days of a long plan', () => {
  it('come a screenful first, then a batch after each frame, until every day is there', async () => {
    const days = longPlan();
    render(<Days days={days} />);
    expect(shownDays()).toBe(1);
    await nextFrame();
    expect(shownDays()).toBe(3);
    for (let frame = 0; frame < 40 && shownDays() < days.length; frame++) await nextFrame();
    expect(shownDays()).toBe(60);
  });

  it('are all there as soon as the page is about to print', () => {
    const days = longPlan();
    render(<Days days={days} />);
    expect(shownDays()).toBe(1);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(shownDays()).toBe(60);
  });
});

describe('daysUpTo', () => {
  it('adds days worth the rows asked for, and always at least one', () => {
    const days = longPlan();
    expect(daysUpTo(days, 0, 12)).toBe(1);
    expect(daysUpTo(days, 1, 30)).toBe(3);
    expect(daysUpTo(days, 0, 1)).toBe(1);
    expect(daysUpTo(days, 59, 100)).toBe(60);
    expect(daysUpTo(days, 60, 100)).toBe(60);
  });
});
