"use client";
import { useTranslations } from "next-intl";
import type { SxProps, Theme } from "@mui/material/styles";
import { RetryAlert } from "@/components/ui/retry-alert";

/** A read that failed, with a button that tries it again. */
export function LoadError({ message, onRetry, sx }: { message: string; onRetry: () => void; sx?: SxProps<Theme> }) {
  const t = useTranslations("payments");
  return <RetryAlert message={message} retryLabel={t("retry")} onRetry={onRetry} sx={sx} />;
}
