// The analytics screen's words for ratios (counts and days: components/dashboard/format.ts).

/** A share (0.0325) as a percentage with up to two decimals, "3.25 %" in the reader's language. */
export function formatRate(ratio: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(ratio);
}
