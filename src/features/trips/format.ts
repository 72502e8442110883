import { parseIsoDate } from '../../domain/partners';

export function formatDuration(days: number): string {
  if (days === 0) return 'Same day';
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function formatTripDate(value: string): string {
  const date = parseIsoDate(value);
  return date ? dateFormat.format(date) : value;
}
