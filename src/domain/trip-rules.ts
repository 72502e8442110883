// Trip rules without zod: shared by the form, the sync engine and the API.
import { parseIsoDate } from './partners';

export const tripLimits = { title: 120, cityName: 100, cities: 30, notes: 4000 } as const;

/** The spec's duration: the difference of the dates in days, rounded up (a same-day trip is 0). */
export function tripDurationDays(startDate: string, endDate: string): number | undefined {
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  if (!start || !end) return undefined;
  return Math.ceil((end.getTime() - start.getTime()) / 86_400_000);
}

export function isDateOrderValid(startDate: string, endDate: string): boolean {
  return endDate >= startDate;
}

export const tripFieldNames = ['title', 'start_date', 'end_date', 'cities', 'notes'] as const;
