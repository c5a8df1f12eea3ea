"use client";
import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";

export type CalendarNoticeMessage = { severity: "success" | "error"; text: string };

/** The outcome of moving an event, at the foot of the screen; an error stays longer. */
export function CalendarNotice({ notice, onClose }: { notice: CalendarNoticeMessage | null; onClose: () => void }) {
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={notice?.severity === "error" ? 8000 : 4000}
      onClose={(_, reason) => reason !== "clickaway" && onClose()}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      {notice ? (
        <Alert severity={notice.severity} variant="filled" onClose={onClose} sx={{ width: "100%" }}>
          {notice.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
