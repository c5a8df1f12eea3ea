import compile from "icu-minify/compile";

type Catalogue = { [key: string]: unknown };

/**
 * A catalogue with every message compiled by icu-minify (next-intl's precompiled messages), for
 * use-intl's format-only formatter: the browser then needs no ICU parser (issue 17).
 *
 * The result goes through JSON once: icu-minify builds some of its objects without a prototype,
 * and React refuses to hand such objects from a server component to a client component
 * (NextIntlClientProvider), which would take down every page that sends messages.
 */
export function compileCatalogue<T extends Catalogue>(catalogue: T): T {
  const visit = (value: unknown): unknown => {
    if (typeof value === "string") return compile(value);
    if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, visit(child)]));
  };
  return JSON.parse(JSON.stringify(visit(catalogue))) as T;
}
