import path from "node:path";

export const DEFAULT_DATABASE_URL = "file:./data/app.db";

/**
 * The SQLite file every process (server, scripts, tests) opens: `DATABASE_URL`, else
 * `data/app.db`. Relative paths are resolved against the working directory once, so the
 * server and the command-line tools agree on one file.
 */
export function resolveDatabaseUrl(url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL): string {
  return `file:${resolveDatabasePath(url)}`;
}

export function resolveDatabasePath(url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL): string {
  const withoutScheme = url.startsWith("file:") ? url.slice("file:".length) : url;
  // Resolved at run time on purpose (turbopackIgnore): the database is data, not part of the bundle.
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), withoutScheme);
}
