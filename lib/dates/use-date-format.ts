"use client";
import { useLocale } from "next-intl";
import { useCallback } from "react";
import { formatDate, type DateStyle } from "@/lib/dates/format";

/** `formatDate` bound to the active language, for client screens. */
export function useDateFormat() {
  const locale = useLocale();
  const format = useCallback(
    (value: Date | string | number | null | undefined, style?: DateStyle, timeZone?: string) =>
      formatDate(value, locale, style, timeZone),
    [locale],
  );
  return { locale, format };
}
