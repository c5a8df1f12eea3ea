import { isLocale, LOCALES, type Locale } from "@/lib/i18n/config";

// The public pages served from Next's cache (issue 17): rendered once per language under
// app/[locale] and revalidated when a host changes what they show. Their addresses stay the
// specification's (/home, /p/event/{slug}, /p/hosts/{slug}): the proxy rewrites them to the
// visitor's language, and /{locale}/... names a language outright, so a link shared in Turkish
// opens in Turkish. /home with a query (a search, a page) is rendered per request instead.

const CACHED_PATH = /^\/(?:home|p\/event\/[^/]+|p\/hosts\/[^/]+)$/;

/** Whether `pathname` (without a language) is one of the cached public pages. */
export function isCachedPublicPath(pathname: string): boolean {
  return CACHED_PATH.test(pathname);
}

/** `/tr/p/event/x` → `{ locale: "tr", pathname: "/p/event/x" }`; null when no language leads a cached path. */
export function splitLocalePrefix(pathname: string): { locale: Locale; pathname: string } | null {
  const match = /^\/([a-z]{2})(\/.*)$/.exec(pathname);
  if (!match || !isLocale(match[1]) || !isCachedPublicPath(match[2])) return null;
  return { locale: match[1], pathname: match[2] };
}

/** The cached page's address in a language: `/tr/p/event/x`. */
export function localizedPublicPath(locale: Locale, pathname: string): string {
  return `/${locale}${pathname}`;
}

/** Every language's address of a cached page, for revalidating all of them at once. */
export function everyLocalizedPath(pathname: string): string[] {
  return LOCALES.map((locale) => localizedPublicPath(locale, pathname));
}
