import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE } from "@/lib/i18n/config";
import { isCachedPublicPath, localizedPublicPath } from "@/lib/public/cached-paths";

// Whether the App Router has a page for a path, read off app/ the way it resolves one: route
// groups are skipped, a [param] folder matches one segment, a catch-all the rest (an optional
// one also nothing). The menus, the docs and the activities are checked against it.

const APP_DIR = path.join(process.cwd(), "app");

function pageUnder(dir: string, segments: string[]): boolean {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const here = (name: string) => path.join(dir, name);
  if (entries.some((entry) => /^\(.+\)$/.test(entry.name) && pageUnder(here(entry.name), segments))) return true;
  const catchAll = entries.find((entry) =>
    segments.length ? /^\[\[?\.\.\.[^\]]+\]\]?$/.test(entry.name) : /^\[\[\.\.\.[^\]]+\]\]$/.test(entry.name),
  );
  if (catchAll && fs.existsSync(path.join(here(catchAll.name), "page.tsx"))) return true;
  if (segments.length === 0) return fs.existsSync(path.join(dir, "page.tsx"));
  const [head, ...rest] = segments;
  return entries
    .filter((entry) => entry.name === head || /^\[[^.\][]+\]$/.test(entry.name))
    .some((entry) => pageUnder(here(entry.name), rest));
}

/**
 * `hasPage("/apps/tasks/8f6b?x=1")`: the path's page exists under app/ (the query and hash are
 * ignored). The cached public pages are found where the proxy rewrites them (app/[locale]).
 */
export function hasPage(link: string): boolean {
  const { pathname } = new URL(link, "http://site");
  const served = isCachedPublicPath(pathname) ? localizedPublicPath(DEFAULT_LOCALE, pathname) : pathname;
  return pageUnder(APP_DIR, served.split("/").filter(Boolean));
}
