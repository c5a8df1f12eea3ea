import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";

// The product's URLs carry no language prefix (the specification fixes them), so the language
// comes from the switcher's cookie, else the browser's Accept-Language, else English.
export default getRequestConfig(async () => {
  const cookieLocale = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(cookieLocale)
    ? cookieLocale
    : (localeFromAcceptLanguage((await headers()).get("accept-language")) ?? DEFAULT_LOCALE);
  return { locale, messages: await loadMessages(locale) };
});
