import path from "node:path";
import { GET } from "@/app/api/openapi.json/route";
import { allOperations, getOpenApiDocument } from "@/lib/api/openapi-document";
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

  it("names every operation with a unique camelCase operationId, which client generators name their methods after", () => {
    const ids = allOperations.map((operation) => operation.operationId);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const document = getOpenApiDocument() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const written = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(written.sort()).toEqual([...ids].sort());
  });

  it("lists no required property a schema does not define (a record over an enum is written as an object)", () => {
    const undefinedRequired: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((child, index) => visit(child, `${at}/${index}`));
      if (!node || typeof node !== "object") return;
      const schema = node as { required?: unknown; properties?: Record<string, unknown> };
      if (Array.isArray(schema.required))
        for (const name of schema.required)
          if (!schema.properties || !(name in schema.properties)) undefinedRequired.push(`${at}: ${name}`);
      for (const [key, child] of Object.entries(node)) visit(child, `${at}/${key}`);
    };
    visit(getOpenApiDocument(), "#");
    expect(undefinedRequired).toEqual([]);
  });

  it("documents every route handler under app/api, and nothing else", () => {
    const documented = allOperations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).sort();
    expect(documented).toEqual(routeHandlers());
  });
});
