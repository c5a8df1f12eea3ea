import type { Locale } from "@/lib/i18n/config";
import { compileCatalogue } from "@/lib/i18n/compile-catalogue";
import en from "@/messages/en.json";

export type Messages = typeof en;

/** The catalogue as written: for code that reads its strings itself (error pages, exports, search). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case "tr":
      return (await import("@/messages/tr.json")).default;
    case "ro":
      return (await import("@/messages/ro.json")).default;
    default:
      return en;
  }
}

// next.config.ts points use-intl's formatter at its format-only entry and sets this flag: in the
// app's bundles, whatever formats messages through next-intl or use-intl (getTranslations, the
// client providers' messages, createTranslator) needs them precompiled. Outside them (Jest, the
// tsx scripts that send mails) use-intl keeps its ICU parser and takes the catalogue as written.
const ARE_MESSAGES_PRECOMPILED = process.env.HOSTDECK_PRECOMPILED_MESSAGES === "1";

/** Compiled once a language and process; the catalogues never change while a server runs. */
const compiledCatalogues = new Map<Locale, Promise<Messages>>();

/**
 * The catalogue for use-intl's formatter (the request config, the client providers,
 * createTranslator): precompiled in the app's bundles, as written elsewhere. Typed as written, since
 * next-intl's key checks read that shape; only the formatter looks inside a message.
 */
export function loadTranslatorMessages(locale: Locale): Promise<Messages> {
  if (!ARE_MESSAGES_PRECOMPILED) return loadMessages(locale);
  let compiled = compiledCatalogues.get(locale);
  if (!compiled) {
    compiled = loadMessages(locale).then(compileCatalogue);
    // A failed compile is not kept: the next request tries again.
    compiled.catch(() => compiledCatalogues.delete(locale));
    compiledCatalogues.set(locale, compiled);
  }
  return compiled;
}
