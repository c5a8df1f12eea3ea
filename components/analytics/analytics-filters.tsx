"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  PERIOD_PRESETS,
  periodProblem,
  type AnalyticsView,
  type PeriodPreset,
} from "@/components/analytics/analytics-view";
import { FilterSelect } from "@/components/events/list-controls";
import { formatDayRange } from "@/lib/text/day-range";
import type { EventOption } from "@/lib/swr/use-payments";

type Props = {
  view: AnalyticsView;
  /** The days the view reads (a preset's, or the custom ones). */
  period: { from: string; to: string };
  today: string;
  events: EventOption[] | undefined;
  onChange: (changes: Partial<AnalyticsView>) => void;
};

/** The period (presets as toggles, or two days) and the event the figures are narrowed to. */
export function AnalyticsFilters({ view, period, today, events, onChange }: Props) {
  const t = useTranslations("analytics.filters");
  const locale = useLocale();
  return (
    <Box
      sx={{
        display: "flex",
        gap: 2,
        alignItems: { xs: "stretch", md: "flex-start" },
        flexDirection: { xs: "column", md: "row" },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PeriodPicker view={view} period={period} today={today} onChange={onChange} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
          {t("showing", { range: formatDayRange(period.from, period.to, locale) })}
        </Typography>
      </Box>
      <FilterSelect label={t("event")} value={view.eventId} onChange={(eventId) => onChange({ eventId })} width={280}>
        <MenuItem value="">{t("allEvents")}</MenuItem>
        {/* The event of a shared link may be missing from the list (e.g. a draft): still shown as chosen. */}
        {view.eventId && events && !events.some((event) => event.id === view.eventId) && (
          <MenuItem value={view.eventId}>{t("thisEvent")}</MenuItem>
        )}
        {(events ?? []).map((event) => (
          <MenuItem key={event.id} value={event.id}>
            {event.title}
          </MenuItem>
        ))}
      </FilterSelect>
    </Box>
  );
}

/** The presets as a row of toggles; "Custom" opens two days, applied as soon as they make a period. */
function PeriodPicker({ view, period, today, onChange }: Omit<Props, "events">) {
  const t = useTranslations("analytics.filters");
  const [isCustomOpen, setCustomOpen] = useState(view.period === "custom");
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const problem = periodProblem(from, to);
  const selected: PeriodPreset = isCustomOpen ? "custom" : view.period;

  function choose(preset: PeriodPreset) {
    if (preset === "custom") {
      setCustomOpen(true);
      setFrom(period.from);
      setTo(period.to);
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
      <Box role="group" aria-label={t("period")} sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
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
      {isCustomOpen && (
        <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "flex-start" }}>
          <TextField
            type="date"
            size="small"
            label={t("from")}
            value={from}
            onChange={(changeEvent) => changeDays(changeEvent.target.value, to)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            sx={{ width: { xs: "calc(50% - 6px)", sm: 180 } }}
          />
          <TextField
            type="date"
            size="small"
            label={t("to")}
            value={to}
            onChange={(changeEvent) => changeDays(from, changeEvent.target.value)}
            error={problem !== null && from !== "" && to !== ""}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
            sx={{ width: { xs: "calc(50% - 6px)", sm: 180 } }}
          />
          {problem && (
            <Typography role="alert" variant="body2" color="error" sx={{ alignSelf: "center" }}>
              {t(`problems.${problem}`)}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
