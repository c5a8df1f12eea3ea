// The dashboard's words for numbers, through Intl (no library, so it costs nothing in the first
// load). Its words for times are in components/dashboard/date-format.ts.

/** A whole number in the reader's language. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A share (0.0123) as a percentage ("1.2 %" in the reader's language), one decimal at most. */
export function formatPercent(ratio: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: ratio < 0.1 ? 1 : 0 }).format(ratio);
}
