"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { AttendeeListResponse } from "@/components/events/types";

/** Beside the box: how many are in out of how many hold a ticket, kept current while the door is open. */
export function CheckInCounter({ totals }: { totals: AttendeeListResponse | undefined }) {
  const t = useTranslations("events");
  const locale = useLocale();
  const checkedIn = totals?.checkedInCount ?? 0;
  const attendeeCount = totals?.attendeesCount ?? 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-live="polite">
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {t("checkIn.counterLabel")}
      </Typography>
      {totals ? (
        <>
          <Typography
            component="p"
            sx={{ fontSize: "2.25rem", fontWeight: 800, letterSpacing: "-0.02em", lineHeight: 1.3 }}
          >
            {new Intl.NumberFormat(locale).format(checkedIn)}
            <Box component="span" sx={{ fontSize: "0.55em", color: "text.secondary", fontWeight: 600 }}>
              {" "}
              / {new Intl.NumberFormat(locale).format(attendeeCount)}
            </Box>
          </Typography>
          <LinearProgress
            variant="determinate"
            color="success"
            value={attendeeCount > 0 ? (checkedIn / attendeeCount) * 100 : 0}
            aria-label={t("checkIn.counter", { checkedIn, total: attendeeCount })}
            sx={{ height: 10, borderRadius: 5, my: 1.5 }}
          />
          <Typography variant="body2" color="text.secondary">
            {t("checkIn.remaining", { count: Math.max(0, attendeeCount - checkedIn) })}
          </Typography>
        </>
      ) : (
        <>
          <Skeleton width="60%" height={54} />
          <Skeleton height={20} />
        </>
      )}
    </Paper>
  );
}
