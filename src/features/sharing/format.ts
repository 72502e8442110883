// How sharing reads on screen: an invite's expiry in words, and who is on a trip in one line.
const dayMs = 24 * 60 * 60 * 1000;

/** "Works for 14 more days, until 8 December" (the date in the traveller's own calendar). */
export function expiryInWords(expiresAt: string, now: number, locale?: string): string {
  const at = Date.parse(expiresAt);
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }).format(at);
  const left = at - now;
  if (left <= 0) return 'This link has expired.';
  if (left < dayMs) {
    const hours = Math.max(1, Math.round(left / (60 * 60 * 1000)));
    return `Works for ${hours} more ${hours === 1 ? 'hour' : 'hours'}.`;
  }
  const days = Math.round(left / dayMs);
  return `Works for ${days} more ${days === 1 ? 'day' : 'days'}, until ${date}.`;
}

/** "Ana, Ben and Chloé". */
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The invite token from the join page's fragment (`#invite=<token>`), or undefined. */
export function inviteTokenOf(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('invite')?.trim();
  return token ? token : undefined;
}
