import { execFileSync } from 'node:child_process';
import { rootDir } from '../scripts/paths';

/** Builds the app when the build is missing or stale, as `npm start` does. */
export function ensureBuilt(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-stale'], { cwd: rootDir, stdio: 'inherit' });
}
