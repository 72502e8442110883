// Our Content-Security-Policy forbids eval. zod 4 probes for it with `new Function` when it builds
// an object schema, and the browser reports each probe as a CSP violation; jitless mode skips the
// probe. zod reads its settings from this global (shared by every copy of zod), so setting it here,
// first thing in main.tsx, covers every schema in every chunk without loading zod on Home.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const global = globalThis as ZodGlobal;
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };

export {};
