import type { Locale } from "@/lib/i18n/config";

/**
 * One language's whole catalogue, loaded on demand in the browser: for the error pages, which ship
 * no messages with the page and need their few words only when they are shown. Each language is a
 * chunk of its own, fetched only for that language.
 */
export async function loadCatalogue(locale: Locale) {
  if (locale === "tr") return (await import("@/messages/tr.json")).default;
  if (locale === "ro") return (await import("@/messages/ro.json")).default;
  return (await import("@/messages/en.json")).default;
}
