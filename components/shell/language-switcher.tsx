"use client";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import IconButton from "@mui/material/IconButton";
import { Tooltip } from "@/components/ui/tooltip";
import { Flag } from "@/components/shell/language-flag";
import { useHasOpened } from "@/components/shell/panels/use-has-opened";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/config";
import { rememberLocale } from "@/lib/i18n/remember-locale";

// The menu (and MUI's Menu, Popover and Modal with it) loads on the first opening, or as soon as
// the pointer or the focus reaches the button: not part of every signed-in page's first load (issue 17).
const loadLanguageMenu = () => import("@/components/shell/language-menu").then((module) => module.LanguageMenu);
const LanguageMenu = dynamic(loadLanguageMenu, { ssr: false });

/**
 * The top bar's language switcher: English, Türkçe and Română, each with its flag. Choosing one
 * remembers it (cookie, and the user's saved preferences so it follows them to another browser)
 * and re-renders the page in place in that language.
 */
export function LanguageSwitcher() {
  const t = useTranslations("topBar");
  const activeLocale = useLocale();
  const locale = isLocale(activeLocale) ? activeLocale : DEFAULT_LOCALE;
  const router = useRouter();
  const buttonId = useId();
  const menuId = useId();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [isSwitching, startTransition] = useTransition();
  const isOpen = anchorEl !== null;
  const hasOpened = useHasOpened(isOpen);

  function onChoose(next: Locale) {
    setAnchorEl(null);
    if (next === locale) return;
    rememberLocale(next);
    startTransition(async () => {
      // Saved before the refresh so the server renders from a settled preference; the cookie
      // alone already decides the language, so a failure here changes nothing the user sees.
      await apiFetch("/api/common/preferences", jsonBody("PATCH", { language: next })).catch(() => undefined);
      router.refresh();
    });
  }

  return (
    <>
      <Tooltip title={t("language")}>
        <IconButton
          id={buttonId}
          aria-label={t("language")}
          aria-haspopup="menu"
          aria-expanded={isOpen}
          aria-controls={isOpen ? menuId : undefined}
          aria-busy={isSwitching || undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
          onPointerEnter={() => void loadLanguageMenu()}
          onFocus={() => void loadLanguageMenu()}
          sx={{ opacity: isSwitching ? 0.6 : 1 }}
        >
          <Flag locale={locale} />
        </IconButton>
      </Tooltip>
      {hasOpened && (
        <LanguageMenu
          id={menuId}
          buttonId={buttonId}
          anchorEl={anchorEl}
          locale={locale}
          onClose={() => setAnchorEl(null)}
          onChoose={onChoose}
        />
      )}
    </>
  );
}
