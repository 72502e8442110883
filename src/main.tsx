// The entry, kept small: evaluating a script blocks the page, and on a slow phone evaluating React
// and the app in one go took one long task of ~170 ms at start-up (decision 025's second addendum). So React's code is
// evaluated first, then the app's in a task of its own (src/app/start-app.tsx). The build lists both
// chunks as modulepreload in every page's head (vite.config.ts), so they download with the entry.
// First of all: zod must never probe for eval (our CSP forbids it), in any chunk.
import './lib/zod-config';
import { nextTask } from './lib/next-task';
import './index.css';

void (async () => {
  await import('react-dom/client');
  await nextTask();
  await import('./app/start-app');
})();
