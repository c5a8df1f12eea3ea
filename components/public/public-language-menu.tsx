"use client";
import { useLocale, useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import TranslateOutlined from "@mui/icons-material/TranslateOutlined";
import { LOCALES, type Locale } from "@/lib/i18n/config";
import { rememberLocale } from "@/lib/i18n/remember-locale";
import { isCachedPublicPath, localizedPublicPath, splitLocalePrefix } from "@/lib/public/cached-paths";

/**
 * The buyer's language switch. A cached page changes language by address (/tr/p/event/x: the
 * cache keeps one page per language); any other public page is rendered again with the cookie.
 * Either way the choice is remembered for the next visit.
 */
export function PublicLanguageMenu() {
  const t = useTranslations("language");
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isPending, startTransition] = useTransition();

  function choose(next: Locale) {
    setAnchor(null);
    if (next === locale) return;
    rememberLocale(next);
    const path = splitLocalePrefix(pathname)?.pathname ?? pathname;
    // Read at the click, not with useSearchParams: the cached pages are static, and that hook would
    // make the header wait for the browser.
    if (isCachedPublicPath(path) && !window.location.search) router.push(localizedPublicPath(next, path));
    else startTransition(() => router.refresh());
  }

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateOutlined />}
        // The name holds the code it shows ("Language: EN"), so speech users can say what they see.
        aria-label={`${t("label")}: ${locale.toUpperCase()}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        disabled={isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ px: { xs: 1, sm: 1.5 }, minWidth: 0, "& .MuiButton-startIcon": { mr: { xs: 0.5, sm: 1 } } }}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((code) => (
          <MenuItem key={code} lang={code} selected={code === locale} onClick={() => choose(code)}>
            {t(code)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
