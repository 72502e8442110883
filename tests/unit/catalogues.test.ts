// Every language says everything English says (docs/decisions/024-languages.md): each English key of
// each `messages.ts` has a translation in every `messages.<lang>.ts`, with the same placeholders, and
// no catalogue holds a key that nothing in the app uses any more.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { englishGroups, languages, type Catalogue } from '../../src/lib/i18n';
import { serviceIds } from '../../src/domain/services';
import { packingCategories } from '../../src/domain/packing';

// Defining the English groups is what importing each messages.ts does.
import.meta.glob(['/src/**/messages.ts', '/src/**/*.messages.ts'], { eager: true });
const translationFiles = import.meta.glob<Catalogue>('/src/**/messages.*.ts', { eager: true, import: 'default' });

const english = englishGroups();
const others = languages.filter((code) => code !== 'en');

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
type Text = string | Partial<Record<Intl.LDMLPluralRule, string>>;
/** Plural forms each have the placeholders of the English "other" form, or fewer ("one" may spell out the number). */
const formsOf = (text: Text) => (typeof text === 'string' ? { other: text } : text);

function catalogueOf(code: string): { catalogue: Catalogue; groupFiles: Map<string, string[]> } {
  const catalogue: Catalogue = {};
  const groupFiles = new Map<string, string[]>();
  for (const [file, groups] of Object.entries(translationFiles)) {
    if (!file.endsWith(`.${code}.ts`)) continue;
    for (const [group, texts] of Object.entries(groups)) {
      groupFiles.set(group, [...(groupFiles.get(group) ?? []), file]);
      catalogue[group] = texts;
    }
  }
  return { catalogue, groupFiles };
}

test('the English groups are found', () => {
  expect(Object.keys(english)).toEqual(expect.arrayContaining(['shell', 'home', 'ui', 'services']));
});

describe.each(others)('%s', (code) => {
  const { catalogue, groupFiles } = catalogueOf(code);

  test('every English text has a translation with the same placeholders', () => {
    const problems: string[] = [];
    for (const [group, texts] of Object.entries(english)) {
      for (const [key, source] of Object.entries(texts)) {
        const translated = catalogue[group]?.[key];
        if (translated === undefined || translated === '') {
          problems.push(`${group}.${key}: missing`);
          continue;
        }
        const sourceForms = formsOf(source as Text);
        const wanted = placeholders(sourceForms.other ?? Object.values(sourceForms)[0] ?? '');
        const forms = formsOf(translated);
        if (!forms.other) problems.push(`${group}.${key}: no "other" plural form`);
        for (const [form, text] of Object.entries(forms)) {
          const found = placeholders(text ?? '');
          const isPluralOne = typeof source !== 'string' && form !== 'other';
          const ok = isPluralOne ? found.every((name) => wanted.includes(name)) : found.join() === wanted.join();
          if (!ok)
            problems.push(
              `${group}.${key}${form === 'other' ? '' : `.${form}`}: placeholders ${found.join() || 'none'}, English has ${wanted.join() || 'none'}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('no translation of something English does not say', () => {
    const extra: string[] = [];
    for (const [group, texts] of Object.entries(catalogue)) {
      if (!english[group]) extra.push(`${group} (no such group)`);
      else for (const key of Object.keys(texts)) if (!(key in english[group]!)) extra.push(`${group}.${key}`);
    }
    expect(extra).toEqual([]);
  });

  test('each group is translated in one file', () => {
    const twice = [...groupFiles].filter(([, files]) => files.length > 1).map(([group, files]) => `${group}: ${files.join(', ')}`);
    expect(twice).toEqual([]);
  });
});

/** Texts the app reads by a computed key (a service's id, a packing category's name), not by name. */
const readByComputedKey = new Set([
  ...serviceIds.flatMap((id) => [`services.${id}`, `service-blurbs.${id}`]),
  ...packingCategories.map((category) => `packing.${category}`),
]);

test('every English key is used by the app, where its group is', () => {
  const root = path.resolve(import.meta.dirname, '../../src');
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file));
  const sources = files
    .filter((file) => !/(^|[/.])messages(\.\w+)?\.ts$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(root, file), 'utf8'));
  // Each group's exported name (export const tripsMessages = messages('trips', …)): a key counts as
  // used only in a file that names its group, so a common key ('title') cannot pass for another's.
  const groupNames = new Map<string, string>();
  for (const file of files.filter((name) => /(^|[/.])messages\.ts$/.test(name)))
    for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(/export const (\w+) = messages\('([\w-]+)'/g))
      groupNames.set(match[2]!, match[1]!);
  const unused: string[] = [];
  for (const [group, texts] of Object.entries(english)) {
    const name = groupNames.get(group);
    expect(name, `the exported name of group ${group}`).toBeDefined();
    const users = sources.filter((source) => new RegExp(`\\b${name}\\b`).test(source)).join('\n');
    for (const key of Object.keys(texts)) {
      if (readByComputedKey.has(`${group}.${key}`)) continue;
      // Read as t.key, or named as a string ('key') where a table picks the text.
      if (!new RegExp(`\\.${key}\\b|['"\`]${key}['"\`]`).test(users)) unused.push(`${group}.${key}`);
    }
  }
  expect(unused).toEqual([]);
});
