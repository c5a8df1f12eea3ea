"use client";
import { useTranslations } from "next-intl";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";

/** The sales chart's currency picker, for an account that took revenue in more than one (SalesChart loads it then). */
export function CurrencyToggle({
  currencies,
  value,
  onChange,
}: {
  currencies: string[];
  value: string | null;
  onChange: (currency: string) => void;
}) {
  const t = useTranslations("dashboard.chart");
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, picked: string | null) => picked && onChange(picked)}
      aria-label={t("currency")}
    >
      {currencies.map((code) => (
        <ToggleButton key={code} value={code} sx={{ px: 1.5, fontWeight: 700 }}>
          {code}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
