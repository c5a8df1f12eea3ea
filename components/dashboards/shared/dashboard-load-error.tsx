"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import { RetryAlert } from "@/components/ui/retry-alert";

// What a dashboard shows when its read failed and it has nothing to show: the shared words of
// `dashboardsCommon` and a Retry button (pass SWR's `mutate`). Spans the whole grid.

export function DashboardLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("dashboardsCommon");
  return (
    <Box sx={{ gridColumn: "1 / -1" }}>
      <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={onRetry} />
    </Box>
  );
}
