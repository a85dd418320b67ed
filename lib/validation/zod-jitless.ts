import { z } from 'zod';

// zod 4 probes `new Function('')` when it creates the first object schema, to decide whether it may
// compile a fast parser. The probe is caught, but under a CSP without 'unsafe-eval' the browser
// still reports it as a violation (seen on /admin-panel/blog). Jitless mode skips the probe
// and the compiled parsers; the forms' schemas are small, so the speed difference does not matter.
// Imported for its side effect, first, by every schema module a browser bundle can contain: zod
// decides at the creation of each object schema (module load), so it must run before any.
z.config({ jitless: true });
