"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import type { SxProps, Theme } from "@mui/material/styles";

/** A read that failed, with a button that tries it again (each screen has its own words for both). */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
  sx,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
