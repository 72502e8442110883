// How many of a plan's days to render: first those that fill the screen, so a long trip's first day
// paints as soon as a short trip's would, then the rest a batch after each paint, until every day is
// in the page (find-in-page and screen readers see the whole trip a moment later). Before printing
// (the Print button, Ctrl+P, or print media) and when the traveller scrolls to where the days not yet
// drawn will be, all of them are rendered at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PlanDay } from '../../domain/itinerary-plan';
import { afterNextPaint } from './after-next-paint';
import { estimatedDayHeight } from './day-card';

/** About a screen and a half of rows for the first render; then this many rows a frame. */
const firstRows = 12;
const rowsPerBatch = 30;

/** A day's cost to render, in rows: its heading and each item and stay line. */
const dayRows = (day: PlanDay) => 1 + day.entries.length + day.staying.length / 2;

/** The count of days rendered after adding, from `from`, days worth `rows` rows (at least one day). */
export function daysUpTo(days: readonly PlanDay[], from: number, rows: number): number {
  let count = from;
  let used = 0;
  while (count < days.length) {
    const cost = dayRows(days[count]!);
    if (count > from && used + cost > rows) break;
    used += cost;
    count++;
  }
  return count;
}

/** The count of `days` to render, growing to all of them; `showAll` renders them all at once. */
export function useProgressiveDays(days: readonly PlanDay[]): { count: number; showAll: () => void } {
  const [count, setCount] = useState(() => daysUpTo(days, 0, firstRows));
  const isComplete = count >= days.length;
  const showAll = useCallback(() => setCount(Number.MAX_SAFE_INTEGER), []);

  useEffect(() => {
    if (isComplete) return;
    return afterNextPaint(() => setCount((shown) => daysUpTo(days, shown, rowsPerBatch)));
  }, [count, days, isComplete]);

  useEffect(() => {
    if (isComplete) return;
    // flushSync: the page must hold every day before the browser lays it out for print.
    const renderAll = () => flushSync(showAll);
    const print = window.matchMedia?.('print');
    const onPrintMedia = (event: MediaQueryListEvent) => {
      if (event.matches) renderAll();
    };
    window.addEventListener('beforeprint', renderAll);
    print?.addEventListener('change', onPrintMedia);
    return () => {
      window.removeEventListener('beforeprint', renderAll);
      print?.removeEventListener('change', onPrintMedia);
    };
  }, [isComplete, showAll]);

  return { count: Math.min(count, days.length), showAll };
}

/**
 * Holds the place of the days not rendered yet, about as tall as they will be, so the page's height
 * (and its scroll bar) hardly moves as they arrive. Scrolled into view (the End key, a dragged
 * scroll bar), it has them all rendered at once.
 */
export function DaysToCome({ days, onReached }: { days: readonly PlanDay[]; onReached: () => void }) {
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((records) => {
      if (records.some((record) => record.isIntersecting)) onReached();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onReached]);
  // The gap between cards (space-y-4) is in each estimate; the last one has none after it.
  const isWide = typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 640px)').matches;
  const height = days.reduce((sum, day) => sum + estimatedDayHeight(day, isWide), -16);
  return <div ref={placeholder} aria-hidden="true" style={{ height }} />;
}
