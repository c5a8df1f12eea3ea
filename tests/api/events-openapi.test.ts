import fs from "node:fs";
import path from "node:path";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { eventOperations } from "@/lib/events/openapi";

// The host events API documents itself (lib/events/openapi.ts); tests/api/openapi.test.ts checks
// the whole document once the owner includes it. This checks the part on its own.

const ROOT = path.join(process.cwd(), "app", "api", "events");
/** Other helpers' routes under the same folder, documented in their own modules. */
const ELSEWHERE = [/^\/api\/events\/calendar/, /^\/api\/events\/\{id\}\/ics$/];

function eventRouteHandlers(): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name === "route.ts") {
        const routePath = `/${path.relative(path.join(process.cwd(), "app"), dir).split(path.sep).join("/")}`.replace(
          /\[([^\]]+)\]/g,
          "{$1}",
        );
        if (ELSEWHERE.some((pattern) => pattern.test(routePath))) continue;
        for (const match of fs.readFileSync(full, "utf8").matchAll(/export\s+const\s+(GET|POST|PUT|PATCH|DELETE)\b/g))
          found.push(`${match[1]} ${routePath}`);
      }
    }
  };
  visit(ROOT);
  return found.sort();
}

describe("eventOperations", () => {
  it("documents every host events route, and nothing else", () => {
    expect(eventOperations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).sort()).toEqual(
      eventRouteHandlers(),
    );
  });

  it("builds a valid OpenAPI 3.1 document", async () => {
    const { Validator } = await import("@seriousme/openapi-schema-validator");
    const result = await new Validator().validate(buildOpenApiDocument(eventOperations));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
