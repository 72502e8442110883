// System, light or dark: chosen here, remembered on this device (src/lib/theme.ts).
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { chooseTheme, useThemeChoice, type ThemeChoice } from '../lib/theme';
import { useMessages } from '../lib/i18n';
import { shellMessages } from './messages';

const options: Array<{ choice: ThemeChoice; label: 'themeSystem' | 'themeLight' | 'themeDark'; Icon: LucideIcon }> = [
  { choice: 'system', label: 'themeSystem', Icon: Monitor },
  { choice: 'light', label: 'themeLight', Icon: Sun },
  { choice: 'dark', label: 'themeDark', Icon: Moon },
];

export function ThemeSwitch() {
  const current = useThemeChoice();
  const t = useMessages(shellMessages);
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="float-left mr-2 font-medium text-slate-700 dark:text-slate-300">{t.theme}</legend>
      <div className="inline-flex rounded-full border border-slate-300 bg-white p-0.5 dark:border-slate-700 dark:bg-slate-900">
        {options.map(({ choice, label, Icon }) => (
          <label
            key={choice}
            className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full px-3 text-slate-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 dark:text-slate-300 dark:has-[:checked]:bg-brand-300 dark:has-[:checked]:text-slate-950"
          >
            <input
              type="radio"
              name="theme"
              value={choice}
              checked={current === choice}
              onChange={() => chooseTheme(choice)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-4" />
            {t[label]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
