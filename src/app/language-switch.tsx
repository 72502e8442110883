// The app's language, chosen here and remembered on this device (src/app/language.ts).
import { Languages } from 'lucide-react';
import { languages, useLanguage, useMessages, type Language } from '../lib/i18n';
import { chooseLanguage } from './language';
import { shellMessages } from './messages';

/** Each language by its own name, so a traveller finds theirs whatever the app speaks now. */
const languageNames: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch', ja: '日本語' };

export function LanguageSwitch() {
  const current = useLanguage();
  const t = useMessages(shellMessages);
  return (
    <label className="flex items-center gap-2">
      <span className="font-medium text-slate-700 dark:text-slate-300">{t.language}</span>
      <span className="relative inline-flex items-center">
        <Languages aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-slate-500 dark:text-slate-400" />
        <select
          value={current}
          onChange={(event) => void chooseLanguage(event.target.value as Language)}
          className="min-h-11 rounded-full border border-slate-300 bg-white py-1 pl-9 pr-3 text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
        >
          {languages.map((code) => (
            <option key={code} value={code} lang={code}>
              {languageNames[code]}
            </option>
          ))}
        </select>
      </span>
    </label>
  );
}
