"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import ArrowDropUpIcon from "@mui/icons-material/ArrowDropUp";
import { signedPercent } from "@/components/dashboards/shared/format";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import type { Trend } from "@/lib/dashboards/crypto";

// How a price moved, never by colour alone: an arrow, the signed percentage ("+1.25%") and the
// colour (green up, red down). Screen readers hear "Up 1.25%" instead of the symbols.

export function TrendText({ trend, size = "body2" }: { trend: Trend; size?: "body2" | "caption" }) {
  const t = useTranslations("cryptoDashboard.trend");
  const locale = useLocale();
  const Icon = trend.dir === "up" ? ArrowDropUpIcon : ArrowDropDownIcon;
  const unsigned = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(
    trend.amount / 100,
  );
  return (
    <Box
      component="span"
      sx={{
        display: "inline-flex",
        alignItems: "center",
        whiteSpace: "nowrap",
        fontWeight: 700,
        typography: size,
        color: trend.dir === "up" ? "success.main" : "error.main",
      }}
    >
      <Icon aria-hidden sx={{ fontSize: size === "caption" ? 18 : 22, mx: -0.5 }} />
      <span aria-hidden>{signedPercent(trend.amount, trend.dir, locale)}</span>
      <VisuallyHidden>{t(trend.dir, { percent: unsigned })}</VisuallyHidden>
    </Box>
  );
}
