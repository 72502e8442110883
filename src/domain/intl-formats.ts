// Intl's formatters, each made once for a locale and its options. Making one costs far more than
// using it (the locale and options are resolved each time; the first in a page also loads the
// locale's data), and screens format on every render: a list of currencies, clocks every second.
//
// A date or time formatter is kept only with its time zone given: one made without would keep the
// device's zone of the moment it was made, and a traveller's phone changes zone when they land.

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames | Intl.RelativeTimeFormat | Intl.ListFormat;

const made = new Map<string, Formatter>();

function once<T extends Formatter>(kind: string, locale: string | undefined, options: object, make: () => T): T {
  const key = `${kind} ${locale ?? ''} ${JSON.stringify(options)}`;
  let found = made.get(key) as T | undefined;
  if (!found) {
    found = make();
    made.set(key, found);
  }
  return found;
}

/** `new Intl.NumberFormat(locale, options)`, made once. Throws as it does (an unknown currency). */
export const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

/** `new Intl.DateTimeFormat(locale, options)`, made once; its time zone is always given (see above). */
export const dateTimeFormat = (
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions & { timeZone: string },
): Intl.DateTimeFormat => once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** `new Intl.DisplayNames([locale], options)`, made once. */
export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  once('names', locale, options, () => new Intl.DisplayNames([locale], options));

/** `new Intl.RelativeTimeFormat(locale, options)`, made once. */
export const relativeTimeFormat = (locale: string | undefined, options: Intl.RelativeTimeFormatOptions = {}): Intl.RelativeTimeFormat =>
  once('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

/** `new Intl.ListFormat(locale, options)`, made once. */
export const listFormat = (locale: string | undefined, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  once('list', locale, options, () => new Intl.ListFormat(locale, options));
