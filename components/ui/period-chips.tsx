"use client";
import { useState } from "react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { periodProblem, type PeriodProblem } from "@/lib/reports/days";
import { DateField } from "@/components/ui/date-field";

// A report's period, as the analytics and payments screens pick it: the presets as a row of
// toggles, and "Custom" opening two days that apply as soon as they make a period (the rules of
// lib/reports/days.ts). Each screen has its own presets and words.

export type PeriodChipsLabels<P extends string> = {
  /** The name of the row of presets. */
  group: string;
  preset: (preset: P) => string;
  from: string;
  to: string;
  problem: (problem: PeriodProblem) => string;
};

type Props<P extends string> = {
  /** The screen's presets, "custom" among them. */
  presets: readonly P[];
  /** The chosen preset ("custom" for two days). */
  period: P;
  /** The days shown now (a preset's, or the custom ones): where the custom days start from. */
  days: { from: string; to: string };
  /** The account's today, the last day "From" offers. */
  today: string;
  onChange: (changes: { period: P | "custom"; from: string; to: string }) => void;
  labels: PeriodChipsLabels<P>;
};

export function PeriodChips<P extends string>({ presets, period, days, today, onChange, labels }: Props<P>) {
  const [isCustomOpen, setCustomOpen] = useState(period === "custom");
  const isCustom = isCustomOpen || period === "custom";
  const [from, setFrom] = useState(days.from);
  const [to, setTo] = useState(days.to);
  const problem = periodProblem(from, to);
  const selected = isCustom ? "custom" : period;

  function choose(preset: P) {
    if (preset === "custom") {
      setCustomOpen(true);
      setFrom(days.from);
      setTo(days.to);
      return;
    }
    setCustomOpen(false);
    onChange({ period: preset, from: "", to: "" });
  }

  function changeDays(nextFrom: string, nextTo: string) {
    setFrom(nextFrom);
    setTo(nextTo);
    if (!periodProblem(nextFrom, nextTo)) onChange({ period: "custom", from: nextFrom, to: nextTo });
  }

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      <Box role="group" aria-label={labels.group} sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {presets.map((preset) => (
          <Chip
            key={preset}
            label={labels.preset(preset)}
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
          <DateField
            size="small"
            label={labels.from}
            value={from}
            onChange={(day) => changeDays(day, to)}
            max={today}
            sx={{ width: { xs: "calc(50% - 6px)", sm: 190 } }}
          />
          <DateField
            size="small"
            label={labels.to}
            value={to}
            onChange={(day) => changeDays(from, day)}
            error={problem !== null && from !== "" && to !== ""}
            min={from || undefined}
            sx={{ width: { xs: "calc(50% - 6px)", sm: 190 } }}
          />
          {problem && (
            <Typography
              role="alert"
              variant="body2"
              color="error"
              sx={{ alignSelf: "center", flexBasis: { xs: "100%", sm: "auto" } }}
            >
              {labels.problem(problem)}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
