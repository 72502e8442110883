// The language a chat request says its device writes dates in ("2/5" is 2 May in en-GB, 5 February in
// en-US), checked the same way by the device and the server.

/** Whether Intl knows a language tag ("en-GB"): a tag it does not know is no guide to how dates are written. */
export function isKnownLocale(locale: string): boolean {
  if (typeof locale !== 'string' || locale.trim() === '') return false;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0;
  } catch {
    return false;
  }
}
