// The import rules of eslint.config.js fire where DESIGN.md says an import must not go, and stay
// quiet for the same import where it may. Snippets are linted with the project's own config at
// paths inside the real tree (the file need not exist, the files it imports do); the cycle needs two
// files on disk, in tests/fixtures/lint/cycle, which form a cycle only with the import a test adds.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

/** Lints `code` as if it were the file at `file` (relative to the project root); each problem as "rule: message". */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

/** A module that imports `specifier` and uses it, so that no other rule has anything to say. */
function importing(specifier: string): string {
  return `import * as imported from '${specifier}';\n\nexport { imported };\n`;
}

/** The rule ids of the problems, so that a failure shows the whole message. */
const rulesOf = (found: string[]) => found.map((problem) => problem.slice(0, problem.indexOf(':')));

/** Each import target must exist, or the rule would have nothing to resolve and could not fire. */
function target(fromFile: string, specifier: string): string {
  const base = path.resolve(root, path.dirname(fromFile), specifier);
  const found = ['.ts', '.tsx'].map((extension) => base + extension).find((candidate) => existsSync(candidate));
  expect(found, `${specifier} from ${fromFile} should be a file in the tree`).toBeDefined();
  return specifier;
}

describe('features never import other features', () => {
  const file = 'src/features/trips/lint-probe.tsx';

  it('flags an import of another feature', async () => {
    const found = await problems(file, importing(target(file, '../alerts/price-alerts-screen')));
    expect(rulesOf(found), found.join('\n')).toEqual(['import-x/no-restricted-paths']);
    expect(found[0]).toContain('Features never import each other');
  });

  it('lets a feature import its own files and the shared layers', async () => {
    for (const specifier of ['./trips-screen', '../../domain/trips', '../../db/database', '../../lib/toast', '../../ui/button']) {
      expect(await problems(file, importing(target(file, specifier))), specifier).toEqual([]);
    }
  });

  it('lets the app shell import any feature', async () => {
    const shell = 'src/app/lint-probe.tsx';
    expect(await problems(shell, importing(target(shell, '../features/alerts/price-alerts-screen')))).toEqual([]);
  });
});

describe('src/domain imports nothing of the app', () => {
  const file = 'src/domain/lint-probe.ts';

  it.each([
    '../app/router',
    '../features/trips/trips-screen',
    '../db/database',
    '../lib/toast',
    '../ui/button',
    '../../api/app',
    '../../scripts/ensure-chromium',
  ])('flags an import of %s', async (specifier) => {
    const found = await problems(file, importing(target(file, specifier)));
    expect(rulesOf(found), found.join('\n')).toEqual(['import-x/no-restricted-paths']);
  });

  it('flags React, the router, Dexie and dexie-react-hooks', async () => {
    for (const name of ['react', 'react-dom', 'react-router-dom', 'dexie', 'dexie-react-hooks']) {
      expect(rulesOf(await problems(file, importing(name))), name).toEqual(['no-restricted-imports']);
    }
  });

  it('lets domain code import other domain code and zod', async () => {
    expect(await problems(file, importing(target(file, './trips')))).toEqual([]);
    expect(await problems(file, importing('zod'))).toEqual([]);
  });
});

describe('the shared layers import no feature and not the app shell', () => {
  it.each(['src/db/lint-probe.ts', 'src/lib/lint-probe.ts', 'src/ui/lint-probe.tsx'])(
    'flags %s importing a feature or the shell',
    async (file) => {
      for (const specifier of ['../features/trips/trips-screen', '../app/router']) {
        const found = await problems(file, importing(target(file, specifier)));
        expect(rulesOf(found), found.join('\n')).toEqual(['import-x/no-restricted-paths']);
      }
    },
  );
});

describe('only src/db imports Dexie', () => {
  it.each(['src/features/trips/lint-probe.ts', 'src/lib/lint-probe.ts', 'src/app/lint-probe.ts', 'src/ui/lint-probe.ts'])(
    'flags dexie in %s',
    async (file) => {
      const found = await problems(file, importing('dexie'));
      expect(rulesOf(found), found.join('\n')).toEqual(['no-restricted-imports']);
      expect(found[0]).toContain('Only src/db touches Dexie');
    },
  );

  it('lets src/db import dexie', async () => {
    expect(await problems('src/db/lint-probe.ts', importing('dexie'))).toEqual([]);
  });

  it("lets a screen read through src/db's useLiveQuery, not dexie-react-hooks' own", async () => {
    expect(await problems('src/features/trips/lint-probe.ts', importing('../../db/live-query'))).toEqual([]);
    const found = await problems('src/features/trips/lint-probe.ts', importing('dexie-react-hooks'));
    expect(rulesOf(found), found.join('\n')).toEqual(['no-restricted-imports']);
    expect(found[0]).toContain('src/db/live-query');
  });
});

describe('api/ shares only src/domain with the PWA', () => {
  const file = 'api/routes/lint-probe.ts';

  it.each([
    '../../src/app/router',
    '../../src/features/trips/trips-screen',
    '../../src/db/database',
    '../../src/lib/toast',
    '../../src/ui/button',
    '../../scripts/ensure-chromium',
  ])('flags an import of %s', async (specifier) => {
    const found = await problems(file, importing(target(file, specifier)));
    expect(rulesOf(found), found.join('\n')).toEqual(['import-x/no-restricted-paths']);
    expect(found[0]).toContain('api/ shares only src/domain');
  });

  it('lets the API import domain code and its own modules', async () => {
    expect(await problems(file, importing(target(file, '../../src/domain/trips')))).toEqual([]);
    expect(await problems(file, importing(target(file, '../app')))).toEqual([]);
  });
});

describe('no import cycles', () => {
  const file = 'tests/fixtures/lint/cycle/trip-title.ts';
  const title = "export function tripTitle(name: string): string {\n  return name.trim() || 'Untitled trip';\n}\n";

  it('flags a module that imports back one that imports it (extension-less, so only a resolver that knows .ts sees it)', async () => {
    const found = await problems(file, `import { tripSummary } from './trip-summary';\n\nexport const summaryOf = tripSummary;\n${title}`);
    expect(rulesOf(found), found.join('\n')).toEqual(['import-x/no-cycle']);
  });

  it('passes the same module without the import back, as it is on disk', async () => {
    expect(await problems(file, title)).toEqual([]);
    const [onDisk] = await eslint.lintFiles([path.join(root, file), path.join(root, 'tests/fixtures/lint/cycle/trip-summary.ts')]);
    expect(onDisk?.messages).toEqual([]);
  });

  it('leaves an import of types alone: the compiler erases it, so there is no cycle at run time', async () => {
    const found = await problems(
      file,
      `import type { tripSummary } from './trip-summary';\n\nexport type Summary = typeof tripSummary;\n${title}`,
    );
    expect(found).toEqual([]);
  });
});
