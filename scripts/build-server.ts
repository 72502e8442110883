// The server compiled to JavaScript: api/server.ts and everything it imports from api/ and
// src/domain in one ESM file for Node, with packages from node_modules left as imports (they are
// the dependencies a production install keeps). `npm start` runs it in a plain `node` process.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { distDir, rootDir, serverDir, serverEntry } from './paths';

export async function buildServer(): Promise<void> {
  const fromServerDir = path.relative(serverDir, distDir);
  if (!fromServerDir.startsWith('..') && !path.isAbsolute(fromServerDir)) {
    throw new Error(
      `ASTRA_DIST_DIR (${distDir}) must not be ${path.relative(rootDir, serverDir)}: the compiled server is never served as a file.`,
    );
  }
  const result = await build({
    entryPoints: [path.join(rootDir, 'api/server.ts')],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: 'linked',
    sourcesContent: false,
    write: false,
    logLevel: 'warning',
  });
  // Written beside the target and renamed, so a server starting meanwhile never reads half a file.
  mkdirSync(serverDir, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(rootDir, 'scripts/build-server.ts');
if (isMain) await buildServer();
