// Where the build goes and where the server reads it. ASTRA_DIST_DIR lets two builds
// (for example two test runs) live side by side without clobbering each other.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.resolve(rootDir, process.env.ASTRA_DIST_DIR ?? 'dist');
export const cacheDir = path.resolve(rootDir, '.cache');
