"use client";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import type { SxProps, Theme } from "@mui/material/styles";

/** A read that failed, with a button that tries it again. */
export function LoadError({ message, onRetry, sx }: { message: string; onRetry: () => void; sx?: SxProps<Theme> }) {
  const t = useTranslations("payments");
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t("retry")}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
