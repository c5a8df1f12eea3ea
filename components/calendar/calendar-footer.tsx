"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { CalendarLegend } from "@/components/calendar/calendar-legend";

/** Under the calendar: what the colours mean, and the switch that shows or hides cancelled events. */
export function CalendarFooter({
  showCancelled,
  onShowCancelledChange,
  cancelledCount,
}: {
  showCancelled: boolean;
  onShowCancelledChange: (showCancelled: boolean) => void;
  cancelledCount: number;
}) {
  const t = useTranslations("calendar");
  return (
    <Box
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 1,
        mt: 2,
      }}
    >
      <CalendarLegend />
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={showCancelled}
            onChange={(event) => onShowCancelledChange(event.target.checked)}
          />
        }
        label={
          <Typography variant="body2" color="text.secondary">
            {t("showCancelled", { count: cancelledCount })}
          </Typography>
        }
        sx={{ mr: 0 }}
      />
    </Box>
  );
}
