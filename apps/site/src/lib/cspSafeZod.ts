// zod 4 probes `new Function('')` to decide whether it may JIT-compile object parsers. Under
// our CSP (no 'unsafe-eval') that probe is reported as a violation, so switch zod to its
// interpreter before anything on demand (voice client, demo form) parses with it.
import { config } from 'zod';

config({ jitless: true });
