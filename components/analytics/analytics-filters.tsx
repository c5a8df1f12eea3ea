"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { PERIOD_PRESETS, type AnalyticsView } from "@/components/analytics/analytics-view";
import { FilterSelect } from "@/components/events/list-controls";
import { PeriodChips } from "@/components/ui/period-chips";
import { formatDayRange } from "@/lib/dates/format";
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
        <PeriodChips
          presets={PERIOD_PRESETS}
          period={view.period}
          days={period}
          today={today}
          onChange={onChange}
          labels={{
            group: t("period"),
            preset: (preset) => t(`presets.${preset}`),
            from: t("from"),
            to: t("to"),
            problem: (problem) => t(`problems.${problem}`),
          }}
        />
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
