import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage } from "@/lib/i18n/config";
import { loadTranslatorMessages } from "@/lib/i18n/messages";

// The product's URLs carry no language prefix (the specification fixes them), so the language
// comes from the switcher's cookie, else the browser's Accept-Language, else English. The cached
// public pages are the exception: they live under app/[locale] (the proxy rewrites /home and
// /p/... there) and name their language with setRequestLocale, so they read no cookie or header.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  if (isLocale(requested)) return { locale: requested, messages: await loadTranslatorMessages(requested) };
  const cookieLocale = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(cookieLocale)
    ? cookieLocale
    : (localeFromAcceptLanguage((await headers()).get("accept-language")) ?? DEFAULT_LOCALE);
  return { locale, messages: await loadTranslatorMessages(locale) };
});
