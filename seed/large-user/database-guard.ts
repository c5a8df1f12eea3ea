import { DEFAULT_DATABASE_URL } from "@/lib/database-url";

/**
 * Refuses to write the large user anywhere but a local SQLite file: `DATABASE_URL` must be a
 * `file:` URL or a bare path, never a network address (`postgres://…`, `libsql://…`, `https://…`).
 * Answers the URL it checked.
 */
export function assertLocalSqliteUrl(url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL): string {
  const isFile = url.startsWith("file:") || !/^[a-z][a-z0-9+.-]*:/i.test(url);
  const isNetworkPath = /^file:\/\/[^/]/i.test(url);
  if (!isFile || isNetworkPath)
    throw new Error(
      `Refusing to seed ${url.replace(/\/\/[^@/]*@/, "//…@")}: only a local SQLite file (file:…) is allowed.`,
    );
  return url;
}
