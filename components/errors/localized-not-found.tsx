"use client";
import { useEffect, useSyncExternalStore } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { LinkButton } from "@/components/ui/links";
import { browserLocale } from "@/lib/i18n/browser-locale";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";

export type NotFoundTexts = Record<Locale, { text: string; back: string }>;

/** The language does not change while the page is open. */
const noChanges = () => () => {};

/**
 * The 404 of an address no route matches, in the visitor's language. Next renders this page into
 * every route's tree (as the root's not-found boundary), the cached public pages included, so it
 * may read no cookie or header on the server: it is rendered in English and speaks the visitor's
 * language once in the browser.
 */
export function LocalizedNotFound({ texts }: { texts: NotFoundTexts }) {
  // English on the server and while hydrating, the visitor's language right after.
  const locale = useSyncExternalStore(noChanges, browserLocale, () => DEFAULT_LOCALE);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const text = texts[locale];
  return (
    <Box
      component="main"
      sx={{ minHeight: "100dvh", display: "grid", placeItems: "center", p: 3, textAlign: "center" }}
    >
      <Box>
        <Typography variant="h2" component="h1" sx={{ fontWeight: 800 }}>
          404
        </Typography>
        <Typography sx={{ mt: 1, mb: 3 }} color="text.secondary">
          {text.text}
        </Typography>
        <LinkButton href="/" variant="contained">
          {text.back}
        </LinkButton>
      </Box>
    </Box>
  );
}
