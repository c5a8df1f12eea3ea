"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import TextField from "@mui/material/TextField";
import MenuItem from "@mui/material/MenuItem";
import { LOCALES, type Locale } from "@/lib/i18n/config";
import { rememberLocale } from "@/lib/i18n/remember-locale";

/** Sets the language cookie and re-renders the page in place. */
export function LanguageSelect() {
  const t = useTranslations("language");
  const locale = useLocale();
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  function onChange(next: Locale) {
    rememberLocale(next);
    startTransition(() => router.refresh());
  }

  return (
    <TextField
      select
      size="small"
      label={t("label")}
      value={locale}
      disabled={isPending}
      onChange={(event) => onChange(event.target.value as Locale)}
      sx={{ width: 150 }}
      slotProps={{ htmlInput: { "aria-label": t("label") } }}
    >
      {LOCALES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {t(code)}
        </MenuItem>
      ))}
    </TextField>
  );
}
