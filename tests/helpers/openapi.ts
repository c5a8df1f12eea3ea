import fs from "node:fs";
import path from "node:path";

const APP_DIR = path.join(process.cwd(), "app");

/**
 * Every route file under `root`, with the path the app router serves it at (`/api/events/[id]`)
 * and its source, for tests that hold the OpenAPI document against the routes that exist.
 */
export function routeFiles(root: string): { routePath: string; source: string }[] {
  const found: { routePath: string; source: string }[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name === "route.ts") {
        const routePath = `/${path.relative(APP_DIR, dir).split(path.sep).join("/")}`;
        found.push({ routePath, source: fs.readFileSync(full, "utf8") });
      }
    }
  };
  visit(root);
  return found;
}

/** `/api/events/[id]` → `/api/events/{id}`: a dynamic segment as OpenAPI spells it. */
export const toOpenApiPath = (routePath: string) => routePath.replace(/\[([^\]]+)\]/g, "{$1}");
