import { z } from 'zod';

// zod probes for `new Function` to compile faster parsers; the page's CSP forbids eval, and the
// probe alone is reported as a violation. The contract's index imports this first, so every bundle
// that builds a schema sets it before its first parse (zod keeps the setting on globalThis, one for
// every copy); the first screen, which builds none, does not load zod for it.
if ('document' in globalThis) z.config({ jitless: true });
