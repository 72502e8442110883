// Lint: typescript-eslint's recommended rules, React hooks, and the import rules that hold the
// architecture of DESIGN.md (tests/unit/lint-rules.test.ts shows each one firing):
// - Features import no other feature (src/features/<name> imports only itself and the shared
//   layers): what two features share lives in src/domain, src/db, src/lib or src/ui, and those
//   shared layers import no feature and not the app shell (src/app).
// - src/domain imports nothing of the app (src/app, src/features, src/db, src/lib, src/ui), nor
//   api/ or scripts/, and no React, DOM or storage package: it is pure TypeScript the server runs too.
// - Only src/db touches Dexie: in the app, no other folder imports the `dexie` package, so the one
//   database, its schema versions and every write with its outbox entry stay in src/db. Screens
//   read through `useLiveQuery` over the `db` that src/db exports, as DESIGN.md says: src/db's own
//   (src/db/live-query.ts, dexie-react-hooks' hook with each result shown through a React
//   transition), so `dexie-react-hooks` is kept to src/db as well.
// - api/ shares only src/domain with the PWA: it never imports src/app, src/features, src/db,
//   src/lib, src/ui or scripts/ (no build code where requests are served).
// - No import cycles. import-x skips `import type` (erased by the compiler), so the rule guards the
//   cycles that exist at run time.
// The resolver is told about .ts and .tsx: without that, extension-less imports (`./x` for `x.ts`)
// resolve to nothing and the path and cycle rules silently find nothing.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const appLayers = ['app', 'features', 'db', 'lib', 'ui'].map((layer) => `./src/${layer}`);
const sourceExtensions = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'data', 'test-results', 'playwright-report', '.cache', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': sourceExtensions,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: [...sourceExtensions, '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'log'] }],
      eqeqeq: ['error', 'smart'],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './src/domain',
              from: [...appLayers, './api', './scripts'],
              message: 'src/domain is pure TypeScript shared with the server: it imports nothing of the app.',
            },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features never import each other: share through src/domain, src/db, src/lib or src/ui.',
            })),
            {
              target: ['./src/db', './src/lib', './src/ui'],
              from: ['./src/features', './src/app'],
              message: 'src/db, src/lib and src/ui are shared by the features: they import no feature and not the app shell.',
            },
            {
              target: './api',
              from: [...appLayers, './scripts'],
              message: 'api/ shares only src/domain with the PWA, and never loads build code from scripts/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/db/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Only src/db touches Dexie: read with useLiveQuery (src/db/live-query), write through src/db.' },
            { name: 'dexie-react-hooks', message: 'Read with src/db/live-query: its useLiveQuery shows results through a transition.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'dexie', 'dexie-react-hooks', 'react-router-dom'].map((name) => ({
            name,
            message: 'src/domain is pure TypeScript shared with the server: no React, DOM or storage.',
          })),
        },
      ],
    },
  },
);
