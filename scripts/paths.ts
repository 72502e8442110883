// The project's folders for the build scripts: the server's own (api/paths.ts), plus where the
// compiled server goes. It sits beside the PWA's build but is never served as a static file.
import path from 'node:path';
import { rootDir } from '../api/paths';

export { cacheDir, distDir, rootDir } from '../api/paths';
export const serverDir = path.join(rootDir, 'dist-server');
export const serverEntry = path.join(serverDir, 'server.js');
