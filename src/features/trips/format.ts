import { dateTimeFormat } from '../../domain/intl-formats';
import { parseIsoDate } from '../../domain/partners';

/** A trip's date on its card, with the year, the way the chosen language writes it ("Jun 12, 2027", "2027年6月12日"). */
export function formatTripDate(value: string, locale?: string): string {
  const date = parseIsoDate(value);
  if (!date) return value;
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
