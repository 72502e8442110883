// zod alone, for src/db/start-in-steps.ts to evaluate in a task of its own: vite.config.ts puts this
// module in zod's chunk. (A dynamic import of 'zod' itself would keep all of zod in the build.)
export { string } from 'zod';
