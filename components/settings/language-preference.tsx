"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@/lib/i18n/config";
import { rememberLocale } from "@/lib/i18n/remember-locale";

/**
 * The language, as the top bar's switcher sets it: the cookie for this browser, the saved
 * preference for the others, then the page re-renders in place in that language.
 */
export function LanguagePreference() {
  const t = useTranslations("settings.preferences");
  const tNames = useTranslations("topBar.languageNames");
  const activeLocale = useLocale();
  const locale = isLocale(activeLocale) ? activeLocale : DEFAULT_LOCALE;
  const router = useRouter();
  const [isSwitching, startTransition] = useTransition();

  function onChoose(next: Locale) {
    if (next === locale) return;
    rememberLocale(next);
    startTransition(async () => {
      // The cookie alone decides the language here; a failed save only leaves other browsers as they were.
      await apiFetch("/api/common/preferences", jsonBody("PATCH", { language: next })).catch(() => undefined);
      router.refresh();
    });
  }

  return (
    <TextField
      select
      label={t("language")}
      value={locale}
      disabled={isSwitching}
      onChange={(event) => onChoose(event.target.value as Locale)}
      helperText={t("languageHint")}
      sx={{ maxWidth: 320 }}
    >
      {LOCALES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {tNames(code)}
        </MenuItem>
      ))}
    </TextField>
  );
}
