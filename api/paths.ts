// Where the server finds the project's files: the root (package.json, data/, .cache/) and the built
// PWA it serves. ASTRA_DIST_DIR lets two builds (for example two test runs) live side by side.
// rootDir is one folder up from this file, and from the compiled server (dist-server/server.js) alike.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.resolve(rootDir, process.env.ASTRA_DIST_DIR ?? 'dist');
export const cacheDir = path.resolve(rootDir, '.cache');
