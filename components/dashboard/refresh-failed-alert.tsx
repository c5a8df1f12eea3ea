"use client";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";

/** "The figures could not be read again", with a retry (DashboardScreen loads this when a re-read fails). */
export function RefreshFailedAlert({ isRetrying, onRetry }: { isRetrying: boolean; onRetry: () => void }) {
  const t = useTranslations("dashboard");
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" disabled={isRetrying} onClick={onRetry}>
          {t("retry")}
        </Button>
      }
    >
      {t("refreshFailed")}
    </Alert>
  );
}
