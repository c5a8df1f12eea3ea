import { LOCALE_COOKIE, type Locale } from "@/lib/i18n/config";

/** Remembers the language for the next requests: next-intl's cookie, read by i18n/request.ts. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
