/**
 * instrumentation-client.ts turns zod's JIT off without importing zod, by writing the global
 * object zod keeps its settings in. If a zod upgrade moved that object, the pages' CSP would
 * report zod's eval probe again: this fails first.
 */
test("zod reads the jitless setting the browser instrumentation writes before zod loads", async () => {
  jest.resetModules();
  const before = (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
  try {
    await import("@/instrumentation-client");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
  } finally {
    (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = before;
  }
});
