// Types for build-fingerprint.mjs (plain JavaScript so the launcher needs no TypeScript).
export type BuildStamp = { fingerprint: string; server: string; outputs: string[] };
export const stampName: string;
export function sourceFingerprint(rootDir: string): string;
export function readStamp(distDir: string): BuildStamp | undefined;
export function buildState(rootDir: string, distDir: string): 'fresh' | 'stale' | 'missing';
