import { z } from 'zod';

// zod probes for `new Function` to compile faster parsers; the page's CSP forbids eval, and the
// probe alone is reported as a violation. Imported first, before any schema is built.
if ('document' in globalThis) z.config({ jitless: true });
