"use client";
import { useLocale, useTranslations } from "next-intl";

/** TablePagination's words and numbers in the active language (MUI's defaults are English). */
export function useTablePaginationLabels() {
  const t = useTranslations("events.common.pagination");
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  return {
    labelRowsPerPage: t("rowsPerPage"),
    labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
      t("displayed", { from: number.format(from), to: number.format(to), count: number.format(count) }),
    getItemAriaLabel: (type: "first" | "last" | "next" | "previous") => t(type),
  };
}
