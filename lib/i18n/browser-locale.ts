import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage, type Locale } from "@/lib/i18n/config";

/**
 * The visitor's language as the server would pick it, read in the browser (for pages that cannot
 * ask the server: the last-resort error page, the 404 rendered into every route): the switcher's
 * cookie, else the browser's languages, else English.
 */
export function browserLocale(): Locale {
  const cookie = document.cookie
    .split("; ")
    .find((entry) => entry.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(navigator.languages.join(",")) ?? DEFAULT_LOCALE;
}
