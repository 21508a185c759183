import { z } from 'zod';

// The shop's strict Content-Security-Policy forbids eval. Zod's JIT probes `new Function` the
// first time a form schema parses, which the browser reports as a CSP violation; interpreted
// parsing is fast enough for forms.
z.config({ jitless: true });
