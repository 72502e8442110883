// A country's flag as its two-letter code in a small badge, never as an emoji: regional-indicator
// emoji show as empty boxes wherever the system has no emoji font (decision 023). The stored value
// stays the emoji (clock cities sync it); only the drawing changes.
import { Globe } from 'lucide-react';
import { displayNames } from '../domain/intl-formats';
import { intlLocale, language, useLanguage, useMessages } from '../lib/i18n';
import { uiMessages } from './messages';

const regionalIndicatorA = 0x1f1e6;

/** "🇯🇵" → "JP"; undefined for anything that is not exactly one regional-indicator pair. */
export function countryCodeOfFlag(flag: string): string | undefined {
  const points = [...flag].map((character) => character.codePointAt(0) ?? 0);
  if (points.length !== 2 || points.some((point) => point < regionalIndicatorA || point > regionalIndicatorA + 25)) return undefined;
  return String.fromCharCode(...points.map((point) => point - regionalIndicatorA + 65));
}

/** The country's name in the app's language ("JP" → "Japan", "Japón", "日本"), or the code itself when the runtime does not know it. */
export function countryName(code: string, locale = language.get() === 'en' ? 'en' : intlLocale()): string {
  try {
    return displayNames(locale, { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const sizes = {
  md: 'h-7 min-w-10 text-sm',
  sm: 'h-6 min-w-8 text-xs',
} as const;

export function Flag({ flag, size = 'md' }: { flag: string; size?: keyof typeof sizes }) {
  const code = countryCodeOfFlag(flag);
  const t = useMessages(uiMessages);
  useLanguage();
  if (!code) {
    return (
      <span role="img" aria-label={t.countryNotKnown} className={`inline-flex shrink-0 items-center justify-center ${sizes[size]}`}>
        <Globe aria-hidden="true" className="size-5 text-slate-500 dark:text-slate-400" />
      </span>
    );
  }
  const name = countryName(code);
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      className={`inline-flex shrink-0 items-center justify-center rounded-md border border-slate-300 bg-slate-100 px-1 font-semibold tracking-wider text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 ${sizes[size]}`}
    >
      {code}
    </span>
  );
}
