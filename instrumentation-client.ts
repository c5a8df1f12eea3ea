import { config } from "zod";

// Runs in the browser before the app's own modules. The pages' Content-Security-Policy allows no
// eval (lib/http/security-headers.ts); zod compiles object schemas with `new Function` when it can,
// and its probe for that is reported as a policy violation even though zod catches it. A schema
// decides when it is created, so this must come before any module that defines one: in the browser
// schemas are small and parsed on submit, and the interpreter is enough.
config({ jitless: true });
