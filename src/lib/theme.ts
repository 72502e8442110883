// The traveller's theme: the system's (the default), or light or dark chosen on this device.
// public/theme.js applies the stored choice before the first paint; the stylesheet's `dark:`
// variant follows the system unless <html> has class "light" or "dark" (src/index.css).
import { useSyncExternalStore } from 'react';

export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** Kept in step with public/theme.js. */
export const themeStorageKey = 'astra-theme';

const listeners = new Set<() => void>();

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function apply(choice: ThemeChoice) {
  const { classList } = document.documentElement;
  classList.toggle('light', choice === 'light');
  classList.toggle('dark', choice === 'dark');
  for (const listener of listeners) listener();
}

export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Not remembered where storage is blocked; it still applies until the page closes.
  }
  apply(choice);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === themeStorageKey || event.key === null) apply(readThemeChoice());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The choice on this device; "system" while the build prerenders. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readThemeChoice, () => 'system');
}
