"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { CALENDAR_VIEW_KEYS, type CalendarViewKey } from "@/components/calendar/calendar-views";

/**
 * The calendar's own toolbar in MUI (FullCalendar's is switched off): today, previous, next, the
 * period's title as FullCalendar words it in the active language, and the view switcher.
 */
export function CalendarToolbar({
  title,
  view,
  isLoading,
  onToday,
  onPrevious,
  onNext,
  onView,
}: {
  title: string;
  view: CalendarViewKey | null;
  isLoading: boolean;
  onToday: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onView: (view: CalendarViewKey) => void;
}) {
  const t = useTranslations("calendar");
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 1.5, rowGap: 1.5, mb: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, flex: "none" }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={onToday}
          sx={{ borderColor: "divider", mr: 0.5 }}
        >
          {t("today")}
        </Button>
        <Tooltip title={t("previous")}>
          <IconButton size="small" aria-label={t("previous")} onClick={onPrevious}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t("next")}>
          <IconButton size="small" aria-label={t("next")} onClick={onNext}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography
        variant="h6"
        component="h2"
        aria-live="polite"
        data-testid="calendar-title"
        noWrap
        sx={{ flex: "1 1 0", minWidth: 0, fontWeight: 700, fontSize: { xs: "1.05rem", sm: "1.25rem" } }}
      >
        {title}
      </Typography>
      {isLoading && <CircularProgress size={18} aria-label={t("loading")} />}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_, next: CalendarViewKey | null) => next && onView(next)}
        aria-label={t("viewLabel")}
        sx={{ flex: { xs: "1 1 100%", sm: "0 0 auto" } }}
      >
        {CALENDAR_VIEW_KEYS.map((key) => (
          <ToggleButton key={key} value={key} sx={{ flex: { xs: 1, sm: "none" }, px: 1.75, py: 0.5, fontWeight: 600 }}>
            {t(`views.${key}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
