// Keeps what did not change between two plans the very same objects, so the memoised day cards
// and item rows of a long trip re-render only where a change landed. The live query hands over new
// item rows on every change (a move rewrites one item, yet every row comes back as a new object),
// and itineraryPlan builds every day anew from them. The rows' actions keep their identity too.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ItineraryPlan, PlanEntry } from '../../domain/itinerary-plan';
import type { PlanActions } from './item-row';

/** Deep equality of plain data (objects, arrays, strings, numbers, booleans); the same object is equal at once. */
export function isSameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  // Plain loops, no closures: a long trip compares some tens of thousands of values per change.
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let index = 0; index < a.length; index++) if (!isSameData(a[index], other[index])) return false;
    return true;
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  let count = 0;
  for (const key in aRecord) {
    if (!Object.hasOwn(bRecord, key) || !isSameData(aRecord[key], bRecord[key])) return false;
    count++;
  }
  for (const _key in bRecord) count--;
  return count === 0;
}

/** The next array, or the previous one when it holds the same elements (by identity) in the same order. */
function sameOrNext<T>(previous: readonly T[], next: T[]): T[] {
  return previous.length === next.length && previous.every((value, index) => value === next[index]) ? (previous as T[]) : next;
}

/**
 * The next plan, with every entry and day equal to one of the previous plan replaced by that one.
 * Entries are matched by item id, days by date; whatever else a day carries is compared as data.
 */
export function keepUnchanged(previous: ItineraryPlan | undefined, next: ItineraryPlan): ItineraryPlan {
  if (!previous) return next;
  const previousEntries = new Map<string, PlanEntry>();
  for (const day of previous.days) for (const entry of day.entries) previousEntries.set(entry.item.id, entry);
  for (const entry of previous.ideas) previousEntries.set(entry.item.id, entry);
  for (const entry of previous.outside) previousEntries.set(entry.item.id, entry);
  const entryOf = (entry: PlanEntry): PlanEntry => {
    const before = previousEntries.get(entry.item.id);
    return before && isSameData(before, entry) ? before : entry;
  };

  const previousDays = new Map(previous.days.map((day) => [day.date, day]));
  const days = next.days.map((day) => {
    const withEntries = { ...day, entries: day.entries.map(entryOf) };
    const before = previousDays.get(day.date);
    return before && isSameData(before, withEntries) ? before : withEntries;
  });
  const stable: ItineraryPlan = {
    ...next,
    days: sameOrNext(previous.days, days),
    ideas: sameOrNext(previous.ideas, next.ideas.map(entryOf)),
    outside: sameOrNext(previous.outside, next.outside.map(entryOf)),
  };
  return isSameData(previous, stable) ? previous : stable;
}

/** A step up or down not yet read back from the device: `entries[index]` and the entry after it change places. */
export type StepShown = { from: ItineraryPlan; entries: readonly PlanEntry[]; index: number };

/**
 * The plan with two neighbours of one list (a day's, the Ideas, the items outside the trip's dates)
 * swapped, every other day and list kept as they are. When one of the two has a time, the other has
 * none, so the list as the plan will order it after the move reads exactly like this.
 */
export function withEntriesSwapped(plan: ItineraryPlan, entries: readonly PlanEntry[], index: number): ItineraryPlan {
  const first = entries[index];
  const second = entries[index + 1];
  if (!first || !second) return plan;
  const swapped = [...entries.slice(0, index), second, first, ...entries.slice(index + 2)];
  if (plan.ideas === entries) return { ...plan, ideas: swapped };
  if (plan.outside === entries) return { ...plan, outside: swapped };
  return { ...plan, days: plan.days.map((day) => (day.entries === entries ? { ...day, entries: swapped } : day)) };
}

/**
 * `value` as `keep` makes it from the last value returned (`keep` gives back the previous one when
 * nothing changed), worked out once per new `value`.
 */
export function useStableValue<T>(
  value: T,
  keep: (previous: T, next: T) => T = (previous, next) => (isSameData(previous, next) ? previous : next),
): T {
  const [kept, setKept] = useState({ source: value, value });
  if (kept.source === value) return kept.value;
  const stable = keep(kept.value, value);
  // Derived state: React renders this component again at once, before its children, with the new pair.
  setKept({ source: value, value: stable });
  return stable;
}

/** The plan with unchanged days and entries kept from the last render (see keepUnchanged). */
export function useStablePlan(plan: ItineraryPlan): ItineraryPlan {
  return useStableValue(plan, keepUnchanged);
}

/** Actions of the same identity for the life of the screen, each calling the latest `actions` given. */
export function usePlanActions(actions: PlanActions): PlanActions {
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  return useMemo(
    () => ({
      add: (day) => latest.current.add(day),
      edit: (entry) => latest.current.edit(entry),
      remove: (entry) => latest.current.remove(entry),
      step: (entry, by) => latest.current.step(entry, by),
      moveTo: (entry, day) => latest.current.moveTo(entry, day),
    }),
    [],
  );
}
