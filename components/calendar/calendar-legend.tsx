"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Theme } from "@mui/material/styles";
import type { SystemStyleObject } from "@mui/system";
import type { EventLook } from "@/components/calendar/calendar-views";

/** The same colours as the events in calendar-theme.ts, as small swatches. */
const SWATCHES: Record<EventLook, SystemStyleObject<Theme> | ((theme: Theme) => SystemStyleObject<Theme>)> = {
  published: { bgcolor: "primary.main" },
  ended: (theme) => ({ bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.14) }),
  draft: { border: 1, borderStyle: "dashed", borderColor: "text.secondary" },
  cancelled: (theme) => ({
    bgcolor: theme.alpha((theme.vars ?? theme).palette.error.main, 0.08),
    position: "relative",
    "&::after": {
      content: '""',
      position: "absolute",
      left: 2,
      right: 2,
      top: "50%",
      borderTop: 1,
      borderColor: "text.disabled",
    },
  }),
};

export function CalendarLegend() {
  const t = useTranslations("calendar");
  return (
    <Box
      component="ul"
      aria-label={t("legend")}
      sx={{ display: "flex", flexWrap: "wrap", columnGap: 2, rowGap: 0.5, m: 0, p: 0, listStyle: "none" }}
    >
      {(Object.keys(SWATCHES) as EventLook[]).map((look) => (
        <Box component="li" key={look} sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
          <Box aria-hidden sx={[{ width: 14, height: 10, borderRadius: "3px", flex: "none" }, SWATCHES[look]]} />
          <Typography variant="body2" color="text.secondary">
            {t(`status.${look}`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
