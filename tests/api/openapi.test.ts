import fs from "node:fs";
import path from "node:path";
import { GET } from "@/app/api/openapi.json/route";
import { allOperations } from "@/lib/api/openapi-document";

const API_ROOTS = [path.join(process.cwd(), "app", "api"), path.join(process.cwd(), "app", "featureFlag")];
// Catch-alls that are not endpoints of ours: next-auth's own routes and the 404 for unknown paths.
const UNDOCUMENTED = new Set(["/api/auth/[...nextauth]", "/api/[...unknown]"]);

/** `METHOD /path` for every handler exported by a route file under app/api. */
function routeHandlers(): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name === "route.ts") {
        const routePath = `/${path.relative(path.join(process.cwd(), "app"), dir).split(path.sep).join("/")}`;
        if (UNDOCUMENTED.has(routePath)) continue;
        const source = fs.readFileSync(full, "utf8");
        const methods = new Set<string>();
        for (const match of source.matchAll(
          /export\s+(?:const|async function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g,
        ))
          methods.add(match[1]);
        for (const match of source.matchAll(/as\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) methods.add(match[1]);
        const openApiPath = routePath.replace(/\[([^\]]+)\]/g, "{$1}");
        for (const method of methods) found.push(`${method} ${openApiPath}`);
      }
    }
  };
  API_ROOTS.forEach(visit);
  return found.sort();
}

describe("/api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const { Validator } = await import("@seriousme/openapi-schema-validator");
    const document = await (await GET()).json();
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("documents every route handler under app/api, and nothing else", () => {
    const documented = allOperations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).sort();
    expect(documented).toEqual(routeHandlers());
  });
});
