import path from "node:path";
import { GET } from "@/app/api/openapi.json/route";
import { allOperations } from "@/lib/api/openapi-document";
import { routeFiles, toOpenApiPath } from "@/tests/helpers/openapi";

const API_ROOTS = [path.join(process.cwd(), "app", "api"), path.join(process.cwd(), "app", "featureFlag")];
// Catch-alls that are not endpoints of ours: next-auth's own routes and the 404 for unknown paths.
const UNDOCUMENTED = new Set(["/api/auth/[...nextauth]", "/api/[...unknown]"]);

/** `METHOD /path` for every handler exported by a route file under app/api. */
function routeHandlers(): string[] {
  const found: string[] = [];
  for (const { routePath, source } of API_ROOTS.flatMap((root) => routeFiles(root))) {
    if (UNDOCUMENTED.has(routePath)) continue;
    const methods = new Set<string>();
    for (const match of source.matchAll(/export\s+(?:const|async function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g))
      methods.add(match[1]);
    for (const match of source.matchAll(/as\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) methods.add(match[1]);
    for (const method of methods) found.push(`${method} ${toOpenApiPath(routePath)}`);
  }
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
