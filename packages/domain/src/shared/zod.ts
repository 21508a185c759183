import { z } from 'zod';

// The storefront's strict Content-Security-Policy forbids eval. Zod's JIT probes `new Function`
// the first time a schema parses, which the browser reports as a CSP violation; interpreted
// parsing is fast enough for forms. The server keeps the JIT.
if ('document' in globalThis) z.config({ jitless: true });

/**
 * Zod for the domain's schemas. Every schema module imports it from here, so the browser's
 * setting travels with the first schema that loads and the storefront loads zod only on pages
 * that validate something (ADR 0005).
 */
export { z };
