"use client";
import { useEffect, useSyncExternalStore } from "react";
import { browserLocale } from "@/lib/i18n/browser-locale";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";

export type NotFoundTexts = Record<Locale, { text: string; back: string }>;

/** The language does not change while the page is open. */
const noChanges = () => () => {};

/**
 * The 404 of an address no route matches, in the visitor's language. Next renders this page into
 * every route's tree (as the root's not-found boundary), the cached public pages included, so it
 * may read no cookie or header on the server: it is rendered in English and speaks the visitor's
 * language once in the browser. Plain HTML styled by app/not-found.tsx: it ships no MUI.
 */
export function LocalizedNotFound({ texts }: { texts: NotFoundTexts }) {
  // English on the server and while hydrating, the visitor's language right after.
  const locale = useSyncExternalStore(noChanges, browserLocale, () => DEFAULT_LOCALE);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const text = texts[locale];
  return (
    <main>
      <div>
        <h1>404</h1>
        <p>{text.text}</p>
        {/* A full page load: the root's 404 has no layout of its own to keep. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a router Link would keep this document */}
        <a href="/">{text.back}</a>
      </div>
    </main>
  );
}
