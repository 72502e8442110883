// How sharing reads on screen: an invite's expiry in words, and who is on a trip in one line, in the
// language the app speaks (the English is what the tests read).
import { sharingMessages } from './messages';
import { listFormat } from '../../domain/intl-formats';

const dayMs = 24 * 60 * 60 * 1000;

/** "Works for 14 more days, until 8 December" (the date in the traveller's own calendar). */
export function expiryInWords(expiresAt: string, now: number, locale?: string): string {
  const at = Date.parse(expiresAt);
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }).format(at);
  const left = at - now;
  const t = sharingMessages.get();
  if (left <= 0) return t.expiryExpired;
  if (left < dayMs) return t.expiryHours(Math.max(1, Math.round(left / (60 * 60 * 1000))));
  return t.expiryDays({ date })(Math.round(left / dayMs));
}

/** "Ana, Ben and Chloé"; in another language as Intl lists them ("Ana, Ben y Chloé", "Ana、Ben、Chloé"). */
export function namesInWords(names: readonly string[], locale?: string): string {
  if (names.length <= 1) return names[0] ?? '';
  if (locale && !locale.toLowerCase().startsWith('en')) return listFormat(locale, { type: 'conjunction' }).format(names);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The invite token from the join page's fragment (`#invite=<token>`), or undefined. */
export function inviteTokenOf(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('invite')?.trim();
  return token ? token : undefined;
}
