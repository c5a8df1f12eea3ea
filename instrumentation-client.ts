// Runs in the browser before the app's own modules. The pages' Content-Security-Policy allows no
// eval (lib/http/security-headers.ts); zod compiles object schemas with `new Function` when it can,
// and its probe for that is reported as a policy violation even though zod catches it. A schema
// decides when it is created, so this must come before any module that defines one: in the browser
// schemas are small and parsed on submit, and the interpreter is enough.
//
// zod keeps its settings in one object on globalThis (`__zod_globalConfig`, which `z.config()`
// writes) and only creates it when absent, so the setting is written there directly: importing
// zod here, even `zod/v4/core`, put zod into every page's first load, the cached public pages'
// too, which otherwise need none. lib/zod-config.test.ts checks that zod still reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
export {};
