// Which language the app speaks on this device: the one chosen in the footer (remembered here, like
// the theme), else the first of the browser's languages that the app has, else English. Each
// language's texts are one chunk (src/app/catalogues/<lang>.ts), precached by the service worker, so a
// switch works offline; src/app/start-app.tsx waits for it before React's first render over the prerendered frame.
import { applyCatalogue, isLanguage, language, languageStorageKey, type Catalogue, type Language } from '../lib/i18n';

const catalogues: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  es: () => import('./catalogues/es'),
  fr: () => import('./catalogues/fr'),
  de: () => import('./catalogues/de'),
  ja: () => import('./catalogues/ja'),
};

export function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The first of the browser's languages (navigator.languages, in the traveller's order) that the app speaks. */
export function browserLanguage(tags: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

async function speak(code: Language): Promise<void> {
  if (code !== 'en') applyCatalogue(code, (await catalogues[code]()).default);
  else language.set('en');
  document.documentElement.lang = code;
}

/** Before the first render: the device's language, loaded. A catalogue that cannot load leaves English. */
export function startLanguage(): Promise<void> {
  return speak(storedLanguage() ?? browserLanguage()).catch((error: unknown) => console.warn('Language not loaded', error));
}

/** The footer's switch: remembered on this device, applied at once. */
export async function chooseLanguage(code: Language): Promise<void> {
  try {
    localStorage.setItem(languageStorageKey, code);
  } catch {
    // Not remembered where storage is blocked; it still applies until the page closes.
  }
  await speak(code);
}
