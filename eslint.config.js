// Lint: typescript-eslint's recommended rules, React hooks, and the architecture's import rules
// (features never import each other; domain imports nothing of the app; only src/db and a
// feature's data.ts touch Dexie).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const appLayers = ['**/app/**', '**/features/**', '**/db/**', '**/lib/**', '**/ui/**'];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'data', 'test-results', 'playwright-report', '.cache', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'log'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
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
          patterns: [{ group: appLayers, message: 'src/domain must not import the app.' }],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/*/data.ts', 'src/features/*/data.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'dexie', message: "Only src/db and a feature's data.ts touch Dexie." }],
          patterns: [{ regex: '^\\.\\./[^.]', message: 'Features never import each other: share through domain, db, lib or ui.' }],
        },
      ],
    },
  },
  {
    files: ['src/features/*/data.ts', 'src/features/*/data.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./[^.]', message: 'Features never import each other: share through domain, db, lib or ui.' }] },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'dexie', message: "Only src/db and a feature's data.ts touch Dexie." }] }],
    },
  },
);
