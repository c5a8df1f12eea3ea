"use client";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { CURRENCIES, type Currency } from "@/lib/events/schema";

/** The vendor's currency: every supported code with its name in the active language. */
export function VendorCurrencyField({
  value,
  error,
  onChange,
}: {
  value: Currency;
  error: string | undefined;
  onChange: (currency: Currency) => void;
}) {
  const t = useTranslations("vendorSignUp");
  const locale = useLocale();
  const currencyNames = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "currency" });
    return Object.fromEntries(CURRENCIES.map((code) => [code, names.of(code) ?? code]));
  }, [locale]);
  return (
    <TextField
      select
      name="currency"
      label={t("currency")}
      value={value}
      onChange={(event) => onChange(event.target.value as Currency)}
      error={Boolean(error)}
      helperText={error ?? t("currencyHint")}
    >
      {CURRENCIES.map((code) => (
        <MenuItem key={code} value={code}>
          {code} · {currencyNames[code]}
        </MenuItem>
      ))}
    </TextField>
  );
}
