"use client";
import { useLocale, useTranslations } from "next-intl";
import HowToRegOutlined from "@mui/icons-material/HowToRegOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "@/components/events/format";
import { CODE_FONT } from "@/components/events/shared-styles";
import type { AttendeeRow } from "@/components/events/types";
import type { SendCheckIn } from "@/components/events/use-check-in";

/** The attendees a typed name or email matches, each with its own check-in (or undo) button. */
export function CheckInMatches({
  isLoaded,
  matches,
  busyId,
  send,
}: {
  isLoaded: boolean;
  matches: AttendeeRow[] | undefined;
  busyId: string | null;
  send: SendCheckIn;
}) {
  const t = useTranslations("events");
  const locale = useLocale();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
        {t("checkIn.results")}
      </Typography>
      {!isLoaded ? (
        <Skeleton variant="rounded" height={64} />
      ) : matches && matches.length === 0 ? (
        <Typography color="text.secondary">{t("checkIn.noResults")}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t("checkIn.results")}
          sx={{ listStyle: "none", m: 0, p: 0, border: 1, borderColor: "divider", borderRadius: 1 }}
        >
          {matches?.map((attendee) => (
            <Box
              component="li"
              key={attendee.id}
              sx={{
                display: "flex",
                alignItems: "center",
                gap: 2,
                px: 2,
                py: 1.25,
                "& + &": { borderTop: 1, borderColor: "divider" },
                flexWrap: { xs: "wrap", sm: "nowrap" },
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>{attendee.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                  {attendee.email} · {attendee.ticketTypeName} ·{" "}
                  <Box component="span" sx={{ fontFamily: CODE_FONT }}>
                    {attendee.code}
                  </Box>
                </Typography>
                {attendee.checkedInAt && (
                  <Typography variant="body2" color="success.main">
                    {t("checkIn.checkedInAt", { time: formatDateTime(attendee.checkedInAt, locale) })}
                  </Typography>
                )}
              </Box>
              {attendee.checkedInAt ? (
                <Button
                  color="inherit"
                  onClick={() => void send({ attendeeId: attendee.id, undo: true }, `undo-${attendee.id}`)}
                  loading={busyId === `undo-${attendee.id}`}
                  disabled={busyId !== null}
                  aria-label={t("checkIn.undoNamed", { name: attendee.name })}
                >
                  {t("checkIn.undo")}
                </Button>
              ) : (
                <Button
                  variant="contained"
                  color="success"
                  startIcon={<HowToRegOutlined />}
                  onClick={() => void send({ attendeeId: attendee.id }, attendee.id)}
                  loading={busyId === attendee.id}
                  disabled={busyId !== null}
                  aria-label={t("checkIn.checkInNamed", { name: attendee.name })}
                >
                  {t("checkIn.checkIn")}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
