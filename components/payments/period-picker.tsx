"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import {
  PERIOD_PRESETS,
  periodDays,
  periodProblem,
  type PaymentsView,
  type PeriodPreset,
} from "@/components/payments/payments-query";

type Props = {
  view: PaymentsView;
  today: string;
  onChange: (changes: Partial<PaymentsView>) => void;
};

/** The period's presets as a row of toggles, and the custom period's two days (applied as soon as they make a period). */
export function PeriodPicker({ view, today, onChange }: Props) {
  const t = useTranslations("payments.period");
  const shown = periodDays(view, today).totals;
  const [isCustomOpen, setCustomOpen] = useState(false);
  const isCustom = isCustomOpen || view.period === "custom";
  const [from, setFrom] = useState(shown.from);
  const [to, setTo] = useState(shown.to);
  const problem = periodProblem(from, to);

  function choose(preset: PeriodPreset) {
    if (preset === "custom") {
      setCustomOpen(true);
      setFrom(shown.from);
      setTo(shown.to);
      return;
    }
    setCustomOpen(false);
    onChange({ period: preset, from: "", to: "" });
  }

  function changeDay(nextFrom: string, nextTo: string) {
    setFrom(nextFrom);
    setTo(nextTo);
    if (!periodProblem(nextFrom, nextTo)) onChange({ period: "custom", from: nextFrom, to: nextTo });
  }

  const selected: PeriodPreset = isCustom ? "custom" : view.period;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      <Box role="group" aria-label={t("label")} sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {PERIOD_PRESETS.map((preset) => (
          <Chip
            key={preset}
            label={t(`presets.${preset}`)}
            onClick={() => choose(preset)}
            color={selected === preset ? "primary" : "default"}
            variant={selected === preset ? "filled" : "outlined"}
            aria-pressed={selected === preset}
            sx={{ fontWeight: 600 }}
          />
        ))}
      </Box>
      {isCustom && (
        <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "flex-start" }}>
          <TextField
            type="date"
            size="small"
            label={t("from")}
            value={from}
            onChange={(changeEvent) => changeDay(changeEvent.target.value, to)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            sx={{ width: { xs: "calc(50% - 6px)", sm: 180 } }}
          />
          <TextField
            type="date"
            size="small"
            label={t("to")}
            value={to}
            onChange={(changeEvent) => changeDay(from, changeEvent.target.value)}
            error={problem !== null && from !== "" && to !== ""}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
            sx={{ width: { xs: "calc(50% - 6px)", sm: 180 } }}
          />
          {problem && (
            <Box
              component="p"
              role="alert"
              sx={{
                m: 0,
                alignSelf: "center",
                typography: "body2",
                color: "error.main",
                flexBasis: { xs: "100%", sm: "auto" },
              }}
            >
              {t(`problems.${problem}`)}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
