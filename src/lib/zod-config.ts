// Our Content-Security-Policy forbids eval. zod 4 probes for it with `new Function` when it builds
// schemas, and the browser reports each probe as a CSP violation; jitless mode skips the probe.
// Import this before any module that builds a zod schema in the browser.
import { config } from 'zod';

config({ jitless: true });
