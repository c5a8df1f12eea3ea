"use client";
import { useTranslations } from "next-intl";
import { describeApiError } from "@/components/events/api-error";

/** One place that knows the event screens translate API error codes from `events.errors.*` (every failed request says it this way). */
export function useApiErrorText() {
  const t = useTranslations("events");
  const known = (code: string) => (t.has(`errors.${code}` as never) ? t(`errors.${code}` as never) : undefined);
  return (error: unknown, fallback: string) => describeApiError(error, known, fallback);
}
