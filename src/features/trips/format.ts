import { parseIsoDate } from '../../domain/partners';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A trip's date on its card, with the year, the way the chosen language writes it ("Jun 12, 2027", "2027年6月12日"). */
export function formatTripDate(value: string, locale?: string): string {
  const date = parseIsoDate(value);
  if (!date) return value;
  const key = locale ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(date);
}
