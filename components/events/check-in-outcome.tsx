"use client";
import { useLocale, useTranslations } from "next-intl";
import CheckCircle from "@mui/icons-material/CheckCircle";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { formatTime } from "@/components/events/format";
import type { CheckInOutcome as Outcome, SendCheckIn } from "@/components/events/use-check-in";

/**
 * What the last check-in came to, read out as it changes: checked in, or already checked in
 * (and when, rather than counting the ticket twice), either with an undo; undone; or failed.
 */
export function CheckInOutcome({
  outcome,
  busyId,
  send,
  onDismiss,
}: {
  outcome: Outcome | null;
  busyId: string | null;
  send: SendCheckIn;
  onDismiss: () => void;
}) {
  const t = useTranslations("events");
  const locale = useLocale();
  const undoKey = outcome && "attendee" in outcome ? `undo-${outcome.attendee.id}` : "";
  const undoButton = outcome && "attendee" in outcome && (
    <Button
      color="inherit"
      size="small"
      onClick={() => void send({ attendeeId: outcome.attendee.id, undo: true }, undoKey)}
      loading={busyId === undoKey}
    >
      {t("checkIn.undo")}
    </Button>
  );

  return (
    <Box aria-live="polite" aria-atomic="true">
      {outcome?.kind === "checked_in" && (
        <Alert
          severity="success"
          variant="filled"
          icon={<CheckCircle fontSize="inherit" />}
          action={undoButton}
          sx={{ alignItems: "center", fontSize: "1.05rem" }}
        >
          <AlertTitle sx={{ fontWeight: 800, mb: 0 }}>
            {t("checkIn.success", { name: outcome.attendee.name })}
          </AlertTitle>
          {outcome.attendee.ticketTypeName}
        </Alert>
      )}
      {outcome?.kind === "already_checked_in" && (
        <Alert
          severity="warning"
          variant="filled"
          action={undoButton}
          sx={{ alignItems: "center", fontSize: "1.05rem" }}
        >
          <AlertTitle sx={{ fontWeight: 800, mb: 0 }}>
            {t("checkIn.already", { time: formatTime(outcome.at, locale) })}
          </AlertTitle>
          {outcome.attendee.name} · {outcome.attendee.ticketTypeName}
          {outcome.attendee.checkedInBy ? ` · ${t("checkIn.by", { name: outcome.attendee.checkedInBy })}` : ""}
        </Alert>
      )}
      {outcome?.kind === "undone" && (
        <Alert severity="info" variant="outlined" onClose={onDismiss} closeText={t("common.dismiss")}>
          {t("checkIn.undone", { name: outcome.attendee.name })}
        </Alert>
      )}
      {outcome?.kind === "error" && (
        <Alert severity="error" variant="outlined" onClose={onDismiss} closeText={t("common.dismiss")}>
          {outcome.message}
        </Alert>
      )}
    </Box>
  );
}
