// The app's languages (docs/decisions/024-languages.md). English is the source, written in each
// feature's `messages.ts`; the other languages' texts live beside it in `messages.<lang>.ts` and reach
// the device as one lazily loaded chunk per language (src/app/language.ts). This module is the only
// importer of @nanostores/i18n and nanostores: components read their texts with `useMessages`.
import { createI18n, type Messages, type Translations } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { createElement, Fragment, type ReactNode } from 'react';

export { count, params } from '@nanostores/i18n';

export const languages = ['en', 'es', 'fr', 'de', 'ja'] as const;
export type Language = (typeof languages)[number];

/** Where the chosen language is kept on this device (src/app/language.ts reads it, and sets `<html lang>`, at start). */
export const languageStorageKey = 'astra-language';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** The language the app speaks now: English until src/app/language.ts has loaded another one. */
export const language = atom<Language>('en');

const i18n = createI18n(language, {
  baseLocale: 'en',
  // Every language's texts are put in the cache before the language is switched on, so this is only
  // asked for a group with no translation at all: it then shows its English.
  get: (_code, groups) => Promise.resolve(Object.fromEntries(groups.map((group) => [group, {}]))),
});

/**
 * A group of English texts, defined once at module level: `messages('cities', { title: 'Global Cities Explorer' })`.
 * Group names are unique in the app; by convention the feature's folder name, or `<feature>-<part>`.
 */
export const messages = <Body extends Translations>(group: string, english: Body): Messages<Body> => i18n(group, english);

/** The texts of one group in the language the app speaks now; the component re-renders on a switch. */
export const useMessages = <Body extends Translations>(group: Messages<Body>): Body => useStore(group);

/** A catalogue: translated groups of texts, keyed by group name (what `messages.<lang>.ts` exports). */
export type Catalogue = Record<string, Record<string, string | Partial<Record<Intl.LDMLPluralRule, string>>>>;

/** What a `messages.<lang>.ts` file must hold for a group: every key, each a string or plural forms. */
export type TranslationOf<Group> =
  Group extends Messages<infer Body>
    ? { [Key in keyof Body]: Body[Key] extends string ? string : string | Partial<Record<Intl.LDMLPluralRule, string>> }
    : never;

/** Puts a language's texts in place, then speaks it. */
export function applyCatalogue(code: Language, catalogue: Catalogue): void {
  // The library's type says one group per locale; at run time the cache holds every group by name.
  const cache = i18n.cache as unknown as Record<Language, Catalogue>;
  cache[code] = { ...cache[code], ...catalogue };
  language.set(code);
}

/** The English source of every group defined so far (for the catalogue tests). */
export const englishGroups = (): Catalogue => (i18n.cache as unknown as Record<Language, Catalogue>).en;

/**
 * The locale for Intl in the chosen language: the device's own variant of it when it has one (en-GB
 * dates for a British phone, es-MX for a Mexican one), else the language itself. While the build
 * prerenders there is no device, and English is written the US way.
 */
export function intlLocale(code: Language = language.get()): string {
  if (typeof navigator === 'undefined') return code === 'en' ? 'en-US' : code;
  const own = navigator.languages?.find((tag) => tag.toLowerCase().split('-')[0] === code);
  return own ?? code;
}

/** The language, for components that format with Intl and must re-render on a switch. */
export const useLanguage = (): Language => useStore(language);

/** A translated sentence with elements in it: `fillIn(t.devicesLine, { link: <Link …/> })` for "{link}: use your trips…". */
export function fillIn(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, index) => createElement(Fragment, { key: index }, nodes[part.slice(1, -1)] ?? part));
}
